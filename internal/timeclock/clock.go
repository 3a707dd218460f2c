package timeclock

import (
	"context"
	"fmt"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/shiftsched/shiftsched/internal/auth"
	"github.com/shiftsched/shiftsched/internal/change"
	"github.com/shiftsched/shiftsched/internal/domain"
	"github.com/shiftsched/shiftsched/internal/store"
)

// The time clock: people clock in and out, and take breaks, on their own device or at
// a kiosk. The server's clock decides every time. A clock-in is matched to the person's
// shift (overnight ones too) and allowed from the workplace's window before it starts;
// without a shift it is allowed and flagged. Locations may require being on site.

var (
	errClockTokens  = domain.Errorf(domain.Forbidden, "API tokens cannot clock in or out: the time clock is for the person at the device.")
	errNotClockedIn = domain.Errorf(domain.Conflict, "You are not clocked in.")
	errNotOnBreak   = domain.Errorf(domain.Conflict, "You are not on a break.")
	errOnBreak      = domain.Errorf(domain.Conflict, "You are already on a break.")
)

// ClockInput is what a device sends with a clock action: its position when it has one,
// and why, when clocking out far from the shift's end.
type ClockInput struct {
	Position *domain.GeoPoint
	Reason   *string
}

// clockOutEarly: clocking out more than this before the matched shift ends needs a
// reason (a clock-out after the end needs none: overtime shows on the timesheet, and a
// forgotten clock-out is closed by the sweep).
const clockOutEarly = 30 * time.Minute

// ReasonRequired is the domain.Error reason of a clock-out refused for want of a reason.
const ReasonRequired = "REASON_REQUIRED"

// ClockAction is one of the four things a clock does.
type ClockAction string

// Clock actions.
const (
	ActionClockIn    ClockAction = "clock_in"
	ActionClockOut   ClockAction = "clock_out"
	ActionBreakStart ClockAction = "break_start"
	ActionBreakEnd   ClockAction = "break_end"
)

// clockHow is who clocks and from where.
type clockHow struct {
	source domain.ClockSource
	kiosk  *domain.Kiosk // the kiosk, when source is ClockKiosk
	pos    *domain.GeoPoint
	addr   string // the client's network address
	reason *string
}

// ClockState is where a person stands with the clock now.
type ClockState struct {
	Open *domain.TimeRecord // nil: not clocked in
	Last *domain.TimeRecord // the latest record, open or not; nil: never clocked in
	// Shift is the shift a clock-in now would be matched to, or the next one today;
	// ShiftStartsAt and ShiftEndsAt are its real instants.
	Shift                      *domain.Shift
	ShiftStartsAt, ShiftEndsAt *time.Time
	ClockInFrom                *time.Time // the earliest clock-in for Shift
	// NeedsPosition: the person's location checks a position on clocking in.
	NeedsPosition bool
	HasPin        bool      // the person set a kiosk PIN
	ServerTime    time.Time // the clock that decides
}

// Clock does one clock action for the actor on their own device. Signed-in people only.
// Errors: Forbidden (an API token; off site, with the reason), Invalid (too early for
// the shift, with when it opens), Conflict (already clocked in, not clocked in, already
// or not on a break).
func (s *Service) Clock(ctx context.Context, actor *domain.User, action ClockAction, in ClockInput) (*domain.TimeRecord, error) {
	if actor.Grant != nil {
		return nil, errClockTokens
	}
	return s.clock(ctx, actor, action, clockHow{source: domain.ClockDevice, pos: in.Position, addr: auth.Client(ctx), reason: in.Reason})
}

func (s *Service) clock(ctx context.Context, actor *domain.User, action ClockAction, how clockHow) (*domain.TimeRecord, error) {
	if how.pos != nil && (how.pos.Latitude < -90 || how.pos.Latitude > 90 || how.pos.Longitude < -180 || how.pos.Longitude > 180) {
		return nil, domain.Errorf(domain.Invalid, "The position sent is not a place on Earth.")
	}
	var err error
	if how.reason, err = clockReason(how.reason); err != nil {
		return nil, err
	}
	var out *domain.TimeRecord
	err = s.Changes().Run(ctx, actor, func(q *change.Tx) error {
		var err error
		switch action {
		case ActionClockIn:
			out, err = s.clockIn(q, actor, how)
		case ActionClockOut:
			out, err = s.clockOut(q, actor, how)
		case ActionBreakStart, ActionBreakEnd:
			out, err = s.clockBreak(q, actor, action == ActionBreakStart)
		default:
			err = domain.Errorf(domain.Invalid, "Unknown clock action '%s'.", action)
		}
		return err
	})
	return out, err
}

