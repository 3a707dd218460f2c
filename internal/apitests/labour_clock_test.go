package apitests_test

import (
	"context"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/shiftsched/shiftsched/devtools/apptest"
	"github.com/shiftsched/shiftsched/internal/domain"
	"github.com/shiftsched/shiftsched/internal/store"
	"github.com/shiftsched/shiftsched/internal/timeclock"
)

// The labour rules at the time clock, on timesheets and in payroll (docs/labour-rules.md,
// "At the time clock, on timesheets and in payroll").

const labourSheetQ = `query($d: Date) { timesheets(date: $d) { timesheets { userId
	premiums { kind name minutes pay }
	days { date entries { paidMinutes breakMinutes deductedBreakMinutes flags labour { flag message source } premiums { kind minutes pay } } } } } }`

// clockDay clocks the employee in at the instant, through the steps ("break 15m",
// "work 2h"), and out: a day on the app's clock.
func clockDay(t *testing.T, app *apptest.App, token string, in time.Time, steps ...string) {
	t.Helper()
	app.Clock.Set(in)
	app.MustGQL(token, `mutation { clock(action: CLOCK_IN) { id } }`, nil)
	for _, s := range steps {
		what, d, _ := strings.Cut(s, " ")
		dur, err := time.ParseDuration(d)
		if err != nil {
			t.Fatal(err)
		}
		if what == "break" {
			app.MustGQL(token, `mutation { clock(action: BREAK_START) { id } }`, nil)
		}
		app.Clock.Advance(dur)
		if what == "break" {
			app.MustGQL(token, `mutation { clock(action: BREAK_END) { id } }`, nil)
		}
	}
	app.MustGQL(token, `mutation { clock(action: CLOCK_OUT, reason: "done") { id } }`, nil)
}

// labourTimesheetOf is the employee's timesheet of the period holding day.
func labourTimesheetOf(t *testing.T, app *apptest.App, token, userID, day string) map[string]any {
	t.Helper()
	for _, ts := range app.MustGQL(token, labourSheetQ, map[string]any{"d": day})["timesheets"].(map[string]any)["timesheets"].([]any) {
		if ts := ts.(map[string]any); ts["userId"] == userID {
			return ts
		}
	}
	t.Fatalf("no timesheet of %s", userID)
	return nil
}

