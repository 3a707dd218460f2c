package availability

import (
	"context"

	"github.com/shiftsched/shiftsched/internal/change"
	"github.com/shiftsched/shiftsched/internal/domain"
	"github.com/shiftsched/shiftsched/internal/permission"
	"github.com/shiftsched/shiftsched/internal/store"
)

// availabilityOwner resolves whose availability the actor reads or edits: their own when
// userID is 0; anyone's (active) they manage for a manager. Errors: Forbidden, NotFound.
func availabilityOwner(ctx context.Context, q store.Q, actor *domain.User, userID int64) (int64, error) {
	if userID == 0 || userID == actor.ID {
		return actor.ID, nil
	}
	if err := permission.RequireManager(actor); err != nil {
		return 0, err
	}
	if _, err := q.ActiveUserByID(ctx, userID); err != nil {
		return 0, err
	}
	if err := permission.MayManagePerson(ctx, q, actor, userID); err != nil {
		return 0, err
	}
	return userID, nil
}

// WeeklyAvailability returns a person's weekly pattern, seven days, Friday first (all day
// where they set nothing). Their own for anyone (userID 0); anyone's for managers.
// Errors: Forbidden, NotFound.
func (s *Service) WeeklyAvailability(ctx context.Context, actor *domain.User, userID int64) (domain.WeeklyAvailability, error) {
	if err := actor.Allow(domain.ScopeScheduleRead); err != nil {
		return domain.WeeklyAvailability{}, err
	}
	q := s.store.Q()
	id, err := availabilityOwner(ctx, q, actor, userID)
	if err != nil {
		return domain.WeeklyAvailability{}, err
	}
	all, err := q.WeeklyAvailability(ctx, []int64{id})
	if err != nil {
		return domain.WeeklyAvailability{}, err
	}
	if w, ok := all[id]; ok {
		return w, nil
	}
	return domain.FullWeek(id, nil), nil
}

// SetWeeklyAvailability replaces a person's weekly pattern; days left out are available
// all day. Their own for anyone (userID 0); anyone's for managers. Errors: Forbidden,
// NotFound, Invalid (see domain.NormalizeAvailability).
func (s *Service) SetWeeklyAvailability(ctx context.Context, actor *domain.User, userID int64, days []domain.AvailabilityDay) (domain.WeeklyAvailability, error) {
	if err := actor.Allow(domain.ScopeScheduleWrite); err != nil {
		return domain.WeeklyAvailability{}, err
	}
	if err := domain.NormalizeAvailability(days); err != nil {
		return domain.WeeklyAvailability{}, err
	}
	var id int64
	err := s.Changes().Run(ctx, actor, func(q *change.Tx) error {
		var err error
		if id, err = availabilityOwner(ctx, q.Q, actor, userID); err != nil {
			return err
		}
		q.Audit(change.Audit{Action: "availability.set_weekly", Object: "user", ID: id, Say: change.Say("AuditSetWeeklyAvailability", nil), After: days})
		return q.ReplaceWeeklyAvailability(ctx, id, days)
	})
	if err != nil {
		return domain.WeeklyAvailability{}, err
	}
	return domain.FullWeek(id, days), nil
}

// UnavailableDates returns a person's unavailable dates from..to (at most domain.MaxRangeDays).
// Their own for anyone (userID 0); anyone's for managers. Errors: Forbidden, NotFound,
// Invalid (range).
func (s *Service) UnavailableDates(ctx context.Context, actor *domain.User, userID int64, from, to domain.Date) ([]domain.UnavailableDate, error) {
	if err := actor.Allow(domain.ScopeScheduleRead); err != nil {
		return nil, err
	}
	if err := domain.CheckRange(from, to); err != nil {
		return nil, err
	}
	q := s.store.Q()
	id, err := availabilityOwner(ctx, q, actor, userID)
	if err != nil {
		return nil, err
	}
	return q.UnavailableDates(ctx, []int64{id}, from, to)
}

