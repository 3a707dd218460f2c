package apitests_test

import (
	"fmt"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/shiftsched/shiftsched/devtools/apptest"
)

// The test clock stands on Sunday 2026-11-22 (apptest.Start).
const (
	yesterday = "2026-11-21"
	today     = "2026-11-22"
	monday    = "2026-11-23"
	tuesday   = "2026-11-24"
	nextWeek  = "2026-12-01" // Tuesday of the week starting Friday 2026-11-27
)

type world struct {
	app               *apptest.App
	mia, max          apptest.User // managers
	alice, bob, carol apptest.User // employees
}

func newWorld(t *testing.T) world {
	t.Helper()
	app := apptest.New(t)
	return world{app: app, mia: app.Manager("Mia"), max: app.Manager("Max"),
		alice: app.Employee("Alice"), bob: app.Employee("Bob"), carol: app.Employee("Carol")}
}

const swapFields = `id status cancelReason createdAt updatedAt
	requester { id name } target { id name }
	shiftA { shiftId scheduleId dayKey date startTime endTime }
	shiftB { shiftId scheduleId dayKey date startTime endTime }`

const (
	requestSwapGQL = `mutation($a: ID!, $b: ID!) { requestSwap(shiftId: $a, targetShiftId: $b) { ` + swapFields + ` } }`
	respondGQL     = `mutation($id: ID!, $ans: SwapAnswer!) { respondToSwap(id: $id, answer: $ans) { id status } }`
	decideGQL      = `mutation($id: ID!, $d: SwapDecision!) { decideSwap(id: $id, decision: $d) { id status requester { name } target { name } } }`
)

