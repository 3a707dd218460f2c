package leave_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/shiftsched/shiftsched/internal/availability"
	"github.com/shiftsched/shiftsched/internal/domain"
	"github.com/shiftsched/shiftsched/internal/integrations"
	"github.com/shiftsched/shiftsched/internal/leave"
)

// leaveType saves a type of the workplace's own.
func (f *fixture) leaveType(t domain.LeaveType) domain.LeaveType {
	f.t.Helper()
	if t.Colour == "" {
		t.Colour = "#336699"
	}
	saved, err := f.leave.SaveType(f.ctx, f.boss, t)
	if err != nil {
		f.t.Fatal(err)
	}
	return *saved
}

// sum is a person's stored ledger sum of a type, read straight from the table.
func (f *fixture) sum(u *domain.User, typeID int64, kinds string) int64 {
	f.t.Helper()
	var n int64
	if err := f.app.Store.DB.GetContext(f.ctx, &n, `SELECT COALESCE(sum(amount), 0) FROM leave_ledger
		WHERE user_id = $1 AND leave_type_id = $2 AND kind = ANY(string_to_array($3, ','))`, u.ID, typeID, kinds); err != nil {
		f.t.Fatal(err)
	}
	return n
}

func (f *fixture) count(sql string, args ...any) int {
	f.t.Helper()
	var n int
	if err := f.app.Store.DB.GetContext(f.ctx, &n, sql, args...); err != nil {
		f.t.Fatalf("%s: %v", sql, err)
	}
	return n
}

func TestOvertimeIsBankedAsTimeOffInLieuAndPayrollPaysItNot(t *testing.T) {
	t.Parallel()
	f := newFixture(t)
	toil := f.leaveType(domain.LeaveType{Name: "Time off in lieu", Paid: true, Unit: domain.LeaveHours, NeedsApproval: true,
		NeedsBalance: true, StaffMayRequest: true})
	days := f.leaveType(domain.LeaveType{Name: "Study days", Paid: true, Unit: domain.LeaveDays, NeedsApproval: true})
	if _, err := f.leave.SavePolicy(f.ctx, f.boss, domain.LeavePolicy{LeaveTypeID: days.ID, Name: "Banked days", Method: domain.LeaveOvertime,
		Amount: 100, YearStartMonth: 1, YearStartDay: 1}); !isKind(err, domain.Invalid) {
		t.Errorf("a days type that banks overtime: %v, want Invalid", err)
	}
	eve := f.employee("Eve Banker", domain.LeaveProfile{})
	pay := f.employee("Pat Paid", domain.LeaveProfile{})
	f.policy(domain.LeavePolicy{LeaveTypeID: toil.ID, Method: domain.LeaveOvertime, Amount: 150}, "2026-01-01", eve) // time and a half
	f.exec(`UPDATE workplace_settings SET daily_overtime_minutes = 480`)
	f.exec(`UPDATE users SET hourly_rate_cents = 2000 WHERE id IN ($1, $2)`, eve.ID, pay.ID)
	for _, u := range []*domain.User{eve, pay} { // 10 hours on Monday 16 November: 2 of them overtime
		f.exec(`INSERT INTO time_records (user_id, clock_in_at, clock_out_at, source, clock_out_source, no_shift)
			VALUES ($1, '2026-11-16 08:00Z', '2026-11-16 18:00Z', 'device', 'device', true)`, u.ID)
	}
	day := date("2026-11-16")
	var overtime int
	for _, u := range []*domain.User{eve, pay} {
		ts, err := f.app.TimeClock.ApproveTimesheet(f.ctx, f.boss, u.ID, day)
		if err != nil {
			t.Fatal(err)
		}
		overtime = ts.Totals.OvertimeMinutes
	}
	if overtime == 0 {
		t.Fatal("the fixture has no overtime")
	}
	want := int64(overtime) * 150 / 60
	if got := f.sum(eve, toil.ID, "banked"); got != want {
		t.Errorf("banked %d, want %d (%d overtime minutes at 1.5)", got, want, overtime)
	}
	if got := f.count(`SELECT count(*) FROM leave_ledger WHERE user_id = $1`, pay.ID); got != 0 {
		t.Errorf("Pat banks nothing: %d rows", got)
	}
	p, err := f.app.TimeClock.Payroll(f.ctx, f.boss, day)
	if err != nil {
		t.Fatal(err)
	}
	rows := map[int64]int{}
	for i, r := range p.Rows {
		rows[r.UserID] = i
	}
	e, o := p.Rows[rows[eve.ID]], p.Rows[rows[pay.ID]]
	if e.OvertimeMinutes != 0 || e.BankedMinutes != overtime || *e.GrossPayCents != int64(e.RegularMinutes)*2000/60 {
		t.Errorf("Eve's payroll: overtime %d banked %d gross %d", e.OvertimeMinutes, e.BankedMinutes, *e.GrossPayCents)
	}
	if o.OvertimeMinutes != overtime || o.BankedMinutes != 0 || *o.GrossPayCents <= *e.GrossPayCents {
		t.Errorf("Pat's payroll: overtime %d banked %d gross %d", o.OvertimeMinutes, o.BankedMinutes, *o.GrossPayCents)
	}
	head := strings.SplitN(p.CSV, "\r\n", 2)[0]
	if !strings.HasPrefix(head, "Employee ID,Name,Email,Period start,Period end,Regular hours,Overtime hours,Break hours,Hourly rate,Gross pay,Currency,Banked overtime hours,") {
		t.Errorf("the CSV's columns: %s", head)
	}
	// Reopening takes the banked hours back; approving again banks them once.
	if _, err := f.app.TimeClock.ReopenTimesheet(f.ctx, f.boss, eve.ID, day, "Wrong hours"); err != nil {
		t.Fatal(err)
	}
	if got := f.sum(eve, toil.ID, "banked"); got != 0 {
		t.Errorf("after reopening %d banked, want 0", got)
	}
	if _, err := f.app.TimeClock.ApproveTimesheet(f.ctx, f.boss, eve.ID, day); err != nil {
		t.Fatal(err)
	}
	if got := f.sum(eve, toil.ID, "banked"); got != want {
		t.Errorf("approved again: %d banked, want %d", got, want)
	}
	// The banked hours are a balance like any other: a request takes from them.
	b, err := f.leave.BalanceOn(f.ctx, eve, eve.ID, toil.ID, date("2026-11-22"))
	if err != nil || b.Stored != want {
		t.Fatalf("Eve's balance %+v %v, want %d", b, err, want)
	}
}

