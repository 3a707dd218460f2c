package apitests_test

import (
	"fmt"
	"slices"
	"testing"

	"github.com/shiftsched/shiftsched/devtools/apptest"
)

const (
	addPreferenceM   = `mutation($in: PreferenceInput!) { addPreference(input: $in) { id userId wants date day shiftTypeId strength description } }`
	saveRequirementM = `mutation($in: StaffingRequirementInput!) { saveStaffingRequirement(input: $in) {
		id locationId shiftTypeId positionId startTime endTime missingWeight extraWeight
		needed { friday saturday sunday } overrides { date needed note } } }`
	coverageQ = `query($w: Date!) { coverage(weekStarting: $w) { date requirementId label needed scheduled short over penalty } }`
)

// conflictsBy lists a draft's or preview's conflicts as code/severity: message.
func conflictsBy(list []any, code string) []string {
	var out []string
	for _, c := range list {
		m := c.(map[string]any)
		if m["code"] == code {
			out = append(out, fmt.Sprintf("%s/%s: %s", m["code"], m["severity"], m["message"]))
		}
	}
	return out
}

func keysOf(list []any) []string {
	var out []string
	for _, c := range list {
		out = append(out, c.(map[string]any)["key"].(string))
	}
	return out
}

func TestAShiftAgainstAPreferenceIsInformationThatNeedsNoAcceptance(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	mia := app.Manager("Mia Manager")
	eve := app.Employee("Eve Early")
	bob := app.Employee("Bob Late")

	p := app.MustGQL(eve.Token, addPreferenceM, map[string]any{"in": map[string]any{"wants": false, "day": "SATURDAY", "strength": "HIGH"}})["addPreference"].(map[string]any)
	if p["description"] != "would rather not work Saturdays (high)" || p["userId"] != eve.ID {
		t.Fatalf("preference = %v", p)
	}
	app.MustGQL(eve.Token, addPreferenceM, map[string]any{"in": map[string]any{"wants": true, "date": "2026-11-29"}})

	t.Run("BadPreferencesAreRefusedWithASentence", func(t *testing.T) {
		apptest.Want(t, app.GQL(eve.Token, addPreferenceM, map[string]any{"in": map[string]any{"wants": true, "day": "MONDAY", "date": "2026-11-30"}}),
			"BAD_USER_INPUT", "A preference is about either one date or one day of the week.")
		apptest.Want(t, app.GQL(eve.Token, addPreferenceM, map[string]any{"in": map[string]any{"wants": true, "day": "MONDAY", "shiftTypeId": "999"}}),
			"BAD_USER_INPUT", "")
	})

	t.Run("ManagersSeeThemAndOtherStaffDoNot", func(t *testing.T) {
		apptest.Want(t, app.GQL(bob.Token, `query($u: ID) { preferences(userId: $u) { id } }`, map[string]any{"u": eve.ID}), "FORBIDDEN", "")
		if got := app.MustGQL(mia.Token, `query($u: ID) { preferences(userId: $u) { id } }`, map[string]any{"u": eve.ID})["preferences"].([]any); len(got) != 2 {
			t.Fatalf("manager sees %v, want Eve's two", got)
		}
		week := app.MustGQL(mia.Token, `query($w: Date!, $u: [ID!]!) { weekPreferences(weekStarting: $w, userIds: $u) { userId description } }`,
			map[string]any{"w": weekNov27, "u": []any{eve.ID, bob.ID}})["weekPreferences"].([]any)
		if len(week) != 2 {
			t.Fatalf("week preferences = %v", week)
		}
	})

	d := draftOf(app.MustGQL(mia.Token, addDraftM, addShift(weekNov27, "SATURDAY", eve, "09:00", "17:00")), "addDraftShift")
	want := []string{"AGAINST_PREFERENCE/INFO: Eve Early would rather not work Saturdays (high) but is scheduled Saturday Nov 28 09:00-17:00."}
	if got := conflictsBy(d["conflicts"].([]any), "AGAINST_PREFERENCE"); !slices.Equal(got, want) {
		t.Fatalf("draft conflicts = %v, want %v", got, want)
	}
	// A day she would like to work is not gone against by a shift on it.
	d = draftOf(app.MustGQL(mia.Token, addDraftM, addShift(weekNov27, "SUNDAY", eve, "09:00", "17:00")), "addDraftShift")
	if got := conflictsBy(d["conflicts"].([]any), "AGAINST_PREFERENCE"); len(got) != 1 {
		t.Fatalf("after a Sunday shift: %v", got)
	}
	// Information is published without being accepted.
	app.MustGQL(mia.Token, publishDraftM, map[string]any{"w": weekNov27})
}

