package apitests_test

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
	bar, kitchen := post(map[string]any{"locationId": w.bar}), post(map[string]any{"locationId": w.kitchen})
	// One without a location is everyone's: posted before the workplace had a second
	// location, as a new one now must have one (issue 42: 7).
	var nowhere string
	if err := app.Store.DB.Get(&nowhere, `INSERT INTO open_shifts (week_starting, day_key, shift_date, start_minute, end_minute, created_by)
		VALUES ('2026-12-04', 'wednesday', '2026-12-09', 540, 1020, $1) RETURNING id::text`, w.mia.ID); err != nil {
		t.Fatal(err)
	}
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

	// Only the people who may claim a shift are told of it: Bob's offer of a Bar shift
	// reaches Bea, not the Kitchen.
	offered := w.at(t, mustShift(t, app, w.bob, "2026-12-10", "09:00", "17:00"), w.bar)
	app.MustGQL(w.bob.Token, `mutation($id: ID!) { offerShift(shiftId: $id) { id } }`, map[string]any{"id": offered.ID})
	if told := toldOf(t, app, w.kim); strings.Contains(told, "Bob Bar offers") || strings.Count(told, "A shift is open") != 1 {
		t.Errorf("Kim (Kitchen) was told:\n%s\nwant the Kitchen's open shift only", told)
	}
	if told := toldOf(t, app, w.bea); !strings.Contains(told, "Bob Bar offers") || strings.Count(told, "A shift is open") != 1 {
		t.Errorf("Bea (Bar) was told:\n%s\nwant Bob's offer and the Bar's open shift", told)
	}
}

const copyIntoDraftM = `mutation($in: CopyIntoDraftInput!) { copyIntoDraft(input: $in) {
	copied skipped { userName reason message } draft { shifts { userName } } } }`

func TestALimitedManagerCopiesOnlyTheShiftsOfTheirLocationsAndIsRefusedWhenNoneAre(t *testing.T) {
	t.Parallel()
	w := newTwoSites(t)
	app := w.app
	w.at(t, mustShift(t, app, w.eve, "2026-11-20", "09:00", "17:00"), w.kitchen)
	w.at(t, mustShift(t, app, w.bob, "2026-11-21", "09:00", "17:00"), w.bar)
	res := app.MustGQL(w.lou.Token, copyIntoDraftM, map[string]any{"in": map[string]any{"weekStarting": weekNov27, "fromWeek": weekNov20}})["copyIntoDraft"].(map[string]any)
	skipped := res["skipped"].([]any)
	if res["copied"] != float64(1) || len(skipped) != 1 || skipped[0].(map[string]any)["reason"] != "OUTSIDE_LOCATIONS" ||
		skipped[0].(map[string]any)["userName"] != "Bob Bar" {
		t.Fatalf("Lou's copy = %v, want Eve's Kitchen shift copied and Bob's Bar shift skipped", res)
	}

	// A week, and a template, holding only the Bar's shifts: nothing of Lou's to copy.
	w.at(t, mustShift(t, app, w.bea, "2026-12-05", "09:00", "17:00"), w.bar)
	refusal := "You manage only some locations, and every shift to copy is at another location or of people who do not work at yours; ask a manager of every location to copy it."
	apptest.Want(t, app.GQL(w.lou.Token, copyIntoDraftM, map[string]any{"in": map[string]any{"weekStarting": "2026-12-11", "fromWeek": "2026-12-04"}}),
		"FORBIDDEN", refusal)
	tpl := app.MustGQL(w.mia.Token, `mutation { saveTemplate(name: "Bar week", weekStarting: "2026-12-04") { id } }`, nil)["saveTemplate"].(map[string]any)["id"]
	apptest.Want(t, app.GQL(w.lou.Token, copyIntoDraftM, map[string]any{"in": map[string]any{"weekStarting": "2026-12-11", "templateId": tpl}}),
		"FORBIDDEN", refusal)
	all := app.MustGQL(w.mia.Token, copyIntoDraftM, map[string]any{"in": map[string]any{"weekStarting": "2026-12-11", "templateId": tpl}})["copyIntoDraft"].(map[string]any)
	if all["copied"] != float64(1) {
		t.Fatalf("Mia's copy of the template = %v", all)
	}
}

// conflictOf returns the first conflict with the code, or nil.
func conflictOf(list []any, code string) map[string]any {
	for _, c := range list {
		if m := c.(map[string]any); m["code"] == code {
			return m
		}
	}
	return nil
}

