package apitests_test

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/shiftsched/shiftsched/devtools/apptest"
	"github.com/shiftsched/shiftsched/internal/autofill"
	"github.com/shiftsched/shiftsched/internal/fillrun"
	"github.com/shiftsched/shiftsched/internal/service"
)

const (
	startFillM = `mutation($in: FillInput!) { startFill(input: $in) { id status } }`
	fillJobQ   = `query($id: ID!) { fillJob(id: $id) { id status error progress { penalty feasible short shortRequirements }
		proposal { penalty feasible byRule { rule penalty } changes { op userId date shiftTypeId } short { date missing why } notes } } }`
	applyFillM = `mutation($id: ID!, $dates: [Date!]) { applyFill(id: $id, dates: $dates) { status } }`
	fillWeek   = "2026-12-04" // a Friday after the test clock's today
)

// fillWorld is a café with one location, a cook position, an early shift type, three
// cooks and a Saturday that needs three of them.
type fillWorld struct {
	app                       *apptest.App
	mia                       apptest.User
	cooks                     []apptest.User
	location, early, position any
}

func newFillWorld(t *testing.T, opts ...apptest.Options) *fillWorld {
	app := apptest.New(t, opts...)
	w := &fillWorld{app: app, mia: app.Manager("Mia Manager")}
	gql := func(q string, vars map[string]any) map[string]any { return app.MustGQL(w.mia.Token, q, vars) }
	w.location = gql(`mutation { saveLocation(input: {name: "Café"}) { id } }`, nil)["saveLocation"].(map[string]any)["id"]
	pos := gql(`mutation { savePosition(input: {name: "Cook", colour: "#1f77b4"}) { id } }`, nil)["savePosition"].(map[string]any)["id"]
	w.position = pos
	w.early = gql(`mutation($p: ID!, $l: ID!) { saveShiftType(input: {name: "Early", positionId: $p, locationId: $l, startTime: "06:00", endTime: "14:00"}) { id } }`,
		map[string]any{"p": pos, "l": w.location})["saveShiftType"].(map[string]any)["id"]
	for _, name := range []string{"Ada Cook", "Ben Cook", "Cy Cook"} {
		u := app.Employee(name)
		gql(`mutation($u: ID!, $p: ID!, $l: ID!) { setPersonWorkplace(input: {userId: $u, positions: [{positionId: $p}], locationIds: [$l]}) { userId } }`,
			map[string]any{"u": u.ID, "p": pos, "l": w.location})
		w.cooks = append(w.cooks, u)
	}
	gql(`mutation($l: ID!, $s: ID!) { saveStaffingRequirement(input: {locationId: $l, shiftTypeId: $s, needed: {saturday: 3}}) { id } }`,
		map[string]any{"l": w.location, "s": w.early})
	return w
}

func (w *fillWorld) start(t *testing.T, mode string) string {
	t.Helper()
	d := w.app.MustGQL(w.mia.Token, startFillM, map[string]any{"in": map[string]any{
		"mode": mode, "rangeStart": fillWeek, "weeks": 1, "locationId": w.location, "timeLimitSeconds": 1}})
	return d["startFill"].(map[string]any)["id"].(string)
}

// runner runs fill jobs for the test, as an instance would, with a quick beat.
func (w *fillWorld) runner(t *testing.T) {
	r := fillrun.New(w.app.Store, w.app.Fill, w.app.DSN, nil)
	r.Beat, r.Poll = 50*time.Millisecond, 50*time.Millisecond
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan struct{})
	go func() { defer close(done); r.Run(ctx) }()
	t.Cleanup(func() { cancel(); <-done })
}

func (w *fillWorld) job(t *testing.T, id string) map[string]any {
	return w.app.MustGQL(w.mia.Token, fillJobQ, map[string]any{"id": id})["fillJob"].(map[string]any)
}

func (w *fillWorld) waitFor(t *testing.T, id string, statuses ...string) map[string]any {
	t.Helper()
	var j map[string]any
	defer func() {
		if t.Failed() {
			t.Logf("last seen: %v", j)
		}
	}()
	apptest.WaitFor(t, 10*time.Second, "the fill to reach "+strings.Join(statuses, " or "), func() bool {
		j = w.job(t, id)
		for _, s := range statuses {
			if j["status"] == s {
				return true
			}
		}
		return false
	})
	return j
}