// California: a 7-hour day without a break and one whose break is clocked as two parts
// of 15 minutes each miss the meal period; each pays an hour at 20.00 on the timesheet,
// over GraphQL's payroll and in the CSV's own columns after the existing ones. A day
// across midnight is judged whole.
func TestCaliforniaMissedMealPeriodsReachTimesheetAndPayroll(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	mia, eve := app.Manager("Mia Manager"), app.Employee("Eve Worker")
	app.MustGQL(mia.Token, `mutation($r: ID!) { applyLabourPreset(ruleSetId: $r, presetId: "us-ca") { presetId } }`,
		map[string]any{"r": defaultRuleSet(t, app)})
	app.MustGQL(mia.Token, `mutation($u: ID!) { setPersonWorkplace(input: {userId: $u, hourlyRateCents: 2000, positions: [], locationIds: []}) { userId } }`,
		map[string]any{"u": eve.ID})
	monday := time.Date(2026, 11, 23, 8, 0, 0, 0, time.UTC)
	app.MustGQL(mia.Token, `mutation { setTimesheetSettings(input: {payPeriod: WEEKLY, payPeriodStart: "2026-11-23",
		paidBreaks: false, roundingMinutes: 0, rounding: NEAREST, overtimePayPercent: 150}) { payPeriod } }`, nil)
	clockDay(t, app, eve.Token, monday, "work 7h")
	clockDay(t, app, eve.Token, monday.AddDate(0, 0, 1), "work 2h", "break 15m", "work 2h", "break 15m", "work 3h")
	clockDay(t, app, eve.Token, monday.AddDate(0, 0, 2), "work 4h", "break 30m", "work 3h") // kept
	clockDay(t, app, eve.Token, monday.AddDate(0, 0, 3).Add(14*time.Hour), "work 7h30m")    // 22:00 to 05:30
	ts := labourTimesheetOf(t, app, mia.Token, eve.ID, "2026-11-23")
	var flags []string
	for _, d := range ts["days"].([]any) {
		for _, e := range d.(map[string]any)["entries"].([]any) {
			e := e.(map[string]any)
			for _, n := range e["labour"].([]any) {
				n := n.(map[string]any)
				flags = append(flags, n["flag"].(string))
				if n["source"] != "California Labor Code § 512(a)" || !strings.Contains(n["message"].(string), "Eve Worker worked") {
					t.Errorf("a note without the rule's words or source: %v", n)
				}
			}
		}
	}
	if strings.Join(flags, ",") != "MISSED_BREAK,SHORT_BREAK,MISSED_BREAK" {
		t.Errorf("flags %v, want a missed, a short and a missed (past midnight) break", flags)
	}
	prem := ts["premiums"].([]any)
	if len(prem) != 1 || prem[0].(map[string]any)["minutes"].(float64) != 180 || prem[0].(map[string]any)["pay"] != "60.00" {
		t.Fatalf("premiums %v, want three hours of meal period premium, 60.00", prem)
	}
	app.MustGQL(mia.Token, `mutation($u: ID!) { approveTimesheet(userId: $u, date: "2026-11-23") { userId } }`, map[string]any{"u": eve.ID})
	p := app.MustGQL(mia.Token, `{ payroll(date: "2026-11-23") { premiumKinds rows { userId premiums { kind minutes pay } } csv } }`, nil)["payroll"].(map[string]any)
	if k := p["premiumKinds"].([]any); len(k) != 1 || k[0] != "MISSED_BREAK" {
		t.Errorf("premium kinds %v", k)
	}
	lines := strings.Split(strings.TrimSpace(p["csv"].(string)), "\r\n")
	if !strings.HasPrefix(lines[0], "Employee ID,Name,Email,Period start,Period end,Regular hours,Overtime hours,Break hours,Hourly rate,Gross pay,Currency,Banked overtime hours") ||
		!strings.HasSuffix(lines[0], ",Missed break premium hours,Missed break premium pay") {
		t.Errorf("header %q: the premium's columns come after the others", lines[0])
	}
	if len(lines) != 2 || !strings.HasSuffix(lines[1], ",3.00,60.00") {
		t.Errorf("rows %q, want Eve's three hours of premium, 60.00", lines[1:])
	}
	// Pay follows pay reach: a token without staff:read sees the hours, not the money.
	tok, _ := mustToken(t, app, mia, []string{"time:manage"}, nil)
	p = app.MustGQL(tok, `{ payroll(date: "2026-11-23") { rows { premiums { minutes pay } } csv } }`, nil)["payroll"].(map[string]any)
	line := p["rows"].([]any)[0].(map[string]any)["premiums"].([]any)[0].(map[string]any)
	if rows := strings.Split(strings.TrimSpace(p["csv"].(string)), "\r\n"); line["pay"] != nil || line["minutes"].(float64) != 180 || !strings.HasSuffix(rows[1], ",3.00,") {
		t.Errorf("through a token without staff:read: %v, %q", line, rows[1])
	}
}

// A rule that allows it deducts an unpaid break that was not clocked: the entry says so,
// pays 30 minutes less, and earns no missed-break premium; a break clocked but short is
// still short.
func TestAnUnclockedUnpaidBreakIsDeductedWhereTheRuleAllows(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	mia, eve := app.Manager("Mia Manager"), app.Employee("Eve Worker")
	app.MustGQL(mia.Token, setLabourM, map[string]any{"r": defaultRuleSet(t, app), "in": map[string]any{
		"breaks":   []any{map[string]any{"severity": "WARN", "afterMinutes": 360, "minutes": 30, "paid": false, "autoDeduct": true}},
		"premiums": []any{map[string]any{"kind": "MISSED_BREAK", "name": "Missed break", "hours": 1}},
	}})
	monday := time.Date(2026, 11, 23, 8, 0, 0, 0, time.UTC)
	clockDay(t, app, eve.Token, monday, "work 7h")
	clockDay(t, app, eve.Token, monday.AddDate(0, 0, 1), "work 3h", "break 10m", "work 4h")
	ts := labourTimesheetOf(t, app, mia.Token, eve.ID, "2026-11-23")
	days := ts["days"].([]any)
	first := days[0].(map[string]any)["entries"].([]any)[0].(map[string]any)
	if first["deductedBreakMinutes"].(float64) != 30 || first["paidMinutes"].(float64) != 390 || first["breakMinutes"].(float64) != 30 ||
		!strings.Contains(strings.Join(anyStrings(first["flags"]), ","), "BREAK_DEDUCTED") || len(first["premiums"].([]any)) != 0 {
		t.Errorf("the 7-hour day: %v", first)
	}
	second := days[1].(map[string]any)["entries"].([]any)[0].(map[string]any)
	if !strings.Contains(strings.Join(anyStrings(second["flags"]), ","), "SHORT_BREAK") || second["deductedBreakMinutes"].(float64) != 0 {
		t.Errorf("the day with a 10-minute break: %v", second)
	}
	if got := setLabourErr(app, mia.Token, defaultRuleSet(t, app), map[string]any{
		"breaks": []any{map[string]any{"severity": "WARN", "afterMinutes": 360, "minutes": 30, "paid": true, "autoDeduct": true}}}); got != "BAD_USER_INPUT" {
		t.Errorf("a paid break deducted: %s", got)
	}
}

