package apitests_test

import (
	"testing"

	"github.com/shiftsched/shiftsched/devtools/apptest"
)

// A location's public holiday is staffed by the location's rule, in the week's coverage
// and in the auto-scheduler alike: closed needs nobody, like a Sunday needs Sunday's
// number, and a number a manager set for the date wins over both.
func TestAHolidayIsStaffedByItsLocationsRuleInCoverageAndInTheFill(t *testing.T) {
	t.Parallel()
	w := newFillWorld(t)
	gql := func(q string, vars map[string]any) map[string]any { return w.app.MustGQL(w.mia.Token, q, vars) }
	req := gql(`{ staffingRequirements { id } }`, nil)["staffingRequirements"].([]any)[0].(map[string]any)["id"]
	save := func(overrides []any) {
		gql(`mutation($id: ID!, $l: ID!, $s: ID!, $o: [StaffingOverrideInput!]) { saveStaffingRequirement(input: {id: $id, locationId: $l,
			shiftTypeId: $s, needed: {saturday: 3, sunday: 1}, overrides: $o}) { id } }`,
			map[string]any{"id": req, "l": w.location, "s": w.early, "o": overrides})
	}
	save(nil)
	// Saturday 5 December is the location's holiday.
	gql(`mutation($l: ID!) { setPublicHoliday(locationId: $l, date: "2026-12-05", name: "Founders Day", removed: false) }`,
		map[string]any{"l": w.location})
	saturday := func() any {
		for _, d := range gql(coverageQ, map[string]any{"w": fillWeek})["coverage"].([]any) {
			if d := d.(map[string]any); d["date"] == "2026-12-05" {
				return d["needed"]
			}
		}
		return nil
	}
	staff := func(rule string, day any) {
		got := gql(`mutation($l: ID!, $r: HolidayStaffingRule!, $d: DayKey) { setHolidayStaffing(locationId: $l, rule: $r, likeDay: $d) { rule likeDay } }`,
			map[string]any{"l": w.location, "r": rule, "d": day})["setHolidayStaffing"].(map[string]any)
		if got["rule"] != rule {
			t.Fatalf("setHolidayStaffing = %v", got)
		}
	}
	if n := saturday(); n != float64(3) {
		t.Fatalf("as usual, the holiday needs %v, want Saturday's 3", n)
	}
	staff("CLOSED", nil)
	if n := saturday(); n != float64(0) {
		t.Fatalf("closed, the holiday needs %v, want 0", n)
	}
	staff("LIKE_DAY", "SUNDAY")
	if n := saturday(); n != float64(1) {
		t.Fatalf("staffed like a Sunday, the holiday needs %v, want 1", n)
	}
	if got := gql(`query($l: ID!) { holidayStaffing(locationId: $l) { rule likeDay } }`, map[string]any{"l": w.location})["holidayStaffing"].(map[string]any); got["likeDay"] != "SUNDAY" {
		t.Fatalf("holidayStaffing = %v", got)
	}

	// The auto-scheduler plans one cook for the holiday, as for the Sunday after it (not
	// the usual Saturday's three).
	w.runner(t)
	j := w.waitFor(t, w.start(t, "REBUILD"), "DONE")
	perDay := map[any]int{}
	for _, c := range j["proposal"].(map[string]any)["changes"].([]any) {
		perDay[c.(map[string]any)["date"]]++
	}
	if perDay["2026-12-05"] != 1 || perDay["2026-12-06"] != 1 || len(perDay) != 2 {
		t.Fatalf("the fill proposed %v cooks a day, want one on the holiday and one on Sunday", perDay)
	}

	save([]any{map[string]any{"date": "2026-12-05", "needed": 2, "note": "Parade"}})
	if n := saturday(); n != float64(2) {
		t.Fatalf("with the date's own number, the holiday needs %v, want 2", n)
	}

	apptest.Want(t, w.app.GQL(w.mia.Token, `mutation($l: ID!) { setHolidayStaffing(locationId: $l, rule: LIKE_DAY) { rule } }`,
		map[string]any{"l": w.location}), "BAD_USER_INPUT", "Name the day of the week a holiday is staffed like, and only for that rule.")
	apptest.Want(t, w.app.GQL(w.mia.Token, `mutation { setHolidayStaffing(locationId: 999, rule: CLOSED) { rule } }`, nil),
		"NOT_FOUND", "There is no such location.")
	eve := w.app.Employee("Eve Early")
	apptest.Want(t, w.app.GQL(eve.Token, `query($l: ID!) { holidayStaffing(locationId: $l) { rule } }`, map[string]any{"l": w.location}), "FORBIDDEN", "")
}
