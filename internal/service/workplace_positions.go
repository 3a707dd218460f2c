package service

import (
	"context"

	"github.com/shiftsched/shiftsched/internal/domain"
	"github.com/shiftsched/shiftsched/internal/permission"
)

// Positions returns the workplace's positions (archived ones too when archived), by
// name. Anyone signed in. Errors: Forbidden (token scope).
func (s *Service) Positions(ctx context.Context, actor *domain.User, archived bool) ([]domain.Position, error) {
	if err := actor.Allow(domain.ScopeScheduleRead); err != nil {
		return nil, err
	}
	return s.store.Q().Positions(ctx, archived)
}

// SavePosition adds or changes a position. Managers of every location. Errors: Forbidden; NotFound;
// Invalid (name blank, too long or taken; colour not #rrggbb).
func (s *Service) SavePosition(ctx context.Context, actor *domain.User, in PositionInput) (*domain.Position, error) {
	if err := permission.MayEditWorkplace(actor); err != nil {
		return nil, err
	}
	name, err := domain.WorkplaceName("position", in.Name)
	if err != nil {
		return nil, err
	}
	colour, err := domain.NormalizeColour(in.Colour)
	if err != nil {
		return nil, err
	}
	var out *domain.Position
	err = s.Changes().Run(ctx, actor, func(q *Tx) error {
		if err := permission.RequireEveryLocation(ctx, q.Q, actor, "change positions"); err != nil {
			return err
		}
		var before *domain.Position
		if in.ID != 0 {
			if before, err = q.PositionByID(ctx, in.ID); err != nil {
				return err
			}
		}
		if out, err = q.SavePosition(ctx, domain.Position{ID: in.ID, Name: name, Colour: colour}); err != nil {
			return nameTaken(err, "positions_name_key", "position", name)
		}
		recordWorkplace(q, "position", out.ID, verbOf(before == nil), name, before, out)
		return nil
	})
	return out, err
}

// ArchivePosition archives a position (archived false brings it back): shifts keep it,
// new shifts, shift types and qualifications cannot be given it. Managers of every location.
// Errors: Forbidden; NotFound; Invalid (its name is taken when brought back).
func (s *Service) ArchivePosition(ctx context.Context, actor *domain.User, id int64, archived bool) (*domain.Position, error) {
	if err := permission.MayEditWorkplace(actor); err != nil {
		return nil, err
	}
	var out *domain.Position
	err := s.Changes().Run(ctx, actor, func(q *Tx) error {
		if err := permission.RequireEveryLocation(ctx, q.Q, actor, "change positions"); err != nil {
			return err
		}
		var err error
		if out, err = q.ArchivePosition(ctx, id, archived); err != nil {
			return restoreTaken(err, "positions_name_key", "position")
		}
		recordWorkplace(q, "position", id, archiveVerb(archived), out.Name, nil, out)
		return nil
	})
	return out, err
}

// DeletePosition deletes a position nothing uses. Managers of every location. Errors: Forbidden;
// NotFound; Conflict (in use: the sentence names what uses it).
func (s *Service) DeletePosition(ctx context.Context, actor *domain.User, id int64) error {
	if err := permission.MayEditWorkplace(actor); err != nil {
		return err
	}
	return s.Changes().Run(ctx, actor, func(q *Tx) error {
		if err := permission.RequireEveryLocation(ctx, q.Q, actor, "change positions"); err != nil {
			return err
		}
		p, err := q.PositionByID(ctx, id)
		if err != nil {
			return err
		}
		use, err := q.PositionUse(ctx, id)
		if err != nil {
			return err
		}
		if err := inUse("position", p.Name, use); err != nil {
			return err
		}
		recordWorkplace(q, "position", id, "delete", p.Name, p, nil)
		return usedMeanwhile(q.DeletePosition(ctx, id), "position", p.Name)
	})
}

// ShiftTypes returns the workplace's shift types (archived ones too when archived), by
// name. Anyone signed in. Errors: Forbidden (token scope).
func (s *Service) ShiftTypes(ctx context.Context, actor *domain.User, archived bool) ([]domain.ShiftType, error) {
	if err := actor.Allow(domain.ScopeScheduleRead); err != nil {
		return nil, err
	}
	return s.store.Q().ShiftTypes(ctx, archived, nil)
}

