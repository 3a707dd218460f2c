package apitests_test

import (
	"testing"
	"time"

	"github.com/shiftsched/shiftsched/devtools/apptest"
)

const (
	preferencesOfQ    = `query($u: ID) { preferences(userId: $u) { id userId description } }`
	deletePreferenceM = `mutation($id: ID!) { deletePreference(id: $id) }`
)

func TestAManagerMarksAndRemovesSomeoneElsesPreferencesAndStaffCannot(t *testing.T) {
	t.Parallel()
	w := newTwoSites(t)
	app := w.app
	forEve := map[string]any{"in": map[string]any{"userId": w.eve.ID, "wants": false, "day": "SUNDAY", "strength": "HIGH"}}

	p := app.MustGQL(w.mia.Token, addPreferenceM, forEve)["addPreference"].(map[string]any)
	if p["userId"] != w.eve.ID || p["description"] != "would rather not work Sundays (high)" {
		t.Fatalf("the manager's preference for Eve = %v", p)
	}
	if got := app.MustGQL(w.eve.Token, preferencesOfQ, nil)["preferences"].([]any); len(got) != 1 {
		t.Fatalf("Eve sees %v, want the one her manager marked", got)
	}
	var audited string
	if err := app.Store.DB.Get(&audited, `SELECT summary FROM audit_log WHERE action = 'preference.create'`); err != nil {
		t.Fatal(err)
	}
	if audited != "Added a preference of Eve Early" {
		t.Errorf("audited %q, want it to name Eve", audited)
	}

	t.Run("StaffAreRefusedForSomeoneElse", func(t *testing.T) {
		apptest.Want(t, app.GQL(w.kim.Token, addPreferenceM, forEve), "FORBIDDEN", "Only a manager can change someone else's preferences.")
		apptest.Want(t, app.GQL(w.kim.Token, preferencesOfQ, map[string]any{"u": w.eve.ID}), "FORBIDDEN", "")
		// Someone else's preference is not there for staff to delete.
		apptest.Want(t, app.GQL(w.kim.Token, deletePreferenceM, map[string]any{"id": p["id"]}), "NOT_FOUND", "There is no such preference.")
	})

	t.Run("ALocationManagerIsRefusedOutsideTheirLocations", func(t *testing.T) {
		forBob := map[string]any{"in": map[string]any{"userId": w.bob.ID, "wants": true, "day": "FRIDAY"}}
		refusal := "You manage only some locations, and this person does not work at any of them."
		apptest.Want(t, app.GQL(w.lou.Token, addPreferenceM, forBob), "FORBIDDEN", refusal)
		apptest.Want(t, app.GQL(w.lou.Token, preferencesOfQ, map[string]any{"u": w.bob.ID}), "FORBIDDEN", refusal)
		bobs := app.MustGQL(w.mia.Token, addPreferenceM, forBob)["addPreference"].(map[string]any)
		apptest.Want(t, app.GQL(w.lou.Token, deletePreferenceM, map[string]any{"id": bobs["id"]}), "FORBIDDEN", refusal)
		if got := app.MustGQL(w.bob.Token, preferencesOfQ, nil)["preferences"].([]any); len(got) != 1 {
			t.Fatalf("after a refused delete Bob has %v, want his preference kept", got)
		}
		// Inside: Lou marks one for Kim, of the Kitchen, and sees Eve's.
		app.MustGQL(w.lou.Token, addPreferenceM, map[string]any{"in": map[string]any{"userId": w.kim.ID, "wants": true, "day": "MONDAY"}})
		if got := app.MustGQL(w.lou.Token, preferencesOfQ, map[string]any{"u": w.eve.ID})["preferences"].([]any); len(got) != 1 {
			t.Fatalf("Lou sees %v of Eve's preferences, want 1", got)
		}
	})

	t.Run("AManagerRemovesIt", func(t *testing.T) {
		app.MustGQL(w.mia.Token, deletePreferenceM, map[string]any{"id": p["id"]})
		if got := app.MustGQL(w.eve.Token, preferencesOfQ, nil)["preferences"].([]any); len(got) != 0 {
			t.Fatalf("Eve still has %v", got)
		}
		apptest.Want(t, app.GQL(w.mia.Token, addPreferenceM, map[string]any{"in": map[string]any{"userId": "999999", "wants": true, "day": "MONDAY"}}),
			"NOT_FOUND", "")
	})
}

