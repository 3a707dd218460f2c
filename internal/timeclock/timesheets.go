package timeclock

import (
	"context"
	"slices"
	"sort"
	"time"

	"github.com/shiftsched/shiftsched/internal/change"
	"github.com/shiftsched/shiftsched/internal/domain"
	"github.com/shiftsched/shiftsched/internal/permission"
	"github.com/shiftsched/shiftsched/internal/store"
)

// Timesheets: per pay period, per person and day, the scheduled hours against what the
// clock (as managers corrected it) says, with breaks, overtime and flags. Managers
// correct entries and approve a person's period, which locks it until reopened.

// TimesheetFlag is something on a timesheet a manager should look at.
type TimesheetFlag string

// Timesheet flags.
const (
	FlagNoShift           TimesheetFlag = "no_shift"
	FlagForgottenClockOut TimesheetFlag = "forgotten_clock_out"
	FlagOffSite           TimesheetFlag = "off_site"
	FlagOpen              TimesheetFlag = "open" // still on the clock: counted up to now
	FlagLate              TimesheetFlag = "late"
	FlagAbsent            TimesheetFlag = "absent"     // a shift of the day ended without a clock-in
	FlagLeftEarly         TimesheetFlag = "left_early" // clocked out with a reason
)

// TimesheetEntry is one time record as the timesheet counts it.
type TimesheetEntry struct {
	RecordID             int64
	ClockInAt            time.Time
	ClockOutAt           *time.Time // nil while on the clock
	BreakMinutes         int
	PaidMinutes          int
	OriginalClockInAt    time.Time
	OriginalClockOutAt   *time.Time
	OriginalBreakMinutes int
	Correction           *TimeCorrection // the latest; nil: as the clock said
	Flags                []TimesheetFlag
	LateMinutes          *int    // minutes late at clock-in, past the late minutes
	ClockOutReason       *string // why the person clocked out far from the shift's end
	// Labour is what the labour rules found (a missed break, a minor's late end), in
	// the rules' words; DeductedBreakMinutes an unclocked unpaid break deducted (also
	// in BreakMinutes); Premiums what the entry earns under the labour rules.
	Labour               []LabourNote
	DeductedBreakMinutes int
	Premiums             []PremiumLine
}

// TimeCorrection is a manager's correction of a time record.
type TimeCorrection struct {
	Reason      string
	CorrectedAt time.Time
	CorrectedBy *string // nil: the manager's account is gone
}

// TimesheetDay is one person's day.
type TimesheetDay struct {
	Date             domain.Date
	ScheduledMinutes int
	WorkedMinutes    int // paid minutes: rounded, less unpaid breaks
	BreakMinutes     int
	RegularMinutes   int
	OvertimeMinutes  int
	Entries          []TimesheetEntry
	Flags            []TimesheetFlag
	AbsentShifts     int // shifts of the day that ended without a clock-in
}

// TimesheetTotals add up a person's days in the period.
type TimesheetTotals struct {
	ScheduledMinutes, WorkedMinutes, BreakMinutes, RegularMinutes, OvertimeMinutes int
}

// Timesheet is one person's pay period.
type Timesheet struct {
	UserID         int64
	Name, Email    string
	Days           []TimesheetDay
	Totals         TimesheetTotals
	RateCents      *int64 // the person's hourly rate; nil: none set
	GrossPayCents  *int64 // nil without a rate
	ApprovedAt     *time.Time
	ApprovedByName *string
	Open           bool // someone is still on the clock in the period
	// Premiums are the labour rules' premiums of the period, one line per kind and name.
	Premiums []PremiumLine
}

// GrossPay is GrossPayCents as a decimal, "1234.50"; nil when there is none.
func (t Timesheet) GrossPay() *string { return moneyOrNil(t.GrossPayCents) }

// moneyOrNil is domain.Money of cents; nil for nil.
func moneyOrNil(cents *int64) *string {
	if cents == nil {
		return nil
	}
	m := domain.Money(*cents)
	return &m
}

// TimesheetPeriod is every timesheet of one pay period.
type TimesheetPeriod struct {
	Start, End domain.Date
	Rules      domain.TimesheetRules
	People     []Timesheet
}

// TimesheetSettings returns the pay period and overtime rules. Scope time:read.
func (s *Service) TimesheetSettings(ctx context.Context, actor *domain.User) (domain.TimesheetRules, error) {
	if err := actor.Allow(domain.ScopeTimeRead); err != nil {
		return domain.TimesheetRules{}, err
	}
	return s.store.Q().TimesheetRules(ctx)
}