func (s *Service) clockIn(q *change.Tx, actor *domain.User, how clockHow) (*domain.TimeRecord, error) {
	ctx, now := q.Context(), s.Now()
	m, err := s.matchShift(ctx, q.Q, actor.ID, now)
	if err != nil {
		return nil, err
	}
	if m.shift == nil && m.next != nil {
		return nil, domain.Errorf(domain.Invalid, "Your shift starts at %s; you can clock in from %s.",
			m.nextStarts.In(s.loc()).Format("15:04"), m.from.In(s.loc()).Format("15:04"))
	}
	if s.labour != nil {
		if err := s.labour.MayClockIn(ctx, q.Q, actor.ID, now); err != nil {
			return nil, err
		}
	}
	rec := domain.TimeRecord{UserID: actor.ID, ClockInAt: now, Source: how.source, NoShift: m.shift == nil}
	if m.shift != nil {
		rec.ShiftID, rec.LocationID = &m.shift.ID, m.shift.LocationID
		rec.ShiftStartsAt, rec.ShiftEndsAt = &m.starts, &m.ends
	} else if rec.LocationID, err = q.OnlyLocationOf(ctx, actor.ID); err != nil {
		return nil, err
	}
	if how.kiosk != nil {
		// A kiosk stands at its location: that is where the person is.
		rec.KioskID, rec.LocationID = &how.kiosk.ID, &how.kiosk.LocationID
	} else if rec.LocationID != nil {
		rule, err := q.ClockRule(ctx, *rec.LocationID)
		if err != nil {
			return nil, err
		}
		if rule != nil {
			ok, why := rule.OnSite(how.pos, how.addr)
			if !ok {
				return nil, domain.Errorf(domain.Forbidden, "%s", why)
			}
			rec.OnSite = &ok
		}
	}
	if how.pos != nil {
		rec.Latitude, rec.Longitude, rec.AccuracyM = &how.pos.Latitude, &how.pos.Longitude, how.pos.AccuracyM
	}
	out, err := q.InsertTimeRecord(ctx, rec, how.addr)
	if err != nil {
		return nil, err
	}
	q.Audit(change.Audit{Action: "time_record.clock_in", Object: "time_record", ID: out.ID,
		Say: clockSaid("AuditClockedIn", "AuditClockedInAtKiosk", how), After: clockSummary(out)})
	q.Emit(domain.EventClockIn, map[string]any{"timeRecord": clockSummary(out)})
	return out, nil
}

// clockSaid says that someone clocked (key), naming the kiosk when they used one.
func clockSaid(key, atKiosk string, how clockHow) change.Said {
	if how.kiosk != nil {
		return change.Say(atKiosk, map[string]any{"Kiosk": how.kiosk.Name})
	}
	return change.Say(key, nil)
}

// clockOutSaid says that someone clocked out, and why when they said.
func clockOutSaid(how clockHow) change.Said {
	if how.reason == nil {
		return clockSaid("AuditClockedOut", "AuditClockedOutAtKiosk", how)
	}
	if how.kiosk != nil {
		return change.Say("AuditClockedOutAtKioskBecause", map[string]any{"Kiosk": how.kiosk.Name, "Reason": *how.reason})
	}
	return change.Say("AuditClockedOutBecause", map[string]any{"Reason": *how.reason})
}

// clockSummary is a record as audit entries and webhooks carry it.
func clockSummary(r *domain.TimeRecord) map[string]any {
	return map[string]any{
		"id": r.ID, "userId": r.UserID, "userName": r.UserName, "shiftId": r.ShiftID, "locationId": r.LocationID,
		"clockInAt": r.ClockInAt, "clockOutAt": r.ClockOutAt, "source": r.Source, "kioskId": r.KioskID,
		"onSite": r.OnSite, "noShift": r.NoShift, "offSiteClockOut": r.OffSiteClockOut,
		"forgottenClockOut": r.ForgottenClockOut, "clockOutReason": r.ClockOutReason, "lateMinutes": r.LateMinutes, "breakMinutes": int(r.BreakTime(r.ClockInAt).Minutes()),
	}
}