func TestAPeriodRuleCountsTheOtherWeeksDraftWhereOneExistsAndItsPublishedShiftsOtherwise(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	mia := app.Manager("Mia Manager")
	eve := app.Employee("Eve Employee")
	part := app.MustGQL(mia.Token, saveRuleSetM, map[string]any{"in": map[string]any{"name": "Part time", "periodKind": "WEEKS",
		"periodWeeks": 2, "periodStart": "2026-11-27", "maxHours": map[string]any{"value": 12 * 60, "severity": "WARN"}}})["saveRuleSet"].(map[string]any)
	app.MustGQL(mia.Token, setRuleSetM, map[string]any{"u": eve.ID, "r": part["id"]})
	if r := publishWeek(app, mia.Token, weekNov27, weekDays{"friday": {shiftIn(eve, "09:00", "17:00")}}); r.Status != 200 {
		t.Fatalf("publish = %d %s", r.Status, r.Raw)
	}
	// The period Nov 27-Dec 10: 8 h published in its first week, 5 h in the second's draft.
	d := draftOf(app.MustGQL(mia.Token, addDraftM, map[string]any{"in": map[string]any{"weekStarting": "2026-12-04", "dayKey": "FRIDAY",
		"userId": eve.ID, "startTime": "09:00", "endTime": "14:00"}}), "addDraftShift")
	if c := conflictOf(d["conflicts"].([]any), "OVER_HOURS"); c == nil || !strings.Contains(c["message"].(string), "13 h") {
		t.Fatalf("conflicts = %v, want 13 h over the maximum", d["conflicts"])
	}
	// The first week's draft removes the published 8 h: the second week's draft, its dry
	// run and its publish no longer see them.
	first := draftOf(app.MustGQL(mia.Token, weekDraftQuery, map[string]any{"w": weekNov27}), "weekDraft")["shifts"].([]any)[0].(map[string]any)
	app.MustGQL(mia.Token, removeDraftM, map[string]any{"w": weekNov27, "id": first["id"], "v": first["version"]})
	d = draftOf(app.MustGQL(mia.Token, weekDraftQuery, map[string]any{"w": "2026-12-04"}), "weekDraft")
	p := app.MustGQL(mia.Token, previewQuery, map[string]any{"w": "2026-12-04"})["publishPreview"].(map[string]any)
	if conflictOf(d["conflicts"].([]any), "OVER_HOURS") != nil || conflictOf(p["conflicts"].([]any), "OVER_HOURS") != nil {
		t.Fatalf("draft conflicts %v, dry run conflicts %v: the removed shift still counts", d["conflicts"], p["conflicts"])
	}
	// And a shift the first week's draft adds counts.
	app.MustGQL(mia.Token, addDraftM, map[string]any{"in": map[string]any{"weekStarting": weekNov27, "dayKey": "SUNDAY",
		"userId": eve.ID, "startTime": "08:00", "endTime": "17:00"}})
	p = app.MustGQL(mia.Token, previewQuery, map[string]any{"w": "2026-12-04"})["publishPreview"].(map[string]any)
	c := conflictOf(p["conflicts"].([]any), "OVER_HOURS")
	if c == nil || !strings.Contains(c["message"].(string), "14 h") {
		t.Fatalf("dry run conflicts = %v, want 14 h over the maximum", p["conflicts"])
	}
	app.MustGQL(mia.Token, publishDraftM, map[string]any{"w": "2026-12-04", "accept": []any{c["key"]}})
}

func TestACoverageConflictConcernsNoPerson(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	mia := app.Manager("Mia Manager")
	eve := app.Employee("Eve Early")
	main := app.MustGQL(mia.Token, `{ locations { id } }`, nil)["locations"].([]any)[0].(map[string]any)["id"]
	evening := app.MustGQL(mia.Token, saveShiftTypeM, map[string]any{"in": map[string]any{"name": "Evening", "locationId": main,
		"startTime": "17:00", "endTime": "22:00"}})["saveShiftType"].(map[string]any)["id"]
	app.MustGQL(mia.Token, saveRequirementM, map[string]any{"in": map[string]any{"locationId": main, "shiftTypeId": evening,
		"needed": map[string]any{"friday": 2}}})
	d := draftOf(app.MustGQL(mia.Token, addDraftM, map[string]any{"in": map[string]any{"weekStarting": weekNov27, "dayKey": "FRIDAY",
		"userId": eve.ID, "shiftTypeId": evening}}), "addDraftShift")
	c := conflictOf(d["conflicts"].([]any), "UNDERSTAFFED")
	if c == nil || c["userId"] != "0" || c["userName"] != "" {
		t.Fatalf("coverage conflict = %v, want no person (userId 0, as documented)", c)
	}
	const q = `query($w: Date!) { publishPreview(weekStarting: $w) { conflicts { code userId } } }`
	p := app.MustGQL(mia.Token, q, map[string]any{"w": weekNov27})["publishPreview"].(map[string]any)
	if c := conflictOf(p["conflicts"].([]any), "UNDERSTAFFED"); c == nil || c["userId"] != "0" {
		t.Fatalf("dry run coverage conflict = %v, want userId 0", c)
	}
}
