package availability

import (
	"context"
	"maps"

	"github.com/shiftsched/shiftsched/internal/change"
	"github.com/shiftsched/shiftsched/internal/domain"
	"github.com/shiftsched/shiftsched/internal/permission"
	"github.com/shiftsched/shiftsched/internal/store"
)

// PreferenceInput is a preference as a person marks it: a date or a day of the week
// (exactly one), optionally a shift type, and a strength (LOW, MEDIUM or HIGH).
type PreferenceInput struct {
	// UserID is whose preference it is: 0 for the actor's own.
	UserID      int64
	Wants       bool
	Date        *domain.Date
	Day         *domain.DayKey
	ShiftTypeID *int64
	// Strength 0 is medium.
	Strength domain.Strength
}

// Preferences returns a person's preferences: weekday ones and dated ones from today.
// Their own, or anyone's for a manager (a location manager: of people at their
// locations). Errors: Forbidden.
func (s *Service) Preferences(ctx context.Context, actor *domain.User, userID int64) ([]domain.Preference, error) {
	if err := actor.Allow(domain.ScopeScheduleRead); err != nil {
		return nil, err
	}
	q := s.store.Q()
	if err := mayTendPreferences(ctx, q, actor, userID); err != nil {
		return nil, err
	}
	return q.PreferencesOfUser(ctx, userID, domain.DateOf(s.Now()))
}

// mayTendPreferences refuses (Forbidden) someone else's preferences to anyone but a
// manager of that person: a manager knows what people told them in person, and marks it.
func mayTendPreferences(ctx context.Context, q store.Q, actor *domain.User, userID int64) error {
	if userID == actor.ID {
		return nil
	}
	if !actor.IsManager() {
		return errOthersPreferences
	}
	return permission.MayManagePerson(ctx, q, actor, userID)
}

var errOthersPreferences = domain.Errorf(domain.Forbidden, "Only a manager can change someone else's preferences.")

// PreferencesOfPeople returns the preferences of the given people about the seven days
// from week, by user id, in one statement. Managers only. Errors: Forbidden.
func (s *Service) PreferencesOfPeople(ctx context.Context, actor *domain.User, users []int64, week domain.Date) (map[int64][]domain.Preference, error) {
	if err := actor.Allow(domain.ScopeScheduleRead); err != nil {
		return nil, err
	}
	if err := permission.RequireManager(actor); err != nil {
		return nil, err
	}
	q := s.store.Q()
	byUser, err := q.PreferencesOf(ctx, users, week, week.AddDays(6))
	if err != nil {
		return nil, err
	}
	m, err := permission.ManagerScope(ctx, q, actor)
	if err != nil || !m.Limited() {
		return byUser, err
	}
	maps.DeleteFunc(byUser, func(id int64, _ []domain.Preference) bool { return !m.Person(id) })
	return byUser, nil
}

// AddPreference adds one of the actor's own preferences, or (managers, a location
// manager for people at their locations) someone else's. Errors: Forbidden (token
// scope, staff for someone else, a person outside a location manager's); NotFound (no
// such person); Invalid (neither or both of a date and a day; an unknown day or strength; an
// unknown or archived shift type).
func (s *Service) AddPreference(ctx context.Context, actor *domain.User, in PreferenceInput) (*domain.Preference, error) {
	if err := actor.Allow(domain.ScopeScheduleWrite); err != nil {
		return nil, err
	}
	owner := actor.ID
	if in.UserID != 0 {
		owner = in.UserID
	}
	p := domain.Preference{UserID: owner, Wants: in.Wants, Date: in.Date, ShiftTypeID: in.ShiftTypeID}
	if (in.Date == nil) == (in.Day == nil) {
		return nil, domain.Errorf(domain.Invalid, "A preference is about either one date or one day of the week.")
	}
	if in.Day != nil {
		i := in.Day.Index()
		if i < 0 {
			return nil, domain.Errorf(domain.Invalid, "There is no day %q.", *in.Day)
		}
		p.Weekday = &i
	}
	switch p.Strength = in.Strength; p.Strength {
	case 0:
		p.Strength = domain.Medium
	case domain.Low, domain.Medium, domain.High:
	default:
		return nil, domain.Errorf(domain.Invalid, "A preference's strength is low, medium or high.")
	}
	var out *domain.Preference
	err := s.Changes().Run(ctx, actor, func(q *change.Tx) error {
		name, err := preferenceOwner(ctx, q, actor, owner)
		if err != nil {
			return err
		}
		if err := s.schedule.CheckStructure(ctx, q.Q, domain.ShiftStructure{ShiftTypeID: p.ShiftTypeID}, "The preference"); err != nil {
			return err
		}
		if out, err = q.AddPreference(ctx, p); err != nil {
			return err
		}
		change.RecordWorkplace(q, "preference", out.ID, "create", name, nil, out)
		return nil
	})
	return out, err
}

// preferenceOwner checks that actor may tend owner's preferences and returns the
// owner's name for the audit trail. Errors: Forbidden; NotFound.
func preferenceOwner(ctx context.Context, q *change.Tx, actor *domain.User, owner int64) (string, error) {
	if err := mayTendPreferences(ctx, q.Q, actor, owner); err != nil {
		return "", err
	}
	if owner == actor.ID {
		return actor.Name, nil
	}
	u, err := q.UserByID(ctx, owner)
	if err != nil {
		return "", err
	}
	return u.Name, nil
}

// DeletePreference deletes one of the actor's own preferences, or (managers, a location
// manager for people at their locations) anyone's. Errors: Forbidden (token scope, a
// person outside a location manager's); NotFound (staff get it for someone else's too).
func (s *Service) DeletePreference(ctx context.Context, actor *domain.User, id int64) error {
	if err := actor.Allow(domain.ScopeScheduleWrite); err != nil {
		return err
	}
	owner := actor.ID
	if actor.IsManager() {
		owner = 0 // any person's; checked below, and the delete rolls back when refused
	}
	return s.Changes().Run(ctx, actor, func(q *change.Tx) error {
		p, err := q.DeletePreference(ctx, owner, id)
		if err != nil {
			return err
		}
		name, err := preferenceOwner(ctx, q, actor, p.UserID)
		if err != nil {
			return err
		}
		change.RecordWorkplace(q, "preference", id, "delete", name, p, nil)
		return nil
	})
}