func TestABadFillIsRefusedWithASentence(t *testing.T) {
	t.Parallel()
	w := newFillWorld(t)
	eve := w.app.Employee("Eve Early")
	in := func(m map[string]any) map[string]any {
		base := map[string]any{"mode": "FILL", "rangeStart": fillWeek, "weeks": 1}
		for k, v := range m {
			base[k] = v
		}
		return map[string]any{"in": base}
	}
	apptest.Want(t, w.app.GQL(w.mia.Token, startFillM, in(map[string]any{"weeks": 13})),
		"BAD_USER_INPUT", "A fill plans 1 to 12 weeks at a time, not 13.")
	apptest.Want(t, w.app.GQL(w.mia.Token, startFillM, in(map[string]any{"mode": "SOMETIMES"})), "GRAPHQL_VALIDATION_FAILED", "")
	apptest.Want(t, w.app.GQL(w.mia.Token, startFillM, in(map[string]any{"locationId": "999"})),
		"BAD_USER_INPUT", "There is no location with id 999 (or it is archived).")
	apptest.Want(t, w.app.GQL(eve.Token, startFillM, in(nil)), "FORBIDDEN", "")
	mustExec(t, w.app, `DELETE FROM staffing_requirements`)
	apptest.Want(t, w.app.GQL(w.mia.Token, startFillM, in(nil)), "BAD_USER_INPUT",
		"No staffing requirements are defined for these shift types: say how many people each needs (Coverage) before filling.")
}

func TestOnlyOneFillIsUnderWayAtATime(t *testing.T) {
	t.Parallel()
	w := newFillWorld(t)
	id := w.start(t, "FILL")
	apptest.Want(t, w.app.GQL(w.mia.Token, startFillM, map[string]any{"in": map[string]any{"mode": "REBUILD", "rangeStart": fillWeek, "weeks": 2}}),
		"CONFLICT", "Another fill is already under way; stop it or wait for it to finish before starting one.")
	if st := w.app.MustGQL(w.mia.Token, `mutation($id: ID!) { stopFill(id: $id) { status } }`, map[string]any{"id": id})["stopFill"].(map[string]any)["status"]; st != "STOPPED" {
		t.Fatalf("a queued fill stopped is %v, want STOPPED", st)
	}
	w.start(t, "FILL") // the slot is free again
}

func TestAFilledWeekExplainsWhatIsShortAndAppliesToTheDraftWithoutAHardConflict(t *testing.T) {
	t.Parallel()
	w := newFillWorld(t)
	w.app.MustGQL(w.mia.Token, `mutation($u: ID) { addUnavailableDate(date: "2026-12-05", userId: $u) { id } }`,
		map[string]any{"u": w.cooks[2].ID})
	w.runner(t)
	id := w.start(t, "REBUILD")
	j := w.waitFor(t, id, "DONE")
	p := j["proposal"].(map[string]any)
	if p["feasible"] != true || len(p["changes"].([]any)) != 2 {
		t.Fatalf("proposal = %v, want two cooks added and no hard violation", p)
	}
	if pr := j["progress"].(map[string]any); pr["short"] != float64(1) || pr["shortRequirements"] != float64(1) {
		t.Errorf("progress = %v, want 1 person short on 1 requirement", pr)
	}
	short := p["short"].([]any)
	if len(short) != 1 || !strings.Contains(short[0].(map[string]any)["why"].(string),
		"Early (Cook) at Café: 1 short; 3 qualified people: 2 working it, 1 unavailable") {
		t.Fatalf("short = %v", short)
	}
	if st := w.app.MustGQL(w.mia.Token, applyFillM, map[string]any{"id": id})["applyFill"].(map[string]any)["status"]; st != "APPLIED" {
		t.Fatalf("applied fill is %v", st)
	}
	d := w.app.MustGQL(w.mia.Token, `query($w: Date!) { weekDraft(weekStarting: $w) { shifts { userId date } conflicts { code severity } } }`,
		map[string]any{"w": fillWeek})["weekDraft"].(map[string]any)
	if n := len(d["shifts"].([]any)); n != 2 {
		t.Errorf("the draft has %d shifts, want 2", n)
	}
	for _, c := range d["conflicts"].([]any) {
		if c.(map[string]any)["severity"] == "HARD" {
			t.Errorf("applied proposal has a hard conflict: %v", c)
		}
	}
	apptest.Want(t, w.app.GQL(w.mia.Token, applyFillM, map[string]any{"id": id}), "CONFLICT", "This fill's proposal was applied already.")
}

