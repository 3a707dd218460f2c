package apitests_test

import (
	"fmt"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/shiftsched/shiftsched/devtools/apptest"
)

func ptoBody(date string, reason any) map[string]any {
	return map[string]any{"date": date, "reason": reason}
}

const requestTimeOffMutation = `mutation($d: Date!, $r: String) { requestTimeOff(date: $d, reason: $r) { id date reason status userName user { id name } createdAt updatedAt } }`
const respondMutation = `mutation($id: ID!, $d: TimeOffDecision!) { respondToTimeOff(id: $id, decision: $d) { id status } }`

func TestRequestTimeOff(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	mia := app.Manager("Mia Manager")
	max := app.Manager("Max Manager")
	eve := app.Employee("Eve Early")
	bob := app.Employee("Bob Late")
	if res := app.Do("POST", "/api/calendar-events", mia.Token, eventBody("2026-12-24", "Holiday rush", "PTO_RESTRICTED")); res.Status != 201 {
		t.Fatal(res.Status, string(res.Raw))
	}
	app.Do("POST", "/api/calendar-events", mia.Token, eventBody("2026-12-23", "Party", "MEETING"))

	t.Run("OK_REST", func(t *testing.T) {
		res := app.Do("POST", "/api/pto", eve.Token, map[string]any{"date": "2026-11-27"})
		p := res.Obj()
		if res.Status != 201 || p["_id"] == "" || p["user"] != eve.ID || p["userName"] != "Eve Early" ||
			p["date"] != "2026-11-27T00:00:00.000Z" || p["reason"] != "" || p["status"] != "pending" ||
			p["createdAt"] == nil || p["updatedAt"] == nil {
			t.Fatalf("request = %d %s", res.Status, res.Raw)
		}
		want := []string{"Eve Early submitted a PTO request for Nov 27. -> /pto"}
		for _, m := range []apptest.User{mia, max} {
			if got := notes(app, m.ID); fmt.Sprint(got) != fmt.Sprint(want) {
				t.Errorf("%s notifications = %v", m.Name, got)
			}
		}
		if got := notes(app, bob.ID); len(got) != 0 {
			t.Errorf("an employee was told: %v", got)
		}
	})

	t.Run("OK_Today", func(t *testing.T) {
		res := app.Do("POST", "/api/pto", eve.Token, ptoBody("2026-11-22", "  dentist  "))
		if res.Status != 201 || res.Obj()["reason"] != "dentist" {
			t.Fatalf("today = %d %s", res.Status, res.Raw)
		}
	})

	t.Run("OK_NullReasonAndOtherEventType", func(t *testing.T) {
		res := app.Do("POST", "/api/pto", bob.Token, ptoBody("2026-12-23", nil))
		if res.Status != 201 || res.Obj()["reason"] != "" {
			t.Fatalf("request = %d %s", res.Status, res.Raw)
		}
	})

	t.Run("OK_GraphQL", func(t *testing.T) {
		p := app.MustGQL(bob.Token, requestTimeOffMutation, map[string]any{"d": "2026-12-01", "r": strings.Repeat("ü", 500)})["requestTimeOff"].(map[string]any)
		if p["status"] != "PENDING" || p["date"] != "2026-12-01" || p["userName"] != "Bob Late" || p["user"].(map[string]any)["id"] != bob.ID {
			t.Fatalf("request = %v", p)
		}
	})

	t.Run("OK_ManagerIsNotToldOfTheirOwn", func(t *testing.T) {
		sqlExec(app, `DELETE FROM notifications`)
		app.MustGQL(mia.Token, requestTimeOffMutation, map[string]any{"d": "2026-12-02"})
		if got := notes(app, mia.ID); len(got) != 0 {
			t.Errorf("requester told: %v", got)
		}
		if got := notes(app, max.ID); fmt.Sprint(got) != "[Mia Manager submitted a PTO request for Dec 2. -> /pto]" {
			t.Errorf("other manager told: %v", got)
		}
	})

	refusals := []struct {
		name string
		body any
		msg  string
	}{
		{"ErrPast", ptoBody("2026-11-21", ""), "Time off cannot be requested for a past date."},
		{"ErrNoDate", map[string]any{"reason": "x"}, "A valid date (YYYY-MM-DD) is required."},
		{"ErrBadDate", ptoBody("2026-02-29", ""), "A valid date (YYYY-MM-DD) is required."},
		{"ErrRestricted", ptoBody("2026-12-24", "family"), "This date (Holiday rush) is restricted from PTO requests."},
		{"ErrDuplicate", ptoBody("2026-11-27", "again"), "You have already submitted a request for this date."},
		{"ErrLongReason", ptoBody("2026-12-05", strings.Repeat("x", 501)), "The reason must be at most 500 characters long."},
		{"ErrWrongJSONType", map[string]any{"date": "2026-12-05", "reason": 7}, "Field 'reason' must be a string."},
		{"ErrDateNotString", map[string]any{"date": 20261205}, "Field 'date' must be a string."},
		{"ErrMalformed", `{"date":`, "Malformed JSON in request body."},
	}
	for _, tc := range refusals {
		t.Run(tc.name, func(t *testing.T) {
			apptest.Want(t, app.Do("POST", "/api/pto", eve.Token, tc.body), 400, tc.msg)
		})
	}

	t.Run("ErrGraphQL", func(t *testing.T) {
		apptest.Want(t, app.GQL(eve.Token, requestTimeOffMutation, map[string]any{"d": "2026-12-24"}), "BAD_USER_INPUT",
			"This date (Holiday rush) is restricted from PTO requests.")
		apptest.Want(t, app.GQL(eve.Token, requestTimeOffMutation, map[string]any{"d": "2026-11-27"}), "BAD_USER_INPUT",
			"You have already submitted a request for this date.")
		apptest.Want(t, app.GQL(eve.Token, requestTimeOffMutation, map[string]any{"d": "2020-01-01"}), "BAD_USER_INPUT",
			"Time off cannot be requested for a past date.")
		apptest.Want(t, app.GQL("", requestTimeOffMutation, map[string]any{"d": "2026-12-28"}), "UNAUTHENTICATED", "")
		apptest.Want(t, app.Do("POST", "/api/pto", "", ptoBody("2026-12-28", "")), 401, "No token, authorization denied")
	})

	t.Run("OK_AgainAfterDenial", func(t *testing.T) {
		res := app.Do("POST", "/api/pto", bob.Token, ptoBody("2026-12-10", ""))
		id := res.Obj()["_id"].(string)
		if r := app.Do("PUT", "/api/pto/respond/"+id, mia.Token, map[string]any{"status": "denied"}); r.Status != 200 {
			t.Fatalf("deny = %d %s", r.Status, r.Raw)
		}
		if r := app.Do("POST", "/api/pto", bob.Token, ptoBody("2026-12-10", "please")); r.Status != 201 || r.Obj()["_id"] == id {
			t.Fatalf("after denial = %d %s", r.Status, r.Raw)
		}
		// ... but not a third time while the second is pending.
		apptest.Want(t, app.Do("POST", "/api/pto", bob.Token, ptoBody("2026-12-10", "")), 400, "You have already submitted a request for this date.")
	})

	t.Run("OK_TodayFollowsTheClock", func(t *testing.T) {
		app.Clock.Set(time.Date(2026, 11, 28, 23, 59, 0, 0, time.UTC)) // tokens last 7 days
		defer app.Clock.Set(apptest.Start)
		apptest.Want(t, app.Do("POST", "/api/pto", bob.Token, ptoBody("2026-11-27", "")), 400, "Time off cannot be requested for a past date.")
		if r := app.Do("POST", "/api/pto", bob.Token, ptoBody("2026-11-28", "")); r.Status != 201 {
			t.Fatalf("today = %d %s", r.Status, r.Raw)
		}
	})
}