// AddUnavailableDate marks one date, today or later, unavailable with an optional note
// (up to 200 characters). Their own for anyone (userID 0); anyone's for managers.
// Errors: Forbidden, NotFound, Invalid (no date, past date, note too long, already marked).
func (s *Service) AddUnavailableDate(ctx context.Context, actor *domain.User, userID int64, date domain.Date, note string) (*domain.UnavailableDate, error) {
	if err := actor.Allow(domain.ScopeScheduleWrite); err != nil {
		return nil, err
	}
	if date.IsZero() {
		return nil, domain.Errorf(domain.Invalid, "A valid date (YYYY-MM-DD) is required.")
	}
	if date.Before(s.Today()) {
		return nil, domain.Errorf(domain.Invalid, "A past date cannot be marked unavailable.")
	}
	note, err := domain.NormalizeUnavailableNote(note)
	if err != nil {
		return nil, err
	}
	var out *domain.UnavailableDate
	err = s.Changes().Run(ctx, actor, func(q *change.Tx) error {
		id, err := availabilityOwner(ctx, q.Q, actor, userID)
		if err != nil {
			return err
		}
		q.Audit(change.Audit{Action: "availability.add_unavailable", Object: "user", ID: id, Say: change.Say("AuditMarkedUnavailable", map[string]any{"Day": change.Day{Day: date}}),
			After: map[string]string{"date": date.String(), "note": note}})
		out, err = q.InsertUnavailableDate(ctx, id, date, note)
		return err
	})
	return out, err
}

// RemoveUnavailableDate deletes an unavailable date: the owner's own, or anyone's for a
// manager. Errors: NotFound (also for someone else's, to staff).
func (s *Service) RemoveUnavailableDate(ctx context.Context, actor *domain.User, id int64) error {
	if err := actor.Allow(domain.ScopeScheduleWrite); err != nil {
		return err
	}
	return s.Changes().Run(ctx, actor, func(q *change.Tx) error {
		u, err := q.UnavailableDate(ctx, id)
		if err != nil {
			return err
		}
		if u.UserID != actor.ID && !actor.IsManager() {
			return store.ErrUnavailableDateNotFound
		}
		if err := permission.MayManagePerson(ctx, q.Q, actor, u.UserID); err != nil {
			return err
		}
		q.Audit(change.Audit{Action: "availability.remove_unavailable", Object: "user", ID: u.UserID, Say: change.Say("AuditRemovedUnavailable", map[string]any{"Day": change.Day{Day: u.Date}}),
			Before: map[string]string{"date": u.Date.String(), "note": u.Note}})
		return q.DeleteUnavailableDate(ctx, id)
	})
}

// PersonWeekAvailability is one person's availability in one week: the weekly pattern
// and the week's unavailable dates.
type PersonWeekAvailability struct {
	UserID      int64
	UserName    string
	Weekly      domain.WeeklyAvailability
	Unavailable []domain.UnavailableDate
}

// WeekAvailability returns every active person's availability in the week starting on
// weekStarting (the first day of a workplace week), by name: what the schedule editor and week view show. Notes of
// unavailable dates are shown to their owner and to managers of them only. Any signed-in user.
// Errors: Invalid (not a first day of a week).
func (s *Service) WeekAvailability(ctx context.Context, actor *domain.User, weekStarting domain.Date) ([]PersonWeekAvailability, error) {
	if err := actor.Allow(domain.ScopeScheduleRead); err != nil {
		return nil, err
	}
	if weekStarting.IsZero() || !s.Weeks().IsStart(weekStarting) {
		return nil, domain.Errorf(domain.Invalid, "weekStarting must be a %s.", s.Weeks().FirstDay().Weekday())
	}
	q := s.store.Q()
	users, err := q.ActiveUsers(ctx, "")
	if err != nil {
		return nil, err
	}
	ids := make([]int64, len(users))
	for i, u := range users {
		ids[i] = u.ID
	}
	weekly, err := q.WeeklyAvailability(ctx, ids)
	if err != nil {
		return nil, err
	}
	dates, err := q.UnavailableDates(ctx, ids, weekStarting, weekStarting.AddDays(6))
	if err != nil {
		return nil, err
	}
	m := &domain.ManagerScope{}
	if actor.IsManager() {
		if m, err = permission.ManagerScope(ctx, q, actor); err != nil {
			return nil, err
		}
	}
	byUser := map[int64][]domain.UnavailableDate{}
	for _, d := range dates {
		if d.UserID != actor.ID && (!actor.IsManager() || !m.Person(d.UserID)) {
			d.Note = ""
		}
		byUser[d.UserID] = append(byUser[d.UserID], d)
	}
	out := make([]PersonWeekAvailability, len(users))
	for i, u := range users {
		w, ok := weekly[u.ID]
		if !ok {
			w = domain.FullWeek(u.ID, nil)
		}
		un := byUser[u.ID]
		if un == nil {
			un = []domain.UnavailableDate{}
		}
		out[i] = PersonWeekAvailability{UserID: u.ID, UserName: u.Name, Weekly: w, Unavailable: un}
	}
	return out, nil
}
