package apitests_test

import (
	"slices"
	"testing"

	"github.com/shiftsched/shiftsched/devtools/apptest"
)

// leaveWorld is a workplace whose annual leave is 16 hours a year, given to Eve.
func leaveWorld(t *testing.T) (*apptest.App, apptest.User, apptest.User, apptest.User) {
	t.Helper()
	app := apptest.New(t)
	mia, eve, bob := app.Manager("Mia Manager"), app.Employee("Eve Early"), app.Employee("Bob Busy")
	d := app.MustGQL(mia.Token, `mutation { saveLeavePolicy(input: {leaveTypeId: 1, name: "Two days", method: ALLOWANCE, amount: 16}) { id } }`, nil)
	app.MustGQL(mia.Token, `mutation($p: ID!, $u: ID!) { assignLeavePolicy(leaveTypeId: 1, policyId: $p, userId: $u) }`,
		map[string]any{"p": d["saveLeavePolicy"].(map[string]any)["id"], "u": eve.ID})
	return app, mia, eve, bob
}

func TestARequestOverTheBalanceIsRefusedWithTheNumbers(t *testing.T) {
	t.Parallel()
	app, _, eve, bob := leaveWorld(t)
	res := app.GQL(eve.Token, `mutation { requestTimeOffRange(input: {date: "2026-11-30", endDate: "2026-12-02"}) { id } }`, nil)
	if res.Code() != "CONFLICT" {
		t.Fatalf("got %s", res.Raw)
	}
	ext := res.Errors[0].Extensions
	if ext["requested"] != 24.0 || ext["balance"] != 16.0 || ext["after"] != -8.0 || ext["negativeLimit"] != 0.0 {
		t.Errorf("numbers %v", ext)
	}
	p := app.MustGQL(eve.Token, `query($u: ID!) { leavePreview(input: {userId: $u, date: "2026-11-30", endDate: "2026-12-01"}) { requested now atDate after allowed days { date skipped } } }`,
		map[string]any{"u": eve.ID})["leavePreview"].(map[string]any)
	if p["requested"] != 16.0 || p["now"] != 16.0 || p["after"] != 0.0 || p["allowed"] != true {
		t.Errorf("preview %v", p)
	}
	// Bob follows no policy: his requests go on as before.
	app.MustGQL(bob.Token, `mutation { requestTimeOffRange(input: {date: "2026-11-30", endDate: "2026-12-04"}) { id } }`, nil)
	// And Eve's balance is hers and her managers'.
	if c := app.GQL(bob.Token, `query($u: ID!) { leaveBalance(userId: $u, leaveTypeId: 1) { stored } }`, map[string]any{"u": eve.ID}).Code(); c != "FORBIDDEN" {
		t.Errorf("Bob reading Eve's balance: %s", c)
	}
}

func TestTheRESTShimsRequestIsOneDayOfAnnualLeave(t *testing.T) {
	t.Parallel()
	app, mia, eve, _ := leaveWorld(t)
	res := app.Do("POST", "/api/pto", eve.Token, map[string]any{"date": "2026-12-01"})
	apptest.Want(t, res, 201, "")
	id := res.Obj()["_id"].(string)
	apptest.Want(t, app.Do("PUT", "/api/pto/respond/"+id, mia.Token, map[string]any{"status": "approved"}), 200, "")
	b := app.MustGQL(eve.Token, `query($u: ID!) { leaveBalance(userId: $u, leaveTypeId: 1, on: "2026-12-31") { projected type { kind } } }`,
		map[string]any{"u": eve.ID})["leaveBalance"].(map[string]any)
	if b["projected"] != 8.0 || b["type"].(map[string]any)["kind"] != "ANNUAL" {
		t.Errorf("balance after one REST day: %v", b)
	}
	l := app.MustGQL(eve.Token, `query($u: ID!) { leaveLedger(userId: $u) { kind amount timeOffId } }`, map[string]any{"u": eve.ID})["leaveLedger"].([]any)
	// Approving settled the year's allowance first, then took the day.
	if len(l) != 2 || l[0].(map[string]any)["kind"] != "ALLOWANCE" || l[1].(map[string]any)["kind"] != "TAKEN" ||
		l[1].(map[string]any)["amount"] != -8.0 || l[1].(map[string]any)["timeOffId"] != id {
		t.Errorf("ledger %v", l)
	}
}

