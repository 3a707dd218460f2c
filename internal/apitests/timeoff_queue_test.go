package apitests_test

import (
	"encoding/json"
	"fmt"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/shiftsched/shiftsched/devtools/apptest"
)

// The managers' queue lists, while a request is pending, the published shifts approving
// it would leave to fix, for the whole queue in one statement.
func TestPendingQueueShiftsInside(t *testing.T) {
	t.Parallel()
	const queue = `{ pendingTimeOffRequests { id userName shiftsInside { id date startTime endTime } } }`
	app := apptest.New(t)
	mia := app.Manager("Mia Manager")

	run := func() (map[string][]string, int64) {
		t.Helper()
		req := httptest.NewRequest("POST", "/graphql", strings.NewReader(fmt.Sprintf(`{"query": %q}`, queue)))
		req.Header.Set("Content-Type", "application/json")
		req.Header.Set("Authorization", "Bearer "+mia.Token)
		rec, n := countStatements(app, req)
		var res apptest.GQLResult
		if err := json.Unmarshal(rec.Body.Bytes(), &res); rec.Code != 200 || err != nil || len(res.Errors) > 0 {
			t.Fatalf("queue = %d %s", rec.Code, rec.Body)
		}
		out := map[string][]string{}
		for _, r := range res.Data["pendingTimeOffRequests"].([]any) {
			r := r.(map[string]any)
			ids := []string{}
			for _, s := range r["shiftsInside"].([]any) {
				ids = append(ids, s.(map[string]any)["id"].(string))
			}
			out[r["id"].(string)] = ids
		}
		return out, n
	}

	bob := app.Employee("Bob Busy")
	inside := mustShift(t, app, bob, "2026-12-11", "09:00", "17:00")
	overnight := mustShift(t, app, bob, "2026-12-10", "22:00", "06:00") // runs into the first day
	mustShift(t, app, bob, "2026-12-14", "09:00", "17:00")              // after the range
	r := mustRange(t, app, bob, "2026-12-11", "2026-12-13")
	got, small := run()
	if fmt.Sprint(got[gqlID(r["id"])]) != fmt.Sprint([]string{overnight.ID, inside.ID}) {
		t.Errorf("shifts inside = %v; want [%s %s]", got, overnight.ID, inside.ID)
	}

	// Seven more requests, part days among them: the statements stay the same.
	want := map[string][]string{gqlID(r["id"]): {overnight.ID, inside.ID}}
	for i := range 7 {
		u := app.Employee(fmt.Sprintf("Person %d", i))
		day := fmt.Sprintf("2026-12-%02d", 15+i)
		morning := mustShift(t, app, u, day, "08:00", "12:00")
		mustShift(t, app, u, day, "18:00", "22:00") // after the part day
		p := mustRange(t, app, u, day, day, "startTime", "09:00", "endTime", "14:00")
		want[gqlID(p["id"])] = []string{morning.ID}
	}
	got, large := run()
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("queue's shifts inside = %v; want %v", got, want)
	}
	if small != large {
		t.Errorf("statements grew with the queue: %d for 1 request, %d for 8", small, large)
	}
	t.Logf("pending queue with shifts inside: %d statements for 1 request, %d for 8", small, large)
}

// Double clicks and crossing answers on one request: exactly one change wins, the others
// get the rule's message, and the person is told once.
func TestTimeOffConcurrentWithdrawAndCancel(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	mia := app.Manager("Mia Manager")
	max := app.Manager("Max Manager")
	eve := app.Employee("Eve Early")
	race := func(calls ...func() apptest.GQLResult) (ok int, msgs []string) {
		results := make([]apptest.GQLResult, len(calls))
		var wg sync.WaitGroup
		for i, call := range calls {
			wg.Go(func() { results[i] = call() })
		}
		wg.Wait()
		for _, res := range results {
			if len(res.Errors) == 0 {
				ok++
			} else {
				msgs = append(msgs, res.Errors[0].Message)
			}
		}
		return ok, msgs
	}
	approved := func(from, to string) map[string]any {
		r := mustRange(t, app, eve, from, to)
		app.MustGQL(mia.Token, decideM, map[string]any{"id": r["id"], "d": "APPROVE"})
		return r
	}
	withdraw := func(r map[string]any) func() apptest.GQLResult {
		return func() apptest.GQLResult { return app.GQL(eve.Token, withdrawM, map[string]any{"id": r["id"]}) }
	}
	cancel := func(who apptest.User, r map[string]any) func() apptest.GQLResult {
		return func() apptest.GQLResult {
			return app.GQL(who.Token, cancelM, map[string]any{"id": r["id"], "n": "Needed"})
		}
	}

	t.Run("OK_DoubleClickedWithdraw", func(t *testing.T) {
		r := mustRange(t, app, eve, "2027-02-01", "2027-02-03")
		ok, msgs := race(withdraw(r), withdraw(r), withdraw(r))
		if ok != 1 || fmt.Sprint(msgs) != "[This request can no longer be withdrawn. This request can no longer be withdrawn.]" {
			t.Errorf("%d won, the others got %v", ok, msgs)
		}
	})
	t.Run("OK_TwoManagersCancel", func(t *testing.T) {
		r := approved("2027-02-10", "2027-02-12")
		sqlExec(app, `DELETE FROM notifications`)
		ok, msgs := race(cancel(mia, r), cancel(max, r), cancel(mia, r))
		want := "Only approved time off that has not ended can be cancelled."
		if ok != 1 || fmt.Sprint(msgs) != fmt.Sprint([]string{want, want}) {
			t.Errorf("%d won, the others got %v", ok, msgs)
		}
		if got := notes(app, eve.ID); len(got) != 1 {
			t.Errorf("employee told %v; want one notice", got)
		}
	})
	t.Run("OK_WithdrawCrossesCancel", func(t *testing.T) {
		r := approved("2027-02-20", "2027-02-21")
		ok, msgs := race(withdraw(r), cancel(mia, r))
		if ok != 1 || len(msgs) != 1 {
			t.Fatalf("%d won, the others got %v", ok, msgs)
		}
		var status string
		if err := app.Store.DB.Get(&status, `SELECT status FROM pto_requests WHERE id = $1`, gqlID(r["id"])); err != nil {
			t.Fatal(err)
		}
		if (msgs[0] == "This request can no longer be withdrawn." && status != "cancelled") ||
			(msgs[0] == "Only approved time off that has not ended can be cancelled." && status != "withdrawn") {
			t.Errorf("loser got %q but the request is %s", msgs[0], status)
		}
	})
	t.Run("OK_WithdrawCrossesApproval", func(t *testing.T) {
		r := mustRange(t, app, eve, "2027-03-01", "2027-03-02")
		decide := func() apptest.GQLResult {
			return app.GQL(mia.Token, decideM, map[string]any{"id": r["id"], "d": "APPROVE"})
		}
		// Either order is valid: approved then withdrawn (not started), or withdrawn and the
		// approval refused; the request always ends withdrawn.
		_, msgs := race(withdraw(r), decide)
		var status string
		if err := app.Store.DB.Get(&status, `SELECT status FROM pto_requests WHERE id = $1`, gqlID(r["id"])); err != nil {
			t.Fatal(err)
		}
		if status != "withdrawn" || (len(msgs) == 1 && msgs[0] != "This request has already been actioned.") {
			t.Errorf("status %s, messages %v", status, msgs)
		}
	})
}

