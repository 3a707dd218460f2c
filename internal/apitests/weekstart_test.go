package apitests_test

import (
	"testing"

	"github.com/shiftsched/shiftsched/devtools/apptest"
)

const setWeekStartM = `mutation($in: WorkplaceProfileInput!) { setWorkplaceProfile(input: $in) { weekStartsOn } }`

// A workplace whose weeks run Monday to Sunday: drafts, publishing, the week's days, the
// weekly hours limit, the hours report and the REST shim all count from Monday.
func TestAWorkplaceWhoseWeeksStartOnMondayKeepsThemEverywhere(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	mia := app.Manager("Mia Manager")
	eve := app.Employee("Eve Early")
	if got := app.MustGQL(eve.Token, `{ workplaceSettings { weekStartsOn } }`, nil)["workplaceSettings"].(map[string]any); got["weekStartsOn"] != "FRIDAY" {
		t.Fatalf("a new workplace's weeks start on %v", got["weekStartsOn"])
	}
	d := app.MustGQL(mia.Token, setWeekStartM, map[string]any{"in": map[string]any{"name": "", "currency": "USD", "weekStartsOn": "MONDAY"}})
	if got := d["setWorkplaceProfile"].(map[string]any)["weekStartsOn"]; got != "MONDAY" {
		t.Fatalf("saved %v", got)
	}
	var ruleStart string
	if err := app.Store.DB.Get(&ruleStart, `SELECT period_start::text FROM rule_sets WHERE is_default`); err != nil || ruleStart != "2020-12-28" {
		t.Errorf("the default rule set's weeks start on %s (%v), want the Monday before 2021-01-01", ruleStart, err)
	}

	// A Friday is no longer a week's first day.
	apptest.Want(t, app.GQL(mia.Token, addDraftM, addShift("2026-12-04", "FRIDAY", eve, "09:00", "17:00")),
		"BAD_USER_INPUT", "A week must start on a Monday; 2026-12-04 is a Friday.")
	// Monday 7 December to Saturday 12 December, 8 hours each: 48 hours in one Monday week
	// (and no more than 32 in either Friday week around it).
	var draft map[string]any
	for _, day := range []string{"MONDAY", "TUESDAY", "WEDNESDAY", "THURSDAY", "FRIDAY", "SATURDAY"} {
		draft = draftOf(app.MustGQL(mia.Token, addDraftM, addShift("2026-12-07", day, eve, "09:00", "17:00")), "addDraftShift")
	}
	findDraft(t, draft, eve, "2026-12-12") // Saturday is the week's sixth day, not its second
	over := conflictOf(draft["conflicts"].([]any), "OVER_HOURS")
	if over == nil || over["message"] != "Eve Early would work 48 h in the week of Dec 7, over the weekly limit of 40 h." {
		t.Errorf("over hours: %v", over)
	}
	d = app.MustGQL(mia.Token, publishDraftM, map[string]any{"w": "2026-12-07", "accept": warningKeys(draft)})
	days := d["publishDraft"].(map[string]any)["schedule"].(map[string]any)["days"].([]any)
	if first, last := days[0].(map[string]any), days[6].(map[string]any); first["key"] != "MONDAY" || last["key"] != "SUNDAY" || len(first["shifts"].([]any)) != 1 {
		t.Errorf("published days: %v", days)
	}

	// Any day of the week finds it, by GraphQL and by the REST shim.
	week := app.MustGQL(eve.Token, `{ week(date: "2026-12-13") { weekStarting weekEnding } }`, nil)["week"].(map[string]any)
	if week["weekStarting"] != "2026-12-07" || week["weekEnding"] != "2026-12-13" {
		t.Errorf("week of Sunday 13 December: %v", week)
	}
	r := app.Do("GET", "/api/schedules/week?date=2026-12-13", eve.Token, nil)
	rest, _ := r.Body.(map[string]any)
	if restDays, _ := rest["days"].(map[string]any); r.Status != 200 || rest["weekStarting"] != "2026-12-07T00:00:00.000Z" || len(restDays["saturday"].([]any)) != 1 {
		t.Errorf("REST week of Sunday 13 December: %d %v", r.Status, r.Body)
	}

	// Hours per week are Monday weeks.
	h := app.MustGQL(mia.Token, `{ hoursReport(from: "2026-12-04", to: "2026-12-13") { weeks } }`, nil)["hoursReport"].(map[string]any)
	if got := h["weeks"].([]any); len(got) != 2 || got[0] != "2026-11-30" || got[1] != "2026-12-07" {
		t.Errorf("hours report weeks: %v", got)
	}

	// Weeks are stored by Monday now: the first day stays.
	apptest.Want(t, app.GQL(mia.Token, setWeekStartM, map[string]any{"in": map[string]any{"name": "", "currency": "USD", "weekStartsOn": "FRIDAY"}}),
		"CONFLICT", "The first day of the week can change only before the first week is scheduled: this workplace already has schedules, drafts or open shifts.")
	// Other changes of the profile still go through, the first day left out or the same.
	app.MustGQL(mia.Token, setWeekStartM, map[string]any{"in": map[string]any{"name": "Lumen", "currency": "USD"}})
	app.MustGQL(mia.Token, setWeekStartM, map[string]any{"in": map[string]any{"name": "Lumen", "currency": "USD", "weekStartsOn": "MONDAY"}})
}

// The database refuses a week stored by another day than the workplace's, whatever
// writes it.
func TestAWeekStoredByAnotherDayIsRefusedByTheDatabase(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	if _, err := app.Store.DB.Exec(`INSERT INTO schedule_drafts (week_starting) VALUES ('2026-12-07')`); err == nil {
		t.Errorf("a Monday draft was stored in a Friday workplace")
	}
	if _, err := app.Store.DB.Exec(`INSERT INTO schedule_drafts (week_starting) VALUES ('2026-12-04')`); err != nil {
		t.Errorf("a Friday draft: %v", err)
	}
}
