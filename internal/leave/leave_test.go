package leave_test

import (
	"errors"
	"slices"
	"sync"
	"testing"

	"github.com/shiftsched/shiftsched/internal/domain"
	"github.com/shiftsched/shiftsched/internal/i18n"
	"github.com/shiftsched/shiftsched/internal/leave"
	"github.com/shiftsched/shiftsched/internal/store"
)

func TestAnAllowanceIsProRatedForJoinersLeaversAndPartTime(t *testing.T) {
	t.Parallel()
	f := newFixture(t)
	joiner := f.employee("Jo Joiner", domain.LeaveProfile{StartsOn: ptr(date("2026-07-01"))})
	part := f.employee("Pat Parttime", domain.LeaveProfile{StartsOn: ptr(date("2025-03-01")), MinutesPerWeek: ptr(1200)})
	leaver := f.employee("Lee Leaver", domain.LeaveProfile{EndsOn: ptr(date("2026-06-30"))})
	f.policy(domain.LeavePolicy{Method: domain.LeaveAllowance, Amount: hours(200)}, "2026-01-01", joiner, part, leaver)

	for _, c := range []struct {
		who  *domain.User
		day  string
		want int64
	}{
		{joiner, "2026-06-30", 0},
		{joiner, "2026-07-01", 10082}, // 184 of 365 days of 200 h
		{part, "2026-01-01", 10000},   // 20 of 40 hours a week
		{leaver, "2026-01-01", 9918},  // 181 of 365 days
	} {
		if got := f.balance(c.who, c.day); got != c.want {
			t.Errorf("%s on %s: %d, want %d", c.who.Name, c.day, got, c.want)
		}
	}
	if _, err := f.leave.Settle(f.ctx, date("2026-11-22")); err != nil {
		t.Fatal(err)
	}
	if got := f.stored(joiner, "2026-11-22"); got != 10082 {
		t.Errorf("stored after settling %d, want 10082", got)
	}
	// The leaver leaves earlier than planned: settling corrects the year's allowance.
	if err := f.leave.SetProfile(f.ctx, f.boss, domain.LeaveProfile{UserID: leaver.ID, EndsOn: ptr(date("2026-03-31")), WorkDays: []int{1, 2, 3, 4, 5}}); err != nil {
		t.Fatal(err)
	}
	if _, err := f.leave.Settle(f.ctx, date("2026-11-22")); err != nil {
		t.Fatal(err)
	}
	if got := f.stored(leaver, "2026-11-22"); got != 4932 { // 90 of 365 days
		t.Errorf("leaver after the correction %d, want 4932", got)
	}
}

func TestLeaveAccruesPerHourWorkedOnApprovedTimesheetsOnly(t *testing.T) {
	t.Parallel()
	f := newFixture(t)
	eve := f.employee("Eve Worker", domain.LeaveProfile{})
	f.policy(domain.LeavePolicy{Method: domain.LeaveHoursWorked, Amount: 10}, "2026-01-01", eve) // 0.1 h an hour
	for _, in := range []string{"2026-11-02 09:00Z", "2026-11-03 09:00Z", "2026-11-10 09:00Z"} {
		f.exec(`INSERT INTO time_records (user_id, clock_in_at, clock_out_at, source, clock_out_source, no_shift)
			VALUES ($1, $2::timestamptz, $2::timestamptz + interval '8 hours', 'device', 'device', true)`, eve.ID, in)
	}
	// Weekly pay periods from Friday 2 January 2026: 30 October to 5 November is approved,
	// the week of 10 November is not.
	f.exec(`INSERT INTO timesheet_approvals (user_id, period_start, period_end, approved_at) VALUES ($1, '2026-10-30', '2026-11-05', now())`, eve.ID)
	if got := f.balance(eve, "2026-11-04"); got != 0 {
		t.Errorf("before the period ends: %d", got)
	}
	if got := f.balance(eve, "2026-11-22"); got != 160 { // 16 h worked × 0.1
		t.Errorf("after: %d, want 160", got)
	}
}