// SetTimesheetSettings changes the pay period and overtime rules. Managers of every
// location. Errors: Forbidden, Invalid.
func (s *Service) SetTimesheetSettings(ctx context.Context, actor *domain.User, in domain.TimesheetRules) (domain.TimesheetRules, error) {
	if err := permission.MayManageTimesheets(ctx, s.store.Q(), actor); err != nil {
		return in, err
	}
	if err := in.Validate(); err != nil {
		return in, err
	}
	err := s.Changes().Run(ctx, actor, func(q *change.Tx) error {
		q.Audit(change.Audit{Action: "settings.timesheets", Object: "settings", Say: change.Say("AuditChangedTimesheetSettings", nil), After: in})
		return q.SetTimesheetRules(ctx, in)
	})
	return in, err
}

// Timesheets returns every timesheet of the pay period holding day; e-mail addresses,
// rates and gross pay only for API tokens with staff:read. Managers of every location.
// Errors: Forbidden.
func (s *Service) Timesheets(ctx context.Context, actor *domain.User, day domain.Date) (*TimesheetPeriod, error) {
	q := s.store.Q()
	if err := permission.MayManageTimesheets(ctx, q, actor); err != nil {
		return nil, err
	}
	p, err := s.timesheetPeriod(ctx, q, day, nil)
	if err != nil {
		return nil, err
	}
	for i := range p.People {
		hideTimesheetPay(actor, &p.People[i])
	}
	return p, nil
}

// timesheetPeriod builds the timesheets of the pay period holding day (one person's
// when userID is set). Weekly overtime counts the week's days before the period too.
func (s *Service) timesheetPeriod(ctx context.Context, q store.Q, day domain.Date, userID *int64) (*TimesheetPeriod, error) {
	rules, err := q.TimesheetRules(ctx)
	if err != nil {
		return nil, err
	}
	start, end := rules.PayPeriodOf(day)
	look := s.Weeks().Start(start)
	from, periodFrom, to := s.Zone().Midnight(look), s.Zone().Midnight(start), s.Zone().Midnight(end.AddDays(1))
	people, err := q.TimesheetPeople(ctx, start, end, periodFrom, to, userID)
	if err != nil {
		return nil, err
	}
	rows, err := q.TimesheetRows(ctx, from, to, userID)
	if err != nil {
		return nil, err
	}
	shifts, err := q.TimesheetShifts(ctx, start, end, userID)
	if err != nil {
		return nil, err
	}
	rowsOf, shiftsOf := map[int64][]store.TimesheetRow{}, map[int64][]store.TimesheetShift{}
	for _, r := range rows {
		rowsOf[r.UserID] = append(rowsOf[r.UserID], r)
	}
	for _, sh := range shifts {
		shiftsOf[sh.UserID] = append(shiftsOf[sh.UserID], sh)
	}
	out := &TimesheetPeriod{Start: start, End: end, Rules: rules, People: make([]Timesheet, 0, len(people))}
	now := s.Now()
	names := make(map[int64]string, len(people))
	for _, p := range people {
		names[p.UserID] = p.Name
	}
	judged, err := s.judgeRecords(ctx, q, rows, names, rules, now)
	if err != nil {
		return nil, err
	}
	for _, p := range people {
		t := Timesheet{UserID: p.UserID, Name: p.Name, Email: p.Email, RateCents: p.RateCents,
			ApprovedAt: p.ApprovedAt, ApprovedByName: p.ApprovedByName, Premiums: []PremiumLine{}}
		s.fillTimesheet(&t, rules, start, rowsOf[p.UserID], shiftsOf[p.UserID], now, judged)
		out.People = append(out.People, t)
	}
	return out, nil
}

