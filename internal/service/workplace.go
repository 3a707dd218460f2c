package service

import (
	"context"
	"fmt"
	"strings"

	"github.com/shiftsched/shiftsched/internal/domain"
	"github.com/shiftsched/shiftsched/internal/permission"
	"github.com/shiftsched/shiftsched/internal/store"
)

// The workplace's structure: locations, positions and shift types, which managers set
// up and everyone reads (staff see them on their shifts). Names are unique among the
// ones in use; one in use is archived, never deleted, so that past shifts keep it.

// LocationInput is a location as a manager enters it; ID 0 adds one.
type LocationInput struct {
	ID      int64
	Name    string
	Address *string
}

// PositionInput is a position as a manager enters it; ID 0 adds one.
type PositionInput struct {
	ID     int64
	Name   string
	Colour string // #rrggbb
}

// ShiftTypeInput is a shift type as a manager enters it; ID 0 adds one.
type ShiftTypeInput struct {
	ID            int64
	Name          string
	PositionID    *int64
	LocationID    *int64
	StartTime     string // HH:MM
	EndTime       string // HH:MM; earlier than StartTime when it ends the next morning
	NotFollowedBy []int64
}

// nameTaken turns the unique index on names into the sentence people read.
func nameTaken(err error, index, what, name string) error {
	if store.IsUniqueViolation(err, index) {
		return domain.Errorf(domain.Invalid, "There is already a %s named %s; choose another name.", what, name)
	}
	return err
}

// Locations returns the workplace's locations (archived ones too when archived), by
// name. Anyone signed in. Errors: Forbidden (token scope).
func (s *Service) Locations(ctx context.Context, actor *domain.User, archived bool) ([]domain.Location, error) {
	if err := actor.Allow(domain.ScopeScheduleRead); err != nil {
		return nil, err
	}
	return s.store.Q().Locations(ctx, archived)
}

// SaveLocation adds or changes a location. Managers only: of every location to add one,
// of the location to change it. Errors: Forbidden; NotFound;
// Invalid (name blank, too long or taken; address too long).
func (s *Service) SaveLocation(ctx context.Context, actor *domain.User, in LocationInput) (*domain.Location, error) {
	if err := permission.MayEditWorkplace(actor); err != nil {
		return nil, err
	}
	name, err := domain.WorkplaceName("location", in.Name)
	if err != nil {
		return nil, err
	}
	l := domain.Location{ID: in.ID, Name: name}
	if in.Address != nil {
		a := strings.TrimSpace(*in.Address)
		if len([]rune(a)) > 500 || domain.HasNUL(a) {
			return nil, domain.Errorf(domain.Invalid, "An address may be at most 500 characters, without NUL.")
		}
		if err := domain.CheckDirection(a); err != nil {
			return nil, err
		}
		if a != "" {
			l.Address = &a
		}
	}
	var out *domain.Location
	err = s.Changes().Run(ctx, actor, func(q *Tx) error {
		if err := maySaveLocation(ctx, q.Q, actor, in.ID); err != nil {
			return err
		}
		var before *domain.Location
		if in.ID != 0 {
			if before, err = q.LocationByID(ctx, in.ID); err != nil {
				return err
			}
		}
		if out, err = q.SaveLocation(ctx, l); err != nil {
			return nameTaken(err, "locations_name_key", "location", name)
		}
		recordWorkplace(q, "location", out.ID, verbOf(before == nil), name, before, out)
		return nil
	})
	return out, err
}

// restoreTaken is nameTaken for bringing back an archived one whose name is now taken.
func restoreTaken(err error, index, what string) error {
	if store.IsUniqueViolation(err, index) {
		return domain.Errorf(domain.Invalid, "Another %s in use has this name; rename one of them first.", what)
	}
	return err
}

// verbOf is what a save did: created or updated.
func verbOf(created bool) string {
	if created {
		return "create"
	}
	return "update"
}

