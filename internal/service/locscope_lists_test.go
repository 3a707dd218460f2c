package service_test

import (
	"strings"
	"testing"

	"github.com/shiftsched/shiftsched/devtools/apptest"
)

// toldOf returns the notifications a user was sent, in one string.
func toldOf(t *testing.T, app *apptest.App, u apptest.User) string {
	t.Helper()
	var msgs []string
	if err := app.Store.DB.Select(&msgs, `SELECT message FROM notifications WHERE user_id = $1 ORDER BY id`, u.ID); err != nil {
		t.Fatal(err)
	}
	return strings.Join(msgs, "\n")
}

func TestALimitedManagerListsAndIsAskedAboutOnlyTheRequestsOfTheirLocationsOnBothDoors(t *testing.T) {
	t.Parallel()
	w := newTwoSites(t)
	app := w.app
	// Swaps: one at the Bar, one in the Kitchen, both waiting for a manager.
	a := w.at(t, mustShift(t, app, w.bob, "2026-12-07", "09:00", "17:00"), w.bar)
	b := w.at(t, mustShift(t, app, w.bea, "2026-12-08", "09:00", "17:00"), w.bar)
	mustAccept(t, app, w.bea, mustSwap(t, app, w.bob, a, b, w.bea))
	c := w.at(t, mustShift(t, app, w.eve, "2026-12-07", "09:00", "17:00"), w.kitchen)
	d := w.at(t, mustShift(t, app, w.kim, "2026-12-08", "09:00", "17:00"), w.kitchen)
	mustAccept(t, app, w.kim, mustSwap(t, app, w.eve, c, d, w.kim))
	// Time off from each location.
	for _, u := range []apptest.User{w.bob, w.eve} {
		if res := app.Do("POST", "/api/pto", u.Token, map[string]any{"date": "2026-12-20"}); res.Status != 201 {
			t.Fatalf("pto = %d %s", res.Status, res.Raw)
		}
	}
	// Claims of an open shift at each location.
	post := func(loc string, who apptest.User) string {
		d := app.MustGQL(w.mia.Token, postOpenGQL, map[string]any{"in": map[string]any{"date": "2026-12-09", "startTime": "09:00",
			"endTime": "17:00", "eligibleUserIds": []any{who.ID}, "locationId": loc}})
		return d["postOpenShift"].(map[string]any)["id"].(string)
	}
	mustClaim(t, app, w.bea, post(w.bar, w.bea))
	mustClaim(t, app, w.kim, post(w.kitchen, w.kim))

	lists := func(tok string) string {
		return string(app.GQL(tok, `{ swapsAwaitingApproval { requester { name } target { name } }
			pendingTimeOffRequests { userName } claimsAwaitingApproval { claimant { name } } }`, nil).Raw)
	}
	lous, mias := lists(w.lou.Token), lists(w.mia.Token)
	for _, name := range []string{"Bob Bar", "Bea Bar"} {
		if strings.Contains(lous, name) {
			t.Errorf("Lou's GraphQL lists show %s of the Bar: %s", name, lous)
		}
		if !strings.Contains(mias, name) {
			t.Errorf("Mia's GraphQL lists miss %s: %s", name, mias)
		}
	}
	if strings.Count(lous, "Eve Early") != 2 || strings.Count(lous, "Kim Cook") != 2 {
		t.Errorf("Lou's GraphQL lists = %s, want Eve's swap and time off, Kim's swap and claim", lous)
	}
	for _, path := range []string{"/api/swaps/pending-approval", "/api/pto/pending"} {
		res := app.Do("GET", path, w.lou.Token, nil)
		if res.Status != 200 || strings.Contains(string(res.Raw), "Bob Bar") || !strings.Contains(string(res.Raw), "Eve Early") {
			t.Errorf("GET %s for Lou = %d %s, want Eve's request and not Bob's", path, res.Status, res.Raw)
		}
	}

	told := toldOf(t, app, w.lou)
	if strings.Contains(told, "Bob Bar") || strings.Contains(told, "Bea Bar") {
		t.Errorf("Lou was asked about the Bar's requests:\n%s", told)
	}
	for _, want := range []string{"Eve Early and Kim Cook's swap", "Eve Early submitted a PTO request", "Kim Cook claimed"} {
		if !strings.Contains(told, want) {
			t.Errorf("Lou was not told %q:\n%s", want, told)
		}
	}
	if told := toldOf(t, app, w.mia); !strings.Contains(told, "Bob Bar submitted a PTO request") || !strings.Contains(told, "Bea Bar claimed") {
		t.Errorf("Mia, who manages everything, was not told of the Bar's requests:\n%s", told)
	}
}

func TestStaffSeeAndClaimOnlyOpenShiftsOfTheirLocationsOrOfNone(t *testing.T) {
	t.Parallel()
	w := newTwoSites(t)
	app := w.app
	mustShift(t, app, w.eve, "2026-12-07", "09:00", "17:00") // publishes the week
	post := func(in map[string]any) string {
		in["date"], in["startTime"], in["endTime"] = "2026-12-09", "09:00", "17:00"
		return app.MustGQL(w.mia.Token, postOpenGQL, map[string]any{"in": in})["postOpenShift"].(map[string]any)["id"].(string)
	}
	bar, kitchen, nowhere := post(map[string]any{"locationId": w.bar}), post(map[string]any{"locationId": w.kitchen}), post(map[string]any{})
	list := func(u apptest.User) string {
		return string(app.GQL(u.Token, `{ openShifts { id } }`, nil).Raw)
	}
	eves := list(w.eve)
	if strings.Contains(eves, `"`+bar+`"`) || !strings.Contains(eves, `"`+kitchen+`"`) || !strings.Contains(eves, `"`+nowhere+`"`) {
		t.Fatalf("Eve (Kitchen) sees open shifts %s; want the Kitchen's %s and %s with no location, not the Bar's %s", eves, kitchen, nowhere, bar)
	}
	if lous := list(w.lou); strings.Contains(lous, `"`+bar+`"`) || !strings.Contains(lous, `"`+kitchen+`"`) {
		t.Errorf("Lou (manages the Kitchen) sees open shifts %s", lous)
	}
	if mias := list(w.mia); !strings.Contains(mias, `"`+bar+`"`) {
		t.Errorf("Mia sees open shifts %s, want the Bar's too", mias)
	}
	apptest.Want(t, app.GQL(w.eve.Token, `mutation($id: ID!) { claimOpenShift(id: $id) { id } }`, map[string]any{"id": bar}),
		"FORBIDDEN", "This shift is at a location you do not work at; ask a manager to add you to it first.")
	mustClaim(t, app, w.eve, kitchen)
	mustClaim(t, app, w.bob, nowhere)
}