// fillTimesheet puts a person's records and shifts into days, splits overtime and adds
// up the period (days before start only count towards the weekly threshold).
func (s *Service) fillTimesheet(t *Timesheet, rules domain.TimesheetRules, start domain.Date, rows []store.TimesheetRow, shifts []store.TimesheetShift, now time.Time, judged map[int64]LabourJudgement) {
	days := map[domain.Date]*TimesheetDay{}
	var order []domain.Date
	dayOf := func(d domain.Date) *TimesheetDay {
		if days[d] == nil {
			days[d] = &TimesheetDay{Date: d}
			order = append(order, d)
		}
		return days[d]
	}
	for _, r := range rows {
		e := EntryOf(r, rules, now)
		applyLabour(&e, judged[r.RecordID])
		d := dayOf(domain.DateOf(e.ClockInAt.In(s.loc())))
		if !d.Date.Before(start) {
			t.Premiums = addPremiums(t.Premiums, e.Premiums...)
		}
		d.Entries = append(d.Entries, e)
		d.WorkedMinutes += e.PaidMinutes
		d.BreakMinutes += e.BreakMinutes
		d.Flags = addFlags(d.Flags, e.Flags...)
		t.Open = t.Open || e.ClockOutAt == nil && !d.Date.Before(start)
	}
	for _, sh := range shifts {
		starts, ends := s.shiftInstants(&domain.Shift{Date: sh.Date, StartTime: sh.StartTime, EndTime: sh.EndTime})
		d := dayOf(sh.Date)
		d.ScheduledMinutes += int(ends.Sub(starts) / time.Minute)
		if !sh.Attended && !now.Before(ends) {
			d.AbsentShifts++
			d.Flags = addFlags(d.Flags, FlagAbsent)
		}
	}
	sortDates(order)
	worked := make([]domain.DayMinutes, len(order))
	for i, d := range order {
		worked[i] = domain.DayMinutes{Date: d, Minutes: days[d].WorkedMinutes}
	}
	split := domain.SplitOvertime(worked, rules.DailyOvertimeMin, rules.WeeklyOvertimeMin, s.Weeks().Start)
	t.Days = []TimesheetDay{}
	for i, date := range order {
		if date.Before(start) {
			continue
		}
		d := days[date]
		d.RegularMinutes, d.OvertimeMinutes = split[i].Regular, split[i].Overtime
		t.Days = append(t.Days, *d)
		t.Totals.ScheduledMinutes += d.ScheduledMinutes
		t.Totals.WorkedMinutes += d.WorkedMinutes
		t.Totals.BreakMinutes += d.BreakMinutes
		t.Totals.RegularMinutes += d.RegularMinutes
		t.Totals.OvertimeMinutes += d.OvertimeMinutes
	}
	if t.RateCents != nil {
		pay := grossPayCents(t.Totals, *t.RateCents, rules.OvertimePayPercent)
		t.GrossPayCents = &pay
	}
}

// grossPayCents pays regular minutes at the rate and overtime at its percentage of it,
// rounded to the nearest cent.
func grossPayCents(t TimesheetTotals, rateCents int64, overtimePercent int) int64 {
	hundredths := int64(t.RegularMinutes)*rateCents*100 + int64(t.OvertimeMinutes)*rateCents*int64(overtimePercent)
	return (hundredths + 3000) / 6000
}

// timesheetEntry is a record as corrected, what it pays, and its flags.
func EntryOf(r store.TimesheetRow, rules domain.TimesheetRules, now time.Time) TimesheetEntry {
	e := TimesheetEntry{RecordID: r.RecordID, ClockInAt: r.ClockInAt, ClockOutAt: r.ClockOutAt, BreakMinutes: r.BreakMinutes,
		OriginalClockInAt: r.ClockInAt, OriginalClockOutAt: r.ClockOutAt, OriginalBreakMinutes: r.BreakMinutes,
		LateMinutes: r.LateMinutes, ClockOutReason: r.ClockOutReason}
	if r.FixedInAt != nil {
		e.ClockInAt, e.ClockOutAt, e.BreakMinutes = *r.FixedInAt, r.FixedOutAt, *r.FixedBreakMinutes
		e.Correction = &TimeCorrection{Reason: *r.FixReason, CorrectedAt: *r.FixedAt, CorrectedBy: r.FixedByName}
	}
	out := now
	if e.ClockOutAt != nil {
		out = *e.ClockOutAt
	} else {
		e.Flags = append(e.Flags, FlagOpen)
	}
	e.PaidMinutes = rules.PaidMinutes(e.ClockInAt, out, e.BreakMinutes)
	if r.NoShift {
		e.Flags = append(e.Flags, FlagNoShift)
	}
	if r.ForgottenClockOut {
		e.Flags = append(e.Flags, FlagForgottenClockOut)
	}
	if (r.OnSite != nil && !*r.OnSite) || r.OffSiteClockOut {
		e.Flags = append(e.Flags, FlagOffSite)
	}
	if r.LateMinutes != nil {
		e.Flags = append(e.Flags, FlagLate)
	}
	if r.ClockOutReason != nil {
		e.Flags = append(e.Flags, FlagLeftEarly)
	}
	return e
}

func addFlags(to []TimesheetFlag, flags ...TimesheetFlag) []TimesheetFlag {
	for _, f := range flags {
		if !slices.Contains(to, f) {
			to = append(to, f)
		}
	}
	return to
}

func sortDates(ds []domain.Date) {
	sort.Slice(ds, func(i, j int) bool { return ds[i].Before(ds[j]) })
}