func TestTimeOffLists(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	mia := app.Manager("Mia Manager")
	eve := app.Employee("Eve Early")
	bob := app.Employee("Bob Late")
	ids := map[string]string{}
	for _, r := range []struct {
		who  apptest.User
		date string
	}{{eve, "2026-12-03"}, {bob, "2026-11-30"}, {eve, "2026-11-25"}, {eve, "2027-01-04"}, {bob, "2026-12-15"}} {
		res := app.Do("POST", "/api/pto", r.who.Token, ptoBody(r.date, "r"))
		if res.Status != 201 {
			t.Fatal(res.Status, string(res.Raw))
		}
		ids[r.who.Name+" "+r.date] = res.Obj()["_id"].(string)
	}
	if r := app.Do("PUT", "/api/pto/respond/"+ids["Bob Late 2026-12-15"], mia.Token, map[string]any{"status": "approved"}); r.Status != 200 {
		t.Fatal(r.Status, string(r.Raw))
	}
	dates := func(list []any, key string) string {
		var out []string
		for _, p := range list {
			out = append(out, p.(map[string]any)[key].(string)[:10])
		}
		return fmt.Sprint(out)
	}

	t.Run("OK_Mine", func(t *testing.T) {
		res := app.Do("GET", "/api/pto/my-requests", eve.Token, nil)
		if res.Status != 200 || dates(res.List(), "date") != "[2027-01-04 2026-12-03 2026-11-25]" {
			t.Fatalf("mine = %d %s", res.Status, res.Raw)
		}
		res = app.Do("GET", "/api/pto/my-requests", bob.Token, nil)
		if dates(res.List(), "date") != "[2026-12-15 2026-11-30]" || res.List()[0].(map[string]any)["status"] != "approved" {
			t.Fatalf("Bob's = %s", res.Raw)
		}
		if res := app.Do("GET", "/api/pto/my-requests", mia.Token, nil); res.Status != 200 || string(res.Raw) != "[]\n" {
			t.Fatalf("none = %d %s", res.Status, res.Raw)
		}
		g := app.MustGQL(eve.Token, `{ myTimeOffRequests { date status user { name } } }`, nil)["myTimeOffRequests"].([]any)
		if dates(g, "date") != "[2027-01-04 2026-12-03 2026-11-25]" || g[0].(map[string]any)["user"].(map[string]any)["name"] != "Eve Early" {
			t.Fatalf("GraphQL mine = %v", g)
		}
	})
	t.Run("OK_Pending", func(t *testing.T) {
		res := app.Do("GET", "/api/pto/pending", mia.Token, nil)
		if res.Status != 200 || dates(res.List(), "date") != "[2026-11-25 2026-11-30 2026-12-03 2027-01-04]" {
			t.Fatalf("pending = %d %s", res.Status, res.Raw)
		}
		g := app.MustGQL(mia.Token, `{ pendingTimeOffRequests { date userName user { name } } }`, nil)["pendingTimeOffRequests"].([]any)
		if dates(g, "date") != "[2026-11-25 2026-11-30 2026-12-03 2027-01-04]" || g[1].(map[string]any)["user"].(map[string]any)["name"] != "Bob Late" {
			t.Fatalf("GraphQL pending = %v", g)
		}
	})
	t.Run("OK_RangeByStatus", func(t *testing.T) {
		q := `query($f: Date!, $t: Date!, $s: TimeOffStatus) { timeOff(from: $f, to: $t, status: $s) { date status user { name } } }`
		all := app.MustGQL(mia.Token, q, map[string]any{"f": "2026-11-27", "t": "2026-12-31"})["timeOff"].([]any)
		if dates(all, "date") != "[2026-11-30 2026-12-03 2026-12-15]" {
			t.Fatalf("all in range = %v", all)
		}
		approved := app.MustGQL(mia.Token, q, map[string]any{"f": "2026-11-27", "t": "2026-12-31", "s": "APPROVED"})["timeOff"].([]any)
		if dates(approved, "date") != "[2026-12-15]" || approved[0].(map[string]any)["user"].(map[string]any)["name"] != "Bob Late" {
			t.Fatalf("approved in range = %v", approved)
		}
		apptest.Want(t, app.GQL(eve.Token, q, map[string]any{"f": "2026-11-27", "t": "2026-12-31"}), "FORBIDDEN", "Access denied: Managers only")
		if r := app.GQL(mia.Token, q, map[string]any{"f": "2026-12-31", "t": "2026-11-27"}); r.Code() != "BAD_USER_INPUT" {
			t.Fatalf("backwards range: %s", r.Raw)
		}
	})
	t.Run("ErrPendingNotManager", func(t *testing.T) {
		apptest.Want(t, app.Do("GET", "/api/pto/pending", eve.Token, nil), 403, "Access denied: Managers only")
		apptest.Want(t, app.GQL(eve.Token, `{ pendingTimeOffRequests { id } }`, nil), "FORBIDDEN", "Access denied: Managers only")
		apptest.Want(t, app.Do("GET", "/api/pto/my-requests", "", nil), 401, "No token, authorization denied")
	})
}

