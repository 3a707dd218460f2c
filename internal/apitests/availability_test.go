package apitests_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/shiftsched/shiftsched/devtools/apptest"
)

const (
	availFields = `userId days { day mode windows { startTime endTime } }`
	setAvailM   = `mutation($days: [AvailabilityDayInput!]!, $u: ID) { setWeeklyAvailability(days: $days, userId: $u) { ` + availFields + ` } }`
	getAvailQ   = `query($u: ID) { weeklyAvailability(userId: $u) { ` + availFields + ` } }`
	addDateM    = `mutation($d: Date!, $n: String, $u: ID) { addUnavailableDate(date: $d, note: $n, userId: $u) { id userId date note } }`
	removeDateM = `mutation($id: ID!) { removeUnavailableDate(id: $id) }`
	weekAvailQ  = `query($w: Date!) { weekAvailability(weekStarting: $w) { userName weekly { days { day mode } } unavailableDates { date note } } }`
)

func dayModes(w map[string]any) string {
	var out []string
	for _, d := range w["days"].([]any) {
		m := d.(map[string]any)
		s := fmt.Sprintf("%s:%s", m["day"], m["mode"])
		if ws, ok := m["windows"].([]any); ok {
			for _, x := range ws {
				s += fmt.Sprintf(" %s-%s", x.(map[string]any)["startTime"], x.(map[string]any)["endTime"])
			}
		}
		out = append(out, s)
	}
	return strings.Join(out, ",")
}

