package service

import (
	"context"

	"github.com/shiftsched/shiftsched/internal/domain"
)

// PreferenceInput is a preference as a person marks it: a date or a day of the week
// (exactly one), optionally a shift type, and a strength (LOW, MEDIUM or HIGH).
type PreferenceInput struct {
	Wants       bool
	Date        *domain.Date
	Day         *domain.DayKey
	ShiftTypeID *int64
	// Strength 0 is medium.
	Strength domain.Strength
}

// Preferences returns a person's preferences: weekday ones and dated ones from today.
// Their own, or anyone's for a manager. Errors: Forbidden.
func (s *Service) Preferences(ctx context.Context, actor *domain.User, userID int64) ([]domain.Preference, error) {
	if err := actor.Allow(domain.ScopeScheduleRead); err != nil {
		return nil, err
	}
	if userID != actor.ID {
		if err := requireManager(actor); err != nil {
			return nil, err
		}
	}
	return s.store.Q().PreferencesOfUser(ctx, userID, domain.DateOf(s.now()))
}

// PreferencesOfPeople returns the preferences of the given people about the seven days
// from week, by user id, in one statement. Managers only. Errors: Forbidden.
func (s *Service) PreferencesOfPeople(ctx context.Context, actor *domain.User, users []int64, week domain.Date) (map[int64][]domain.Preference, error) {
	if err := actor.Allow(domain.ScopeScheduleRead); err != nil {
		return nil, err
	}
	if err := requireManager(actor); err != nil {
		return nil, err
	}
	return s.store.Q().PreferencesOf(ctx, users, week, week.AddDays(6))
}

// AddPreference adds one of the actor's own preferences. Errors: Forbidden (token
// scope); Invalid (neither or both of a date and a day; an unknown day or strength; an
// unknown or archived shift type).
func (s *Service) AddPreference(ctx context.Context, actor *domain.User, in PreferenceInput) (*domain.Preference, error) {
	if err := actor.Allow(domain.ScopeScheduleWrite); err != nil {
		return nil, err
	}
	p := domain.Preference{UserID: actor.ID, Wants: in.Wants, Date: in.Date, ShiftTypeID: in.ShiftTypeID}
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
	err := s.change(ctx, actor, func(q *Tx) error {
		if err := checkStructure(ctx, q.Q, domain.ShiftStructure{ShiftTypeID: p.ShiftTypeID}, "The preference"); err != nil {
			return err
		}
		var err error
		if out, err = q.AddPreference(ctx, p); err != nil {
			return err
		}
		q.recordWorkplace("preference", out.ID, "create", "a preference of "+actor.Name, nil, out)
		return nil
	})
	return out, err
}

// DeletePreference deletes one of the actor's own preferences. Errors: Forbidden (token
// scope); NotFound.
func (s *Service) DeletePreference(ctx context.Context, actor *domain.User, id int64) error {
	if err := actor.Allow(domain.ScopeScheduleWrite); err != nil {
		return err
	}
	return s.change(ctx, actor, func(q *Tx) error {
		p, err := q.DeletePreference(ctx, actor.ID, id)
		if err != nil {
			return err
		}
		q.recordWorkplace("preference", id, "delete", "a preference of "+actor.Name, p, nil)
		return nil
	})
}