// todaysShift publishes a shift for the person today (the app's clock: Sunday
// 22 November 2026, 10:00 UTC), 14:00 to 22:00, and returns its id.
func (f *fixture) todaysShift(u *domain.User) int64 {
	f.t.Helper()
	f.exec(`INSERT INTO schedules (week_starting) VALUES ('2026-11-20') ON CONFLICT DO NOTHING`)
	var id int64
	if err := f.app.Store.DB.GetContext(f.ctx, &id, `INSERT INTO shifts (schedule_id, day_key, shift_date, user_id, start_minute, end_minute)
		SELECT id, 'sunday', '2026-11-22', $1, 840, 1320 FROM schedules WHERE week_starting = '2026-11-20' RETURNING id`, u.ID); err != nil {
		f.t.Fatal(err)
	}
	return id
}

func TestASickCallIsApprovedAtOnceAndOpensTheDaysShift(t *testing.T) {
	t.Parallel()
	f := newFixture(t)
	sam := f.employee("Sam Sick", domain.LeaveProfile{WorkDays: []int{1, 2, 3, 4, 5, 6, 7}})
	other := f.employee("Ola Other", domain.LeaveProfile{})
	shift := f.todaysShift(sam)
	if _, err := f.app.Integrations.CreateWebhook(f.ctx, f.boss, integrations.WebhookInput{URL: "https://93.184.215.14/hook",
		Kinds: []domain.WebhookEventKind{domain.EventLeaveBalanceChanged}}); err != nil {
		t.Fatal(err)
	}

	if _, err := f.avail.RecordLeave(f.ctx, other, sam.ID, availability.TimeOffInput{First: date("2026-11-22")}); !isKind(err, domain.Forbidden) {
		t.Errorf("staff recording for someone else: %v, want Forbidden", err)
	}
	if _, err := f.avail.RecordLeave(f.ctx, f.boss, sam.ID, availability.TimeOffInput{First: date("2026-10-01")}); !isKind(err, domain.Invalid) {
		t.Errorf("41 days back: %v, want Invalid", err)
	}
	d, err := f.avail.RecordLeave(f.ctx, f.boss, sam.ID, availability.TimeOffInput{First: date("2026-11-22"), Reason: "Flu"})
	if err != nil {
		t.Fatal(err)
	}
	sick, _ := f.app.Store.Q().LeaveTypeOfKind(f.ctx, domain.LeaveSick)
	if d.Request.Status != domain.TimeOffApproved || d.Request.LeaveTypeID == nil || *d.Request.LeaveTypeID != sick.ID {
		t.Errorf("the sick call reads %+v", d.Request)
	}
	if n := f.count(`SELECT count(*) FROM open_shifts WHERE shift_date = '2026-11-22' AND start_minute = 840 AND status = 'open'`); n != 1 {
		t.Errorf("%d open shifts for the day, want 1", n)
	}
	if n := f.count(`SELECT count(*) FROM shifts WHERE id = $1 AND user_id = $2`, shift, sam.ID); n != 0 {
		t.Errorf("the shift is still Sam's")
	}
	if len(d.Opened) != 1 || d.Opened[0].ID != shift {
		t.Errorf("the answer's opened shifts %+v, want the one of today", d.Opened)
	}
	if got := f.sum(sam, sick.ID, "taken"); got != -570 {
		t.Errorf("taken %d, want -570 (342 minutes: a working day of a 40-hour, 7-day week)", got)
	}
	if n := f.count(`SELECT count(*) FROM outbox WHERE kind = 'webhook' AND payload::text LIKE '%leave.balance_changed%'`); n != 1 {
		t.Errorf("%d leave.balance_changed deliveries, want 1", n)
	}
	if _, err := f.avail.RecordLeave(f.ctx, f.boss, sam.ID, availability.TimeOffInput{First: date("2026-11-22")}); !isKind(err, domain.Invalid) {
		t.Errorf("the same day twice: %v, want Invalid", err)
	}
}

