package graph

import (
	"github.com/shiftsched/shiftsched/graph/model"
	"github.com/shiftsched/shiftsched/internal/service"
)

// shiftDrafts turns GraphQL shift inputs into the service's publish input.
func shiftDrafts(in []model.ShiftInput) []service.ShiftDraft {
	drafts := make([]service.ShiftDraft, len(in))
	for i, s := range in {
		drafts[i] = service.ShiftDraft{
			Day: string(s.DayKey), UserID: s.UserID, StartTime: s.StartTime.String(), EndTime: s.EndTime.String(),
		}
		if s.ID != nil {
			drafts[i].ID = *s.ID
		}
	}
	return drafts
}