func (s *Service) clockOut(q *change.Tx, actor *domain.User, how clockHow) (*domain.TimeRecord, error) {
	ctx := q.Context()
	open, err := openRecord(q, actor.ID)
	if err != nil {
		return nil, err
	}
	if err := s.mayClockOut(open, how.reason); err != nil {
		return nil, err
	}
	// Nobody is kept on the clock for being away: an off-site clock-out counts, flagged.
	offSite := false
	if how.kiosk == nil && open.LocationID != nil {
		rule, err := q.ClockRule(ctx, *open.LocationID)
		if err != nil {
			return nil, err
		}
		if rule != nil {
			ok, _ := rule.OnSite(how.pos, how.addr)
			offSite = !ok
		}
	}
	if err := q.CloseTimeRecord(ctx, open.ID, s.Now(), how.source, offSite, how.reason); err != nil {
		return nil, err
	}
	out, err := q.TimeRecord(ctx, open.ID)
	if err != nil {
		return nil, err
	}
	q.Audit(change.Audit{Action: "time_record.clock_out", Object: "time_record", ID: out.ID,
		Say: clockOutSaid(how), Before: clockSummary(open), After: clockSummary(out)})
	q.Emit(domain.EventClockOut, map[string]any{"timeRecord": clockSummary(out)})
	return out, nil
}

// openRecord is the person's record on the clock now; Conflict when there is none.
func openRecord(q *change.Tx, userID int64) (*domain.TimeRecord, error) {
	open, err := q.OpenTimeRecord(q.Context(), userID)
	if err == nil && open == nil {
		err = errNotClockedIn
	}
	return open, err
}

// clockReason is a reason sent with a clock action, trimmed; nil when none.
func clockReason(r *string) (*string, error) {
	if r == nil {
		return nil, nil
	}
	t := strings.TrimSpace(*r)
	switch {
	case t == "":
		return nil, nil
	case utf8.RuneCountInString(t) > 500 || strings.ContainsRune(t, 0):
		return nil, domain.Errorf(domain.Invalid, "A reason may be at most 500 characters, without NUL.")
	}
	return &t, nil
}

// mayClockOut refuses a clock-out more than clockOutEarly before the matched shift
// ends without a reason, saying when the shift ends and how far off that is.
func (s *Service) mayClockOut(open *domain.TimeRecord, reason *string) error {
	now := s.Now()
	if reason != nil || open.ShiftEndsAt == nil || !now.Add(clockOutEarly).Before(*open.ShiftEndsAt) {
		return nil
	}
	e := domain.Errorf(domain.Invalid, "Your shift ends at %s, in %s. Say why you are leaving early.",
		open.ShiftEndsAt.In(s.loc()).Format("15:04"), hoursMinutes(open.ShiftEndsAt.Sub(now)))
	e.Reason = ReasonRequired
	return e
}

// hoursMinutes writes a duration as "8 h", "7 h 45 min" or "20 min", in whole minutes.
func hoursMinutes(d time.Duration) string {
	m := int(d / time.Minute)
	switch {
	case m < 60:
		return fmt.Sprintf("%d min", m)
	case m%60 == 0:
		return fmt.Sprintf("%d h", m/60)
	}
	return fmt.Sprintf("%d h %d min", m/60, m%60)
}

func (s *Service) clockBreak(q *change.Tx, actor *domain.User, start bool) (*domain.TimeRecord, error) {
	ctx := q.Context()
	open, err := openRecord(q, actor.ID)
	if err != nil {
		return nil, err
	}
	action, summary := "time_record.break_end", change.Say("AuditEndedBreak", nil)
	if start {
		action, summary = "time_record.break_start", change.Say("AuditStartedBreak", nil)
		if open.OnBreak() {
			return nil, errOnBreak
		}
		err = q.StartBreak(ctx, open.ID, s.Now())
	} else {
		var ended bool
		if ended, err = q.EndBreak(ctx, open.ID, s.Now()); err == nil && !ended {
			err = errNotOnBreak
		}
	}
	if err != nil {
		return nil, err
	}
	q.Audit(change.Audit{Action: action, Object: "time_record", ID: open.ID, Say: summary})
	return q.TimeRecord(ctx, open.ID)
}

// shiftMatch is the shift a clock-in now belongs to, or the next one it is too early for.
type shiftMatch struct {
	shift               *domain.Shift
	starts, ends        time.Time
	next                *domain.Shift // a later shift today, when shift is nil
	nextStarts, from    time.Time     // when next starts, and its clock-in opens
	earlyMinutes, hours int
}