func TestATypeThatNeedsNoApprovalIsApprovedWhenAsked(t *testing.T) {
	t.Parallel()
	f := newFixture(t)
	self := f.leaveType(domain.LeaveType{Name: "Self-certified sick day", Paid: true, Unit: domain.LeaveDays, StaffMayRequest: true})
	kim := f.employee("Kim Self", domain.LeaveProfile{WorkDays: []int{1, 2, 3, 4, 5, 6, 7}})
	f.todaysShift(kim)
	r, err := f.avail.RequestTimeOff(f.ctx, kim, availability.TimeOffInput{First: date("2026-11-22"), LeaveTypeID: &self.ID})
	if err != nil {
		t.Fatal(err)
	}
	if r.Status != domain.TimeOffApproved {
		t.Errorf("status %s, want approved at once", r.Status)
	}
	if got := f.sum(kim, self.ID, "taken"); got != -100 {
		t.Errorf("taken %d, want one day (-100)", got)
	}
	if n := f.count(`SELECT count(*) FROM open_shifts WHERE shift_date = '2026-11-22'`); n != 1 {
		t.Errorf("%d open shifts, want 1", n)
	}
	// Annual leave still waits for a manager.
	if r, err := f.avail.RequestTimeOff(f.ctx, kim, availabilityInput("2026-11-30")); err != nil || r.Status != domain.TimeOffPending {
		t.Errorf("annual leave: %+v %v, want pending", r, err)
	}
}

