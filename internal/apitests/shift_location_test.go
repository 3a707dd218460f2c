package apitests_test

import (
	"context"
	"database/sql"
	"strconv"
	"testing"

	"github.com/shiftsched/shiftsched/devtools/apptest"
)

// cafe is a café chain with two locations, Harbour and Downtown: Mia manages everything,
// Finn works only at Harbour, Dana only at Downtown, and Sam at both.
type cafe struct {
	app               *apptest.App
	mia               apptest.User
	finn, dana, sam   apptest.User
	harbour, downtown string
}

func newCafe(t *testing.T) *cafe {
	t.Helper()
	app := apptest.New(t)
	c := &cafe{app: app, mia: app.Manager("Mia Manager"),
		finn: app.Employee("Finn Harbour"), dana: app.Employee("Dana Downtown"), sam: app.Employee("Sam Both")}
	loc := func(name string) string {
		return app.MustGQL(c.mia.Token, saveLocationM, map[string]any{"in": map[string]any{"name": name}})["saveLocation"].(map[string]any)["id"].(string)
	}
	c.harbour, c.downtown = loc("Harbour"), loc("Downtown")
	for u, locs := range map[apptest.User][]any{c.finn: {c.harbour}, c.dana: {c.downtown}, c.sam: {c.harbour, c.downtown}} {
		app.MustGQL(c.mia.Token, setWorkplaceM, map[string]any{"in": map[string]any{"userId": u.ID, "positions": []any{}, "locationIds": locs}})
	}
	return c
}

// TestStaffAtHarbourNeverSeeDowntownNorShiftsWithoutALocation: a person assigned to
// locations sees, in every schedule read, only shifts at their locations, and their own;
// a shift without a location is nobody's location and is shown to no one else limited.
func TestStaffAtHarbourNeverSeeDowntownNorShiftsWithoutALocation(t *testing.T) {
	t.Parallel()
	c := newCafe(t)
	app := c.app
	mustExec(t, app, `UPDATE shifts SET location_id = $2 WHERE id = $1`, mustShift(t, app, c.finn, nextWeek, "06:00", "10:00").ID, c.harbour)
	mustExec(t, app, `UPDATE shifts SET location_id = $2 WHERE id = $1`, mustShift(t, app, c.dana, nextWeek, "18:00", "23:00").ID, c.downtown)
	mustShift(t, app, c.dana, nextWeek, "11:00", "12:00") // from before the workplace had locations
	for _, v := range []struct {
		name      string
		who       apptest.User
		sees, not []string
	}{
		{"FinnSeesHarbourOnly", c.finn, []string{"06:00"}, []string{"18:00", "11:00"}},
		{"DanaSeesDowntownAndHerOwnShiftWithoutALocation", c.dana, []string{"18:00", "11:00"}, []string{"06:00"}},
		{"SamSeesBothLocations", c.sam, []string{"06:00", "18:00"}, []string{"11:00"}},
		{"TheManagerOfEverythingSeesAll", c.mia, []string{"06:00", "18:00", "11:00"}, nil},
		{"FinnAgainFromTheCache", c.finn, []string{"06:00"}, []string{"18:00", "11:00"}},
	} {
		t.Run(v.name, func(t *testing.T) {
			reads := warm(t, app, v.who)
			for _, s := range v.sees {
				wantInReads(t, reads, s, true)
			}
			for _, s := range v.not {
				wantInReads(t, reads, s, false)
			}
		})
	}
}

const cafeWeek = "2026-12-04" // a Friday

// locationOf reads where a shift of the database is (0: nowhere).
func locationOf(t *testing.T, app *apptest.App, where string, args ...any) int64 {
	t.Helper()
	var loc sql.NullInt64
	if err := app.Store.DB.GetContext(context.Background(), &loc, `SELECT location_id FROM `+where, args...); err != nil {
		t.Fatal(err)
	}
	return loc.Int64
}

