package timeclock

import (
	"context"
	"fmt"
	"strconv"
	"time"

	"github.com/shiftsched/shiftsched/internal/change"
	"github.com/shiftsched/shiftsched/internal/domain"
	"github.com/shiftsched/shiftsched/internal/i18n"
	"github.com/shiftsched/shiftsched/internal/permission"
	"github.com/shiftsched/shiftsched/internal/store"
)

// The live board: per location, who is on the clock, on a break, late (not clocked in
// the workplace's late minutes after their shift started) or absent (their shift ended
// without a clock-in: a no-show). Late people and no-shows are announced to the managers
// of the location once per shift, by the clock sweep of whichever instance sees them first.

// BoardStatus is where one person on a location's board stands.
type BoardStatus string

// Board statuses.
const (
	BoardUpcoming BoardStatus = "upcoming" // shift not started, or within the late minutes
	BoardOnClock  BoardStatus = "on_clock"
	BoardOnBreak  BoardStatus = "on_break"
	BoardLate     BoardStatus = "late"
	BoardAbsent   BoardStatus = "absent" // the shift ended without a clock-in
	BoardDone     BoardStatus = "done"   // clocked in and out
)

// BoardEntry is one person's line on the board: a shift of today (or last night's
// still running), or an open clock-in without a shift, and where.
type BoardEntry struct {
	UserID                     int64
	UserName                   string
	LocationID                 *int64
	LocationName               *string
	ShiftID                    *int64
	ShiftStartsAt, ShiftEndsAt *time.Time
	ClockInAt, ClockOutAt      *time.Time
	Status                     BoardStatus
	// LateMinutes: how late the clock-in was, when past the late minutes; while LATE,
	// how late so far. Nil otherwise.
	LateMinutes *int
}

// ClockBoard is the live board of one location, or of every location the manager
// reaches (LocationID 0).
type ClockBoard struct {
	LocationID       int64
	Locations        []domain.Location // the locations the board may show, by name
	LateAfterMinutes int
	ServerTime       time.Time
	Entries          []BoardEntry
}

// LiveBoard returns the board now of the location, or (nil) of every location actor
// manages. Managers of the location; scope time:manage. Errors: Forbidden, NotFound.
func (s *Service) LiveBoard(ctx context.Context, actor *domain.User, locationID *int64) (*ClockBoard, error) {
	q := s.store.Q()
	b, among, err := s.boardReach(ctx, q, actor, locationID)
	if err != nil {
		return nil, err
	}
	late, err := q.LateAfterMinutes(ctx)
	if err != nil {
		return nil, err
	}
	now := s.Now()
	today := domain.DateOf(now.In(s.loc()))
	rows, err := q.ClockBoard(ctx, among, today.AddDays(-1), today)
	if err != nil {
		return nil, err
	}
	b.LateAfterMinutes, b.ServerTime, b.Entries = late, now, []BoardEntry{}
	for _, r := range rows {
		e := BoardEntry{UserID: r.UserID, UserName: r.UserName, LocationID: r.LocationID, LocationName: r.LocationName,
			ShiftID: r.ShiftID, ClockInAt: r.ClockIn, ClockOutAt: r.ClockOut}
		if r.ShiftID != nil {
			starts, ends := s.shiftInstants(&domain.Shift{Date: *r.Date, StartTime: *r.StartTime, EndTime: *r.EndTime})
			if *r.Date != today && !ends.After(now) {
				continue // last night's shift, over
			}
			e.ShiftStartsAt, e.ShiftEndsAt = &starts, &ends
		}
		e.Status = boardStatus(r, e, now, time.Duration(late)*time.Minute)
		e.LateMinutes = boardLate(e, now, late)
		b.Entries = append(b.Entries, e)
	}
	return b, nil
}