func TestPayrollShowsLeaveTakenPerTypeAndItsPay(t *testing.T) {
	t.Parallel()
	f := newFixture(t)
	dee := f.employee("Dee Payroll", domain.LeaveProfile{MinutesPerWeek: ptr(1800)}) // 30 h over 5 days: 6 h a day
	f.exec(`UPDATE users SET hourly_rate_cents = 1500 WHERE id = $1`, dee.ID)
	f.exec(`INSERT INTO time_records (user_id, clock_in_at, clock_out_at, source, clock_out_source, no_shift)
		VALUES ($1, '2026-11-16 09:00Z', '2026-11-16 15:00Z', 'device', 'device', true)`, dee.ID)
	unpaid, _ := f.app.Store.Q().LeaveTypeOfKind(f.ctx, domain.LeaveUnpaid)
	days := f.leaveType(domain.LeaveType{Name: "Study days", Paid: true, Unit: domain.LeaveDays, NeedsApproval: true, StaffMayRequest: true})
	for _, in := range []availability.TimeOffInput{
		{First: date("2026-11-17"), LeaveTypeID: &f.annual.ID},
		{First: date("2026-11-18"), LeaveTypeID: &unpaid.ID},
		{First: date("2026-11-19"), LeaveTypeID: &days.ID},
	} {
		if _, err := f.avail.RecordLeave(f.ctx, f.boss, dee.ID, in); err != nil {
			t.Fatal(err)
		}
	}
	// Abe is away all week: no timesheet, but his leave is paid.
	abe := f.employee("Abe Away", domain.LeaveProfile{})
	f.exec(`UPDATE users SET hourly_rate_cents = 1000 WHERE id = $1`, abe.ID)
	if _, err := f.avail.RecordLeave(f.ctx, f.boss, abe.ID, availability.TimeOffInput{First: date("2026-11-16"), Last: date("2026-11-16")}); err != nil {
		t.Fatal(err)
	}
	if _, err := f.app.TimeClock.ApproveTimesheet(f.ctx, f.boss, dee.ID, date("2026-11-16")); err != nil {
		t.Fatal(err)
	}
	p, err := f.app.TimeClock.Payroll(f.ctx, f.boss, date("2026-11-16"))
	if err != nil {
		t.Fatal(err)
	}
	if len(p.Rows) != 2 || p.Rows[0].UserID != dee.ID || len(p.Rows[0].Leave) != 3 {
		t.Fatalf("payroll rows %+v", p.Rows)
	}
	if a := p.Rows[1]; a.UserID != abe.ID || a.RegularMinutes != 0 || *a.GrossPayCents != 0 || len(a.Leave) != 1 ||
		a.Leave[0].Minutes != 480 || *a.Leave[0].Pay() != "80.00" {
		t.Errorf("Abe's row %+v", a)
	}
	got := map[string]string{}
	for _, l := range p.Rows[0].Leave {
		pay := ""
		if l.Pay() != nil {
			pay = *l.Pay()
		}
		got[l.Type.Name] = strings.TrimSpace(domain.Hundredths(l.Amount) + " " + pay)
		if l.Minutes != 360 {
			t.Errorf("%s: %d minutes, want 360", l.Type.Name, l.Minutes)
		}
	}
	want := map[string]string{"Annual leave": "6 90.00", "Unpaid leave": "6", "Study days": "1 90.00"}
	for k, v := range want {
		if got[k] != v {
			t.Errorf("%s: %q, want %q", k, got[k], v)
		}
	}
	lines := strings.Split(strings.TrimSpace(p.CSV), "\r\n")
	head, row := strings.Split(lines[0], ","), strings.Split(lines[1], ",")
	for i, h := range head {
		if h == "Annual leave hours" && row[i] != "6.00" || h == "Annual leave pay" && row[i] != "90.00" || h == "Unpaid leave pay" && row[i] != "" {
			t.Errorf("CSV %s = %q", h, row[i])
		}
	}
	if !strings.Contains(lines[0], "Sick leave hours,Sick leave pay") {
		t.Errorf("a type in use has its columns even when nobody took it: %s", lines[0])
	}
}