// Which state and day allow withdrawing (the employee) and cancelling (a manager):
// withdraw a pending request any time, an approved one before its first day; cancel
// approved time off until its last day is over.
func TestTimeOffWithdrawCancelByStateAndDay(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	mia := app.Manager("Mia Manager")
	eve := app.Employee("Eve Early")
	const (
		noWithdraw = "This request can no longer be withdrawn."
		noCancel   = "Only approved time off that has not ended can be cancelled."
	)
	cases := []struct {
		name, from, to, decision, today, action, err string
	}{
		{"OK_WithdrawPendingOnceStarted", "2026-12-01", "2026-12-03", "", "2026-12-02", "withdraw", ""},
		{"OK_WithdrawApprovedTheDayBefore", "2026-12-05", "2026-12-06", "APPROVE", "2026-12-04", "withdraw", ""},
		{"ErrWithdrawApprovedOnItsFirstDay", "2026-12-08", "2026-12-09", "APPROVE", "2026-12-08", "withdraw", noWithdraw},
		{"ErrWithdrawDenied", "2026-12-11", "2026-12-11", "DENY", "2026-11-22", "withdraw", noWithdraw},
		{"OK_CancelApprovedOnItsLastDay", "2026-12-13", "2026-12-15", "APPROVE", "2026-12-15", "cancel", ""},
		{"OK_CancelApprovedPartDayOnItsDay", "2026-12-17", "2026-12-17", "APPROVE", "2026-12-17", "cancel", ""},
		{"ErrCancelApprovedOnceEnded", "2026-12-19", "2026-12-20", "APPROVE", "2026-12-21", "cancel", noCancel},
		{"ErrCancelPending", "2026-12-23", "2026-12-23", "", "2026-11-22", "cancel", noCancel},
		{"ErrCancelDenied", "2026-12-26", "2026-12-27", "DENY", "2026-11-22", "cancel", noCancel},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			extra := []string{}
			if tc.name == "OK_CancelApprovedPartDayOnItsDay" {
				extra = []string{"startTime", "13:00", "endTime", "17:00"}
			}
			r := mustRange(t, app, eve, tc.from, tc.to, extra...)
			if tc.decision != "" {
				app.MustGQL(mia.Token, decideM, map[string]any{"id": r["id"], "d": tc.decision})
			}
			// Move the request so that tc.today is the test app's today (moving the clock
			// instead would expire the tokens).
			today, err := time.Parse("2006-01-02", tc.today)
			if err != nil {
				t.Fatal(err)
			}
			shift := int(today.Sub(apptest.Start.Truncate(24*time.Hour)).Hours() / 24)
			sqlExec(app, `UPDATE pto_requests SET request_date = request_date - $2::int, end_date = end_date - $2::int WHERE id = $1`,
				gqlID(r["id"]), shift)
			var res apptest.GQLResult
			want := "WITHDRAWN"
			if tc.action == "withdraw" {
				res = app.GQL(eve.Token, withdrawM, map[string]any{"id": r["id"]})
			} else {
				want = "CANCELLED"
				res = app.GQL(mia.Token, cancelM, map[string]any{"id": r["id"], "n": "Sorry"})
			}
			if tc.err != "" {
				apptest.Want(t, res, "BAD_USER_INPUT", tc.err)
				return
			}
			if len(res.Errors) > 0 {
				t.Fatal(string(res.Raw))
			}
			for _, v := range res.Data {
				if got := v.(map[string]any)["status"]; got != want {
					t.Errorf("status %v; want %s", got, want)
				}
			}
		})
	}
}