// boardReach checks that actor may read the board of locationID (nil: every location
// they manage) and returns the board's locations, and the ids to read (nil: all).
func (s *Service) boardReach(ctx context.Context, q store.Q, actor *domain.User, locationID *int64) (*ClockBoard, []int64, error) {
	b := &ClockBoard{}
	if locationID != nil {
		if err := permission.MayManageClock(ctx, q, actor, *locationID); err != nil {
			return nil, nil, err
		}
		l, err := q.LocationByID(ctx, *locationID)
		if err != nil {
			return nil, nil, err
		}
		b.LocationID, b.Locations = *locationID, []domain.Location{*l}
		return b, []int64{*locationID}, nil
	}
	if err := permission.MayManageClock(ctx, q, actor, 0); err != nil {
		return nil, nil, err
	}
	m, err := permission.ManagerScope(ctx, q, actor)
	if err != nil {
		return nil, nil, err
	}
	all, err := q.Locations(ctx, false)
	if err != nil {
		return nil, nil, err
	}
	var among []int64
	if m.Limited() {
		among = []int64{}
	}
	b.Locations = []domain.Location{}
	for _, l := range all {
		if !m.Limited() || m.Locations[l.ID] {
			b.Locations = append(b.Locations, l)
			if among != nil {
				among = append(among, l.ID)
			}
		}
	}
	return b, among, nil
}

// boardLate is how many minutes late a board line is: at clock-in, when it came past
// the late minutes, or so far while LATE; nil otherwise.
func boardLate(e BoardEntry, now time.Time, late int) *int {
	if e.ShiftStartsAt == nil {
		return nil
	}
	if e.ClockInAt != nil {
		return lateMinutes(*e.ShiftStartsAt, *e.ClockInAt, late)
	}
	if e.Status != BoardLate {
		return nil
	}
	n := int(now.Sub(*e.ShiftStartsAt) / time.Minute)
	return &n
}

// lateMinutes is how many whole minutes after starts a clock-in at in came, when that
// is past the late minutes; nil when it was on time.
func lateMinutes(starts, in time.Time, late int) *int {
	if !in.After(starts.Add(time.Duration(late) * time.Minute)) {
		return nil
	}
	n := int(in.Sub(starts) / time.Minute)
	return &n
}

// boardStatus is the status of a board line at now.
func boardStatus(r store.BoardRow, e BoardEntry, now time.Time, late time.Duration) BoardStatus {
	switch {
	case r.RecordID != nil && r.ClockOut != nil:
		return BoardDone
	case r.RecordID != nil && r.OnBreak:
		return BoardOnBreak
	case r.RecordID != nil:
		return BoardOnClock
	case !now.Before(*e.ShiftEndsAt):
		return BoardAbsent
	case !now.Before(e.ShiftStartsAt.Add(late)):
		return BoardLate
	}
	return BoardUpcoming
}

// Kinds of attendance alert, as clock_alerts stores them.
const (
	alertLate   = "late"
	alertNoShow = "no_show"
)

// clockInUseDays: alerts are sent only at locations where someone clocked in within
// this many days, so that a workplace not using the time clock is not told that
// everyone is late.
const clockInUseDays = 14

// attendanceAlert is one alert due: its shift, kind and sentence.
type attendanceAlert struct {
	shift    store.AlertCandidate
	kind     string
	notice   i18n.Msg    // in each manager's language
	said     change.Said // the same, as the audit trail keeps it for each reader
	location int64
}

// attendanceWhen names a shift in an alert, e.g. "09:00–17:00 shift at Kitchen on Mon 2 Jan".
func attendanceWhen(starts, ends time.Time, location string) i18n.Text {
	return func(l i18n.Locale) string {
		return l.T("AlertWhen", i18n.Args{"From": l.Time(starts.Hour()*60 + starts.Minute()),
			"To": l.Time(ends.Hour()*60 + ends.Minute()), "Location": location,
			"Day": l.T("DateWithWeekday", i18n.Args{"Weekday": l.Weekday(starts.Weekday()), "Day": starts.Day(),
				"Month": l.T(fmt.Sprintf("Month%d", int(starts.Month())), nil)})})
	}
}

// attendanceWhenSaid is attendanceWhen as the audit trail stores it.
func attendanceWhenSaid(starts, ends time.Time, location string) change.Said {
	return change.Say("AlertWhen", map[string]any{"From": change.Clock{At: domain.TimeOfDay(starts.Hour()*60 + starts.Minute())},
		"To": change.Clock{At: domain.TimeOfDay(ends.Hour()*60 + ends.Minute())}, "Location": location,
		"Day": change.Say("DateWithWeekday", map[string]any{"Weekday": change.Word{Key: "Weekday" + starts.Weekday().String()[:3]},
			"Day": starts.Day(), "Month": change.Word{Key: fmt.Sprintf("Month%d", int(starts.Month()))}})})
}

