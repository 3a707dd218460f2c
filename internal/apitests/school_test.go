package apitests_test

import (
	"slices"
	"testing"

	"github.com/shiftsched/shiftsched/devtools/apptest"
)

const schoolCalendarQ = `query($l: ID!) { schoolCalendar(locationId: $l) { locationId weekdays defaultWeekdays holidays { id locationId name first last } } }`

// A location's school calendar is its managers': Lou, who manages the Kitchen, reads and
// edits the Kitchen's, never the Bar's nor the holidays of every location (Mia's); an
// employee reads none. Bad input is refused with a sentence, and every change is audited.
func TestSchoolCalendarReachAndAudit(t *testing.T) {
	t.Parallel()
	w := newTwoSites(t)
	app := w.app
	kitchen, bar := map[string]any{"l": w.kitchen}, map[string]any{"l": w.bar}
	d := app.MustGQL(w.lou.Token, schoolCalendarQ, kitchen)["schoolCalendar"].(map[string]any)
	if d["defaultWeekdays"] != true || len(d["weekdays"].([]any)) != 5 || len(d["holidays"].([]any)) != 0 {
		t.Fatalf("the Kitchen's calendar before any change = %v, want Monday to Friday and no holiday", d)
	}
	apptest.Want(t, app.GQL(w.lou.Token, schoolCalendarQ, bar), "FORBIDDEN", "")
	apptest.Want(t, app.GQL(w.eve.Token, schoolCalendarQ, kitchen), "FORBIDDEN", "")

	d = app.MustGQL(w.lou.Token, `mutation($l: ID!) { setSchoolWeekdays(locationId: $l, weekdays: [6, 1, 2]) { weekdays defaultWeekdays } }`, kitchen)
	if got := d["setSchoolWeekdays"].(map[string]any); !slices.Equal(got["weekdays"].([]any), []any{1.0, 2.0, 6.0}) || got["defaultWeekdays"] != false {
		t.Errorf("the Kitchen's weekdays = %v, want [1 2 6]", got)
	}
	apptest.Want(t, app.GQL(w.lou.Token, `mutation($l: ID!) { setSchoolWeekdays(locationId: $l, weekdays: [1]) { weekdays } }`, bar), "FORBIDDEN", "")
	apptest.Want(t, app.GQL(w.lou.Token, `mutation($l: ID!) { setSchoolWeekdays(locationId: $l, weekdays: [0, 8]) { weekdays } }`, kitchen),
		"BAD_USER_INPUT", "School weekdays are numbered 1 (Monday) to 7 (Sunday), each at most once.")
	apptest.Want(t, app.GQL(w.mia.Token, `mutation { setSchoolWeekdays(locationId: "999999", weekdays: [1]) { weekdays } }`, nil), "NOT_FOUND", "")

	const addM = `mutation($l: ID, $n: String!, $f: Date!, $t: Date!) { addSchoolHoliday(locationId: $l, name: $n, first: $f, last: $t) { id locationId name } }`
	add := func(u apptest.User, loc any, name, first, last string) apptest.GQLResult {
		return app.GQL(u.Token, addM, map[string]any{"l": loc, "n": name, "f": first, "t": last})
	}
	own := add(w.lou, w.kitchen, "Thanksgiving break", "2026-11-26", "2026-11-27")
	if len(own.Errors) > 0 {
		t.Fatalf("Lou adds the Kitchen's break: %s", own.Raw)
	}
	apptest.Want(t, add(w.lou, w.bar, "Bar break", "2026-12-01", "2026-12-02"), "FORBIDDEN", "")
	apptest.Want(t, add(w.lou, nil, "Winter break", "2026-12-21", "2027-01-01"), "FORBIDDEN",
		"Only a manager of every location may change the school holidays of every location.")
	apptest.Want(t, add(w.lou, w.kitchen, " ", "2026-12-01", "2026-12-02"), "BAD_USER_INPUT", "A school holiday needs a name of 1 to 100 characters.")
	apptest.Want(t, add(w.lou, w.kitchen, "Backwards", "2026-12-02", "2026-12-01"), "BAD_USER_INPUT",
		"A school holiday ends on or after its first day, at most a year later.")
	apptest.Want(t, add(w.lou, w.kitchen, "Too long", "2026-01-01", "2027-06-01"), "BAD_USER_INPUT",
		"A school holiday ends on or after its first day, at most a year later.")
	everyID := app.MustGQL(w.mia.Token, addM, map[string]any{"l": nil, "n": "Winter break", "f": "2026-12-21", "t": "2027-01-01"})["addSchoolHoliday"].(map[string]any)["id"]
	barID := app.MustGQL(w.mia.Token, addM, map[string]any{"l": w.bar, "n": "Bar break", "f": "2026-12-01", "t": "2026-12-02"})["addSchoolHoliday"].(map[string]any)["id"]

	d = app.MustGQL(w.lou.Token, schoolCalendarQ, kitchen)["schoolCalendar"].(map[string]any)
	var names []string
	for _, h := range d["holidays"].([]any) {
		names = append(names, h.(map[string]any)["name"].(string))
	}
	if !slices.Equal(names, []string{"Thanksgiving break", "Winter break"}) {
		t.Errorf("the Kitchen's school holidays = %v, want its own and every location's, by first day", names)
	}
	const removeM = `mutation($i: ID!) { removeSchoolHoliday(id: $i) }`
	apptest.Want(t, app.GQL(w.lou.Token, removeM, map[string]any{"i": barID}), "FORBIDDEN", "")
	apptest.Want(t, app.GQL(w.lou.Token, removeM, map[string]any{"i": everyID}), "FORBIDDEN", "")
	apptest.Want(t, app.GQL(w.lou.Token, removeM, map[string]any{"i": "999999"}), "NOT_FOUND", "School holiday not found.")
	ownID := own.Data["addSchoolHoliday"].(map[string]any)["id"]
	app.MustGQL(w.lou.Token, removeM, map[string]any{"i": ownID})

	var actions []string
	if err := app.Store.DB.Select(&actions, `SELECT action FROM audit_log WHERE action LIKE '%school%' ORDER BY id`); err != nil {
		t.Fatal(err)
	}
	want := []string{"location.school_weekdays", "school_holiday.add", "school_holiday.add", "school_holiday.add", "school_holiday.remove"}
	if !slices.Equal(actions, want) {
		t.Errorf("audited %v, want %v", actions, want)
	}
}

