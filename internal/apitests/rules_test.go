package apitests_test

import (
	"strings"
	"testing"

	"github.com/shiftsched/shiftsched/devtools/apptest"
)

const (
	ruleSetFields = `id name isDefault periodKind periodWeeks periodStart userIds
		rules { maxHours { value severity } minRest { value severity } maxDailyHours { value severity } shiftTypeLimits { shiftTypeId max severity } }`
	saveRuleSetM   = `mutation($in: RuleSetInput!) { saveRuleSet(input: $in) { ` + ruleSetFields + ` } }`
	ruleSetsQ      = `{ ruleSets { ` + ruleSetFields + ` } }`
	setRuleSetM    = `mutation($u: ID!, $r: ID) { setPersonRuleSet(userId: $u, ruleSetId: $r) { id name } }`
	deleteRuleSetM = `mutation($id: ID!) { deleteRuleSet(id: $id) }`
)

func TestTheWorkplaceSettingsAreTheDefaultRuleSet(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	mia := app.Manager("Mia Manager")
	eve := app.Employee("Eve Employee")
	sets := app.MustGQL(mia.Token, ruleSetsQ, nil)["ruleSets"].([]any)
	def := sets[0].(map[string]any)
	rules := def["rules"].(map[string]any)
	if len(sets) != 1 || def["isDefault"] != true || rules["minRest"].(map[string]any)["value"].(float64) != 600 ||
		rules["maxHours"].(map[string]any)["value"].(float64) != 2400 || len(def["userIds"].([]any)) != 2 {
		t.Fatalf("default rule set = %v, want the settings' 10 h rest and 40 h for both people", sets)
	}
	const settingsM = `mutation($in: WorkplaceSettingsInput!) { updateWorkplaceSettings(input: $in) { minRestMinutes weeklyLimitMinutes } }`
	app.MustGQL(mia.Token, settingsM, map[string]any{"in": map[string]any{"minRestMinutes": 360, "weeklyLimitMinutes": 2700}})
	rules = app.MustGQL(mia.Token, ruleSetsQ, nil)["ruleSets"].([]any)[0].(map[string]any)["rules"].(map[string]any)
	if rules["minRest"].(map[string]any)["value"].(float64) != 360 || rules["maxHours"].(map[string]any)["value"].(float64) != 2700 {
		t.Fatalf("settings did not reach the default rule set: %v", rules)
	}
	app.MustGQL(mia.Token, saveRuleSetM, map[string]any{"in": map[string]any{"id": def["id"], "name": "Workplace default",
		"periodKind": "WEEKS", "minRest": map[string]any{"value": 480, "severity": "BLOCK"}}})
	s := app.MustGQL(mia.Token, `{ workplaceSettings { minRestMinutes weeklyLimitMinutes } }`, nil)["workplaceSettings"].(map[string]any)
	if s["minRestMinutes"].(float64) != 480 || s["weeklyLimitMinutes"].(float64) != 2700 {
		t.Fatalf("settings = %v, want the default rule set's 8 h rest and the limit kept", s)
	}
	apptest.Want(t, app.GQL(eve.Token, ruleSetsQ, nil), "FORBIDDEN", "")
	apptest.Want(t, app.GQL(mia.Token, deleteRuleSetM, map[string]any{"id": def["id"]}), "BAD_USER_INPUT",
		"The workplace's default rule set cannot be deleted.")
}

