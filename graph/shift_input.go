package graph

import (
	"github.com/shiftsched/shiftsched/graph/model"
	"github.com/shiftsched/shiftsched/internal/domain"
	"github.com/shiftsched/shiftsched/internal/service"
)

// shiftDrafts turns GraphQL shift inputs into the service's publish input.
func shiftDrafts(in []model.ShiftInput) []service.ShiftDraft {
	drafts := make([]service.ShiftDraft, len(in))
	for i, s := range in {
		drafts[i] = service.ShiftDraft{
			Day: string(s.DayKey), UserID: s.UserID, StartTime: timeText(s.StartTime), EndTime: timeText(s.EndTime),
		}
		// Leaving all three out keeps what a kept shift has, so that clients that predate
		// positions do not clear them by republishing.
		if s.PositionID != nil || s.LocationID != nil || s.ShiftTypeID != nil {
			drafts[i].Structure = &domain.ShiftStructure{PositionID: s.PositionID, LocationID: s.LocationID, ShiftTypeID: s.ShiftTypeID}
		}
		if s.ID != nil {
			drafts[i].ID = *s.ID
		}
	}
	return drafts
}

// timeText is an optional time of day as the service reads it: "" when left out (a
// shift made from a shift type takes its times).
func timeText(t *domain.TimeOfDay) string {
	if t == nil {
		return ""
	}
	return t.String()
}