func TestApplyingIsRefusedWhenTheDraftsChangedAfterTheFillReadThem(t *testing.T) {
	t.Parallel()
	w := newFillWorld(t)
	w.runner(t)
	id := w.start(t, "FILL")
	w.waitFor(t, id, "DONE")
	w.app.MustGQL(w.mia.Token, `mutation($in: DraftShiftInput!) { addDraftShift(input: $in) { hasChanges } }`,
		map[string]any{"in": map[string]any{"weekStarting": fillWeek, "dayKey": "SUNDAY", "userId": w.cooks[0].ID,
			"startTime": "09:00", "endTime": "12:00", "locationId": w.location}})
	apptest.Want(t, w.app.GQL(w.mia.Token, applyFillM, map[string]any{"id": id}), "CONFLICT",
		"The drafts of these weeks changed after the fill read them (another manager, or you, edited a shift). "+
			"Nothing was applied: start the fill again to plan from the drafts as they are now.")
}

func TestAFillWhoseInstanceWentSilentIsFailedWithASentence(t *testing.T) {
	t.Parallel()
	w := newFillWorld(t)
	id := w.start(t, "FILL")
	mustExec(t, w.app, `UPDATE fill_jobs SET status = 'running', claimed_by = 'gone', heartbeat_at = now() - interval '31 seconds' WHERE id = $1`, id)
	fillrun.New(w.app.Store, w.app.Fill, "", nil).RunOnce(context.Background())
	j := w.job(t, id)
	if j["status"] != "FAILED" || j["error"] != "The server running this fill stopped answering; start the fill again." {
		t.Fatalf("stale fill = %v %v", j["status"], j["error"])
	}
	w.start(t, "FILL") // the slot is free again
}

// A start refused because a fill is under way is refused before the range is read: it
// answers CONFLICT even when the range could not be planned at all, without spending
// the plan's time (155-260 ms on the 500-person workplace).
func TestAFillStartIsRefusedForTheRunningFillBeforeThePlanIsBuilt(t *testing.T) {
	t.Parallel()
	w := newFillWorld(t)
	w.start(t, "FILL")
	mustExec(t, w.app, `DELETE FROM staffing_requirements`) // a plan would now fail with a sentence
	apptest.Want(t, w.app.GQL(w.mia.Token, startFillM, map[string]any{"in": map[string]any{"mode": "FILL", "rangeStart": fillWeek, "weeks": 1}}),
		"CONFLICT", "Another fill is already under way; stop it or wait for it to finish before starting one.")
}

// Finished fills are pruned: a start and stop loop leaves the newest 20, not one job
// (with its problem, about 350 KB on the 500-person workplace) per start.
func TestFinishedFillsArePrunedToTheNewestTwenty(t *testing.T) {
	t.Parallel()
	w := newFillWorld(t)
	var last string
	for range 25 {
		last = w.start(t, "FILL")
		w.app.MustGQL(w.mia.Token, `mutation($id: ID!) { stopFill(id: $id) { status } }`, map[string]any{"id": last})
	}
	var n int
	if err := w.app.Store.DB.Get(&n, `SELECT count(*) FROM fill_jobs`); err != nil {
		t.Fatal(err)
	}
	if n > 21 {
		t.Errorf("%d fill jobs kept after 25 starts, want the newest 20 finished and the one under way at most", n)
	}
	if j := w.job(t, last); j["status"] != "STOPPED" {
		t.Errorf("the newest fill is %v", j["status"])
	}
}

// A manager's fill starts are rate-limited: a refused start says to wait.
func TestFillStartsAreLimitedPerManager(t *testing.T) {
	t.Parallel()
	w := newFillWorld(t, apptest.Options{Limits: map[string]service.Limit{autofill.ActionStartFill: {Every: time.Hour, Burst: 2}}})
	for range 2 {
		id := w.start(t, "FILL")
		w.app.MustGQL(w.mia.Token, `mutation($id: ID!) { stopFill(id: $id) { status } }`, map[string]any{"id": id})
	}
	apptest.Want(t, w.app.GQL(w.mia.Token, startFillM, map[string]any{"in": map[string]any{
		"mode": "FILL", "rangeStart": fillWeek, "weeks": 1, "locationId": w.location}}),
		"RATE_LIMITED", "You started many fills in a short time. Please wait a minute before starting another.")
}