func TestARequirementIsChangedInPlaceAndBadChangesGetASentence(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	mia := app.Manager("Mia Manager")
	eve := app.Employee("Eve Early")
	main := app.MustGQL(mia.Token, `{ locations { id } }`, nil)["locations"].([]any)[0].(map[string]any)["id"]
	cook := mustPosition(app, mia.Token, "Cook")
	early := app.MustGQL(mia.Token, saveShiftTypeM, map[string]any{"in": map[string]any{"name": "Early cook", "positionId": cook,
		"locationId": main, "startTime": "06:00", "endTime": "14:00"}})["saveShiftType"].(map[string]any)["id"]
	r := app.MustGQL(mia.Token, saveRequirementM, map[string]any{"in": map[string]any{"locationId": main, "shiftTypeId": early,
		"needed": map[string]any{"saturday": 2}}})["saveStaffingRequirement"].(map[string]any)
	change := func(in map[string]any) map[string]any {
		out := map[string]any{"id": r["id"], "locationId": main, "shiftTypeId": early, "needed": map[string]any{"saturday": 3}}
		for k, v := range in {
			out[k] = v
		}
		return map[string]any{"in": out}
	}

	got := app.MustGQL(mia.Token, saveRequirementM, change(map[string]any{"missingWeight": 50, "extraWeight": 5,
		"overrides": []any{map[string]any{"date": "2026-12-24", "needed": 1, "note": "Christmas Eve"}}}))["saveStaffingRequirement"].(map[string]any)
	if got["id"] != r["id"] || got["missingWeight"] != float64(50) || got["extraWeight"] != float64(5) ||
		got["needed"].(map[string]any)["saturday"] != float64(3) || len(got["overrides"].([]any)) != 1 {
		t.Fatalf("changed requirement = %v", got)
	}
	list := app.MustGQL(mia.Token, `{ staffingRequirements { id needed { saturday } } }`, nil)["staffingRequirements"].([]any)
	if len(list) != 1 || list[0].(map[string]any)["needed"].(map[string]any)["saturday"] != float64(3) {
		t.Fatalf("requirements after the change = %v, want the one, changed", list)
	}
	var audited int
	if err := app.Store.DB.Get(&audited, `SELECT count(*) FROM audit_log WHERE action = 'staffing_requirement.update'`); err != nil {
		t.Fatal(err)
	}
	if audited != 1 {
		t.Errorf("audited %d changes, want 1", audited)
	}

	for _, c := range []struct {
		name, code, msg string
		in              map[string]any
	}{
		{"NegativeCount", "BAD_USER_INPUT", "A staffing requirement needs 0 to 1000 people a day.", map[string]any{"needed": map[string]any{"monday": -2}}},
		{"NegativeWeight", "BAD_USER_INPUT", "The weights of a missing and an extra person are 0 to 1000000.", map[string]any{"extraWeight": -1}},
		{"NegativeOverride", "BAD_USER_INPUT", "An override needs 0 to 1000 people and a note of at most 200 characters.",
			map[string]any{"overrides": []any{map[string]any{"date": "2026-12-24", "needed": -1}}}},
		{"OneDateTwice", "BAD_USER_INPUT", "A staffing requirement has one override per date; 2026-12-24 is given twice.",
			map[string]any{"overrides": []any{map[string]any{"date": "2026-12-24", "needed": 1}, map[string]any{"date": "2026-12-24", "needed": 2}}}},
		{"UnknownShiftType", "BAD_USER_INPUT", "", map[string]any{"shiftTypeId": "999999"}},
		{"UnknownRequirement", "NOT_FOUND", "There is no such staffing requirement.", map[string]any{"id": "999999"}},
	} {
		t.Run(c.name+"IsRefused", func(t *testing.T) {
			apptest.Want(t, app.GQL(mia.Token, saveRequirementM, change(c.in)), c.code, c.msg)
		})
	}
	t.Run("StaffAreRefused", func(t *testing.T) {
		apptest.Want(t, app.GQL(eve.Token, saveRequirementM, change(nil)), "FORBIDDEN", "")
	})

	t.Run("AFarOverrideIsListedAndAPastOneIsKeptAsHistory", func(t *testing.T) {
		app.MustGQL(mia.Token, saveRequirementM, change(map[string]any{"overrides": []any{
			map[string]any{"date": "2026-12-24", "needed": 1}, map[string]any{"date": "2045-12-24", "needed": 2}}}))
		app.Clock.Advance(60 * 24 * time.Hour)
		mia.Token = app.Login(mia.Email, mia.Password) // tokens last a week
		list := app.MustGQL(mia.Token, `{ staffingRequirements { overrides { date } } }`, nil)["staffingRequirements"].([]any)
		if got := list[0].(map[string]any)["overrides"].([]any); len(got) != 1 || got[0].(map[string]any)["date"] != "2045-12-24" {
			t.Fatalf("listed overrides = %v, want the one of 2045 alone", got)
		}
		// Saved back as listed: the past Christmas Eve stays.
		app.MustGQL(mia.Token, saveRequirementM, change(map[string]any{"overrides": []any{map[string]any{"date": "2045-12-24", "needed": 2}}}))
		var kept int
		if err := app.Store.DB.Get(&kept, `SELECT count(*) FROM staffing_overrides WHERE on_date = '2026-12-24'`); err != nil {
			t.Fatal(err)
		}
		if kept != 1 {
			t.Errorf("past overrides kept: %d, want 1", kept)
		}
	})
}

func TestARuleSetLimitsOneShiftTypeAmongOthers(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	mia := app.Manager("Mia Manager")
	typeOf := func(name string) any {
		return app.MustGQL(mia.Token, saveShiftTypeM, map[string]any{"in": map[string]any{"name": name, "startTime": "22:00", "endTime": "06:00"}})["saveShiftType"].(map[string]any)["id"]
	}
	night, _ := typeOf("Night"), typeOf("Early")
	limit := func(ids ...any) map[string]any {
		var limits []any
		for _, id := range ids {
			limits = append(limits, map[string]any{"shiftTypeId": id, "max": 2, "severity": "BLOCK"})
		}
		return map[string]any{"in": map[string]any{"name": "Nights", "periodKind": "MONTH", "shiftTypeLimits": limits}}
	}
	// Two shift types in use, one limited: the other is not counted against it.
	got := app.MustGQL(mia.Token, saveRuleSetM, limit(night))["saveRuleSet"].(map[string]any)["rules"].(map[string]any)["shiftTypeLimits"].([]any)
	if len(got) != 1 || got[0].(map[string]any)["shiftTypeId"] != night {
		t.Fatalf("limits = %v, want the night's", got)
	}
	apptest.Want(t, app.GQL(mia.Token, saveRuleSetM, limit(night, night)), "BAD_USER_INPUT", "Each shift type may have one limit, of 0 to 100 shifts.")
	apptest.Want(t, app.GQL(mia.Token, saveRuleSetM, limit("999999")), "BAD_USER_INPUT", "A shift type limit names a shift type that does not exist.")
}