// A minor's clock-in before the earliest start is refused with a sentence under a hard
// rule; under a warning it goes through, and the timesheet flags the early start and
// the late end.
func TestAMinorAtTheTimeClock(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	mia, tom := app.Manager("Mia Manager"), app.Employee("Tom Young")
	rs := defaultRuleSet(t, app)
	app.MustGQL(mia.Token, `mutation($r: ID!) { applyLabourPreset(ruleSetId: $r, presetId: "us-flsa-minors") { presetId } }`, map[string]any{"r": rs})
	app.MustGQL(mia.Token, `mutation($u: ID!) { setBirthDate(userId: $u, birthDate: "2011-06-01") }`, map[string]any{"u": tom.ID})
	app.Clock.Set(time.Date(2026, 11, 23, 6, 30, 0, 0, time.UTC))
	apptest.Want(t, app.GQL(tom.Token, `mutation { clock(action: CLOCK_IN) { id } }`, nil),
		"BAD_USER_INPUT", "Under 16, you may clock in from 07:00.")
	app.Clock.Set(time.Date(2026, 11, 23, 19, 0, 0, 0, time.UTC))
	apptest.Want(t, app.GQL(tom.Token, `mutation { clock(action: CLOCK_IN) { id } }`, nil),
		"BAD_USER_INPUT", "Under 16, you may work until 19:00: it is too late to clock in today.")
	app.MustGQL(mia.Token, setLabourM, map[string]any{"r": rs, "in": map[string]any{
		"minors": []any{map[string]any{"severity": "WARN", "underAge": 16, "earliestStart": "07:00", "latestEnd": "19:00"}}}})
	clockDay(t, app, tom.Token, time.Date(2026, 11, 23, 6, 30, 0, 0, time.UTC), "work 13h")
	ts := labourTimesheetOf(t, app, mia.Token, tom.ID, "2026-11-23")
	e := ts["days"].([]any)[0].(map[string]any)["entries"].([]any)[0].(map[string]any)
	if got := strings.Join(anyStrings(e["flags"]), ","); !strings.Contains(got, "MINOR_EARLY_START") || !strings.Contains(got, "MINOR_LATE_END") {
		t.Errorf("flags %s, want the early start and the late end", got)
	}
}

func anyStrings(v any) []string {
	var out []string
	for _, s := range v.([]any) {
		out = append(out, s.(string))
	}
	return out
}

// setLabourErr sets labour rules and returns the error's code ("" when it succeeded).
func setLabourErr(app *apptest.App, token, rs string, in map[string]any) string {
	return app.GQL(token, setLabourM, map[string]any{"r": rs, "in": in}).Code()
}