func TestABlockingRuleSetRefusesAShiftOverItsHoursOnEveryPath(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	mia := app.Manager("Mia Manager")
	eve := app.Employee("Eve Employee")
	bob := app.Employee("Bob Employee")
	apptest.Want(t, app.GQL(eve.Token, saveRuleSetM, map[string]any{"in": map[string]any{"name": "Part time", "periodKind": "MONTH"}}), "FORBIDDEN", "")
	apptest.Want(t, app.GQL(mia.Token, saveRuleSetM, map[string]any{"in": map[string]any{"name": "Part time", "periodKind": "MONTH",
		"maxHours": map[string]any{"value": 10, "severity": "BLOCK"}}}), "BAD_USER_INPUT", "The maximum hours must be between 1 h and 744 h.")
	part := app.MustGQL(mia.Token, saveRuleSetM, map[string]any{"in": map[string]any{"name": "Part time", "periodKind": "WEEKS",
		"periodWeeks": 2, "periodStart": "2026-11-27", "maxHours": map[string]any{"value": 12 * 60, "severity": "BLOCK"},
		"maxDailyHours": map[string]any{"value": 9 * 60, "severity": "WARN"}}})["saveRuleSet"].(map[string]any)
	apptest.Want(t, app.GQL(mia.Token, saveRuleSetM, map[string]any{"in": map[string]any{"name": "part TIME", "periodKind": "MONTH"}}),
		"BAD_USER_INPUT", "There is already a rule set named part TIME; choose another name.")
	apptest.Want(t, app.GQL(eve.Token, setRuleSetM, map[string]any{"u": eve.ID, "r": part["id"]}), "FORBIDDEN", "")
	app.MustGQL(mia.Token, setRuleSetM, map[string]any{"u": eve.ID, "r": part["id"]})

	// Eve's two-week period runs Nov 27 to Dec 10: 8 h on Friday and 8 h on Sunday are over 12 h.
	add := func(u apptest.User, day, start, end string) map[string]any {
		return draftOf(app.MustGQL(mia.Token, addDraftM, map[string]any{"in": map[string]any{"weekStarting": weekNov27, "dayKey": day,
			"userId": u.ID, "startTime": start, "endTime": end}}), "addDraftShift")
	}
	add(eve, "FRIDAY", "09:00", "17:00")
	add(bob, "FRIDAY", "09:00", "17:00")
	add(bob, "SUNDAY", "09:00", "17:00")
	d := add(eve, "SUNDAY", "09:00", "17:00")
	if got := codesOf(d["conflicts"].([]any)); strings.Join(got, " ") != "OVER_HOURS" {
		t.Fatalf("conflicts = %v, want Eve's hours only (Bob follows the default)", d["conflicts"])
	}
	c := d["conflicts"].([]any)[0].(map[string]any)
	if c["severity"] != "HARD" || c["message"] != "Eve Employee would work 16 h in the period Nov 27-Dec 10, over the maximum of 12 h." {
		t.Fatalf("conflict = %v", c)
	}
	apptest.Want(t, app.GQL(mia.Token, publishDraftM, map[string]any{"w": weekNov27}), "BAD_USER_INPUT", c["message"].(string))
	apptest.Want(t, app.GQL(mia.Token, deleteRuleSetM, map[string]any{"id": part["id"]}), "BAD_USER_INPUT",
		"The rule set Part time is followed by 1 person; give them another one first.")

	// Back on the default, Eve may publish; then the rule counts her published week when
	// the next week's draft is edited (the same two-week period).
	app.MustGQL(mia.Token, setRuleSetM, map[string]any{"u": eve.ID, "r": nil})
	app.MustGQL(mia.Token, publishDraftM, map[string]any{"w": weekNov27})
	app.MustGQL(mia.Token, setRuleSetM, map[string]any{"u": eve.ID, "r": part["id"]})
	d = draftOf(app.MustGQL(mia.Token, addDraftM, map[string]any{"in": map[string]any{"weekStarting": "2026-12-04", "dayKey": "FRIDAY",
		"userId": eve.ID, "startTime": "22:00", "endTime": "08:00"}}), "addDraftShift")
	got := codesOf(d["conflicts"].([]any))
	if strings.Join(got, " ") != "OVER_HOURS MAX_DAILY_HOURS" || !strings.Contains(d["conflicts"].([]any)[0].(map[string]any)["message"].(string), "26 h") {
		t.Fatalf("conflicts = %v, want 26 h over (hard) and 10 h on Friday (warning)", d["conflicts"])
	}
	app.MustGQL(mia.Token, setRuleSetM, map[string]any{"u": eve.ID, "r": nil})
	app.MustGQL(mia.Token, deleteRuleSetM, map[string]any{"id": part["id"]})
}

func TestABlockingRuleRefusesAnOpenShiftClaim(t *testing.T) {
	t.Parallel()
	w := newWorld(t)
	short := w.app.MustGQL(w.mia.Token, saveRuleSetM, map[string]any{"in": map[string]any{"name": "Short days", "periodKind": "MONTH",
		"maxDailyHours": map[string]any{"value": 4 * 60, "severity": "BLOCK"}}})["saveRuleSet"].(map[string]any)
	w.app.MustGQL(w.mia.Token, setRuleSetM, map[string]any{"u": w.alice.ID, "r": short["id"]})
	mustShift(t, w.app, w.carol, today, "09:00", "10:00") // the week is published
	id := mustPost(t, w.app, w.mia, monday, "09:00", "17:00", w.alice, w.bob)
	apptest.Want(t, w.app.GQL(w.alice.Token, claimGQL, map[string]any{"id": id}), "CONFLICT",
		"You cannot take this shift: Alice would work 8 h on Monday Nov 23, over the most of 4 h in a day.")
	mustClaim(t, w.app, w.bob, id)
}

func TestABlockingRuleRefusesASwapBothPeopleAgreedTo(t *testing.T) {
	t.Parallel()
	w := newWorld(t)
	a := mustShift(t, w.app, w.alice, monday, "09:00", "17:00")
	b := mustShift(t, w.app, w.bob, tuesday, "06:00", "20:00")
	id := mustSwap(t, w.app, w.alice, a, b, w.bob)
	mustAccept(t, w.app, w.bob, id)
	short := w.app.MustGQL(w.mia.Token, saveRuleSetM, map[string]any{"in": map[string]any{"name": "Short days", "periodKind": "MONTH",
		"maxDailyHours": map[string]any{"value": 10 * 60, "severity": "BLOCK"}}})["saveRuleSet"].(map[string]any)
	w.app.MustGQL(w.mia.Token, setRuleSetM, map[string]any{"u": w.alice.ID, "r": short["id"]})
	apptest.Want(t, w.app.GQL(w.mia.Token, decideGQL, map[string]any{"id": id, "d": "APPROVE"}), "CONFLICT",
		"This swap cannot be approved: Alice would work 14 h on Tuesday Nov 24, over the most of 10 h in a day.")
	// Back on the default (warnings only), the same swap is approved.
	w.app.MustGQL(w.mia.Token, setRuleSetM, map[string]any{"u": w.alice.ID, "r": nil})
	w.app.MustGQL(w.mia.Token, decideGQL, map[string]any{"id": id, "d": "APPROVE"})
}