func TestRequestSwap(t *testing.T) {
	t.Parallel()

	t.Run("OK_REST", func(t *testing.T) {
		t.Parallel()
		w := newWorld(t)
		a := mustShift(t, w.app, w.alice, monday, "09:00", "17:00")
		b := mustShift(t, w.app, w.bob, nextWeek, "22:00", "06:00")
		body := swapBody(a, b, w.bob)
		body["targetUser"].(map[string]any)["name"] = "Someone Else" // names come from the server
		body["shiftA"].(map[string]any)["date"] = monday + "T00:00:00.000Z"
		res := w.app.Do("POST", "/api/swaps", w.alice.Token, body)
		apptest.Want(t, res, 201, "")
		got := res.Obj()
		want := map[string]any{
			"status": "pending_target", "requestingUser": w.alice.ID, "requestingUserName": "Alice",
			"targetUser": w.bob.ID, "targetUserName": "Bob",
			"shiftA_scheduleId": a.ScheduleID, "shiftA_dayKey": "monday", "shiftA_originalShiftId": a.ID,
			"shiftA_date": "2026-11-23T00:00:00.000Z", "shiftA_startTime": "09:00", "shiftA_endTime": "17:00",
			"shiftB_scheduleId": b.ScheduleID, "shiftB_dayKey": "tuesday", "shiftB_originalShiftId": b.ID,
			"shiftB_date": "2026-12-01T00:00:00.000Z", "shiftB_startTime": "22:00", "shiftB_endTime": "06:00",
			"cancelReason": nil,
		}
		for k, v := range want {
			if got[k] != v {
				t.Errorf("%s = %#v, want %#v", k, got[k], v)
			}
		}
		for _, k := range []string{"_id", "createdAt", "updatedAt"} {
			if s, _ := got[k].(string); s == "" {
				t.Errorf("%s missing: %s", k, res.Raw)
			}
		}
		wantMessages(t, w.app, w.bob, "Alice has requested to swap a shift with you. -> /swaps")
		wantMessages(t, w.app, w.alice)
		// The snapshot is stored with the swap.
		var snap struct {
			A, B   string
			AStart int `db:"a_start_minute"`
			BEnd   int `db:"b_end_minute"`
		}
		if err := w.app.Store.DB.Get(&snap, `SELECT a_date::text AS a, b_date::text AS b, a_start_minute, b_end_minute
			FROM swap_requests WHERE id = $1`, got["_id"]); err != nil {
			t.Fatal(err)
		}
		if snap.A != monday || snap.B != nextWeek || snap.AStart != 9*60 || snap.BEnd != 6*60 {
			t.Errorf("snapshot = %+v", snap)
		}
	})

	t.Run("OK_GraphQL", func(t *testing.T) {
		t.Parallel()
		w := newWorld(t)
		a := mustShift(t, w.app, w.alice, today, "09:00", "17:00") // today is allowed
		b := mustShift(t, w.app, w.bob, monday, "10:00", "18:00")
		data := w.app.MustGQL(w.alice.Token, requestSwapGQL, map[string]any{"a": a.ID, "b": b.ID})
		sw := data["requestSwap"].(map[string]any)
		if sw["status"] != "PENDING_TARGET" || sw["requester"].(map[string]any)["name"] != "Alice" ||
			sw["target"].(map[string]any)["id"] != w.bob.ID || sw["cancelReason"] != nil {
			t.Errorf("requestSwap = %v", sw)
		}
		sa, sb := sw["shiftA"].(map[string]any), sw["shiftB"].(map[string]any)
		if sa["shiftId"] != a.ID || sa["scheduleId"] != a.ScheduleID || sa["dayKey"] != "SUNDAY" || sa["date"] != today ||
			sa["startTime"] != "09:00" || sb["shiftId"] != b.ID || sb["date"] != monday || sb["endTime"] != "18:00" {
			t.Errorf("shifts = %v / %v", sa, sb)
		}
		wantMessages(t, w.app, w.bob, "Alice has requested to swap a shift with you. -> /swaps")
	})

	t.Run("ErrRefused", func(t *testing.T) {
		t.Parallel()
		w := newWorld(t)
		a := mustShift(t, w.app, w.alice, monday, "09:00", "17:00")
		a2 := mustShift(t, w.app, w.alice, tuesday, "09:00", "17:00")
		b := mustShift(t, w.app, w.bob, monday, "10:00", "18:00")
		past := mustShift(t, w.app, w.alice, yesterday, "09:00", "17:00")
		bobPast := mustShift(t, w.app, w.bob, yesterday, "09:00", "17:00")
		gone := shiftRef{ID: "999999", ScheduleID: a.ScheduleID, Date: monday, DayKey: "monday", Start: "09:00", End: "17:00"}
		tests := []struct {
			name   string
			a, b   shiftRef
			target apptest.User
			msg    string
		}{
			{"ErrSelfTarget", a, b, w.alice, "You cannot swap shifts with yourself."},
			{"ErrSelfShift", a, a2, w.alice, "You cannot swap shifts with yourself."},
			{"ErrSameShift", a, a, w.bob, "You cannot swap shifts with yourself."},
			{"ErrOwnShiftOfTarget", a2, a, w.bob, "You cannot swap shifts with yourself."},
			{"ErrNotMyShift", b, a, w.bob, "You can only offer one of your own shifts for a swap."},
			{"ErrNotTargetsShift", a, b, w.carol, "The shift you asked for does not belong to the colleague you chose."},
			{"ErrMyShiftGone", gone, b, w.bob, "Your shift was not found; it may have been removed from the schedule."},
			{"ErrTargetShiftGone", a, gone, w.bob, "The shift you asked for was not found; it may have been removed from the schedule."},
			{"ErrMyShiftPast", past, b, w.bob, "You cannot swap a shift that is in the past."},
			{"ErrTargetShiftPast", a, bobPast, w.bob, "You cannot swap a shift that is in the past."},
		}
		for _, tc := range tests {
			res := w.app.Do("POST", "/api/swaps", w.alice.Token, swapBody(tc.a, tc.b, tc.target))
			if res.Status != 400 || res.Msg() != tc.msg {
				t.Errorf("%s: got %d %s, want 400 %q", tc.name, res.Status, res.Raw, tc.msg)
			}
			if tc.target.ID == w.alice.ID || tc.target.ID == w.carol.ID {
				continue // GraphQL names no target user
			}
			r := w.app.GQL(w.alice.Token, requestSwapGQL, map[string]any{"a": tc.a.ID, "b": tc.b.ID})
			if r.Code() != "BAD_USER_INPUT" || r.Errors[0].Message != tc.msg {
				t.Errorf("%s (GraphQL): got %s, want %q", tc.name, r.Raw, tc.msg)
			}
		}
		wantMessages(t, w.app, w.bob)
		var n int
		w.app.Store.DB.Get(&n, `SELECT count(*) FROM swap_requests`)
		if n != 0 {
			t.Errorf("%d swaps stored after refusals", n)
		}
	})

	t.Run("ErrClaimMismatch", func(t *testing.T) {
		t.Parallel()
		w := newWorld(t)
		a := mustShift(t, w.app, w.alice, monday, "09:00", "17:00")
		b := mustShift(t, w.app, w.bob, monday, "10:00", "18:00")
		other := mustShift(t, w.app, w.carol, nextWeek, "10:00", "18:00") // another schedule
		tests := []struct {
			shift, field string
			value        any
			msg          string
		}{
			{"shiftA", "date", tuesday, "The date sent for your shift does not match the schedule (it is 2026-11-23); reload the schedule and try again."},
			{"shiftA", "startTime", "08:00", "The start time sent for your shift does not match the schedule (it is 09:00); reload the schedule and try again."},
			{"shiftA", "endTime", "16:00", "The end time sent for your shift does not match the schedule (it is 17:00); reload the schedule and try again."},
			{"shiftA", "dayKey", "tuesday", "The day sent for your shift does not match the schedule (it is monday); reload the schedule and try again."},
			{"shiftA", "scheduleId", other.ScheduleID, "The schedule sent for your shift does not match the schedule (it is " + a.ScheduleID + "); reload the schedule and try again."},
			{"shiftB", "date", "2026-11-23T00:00:00.000Z", ""}, // the same day as a timestamp: fine
			{"shiftB", "date", "2026-11-25", "The date sent for the shift you asked for does not match the schedule (it is 2026-11-23); reload the schedule and try again."},
			{"shiftB", "startTime", "09:00", "The start time sent for the shift you asked for does not match the schedule (it is 10:00); reload the schedule and try again."},
			{"shiftB", "endTime", "17:00", "The end time sent for the shift you asked for does not match the schedule (it is 18:00); reload the schedule and try again."},
			{"shiftB", "dayKey", "FRIDAY", "The day sent for the shift you asked for does not match the schedule (it is monday); reload the schedule and try again."},
		}
		for _, tc := range tests {
			body := swapBody(a, b, w.bob)
			body[tc.shift].(map[string]any)[tc.field] = tc.value
			res := w.app.Do("POST", "/api/swaps", w.alice.Token, body)
			if tc.msg == "" {
				apptest.Want(t, res, 201, "")
				continue
			}
			if res.Status != 400 || res.Msg() != tc.msg {
				t.Errorf("%s.%s=%v: got %d %s, want 400 %q", tc.shift, tc.field, tc.value, res.Status, res.Raw, tc.msg)
			}
		}
	})

	t.Run("ErrAlreadyInOpenSwap", func(t *testing.T) {
		t.Parallel()
		w := newWorld(t)
		a := mustShift(t, w.app, w.alice, monday, "09:00", "17:00")
		b := mustShift(t, w.app, w.bob, monday, "10:00", "18:00")
		c := mustShift(t, w.app, w.carol, tuesday, "10:00", "18:00")
		id := mustSwap(t, w.app, w.alice, a, b, w.bob)
		apptest.Want(t, w.app.Do("POST", "/api/swaps", w.alice.Token, swapBody(a, c, w.carol)),
			400, "Your shift is already part of a pending swap request.")
		apptest.Want(t, w.app.Do("POST", "/api/swaps", w.carol.Token, swapBody(c, b, w.bob)),
			400, "The shift you asked for is already part of a pending swap request.")
		// The target's shift is busy for its owner too.
		r := w.app.GQL(w.bob.Token, requestSwapGQL, map[string]any{"a": b.ID, "b": c.ID})
		apptest.Want(t, r, "BAD_USER_INPUT", "Your shift is already part of a pending swap request.")
		// Still open while it waits for a manager.
		mustAccept(t, w.app, w.bob, id)
		apptest.Want(t, w.app.Do("POST", "/api/swaps", w.alice.Token, swapBody(a, c, w.carol)),
			400, "Your shift is already part of a pending swap request.")
		// Once closed, the shifts are free again.
		apptest.Want(t, w.app.Do("PUT", "/api/swaps/respond/manager/"+id, w.mia.Token, map[string]any{"response": "deny"}), 200, "")
		apptest.Want(t, w.app.Do("POST", "/api/swaps", w.alice.Token, swapBody(a, c, w.carol)), 201, "")
	})

	t.Run("ErrMalformed", func(t *testing.T) {
		t.Parallel()
		w := newWorld(t)
		a := mustShift(t, w.app, w.alice, monday, "09:00", "17:00")
		b := mustShift(t, w.app, w.bob, monday, "10:00", "18:00")
		with := func(shift, field string, v any) map[string]any {
			body := swapBody(a, b, w.bob)
			if field == "" {
				delete(body, shift)
			} else {
				body[shift].(map[string]any)[field] = v
			}
			return body
		}
		tests := []struct {
			name string
			body any
			msg  string
		}{
			{"NotJSON", `{"shiftA": `, "Malformed JSON in request body."},
			{"Empty", "", "Request body must be a JSON object."},
			{"Array", `[1, 2]`, "Request body must be a JSON object."},
			{"NoShiftA", with("shiftA", "", nil), "shiftA is required."},
			{"NoShiftB", with("shiftB", "", nil), "shiftB is required."},
			{"NoTarget", with("targetUser", "", nil), "targetUser is required."},
			{"NoTargetID", with("targetUser", "_id", nil), "targetUser._id is required."},
			{"NoShiftID", with("shiftA", "id", nil), "shiftA.id is required."},
			{"ShiftIDNotAnID", with("shiftA", "id", "abc"), "shiftA.id is not a valid id."},
			{"ShiftIDObject", with("shiftB", "id", map[string]any{}), "Field 'shiftB.id' must be a string."},
			{"ShiftANotObject", map[string]any{"shiftA": "x", "shiftB": b.body(), "targetUser": map[string]any{"_id": w.bob.ID}}, ""},
			{"ScheduleIDBad", with("shiftA", "scheduleId", "-3"), "shiftA.scheduleId is not a valid id."},
			{"BadDate", with("shiftA", "date", "next monday"), "shiftA.date must be a date (YYYY-MM-DD)."},
			{"DateNumber", with("shiftA", "date", 20261123), "Field 'shiftA.date' must be a string."},
			{"BadTime", with("shiftB", "startTime", "25:00"), "shiftB.startTime must be a time HH:MM (00:00 to 23:59)."},
			{"BadEndTime", with("shiftB", "endTime", "9am"), "shiftB.endTime must be a time HH:MM (00:00 to 23:59)."},
			{"BadDayKey", with("shiftB", "dayKey", "someday"), "shiftB.dayKey must be a day of the week, e.g. friday."},
		}
		for _, tc := range tests {
			res := w.app.Do("POST", "/api/swaps", w.alice.Token, tc.body)
			if res.Status != 400 || (tc.msg != "" && res.Msg() != tc.msg) {
				t.Errorf("%s: got %d %s, want 400 %q", tc.name, res.Status, res.Raw, tc.msg)
			}
		}
		// Numeric ids are accepted from lenient clients.
		body := swapBody(a, b, w.bob)
		body["shiftA"].(map[string]any)["id"] = mustInt(t, a.ID)
		apptest.Want(t, w.app.Do("POST", "/api/swaps", w.alice.Token, body), 201, "")

		apptest.Want(t, w.app.Do("POST", "/api/swaps", "", swapBody(a, b, w.bob)), 401, "No token, authorization denied")
		apptest.Want(t, w.app.GQL("", requestSwapGQL, map[string]any{"a": a.ID, "b": b.ID}), "UNAUTHENTICATED", "")
		apptest.Want(t, w.app.GQL(w.alice.Token, requestSwapGQL, map[string]any{"a": "abc", "b": b.ID}), "BAD_USER_INPUT", "")
	})

	t.Run("OKConcurrentRequestsOnOneShift", func(t *testing.T) {
		t.Parallel()
		w := newWorld(t)
		others := []apptest.User{w.bob, w.carol, w.mia, w.max}
		for round := 0; round < 5; round++ {
			day := fmt.Sprintf("2026-12-%02d", 10+round)
			a := mustShift(t, w.app, w.alice, day, "09:00", "17:00")
			targets := make([]shiftRef, len(others))
			for i, u := range others {
				targets[i] = mustShift(t, w.app, u, day, "18:00", "22:00")
			}
			results := make([]apptest.Response, len(others))
			var start, done sync.WaitGroup
			start.Add(1)
			for i := range others {
				done.Add(1)
				go func() {
					defer done.Done()
					start.Wait()
					results[i] = w.app.Do("POST", "/api/swaps", w.alice.Token, swapBody(a, targets[i], others[i]))
				}()
			}
			start.Done()
			done.Wait()
			created := 0
			for _, res := range results {
				switch {
				case res.Status == 201:
					created++
				case res.Status == 400 && res.Msg() == "Your shift is already part of a pending swap request.":
				default:
					t.Errorf("round %d: got %d %s", round, res.Status, res.Raw)
				}
			}
			var open int
			w.app.Store.DB.Get(&open, `SELECT count(*) FROM swap_requests WHERE a_shift_id = $1
				AND status IN ('pending_target', 'pending_manager')`, a.ID)
			if created != 1 || open != 1 {
				t.Errorf("round %d: %d created, %d open; want exactly one", round, created, open)
			}
		}
	})
}