// The week's scheduled labour cost, which a location's budget is checked against, adds
// the premiums the labour rules price: 8 Sunday hours at 20.00 cost 160.00 within a
// budget of 170.00, and 200.00 past it with a Sunday premium of 25%.
func TestPremiumsCountInTheScheduledLabourCostOfABudget(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	mia := app.Manager("Mia Budget")
	loc := mustLocation(t, app, "Pier")
	eve := app.Employee("Eve Paid")
	app.MustGQL(mia.Token, `mutation($u: ID!) { setPersonWorkplace(input: {userId: $u, hourlyRateCents: 2000, positions: [], locationIds: []}) { userId } }`,
		map[string]any{"u": eve.ID})
	app.MustGQL(mia.Token, `mutation($l: ID!) { setLabourBudget(locationId: $l, weeklyBudgetCents: 17000) }`, map[string]any{"l": loc})
	shifts := []any{map[string]any{"dayKey": "SUNDAY", "userId": eve.ID, "startTime": "09:00", "endTime": "17:00", "locationId": loc}}
	budgetWarnings := func() []string {
		d := app.MustGQL(mia.Token, `query($s: [ShiftInput!]) { publishPreview(weekStarting: "2026-11-27", shifts: $s) { conflicts { code message } } }`,
			map[string]any{"s": shifts})["publishPreview"].(map[string]any)
		var out []string
		for _, c := range d["conflicts"].([]any) {
			if c := c.(map[string]any); c["code"] == "OVER_BUDGET" {
				out = append(out, c["message"].(string))
			}
		}
		return out
	}
	if got := budgetWarnings(); len(got) != 0 {
		t.Fatalf("160.00 within 170.00: %v", got)
	}
	app.MustGQL(mia.Token, setLabourM, map[string]any{"r": defaultRuleSet(t, app), "in": map[string]any{
		"premiums": []any{map[string]any{"kind": "SUNDAY", "name": "Sunday", "percent": 25}}}})
	if got := budgetWarnings(); len(got) != 1 || got[0] != "The week's scheduled labour cost at Pier, 200.00, passes its weekly budget of 170.00." {
		t.Errorf("with a Sunday premium: %v", got)
	}
}

// A pay period's timesheets read the labour rules' needs in a few set-based statements,
// as many for 20 people as for 5.
func TestTimesheetLabourStatementsDoNotGrow(t *testing.T) {
	t.Parallel()
	five, twenty := timesheetStatements(t, 5), timesheetStatements(t, 20)
	t.Logf("timesheets with labour rules: %d statements for 5 people, %d for 20", five, twenty)
	if five != twenty {
		t.Errorf("statements grow with people: %d for 5, %d for 20", five, twenty)
	}
}

func timesheetStatements(t *testing.T, people int) int64 {
	t.Helper()
	app := apptest.New(t)
	mia := app.Manager("Mia Manager")
	seedWorkplace(t, app, mia, people, 0, 0)
	app.MustGQL(mia.Token, setLabourM, map[string]any{"r": defaultRuleSet(t, app), "in": map[string]any{
		"breaks":   []any{map[string]any{"severity": "WARN", "afterMinutes": 300, "minutes": 30, "paid": false}},
		"minors":   []any{map[string]any{"severity": "WARN", "underAge": 18, "latestEnd": "20:00"}},
		"premiums": []any{map[string]any{"kind": "MISSED_BREAK", "name": "Missed", "hours": 1}, map[string]any{"kind": "HOLIDAY", "name": "Holiday", "percent": 100}},
	}})
	if _, err := app.Store.DB.Exec(`
		WITH r AS (INSERT INTO time_records (user_id, clock_in_at, clock_out_at, source, clock_out_source, no_shift)
		           SELECT id, '2026-11-20 08:00Z', '2026-11-20 16:00Z', 'device', 'device', true FROM users WHERE role = 'employee'
		           RETURNING id)
		INSERT INTO time_breaks (record_id, started_at, ended_at) SELECT id, '2026-11-20 12:00Z', '2026-11-20 12:10Z' FROM r`); err != nil {
		t.Fatal(err)
	}
	actor, err := app.Sessions.Authenticate(context.Background(), mia.Token)
	if err != nil {
		t.Fatal(err)
	}
	cctx, counter := store.WithCounter(context.Background())
	p, err := app.TimeClock.Timesheets(cctx, actor, domain.Date{Year: 2026, Month: 11, Day: 20})
	if err != nil {
		t.Fatal(err)
	}
	short := 0
	for _, ts := range p.People {
		for _, d := range ts.Days {
			for _, e := range d.Entries {
				if slices.Contains(e.Flags, timeclock.FlagShortBreak) {
					short++
				}
			}
		}
	}
	if short != people {
		t.Fatalf("%d short breaks flagged, want %d", short, people)
	}
	return counter.Statements()
}
