package apitests_test

import (
	"fmt"
	"testing"

	"github.com/shiftsched/shiftsched/devtools/apptest"
)

const (
	clashesGQL = `query($id: ID!) { timeOffClashes(id: $id) { draft shift { id date startTime endTime } } }`
	approveGQL = `mutation($id: ID!, $s: [ShiftChoice!]) { respondToTimeOff(id: $id, decision: APPROVE, shifts: $s) { id status } }`
	deleteWith = `mutation($id: ID!, $s: ShiftAction) { deleteUser(id: $id, shifts: $s) { message removedShifts } }`
	rotaGQL    = `{ rota { name worksShifts } }`
	setRotaGQL = `mutation($id: ID!, $on: Boolean!) { setWorksShifts(id: $id, worksShifts: $on) { name worksShifts } }`
)

func choose(id, action string) []map[string]any {
	return []map[string]any{{"shiftId": id, "action": action}}
}

func countRows(t *testing.T, app *apptest.App, query string, args ...any) int {
	t.Helper()
	var n int
	if err := app.Store.DB.Get(&n, query, args...); err != nil {
		t.Fatal(err)
	}
	return n
}

// mustDraftShift adds a shift to the draft of the week of Nov 27 and returns its id.
func mustDraftShift(t *testing.T, app *apptest.App, m, u apptest.User, day string) string {
	t.Helper()
	d := app.MustGQL(m.Token, addDraftM, addShift(weekNov27, day, u, "09:00", "17:00"))["addDraftShift"].(map[string]any)
	for _, s := range d["shifts"].([]any) {
		if sh := s.(map[string]any); sh["userId"] == u.ID && sh["dayKey"] == day {
			return sh["id"].(string)
		}
	}
	t.Fatalf("no draft shift of %s on %s in %v", u.Name, day, d)
	return ""
}