func TestCarryOverIsCappedAndExpiresAtItsBoundary(t *testing.T) {
	t.Parallel()
	f := newFixture(t)
	ann := f.employee("Ann Carrier", domain.LeaveProfile{})
	f.policy(domain.LeavePolicy{Method: domain.LeaveAllowance, Amount: hours(100), CarryOverMax: hours(20),
		CarryExpMonth: ptr(3), CarryExpDay: ptr(31)}, "2025-01-01", ann)
	// Leave taken before the app knew requests: rows of the ledger as an approval writes them.
	for _, row := range []struct {
		on     string
		amount int64
	}{{"2025-06-02", -3000}, {"2026-02-02", -500}} {
		f.exec(`INSERT INTO leave_ledger (user_id, leave_type_id, effective_on, kind, amount) VALUES ($1, $2, $3, 'taken', $4)`,
			ann.ID, f.annual.ID, row.on, row.amount)
	}
	want := map[string]int64{
		"2025-01-01": 10000,
		"2025-12-31": 7000,
		"2026-01-01": 12000, // 7000 expires, 2000 carries, 10000 granted
		"2026-02-02": 11500, // the 5 h taken use carried-over leave first
		"2026-03-30": 11500,
		"2026-03-31": 10000, // the 15 h still carried expire
	}
	for day, w := range want {
		if got := f.balance(ann, day); got != w {
			t.Errorf("projected on %s: %d, want %d", day, got, w)
		}
	}
	n, err := f.leave.Settle(f.ctx, date("2026-11-22"))
	if err != nil || n == 0 {
		t.Fatalf("settled %d rows: %v", n, err)
	}
	for day, w := range want {
		if got := f.stored(ann, day); got != w {
			t.Errorf("stored on %s: %d, want %d", day, got, w)
		}
		if got := ledgerSum(f, ann, day); got != w {
			t.Errorf("the ledger's own sum on %s: %d, want %d", day, got, w)
		}
	}
	if n, err := f.leave.Settle(f.ctx, date("2026-11-22")); err != nil || n != 0 {
		t.Errorf("settling again wrote %d rows: %v", n, err)
	}
}

func TestAnAccrualStopsAtTheCap(t *testing.T) {
	t.Parallel()
	f := newFixture(t)
	cal := f.employee("Cal Capped", domain.LeaveProfile{})
	f.policy(domain.LeavePolicy{Method: domain.LeaveMonthly, Amount: hours(10), Cap: ptr(hours(25))}, "2026-01-01", cal)
	for day, w := range map[string]int64{"2026-01-30": 0, "2026-01-31": 1000, "2026-02-28": 2000, "2026-03-31": 2500, "2026-04-30": 2500} {
		if got := f.balance(cal, day); got != w {
			t.Errorf("on %s: %d, want %d", day, got, w)
		}
	}
}

// conflict returns err as a Conflict with its numbers, failing the test otherwise.
func conflict(t *testing.T, err error) *domain.Error {
	t.Helper()
	var de *domain.Error
	if !errors.As(err, &de) || de.Kind != domain.Conflict || de.Details["reason"] != "LEAVE_BALANCE" {
		t.Fatalf("want a leave balance Conflict, got %v", err)
	}
	return de
}

func TestABalanceMayGoNegativeOnlyAsFarAsThePolicyAllows(t *testing.T) {
	t.Parallel()
	f := newFixture(t)
	nia := f.employee("Nia Negative", domain.LeaveProfile{})
	f.policy(domain.LeavePolicy{Method: domain.LeaveAllowance, Amount: hours(16), NegativeLimit: hours(8)}, "2026-01-01", nia)
	three := f.request(nia, "2026-11-30", "2026-12-02") // Monday to Wednesday: 24 h
	one := f.request(nia, "2026-12-03", "2026-12-03")   // Thursday: 8 h
	if err := f.approve(three); err != nil {
		t.Fatal(err)
	}
	if got := f.balance(nia, "2026-12-02"); got != -800 {
		t.Errorf("after three days: %d, want -800", got)
	}
	de := conflict(t, f.approve(one))
	if de.Details["requested"] != 8.0 || de.Details["balance"] != -8.0 || de.Details["negativeLimit"] != 8.0 {
		t.Errorf("numbers %v", de.Details)
	}
	if de.Msg != "This request needs 8 hours of Annual leave, but the balance on 2026-12-03 is -8 hours and may go at most 8 below zero." {
		t.Errorf("message %q", de.Msg)
	}
	if got := i18n.Error("de", de.Msg); got != "Dieser Antrag braucht 8 Stunden Annual leave, aber der Saldo am 2026-12-03 beträgt -8 Stunden und darf höchstens 8 unter null fallen." {
		t.Errorf("in German %q", got)
	}
	_, err := f.avail.RequestTimeOff(f.ctx, nia, availabilityInput("2026-12-04"))
	conflict(t, err)
}

