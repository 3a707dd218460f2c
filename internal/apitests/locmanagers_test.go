package apitests_test

import (
	"strings"
	"testing"

	"github.com/shiftsched/shiftsched/devtools/apptest"
)

const setManagerLocationsM = `mutation($u: ID!, $l: [ID!]!) { setManagerLocations(userId: $u, locationIds: $l) { userId locationIds } }`

// twoSites is a workplace with a Kitchen and a Bar: Mia manages everything, Lou only
// the Kitchen; Eve and Kim work in the Kitchen, Bob and Bea at the Bar.
type twoSites struct {
	app                *apptest.App
	mia, lou           apptest.User
	eve, kim, bob, bea apptest.User
	kitchen, bar       string
}

func newTwoSites(t *testing.T) *twoSites {
	t.Helper()
	app := apptest.New(t)
	w := &twoSites{app: app, mia: app.Manager("Mia Manager"), lou: app.Manager("Lou Kitchen"),
		eve: app.Employee("Eve Early"), kim: app.Employee("Kim Cook"), bob: app.Employee("Bob Bar"), bea: app.Employee("Bea Bar")}
	loc := func(name string) string {
		return app.MustGQL(w.mia.Token, saveLocationM, map[string]any{"in": map[string]any{"name": name}})["saveLocation"].(map[string]any)["id"].(string)
	}
	w.kitchen, w.bar = loc("Kitchen"), loc("Bar")
	for _, p := range []struct {
		u   apptest.User
		loc string
	}{{w.eve, w.kitchen}, {w.kim, w.kitchen}, {w.bob, w.bar}, {w.bea, w.bar}} {
		app.MustGQL(w.mia.Token, setWorkplaceM, map[string]any{"in": map[string]any{"userId": p.u.ID, "positions": []any{}, "locationIds": []any{p.loc}}})
	}
	d := app.MustGQL(w.mia.Token, setManagerLocationsM, map[string]any{"u": w.lou.ID, "l": []any{w.kitchen}})
	if got := d["setManagerLocations"].(map[string]any)["locationIds"].([]any); len(got) != 1 || got[0] != w.kitchen {
		t.Fatalf("Lou's locations = %v", got)
	}
	return w
}

// at moves a published shift to a location.
func (w *twoSites) at(t *testing.T, s shiftRef, loc string) shiftRef {
	t.Helper()
	mustExec(t, w.app, `UPDATE shifts SET location_id = $2 WHERE id = $1`, s.ID, loc)
	return s
}

const outsideShift = "You manage only some locations: this shift is at another location, or its person does not work at yours."

func TestOnlyAManagerOfEveryLocationLimitsManagers(t *testing.T) {
	t.Parallel()
	w := newTwoSites(t)
	apptest.Want(t, w.app.GQL(w.lou.Token, setManagerLocationsM, map[string]any{"u": w.lou.ID, "l": []any{}}),
		"FORBIDDEN", "Only a manager of every location may limit managers to locations.")
	apptest.Want(t, w.app.GQL(w.eve.Token, setManagerLocationsM, map[string]any{"u": w.lou.ID, "l": []any{}}), "FORBIDDEN", "")
	apptest.Want(t, w.app.GQL(w.mia.Token, setManagerLocationsM, map[string]any{"u": w.eve.ID, "l": []any{w.bar}}),
		"BAD_USER_INPUT", "Only a manager can be limited to locations; Eve Early is not one.")
	apptest.Want(t, w.app.GQL(w.mia.Token, setManagerLocationsM, map[string]any{"u": w.lou.ID, "l": []any{"999"}}),
		"BAD_USER_INPUT", "Locations: there is no location in use with id 999.")
	d := w.app.MustGQL(w.mia.Token, `query($u: [ID!]) { managerLocations(userIds: $u) { userId locationIds } }`, map[string]any{"u": []any{w.lou.ID, w.mia.ID}})
	if got := d["managerLocations"].([]any); len(got) != 2 || len(got[1].(map[string]any)["locationIds"].([]any)) != 1 ||
		len(got[0].(map[string]any)["locationIds"].([]any)) != 0 {
		t.Fatalf("managerLocations = %v, want Mia unlimited and Lou in the Kitchen", got)
	}
	var audited int
	if err := w.app.Store.DB.Get(&audited, `SELECT count(*) FROM audit_log WHERE action = 'user.set_manager_locations'`); err != nil {
		t.Fatal(err)
	}
	if audited != 1 {
		t.Errorf("audited %d changes of manager locations, want 1", audited)
	}
}

