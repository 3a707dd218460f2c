package apitests_test

import (
	"context"
	"fmt"
	"testing"

	"github.com/shiftsched/shiftsched/devtools/apptest"
	"github.com/shiftsched/shiftsched/internal/domain"
	"github.com/shiftsched/shiftsched/internal/store"
)

const pinM = `mutation($w: Date!, $id: ID!, $p: Boolean!) { setDraftShiftPinned(weekStarting: $w, id: $id, pinned: $p) { id pinned } }`

// sundayShift adds an early shift on the fill week's Sunday, which no requirement asks
// for, and returns its id.
func (w *fillWorld) sundayShift(t *testing.T, cook apptest.User) string {
	t.Helper()
	d := w.app.MustGQL(w.mia.Token, `mutation($in: DraftShiftInput!) { addDraftShift(input: $in) { shifts { id userId date } } }`,
		map[string]any{"in": map[string]any{"weekStarting": fillWeek, "dayKey": "SUNDAY", "userId": cook.ID, "shiftTypeId": w.early,
			"startTime": "06:00", "endTime": "14:00"}})["addDraftShift"].(map[string]any)
	for _, sh := range d["shifts"].([]any) {
		if m := sh.(map[string]any); m["userId"] == cook.ID && m["date"] == "2026-12-06" {
			return m["id"].(string)
		}
	}
	t.Fatalf("no Sunday shift for %s in %v", cook.Name, d)
	return ""
}

// removed lists the shift ids a finished fill's proposal removes.
func removed(j map[string]any) map[string]bool {
	out := map[string]bool{}
	for _, c := range j["proposal"].(map[string]any)["changes"].([]any) {
		if m := c.(map[string]any); m["op"] == "REMOVE" {
			out[fmt.Sprint(m["shiftId"])] = true
		}
	}
	return out
}

func TestARebuildKeepsOnlyPinnedShiftsAndRepairChangesAsLittleAsItCan(t *testing.T) {
	t.Parallel()
	w := newFillWorld(t)
	ada, ben := w.sundayShift(t, w.cooks[0]), w.sundayShift(t, w.cooks[1])
	got := w.app.MustGQL(w.mia.Token, pinM, map[string]any{"w": fillWeek, "id": ada, "p": true})["setDraftShiftPinned"].(map[string]any)
	if got["pinned"] != true {
		t.Fatalf("pinned shift = %v", got)
	}
	apptest.Want(t, w.app.GQL(w.cooks[0].Token, pinM, map[string]any{"w": fillWeek, "id": ada, "p": false}), "FORBIDDEN", "")
	w.runner(t)
	fillJobQWithIDs := func(id string) map[string]any {
		return w.app.MustGQL(w.mia.Token, `query($id: ID!) { fillJob(id: $id) { status proposal { changes { op shiftId } } } }`,
			map[string]any{"id": id})["fillJob"].(map[string]any)
	}
	id := w.start(t, "REBUILD")
	w.waitFor(t, id, "DONE")
	if r := removed(fillJobQWithIDs(id)); !r[ben] || r[ada] {
		t.Errorf("rebuild removes %v: want Ben's Sunday shift (%s) removed and Ada's pinned one (%s) kept", r, ben, ada)
	}
	// Repair pays for each change: an extra cook on Sunday costs less than removing them.
	id = w.start(t, "REPAIR")
	w.waitFor(t, id, "DONE")
	if r := removed(fillJobQWithIDs(id)); len(r) != 0 {
		t.Errorf("repair removes %v: want no change to the Sunday shifts", r)
	}
}

// TestApplyingAProposalRunsTheSameStatementsWhateverItsSize applies a rebuild that adds a
// shift for every cook every day and removes each one's Sunday draft shift, for 3 and
// for 9 cooks: both run the same number of statements.
func TestApplyingAProposalRunsTheSameStatementsWhateverItsSize(t *testing.T) {
	t.Parallel()
	small, big := applyStatements(t, 0), applyStatements(t, 6)
	t.Logf("statements per apply: 3 cooks %d, 9 cooks %d", small, big)
	if small != big {
		t.Fatalf("statements grow with the proposal: %d for 3 cooks, %d for 9", small, big)
	}
}

func applyStatements(t *testing.T, extra int) int64 {
	w := newFillWorld(t)
	for k := range extra {
		u := w.app.Employee(fmt.Sprintf("Cook %d", k))
		w.app.MustGQL(w.mia.Token, `mutation($u: ID!, $p: ID!, $l: ID!) { setPersonWorkplace(input: {userId: $u, positions: [{positionId: $p}], locationIds: [$l]}) { userId } }`,
			map[string]any{"u": u.ID, "p": w.position, "l": w.location})
		w.cooks = append(w.cooks, u)
	}
	n := len(w.cooks)
	w.app.MustGQL(w.mia.Token, `mutation($l: ID!, $s: ID!, $n: Int!) { saveStaffingRequirement(input: {locationId: $l, shiftTypeId: $s,
		needed: {monday: $n, tuesday: $n, wednesday: $n, thursday: $n, friday: $n}}) { id } }`,
		map[string]any{"l": w.location, "s": w.early, "n": n})
	for _, c := range w.cooks {
		w.sundayShift(t, c)
	}
	w.runner(t)
	id := w.start(t, "REBUILD")
	j := w.waitFor(t, id, "DONE")
	if ch := len(j["proposal"].(map[string]any)["changes"].([]any)); ch < 5*n {
		t.Fatalf("the proposal has %d changes, want at least %d", ch, 5*n)
	}
	ctx := context.Background()
	actor, err := w.app.Sessions.Authenticate(ctx, w.mia.Token)
	if err != nil {
		t.Fatal(err)
	}
	var jobID int64
	fmt.Sscan(id, &jobID)
	cctx, counter := store.WithCounter(ctx)
	job, err := w.app.Fill.ApplyFill(cctx, actor, jobID, nil)
	if err != nil || job.Status != domain.FillApplied {
		t.Fatalf("apply: %v %v", job, err)
	}
	return counter.Statements()
}
