package service

import (
	"context"
	"slices"
	"strings"
	"time"

	"github.com/shiftsched/shiftsched/internal/domain"
	"github.com/shiftsched/shiftsched/internal/permission"
	"github.com/shiftsched/shiftsched/internal/store"
)

// MaxShiftsPerWeek bounds one publish: far above any real workplace's week.
const MaxShiftsPerWeek = 5000

// ShiftDraft is one shift of a week as a manager publishes it. Both APIs fill it from
// their own shape; PublishSchedule checks every field.
type ShiftDraft struct {
	ID        int64  // the id the shift already has in this week's schedule; 0 for a new shift
	Day       string // friday..thursday, any letter case
	UserID    int64  // 0 when missing, negative when not an id
	StartTime string // HH:MM, 24-hour
	EndTime   string // HH:MM; earlier than StartTime when the shift ends the next morning
	// Structure is the shift's position, location and shift type (a shift type fills in
	// the others, and the times when both are empty). nil: not given (the REST shim,
	// whose shifts carry none): a kept shift keeps its own, a new one has none.
	Structure *domain.ShiftStructure
}

// ParseDay reads a day key (friday..thursday, any letter case); an unknown one is
// Invalid with the sentence both APIs show.
func ParseDay(s string) (domain.DayKey, error) {
	key, err := domain.ParseDayKey(strings.TrimSpace(s))
	if err != nil {
		return "", domain.Errorf(domain.Invalid,
			"Unknown day '%s'. Days are friday, saturday, sunday, monday, tuesday, wednesday and thursday.", s)
	}
	return key, nil
}

// Week returns the week containing date: its schedule (nil when none is published) and
// its events. Any signed-in user. Errors: none beyond the database's.
func (s *Service) Week(ctx context.Context, actor *domain.User, date domain.Date) (*domain.Week, error) {
	if err := actor.Allow(domain.ScopeScheduleRead); err != nil {
		return nil, err
	}
	ws := s.Weeks().Start(date)
	w := &domain.Week{WeekStarting: ws, WeekEnding: ws.AddDays(6)}
	q := s.store.Q()
	sched, err := q.ScheduleByWeek(ctx, ws)
	switch {
	case err == nil:
		if sched.Shifts, err = permission.VisibleOfSchedules(ctx, q, actor, []int64{sched.ID}); err != nil {
			return nil, err
		}
		w.Schedule = sched
	case domain.KindOf(err) != domain.NotFound:
		return nil, err
	}
	if w.Events, err = q.EventsBetween(ctx, ws, w.WeekEnding); err != nil {
		return nil, err
	}
	return w, nil
}

// ScheduleOfWeek returns the schedule of the week containing date, with its shifts. Any
// signed-in user. Errors: NotFound "No schedule found for this week".
func (s *Service) ScheduleOfWeek(ctx context.Context, actor *domain.User, date domain.Date) (*domain.Schedule, error) {
	if err := actor.Allow(domain.ScopeScheduleRead); err != nil {
		return nil, err
	}
	q := s.store.Q()
	sched, err := q.ScheduleByWeek(ctx, s.Weeks().Start(date))
	if err != nil {
		return nil, err
	}
	if sched.Shifts, err = permission.VisibleOfSchedules(ctx, q, actor, []int64{sched.ID}); err != nil {
		return nil, err
	}
	return sched, nil
}

// MonthParts says which parts of a month a reader wants beside its events.
type MonthParts struct {
	// Schedules: every schedule whose week overlaps the month, with all its shifts.
	Schedules bool
	// Days: each date's shift count and events (domain.MonthDay).
	Days bool
}

// Month returns every schedule whose week overlaps the month and every event in it, both
// by date, in three statements whatever their size. Any signed-in user. Errors: Invalid
// "Valid year and month (1-12) are required.".
func (s *Service) Month(ctx context.Context, actor *domain.User, year, month int) (*domain.Month, error) {
	return s.MonthOf(ctx, actor, year, month, MonthParts{Schedules: true})
}

// MonthOf returns the month's events and the parts asked for: its schedules with their
// shifts, and its days in summary (a count of shifts per date, from one aggregate
// statement, and the date's events), so that a calendar that shows counts never loads
// every shift. Any signed-in user. Errors: Invalid "Valid year and month (1-12) are
// required.".
func (s *Service) MonthOf(ctx context.Context, actor *domain.User, year, month int, parts MonthParts) (*domain.Month, error) {
	if err := actor.Allow(domain.ScopeScheduleRead); err != nil {
		return nil, err
	}
	if month < 1 || month > 12 || year < domain.MinYear || year > domain.MaxYear {
		return nil, domain.Errorf(domain.Invalid, "Valid year and month (1-12) are required.")
	}
	first := domain.Date{Year: year, Month: time.Month(month), Day: 1}
	last := domain.DateOf(first.Time().AddDate(0, 1, -1))
	q := s.store.Q()
	m := &domain.Month{Year: year, Month: month, Schedules: []domain.Schedule{}}
	var err error
	if parts.Schedules {
		if m.Schedules, err = q.SchedulesStartingBetween(ctx, first.AddDays(-6), last); err != nil {
			return nil, err
		}
		if err := attachShifts(ctx, q, actor, m.Schedules); err != nil {
			return nil, err
		}
	}
	if m.Events, err = q.EventsBetween(ctx, first, last); err != nil {
		return nil, err
	}
	if parts.Days {
		counts, err := permission.VisibleCounts(ctx, q, actor, first, last)
		if err != nil {
			return nil, err
		}
		m.Days = monthDays(first, last, counts, m.Events)
	}
	return m, nil
}