func mustInt(t *testing.T, s string) int {
	t.Helper()
	var n int
	if _, err := fmt.Sscan(s, &n); err != nil {
		t.Fatal(err)
	}
	return n
}

func TestRespondToSwap(t *testing.T) {
	t.Parallel()

	setup := func(t *testing.T) (world, string) {
		w := newWorld(t)
		a := mustShift(t, w.app, w.alice, monday, "09:00", "17:00")
		b := mustShift(t, w.app, w.bob, tuesday, "09:00", "17:00")
		return w, mustSwap(t, w.app, w.alice, a, b, w.bob)
	}

	t.Run("OKAccept_REST", func(t *testing.T) {
		t.Parallel()
		w, id := setup(t)
		res := w.app.Do("PUT", "/api/swaps/respond/target/"+id, w.bob.Token, map[string]any{"response": "accept"})
		apptest.Want(t, res, 200, "")
		if res.Obj()["status"] != "pending_manager" || res.Obj()["_id"] != id || res.Obj()["targetUserName"] != "Bob" {
			t.Errorf("answer = %s", res.Raw)
		}
		for _, m := range []apptest.User{w.mia, w.max} {
			wantMessages(t, w.app, m, "Alice and Bob's swap is ready for approval. -> /swaps")
		}
		wantMessages(t, w.app, w.alice)
		wantMessages(t, w.app, w.carol)
		if swapStatus(t, w.app, id) != "pending_manager" {
			t.Error("not stored")
		}
	})

	t.Run("OKDeny_GraphQL", func(t *testing.T) {
		t.Parallel()
		w, id := setup(t)
		data := w.app.MustGQL(w.bob.Token, respondGQL, map[string]any{"id": id, "ans": "DENY"})
		if s := data["respondToSwap"].(map[string]any)["status"]; s != "DENIED_BY_TARGET" {
			t.Errorf("status = %v", s)
		}
		wantMessages(t, w.app, w.alice, "Bob denied your shift swap request. -> /swaps")
		wantMessages(t, w.app, w.mia)
	})

	t.Run("OKDeny_REST", func(t *testing.T) {
		t.Parallel()
		w, id := setup(t)
		res := w.app.Do("PUT", "/api/swaps/respond/target/"+id, w.bob.Token, map[string]any{"response": "deny"})
		apptest.Want(t, res, 200, "")
		if res.Obj()["status"] != "denied_by_target" {
			t.Errorf("answer = %s", res.Raw)
		}
	})

	t.Run("OKAccept_GraphQL", func(t *testing.T) {
		t.Parallel()
		w, id := setup(t)
		data := w.app.MustGQL(w.bob.Token, respondGQL, map[string]any{"id": id, "ans": "ACCEPT"})
		if s := data["respondToSwap"].(map[string]any)["status"]; s != "PENDING_MANAGER" {
			t.Errorf("status = %v", s)
		}
	})

	t.Run("ErrNotTarget", func(t *testing.T) {
		t.Parallel()
		w, id := setup(t)
		for _, u := range []apptest.User{w.alice, w.carol, w.mia} {
			apptest.Want(t, w.app.Do("PUT", "/api/swaps/respond/target/"+id, u.Token, map[string]any{"response": "accept"}),
				403, "Not authorized.")
			apptest.Want(t, w.app.GQL(u.Token, respondGQL, map[string]any{"id": id, "ans": "ACCEPT"}), "FORBIDDEN", "Not authorized.")
		}
		if swapStatus(t, w.app, id) != "pending_target" {
			t.Error("a non-target changed the swap")
		}
	})

	t.Run("ErrNoLongerPending", func(t *testing.T) {
		t.Parallel()
		w, id := setup(t)
		mustAccept(t, w.app, w.bob, id)
		for _, ans := range []string{"accept", "deny"} {
			apptest.Want(t, w.app.Do("PUT", "/api/swaps/respond/target/"+id, w.bob.Token, map[string]any{"response": ans}),
				400, "Request no longer pending.")
		}
		apptest.Want(t, w.app.GQL(w.bob.Token, respondGQL, map[string]any{"id": id, "ans": "DENY"}), "BAD_USER_INPUT", "Request no longer pending.")
		if swapStatus(t, w.app, id) != "pending_manager" {
			t.Error("status changed")
		}
	})

	t.Run("ErrNotFound", func(t *testing.T) {
		t.Parallel()
		w, _ := setup(t)
		for _, id := range []string{"999999", "abc", "0", "-1", "1.5"} {
			apptest.Want(t, w.app.Do("PUT", "/api/swaps/respond/target/"+id, w.bob.Token, map[string]any{"response": "accept"}),
				404, "Swap request not found.")
		}
		apptest.Want(t, w.app.GQL(w.bob.Token, respondGQL, map[string]any{"id": "999999", "ans": "ACCEPT"}), "NOT_FOUND", "Swap request not found.")
	})

	t.Run("ErrBadInput", func(t *testing.T) {
		t.Parallel()
		w, id := setup(t)
		for _, body := range []any{map[string]any{"response": "approve"}, map[string]any{}, map[string]any{"response": "ACCEPT"}} {
			apptest.Want(t, w.app.Do("PUT", "/api/swaps/respond/target/"+id, w.bob.Token, body), 400, "Response must be 'accept' or 'deny'.")
		}
		apptest.Want(t, w.app.Do("PUT", "/api/swaps/respond/target/"+id, w.bob.Token, map[string]any{"response": true}),
			400, "Field 'response' must be a string.")
		apptest.Want(t, w.app.Do("PUT", "/api/swaps/respond/target/"+id, w.bob.Token, `{"response":`), 400, "Malformed JSON in request body.")
		apptest.Want(t, w.app.Do("PUT", "/api/swaps/respond/target/"+id, "", map[string]any{"response": "accept"}), 401, "No token, authorization denied")
		apptest.Want(t, w.app.GQL(w.bob.Token, respondGQL, map[string]any{"id": id, "ans": "MAYBE"}), "GRAPHQL_VALIDATION_FAILED", "")
		if swapStatus(t, w.app, id) != "pending_target" {
			t.Error("status changed")
		}
	})
}

