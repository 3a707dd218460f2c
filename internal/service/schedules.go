package service

import (
	"context"
	"fmt"
	"sort"
	"strings"
	"time"

	"github.com/shiftsched/shiftsched/internal/domain"
	"github.com/shiftsched/shiftsched/internal/store"
)

// MaxShiftsPerWeek bounds one publish: far above any real workplace's week.
const MaxShiftsPerWeek = 5000

// MaxRangeDays is the longest date range the range queries (shifts, events) accept.
const MaxRangeDays = 366

// ShiftDraft is one shift of a week as a manager publishes it. Both APIs fill it from
// their own shape; PublishSchedule checks every field.
type ShiftDraft struct {
	ID        int64  // the id the shift already has in this week's schedule; 0 for a new shift
	Day       string // friday..thursday, any letter case
	UserID    int64  // 0 when missing, negative when not an id
	StartTime string // HH:MM, 24-hour
	EndTime   string // HH:MM; earlier than StartTime when the shift ends the next morning
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

// dayName is a day key as a person writes it, e.g. "Friday".
func dayName(k domain.DayKey) string {
	if k == "" {
		return ""
	}
	return strings.ToUpper(string(k[:1])) + string(k[1:])
}

// shiftLabel describes a shift for a person, e.g. "Friday Nov 20 22:00-06:00".
func shiftLabel(s domain.Shift) string {
	return fmt.Sprintf("%s %s %s-%s", dayName(domain.DayKeyOf(s.Date)), s.Date.ShortLabel(), s.StartTime, s.EndTime)
}

// MayPublish refuses (Forbidden) an actor who may not publish schedules, so that a
// door can refuse before it reads the request. PublishSchedule checks it too.
func MayPublish(actor *domain.User) error { return requireManager(actor) }

// PublishSchedule publishes the week starting on weekStarting with exactly the given
// shifts, replacing the shifts of an already published week: a draft carrying the id of
// one of this week's shifts updates that shift in place (keeping its identity); every
// other draft becomes a new shift; shifts left out are removed. Open swaps whose shift
// was removed or changed (person, day or times) are cancelled and both people told; every
// other active user is notified. Names always come from the users table. Managers only.
// Errors: Forbidden; Invalid (weekStarting not a Friday, unknown day, unknown or deleted
// person, bad or empty times, an id sent twice, a person on two overlapping shifts in this
// week or against the neighbouring weeks, a new shift on a person's approved time off).
func (s *Service) PublishSchedule(ctx context.Context, actor *domain.User, weekStarting domain.Date, drafts []ShiftDraft) (*domain.Schedule, error) {
	if err := MayPublish(actor); err != nil {
		return nil, err
	}
	if weekStarting.IsZero() {
		return nil, domain.Errorf(domain.Invalid, "A valid weekStarting date (YYYY-MM-DD) is required.")
	}
	if !domain.IsWeekStart(weekStarting) {
		return nil, domain.Errorf(domain.Invalid, "A week must start on a Friday; %s is a %s.", weekStarting, weekStarting.Weekday())
	}
	if len(drafts) > MaxShiftsPerWeek {
		return nil, domain.Errorf(domain.Invalid, "A week can hold at most %d shifts.", MaxShiftsPerWeek)
	}
	// Day keys first: they need no database and give each shift its date and place.
	shifts := make([]domain.Shift, len(drafts))
	var perDay [7]int
	for i, d := range drafts {
		key, err := ParseDay(d.Day)
		if err != nil {
			return nil, err
		}
		idx := key.Index()
		perDay[idx]++
		shifts[i] = domain.Shift{
			ID: d.ID, DayKey: key, Date: weekStarting.AddDays(idx), UserID: d.UserID, Position: perDay[idx] - 1,
		}
	}

	var out *domain.Schedule
	err := s.store.InTx(ctx, func(q store.Q) error {
		if err := q.LockRoster(ctx); err != nil {
			return err
		}
		users, err := q.UsersByIDs(ctx, distinctUserIDs(shifts))
		if err != nil {
			return err
		}
		byID := make(map[int64]*domain.User, len(users))
		for i := range users {
			byID[users[i].ID] = &users[i]
		}
		sched, err := q.UpsertSchedule(ctx, weekStarting)
		if err != nil {
			return err
		}
		existing, err := q.LockShiftsOfSchedule(ctx, sched.ID)
		if err != nil {
			return err
		}
		old := make(map[int64]domain.Shift, len(existing))
		for _, sh := range existing {
			old[sh.ID] = sh
		}

		// Each draft: its id, its person, its times.
		seen := map[int64]bool{}
		perDay = [7]int{}
		for i := range shifts {
			sh := &shifts[i]
			d := drafts[i]
			perDay[sh.DayKey.Index()]++
			where := fmt.Sprintf("%s, shift %d", dayName(sh.DayKey), perDay[sh.DayKey.Index()])
			prev, kept := old[sh.ID]
			if sh.ID != 0 && kept {
				if seen[sh.ID] {
					return domain.Errorf(domain.Invalid, "%s: shift %d is sent twice; each shift may appear only once.", where, sh.ID)
				}
				seen[sh.ID] = true
			} else {
				sh.ID = 0 // not one of this week's shifts: a new one
			}
			u := byID[sh.UserID]
			switch {
			case sh.UserID == 0:
				return domain.Errorf(domain.Invalid, "%s: choose the person who works it.", where)
			case sh.UserID < 0:
				return domain.Errorf(domain.Invalid, "%s: the person is not a valid user id.", where)
			case u == nil:
				return domain.Errorf(domain.Invalid, "%s: there is no user with id %d.", where, sh.UserID)
			case u.DeletedAt != nil && !(kept && prev.UserID == u.ID && prev.Date == sh.Date):
				// A deleted person's past shifts may be sent back as they are; nobody
				// deleted can be given a shift.
				return domain.Errorf(domain.Invalid, "%s: %s no longer works here and cannot be scheduled.", where, u.Name)
			}
			sh.UserName = u.Name
			if strings.TrimSpace(d.StartTime) == "" || strings.TrimSpace(d.EndTime) == "" {
				return domain.Errorf(domain.Invalid, "%s (%s): both a start time and an end time (HH:MM) are required.", where, u.Name)
			}
			start, err := domain.ParseTimeOfDay(strings.TrimSpace(d.StartTime))
			if err != nil {
				return domain.Errorf(domain.Invalid, "%s (%s): the start time '%s' is not a time (use HH:MM, 00:00 to 23:59).", where, u.Name, d.StartTime)
			}
			end, err := domain.ParseTimeOfDay(strings.TrimSpace(d.EndTime))
			if err != nil {
				return domain.Errorf(domain.Invalid, "%s (%s): the end time '%s' is not a time (use HH:MM, 00:00 to 23:59).", where, u.Name, d.EndTime)
			}
			if start == end {
				return domain.Errorf(domain.Invalid, "%s (%s): a shift cannot start and end at the same time (%s).", where, u.Name, start)
			}
			sh.StartTime, sh.EndTime = start, end
		}

		if err := checkOverlaps(shifts); err != nil {
			return err
		}
		if err := checkTimeOff(ctx, q, weekStarting, shifts, old); err != nil {
			return err
		}
		// Overnight shifts reach one day into the neighbouring weeks.
		neighbours, err := q.ShiftsOfUsersOutside(ctx, distinctUserIDs(shifts), weekStarting.AddDays(-1), weekStarting.AddDays(7), sched.ID)
		if err != nil {
			return err
		}
		if err := checkNeighbourOverlaps(shifts, neighbours); err != nil {
			return err
		}

		// What changes: removed shifts, shifts changed in place, new shifts.
		var gone, changed []int64
		var updates, inserts []domain.Shift
		for _, sh := range shifts {
			if sh.ID == 0 {
				inserts = append(inserts, sh)
				continue
			}
			updates = append(updates, sh)
			if prev := old[sh.ID]; prev.UserID != sh.UserID || prev.Date != sh.Date || prev.DayKey != sh.DayKey ||
				prev.StartTime != sh.StartTime || prev.EndTime != sh.EndTime {
				changed = append(changed, sh.ID)
			}
		}
		for _, sh := range existing {
			if !seen[sh.ID] {
				gone = append(gone, sh.ID)
			}
		}
		if touched := append(append([]int64{}, gone...), changed...); len(touched) > 0 {
			swaps, err := q.CancelOpenSwapsOfShifts(ctx, touched, 0, ReasonShiftChanged)
			if err != nil {
				return err
			}
			if err := notifySwapsCancelled(ctx, q, swaps, ReasonShiftChanged, 0); err != nil {
				return err
			}
		}
		if err := q.DeleteScheduleShifts(ctx, sched.ID, gone); err != nil {
			return err
		}
		if err := q.UpdateShifts(ctx, sched.ID, updates); err != nil {
			return err
		}
		if err := q.InsertShifts(ctx, sched.ID, inserts); err != nil {
			return err
		}
		others, err := q.ActiveUserIDsExcept(ctx, actor.ID)
		if err != nil {
			return err
		}
		if err := notify(ctx, q, others,
			fmt.Sprintf("A new schedule has been posted for the week of %s.", weekStarting.ShortLabel()), "/schedule"); err != nil {
			return err
		}
		if sched.Shifts, err = q.ShiftsOfSchedules(ctx, []int64{sched.ID}); err != nil {
			return err
		}
		out = sched
		return nil
	})
	if err != nil {
		return nil, err
	}
	return out, nil
}

// checkTimeOff refuses giving someone a shift on a day of their approved time off. A
// shift the week already had, with the same person on the same day, may stay: the time
// off was approved after it was published, and the manager decides when to replace it.
func checkTimeOff(ctx context.Context, q store.Q, weekStarting domain.Date, shifts []domain.Shift, old map[int64]domain.Shift) error {
	approved, err := q.TimeOffBetween(ctx, weekStarting, weekStarting.AddDays(6), domain.TimeOffApproved)
	if err != nil || len(approved) == 0 {
		return err
	}
	type personDay struct {
		user int64
		date domain.Date
	}
	off := make(map[personDay]bool, len(approved))
	for _, r := range approved {
		off[personDay{r.UserID, r.Date}] = true
	}
	for _, sh := range shifts {
		if prev, kept := old[sh.ID]; sh.ID != 0 && kept && prev.UserID == sh.UserID && prev.Date == sh.Date {
			continue
		}
		if off[personDay{sh.UserID, sh.Date}] {
			return domain.Errorf(domain.Invalid, "%s has approved time off on %s %s and cannot be scheduled that day.",
				sh.UserName, dayName(sh.DayKey), sh.Date.ShortLabel())
		}
	}
	return nil
}

func distinctUserIDs(shifts []domain.Shift) []int64 {
	seen := map[int64]bool{}
	ids := []int64{}
	for _, sh := range shifts {
		if sh.UserID > 0 && !seen[sh.UserID] {
			seen[sh.UserID] = true
			ids = append(ids, sh.UserID)
		}
	}
	return ids
}

// checkOverlaps refuses a person on two overlapping shifts of the same publish.
func checkOverlaps(shifts []domain.Shift) error {
	byUser := map[int64][]domain.Shift{}
	for _, sh := range shifts {
		byUser[sh.UserID] = append(byUser[sh.UserID], sh)
	}
	for _, list := range byUser {
		sort.SliceStable(list, func(i, j int) bool { return list[i].Interval().Start < list[j].Interval().Start })
		// The shift reaching furthest so far; a later start before its end overlaps it.
		furthest := 0
		for i := 1; i < len(list); i++ {
			if list[i].Interval().Start < list[furthest].Interval().End {
				return overlapError(list[furthest], list[i], "")
			}
			if list[i].Interval().End > list[furthest].Interval().End {
				furthest = i
			}
		}
	}
	return nil
}

// checkNeighbourOverlaps refuses a shift that overlaps one of the same person's shifts
// in another week's schedule.
func checkNeighbourOverlaps(shifts, neighbours []domain.Shift) error {
	byUser := map[int64][]domain.Shift{}
	for _, n := range neighbours {
		byUser[n.UserID] = append(byUser[n.UserID], n)
	}
	for _, sh := range shifts {
		for _, n := range byUser[sh.UserID] {
			if sh.Interval().Overlaps(n.Interval()) {
				first, second := n, sh
				if sh.Interval().Start < n.Interval().Start {
					first, second = sh, n
				}
				return overlapError(first, second, domain.WeekStart(n.Date).ShortLabel())
			}
		}
	}
	return nil
}

func overlapError(a, b domain.Shift, otherWeek string) error {
	note := ""
	if otherWeek != "" {
		note = fmt.Sprintf(" (one of them is in the published week of %s)", otherWeek)
	}
	return domain.Errorf(domain.Invalid, "%s cannot work two overlapping shifts: %s and %s%s.",
		a.UserName, shiftLabel(a), shiftLabel(b), note)
}

// Week returns the week containing date: its schedule (nil when none is published) and
// its events. Any signed-in user. Errors: none beyond the database's.
func (s *Service) Week(ctx context.Context, actor *domain.User, date domain.Date) (*domain.Week, error) {
	ws := domain.WeekStart(date)
	w := &domain.Week{WeekStarting: ws, WeekEnding: ws.AddDays(6)}
	q := s.store.Q()
	sched, err := q.ScheduleByWeek(ctx, ws)
	switch {
	case err == nil:
		if sched.Shifts, err = q.ShiftsOfSchedules(ctx, []int64{sched.ID}); err != nil {
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
	q := s.store.Q()
	sched, err := q.ScheduleByWeek(ctx, domain.WeekStart(date))
	if err != nil {
		return nil, err
	}
	if sched.Shifts, err = q.ShiftsOfSchedules(ctx, []int64{sched.ID}); err != nil {
		return nil, err
	}
	return sched, nil
}

// Month returns every schedule whose week overlaps the month and every event in it, both
// by date, in three statements whatever their size. Any signed-in user. Errors: Invalid
// "Valid year and month (1-12) are required.".
func (s *Service) Month(ctx context.Context, actor *domain.User, year, month int) (*domain.Month, error) {
	if month < 1 || month > 12 || year < domain.MinYear || year > domain.MaxYear {
		return nil, domain.Errorf(domain.Invalid, "Valid year and month (1-12) are required.")
	}
	first := domain.Date{Year: year, Month: time.Month(month), Day: 1}
	last := domain.DateOf(first.Time().AddDate(0, 1, -1))
	q := s.store.Q()
	schedules, err := q.SchedulesStartingBetween(ctx, first.AddDays(-6), last)
	if err != nil {
		return nil, err
	}
	if err := attachShifts(ctx, q, schedules); err != nil {
		return nil, err
	}
	events, err := q.EventsBetween(ctx, first, last)
	if err != nil {
		return nil, err
	}
	return &domain.Month{Year: year, Month: month, Schedules: schedules, Events: events}, nil
}

// attachShifts loads the shifts of every schedule in one statement.
func attachShifts(ctx context.Context, q store.Q, schedules []domain.Schedule) error {
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
	shifts, err := q.ShiftsOfSchedules(ctx, ids)
	if err != nil {
		return err
	}
	for _, sh := range shifts {
		i := at[sh.ScheduleID]
		schedules[i].Shifts = append(schedules[i].Shifts, sh)
	}
	return nil
}

// checkRange refuses a date range that runs backwards or spans more than MaxRangeDays.
func checkRange(from, to domain.Date) error {
	if to.Before(from) {
		return domain.Errorf(domain.Invalid, "The range must not end (%s) before it starts (%s).", to, from)
	}
	if from.DaysUntil(to)+1 > MaxRangeDays {
		return domain.Errorf(domain.Invalid, "A date range may span at most %d days.", MaxRangeDays)
	}
	return nil
}

// Shifts returns the shifts dated from..to (inclusive, at most MaxRangeDays days), of one
// person when userID is not nil, by date and start time. Any signed-in user. Errors:
// Invalid (range backwards or too long).
func (s *Service) Shifts(ctx context.Context, actor *domain.User, from, to domain.Date, userID *int64) ([]domain.Shift, error) {
	if err := checkRange(from, to); err != nil {
		return nil, err
	}
	return s.store.Q().ShiftsBetween(ctx, from, to, userID)
}