// monthDays lists every date first..last with its shift count and events; counts and
// events are by date.
func monthDays(first, last domain.Date, counts []store.DayShiftCount, events []domain.Event) []domain.MonthDay {
	days := []domain.MonthDay{}
	for d := first; !d.After(last); d = d.AddDays(1) {
		day := domain.MonthDay{Date: d, Events: []domain.Event{}}
		for len(counts) > 0 && counts[0].Date.Before(d.AddDays(1)) {
			if counts[0].Date == d {
				day.ShiftCount = counts[0].Count
			}
			counts = counts[1:]
		}
		for len(events) > 0 && events[0].Date.Before(d.AddDays(1)) {
			if events[0].Date == d {
				day.Events = append(day.Events, events[0])
			}
			events = events[1:]
		}
		days = append(days, day)
	}
	return days
}

// attachShifts loads the shifts of every schedule in one statement.
func attachShifts(ctx context.Context, q store.Q, actor *domain.User, schedules []domain.Schedule) error {
	if len(schedules) == 0 {
		return nil
	}
	ids := make([]int64, len(schedules))
	at := make(map[int64]int, len(schedules))
	for i := range schedules {
		ids[i] = schedules[i].ID
		at[schedules[i].ID] = i
		schedules[i].Shifts = []domain.Shift{}
	}
	shifts, err := permission.VisibleOfSchedules(ctx, q, actor, ids)
	if err != nil {
		return err
	}
	for _, sh := range shifts {
		i := at[sh.ScheduleID]
		schedules[i].Shifts = append(schedules[i].Shifts, sh)
	}
	return nil
}

// Shifts returns the shifts dated from..to (inclusive, at most domain.MaxRangeDays days), of one
// person when userID is not nil, by date and start time. Any signed-in user. Errors:
// Invalid (range backwards or too long).
func (s *Service) Shifts(ctx context.Context, actor *domain.User, from, to domain.Date, userID *int64) ([]domain.Shift, error) {
	if err := actor.Allow(domain.ScopeScheduleRead); err != nil {
		return nil, err
	}
	if err := domain.CheckRange(from, to); err != nil {
		return nil, err
	}
	q := s.store.Q()
	shifts, err := q.ShiftsBetween(ctx, from, to, userID)
	if err != nil {
		return nil, err
	}
	v, err := permission.View(ctx, q, actor)
	return permission.VisibleShifts(v, actor, shifts), err
}

// ShiftLoad returns how many published shifts the busiest day holds and how many there
// are in all, for the GraphQL door's cost estimates. No actor: the door prices a query
// before it knows who asks, and counts reveal nothing. Errors: only the database's.
func (s *Service) ShiftLoad(ctx context.Context) (domain.ShiftLoad, error) {
	return s.store.Q().ShiftLoad(ctx)
}

// CoworkerDay is who else works on a date the viewer works.
type CoworkerDay struct {
	Date  domain.Date
	Names []string // each person once, by name
}

// MaxCoworkerDays is the longest range Coworkers answers: the home screen asks two weeks,
// and each day can name everyone at work, so a year of it (1 MB on a 500-person
// workplace) is refused rather than priced.
const MaxCoworkerDays = 31

// Coworkers returns, for each date from..to (at most MaxCoworkerDays) on which actor has
// a shift, the others scheduled that day in the locations actor sees: the home screen's
// "Also working", without sending everyone's shifts to a phone. By date. Errors: as
// Shifts; Invalid (a range longer than MaxCoworkerDays).
func (s *Service) Coworkers(ctx context.Context, actor *domain.User, from, to domain.Date) ([]CoworkerDay, error) {
	if !to.Before(from) && from.DaysUntil(to)+1 > MaxCoworkerDays {
		return nil, domain.Errorf(domain.Invalid, "Coworkers can be asked for at most %d days at a time.", MaxCoworkerDays)
	}
	shifts, err := s.Shifts(ctx, actor, from, to, nil)
	if err != nil {
		return nil, err
	}
	working := map[domain.Date]bool{}
	for _, sh := range shifts {
		working[sh.Date] = working[sh.Date] || sh.UserID == actor.ID
	}
	type personDay struct {
		date domain.Date
		user int64
	}
	listed := map[personDay]bool{}
	days := []CoworkerDay{}
	for _, sh := range shifts { // by date: each of actor's dates starts a day
		if !working[sh.Date] {
			continue
		}
		if len(days) == 0 || days[len(days)-1].Date != sh.Date {
			days = append(days, CoworkerDay{Date: sh.Date, Names: []string{}})
		}
		if k := (personDay{sh.Date, sh.UserID}); sh.UserID != actor.ID && !listed[k] {
			listed[k] = true
			days[len(days)-1].Names = append(days[len(days)-1].Names, sh.UserName)
		}
	}
	for i := range days {
		slices.Sort(days[i].Names)
	}
	return days, nil
}