func TestDecideSwap(t *testing.T) {
	t.Parallel()

	// accepted gives Alice a Monday shift and Bob a Tuesday shift, in a swap Bob accepted.
	accepted := func(t *testing.T, w world) (a, b shiftRef, id string) {
		t.Helper()
		a = mustShift(t, w.app, w.alice, monday, "09:00", "17:00")
		b = mustShift(t, w.app, w.bob, tuesday, "09:00", "17:00")
		id = mustSwap(t, w.app, w.alice, a, b, w.bob)
		mustAccept(t, w.app, w.bob, id)
		return a, b, id
	}
	approve := map[string]any{"response": "approve"}

	t.Run("OKApprove_REST", func(t *testing.T) {
		t.Parallel()
		w := newWorld(t)
		a, b, id := accepted(t, w)
		res := w.app.Do("PUT", "/api/swaps/respond/manager/"+id, w.mia.Token, approve)
		apptest.Want(t, res, 200, "")
		if res.Obj()["status"] != "approved" || res.Obj()["shiftA_originalShiftId"] != a.ID {
			t.Errorf("answer = %s", res.Raw)
		}
		if shiftOwner(t, w.app, a) != w.bob.ID || shiftOwner(t, w.app, b) != w.alice.ID {
			t.Error("shifts not exchanged")
		}
		wantMessages(t, w.app, w.alice, "Your shift swap with Bob was approved. -> /swaps")
		wantMessages(t, w.app, w.bob, "Alice has requested to swap a shift with you. -> /swaps",
			"Your shift swap with Alice was approved. -> /swaps")
		// What asked Bob to answer and both managers to decide is read: the swap is decided.
		if unread := unreadMessages(t, w.app, w.bob); !slices.Equal(unread, []string{"Your shift swap with Alice was approved."}) {
			t.Errorf("Bob's unread notices: %q", unread)
		}
		for _, m := range []apptest.User{w.mia, w.max} {
			if unread := unreadMessages(t, w.app, m); len(unread) != 0 {
				t.Errorf("%s's unread notices after the decision: %q", m.Name, unread)
			}
		}
		apptest.Want(t, w.app.Do("PUT", "/api/swaps/respond/manager/"+id, w.max.Token, approve),
			404, "Request not found or not pending manager approval.")
		if l := w.app.Do("GET", "/api/swaps/pending-approval", w.mia.Token, nil).List(); len(l) != 0 {
			t.Errorf("queue still holds %v", l)
		}
	})

	t.Run("OKApprove_GraphQL_DifferentWeeks", func(t *testing.T) {
		t.Parallel()
		w := newWorld(t)
		a := mustShift(t, w.app, w.alice, monday, "22:00", "06:00")
		b := mustShift(t, w.app, w.bob, nextWeek, "09:00", "17:00")
		if a.ScheduleID == b.ScheduleID {
			t.Fatal("want two weeks")
		}
		id := mustSwap(t, w.app, w.alice, a, b, w.bob)
		mustAccept(t, w.app, w.bob, id)
		data := w.app.MustGQL(w.max.Token, decideGQL, map[string]any{"id": id, "d": "APPROVE"})
		sw := data["decideSwap"].(map[string]any)
		if sw["status"] != "APPROVED" || sw["requester"].(map[string]any)["name"] != "Alice" {
			t.Errorf("decideSwap = %v", sw)
		}
		if shiftOwner(t, w.app, a) != w.bob.ID || shiftOwner(t, w.app, b) != w.alice.ID {
			t.Error("shifts not exchanged")
		}
	})

	t.Run("OKDeny", func(t *testing.T) {
		t.Parallel()
		w := newWorld(t)
		a, b, id := accepted(t, w)
		res := w.app.Do("PUT", "/api/swaps/respond/manager/"+id, w.mia.Token, map[string]any{"response": "deny"})
		apptest.Want(t, res, 200, "")
		if res.Obj()["status"] != "denied_by_manager" {
			t.Errorf("answer = %s", res.Raw)
		}
		if shiftOwner(t, w.app, a) != w.alice.ID || shiftOwner(t, w.app, b) != w.bob.ID {
			t.Error("shifts changed on a denial")
		}
		wantMessages(t, w.app, w.alice, "Your shift swap with Bob was denied. -> /swaps")
		wantMessages(t, w.app, w.bob, "Alice has requested to swap a shift with you. -> /swaps",
			"Your shift swap with Alice was denied. -> /swaps")
		// GraphQL, on another swap.
		c := mustShift(t, w.app, w.carol, tuesday, "18:00", "22:00")
		id2 := mustSwap(t, w.app, w.alice, a, c, w.carol)
		mustAccept(t, w.app, w.carol, id2)
		data := w.app.MustGQL(w.max.Token, decideGQL, map[string]any{"id": id2, "d": "DENY"})
		if s := data["decideSwap"].(map[string]any)["status"]; s != "DENIED_BY_MANAGER" {
			t.Errorf("status = %v", s)
		}
		wantMessages(t, w.app, w.carol, "Alice has requested to swap a shift with you. -> /swaps",
			"Your shift swap with Alice was denied. -> /swaps")
	})

	t.Run("ErrEmployee", func(t *testing.T) {
		t.Parallel()
		w := newWorld(t)
		_, _, id := accepted(t, w)
		for _, u := range []apptest.User{w.alice, w.bob, w.carol} {
			apptest.Want(t, w.app.Do("PUT", "/api/swaps/respond/manager/"+id, u.Token, approve), 403, "Access denied: Managers only")
			apptest.Want(t, w.app.GQL(u.Token, decideGQL, map[string]any{"id": id, "d": "APPROVE"}), "FORBIDDEN", "Access denied: Managers only")
		}
		apptest.Want(t, w.app.Do("PUT", "/api/swaps/respond/manager/999999", w.alice.Token, approve), 403, "Access denied: Managers only")
		if swapStatus(t, w.app, id) != "pending_manager" {
			t.Error("an employee decided")
		}
	})

	t.Run("ErrNotPendingManager", func(t *testing.T) {
		t.Parallel()
		w := newWorld(t)
		a := mustShift(t, w.app, w.alice, monday, "09:00", "17:00")
		b := mustShift(t, w.app, w.bob, tuesday, "09:00", "17:00")
		id := mustSwap(t, w.app, w.alice, a, b, w.bob) // still pending_target
		const msg = "Request not found or not pending manager approval."
		for _, p := range []string{id, "999999", "abc", "0"} {
			for _, resp := range []string{"approve", "deny"} {
				apptest.Want(t, w.app.Do("PUT", "/api/swaps/respond/manager/"+p, w.mia.Token, map[string]any{"response": resp}), 404, msg)
			}
		}
		apptest.Want(t, w.app.GQL(w.mia.Token, decideGQL, map[string]any{"id": id, "d": "APPROVE"}), "NOT_FOUND", msg)
		apptest.Want(t, w.app.GQL(w.mia.Token, decideGQL, map[string]any{"id": "999999", "d": "DENY"}), "NOT_FOUND", msg)
		if swapStatus(t, w.app, id) != "pending_target" {
			t.Error("status changed")
		}
	})

	t.Run("ErrBadInput", func(t *testing.T) {
		t.Parallel()
		w := newWorld(t)
		_, _, id := accepted(t, w)
		for _, body := range []any{map[string]any{"response": "accept"}, map[string]any{}, map[string]any{"response": "APPROVE"}} {
			apptest.Want(t, w.app.Do("PUT", "/api/swaps/respond/manager/"+id, w.mia.Token, body), 400, "Response must be 'approve' or 'deny'.")
		}
		apptest.Want(t, w.app.Do("PUT", "/api/swaps/respond/manager/"+id, w.mia.Token, map[string]any{"response": 1}), 400, "Field 'response' must be a string.")
		apptest.Want(t, w.app.Do("PUT", "/api/swaps/respond/manager/"+id, w.mia.Token, "nope"), 400, "Malformed JSON in request body.")
		apptest.Want(t, w.app.GQL(w.mia.Token, decideGQL, map[string]any{"id": id, "d": "ACCEPT"}), "GRAPHQL_VALIDATION_FAILED", "")
		if swapStatus(t, w.app, id) != "pending_manager" {
			t.Error("status changed")
		}
	})

	t.Run("ErrShiftChanged", func(t *testing.T) {
		t.Parallel()
		w := newWorld(t)
		tests := []struct {
			name   string
			change func(a, b shiftRef)
			msg    string
		}{
			{"Times", func(a, b shiftRef) {
				mustExec(t, w.app, `UPDATE shifts SET start_minute = 480 WHERE id = $1`, a.ID)
			}, "This swap can no longer be approved: Alice's shift on Nov 23 was changed or removed after the swap was requested."},
			{"EndTime", func(a, b shiftRef) {
				mustExec(t, w.app, `UPDATE shifts SET end_minute = 600 WHERE id = $1`, b.ID)
			}, "This swap can no longer be approved: Bob's shift on Nov 24 was changed or removed after the swap was requested."},
			{"Owner", func(a, b shiftRef) {
				mustExec(t, w.app, `UPDATE shifts SET user_id = $2 WHERE id = $1`, b.ID, w.carol.ID)
			}, "This swap can no longer be approved: Bob's shift on Nov 24 was changed or removed after the swap was requested."},
			{"Date", func(a, b shiftRef) {
				mustExec(t, w.app, `UPDATE shifts SET shift_date = '2026-11-25', day_key = 'wednesday' WHERE id = $1`, a.ID)
			}, "This swap can no longer be approved: Alice's shift on Nov 23 was changed or removed after the swap was requested."},
			{"Removed", func(a, b shiftRef) {
				mustExec(t, w.app, `DELETE FROM shifts WHERE id = $1`, b.ID)
			}, "This swap can no longer be approved: Bob's shift on Nov 24 was changed or removed after the swap was requested."},
		}
		for _, tc := range tests {
			a, b, id := accepted(t, w)
			tc.change(a, b)
			res := w.app.Do("PUT", "/api/swaps/respond/manager/"+id, w.mia.Token, approve)
			if res.Status != 409 || res.Msg() != tc.msg {
				t.Errorf("%s: got %d %s, want 409 %q", tc.name, res.Status, res.Raw, tc.msg)
			}
			if swapStatus(t, w.app, id) != "pending_manager" {
				t.Errorf("%s: status changed", tc.name)
			}
			// Nothing half done: Alice kept shift A unless the test moved it.
			if tc.name != "Removed" && tc.name != "Owner" && shiftOwner(t, w.app, a) != w.alice.ID {
				t.Errorf("%s: shift A changed hands", tc.name)
			}
			// The manager can still deny it, or GraphQL refuses the same way.
			apptest.Want(t, w.app.GQL(w.max.Token, decideGQL, map[string]any{"id": id, "d": "APPROVE"}), "CONFLICT", tc.msg)
			apptest.Want(t, w.app.Do("PUT", "/api/swaps/respond/manager/"+id, w.mia.Token, map[string]any{"response": "deny"}), 200, "")
		}
		for _, u := range []apptest.User{w.alice, w.bob} {
			for _, m := range messages(t, w.app, u) {
				if strings.Contains(m, "approved") {
					t.Errorf("%s was told %q", u.Name, m)
				}
			}
		}
	})

	t.Run("ErrPast", func(t *testing.T) {
		t.Parallel()
		w := newWorld(t)
		a, b, id := accepted(t, w)
		w.app.Clock.Set(apptest.Start.AddDate(0, 0, 2)) // Tuesday: Alice's Monday shift is over
		apptest.Want(t, w.app.Do("PUT", "/api/swaps/respond/manager/"+id, w.mia.Token, approve),
			409, "This swap can no longer be approved: one of its shifts is in the past.")
		if shiftOwner(t, w.app, a) != w.alice.ID || shiftOwner(t, w.app, b) != w.bob.ID {
			t.Error("shifts changed")
		}
	})

	t.Run("ErrDoubleBooked", func(t *testing.T) {
		t.Parallel()
		w := newWorld(t)
		tests := []struct {
			name   string
			a, b   [3]string // date, start, end
			extra  func() shiftRef
			msg    string
			refuse bool
		}{
			{"RequesterSameDay", [3]string{monday, "09:00", "17:00"}, [3]string{tuesday, "09:00", "17:00"},
				func() shiftRef { return mustShift(t, w.app, w.alice, tuesday, "12:00", "20:00") },
				"This swap cannot be approved: Alice would be on overlapping shifts (Nov 24 09:00-17:00 and Nov 24 12:00-20:00).", true},
			{"TargetOvernightIntoNextDay", [3]string{monday, "22:00", "06:00"}, [3]string{"2026-11-26", "09:00", "17:00"},
				func() shiftRef { return mustShift(t, w.app, w.bob, tuesday, "05:00", "09:00") },
				"This swap cannot be approved: Bob would be on overlapping shifts (Nov 23 22:00-06:00 and Nov 24 05:00-09:00).", true},
			{"RequesterOvernightFromDayBefore", [3]string{"2026-11-27", "09:00", "17:00"}, [3]string{tuesday, "03:00", "08:00"},
				func() shiftRef { return mustShift(t, w.app, w.alice, monday, "23:00", "04:00") },
				"This swap cannot be approved: Alice would be on overlapping shifts (Nov 24 03:00-08:00 and Nov 23 23:00-04:00).", true},
			{"BackToBackIsFine", [3]string{monday, "22:00", "06:00"}, [3]string{"2026-11-26", "09:00", "17:00"},
				func() shiftRef { return mustShift(t, w.app, w.bob, tuesday, "06:00", "14:00") }, "", false},
			{"SwappingOverlappingShiftsIsFine", [3]string{monday, "09:00", "17:00"}, [3]string{monday, "12:00", "20:00"},
				func() shiftRef { return mustShift(t, w.app, w.carol, monday, "12:00", "20:00") }, "", false},
		}
		for i, tc := range tests {
			// Fresh people for each case so that earlier shifts do not interfere.
			w.alice = w.app.Employee(fmt.Sprintf("Alice%d", i))
			w.bob = w.app.Employee(fmt.Sprintf("Bob%d", i))
			tc.msg = strings.NewReplacer("Alice", w.alice.Name, "Bob", w.bob.Name).Replace(tc.msg)
			a := mustShift(t, w.app, w.alice, tc.a[0], tc.a[1], tc.a[2])
			b := mustShift(t, w.app, w.bob, tc.b[0], tc.b[1], tc.b[2])
			tc.extra()
			id := mustSwap(t, w.app, w.alice, a, b, w.bob)
			mustAccept(t, w.app, w.bob, id)
			res := w.app.Do("PUT", "/api/swaps/respond/manager/"+id, w.mia.Token, approve)
			if !tc.refuse {
				apptest.Want(t, res, 200, "")
				continue
			}
			if res.Status != 409 || res.Msg() != tc.msg {
				t.Errorf("%s: got %d %s, want 409 %q", tc.name, res.Status, res.Raw, tc.msg)
			}
			if shiftOwner(t, w.app, a) != w.alice.ID || shiftOwner(t, w.app, b) != w.bob.ID || swapStatus(t, w.app, id) != "pending_manager" {
				t.Errorf("%s: half done", tc.name)
			}
		}
	})

	t.Run("ErrApprovedTimeOff", func(t *testing.T) {
		t.Parallel()
		w := newWorld(t)
		a, b, id := accepted(t, w)
		// Pending and denied time off does not block.
		mustExec(t, w.app, `INSERT INTO pto_requests (user_id, request_date, status) VALUES ($1, $2, 'pending')`, w.alice.ID, tuesday)
		mustExec(t, w.app, `INSERT INTO pto_requests (user_id, request_date, status) VALUES ($1, $2, 'denied')`, w.bob.ID, monday)
		// Bob's approved day off is Monday, the day of the shift he would take.
		mustExec(t, w.app, `INSERT INTO pto_requests (user_id, request_date, status) VALUES ($1, $2, 'approved')`, w.bob.ID, monday)
		const msg = "This swap cannot be approved: Bob has approved time off on Nov 23."
		apptest.Want(t, w.app.Do("PUT", "/api/swaps/respond/manager/"+id, w.mia.Token, approve), 409, msg)
		apptest.Want(t, w.app.GQL(w.mia.Token, decideGQL, map[string]any{"id": id, "d": "APPROVE"}), "CONFLICT", msg)
		if shiftOwner(t, w.app, a) != w.alice.ID || shiftOwner(t, w.app, b) != w.bob.ID {
			t.Error("shifts changed")
		}
		mustExec(t, w.app, `UPDATE pto_requests SET status = 'denied' WHERE user_id = $1 AND status = 'approved'`, w.bob.ID)
		mustExec(t, w.app, `UPDATE pto_requests SET status = 'approved' WHERE user_id = $1`, w.alice.ID)
		apptest.Want(t, w.app.Do("PUT", "/api/swaps/respond/manager/"+id, w.mia.Token, approve), 409,
			"This swap cannot be approved: Alice has approved time off on Nov 24.")
	})

	t.Run("OKApproveCancelsOtherOpenSwaps", func(t *testing.T) {
		t.Parallel()
		w := newWorld(t)
		a, b, id := accepted(t, w)
		c := mustShift(t, w.app, w.carol, "2026-11-25", "09:00", "17:00")
		// Requests refuse shifts already in an open swap, so older data made these:
		// Carol asked Bob for shift B, and Alice for shift A.
		const legacy = `INSERT INTO swap_requests (status, requester_id, target_id,
			   a_shift_id, a_schedule_id, a_day_key, a_date, a_start_minute, a_end_minute,
			   b_shift_id, b_schedule_id, b_day_key, b_date, b_start_minute, b_end_minute)
			 SELECT $3, ca.user_id, cb.user_id,
			   ca.id, ca.schedule_id, ca.day_key, ca.shift_date, ca.start_minute, ca.end_minute,
			   cb.id, cb.schedule_id, cb.day_key, cb.shift_date, cb.start_minute, cb.end_minute
			 FROM shifts ca, shifts cb WHERE ca.id = $1 AND cb.id = $2`
		mustExec(t, w.app, legacy, c.ID, b.ID, "pending_target")
		mustExec(t, w.app, legacy, c.ID, a.ID, "pending_manager")
		d := mustShift(t, w.app, w.carol, "2026-11-26", "09:00", "17:00")
		e := mustShift(t, w.app, w.max, "2026-11-26", "18:00", "22:00")
		unrelated := mustSwap(t, w.app, w.carol, d, e, w.max)

		apptest.Want(t, w.app.Do("PUT", "/api/swaps/respond/manager/"+id, w.mia.Token, approve), 200, "")
		var rows []struct {
			Status string  `db:"status"`
			Reason *string `db:"cancel_reason"`
		}
		w.app.Store.DB.Select(&rows, `SELECT status, cancel_reason FROM swap_requests
			WHERE requester_id = $1 AND a_shift_id = $2 ORDER BY id`, w.carol.ID, c.ID)
		const reason = "one of its shifts was given to someone else by another approved swap"
		if len(rows) != 2 {
			t.Fatalf("rows = %v", rows)
		}
		for _, r := range rows {
			if r.Status != "cancelled" || r.Reason == nil || *r.Reason != reason {
				t.Errorf("other swap = %s %v", r.Status, r.Reason)
			}
		}
		if swapStatus(t, w.app, unrelated) != "pending_target" {
			t.Error("an unrelated swap was cancelled")
		}
		wantMessages(t, w.app, w.carol,
			"Your shift swap with Bob was cancelled: "+reason+". -> /swaps",
			"Your shift swap with Alice was cancelled: "+reason+". -> /swaps")
		wantMessages(t, w.app, w.bob,
			"Alice has requested to swap a shift with you. -> /swaps",
			"Your shift swap with Alice was approved. -> /swaps",
			"Your shift swap with Carol was cancelled: "+reason+". -> /swaps")
		wantMessages(t, w.app, w.alice,
			"Your shift swap with Bob was approved. -> /swaps",
			"Your shift swap with Carol was cancelled: "+reason+". -> /swaps")
		// The cancelled swap shows its reason on both APIs.
		mine := w.app.Do("GET", "/api/swaps/my-requests", w.carol.Token, nil).List()
		found := 0
		for _, s := range mine {
			if m := s.(map[string]any); m["status"] == "cancelled" && m["cancelReason"] == reason {
				found++
			}
		}
		if found != 2 {
			t.Errorf("my-requests of Carol = %v", mine)
		}
	})

	t.Run("OKConcurrentApprovals", func(t *testing.T) {
		t.Parallel()
		w := newWorld(t)
		deciders := []apptest.User{w.mia, w.max, w.mia, w.max}
		for round := 0; round < 6; round++ {
			day := fmt.Sprintf("2026-12-%02d", 2+round)
			a := mustShift(t, w.app, w.alice, day, "09:00", "17:00")
			b := mustShift(t, w.app, w.bob, day, "18:00", "23:00")
			id := mustSwap(t, w.app, w.alice, a, b, w.bob)
			mustAccept(t, w.app, w.bob, id)
			type result struct {
				status int
				msg    string
				raw    string
			}
			results := make([]result, len(deciders))
			var start, done sync.WaitGroup
			start.Add(1)
			for i, m := range deciders {
				done.Add(1)
				go func() {
					defer done.Done()
					start.Wait()
					if i%2 == 0 { // half through each API
						res := w.app.Do("PUT", "/api/swaps/respond/manager/"+id, m.Token, approve)
						results[i] = result{res.Status, res.Msg(), string(res.Raw)}
						return
					}
					r := w.app.GQL(m.Token, decideGQL, map[string]any{"id": id, "d": "APPROVE"})
					switch r.Code() {
					case "":
						results[i] = result{200, "", string(r.Raw)}
					case "NOT_FOUND":
						results[i] = result{404, r.Errors[0].Message, string(r.Raw)}
					default:
						results[i] = result{500, r.Errors[0].Message, string(r.Raw)}
					}
				}()
			}
			start.Done()
			done.Wait()
			ok := 0
			for _, r := range results {
				switch {
				case r.status == 200:
					ok++
				case r.status == 404 && r.msg == "Request not found or not pending manager approval.":
				default:
					t.Errorf("round %d: %d %s", round, r.status, r.raw)
				}
			}
			if ok != 1 {
				t.Errorf("round %d: %d approvals succeeded, want 1", round, ok)
			}
			if shiftOwner(t, w.app, a) != w.bob.ID || shiftOwner(t, w.app, b) != w.alice.ID || swapStatus(t, w.app, id) != "approved" {
				t.Errorf("round %d: shifts not exchanged exactly once", round)
			}
		}
		var approvals int
		w.app.Store.DB.Get(&approvals, `SELECT count(*) FROM notifications WHERE message LIKE '%was approved.'`)
		if approvals != 2*6 {
			t.Errorf("%d approval notifications, want %d", approvals, 2*6)
		}
	})

	t.Run("OKConcurrentApprovalsSharingAShift", func(t *testing.T) {
		t.Parallel()
		w := newWorld(t)
		for round := 0; round < 5; round++ {
			day := fmt.Sprintf("2026-12-%02d", 2+round)
			a := mustShift(t, w.app, w.alice, day, "09:00", "17:00")
			b := mustShift(t, w.app, w.bob, day, "18:00", "23:00")
			c := mustShift(t, w.app, w.carol, day, "18:00", "23:00")
			ab := mustSwap(t, w.app, w.alice, a, b, w.bob)
			mustAccept(t, w.app, w.bob, ab)
			// Older data: Carol's accepted swap for the same shift A.
			mustExec(t, w.app, `INSERT INTO swap_requests (status, requester_id, target_id,
				   a_shift_id, a_schedule_id, a_day_key, a_date, a_start_minute, a_end_minute,
				   b_shift_id, b_schedule_id, b_day_key, b_date, b_start_minute, b_end_minute)
				 SELECT 'pending_manager', ca.user_id, cb.user_id,
				   ca.id, ca.schedule_id, ca.day_key, ca.shift_date, ca.start_minute, ca.end_minute,
				   cb.id, cb.schedule_id, cb.day_key, cb.shift_date, cb.start_minute, cb.end_minute
				 FROM shifts ca, shifts cb WHERE ca.id = $1 AND cb.id = $2`, c.ID, a.ID)
			var ca string
			w.app.Store.DB.Get(&ca, `SELECT id FROM swap_requests WHERE a_shift_id = $1`, c.ID)
			results := make([]apptest.Response, 2)
			var start, done sync.WaitGroup
			start.Add(1)
			for i, id := range []string{ab, ca} {
				done.Add(1)
				go func() {
					defer done.Done()
					start.Wait()
					results[i] = w.app.Do("PUT", "/api/swaps/respond/manager/"+id, []string{w.mia.Token, w.max.Token}[i], approve)
				}()
			}
			start.Done()
			done.Wait()
			if results[0].Status+results[1].Status != 200+404 {
				t.Fatalf("round %d: %d %s / %d %s", round, results[0].Status, results[0].Raw, results[1].Status, results[1].Raw)
			}
			winner, loser := ab, ca
			if results[1].Status == 200 {
				winner, loser = ca, ab
			}
			if swapStatus(t, w.app, winner) != "approved" || swapStatus(t, w.app, loser) != "cancelled" {
				t.Errorf("round %d: statuses %s / %s", round, swapStatus(t, w.app, winner), swapStatus(t, w.app, loser))
			}
			wantOwner := map[string]string{ab: w.bob.ID, ca: w.carol.ID}[winner]
			if shiftOwner(t, w.app, a) != wantOwner {
				t.Errorf("round %d: shift A belongs to %s, want %s", round, shiftOwner(t, w.app, a), wantOwner)
			}
		}
	})

	t.Run("OKConcurrentApproveAndDeny", func(t *testing.T) {
		t.Parallel()
		w := newWorld(t)
		for round := 0; round < 5; round++ {
			day := fmt.Sprintf("2026-12-%02d", 2+round)
			a := mustShift(t, w.app, w.alice, day, "09:00", "17:00")
			b := mustShift(t, w.app, w.bob, day, "18:00", "23:00")
			id := mustSwap(t, w.app, w.alice, a, b, w.bob)
			mustAccept(t, w.app, w.bob, id)
			results := make([]apptest.Response, 2)
			var start, done sync.WaitGroup
			start.Add(1)
			for i, resp := range []string{"approve", "deny"} {
				done.Add(1)
				go func() {
					defer done.Done()
					start.Wait()
					results[i] = w.app.Do("PUT", "/api/swaps/respond/manager/"+id, []string{w.mia.Token, w.max.Token}[i],
						map[string]any{"response": resp})
				}()
			}
			start.Done()
			done.Wait()
			if results[0].Status+results[1].Status != 200+404 {
				t.Fatalf("round %d: %d %s / %d %s", round, results[0].Status, results[0].Raw, results[1].Status, results[1].Raw)
			}
			exchanged := shiftOwner(t, w.app, a) == w.bob.ID && shiftOwner(t, w.app, b) == w.alice.ID
			if status := swapStatus(t, w.app, id); exchanged != (status == "approved") || exchanged != (results[0].Status == 200) {
				t.Errorf("round %d: status %s, exchanged %v", round, status, exchanged)
			}
		}
	})
}

