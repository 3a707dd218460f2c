package service_test

import (
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