func TestAvailability(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	mia := app.Manager("Mia Manager")
	eve := app.Employee("Eve Early")
	bob := app.Employee("Bob Late")
	unavailableMondays := []any{map[string]any{"day": "MONDAY", "mode": "UNAVAILABLE"}}

	t.Run("OK_DefaultsToAllDay", func(t *testing.T) {
		w := app.MustGQL(eve.Token, getAvailQ, nil)["weeklyAvailability"].(map[string]any)
		if w["userId"] != eve.ID || !strings.HasPrefix(dayModes(w), "FRIDAY:ALL_DAY,SATURDAY:ALL_DAY") || len(w["days"].([]any)) != 7 {
			t.Fatalf("availability = %v", w)
		}
	})
	t.Run("OK_SetOwnWithWindows", func(t *testing.T) {
		days := []any{
			map[string]any{"day": "MONDAY", "mode": "UNAVAILABLE"},
			map[string]any{"day": "TUESDAY", "mode": "WINDOWS", "windows": []any{
				map[string]any{"startTime": "18:00", "endTime": "23:00"}, map[string]any{"startTime": "09:00", "endTime": "13:00"}}},
		}
		app.MustGQL(eve.Token, setAvailM, map[string]any{"days": days})
		w := app.MustGQL(eve.Token, getAvailQ, nil)["weeklyAvailability"].(map[string]any)
		want := "FRIDAY:ALL_DAY,SATURDAY:ALL_DAY,SUNDAY:ALL_DAY,MONDAY:UNAVAILABLE,TUESDAY:WINDOWS 09:00-13:00 18:00-23:00,WEDNESDAY:ALL_DAY,THURSDAY:ALL_DAY"
		if got := dayModes(w); got != want {
			t.Fatalf("availability = %s", got)
		}
	})
	t.Run("OK_ManagerSeesAndEditsAnyone", func(t *testing.T) {
		w := app.MustGQL(mia.Token, getAvailQ, map[string]any{"u": eve.ID})["weeklyAvailability"].(map[string]any)
		if !strings.Contains(dayModes(w), "MONDAY:UNAVAILABLE") {
			t.Fatalf("manager sees %v", w)
		}
		app.MustGQL(mia.Token, setAvailM, map[string]any{"days": unavailableMondays, "u": bob.ID})
		app.MustGQL(mia.Token, addDateM, map[string]any{"d": "2026-12-01", "n": "Course", "u": bob.ID})
	})
	t.Run("ErrStaffCannotSeeOthers", func(t *testing.T) {
		apptest.Want(t, app.GQL(eve.Token, getAvailQ, map[string]any{"u": bob.ID}), "FORBIDDEN", "")
		apptest.Want(t, app.GQL(eve.Token, setAvailM, map[string]any{"days": []any{}, "u": bob.ID}), "FORBIDDEN", "")
		apptest.Want(t, app.GQL(eve.Token, addDateM, map[string]any{"d": "2026-12-01", "u": bob.ID}), "FORBIDDEN", "")
	})
	t.Run("ErrInvalidPattern", func(t *testing.T) {
		apptest.Want(t, app.GQL(eve.Token, setAvailM, map[string]any{"days": []any{map[string]any{"day": "MONDAY", "mode": "WINDOWS"}}}),
			"BAD_USER_INPUT", "Monday: give at least one time window.")
	})
	t.Run("OKUnavailableDates", func(t *testing.T) {
		d := app.MustGQL(eve.Token, addDateM, map[string]any{"d": "2026-12-03", "n": " exam "})["addUnavailableDate"].(map[string]any)
		if d["note"] != "exam" || d["date"] != "2026-12-03" || d["userId"] != eve.ID {
			t.Fatalf("date = %v", d)
		}
		apptest.Want(t, app.GQL(eve.Token, addDateM, map[string]any{"d": "2026-12-03"}), "BAD_USER_INPUT", "Dec 3 is already marked unavailable.")
		apptest.Want(t, app.GQL(eve.Token, addDateM, map[string]any{"d": "2026-11-21"}), "BAD_USER_INPUT", "A past date cannot be marked unavailable.")
		apptest.Want(t, app.GQL(eve.Token, addDateM, map[string]any{"d": "2026-12-04", "n": strings.Repeat("x", 201)}), "BAD_USER_INPUT", "The note must be at most 200 characters long.")
		apptest.Want(t, app.GQL(bob.Token, removeDateM, map[string]any{"id": d["id"]}), "NOT_FOUND", "")
		extra := app.MustGQL(eve.Token, addDateM, map[string]any{"d": "2026-12-04"})["addUnavailableDate"].(map[string]any)
		app.MustGQL(eve.Token, removeDateM, map[string]any{"id": extra["id"]})
	})
	t.Run("OK_WeekViewShowsEveryone", func(t *testing.T) {
		got := fmt.Sprint(app.MustGQL(bob.Token, weekAvailQ, map[string]any{"w": "2026-11-27"})["weekAvailability"])
		// Bob sees Eve's unavailable date but not her note; his own note he sees.
		if !strings.Contains(got, "userName:Eve Early weekly:map[days:[map[day:FRIDAY mode:ALL_DAY]") ||
			!strings.Contains(got, "unavailableDates:[map[date:2026-12-03 note:]]") ||
			!strings.Contains(got, "unavailableDates:[map[date:2026-12-01 note:Course]]") ||
			!strings.Contains(got, "map[day:MONDAY mode:UNAVAILABLE]") {
			t.Errorf("week availability = %s", got)
		}
		mgr := fmt.Sprint(app.MustGQL(mia.Token, weekAvailQ, map[string]any{"w": "2026-11-27"})["weekAvailability"])
		if !strings.Contains(mgr, "note:exam") {
			t.Errorf("manager's week availability = %s", mgr)
		}
		apptest.Want(t, app.GQL(bob.Token, weekAvailQ, map[string]any{"w": "2026-11-28"}), "BAD_USER_INPUT", "weekStarting must be a Friday.")
	})

	t.Run("OKWarnInDraftsPreviewAndPublish", func(t *testing.T) {
		// Monday Nov 30: Eve is unavailable on Mondays. Sunday overnight runs into it.
		app.MustGQL(mia.Token, addDraftM, addShift("2026-11-27", "MONDAY", eve, "12:00", "17:00"))
		app.MustGQL(mia.Token, addDraftM, addShift("2026-11-27", "SUNDAY", eve, "22:00", "02:00"))
		d := app.MustGQL(mia.Token, addDraftM, addShift("2026-11-27", "TUESDAY", eve, "10:00", "12:00"))["addDraftShift"].(map[string]any)
		var msgs []string
		for _, c := range d["conflicts"].([]any) {
			m := c.(map[string]any)
			if m["code"] == "UNAVAILABLE" {
				if m["severity"] != "WARNING" {
					t.Errorf("severity = %v", m)
				}
				msgs = append(msgs, m["message"].(string))
			}
		}
		want := []string{
			"Eve Early is scheduled Sunday Nov 29 22:00-02:00, outside their weekly availability (Sunday: all day; Monday: unavailable).",
			"Eve Early is scheduled Monday Nov 30 12:00-17:00, outside their weekly availability (Monday: unavailable).",
		}
		if fmt.Sprint(msgs) != fmt.Sprint(want) {
			t.Fatalf("UNAVAILABLE warnings in the draft =\n %q\nwant\n %q", msgs, want)
		}
		p := app.MustGQL(mia.Token, previewQuery, map[string]any{"w": "2026-11-27"})["publishPreview"].(map[string]any)
		if got := conflictCodes(p); fmt.Sprint(got) != "[UNAVAILABLE/WARNING/%!s(<nil>) UNAVAILABLE/WARNING/%!s(<nil>)]" {
			t.Errorf("preview conflicts = %v", got)
		}
		r := app.GQL(mia.Token, publishDraftM, map[string]any{"w": "2026-11-27"})
		apptest.Want(t, r, "CONFLICT", "")
		app.MustGQL(mia.Token, publishDraftM, map[string]any{"w": "2026-11-27", "accept": warningKeys(p)})
	})
}

func TestPartDayTimeOffInConflicts(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	mia := app.Manager("Mia Manager")
	eve := app.Employee("Eve Early")
	r := mustRange(t, app, eve, "2026-12-01", "2026-12-01", "startTime", "09:00", "endTime", "12:00")
	app.MustGQL(mia.Token, decideM, map[string]any{"id": r["id"], "d": "APPROVE"})
	d := app.MustGQL(mia.Token, addDraftM, addShift("2026-11-27", "TUESDAY", eve, "13:00", "17:00"))["addDraftShift"].(map[string]any)
	if got := conflictCodes(d); len(got) != 0 {
		t.Errorf("a shift after the part day conflicts: %v", got)
	}
	d = app.MustGQL(mia.Token, addDraftM, addShift("2026-11-27", "TUESDAY", eve, "06:00", "10:00"))["addDraftShift"].(map[string]any)
	if got := conflictCodes(d); fmt.Sprint(got) != "[ON_TIME_OFF/HARD/Eve Early SHORT_REST/WARNING/Eve Early]" {
		t.Errorf("a shift inside the part day: %v", got)
	}
}