// matchShift finds the person's shift of now: yesterday's overnight ones too. Shift
// times are wall-clock times in the workplace's zone, so a shift across a change of
// daylight-saving time is as long as it really is.
func (s *Service) matchShift(ctx context.Context, q store.Q, userID int64, now time.Time) (shiftMatch, error) {
	var m shiftMatch
	early, hours, err := q.ClockSettings(ctx)
	if err != nil {
		return m, err
	}
	m.earlyMinutes, m.hours = early, hours
	today := domain.DateOf(now.In(s.loc()))
	shifts, err := q.ClockShiftsOfUser(ctx, userID, today.AddDays(-1), today)
	if err != nil {
		return m, err
	}
	window := time.Duration(early) * time.Minute
	for i := range shifts {
		sh := &shifts[i]
		starts, ends := s.shiftInstants(sh)
		switch {
		case !now.Before(starts.Add(-window)) && now.Before(ends):
			m.shift, m.starts, m.ends = sh, starts, ends
			return m, nil
		case now.Before(starts) && m.next == nil && sh.Date == today:
			m.next, m.nextStarts, m.from = sh, starts, starts.Add(-window)
		}
	}
	return m, nil
}

// shiftInstants returns when a shift really starts and ends.
func (s *Service) shiftInstants(sh *domain.Shift) (time.Time, time.Time) {
	at := func(d domain.Date, minute int) time.Time {
		return time.Date(d.Year, d.Month, d.Day, minute/60, minute%60, 0, 0, s.loc())
	}
	start, end := int(sh.StartTime), int(sh.EndTime)
	endDate := sh.Date
	if end <= start {
		endDate = sh.Date.AddDays(1)
	}
	return at(sh.Date, start), at(endDate, end)
}

// ClockState returns where the actor stands with the clock. Scope time:read.
func (s *Service) ClockState(ctx context.Context, actor *domain.User) (*ClockState, error) {
	if err := actor.Allow(domain.ScopeTimeRead); err != nil {
		return nil, err
	}
	q := s.store.Q()
	last, err := q.LastTimeRecord(ctx, actor.ID)
	if err != nil {
		return nil, err
	}
	hasPIN, err := q.HasPIN(ctx, actor.ID)
	if err != nil {
		return nil, err
	}
	st := &ClockState{Last: last, HasPin: hasPIN, ServerTime: s.Now()}
	if last != nil && last.ClockOutAt == nil {
		st.Open = last
	}
	m, err := s.matchShift(ctx, q, actor.ID, s.Now())
	if err != nil {
		return nil, err
	}
	window := time.Duration(m.earlyMinutes) * time.Minute
	switch {
	case m.shift != nil:
		from := m.starts.Add(-window)
		st.Shift, st.ShiftStartsAt, st.ShiftEndsAt, st.ClockInFrom = m.shift, &m.starts, &m.ends, &from
	case m.next != nil:
		starts, ends := s.shiftInstants(m.next)
		st.Shift, st.ShiftStartsAt, st.ShiftEndsAt, st.ClockInFrom = m.next, &starts, &ends, &m.from
	}
	loc := (*int64)(nil)
	if st.Shift != nil {
		loc = st.Shift.LocationID
	} else if loc, err = q.OnlyLocationOf(ctx, actor.ID); err != nil {
		return nil, err
	}
	if loc != nil {
		rule, err := q.ClockRule(ctx, *loc)
		if err != nil {
			return nil, err
		}
		st.NeedsPosition = rule != nil && rule.Latitude != nil
	}
	return st, nil
}

// MaxTimeRecordDays is the most days MyTimeRecords looks back.
const MaxTimeRecordDays = 62

// MyTimeRecords returns the actor's records that began in the last days days (at most
// MaxTimeRecordDays), newest last. Scope time:read.
func (s *Service) MyTimeRecords(ctx context.Context, actor *domain.User, days int) ([]domain.TimeRecord, error) {
	if err := actor.Allow(domain.ScopeTimeRead); err != nil {
		return nil, err
	}
	if days < 1 || days > MaxTimeRecordDays {
		return nil, domain.Errorf(domain.Invalid, "Ask for 1 to %d days of time records.", MaxTimeRecordDays)
	}
	now := s.Now()
	return s.store.Q().TimeRecordsOfUser(ctx, actor.ID, now.AddDate(0, 0, -days), now.Add(time.Second))
}
