package service

import (
	"context"
	"slices"

	"github.com/shiftsched/shiftsched/internal/change"
	"github.com/shiftsched/shiftsched/internal/domain"
	"github.com/shiftsched/shiftsched/internal/i18n"
	"github.com/shiftsched/shiftsched/internal/permission"
	"github.com/shiftsched/shiftsched/internal/store"
)

// Open shifts the week's rules post and announce themselves: approving time off or
// deleting a person posts their shifts as open ones, and publishing a week announces the
// open shifts posted while it was a draft. The market (internal/market) holds the rest
// of open shifts; when a manager posts one it asks, through market.Schedule, where the
// shift goes (PlaceOpenShift) and to announce it (AnnounceOpenShifts).

// postOpenShifts posts the open shifts in one statement, and announces those of
// published weeks.
func (s *Service) postOpenShifts(ctx context.Context, q *Tx, list []domain.OpenShift) error {
	if len(list) == 0 {
		return nil
	}
	ids, err := q.InsertOpenShifts(ctx, list)
	if err != nil {
		return err
	}
	posted, err := q.OpenShiftsByIDs(ctx, ids)
	if err != nil {
		return err
	}
	var published []domain.OpenShift
	for _, o := range posted {
		q.Audit(Audit{Action: "open_shift.post", Object: "open_shift", ID: o.ID, Say: say("AuditPostedOpenShift", map[string]any{"Shift": change.OpenShiftWhen(&o)}), After: o})
		if o.Published {
			published = append(published, o)
		}
	}
	return s.AnnounceOpenShifts(ctx, q, published, q.Actor().ID)
}

// AnnounceOpenShifts tells the people who may claim each open shift about it (at a
// location they work at, or none), except skip: when its week is first published, when
// approved time off or a deletion posts it to a published week, and when a manager posts
// it to one (the market, market.Schedule). No actor check: the caller has. Errors: only
// the database's.
func (s *Service) AnnounceOpenShifts(ctx context.Context, q *Tx, list []domain.OpenShift, skip int64) error {
	if len(list) == 0 {
		return nil
	}
	// Only people on the rota are offered shifts.
	sees, err := q.RotaLocationsExcept(ctx, skip)
	if err != nil {
		return err
	}
	everyone := make([]int64, 0, len(sees))
	for id := range sees {
		everyone = append(everyone, id)
	}
	slices.Sort(everyone)
	// One batch for every open shift: the statements do not grow with them.
	ix, err := loadStructure(ctx, q.Q)
	if err != nil {
		return err
	}
	qualified, err := permission.QualifiedFor(ctx, q.Q, list, everyone)
	if err != nil {
		return err
	}
	var notes []addressed
	for _, o := range list {
		n := notice{Kind: domain.KindOpenShift, Message: i18n.M("NoticeShiftOpen", i18n.Args{"Shift": openShiftPlaced(o, ix)}), Link: change.LinkOpenShifts, About: ""}
		for _, id := range everyone {
			if o.MayClaim(id) && permission.QualifiedOn(o, id, qualified) && (domain.View{Locations: sees[id]}).Sees(id, o.LocationID, 0) {
				notes = append(notes, addressed{UserID: id, Notice: n})
			}
		}
	}
	return q.NotifyEach(notes)
}

// PlaceOpenShift completes and checks where an open shift a manager posts is, as for
// every shift: its shift type gives it the type's position and location where it names
// none, and in a workplace with several locations in use it must have a location
// (placeShift). Nobody works it yet, so no one's home or lack of one excuses it. It also
// names the position and location, for the market's sentences about whom the shift may
// be open to. No actor: for the market (market.Schedule), which has checked. Errors:
// Invalid (reason LOCATION_REQUIRED when a location is missing); the database's.
func (s *Service) PlaceOpenShift(ctx context.Context, q store.Q, st domain.ShiftStructure) (placed domain.ShiftStructure, position, location string, err error) {
	ix, err := loadStructure(ctx, q)
	if err != nil {
		return st, "", "", err
	}
	ix.placeAsType(&st)
	if err := ix.check(st, nil, "The open shift"); err != nil {
		return st, "", "", err
	}
	if err := ix.placing().placeShift(&st, nil, nil, true, "The open shift"); err != nil {
		return st, "", "", err
	}
	if st.PositionID != nil {
		position = ix.positions[*st.PositionID].Name
	}
	if st.LocationID != nil {
		location = ix.locations[*st.LocationID].Name
	}
	return st, position, location, nil
}