func TestApprovingTimeOffThatClashes(t *testing.T) {
	t.Parallel()

	t.Run("without choices it is refused with the clashing shifts named, and REST keeps them", func(t *testing.T) {
		t.Parallel()
		w := newWorld(t)
		sh := mustShift(t, w.app, w.alice, monday, "09:00", "17:00")
		r := mustRange(t, w.app, w.alice, monday, monday)
		apptest.Want(t, w.app.GQL(w.mia.Token, approveGQL, map[string]any{"id": r["id"]}), "CONFLICT",
			"This time off clashes with Mon Nov 23 9:00 AM–5:00 PM. Choose for each whether to unassign it, post it as an open shift or keep it.")
		if got := countRows(t, w.app, `SELECT count(*) FROM pto_requests WHERE id = $1 AND status = 'pending'`, r["id"]); got != 1 {
			t.Fatal("a refused approval changed the request")
		}
		apptest.Want(t, w.app.Do("PUT", "/api/pto/respond/"+gqlID(r["id"]), w.mia.Token, map[string]any{"status": "approved"}), 200, "")
		if shiftOwner(t, w.app, sh) != w.alice.ID {
			t.Error("the REST approval moved the shift")
		}
	})

	t.Run("UNASSIGN takes a published shift off the week and tells the person", func(t *testing.T) {
		t.Parallel()
		w := newWorld(t)
		sh := mustShift(t, w.app, w.alice, monday, "09:00", "17:00")
		r := mustRange(t, w.app, w.alice, monday, monday)
		mustExec(t, w.app, `DELETE FROM notifications`)
		w.app.MustGQL(w.mia.Token, approveGQL, map[string]any{"id": r["id"], "s": choose(sh.ID, "UNASSIGN")})
		if n := countRows(t, w.app, `SELECT count(*) FROM shifts WHERE id = $1`, sh.ID); n != 0 {
			t.Error("the shift is still published")
		}
		wantMessages(t, w.app, w.alice,
			"Your schedule changed: Mon Nov 23 9:00 AM–5:00 PM removed (time off approved). -> /schedule",
			"Your PTO request for Nov 23 was approved by a manager. -> /pto")
		if n := countRows(t, w.app, `SELECT count(*) FROM audit_log WHERE action = 'shift.unassign' AND object_id = $1`, sh.ID); n != 1 {
			t.Errorf("%d audit entries for the unassigned shift", n)
		}
	})

	t.Run("UNASSIGN takes a draft shift out of the draft", func(t *testing.T) {
		t.Parallel()
		w := newWorld(t)
		id := mustDraftShift(t, w.app, w.mia, w.alice, "SUNDAY")
		r := mustRange(t, w.app, w.alice, "2026-11-29", "2026-11-29")
		c := w.app.MustGQL(w.mia.Token, clashesGQL, map[string]any{"id": r["id"]})["timeOffClashes"].([]any)
		if len(c) != 1 || c[0].(map[string]any)["draft"] != true || field(c[0].(map[string]any), "shift", "id") != id {
			t.Fatalf("clashes = %v", c)
		}
		w.app.MustGQL(w.mia.Token, approveGQL, map[string]any{"id": r["id"], "s": choose(id, "UNASSIGN")})
		if n := countRows(t, w.app, `SELECT count(*) FROM draft_shifts WHERE shift_id = $1`, id); n != 0 {
			t.Error("the shift is still in the draft")
		}
	})

	t.Run("OPEN posts the shift as an open shift and takes the person off it", func(t *testing.T) {
		t.Parallel()
		w := newWorld(t)
		sh := mustShift(t, w.app, w.alice, nextWeek, "10:00", "14:00")
		r := mustRange(t, w.app, w.alice, nextWeek, nextWeek)
		mustExec(t, w.app, `DELETE FROM notifications`)
		w.app.MustGQL(w.mia.Token, approveGQL, map[string]any{"id": r["id"], "s": choose(sh.ID, "OPEN")})
		if n := countRows(t, w.app, `SELECT count(*) FROM shifts WHERE id = $1`, sh.ID); n != 0 {
			t.Error("the shift is still published")
		}
		if n := countRows(t, w.app, `SELECT count(*) FROM open_shifts WHERE shift_date = $1 AND start_minute = 600
			AND end_minute = 840 AND status = 'open' AND shift_id IS NULL`, nextWeek); n != 1 {
			t.Errorf("%d open shifts posted", n)
		}
		wantMessages(t, w.app, w.bob, "A shift is open on Dec 1 10:00-14:00; claim it on the open shifts page. -> /open-shifts")
	})

	t.Run("decideTimeOff answers the shifts it opened, not those it kept", func(t *testing.T) {
		t.Parallel()
		w := newWorld(t)
		opened := mustShift(t, w.app, w.alice, nextWeek, "08:00", "12:00")
		kept := mustShift(t, w.app, w.alice, nextWeek, "14:00", "18:00")
		r := mustRange(t, w.app, w.alice, nextWeek, nextWeek)
		const decide = `mutation($id: ID!, $s: [ShiftChoice!]) { decideTimeOff(id: $id, decision: APPROVE, shifts: $s) {
			opened { id startTime } shiftsInside { id } } }`
		got := w.app.MustGQL(w.mia.Token, decide, map[string]any{"id": r["id"], "s": []map[string]any{
			{"shiftId": opened.ID, "action": "OPEN"}, {"shiftId": kept.ID, "action": "KEEP"}}})["decideTimeOff"].(map[string]any)
		if o := got["opened"].([]any); len(o) != 1 || field(o[0].(map[string]any), "id") != opened.ID {
			t.Errorf("opened %v, want only the 08:00 shift", o)
		}
		if in := got["shiftsInside"].([]any); len(in) != 1 || field(in[0].(map[string]any), "id") != kept.ID {
			t.Errorf("shiftsInside %v, want only the kept 14:00 shift", in)
		}
	})

	t.Run("KEEP leaves the shift where it is", func(t *testing.T) {
		t.Parallel()
		w := newWorld(t)
		sh := mustShift(t, w.app, w.alice, monday, "09:00", "17:00")
		r := mustRange(t, w.app, w.alice, monday, monday)
		got := w.app.MustGQL(w.mia.Token, approveGQL, map[string]any{"id": r["id"], "s": choose(sh.ID, "KEEP")})
		if field(got["respondToTimeOff"].(map[string]any), "status") != "APPROVED" || shiftOwner(t, w.app, sh) != w.alice.ID {
			t.Errorf("approved %v; shift of %s", got, shiftOwner(t, w.app, sh))
		}
	})
}

