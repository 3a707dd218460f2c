package apitests_test

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/shiftsched/shiftsched/devtools/apptest"
)

// Predictability pay in payroll (docs/labour-rules.md, "Predictable scheduling"): the
// premiums owed for late changes, per person and period, over GraphQL and in the CSV's
// two columns after every other. Chicago's rule (newConsentWorld): one hour's pay per
// change, half the lost hours' pay for a cut.

const payrollPredictabilityQ = `{ payroll(date: "2026-11-23") { hasPredictabilityPay
	rows { userId predictabilityPay predictability { kind status premiumCents } } csv } }`

func TestPredictabilityPayReachesPayroll(t *testing.T) {
	t.Parallel()
	w := newConsentWorld(t)
	app, mia, eve, bob := w.app, w.mia, w.eve, w.bob
	ann, cal := app.Employee("Ann Able"), app.Employee("Cal Calm")
	for id, rate := range map[string]int{bob.ID: 1800, ann.ID: 1600, cal.ID: 1500} {
		mustExec(t, app, `UPDATE users SET hourly_rate_cents = $2 WHERE id = $1`, id, rate)
	}
	app.MustGQL(mia.Token, `mutation { setTimesheetSettings(input: {payPeriod: WEEKLY, payPeriodStart: "2026-11-23",
		paidBreaks: false, roundingMinutes: 0, rounding: NEAREST, overtimePayPercent: 150}) { payPeriod } }`, nil)
	ids := w.publish(t, "2026-11-27", lateShift("", "SATURDAY", eve.ID, "09:00", "17:00"), lateShift("", "SUNDAY", bob.ID, "09:00", "17:00"),
		lateShift("", "SATURDAY", ann.ID, "12:00", "16:00"), lateShift("", "SUNDAY", cal.ID, "10:00", "14:00"))
	// Six and seven days ahead: Eve's and Ann's shifts move an hour later, Bob's is removed.
	w.publish(t, "2026-11-27", lateShift(ids[eve.ID], "SATURDAY", eve.ID, "10:00", "18:00"),
		lateShift(ids[ann.ID], "SATURDAY", ann.ID, "13:00", "17:00"), lateShift(ids[cal.ID], "SUNDAY", cal.ID, "10:00", "14:00"))
	answer := func(u apptest.User, accept bool) {
		mine := w.consents(t, u.Token)
		if len(mine) != 1 {
			t.Fatalf("%s has %d late changes, want 1", u.Name, len(mine))
		}
		app.MustGQL(u.Token, consentAnswerM, map[string]any{"id": mine[0]["id"], "a": accept})
	}
	answer(eve, true)  // a move accepted: owed, one hour at 20.00
	answer(bob, false) // a cut declined: still owed, half of 8 h at 18.00 = 72.00
	answer(ann, false) // a move declined: not owed
	// Ann and Cal swap the shifts they have: what they asked for is no late change.
	var sched string
	if err := app.Store.DB.Get(&sched, `SELECT schedule_id::text FROM shifts WHERE id = $1`, ids[ann.ID]); err != nil {
		t.Fatal(err)
	}
	swap := mustSwap(t, app, ann, shiftRef{ID: ids[ann.ID], ScheduleID: sched, Date: "2026-11-28", DayKey: "saturday", Start: "13:00", End: "17:00"},
		shiftRef{ID: ids[cal.ID], ScheduleID: sched, Date: "2026-11-29", DayKey: "sunday", Start: "10:00", End: "14:00"}, cal)
	mustAccept(t, app, cal, swap)
	app.MustGQL(mia.Token, `mutation($id: ID!) { decideSwap(id: $id, decision: APPROVE) { id } }`, map[string]any{"id": swap})
	if got := w.consents(t, cal.Token); len(got) != 0 {
		t.Fatalf("a swap Cal accepted asked consent: %v", got)
	}
	// Bob has no shift left in the period, so no timesheet: his row comes from what he is owed.
	for _, u := range []apptest.User{eve, ann, cal} {
		app.MustGQL(mia.Token, `mutation($u: ID!) { approveTimesheet(userId: $u, date: "2026-11-23") { userId } }`, map[string]any{"u": u.ID})
	}

	p := app.MustGQL(mia.Token, payrollPredictabilityQ, nil)["payroll"].(map[string]any)
	want := map[string]string{
		eve.ID: `{"predictability":[{"kind":"MOVED","premiumCents":2000,"status":"ACCEPTED"}],"predictabilityPay":"20.00","userId":"` + eve.ID + `"}`,
		bob.ID: `{"predictability":[{"kind":"REMOVED","premiumCents":7200,"status":"DECLINED"}],"predictabilityPay":"72.00","userId":"` + bob.ID + `"}`,
		ann.ID: `{"predictability":[],"predictabilityPay":"0.00","userId":"` + ann.ID + `"}`,
		cal.ID: `{"predictability":[],"predictabilityPay":"0.00","userId":"` + cal.ID + `"}`,
	}
	rows := p["rows"].([]any)
	if p["hasPredictabilityPay"] != true || len(rows) != len(want) {
		t.Fatalf("payroll %v, want the predictability columns and four rows", p)
	}
	for _, r := range rows {
		got, _ := json.Marshal(r)
		if id := r.(map[string]any)["userId"].(string); string(got) != want[id] {
			t.Errorf("row %s, want %s", got, want[id])
		}
	}
	lines := strings.Split(strings.TrimSpace(p["csv"].(string)), "\r\n")
	if !strings.HasPrefix(lines[0], "Employee ID,Name,Email,Period start,Period end,Regular hours,Overtime hours,Break hours,Hourly rate,Gross pay,Currency,Banked overtime hours") ||
		!strings.HasSuffix(lines[0], ",Late changes paid,Predictability pay") {
		t.Errorf("header %q: the predictability columns come after every other", lines[0])
	}
	cells := map[string]string{eve.ID: ",1,20.00", bob.ID: ",1,72.00", ann.ID: ",0,0.00", cal.ID: ",0,0.00"}
	for _, l := range lines[1:] {
		id, _, _ := strings.Cut(l, ",")
		if !strings.HasSuffix(l, cells[id]) {
			t.Errorf("CSV row %q, want it to end %q", l, cells[id])
		}
	}

	t.Run("OK/ATokenWithoutStaffReadSeesTheChangesNotTheMoney", func(t *testing.T) {
		tok, _ := mustToken(t, app, mia, []string{"time:manage"}, nil)
		p := app.MustGQL(tok, payrollPredictabilityQ, nil)["payroll"].(map[string]any)
		got, _ := json.Marshal(p["rows"])
		if strings.Contains(string(got), "premiumCents\":7") || strings.Contains(string(got), "20.00") || !strings.Contains(string(got), `"kind":"REMOVED","premiumCents":null`) {
			t.Errorf("rows through a token without staff:read: %s", got)
		}
		for _, l := range strings.Split(strings.TrimSpace(p["csv"].(string)), "\r\n")[1:] {
			if id, _, _ := strings.Cut(l, ","); (id == eve.ID || id == bob.ID) && !strings.HasSuffix(l, ",1,") {
				t.Errorf("CSV row %q: the count stays, the money goes", l)
			}
		}
	})
}

// A workplace without a predictability rule and nothing owed gets no new column.
func TestPayrollWithoutPredictabilityHasNoColumn(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	mia := app.Manager("Mia Manager")
	p := app.MustGQL(mia.Token, `{ payroll(date: "2026-11-23") { hasPredictabilityPay csv } }`, nil)["payroll"].(map[string]any)
	if p["hasPredictabilityPay"] != false || strings.Contains(p["csv"].(string), "Predictability") {
		t.Errorf("payroll %v", p)
	}
}