// The managers' team page asks for closing balances alone, which a cheaper statement
// reads: it answers what the full read's closing balances are, and a selection with the
// range's parts still gets them.
func TestClosingBalancesAloneAreTheFullReadsClosingBalances(t *testing.T) {
	t.Parallel()
	app, mia, eve, bob := leaveWorld(t)
	res := app.Do("POST", "/api/pto", eve.Token, map[string]any{"date": "2026-12-01"})
	apptest.Want(t, res, 201, "")
	apptest.Want(t, app.Do("PUT", "/api/pto/respond/"+res.Obj()["_id"].(string), mia.Token, map[string]any{"status": "approved"}), 200, "")
	app.MustGQL(mia.Token, `mutation($u: ID!) { adjustLeaveBalance(userId: $u, leaveTypeId: 1, amount: 4, on: "2026-11-02", reason: "Bought half a day") { id } }`,
		map[string]any{"u": bob.ID})
	read := func(fields string) map[string]map[string]any {
		out := map[string]map[string]any{}
		for _, b := range app.MustGQL(mia.Token, `{ leaveBalances(from: "2026-11-01", to: "2026-12-31") { `+fields+` } }`, nil)["leaveBalances"].([]any) {
			m := b.(map[string]any)
			out[m["userId"].(string)+":"+m["leaveTypeId"].(string)] = m
		}
		return out
	}
	alone, full := read("userId leaveTypeId closing __typename"), read("userId leaveTypeId opening granted taken other closing")
	if len(alone) != len(full) || len(full) != 2 {
		t.Fatalf("closing alone %v, full %v", alone, full)
	}
	for k, f := range full {
		if alone[k]["closing"] != f["closing"] {
			t.Errorf("%s: closing alone %v, full %v", k, alone[k], f)
		}
	}
	e, b := full[eve.ID+":1"], full[bob.ID+":1"]
	if e["opening"] != 16.0 || e["granted"] != 0.0 || e["taken"] != 8.0 || e["other"] != 0.0 || e["closing"] != 8.0 ||
		b["granted"] != 0.0 || b["other"] != 4.0 || b["closing"] != 4.0 {
		t.Errorf("the range's parts: Eve %v, Bob %v", e, b)
	}
}

func TestTheLeaveReadsOverGraphQL(t *testing.T) {
	t.Parallel()
	app, mia, eve, bob := leaveWorld(t)
	nia := app.MustGQL(mia.Token, `mutation { addPerson(name: "Nia New") { id } }`, nil)["addPerson"].(map[string]any)["id"]
	app.MustGQL(mia.Token, `mutation($u: ID!) { setLeaveProfile(input: {userId: $u, startsOn: "2027-03-01", hoursPerWeek: 22.5, workDays: [4, 1, 2, 3]}) }`,
		map[string]any{"u": nia})
	p := app.MustGQL(mia.Token, `query($u: ID!) { leaveProfile(userId: $u) { set startsOn endsOn hoursPerWeek workDays holidayLocationId holidaysFrom } }`,
		map[string]any{"u": nia})["leaveProfile"].(map[string]any)
	if p["set"] != true || p["startsOn"] != "2027-03-01" || p["endsOn"] != nil || p["hoursPerWeek"] != 22.5 || len(p["workDays"].([]any)) != 4 ||
		p["holidayLocationId"] != nil {
		t.Errorf("Nia's profile, who has not signed up: %v", p)
	}
	mine := app.MustGQL(eve.Token, `query($u: ID!) { leaveBalancesOn(userId: $u) { type { kind } projected hasPolicy } }`,
		map[string]any{"u": eve.ID})["leaveBalancesOn"].([]any)
	if len(mine) != 3 || !slices.ContainsFunc(mine, func(b any) bool {
		m := b.(map[string]any)
		return m["type"].(map[string]any)["kind"] == "ANNUAL" && m["projected"] == 16.0 && m["hasPolicy"] == true
	}) {
		t.Errorf("Eve's balances: %v", mine)
	}
	as := app.MustGQL(mia.Token, `{ leavePolicyAssignments { userId ruleSetId leaveTypeId } }`, nil)["leavePolicyAssignments"].([]any)
	if len(as) != 1 || as[0].(map[string]any)["userId"] != eve.ID || as[0].(map[string]any)["ruleSetId"] != nil {
		t.Errorf("assignments: %v", as)
	}
	for name, c := range map[string]struct {
		token, doc string
		vars       map[string]any
		code       string
	}{
		"a person's profile, to someone else":  {bob.Token, `query($u: ID!) { leaveProfile(userId: $u) { set } }`, map[string]any{"u": eve.ID}, "FORBIDDEN"},
		"nobody's profile":                     {mia.Token, `{ leaveProfile(userId: "999999") { set } }`, nil, "NOT_FOUND"},
		"assignments, to staff":                {bob.Token, `{ leavePolicyAssignments { userId } }`, nil, "FORBIDDEN"},
		"holidays over two and a half years":   {bob.Token, `{ publicHolidaysAt(locationIds: ["1"], from: "2026-01-01", to: "2028-06-30") { locationId } }`, nil, "BAD_USER_INPUT"},
		"removed holidays of a range reversed": {bob.Token, `{ removedHolidays(locationId: "1", from: "2026-12-31", to: "2026-01-01") { date } }`, nil, "BAD_USER_INPUT"},
	} {
		if got := app.GQL(c.token, c.doc, c.vars).Code(); got != c.code {
			t.Errorf("%s: %s, want %s", name, got, c.code)
		}
	}
}