// TestAShiftWithoutALocationIsRefusedOnceTheWorkplaceHasLocations: in a workplace with
// several locations every new shift has one, through every door; a workplace with one
// gives it that one; shifts from before keep publishing as they are.
func TestAShiftWithoutALocationIsRefusedOnceTheWorkplaceHasLocations(t *testing.T) {
	t.Parallel()
	c := newCafe(t)
	app := c.app
	add := func(who apptest.User, loc any) apptest.GQLResult {
		return app.GQL(c.mia.Token, addDraftStructM, map[string]any{"in": map[string]any{"weekStarting": cafeWeek, "dayKey": "FRIDAY",
			"userId": who.ID, "startTime": "09:00", "endTime": "17:00", "locationId": loc}})
	}
	t.Run("OK", func(t *testing.T) {
		if r := add(c.finn, c.harbour); r.Code() != "" {
			t.Fatalf("adding Finn's Harbour shift: %s", r.Raw)
		}
	})
	t.Run("ErrLocationRequired", func(t *testing.T) {
		r := add(c.finn, nil)
		apptest.Want(t, r, "BAD_USER_INPUT",
			"Friday (Finn Harbour): choose the shift's location; in a workplace with several locations every shift has one.")
		if got := r.Errors[0].Extensions["reason"]; got != "LOCATION_REQUIRED" {
			t.Errorf("extensions.reason = %v, want LOCATION_REQUIRED", got)
		}
		apptest.Want(t, app.GQL(c.mia.Token, publishWeekGQL, publishInput(cafeWeek, map[string]any{"dayKey": "SATURDAY",
			"userId": c.sam.ID, "startTime": "09:00", "endTime": "17:00"})), "BAD_USER_INPUT",
			"Saturday, shift 1 (Sam Both): choose the shift's location; in a workplace with several locations every shift has one.")
	})
	t.Run("ANewcomerPlacedNowhereMayStillBeScheduled", func(t *testing.T) {
		if r := add(app.Employee("Nia New"), nil); r.Code() != "" {
			t.Fatalf("adding a shift for someone who works at no location yet: %s", r.Raw)
		}
	})
	t.Run("RESTPutsANewShiftAtItsPersonsOneLocation", func(t *testing.T) {
		days := map[string]any{"friday": []any{}, "saturday": []any{}, "sunday": []any{}, "monday": []any{}, "tuesday": []any{}, "wednesday": []any{}, "thursday": []any{}}
		days["monday"] = []any{map[string]any{"user": c.finn.ID, "startTime": "09:00", "endTime": "17:00"}}
		if r := app.Do("POST", "/api/schedules", c.mia.Token, map[string]any{"weekStarting": "2026-12-11", "days": days}); r.Status != 200 {
			t.Fatalf("REST publish of Finn's shift: %d %s", r.Status, r.Raw)
		}
		if got := locationOf(t, app, `shifts WHERE user_id = $1 AND shift_date = '2026-12-14'`, c.finn.ID); strconv.FormatInt(got, 10) != c.harbour {
			t.Errorf("Finn's REST shift is at %d, want Harbour %s", got, c.harbour)
		}
		days["monday"] = []any{map[string]any{"user": c.sam.ID, "startTime": "09:00", "endTime": "17:00"}}
		apptest.Want(t, app.Do("POST", "/api/schedules", c.mia.Token, map[string]any{"weekStarting": "2026-12-18", "days": days}), 400,
			"Monday, shift 1 (Sam Both): choose the shift's location; in a workplace with several locations every shift has one.")
	})
	t.Run("ShiftsFromBeforeKeepPublishing", func(t *testing.T) {
		old := mustShift(t, app, c.dana, "2026-12-24", "11:00", "12:00")
		if r := app.GQL(c.mia.Token, previewQuery, map[string]any{"w": "2026-12-18"}); r.Code() != "" {
			t.Fatalf("preview of the old week: %s", r.Raw)
		}
		var version int
		if err := app.Store.DB.GetContext(context.Background(), &version, `SELECT version FROM shifts WHERE id = $1`, old.ID); err != nil {
			t.Fatal(err)
		}
		if r := app.GQL(c.mia.Token, updateDraftM, map[string]any{"in": map[string]any{"weekStarting": "2026-12-18", "id": old.ID, "version": version,
			"dayKey": "THURSDAY", "userId": c.dana.ID, "startTime": "11:00", "endTime": "13:00"}}); r.Code() != "" {
			t.Fatalf("changing the times of a shift from before: %s", r.Raw)
		}
		if r := app.GQL(c.mia.Token, publishDraftM, map[string]any{"w": "2026-12-18", "accept": []any{}}); r.Code() != "" {
			t.Fatalf("republishing the old week: %s", r.Raw)
		}
	})
}

// TestAWorkplaceWithOneLocationSchedulesAsBefore: with its one Main location, nobody has
// to choose a location, and a shift without one stays without one.
func TestAWorkplaceWithOneLocationSchedulesAsBefore(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	mia, eve := app.Manager("Mia Manager"), app.Employee("Eve Early")
	d := app.MustGQL(mia.Token, addDraftStructM, map[string]any{"in": map[string]any{"weekStarting": cafeWeek, "dayKey": "FRIDAY",
		"userId": eve.ID, "startTime": "09:00", "endTime": "17:00"}})
	if sh := d["addDraftShift"].(map[string]any)["shifts"].([]any)[0].(map[string]any); sh["locationId"] != nil {
		t.Fatalf("the new shift is at %v, want no location, as before", sh["locationId"])
	}
}