func TestLocationManagersAreRefusedOutsideTheirLocationsOnBothDoors(t *testing.T) {
	t.Parallel()
	w := newTwoSites(t)
	app := w.app
	t.Run("DraftEdits", func(t *testing.T) {
		add := func(tok string, u apptest.User, loc string) apptest.GQLResult {
			return app.GQL(tok, addDraftM, map[string]any{"in": map[string]any{"weekStarting": weekNov27, "dayKey": "SATURDAY",
				"userId": u.ID, "startTime": "09:00", "endTime": "17:00", "locationId": loc}})
		}
		apptest.Want(t, add(w.lou.Token, w.bob, w.bar), "FORBIDDEN", outsideShift)
		apptest.Want(t, add(w.lou.Token, w.eve, w.bar), "FORBIDDEN", outsideShift)
		apptest.Want(t, add(w.lou.Token, w.bob, w.kitchen), "FORBIDDEN", outsideShift)
		if r := add(w.lou.Token, w.eve, w.kitchen); r.Code() != "" {
			t.Fatalf("Lou adding Eve in the Kitchen: %s", r.Raw)
		}
		mias := add(w.mia.Token, w.bob, w.bar)
		if mias.Code() != "" {
			t.Fatalf("Mia adding Bob at the Bar: %s", mias.Raw)
		}
		// Lou's draft shows the Kitchen only; Mia's shows both.
		q := `query($w: Date!) { weekDraft(weekStarting: $w) { shifts { id userName version } } }`
		lous := string(app.GQL(w.lou.Token, q, map[string]any{"w": weekNov27}).Raw)
		mias2 := string(app.GQL(w.mia.Token, q, map[string]any{"w": weekNov27}).Raw)
		if strings.Contains(lous, "Bob Bar") || !strings.Contains(lous, "Eve Early") || !strings.Contains(mias2, "Bob Bar") {
			t.Fatalf("drafts: Lou sees %s; Mia sees %s", lous, mias2)
		}
		preview := string(app.GQL(w.lou.Token, `query($w: Date!) { publishPreview(weekStarting: $w) { changes { userName message } conflicts { message } } }`,
			map[string]any{"w": weekNov27}).Raw)
		if strings.Contains(preview, "Bob Bar") || !strings.Contains(preview, "Eve Early") {
			t.Fatalf("Lou's dry run shows another location's draft, or not his own: %s", preview)
		}
		apptest.Want(t, app.GQL(w.lou.Token, discardDraftM, map[string]any{"w": weekNov27}), "FORBIDDEN",
			"You manage only some locations, and this draft holds changes at another location; ask a manager of every location to discard it.")
		t.Run("Publish", func(t *testing.T) {
			apptest.Want(t, app.GQL(w.lou.Token, publishDraftM, map[string]any{"w": weekNov27}), "FORBIDDEN",
				"You manage only some locations, and this publish changes shifts at another location or of people who do not work at yours; ask a manager of every location to publish it.")
			apptest.Want(t, publishWeek(app, w.lou.Token, weekNov20, weekDays{"friday": {shiftIn(w.bob, "09:00", "17:00")}}), 403, "")
			if r := publishWeek(app, w.lou.Token, weekNov20, weekDays{"friday": {shiftIn(w.eve, "09:00", "17:00")}}); r.Status != 200 {
				t.Fatalf("Lou publishing Eve's week: %d %s", r.Status, r.Raw)
			}
		})
	})

	t.Run("PeopleAndTheirLocations", func(t *testing.T) {
		place := func(u apptest.User, locs ...any) apptest.GQLResult {
			return app.GQL(w.lou.Token, setWorkplaceM, map[string]any{"in": map[string]any{"userId": u.ID, "positions": []any{}, "locationIds": locs}})
		}
		apptest.Want(t, place(w.bob, w.bar, w.kitchen), "FORBIDDEN", "You manage only some locations, and this person does not work at any of them.")
		apptest.Want(t, place(w.eve, w.kitchen, w.bar), "FORBIDDEN", "You manage only some locations, and may give or take only those.")
		if r := place(w.eve, w.kitchen); r.Code() != "" {
			t.Fatalf("Lou placing Eve in the Kitchen: %s", r.Raw)
		}
	})

	t.Run("SwapDecisions", func(t *testing.T) {
		a := w.at(t, mustShift(t, app, w.bob, "2026-12-07", "09:00", "17:00"), w.bar)
		b := w.at(t, mustShift(t, app, w.bea, "2026-12-08", "09:00", "17:00"), w.bar)
		id := mustSwap(t, app, w.bob, a, b, w.bea)
		mustAccept(t, app, w.bea, id)
		apptest.Want(t, app.Do("PUT", "/api/swaps/respond/manager/"+id, w.lou.Token, map[string]any{"response": "approve"}), 403, "")
		apptest.Want(t, app.GQL(w.lou.Token, decideGQL, map[string]any{"id": id, "d": "DENY"}), "FORBIDDEN", "")
		if got := swapStatus(t, app, id); got != "pending_manager" {
			t.Fatalf("swap after Lou's refused decisions = %s", got)
		}
		c := w.at(t, mustShift(t, app, w.eve, "2026-12-07", "09:00", "17:00"), w.kitchen)
		d := w.at(t, mustShift(t, app, w.kim, "2026-12-08", "09:00", "17:00"), w.kitchen)
		id = mustSwap(t, app, w.eve, c, d, w.kim)
		mustAccept(t, app, w.kim, id)
		apptest.Want(t, app.Do("PUT", "/api/swaps/respond/manager/"+id, w.lou.Token, map[string]any{"response": "approve"}), 200, "")
	})

	t.Run("TimeOffDecisions", func(t *testing.T) {
		request := func(u apptest.User) string {
			res := app.Do("POST", "/api/pto", u.Token, map[string]any{"date": "2026-12-20"})
			if res.Status != 201 {
				t.Fatalf("pto = %d %s", res.Status, res.Raw)
			}
			return res.Obj()["_id"].(string)
		}
		bobs, eves := request(w.bob), request(w.eve)
		apptest.Want(t, app.Do("PUT", "/api/pto/respond/"+bobs, w.lou.Token, map[string]any{"status": "approved"}), 403, "")
		apptest.Want(t, app.GQL(w.lou.Token, respondMutation, map[string]any{"id": bobs, "d": "APPROVE"}), "FORBIDDEN",
			"You manage only some locations, and this person does not work at any of them.")
		apptest.Want(t, app.Do("PUT", "/api/pto/respond/"+eves, w.lou.Token, map[string]any{"status": "approved"}), 200, "")
	})

	t.Run("ClaimDecisions", func(t *testing.T) {
		post := func(loc string, who apptest.User) string {
			d := app.MustGQL(w.mia.Token, postOpenGQL, map[string]any{"in": map[string]any{"date": "2026-12-09", "startTime": "09:00",
				"endTime": "17:00", "eligibleUserIds": []any{who.ID}, "locationId": loc}})
			return d["postOpenShift"].(map[string]any)["id"].(string)
		}
		bars := mustClaim(t, app, w.bob, post(w.bar, w.bob))["id"].(string)
		apptest.Want(t, app.GQL(w.lou.Token, decideCGQL, map[string]any{"id": bars, "d": "APPROVE"}), "FORBIDDEN", outsideShift)
		kitchens := mustClaim(t, app, w.kim, post(w.kitchen, w.kim))["id"].(string)
		if r := app.GQL(w.lou.Token, decideCGQL, map[string]any{"id": kitchens, "d": "APPROVE"}); r.Code() != "" {
			t.Fatalf("Lou approving Kim's Kitchen claim: %s", r.Raw)
		}
	})
}