func TestTheLiabilityReportPricesPaidLeavePerPersonAndLocation(t *testing.T) {
	t.Parallel()
	f := newFixture(t)
	var north, south int64
	for name, id := range map[string]*int64{"North": &north, "South": &south} {
		if err := f.app.Store.DB.GetContext(f.ctx, id, `INSERT INTO locations (name) VALUES ($1) RETURNING id`, name); err != nil {
			t.Fatal(err)
		}
	}
	ann := f.employee("Ann North", domain.LeaveProfile{})
	bob := f.employee("Bob South", domain.LeaveProfile{})
	f.exec(`INSERT INTO user_locations (user_id, location_id) VALUES ($1, $2), ($3, $4)`, ann.ID, north, bob.ID, south)
	f.exec(`UPDATE users SET hourly_rate_cents = 2000 WHERE id = $1`, ann.ID)
	days := f.leaveType(domain.LeaveType{Name: "Annual days", Paid: true, Unit: domain.LeaveDays, NeedsApproval: true, NeedsBalance: true})
	f.policy(domain.LeavePolicy{Method: domain.LeaveAllowance, Amount: hours(100)}, "2026-01-01", ann)
	f.policy(domain.LeavePolicy{LeaveTypeID: days.ID, Method: domain.LeaveAllowance, Amount: 2500}, "2026-01-01", bob)
	unpaid, _ := f.app.Store.Q().LeaveTypeOfKind(f.ctx, domain.LeaveUnpaid)
	f.policy(domain.LeavePolicy{LeaveTypeID: unpaid.ID, Method: domain.LeaveAllowance, Amount: hours(50)}, "2026-01-01", ann)
	if _, err := f.leave.Settle(f.ctx, date("2026-11-22")); err != nil {
		t.Fatal(err)
	}
	l, err := f.leave.Liability(f.ctx, f.boss, domain.Date{})
	if err != nil {
		t.Fatal(err)
	}
	if len(l.Lines) != 2 || len(l.Locations) != 2 {
		t.Fatalf("lines %+v, locations %+v", l.Lines, l.Locations)
	}
	a, b := l.Lines[0], l.Lines[1]
	if a.UserID != ann.ID || a.LocationName != "North" || a.Minutes != 6000 || a.ValueCents == nil || *a.ValueCents != 200000 {
		t.Errorf("Ann: %+v", a)
	}
	if b.UserID != bob.ID || b.Balance != 2500 || b.Minutes != 25*480 || b.ValueCents != nil {
		t.Errorf("Bob (25 days of 8 hours, no rate): %+v", b)
	}
	if l.Locations[0].ValueCents != 200000 || l.Locations[1].Minutes != 12000 {
		t.Errorf("totals %+v", l.Locations)
	}
	if !strings.Contains(l.CSV, "Ann North,North,Annual leave,100,hours,100.00,20.00,2000.00,") {
		t.Errorf("CSV:\n%s", l.CSV)
	}
	// A manager of North only sees North's people; staff see nothing.
	lou := f.user(f.app.Manager("Lou North"))
	f.exec(`INSERT INTO manager_locations (user_id, location_id) VALUES ($1, $2)`, lou.ID, north)
	if l, err := f.leave.Liability(f.ctx, lou, domain.Date{}); err != nil || len(l.Lines) != 1 || l.Lines[0].UserID != ann.ID {
		t.Errorf("North's manager: %+v %v", l, err)
	}
	if _, err := f.leave.Liability(f.ctx, ann, domain.Date{}); !isKind(err, domain.Forbidden) {
		t.Errorf("staff: %v, want Forbidden", err)
	}
}

func isKind(err error, k domain.ErrorKind) bool {
	var de *domain.Error
	return errors.As(err, &de) && de.Kind == k
}

// An adjustment settles the account first, so the ledger as stored (the team view's
// reading) holds what the policy granted through today under the adjustment.
func TestAnAdjustmentSettlesWhatThePolicyGrantedFirst(t *testing.T) {
	t.Parallel()
	f := newFixture(t)
	ada := f.employee("Ada Adjusted", domain.LeaveProfile{})
	f.policy(domain.LeavePolicy{Method: domain.LeaveMonthly, Amount: hours(10)}, "2026-01-01", ada)
	if got := f.sum(ada, f.annual.ID, "allowance,accrual"); got != 0 {
		t.Fatalf("granted %d before the adjustment, want nothing settled yet", got)
	}
	if _, err := f.leave.Adjust(f.ctx, f.boss, leave.Adjustment{UserID: ada.ID, LeaveTypeID: f.annual.ID, Amount: hours(8),
		Reason: "Covered the move"}); err != nil {
		t.Fatal(err)
	}
	// January to October (each month accrues at its end), 10 hours a month, and the 8 given.
	if got := f.sum(ada, f.annual.ID, "accrual"); got != hours(100) {
		t.Errorf("accrued %d, want 100 h settled by the adjustment", got)
	}
	if got := f.sum(ada, f.annual.ID, "adjustment"); got != hours(8) {
		t.Errorf("adjusted %d, want 8 h", got)
	}
	if n, err := f.leave.Settle(f.ctx, date("2026-11-22")); err != nil || n != 0 {
		t.Errorf("the hourly settle wrote %d rows (%v) after the adjustment had settled", n, err)
	}
}
