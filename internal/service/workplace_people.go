package service

import (
	"context"

	"github.com/shiftsched/shiftsched/internal/domain"
	"github.com/shiftsched/shiftsched/internal/permission"
	"github.com/shiftsched/shiftsched/internal/store"
)

// PersonWorkplaceInput is what a manager sets of where and as what a person works.
type PersonWorkplaceInput struct {
	UserID         int64
	Qualifications []domain.Qualification // UserID is ignored; at most one Primary
	LocationIDs    []int64
	RateCents      *int64
}

// PeopleWorkplaces returns the positions, locations and own rates of the given people
// (everyone when ids is nil), in two statements whatever their number. Rates are kept
// (nil) from anyone who may not see pay (permission.SeesPay): everyone but managers of every
// location, and their API tokens without staff:read. Anyone signed in. Errors:
// Forbidden (token scope).
func (s *Service) PeopleWorkplaces(ctx context.Context, actor *domain.User, ids []int64) (map[int64]*domain.PersonWorkplace, error) {
	if err := actor.Allow(domain.ScopeScheduleRead); err != nil {
		return nil, err
	}
	q := s.store.Q()
	ws, err := q.Workplaces(ctx, ids)
	if err != nil {
		return nil, err
	}
	pay, err := permission.SeesPay(ctx, q, actor)
	if err != nil {
		return nil, err
	}
	if !pay {
		for _, w := range ws {
			permission.HideRates(w)
		}
	}
	return ws, nil
}

// SetPersonWorkplace replaces a person's positions (the first is primary when none is
// marked), locations and rates. Managers only; a manager who may not see rates
// (permission.SeesPay) sends none, and the person's rates stay as they are (in every position
// they keep). Errors: Forbidden (a rate from one who may not see rates, a person or
// location outside a limited manager's); NotFound (no such person); Invalid (a position
// or location unknown or archived, two primaries, a position twice, a rate out of range).
func (s *Service) SetPersonWorkplace(ctx context.Context, actor *domain.User, in PersonWorkplaceInput) (*domain.PersonWorkplace, error) {
	if err := actor.Allow(domain.ScopeStaffWrite); err != nil {
		return nil, err
	}
	if err := permission.RequireManager(actor); err != nil {
		return nil, err
	}
	w, err := personWorkplace(in)
	if err != nil {
		return nil, err
	}
	var out *domain.PersonWorkplace
	var pay bool
	err = s.Changes().Run(ctx, actor, func(q *Tx) error {
		u, err := q.UserByID(ctx, in.UserID)
		if err != nil {
			return err
		}
		if u.DeletedAt != nil {
			return domain.Errorf(domain.Invalid, "%s no longer works here.", u.Name)
		}
		if err := checkPersonStructure(ctx, q.Q, w); err != nil {
			return err
		}
		before, err := q.Workplaces(ctx, []int64{u.ID})
		if err != nil {
			return err
		}
		if err := permission.MayPlacePerson(ctx, q.Q, actor, before[u.ID], w); err != nil {
			return err
		}
		if pay, err = permission.SeesPay(ctx, q.Q, actor); err != nil {
			return err
		}
		if !pay {
			if err := permission.KeepRates(&w, before[u.ID]); err != nil {
				return err
			}
		}
		if err := q.SetWorkplace(ctx, w); err != nil {
			return err
		}
		after, err := q.Workplaces(ctx, []int64{u.ID})
		if err != nil {
			return err
		}
		out = after[u.ID]
		q.Audit(Audit{Action: "user.set_workplace", Object: "user", ID: u.ID,
			Say: say("AuditSetPersonWorkplace", map[string]any{"Name": u.Name}), Before: before[u.ID], After: out})
		q.Emit(domain.EventWorkplaceChanged, map[string]any{"object": "user", "id": u.ID, "change": "update",
			"after": map[string]any{"positions": out.Qualifications, "locations": out.LocationIDs}})
		return nil
	})
	if err == nil && !pay {
		permission.HideRates(out)
	}
	return out, err
}

// personWorkplace checks the shape of the input: one primary, no position twice, rates
// in range.
func personWorkplace(in PersonWorkplaceInput) (domain.PersonWorkplace, error) {
	w := domain.PersonWorkplace{UserID: in.UserID, RateCents: in.RateCents, LocationIDs: domain.UniqueIDs(in.LocationIDs)}
	if err := checkRate(in.RateCents); err != nil {
		return w, err
	}
	seen := map[int64]bool{}
	primaries := 0
	for _, qu := range in.Qualifications {
		if seen[qu.PositionID] {
			return w, domain.Errorf(domain.Invalid, "A position may be given to a person once; %d is given twice.", qu.PositionID)
		}
		seen[qu.PositionID] = true
		if qu.Primary {
			primaries++
		}
		if err := checkRate(qu.RateCents); err != nil {
			return w, err
		}
		qu.UserID = in.UserID
		w.Qualifications = append(w.Qualifications, qu)
	}
	if primaries > 1 {
		return w, domain.Errorf(domain.Invalid, "A person has one primary position; %d are marked primary.", primaries)
	}
	if primaries == 0 && len(w.Qualifications) > 0 {
		w.Qualifications[0].Primary = true
	}
	return w, nil
}

func checkRate(r *int64) error {
	if r != nil && (*r < 0 || *r > domain.MaxRateCents) {
		return domain.Errorf(domain.Invalid, "An hourly rate must be between 0 and 1,000,000.00.")
	}
	return nil
}

// checkPersonStructure refuses positions and locations that are unknown or archived.
func checkPersonStructure(ctx context.Context, q store.Q, w domain.PersonWorkplace) error {
	ix, err := loadStructure(ctx, q)
	if err != nil {
		return err
	}
	for _, qu := range w.Qualifications {
		id := qu.PositionID
		if err := ix.check(domain.ShiftStructure{PositionID: &id}, nil, "Positions"); err != nil {
			return err
		}
	}
	for _, l := range w.LocationIDs {
		id := l
		if err := ix.check(domain.ShiftStructure{LocationID: &id}, nil, "Locations"); err != nil {
			return err
		}
	}
	return nil
}