// SaveShiftType adds or changes a shift type. Managers of its location (before and
// after; of every location for one of no location). Errors: Forbidden;
// NotFound; Invalid (name blank, too long or taken; bad times; a position, location or
// following shift type unknown or archived).
func (s *Service) SaveShiftType(ctx context.Context, actor *domain.User, in ShiftTypeInput) (*domain.ShiftType, error) {
	if err := permission.MayEditWorkplace(actor); err != nil {
		return nil, err
	}
	name, err := domain.WorkplaceName("shift type", in.Name)
	if err != nil {
		return nil, err
	}
	start, end, err := parseTimes(in.StartTime, in.EndTime, "The shift type "+name)
	if err != nil {
		return nil, err
	}
	t := domain.ShiftType{ID: in.ID, Name: name, PositionID: in.PositionID, LocationID: in.LocationID,
		StartTime: start, EndTime: end, NotFollowedBy: domain.UniqueIDs(in.NotFollowedBy)}
	var out *domain.ShiftType
	err = s.Changes().Run(ctx, actor, func(q *Tx) error {
		if err := mayChangeShiftType(ctx, q, actor, in.ID, &t); err != nil {
			return err
		}
		if err := checkStructure(ctx, q.Q, domain.ShiftStructure{PositionID: t.PositionID, LocationID: t.LocationID}, "The shift type "+name); err != nil {
			return err
		}
		before, err := shiftTypeBefore(ctx, q, in.ID)
		if err != nil {
			return err
		}
		if err := checkFollowers(ctx, q, t.NotFollowedBy); err != nil {
			return err
		}
		id, err := q.SaveShiftType(ctx, t)
		if err != nil {
			return nameTaken(err, "shift_types_name_key", "shift type", name)
		}
		if out, err = q.ShiftTypeByID(ctx, id); err != nil {
			return err
		}
		recordWorkplace(q, "shift_type", id, verbOf(before == nil), name, before, out)
		return nil
	})
	return out, err
}

func shiftTypeBefore(ctx context.Context, q *Tx, id int64) (*domain.ShiftType, error) {
	if id == 0 {
		return nil, nil
	}
	return q.ShiftTypeByID(ctx, id)
}

// checkFollowers refuses a rule naming a shift type that does not exist or is archived.
func checkFollowers(ctx context.Context, q *Tx, ids []int64) error {
	if len(ids) == 0 {
		return nil
	}
	types, err := q.ShiftTypes(ctx, false, nil)
	if err != nil {
		return err
	}
	live := map[int64]bool{}
	for _, t := range types {
		live[t.ID] = true
	}
	for _, id := range ids {
		if !live[id] {
			return domain.Errorf(domain.Invalid, "The shift types that may not follow must be shift types in use; %d is not.", id)
		}
	}
	return nil
}

// ArchiveShiftType archives a shift type (archived false brings it back). Managers only.
// Errors: Forbidden; NotFound; Invalid (its name is taken when brought back).
func (s *Service) ArchiveShiftType(ctx context.Context, actor *domain.User, id int64, archived bool) (*domain.ShiftType, error) {
	if err := permission.MayEditWorkplace(actor); err != nil {
		return nil, err
	}
	var out *domain.ShiftType
	err := s.Changes().Run(ctx, actor, func(q *Tx) error {
		if err := mayChangeShiftType(ctx, q, actor, id, nil); err != nil {
			return err
		}
		if err := q.ArchiveShiftType(ctx, id, archived); err != nil {
			return restoreTaken(err, "shift_types_name_key", "shift type")
		}
		var err error
		if out, err = q.ShiftTypeByID(ctx, id); err != nil {
			return err
		}
		recordWorkplace(q, "shift_type", id, archiveVerb(archived), out.Name, nil, out)
		return nil
	})
	return out, err
}

// DeleteShiftType deletes a shift type no shift was made from (the rules naming it go
// with it). Managers only. Errors: Forbidden; NotFound; Conflict (in use).
func (s *Service) DeleteShiftType(ctx context.Context, actor *domain.User, id int64) error {
	if err := permission.MayEditWorkplace(actor); err != nil {
		return err
	}
	return s.Changes().Run(ctx, actor, func(q *Tx) error {
		if err := mayChangeShiftType(ctx, q, actor, id, nil); err != nil {
			return err
		}
		t, err := q.ShiftTypeByID(ctx, id)
		if err != nil {
			return err
		}
		use, err := q.ShiftTypeUse(ctx, id)
		if err != nil {
			return err
		}
		if err := inUse("shift type", t.Name, use); err != nil {
			return err
		}
		recordWorkplace(q, "shift_type", id, "delete", t.Name, t, nil)
		return usedMeanwhile(q.DeleteShiftType(ctx, id), "shift type", t.Name)
	})
}

// mayChangeShiftType lets a limited manager change a shift type (id 0: a new one, saved
// as after; nil after: archived or deleted) only of one of their locations, before and
// after: one of no location is everyone's.
func mayChangeShiftType(ctx context.Context, q *Tx, actor *domain.User, id int64, after *domain.ShiftType) error {
	m, err := permission.ManagerScope(ctx, q.Q, actor)
	if err != nil || !m.Limited() {
		return err
	}
	check := func(loc *int64) error {
		if loc == nil {
			return permission.RequireEveryLocation(ctx, q.Q, actor, "change shift types of no location")
		}
		if !m.Locations[*loc] {
			return permission.ErrNotYourLocation
		}
		return nil
	}
	if after != nil {
		if err := check(after.LocationID); err != nil {
			return err
		}
	}
	if id == 0 {
		return nil
	}
	before, err := q.ShiftTypeByID(ctx, id)
	if err != nil {
		return err
	}
	return check(before.LocationID)
}