// SendAttendanceAlerts tells the managers of each location about its late people and
// no-shows not announced yet, and returns how many alerts it sent. Every instance
// calls it; an alert is claimed by inserting its (shift, kind) row, so each is sent
// once whichever instance sees it first. System-only (the sweep).
func (s *Service) SendAttendanceAlerts(ctx context.Context) (int, error) {
	sent := 0
	err := s.Changes().Run(ctx, nil, func(q *change.Tx) error {
		due, err := s.attendanceDue(ctx, q.Q)
		if err != nil || len(due) == 0 {
			q.Unchanged()
			return err
		}
		shifts, kinds := make([]int64, len(due)), make([]string, len(due))
		for i, a := range due {
			shifts[i], kinds[i] = a.shift.ID, a.kind
		}
		claimed, err := q.ClaimClockAlerts(ctx, shifts, kinds, s.Now())
		if err != nil {
			return err
		}
		if len(claimed) == 0 {
			q.Unchanged()
			return nil
		}
		sent = len(claimed)
		return notifyAttendance(q, due, claimed)
	})
	if err != nil {
		return 0, err
	}
	return sent, nil
}

// attendanceDue returns the late and no-show alerts due now, claimed or not.
func (s *Service) attendanceDue(ctx context.Context, q store.Q) ([]attendanceAlert, error) {
	late, err := q.LateAfterMinutes(ctx)
	if err != nil {
		return nil, err
	}
	now := s.Now()
	today := domain.DateOf(now.In(s.loc()))
	cands, err := q.UnattendedShifts(ctx, today.AddDays(-1), today, now.AddDate(0, 0, -clockInUseDays))
	if err != nil {
		return nil, err
	}
	var due []attendanceAlert
	for _, c := range cands {
		starts, ends := s.shiftInstants(&c.Shift)
		a := attendanceAlert{shift: c, location: *c.LocationID}
		starts, ends = starts.In(s.loc()), ends.In(s.loc())
		when, whenSaid := attendanceWhen(starts, ends, c.LocationName), attendanceWhenSaid(starts, ends, c.LocationName)
		switch {
		case !now.Before(ends):
			a.kind, a.notice = alertNoShow, i18n.M("AlertNoShow", i18n.Args{"Name": c.UserName, "When": when})
			a.said = change.Say("AlertNoShow", map[string]any{"Name": c.UserName, "When": whenSaid})
		case !now.Before(starts.Add(time.Duration(late) * time.Minute)):
			a.kind, a.notice = alertLate, i18n.M("AlertLate", i18n.Args{"Name": c.UserName, "When": when})
			minutes := int(now.Sub(starts).Minutes())
			a.notice.Count = &minutes
			a.said = change.Say("AlertLate", map[string]any{"Name": c.UserName, "When": whenSaid, "Count": minutes})
		default:
			continue
		}
		due = append(due, a)
	}
	return due, nil
}

// notifyAttendance notifies the managers of each claimed alert's location.
func notifyAttendance(q *change.Tx, due []attendanceAlert, claimed []int) error {
	managersAt := map[int64][]int64{}
	var notes []change.Addressed
	for _, i := range claimed {
		a := due[i]
		to, ok := managersAt[a.location]
		if !ok {
			var err error
			if to, err = q.ManagersOf(q.Context(), nil, []int64{a.location}); err != nil {
				return err
			}
			managersAt[a.location] = to
		}
		q.Audit(change.Audit{Action: "shift." + a.kind + "_alert", Object: "shift", ID: a.shift.ID, Say: a.said})
		n := change.Notice{Kind: domain.KindAttendance, Message: a.notice, Link: "/time-clock/board?location=" + strconv.FormatInt(a.location, 10), About: ""}
		for _, m := range to {
			notes = append(notes, change.Addressed{UserID: m, Notice: n})
		}
	}
	return q.NotifyEach(notes)
}