func TestDeletingAPersonCanPostTheirShiftsAsOpen(t *testing.T) {
	t.Parallel()
	w := newWorld(t)
	mustShift(t, w.app, w.alice, nextWeek, "09:00", "17:00")
	draft := mustDraftShift(t, w.app, w.mia, w.alice, "SUNDAY")
	apptest.Want(t, w.app.GQL(w.mia.Token, deleteWith, map[string]any{"id": w.alice.ID, "s": "KEEP"}), "BAD_USER_INPUT",
		"A deleted person's shifts can be unassigned or posted as open shifts.")
	d := w.app.MustGQL(w.mia.Token, deleteWith, map[string]any{"id": w.alice.ID, "s": "OPEN"})["deleteUser"].(map[string]any)
	if d["removedShifts"] != float64(1) {
		t.Errorf("deleteUser = %v", d)
	}
	if n := countRows(t, w.app, `SELECT count(*) FROM open_shifts WHERE status = 'open' AND shift_date IN ('2026-11-29', $1)`, nextWeek); n != 2 {
		t.Errorf("%d open shifts posted; want the published and the draft one", n)
	}
	if n := countRows(t, w.app, `SELECT count(*) FROM draft_shifts WHERE shift_id = $1`, draft); n != 0 {
		t.Error("the draft shift is still in the draft")
	}
}

func TestWorksShifts(t *testing.T) {
	t.Parallel()
	w := newWorld(t)
	rota := func() string {
		return fmt.Sprint(w.app.MustGQL(w.mia.Token, rotaGQL, nil)["rota"])
	}
	if got := rota(); got != "[map[name:Alice worksShifts:true] map[name:Bob worksShifts:true] map[name:Carol worksShifts:true]]" {
		t.Errorf("rota = %s; want the employees only", got)
	}
	apptest.Want(t, w.app.GQL(w.alice.Token, setRotaGQL, map[string]any{"id": w.alice.ID, "on": false}), "FORBIDDEN", "")
	w.app.MustGQL(w.mia.Token, setRotaGQL, map[string]any{"id": w.mia.ID, "on": true})
	w.app.MustGQL(w.mia.Token, setRotaGQL, map[string]any{"id": w.carol.ID, "on": false})
	if got := rota(); got != "[map[name:Alice worksShifts:true] map[name:Bob worksShifts:true] map[name:Mia worksShifts:true]]" {
		t.Errorf("rota = %s; want Mia in and Carol out", got)
	}
	if n := countRows(t, w.app, `SELECT count(*) FROM audit_log WHERE action = 'user.works_shifts'`); n != 2 {
		t.Errorf("%d audit entries", n)
	}
	mustShift(t, w.app, w.bob, today, "09:00", "10:00") // the week is published
	mustExec(t, w.app, `DELETE FROM notifications`)
	id := mustPost(t, w.app, w.max, monday, "09:00", "17:00")
	note := "A shift is open on Nov 23 09:00-17:00; claim it on the open shifts page. -> /open-shifts"
	wantMessages(t, w.app, w.mia, note)
	wantMessages(t, w.app, w.alice, note)
	wantMessages(t, w.app, w.carol)
	if l := w.app.MustGQL(w.carol.Token, openListGQL, nil)["openShifts"].([]any); len(l) != 0 {
		t.Errorf("Carol, off the rota, sees %v", l)
	}
	apptest.Want(t, w.app.GQL(w.carol.Token, claimGQL, map[string]any{"id": id}), "FORBIDDEN", "Only people who work shifts can claim open shifts.")
	mustClaim(t, w.app, w.mia, id)
}