func TestARequestAcrossAPublicHolidayAndAWeekendDeductsTheWorkingDaysOnly(t *testing.T) {
	t.Parallel()
	f := newFixture(t)
	var london, leeds int64
	if err := f.app.Store.DB.GetContext(f.ctx, &london, `INSERT INTO locations (name) VALUES ('London') RETURNING id`); err != nil {
		t.Fatal(err)
	}
	if err := f.app.Store.DB.GetContext(f.ctx, &leeds, `INSERT INTO locations (name) VALUES ('Leeds') RETURNING id`); err != nil {
		t.Fatal(err)
	}
	hal := f.employee("Hal Holiday", domain.LeaveProfile{})
	lou := f.employee("Lou Leeds", domain.LeaveProfile{})
	f.exec(`INSERT INTO user_locations (user_id, location_id) VALUES ($1, $2), ($3, $4)`, hal.ID, london, lou.ID, leeds)
	if err := f.leave.SetHolidayCalendar(f.ctx, f.boss, london, &domain.HolidayCalendar{Country: "GB"}); err != nil {
		t.Fatal(err)
	}
	f.policy(domain.LeavePolicy{Method: domain.LeaveAllowance, Amount: hours(200)}, "2026-01-01", hal, lou)
	// Thursday 24 to Tuesday 29 December 2026: Christmas on Friday, the weekend, and Boxing
	// Day (a Saturday) observed on Monday 28.
	preview := func(u *domain.User) int64 {
		t.Helper()
		o, err := f.leave.Preview(f.ctx, u, leave.PreviewInput{UserID: u.ID, First: date("2026-12-24"), Last: date("2026-12-29")})
		if err != nil {
			t.Fatal(err)
		}
		return o.Deduction.Amount
	}
	if got := preview(hal); got != hours(16) {
		t.Errorf("London: %d, want 16 h", got)
	}
	if got := preview(lou); got != hours(32) { // Leeds keeps no holidays: the weekend only
		t.Errorf("Leeds: %d, want 32 h", got)
	}
	// London works Boxing Day this year.
	if err := f.leave.SetHolidayChange(f.ctx, f.boss, domain.HolidayChange{LocationID: &london, Date: date("2026-12-28"), Removed: true}, false); err != nil {
		t.Fatal(err)
	}
	if got := preview(hal); got != hours(24) {
		t.Errorf("London without Boxing Day: %d, want 24 h", got)
	}
	id := f.request(hal, "2026-12-24", "2026-12-29")
	if err := f.approve(id); err != nil {
		t.Fatal(err)
	}
	if got := f.balance(hal, "2026-12-24"); got != hours(200-24) {
		t.Errorf("after approval: %d", got)
	}
}

func TestCancellingOrWithdrawingApprovedLeaveRestoresTheBalance(t *testing.T) {
	t.Parallel()
	f := newFixture(t)
	cy := f.employee("Cy Cancel", domain.LeaveProfile{})
	f.policy(domain.LeavePolicy{Method: domain.LeaveAllowance, Amount: hours(40)}, "2026-01-01", cy)
	a := f.request(cy, "2026-11-30", "2026-12-01")
	b := f.request(cy, "2026-12-07", "2026-12-07")
	for _, id := range []int64{a, b} {
		if err := f.approve(id); err != nil {
			t.Fatal(err)
		}
	}
	if got := f.balance(cy, "2026-12-31"); got != hours(16) {
		t.Fatalf("after approving 24 h: %d", got)
	}
	if _, err := f.avail.CancelTimeOff(f.ctx, f.boss, a, "Shop closed"); err != nil {
		t.Fatal(err)
	}
	if _, err := f.avail.WithdrawTimeOff(f.ctx, cy, b); err != nil {
		t.Fatal(err)
	}
	if got := f.balance(cy, "2026-12-31"); got != hours(40) {
		t.Errorf("after cancelling both: %d, want 40 h", got)
	}
	rows, err := f.leave.Ledger(f.ctx, cy, cy.ID, f.annual.ID, domain.Date{}, domain.Date{})
	if err != nil {
		t.Fatal(err)
	}
	kinds := map[domain.LeaveEntryKind]int64{}
	for _, r := range rows {
		kinds[r.Kind] += r.Amount
	}
	if kinds[domain.EntryTaken] != -hours(24) || kinds[domain.EntryRestored] != hours(24) {
		t.Errorf("ledger %v", kinds)
	}
}