func TestStaffSeeTheLocationsTheyWorkAtAndNoTwoViewersShareWhatTheyMayNotBothSee(t *testing.T) {
	t.Parallel()
	w := newTwoSites(t)
	app := w.app
	w.at(t, mustShift(t, app, w.eve, nextWeek, "06:00", "10:00"), w.kitchen)
	w.at(t, mustShift(t, app, w.bob, nextWeek, "18:00", "23:00"), w.bar)
	mustShift(t, app, w.bob, nextWeek, "11:00", "12:00") // no location: nobody's location, seen by Bob and by managers of all
	for _, v := range []struct {
		who       apptest.User
		sees, not []string
	}{
		{w.eve, []string{"06:00"}, []string{"18:00", "11:00"}},
		{w.kim, []string{"06:00"}, []string{"18:00", "11:00"}},
		{w.bob, []string{"18:00", "11:00"}, []string{"06:00"}},
		{w.lou, []string{"06:00"}, []string{"18:00", "11:00"}},
		{w.mia, []string{"06:00", "18:00", "11:00"}, nil},
		{w.eve, []string{"06:00"}, []string{"18:00", "11:00"}}, // again, from the cache
	} {
		reads := warm(t, app, v.who)
		for _, s := range v.sees {
			wantInReads(t, reads, s, true)
		}
		for _, s := range v.not {
			wantInReads(t, reads, s, false)
		}
	}
	t.Run("PeopleOfTheSameLocationsShareOneAnswer", func(t *testing.T) {
		warm(t, app, w.eve)
		hits := app.Reads.Stats().Hits
		doorReads(t, app, w.kim)
		if got := app.Reads.Stats().Hits - hits; got < 3 {
			t.Errorf("Kim's first reads after Eve's hit the cache %d times, want at least 3", got)
		}
	})
	t.Run("OwnShiftsElsewhereAreSeenByTheirPersonAlone", func(t *testing.T) {
		w.at(t, mustShift(t, app, w.kim, nextWeek, "19:00", "20:00"), w.bar)
		wantInReads(t, warm(t, app, w.kim), "19:00", true)
		wantInReads(t, warm(t, app, w.eve), "19:00", false)
	})
}