// The school-day limit follows the calendar of the shift's location: a minor's 4 hours
// on a Monday are over the FLSA's 3 on a school day at the Bar, but not at the Kitchen,
// whose school holiday holds the day.
func TestSchoolHolidayLiftsTheSchoolDayLimit(t *testing.T) {
	t.Parallel()
	w := newTwoSites(t)
	app := w.app
	app.MustGQL(w.mia.Token, `mutation($r: ID!) { applyLabourPreset(ruleSetId: $r, presetId: "us-flsa-minors") { presetId } }`,
		map[string]any{"r": defaultRuleSet(t, app)})
	app.MustGQL(w.mia.Token, `mutation($u: ID!) { setBirthDate(userId: $u, birthDate: "2012-03-01") }`, map[string]any{"u": w.eve.ID})
	app.MustGQL(w.lou.Token, `mutation($l: ID!) { addSchoolHoliday(locationId: $l, name: "New Year break", first: "2027-01-04", last: "2027-01-08") { id } }`,
		map[string]any{"l": w.kitchen})
	codes := func(loc string) []string {
		shifts := []any{map[string]any{"dayKey": "MONDAY", "userId": w.eve.ID, "startTime": "14:00", "endTime": "18:00", "locationId": loc}}
		d := app.MustGQL(w.mia.Token, `query($w: Date!, $s: [ShiftInput!]) { publishPreview(weekStarting: $w, shifts: $s) { conflicts { code severity } } }`,
			map[string]any{"w": labourWeek, "s": shifts})["publishPreview"].(map[string]any)
		var out []string
		for _, c := range d["conflicts"].([]any) {
			c := c.(map[string]any)
			out = append(out, c["code"].(string)+":"+c["severity"].(string))
		}
		return out
	}
	if got := codes(w.bar); !slices.Contains(got, "LABOUR_MINOR_SCHOOL_DAY_HOURS:HARD") {
		t.Errorf("4 hours on a school day at the Bar: conflicts %v, want LABOUR_MINOR_SCHOOL_DAY_HOURS:HARD", got)
	}
	if got := codes(w.kitchen); slices.Contains(got, "LABOUR_MINOR_SCHOOL_DAY_HOURS:HARD") {
		t.Errorf("4 hours in the Kitchen's school holiday: conflicts %v, want no school-day conflict", got)
	}
}