func TestOfTwoApprovalsRacingForOneBalanceOneIsRefusedWithTheNumbers(t *testing.T) {
	t.Parallel()
	f := newFixture(t)
	ray := f.employee("Ray Race", domain.LeaveProfile{})
	f.policy(domain.LeavePolicy{Method: domain.LeaveAllowance, Amount: hours(30)}, "2026-01-01", ray)
	ids := []int64{f.request(ray, "2026-11-30", "2026-12-02"), f.request(ray, "2026-12-03", "2026-12-04")} // 24 h, 16 h
	errs := make([]error, 2)
	var wg sync.WaitGroup
	for i, id := range ids {
		wg.Add(1)
		go func() { defer wg.Done(); errs[i] = f.approve(id) }()
	}
	wg.Wait()
	ok := 0
	for _, err := range errs {
		if err == nil {
			ok++
		} else {
			conflict(t, err)
		}
	}
	if ok != 1 {
		t.Fatalf("%d approvals succeeded: %v", ok, errs)
	}
	if got := f.balance(ray, "2026-12-31"); got != hours(6) && got != hours(14) {
		t.Errorf("balance %d: neither 6 h nor 14 h", got)
	}
}

func TestABalanceAtAPastDateIsTheSumOfTheLedger(t *testing.T) {
	t.Parallel()
	f := newFixture(t)
	pam := f.employee("Pam Past", domain.LeaveProfile{})
	f.policy(domain.LeavePolicy{Method: domain.LeaveMonthly, Amount: hours(15)}, "2026-01-01", pam)
	if _, err := f.leave.Adjust(f.ctx, f.boss, leave.Adjustment{UserID: pam.ID, LeaveTypeID: f.annual.ID, Amount: hours(-4),
		On: date("2026-05-15"), Reason: "Paid out at her request"}); err != nil {
		t.Fatal(err)
	}
	if _, err := f.leave.Settle(f.ctx, date("2026-11-22")); err != nil {
		t.Fatal(err)
	}
	for _, day := range []string{"2026-01-31", "2026-05-14", "2026-05-15", "2026-10-31", "2026-11-22"} {
		sum := ledgerSum(f, pam, day)
		if got := f.stored(pam, day); got != sum {
			t.Errorf("balance on %s %d, the ledger's sum %d", day, got, sum)
		}
		bs, err := f.leave.Balances(f.ctx, f.boss, []int64{pam.ID}, f.annual.ID, date("2026-01-01"), date(day))
		if err != nil || len(bs) != 1 || bs[0].Closing != sum {
			t.Errorf("Balances on %s: %+v %v, want %d", day, bs, err, sum)
			continue
		}
		// The adjustment is the only other change; the parts add up to the closing balance.
		other := int64(0)
		if day >= "2026-05-15" {
			other = hours(-4)
		}
		if b := bs[0]; b.Other != other || b.Opening != 0 || b.Taken != 0 || b.Granted != sum-other {
			t.Errorf("Balances on %s: %+v, want other %d and granted %d", day, b, other, sum-other)
		}
		closing, err := f.leave.ClosingBalances(f.ctx, f.boss, nil, f.annual.ID, date("2026-01-01"), date(day))
		if i := slices.IndexFunc(closing, func(b store.LeaveBalance) bool { return b.UserID == pam.ID }); err != nil || i < 0 || closing[i].Closing != sum {
			t.Errorf("ClosingBalances of everyone on %s: %+v %v, want Pam's %d", day, closing, err, sum)
		}
	}
	if got := ledgerSum(f, pam, "2026-05-15"); got != hours(15*4-4) {
		t.Errorf("on 15 May %d", got)
	}
}

// ledgerSum sums the person's annual ledger rows through the day straight from the table.
func ledgerSum(f *fixture, u *domain.User, day string) int64 {
	f.t.Helper()
	var s int64
	if err := f.app.Store.DB.GetContext(f.ctx, &s, `SELECT COALESCE(sum(amount), 0) FROM leave_ledger
		WHERE user_id = $1 AND leave_type_id = $2 AND effective_on <= $3`, u.ID, f.annual.ID, day); err != nil {
		f.t.Fatal(err)
	}
	return s
}
