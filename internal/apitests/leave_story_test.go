package apitests_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/shiftsched/shiftsched/devtools/apptest"
)

// A week of leave across the seams, in two locations: Mia manages both, Lou the
// Kitchen only. Nia is on the Kitchen's rota, invited but not signed up, with a policy
// of her own. Lou records her sick call (her shift goes to the open-shift board in the
// same change), the webhook hears of the balance, both managers read the liability
// report each within their reach, and a German reader gets German texts.
func TestLeaveStoryAcrossLocationsForAPersonNotSignedUp(t *testing.T) {
	t.Parallel()
	w := newTwoSites(t)
	app, mia, lou := w.app, w.mia, w.lou
	nia := app.MustGQL(mia.Token, `mutation { addPerson(name: "Nia New", email: "nia@example.com") { id } }`, nil)["addPerson"].(map[string]any)["id"].(string)
	app.MustGQL(mia.Token, setWorkplaceM, map[string]any{"in": map[string]any{"userId": nia, "positions": []any{}, "locationIds": []any{w.kitchen}}})
	mustExec(t, app, `UPDATE users SET hourly_rate_cents = 1800 WHERE id = $1`, nia)
	app.MustGQL(mia.Token, `mutation { createWebhook(input: {url: "https://93.184.215.14/hook", kinds: [LEAVE_BALANCE_CHANGED]}) { webhook { id } } }`, nil)

	// Nia's own policy: 150 hours a year for a full-time (40-hour) week; she works 30 hours
	// a week, so 112.5 hours.
	app.MustGQL(mia.Token, `mutation($u: ID!) { setLeaveProfile(input: {userId: $u, startsOn: "2025-01-01", hoursPerWeek: 30, workDays: [1, 2, 3, 4, 5, 6, 7]}) }`,
		map[string]any{"u": nia})
	pol := app.MustGQL(mia.Token, `mutation { saveLeavePolicy(input: {leaveTypeId: 1, name: "Kitchen part time", method: ALLOWANCE, amount: 150}) { id } }`,
		nil)["saveLeavePolicy"].(map[string]any)["id"]
	app.MustGQL(mia.Token, `mutation($p: ID!, $u: ID!) { assignLeavePolicy(leaveTypeId: 1, policyId: $p, userId: $u) }`, map[string]any{"p": pol, "u": nia})
	mustExec(t, app, `UPDATE leave_policy_assignments SET created_at = '2026-01-01' WHERE user_id = $1`, nia)
	if _, err := app.Leave.Settle(t.Context(), app.Leave.Today()); err != nil {
		t.Fatal(err)
	}
	// Bob, at the Bar, has paid leave too: Lou must not see it.
	app.MustGQL(mia.Token, `mutation($u: ID!) { adjustLeaveBalance(userId: $u, leaveTypeId: 1, amount: 8, reason: "Long service") { id } }`, map[string]any{"u": w.bob.ID})

	// Today (Sunday 22 November) Nia calls in sick; her evening shift opens.
	mustShift(t, app, apptest.User{ID: nia, Name: "Nia New"}, "2026-11-22", "16:00", "22:00")
	const recordM = `mutation($u: ID!, $d: Date!) { recordLeave(userId: $u, input: {date: $d, reason: "Fieber"}) { request { status leaveTypeId } shiftsInside { id } opened { date startTime endTime } } }`
	d := app.MustGQL(lou.Token, recordM, map[string]any{"u": nia, "d": "2026-11-22"})["recordLeave"].(map[string]any)
	if req := d["request"].(map[string]any); req["status"] != "APPROVED" || req["leaveTypeId"] != "2" || len(d["shiftsInside"].([]any)) != 0 {
		t.Errorf("the sick call answered %v", d)
	}
	// The answer names the shift it opened, for the manager's screen to say so.
	if o := d["opened"].([]any); len(o) != 1 || fmt.Sprint(o[0]) != "map[date:2026-11-22 endTime:22:00 startTime:16:00]" {
		t.Errorf("the sick call opened %v, want Nia's 16:00-22:00", o)
	}
	if n := outboxCount(t, app, "kind = 'webhook' AND payload::text LIKE '%leave.balance_changed%'"); n < 2 {
		t.Errorf("%d leave.balance_changed deliveries, want the settle's and the sick call's", n)
	}
	today := 0
	for _, o := range app.MustGQL(lou.Token, `{ openShifts { date startTime } }`, nil)["openShifts"].([]any) {
		if o := o.(map[string]any); o["date"] == "2026-11-22" && o["startTime"] == "16:00" {
			today++
		}
	}
	if today != 1 {
		t.Errorf("%d open shifts today at 16:00, want Nia's", today)
	}
	// In German, the limit of how far back a sick call goes.
	apptest.Want(t, app.GQLIn("de", lou.Token, recordM, map[string]any{"u": nia, "d": "2026-10-01"}), "BAD_USER_INPUT",
		"Abwesenheit kann höchstens für die letzten 31 Tage eingetragen werden.")
	apptest.Want(t, app.GQLIn("de", lou.Token, recordM, map[string]any{"u": w.bob.ID, "d": "2026-11-22"}), "FORBIDDEN", "")

	// The liability: Nia's 112.5 hours at 18.00 in the Kitchen; Lou sees only her.
	const liabilityQ = `{ leaveLiability { currency lines { userId name locationName balance hours value } locations { locationName hours value } csv } }`
	l := app.MustGQL(lou.Token, liabilityQ, nil)["leaveLiability"].(map[string]any)
	lines := l["lines"].([]any)
	if len(lines) != 1 {
		t.Fatalf("Lou's liability lines %v", lines)
	}
	if ln := lines[0].(map[string]any); ln["userId"] != nia || ln["locationName"] != "Kitchen" || ln["hours"] != 112.5 || ln["value"] != "2025.00" {
		t.Errorf("Nia's line %v", ln)
	}
	all := app.MustGQL(mia.Token, liabilityQ, nil)["leaveLiability"].(map[string]any)
	if n := len(all["lines"].([]any)); n != 2 || !strings.Contains(all["csv"].(string), "Bob Bar,Bar,Annual leave,8,hours,8.00,") {
		t.Errorf("Mia's liability: %d lines\n%s", n, all["csv"])
	}
	apptest.Want(t, app.GQL(w.eve.Token, liabilityQ, nil), "FORBIDDEN", "")
}