func TestUnderAndOverstaffedAreWarningsPerDayAndRequirement(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	mia := app.Manager("Mia Manager")
	eve := app.Employee("Eve Early")
	bob := app.Employee("Bob Late")
	main := app.MustGQL(mia.Token, `{ locations { id } }`, nil)["locations"].([]any)[0].(map[string]any)["id"]
	cashier := mustPosition(app, mia.Token, "Cashier")
	qualify(app, mia.Token, eve, cashier)
	qualify(app, mia.Token, bob, cashier)
	evening := app.MustGQL(mia.Token, saveShiftTypeM, map[string]any{"in": map[string]any{"name": "Evening cashier", "positionId": cashier,
		"locationId": main, "startTime": "17:00", "endTime": "22:00"}})["saveShiftType"].(map[string]any)["id"]

	byType := app.MustGQL(mia.Token, saveRequirementM, map[string]any{"in": map[string]any{"locationId": main, "shiftTypeId": evening,
		"needed":    map[string]any{"friday": 1, "saturday": 2},
		"overrides": []any{map[string]any{"date": "2026-11-29", "needed": 1, "note": "Market day"}}}})["saveStaffingRequirement"].(map[string]any)
	if byType["missingWeight"] != float64(100) || byType["extraWeight"] != float64(1) || len(byType["overrides"].([]any)) != 1 {
		t.Fatalf("requirement = %v (weights default to 100 and 1)", byType)
	}
	app.MustGQL(mia.Token, saveRequirementM, map[string]any{"in": map[string]any{"locationId": main, "positionId": cashier,
		"startTime": "12:00", "endTime": "14:00", "needed": map[string]any{"monday": 1}}})

	t.Run("BadRequirementsAreRefusedWithASentence", func(t *testing.T) {
		apptest.Want(t, app.GQL(mia.Token, saveRequirementM, map[string]any{"in": map[string]any{"locationId": main, "shiftTypeId": evening,
			"positionId": cashier, "needed": map[string]any{}}}), "BAD_USER_INPUT", "A staffing requirement counts either a shift type or a position over a time range.")
		apptest.Want(t, app.GQL(mia.Token, saveRequirementM, map[string]any{"in": map[string]any{"locationId": main, "positionId": cashier,
			"needed": map[string]any{}}}), "BAD_USER_INPUT", "A staffing requirement by position needs a start and an end time, not the same.")
		apptest.Want(t, app.GQL(mia.Token, saveRequirementM, map[string]any{"in": map[string]any{"locationId": main, "shiftTypeId": evening,
			"needed": map[string]any{"friday": -1}}}), "BAD_USER_INPUT", "A staffing requirement needs 0 to 1000 people a day.")
		apptest.Want(t, app.GQL(eve.Token, saveRequirementM, map[string]any{"in": map[string]any{"locationId": main, "shiftTypeId": evening,
			"needed": map[string]any{}}}), "FORBIDDEN", "")
		apptest.Want(t, app.GQL(eve.Token, coverageQ, map[string]any{"w": weekNov27}), "FORBIDDEN", "")
	})

	typed := func(day string, u apptest.User) map[string]any {
		return map[string]any{"in": map[string]any{"weekStarting": weekNov27, "dayKey": day, "userId": u.ID, "shiftTypeId": evening}}
	}
	app.MustGQL(mia.Token, addDraftM, typed("FRIDAY", eve))
	app.MustGQL(mia.Token, addDraftM, typed("FRIDAY", bob))
	app.MustGQL(mia.Token, addDraftM, typed("SATURDAY", eve))
	// Monday: a cashier shift covering 12:00-14:00 counts for the position's range; one
	// that leaves at 13:00 does not.
	app.MustGQL(mia.Token, addDraftM, map[string]any{"in": map[string]any{"weekStarting": weekNov27, "dayKey": "MONDAY", "userId": eve.ID,
		"startTime": "10:00", "endTime": "15:00", "positionId": cashier, "locationId": main}})
	d := draftOf(app.MustGQL(mia.Token, addDraftM, map[string]any{"in": map[string]any{"weekStarting": weekNov27, "dayKey": "MONDAY", "userId": bob.ID,
		"startTime": "08:00", "endTime": "13:00", "positionId": cashier, "locationId": main}}), "addDraftShift")

	wantDraft := []string{
		"OVERSTAFFED/WARNING: Evening cashier on Fri Nov 27: 1 needed, 2 scheduled (1 over).",
		"UNDERSTAFFED/WARNING: Evening cashier on Sat Nov 28: 2 needed, 1 scheduled (1 short).",
		"UNDERSTAFFED/WARNING: Evening cashier on Sun Nov 29: 1 needed, 0 scheduled (1 short).",
	}
	got := append(conflictsBy(d["conflicts"].([]any), "OVERSTAFFED"), conflictsBy(d["conflicts"].([]any), "UNDERSTAFFED")...)
	if !slices.Equal(got, wantDraft) {
		t.Fatalf("draft coverage conflicts =\n%v\nwant\n%v", got, wantDraft)
	}

	t.Run("TheCoverageRowCountsEachDayAndRequirement", func(t *testing.T) {
		rows := app.MustGQL(mia.Token, coverageQ, map[string]any{"w": weekNov27})["coverage"].([]any)
		if len(rows) != 14 {
			t.Fatalf("coverage has %d rows, want 7 days of 2 requirements", len(rows))
		}
		var lines []string
		for _, r := range rows {
			m := r.(map[string]any)
			if m["needed"] != float64(0) || m["scheduled"] != float64(0) {
				lines = append(lines, fmt.Sprintf("%s %s %v/%v short %v over %v penalty %v", m["date"], m["label"], m["needed"], m["scheduled"], m["short"], m["over"], m["penalty"]))
			}
		}
		want := []string{
			"2026-11-27 Evening cashier 1/2 short 0 over 1 penalty 1",
			"2026-11-28 Evening cashier 2/1 short 1 over 0 penalty 100",
			"2026-11-29 Evening cashier 1/0 short 1 over 0 penalty 100",
			"2026-11-30 Cashier 12:00–14:00 1/1 short 0 over 0 penalty 0",
		}
		if !slices.Equal(lines, want) {
			t.Fatalf("coverage =\n%v\nwant\n%v", lines, want)
		}
	})

	t.Run("PublishingNeedsTheCoverageWarningsAcceptedByRequirementDateAndCount", func(t *testing.T) {
		p := app.MustGQL(mia.Token, previewQuery, map[string]any{"w": weekNov27})["publishPreview"].(map[string]any)
		keys := keysOf(p["conflicts"].([]any))
		want := []string{
			"OVERSTAFFED:requirement " + byType["id"].(string) + ":2026-11-27:1",
			"UNDERSTAFFED:requirement " + byType["id"].(string) + ":2026-11-28:1",
			"UNDERSTAFFED:requirement " + byType["id"].(string) + ":2026-11-29:1",
		}
		if !slices.Equal(keys, want) {
			t.Fatalf("preview keys = %v, want %v", keys, want)
		}
		apptest.Want(t, app.GQL(mia.Token, publishDraftM, map[string]any{"w": weekNov27, "accept": keys[:2]}), "CONFLICT", "")
		app.MustGQL(mia.Token, publishDraftM, map[string]any{"w": weekNov27, "accept": keys})
	})

	t.Run("APositionARequirementCountsIsInUse", func(t *testing.T) {
		apptest.Want(t, app.GQL(mia.Token, `mutation($id: ID!) { deletePosition(id: $id) }`, map[string]any{"id": cashier}),
			"CONFLICT", "The position Cashier cannot be deleted: it is used by 5 published shifts, 1 shift type, 2 people and 1 staffing requirement. Archive it instead.")
	})

	t.Run("AnOverrideOfZeroClearsADay", func(t *testing.T) {
		in := map[string]any{"id": byType["id"], "locationId": main, "shiftTypeId": evening, "needed": map[string]any{"friday": 1, "saturday": 2},
			"overrides": []any{map[string]any{"date": "2026-11-29", "needed": 0}, map[string]any{"date": "2026-11-28", "needed": 1}}}
		app.MustGQL(mia.Token, saveRequirementM, map[string]any{"in": in})
		p := app.MustGQL(mia.Token, previewQuery, map[string]any{"w": weekNov27})["publishPreview"].(map[string]any)
		if got := conflictsBy(p["conflicts"].([]any), "UNDERSTAFFED"); len(got) != 0 {
			t.Fatalf("after the overrides: %v", got)
		}
	})
}