func TestSwapLists(t *testing.T) {
	t.Parallel()
	w := newWorld(t)
	a := mustShift(t, w.app, w.alice, monday, "09:00", "17:00")
	b := mustShift(t, w.app, w.bob, tuesday, "09:00", "17:00")
	c := mustShift(t, w.app, w.carol, "2026-11-25", "09:00", "17:00")
	d := mustShift(t, w.app, w.bob, "2026-11-26", "09:00", "17:00")
	first := mustSwap(t, w.app, w.alice, a, b, w.bob)
	second := mustSwap(t, w.app, w.carol, c, d, w.bob)
	mustExec(t, w.app, `UPDATE swap_requests SET created_at = created_at - interval '1 hour' WHERE id = $1`, first)
	ids := func(res apptest.Response) []string {
		t.Helper()
		if res.Status != 200 {
			t.Fatalf("got %d %s", res.Status, res.Raw)
		}
		out := []string{}
		for _, s := range res.List() {
			out = append(out, s.(map[string]any)["_id"].(string))
		}
		return out
	}
	t.Run("OKMyRequests", func(t *testing.T) {
		if got := ids(w.app.Do("GET", "/api/swaps/my-requests", w.bob.Token, nil)); strings.Join(got, ",") != second+","+first {
			t.Errorf("Bob's = %v, want newest first [%s %s]", got, second, first)
		}
		if got := ids(w.app.Do("GET", "/api/swaps/my-requests", w.alice.Token, nil)); strings.Join(got, ",") != first {
			t.Errorf("Alice's = %v", got)
		}
		if got := ids(w.app.Do("GET", "/api/swaps/my-requests", w.max.Token, nil)); len(got) != 0 {
			t.Errorf("Max's = %v", got)
		}
		data := w.app.MustGQL(w.bob.Token, `{ mySwapRequests { id status requester { name } target { name } } }`, nil)
		l := data["mySwapRequests"].([]any)
		if len(l) != 2 || l[0].(map[string]any)["id"] != second || l[0].(map[string]any)["requester"].(map[string]any)["name"] != "Carol" ||
			l[1].(map[string]any)["target"].(map[string]any)["name"] != "Bob" {
			t.Errorf("mySwapRequests = %v", l)
		}
	})
	t.Run("OKNamesAreCurrent", func(t *testing.T) {
		mustExec(t, w.app, `UPDATE users SET name = 'Alicia' WHERE id = $1`, w.alice.ID)
		defer mustExec(t, w.app, `UPDATE users SET name = 'Alice' WHERE id = $1`, w.alice.ID)
		l := w.app.Do("GET", "/api/swaps/my-requests", w.alice.Token, nil).List()
		if len(l) != 1 || l[0].(map[string]any)["requestingUserName"] != "Alicia" {
			t.Errorf("my-requests = %v", l)
		}
	})
	t.Run("OKPendingApproval", func(t *testing.T) {
		if got := ids(w.app.Do("GET", "/api/swaps/pending-approval", w.mia.Token, nil)); len(got) != 0 {
			t.Errorf("queue = %v before any acceptance", got)
		}
		mustAccept(t, w.app, w.bob, second)
		mustAccept(t, w.app, w.bob, first)
		// Both accepted; the queue is by request time, oldest first.
		if got := ids(w.app.Do("GET", "/api/swaps/pending-approval", w.mia.Token, nil)); strings.Join(got, ",") != first+","+second {
			t.Errorf("queue = %v, want [%s %s]", got, first, second)
		}
		data := w.app.MustGQL(w.max.Token, `{ swapsAwaitingApproval { id status requester { name } target { id } } }`, nil)
		l := data["swapsAwaitingApproval"].([]any)
		if len(l) != 2 || l[0].(map[string]any)["id"] != first || l[0].(map[string]any)["status"] != "PENDING_MANAGER" {
			t.Errorf("swapsAwaitingApproval = %v", l)
		}
	})
	t.Run("ErrPendingApprovalEmployee", func(t *testing.T) {
		apptest.Want(t, w.app.Do("GET", "/api/swaps/pending-approval", w.alice.Token, nil), 403, "Access denied: Managers only")
		apptest.Want(t, w.app.GQL(w.alice.Token, `{ swapsAwaitingApproval { id } }`, nil), "FORBIDDEN", "Access denied: Managers only")
		apptest.Want(t, w.app.Do("GET", "/api/swaps/my-requests", "", nil), 401, "No token, authorization denied")
		apptest.Want(t, w.app.Do("GET", "/api/swaps/my-requests", "garbage", nil), 401, "Token is not valid")
		apptest.Want(t, w.app.GQL("", `{ mySwapRequests { id } }`, nil), "UNAUTHENTICATED", "")
	})
}