// ArchiveLocation archives a location (archived false brings it back): it stays on the
// shifts that have it, but new ones cannot be given it. Managers of every location. Errors:
// Forbidden; NotFound; Invalid (bringing it back when its name is taken).
func (s *Service) ArchiveLocation(ctx context.Context, actor *domain.User, id int64, archived bool) (*domain.Location, error) {
	if err := permission.MayEditWorkplace(actor); err != nil {
		return nil, err
	}
	var out *domain.Location
	err := s.Changes().Run(ctx, actor, func(q *Tx) error {
		if err := permission.RequireEveryLocation(ctx, q.Q, actor, "archive or delete locations"); err != nil {
			return err
		}
		var err error
		if out, err = q.ArchiveLocation(ctx, id, archived); err != nil {
			return restoreTaken(err, "locations_name_key", "location")
		}
		recordWorkplace(q, "location", id, archiveVerb(archived), out.Name, nil, out)
		return nil
	})
	return out, err
}

func archiveVerb(archived bool) string {
	if archived {
		return "archive"
	}
	return "restore"
}

// DeleteLocation deletes a location nothing uses. Managers of every location. Errors: Forbidden;
// NotFound; Conflict (in use: the sentence names what uses it).
func (s *Service) DeleteLocation(ctx context.Context, actor *domain.User, id int64) error {
	if err := permission.MayEditWorkplace(actor); err != nil {
		return err
	}
	return s.Changes().Run(ctx, actor, func(q *Tx) error {
		if err := permission.RequireEveryLocation(ctx, q.Q, actor, "archive or delete locations"); err != nil {
			return err
		}
		l, err := q.LocationByID(ctx, id)
		if err != nil {
			return err
		}
		use, err := q.LocationUse(ctx, id)
		if err != nil {
			return err
		}
		if err := inUse("location", l.Name, use); err != nil {
			return err
		}
		recordWorkplace(q, "location", id, "delete", l.Name, l, nil)
		return usedMeanwhile(q.DeleteLocation(ctx, id), "location", l.Name)
	})
}

// usedMeanwhile is the in-use refusal for a delete that lost a race with a change
// giving the thing to a shift or person.
func usedMeanwhile(err error, what, name string) error {
	if store.IsForeignKeyViolation(err) {
		return domain.Errorf(domain.Conflict, "The %s %s cannot be deleted: it was just put to use. Archive it instead.", what, name)
	}
	return err
}

// inUse refuses (Conflict) to delete what something still refers to, naming what.
func inUse(what, name string, u store.Use) error {
	var uses []string
	add := func(n int, one, many string) {
		switch {
		case n == 1:
			uses = append(uses, "1 "+one)
		case n > 1:
			uses = append(uses, fmt.Sprintf("%d %s", n, many))
		}
	}
	add(u.Shifts, "published shift", "published shifts")
	add(u.DraftShifts, "draft shift", "draft shifts")
	add(u.OpenShifts, "open shift", "open shifts")
	add(u.Templates, "template shift", "template shifts")
	add(u.ShiftTypes, "shift type", "shift types")
	add(u.People, "person", "people")
	add(u.Requirements, "staffing requirement", "staffing requirements")
	if len(uses) == 0 {
		return nil
	}
	list := strings.Join(uses, ", ")
	if n := len(uses); n > 1 {
		list = strings.Join(uses[:n-1], ", ") + " and " + uses[n-1]
	}
	return domain.Errorf(domain.Conflict, "The %s %s cannot be deleted: it is used by %s. Archive it instead.", what, name, list)
}

// maySaveLocation lets a limited manager change one of their locations, and only a
// manager of every location add one (id 0).
func maySaveLocation(ctx context.Context, q store.Q, actor *domain.User, id int64) error {
	if id == 0 {
		return permission.RequireEveryLocation(ctx, q, actor, "add locations")
	}
	return permission.MayManageLocation(ctx, q, actor, id)
}