func TestRespondToTimeOff(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	mia := app.Manager("Mia Manager")
	max := app.Manager("Max Manager")
	eve := app.Employee("Eve Early")
	request := func(date string) string {
		res := app.Do("POST", "/api/pto", eve.Token, ptoBody(date, ""))
		if res.Status != 201 {
			t.Fatal(res.Status, string(res.Raw))
		}
		return res.Obj()["_id"].(string)
	}
	a, b, c, d := request("2026-12-01"), request("2026-12-02"), request("2026-12-03"), request("2026-12-04")
	sqlExec(app, `DELETE FROM notifications`)

	t.Run("ErrNotManager", func(t *testing.T) {
		apptest.Want(t, app.Do("PUT", "/api/pto/respond/"+a, eve.Token, map[string]any{"status": "approved"}), 403, "Access denied: Managers only")
		apptest.Want(t, app.Do("PUT", "/api/pto/respond/zzz", eve.Token, map[string]any{"status": "approved"}), 403, "Access denied: Managers only")
		apptest.Want(t, app.GQL(eve.Token, respondMutation, map[string]any{"id": a, "d": "APPROVE"}), "FORBIDDEN", "Access denied: Managers only")
	})
	t.Run("ErrInvalidStatus", func(t *testing.T) {
		for _, body := range []any{map[string]any{"status": "maybe"}, map[string]any{"status": "pending"}, map[string]any{}} {
			apptest.Want(t, app.Do("PUT", "/api/pto/respond/"+a, mia.Token, body), 400, "Invalid status.")
		}
		apptest.Want(t, app.Do("PUT", "/api/pto/respond/"+a, mia.Token, map[string]any{"status": true}), 400, "Field 'status' must be a string.")
		apptest.Want(t, app.GQL(mia.Token, respondMutation, map[string]any{"id": a, "d": "MAYBE"}), "GRAPHQL_VALIDATION_FAILED", "")
	})
	t.Run("ErrNotFound", func(t *testing.T) {
		apptest.Want(t, app.Do("PUT", "/api/pto/respond/999999", mia.Token, map[string]any{"status": "approved"}), 404, "Request not found")
		apptest.Want(t, app.Do("PUT", "/api/pto/respond/abc", mia.Token, map[string]any{"status": "approved"}), 404, "Request not found")
		apptest.Want(t, app.GQL(mia.Token, respondMutation, map[string]any{"id": "999999", "d": "DENY"}), "NOT_FOUND", "Request not found")
	})
	t.Run("OK_ApproveREST", func(t *testing.T) {
		res := app.Do("PUT", "/api/pto/respond/"+a, mia.Token, map[string]any{"status": "approved"})
		if res.Status != 200 || res.Obj()["status"] != "approved" || res.Obj()["_id"] != a || res.Obj()["userName"] != "Eve Early" {
			t.Fatalf("approve = %d %s", res.Status, res.Raw)
		}
	})
	t.Run("OK_DenyGraphQL", func(t *testing.T) {
		p := app.MustGQL(max.Token, respondMutation, map[string]any{"id": b, "d": "DENY"})["respondToTimeOff"].(map[string]any)
		if p["status"] != "DENIED" || p["id"] != b {
			t.Fatalf("deny = %v", p)
		}
		p = app.MustGQL(max.Token, respondMutation, map[string]any{"id": c, "d": "APPROVE"})["respondToTimeOff"].(map[string]any)
		if p["status"] != "APPROVED" {
			t.Fatalf("approve = %v", p)
		}
	})
	t.Run("OK_RequesterTold", func(t *testing.T) {
		want := "[Your PTO request for Dec 1 was approved by a manager. -> /pto Your PTO request for Dec 2 was denied by a manager. -> /pto Your PTO request for Dec 3 was approved by a manager. -> /pto]"
		if got := notes(app, eve.ID); fmt.Sprint(got) != want {
			t.Fatalf("notifications = %v", got)
		}
	})
	t.Run("ErrAlreadyActioned", func(t *testing.T) {
		apptest.Want(t, app.Do("PUT", "/api/pto/respond/"+a, mia.Token, map[string]any{"status": "denied"}), 400, "This request has already been actioned.")
		apptest.Want(t, app.Do("PUT", "/api/pto/respond/"+b, mia.Token, map[string]any{"status": "approved"}), 400, "This request has already been actioned.")
		apptest.Want(t, app.GQL(mia.Token, respondMutation, map[string]any{"id": c, "d": "DENY"}), "BAD_USER_INPUT", "This request has already been actioned.")
	})
	t.Run("OK_ConcurrentAnswersOneWins", func(t *testing.T) {
		const n = 10
		var wg sync.WaitGroup
		res := make([]apptest.Response, n)
		for i := range n {
			wg.Add(1)
			go func() {
				defer wg.Done()
				status, tok := "approved", mia.Token
				if i%2 == 1 {
					status, tok = "denied", max.Token
				}
				res[i] = app.Do("PUT", "/api/pto/respond/"+d, tok, map[string]any{"status": status})
			}()
		}
		wg.Wait()
		wins := 0
		for _, r := range res {
			switch {
			case r.Status == 200:
				wins++
			case r.Status == 400 && r.Msg() == "This request has already been actioned.":
			default:
				t.Errorf("answer = %d %s", r.Status, r.Raw)
			}
		}
		var told int
		app.Store.DB.Get(&told, `SELECT count(*) FROM notifications WHERE user_id = $1 AND message LIKE '%Dec 4%'`, eve.ID)
		if wins != 1 || told != 1 {
			t.Fatalf("%d answers succeeded and the requester was told %d times; want 1 and 1", wins, told)
		}
	})
}
