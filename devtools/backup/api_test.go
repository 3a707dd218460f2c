package backup

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"slices"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/shiftsched/shiftsched/devtools/cluster"
)

// api calls one server the way the test's workload does: every write acknowledged (2xx,
// no GraphQL error) or the test fails.
type api struct {
	t    *testing.T
	base string
}

// person is an account made through the API.
type person struct{ ID, Token string }

var httpClient = &http.Client{Timeout: 30 * time.Second}

var clientSeq atomic.Int64

// call sends a JSON request and returns its status and body. Each call comes from an
// address of its own (the server trusts 127.0.0.1's X-Forwarded-For), so that sign-up
// limits count no caller twice.
func (a *api) call(method, path, token string, body any) (int, []byte) {
	a.t.Helper()
	var rd io.Reader
	if body != nil {
		j, _ := json.Marshal(body)
		rd = bytes.NewReader(j)
	}
	req, err := http.NewRequest(method, a.base+path, rd)
	if err != nil {
		a.t.Fatal(err)
	}
	req.Header.Set("Content-Type", "application/json")
	n := clientSeq.Add(1)
	req.Header.Set("X-Forwarded-For", fmt.Sprintf("10.9.%d.%d", n/256%256, n%256))
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	res, err := httpClient.Do(req)
	if err != nil {
		a.t.Fatalf("%s %s: %v", method, path, err)
	}
	defer res.Body.Close()
	b, _ := io.ReadAll(res.Body)
	return res.StatusCode, b
}

// gql runs a GraphQL operation and decodes its data into out, failing on any error.
func (a *api) gql(token, query string, vars map[string]any, out any) {
	a.t.Helper()
	status, b := a.call("POST", "/graphql", token, map[string]any{"query": query, "variables": vars})
	var res struct {
		Data   json.RawMessage
		Errors []struct{ Message string }
	}
	if err := json.Unmarshal(b, &res); err != nil || status != 200 || len(res.Errors) > 0 {
		a.t.Fatalf("GraphQL %.60q: %d %s", query, status, b)
	}
	if err := json.Unmarshal(res.Data, out); err != nil {
		a.t.Fatal(err)
	}
}

// register makes an account and signs it in.
func (a *api) register(name, role string) person {
	a.t.Helper()
	email := strings.ToLower(strings.ReplaceAll(name, " ", ".")) + "@example.com"
	in := map[string]any{"name": name, "email": email, "password": "secret123", "role": role, "managerCode": cluster.ManagerCode}
	if status, b := a.call("POST", "/api/auth/register", "", in); status != 201 {
		a.t.Fatalf("register %s: %d %s", name, status, b)
	}
	var login struct{ Token string }
	status, b := a.call("POST", "/api/auth/login", "", map[string]any{"email": email, "password": "secret123"})
	json.Unmarshal(b, &login)
	if status != 200 || login.Token == "" {
		a.t.Fatalf("login %s: %d %s", name, status, b)
	}
	var me struct {
		ID string `json:"_id"`
	}
	_, b = a.call("GET", "/api/auth", login.Token, nil)
	json.Unmarshal(b, &me)
	return person{ID: me.ID, Token: login.Token}
}

// weekShifts returns the ids of the shifts of a schedule as REST answers it.
func weekShifts(t *testing.T, b []byte) []string {
	t.Helper()
	var week struct {
		Days map[string][]struct {
			ID string `json:"_id"`
		}
	}
	if err := json.Unmarshal(b, &week); err != nil {
		t.Fatalf("%v: %s", err, b)
	}
	var ids []string
	for _, shifts := range week.Days {
		for _, s := range shifts {
			ids = append(ids, s.ID)
		}
	}
	slices.Sort(ids)
	return ids
}

// publish publishes the week of friday with a Friday and a Saturday shift for each of
// staff, and returns the ids of its shifts.
func (a *api) publish(boss person, friday string, staff []person) []string {
	a.t.Helper()
	var shifts []map[string]any
	for _, p := range staff {
		shifts = append(shifts, map[string]any{"user": p.ID, "startTime": "09:00", "endTime": "17:00"})
	}
	body := map[string]any{"weekStarting": friday, "days": map[string]any{"friday": shifts, "saturday": shifts}}
	status, b := a.call("POST", "/api/schedules", boss.Token, body)
	if status != 200 {
		a.t.Fatalf("publish %s: %d %s", friday, status, b)
	}
	ids := weekShifts(a.t, b)
	if len(ids) != 2*len(staff) {
		a.t.Fatalf("publish %s: %d shifts answered, want %d", friday, len(ids), 2*len(staff))
	}
	return ids
}

const clockMutation = `mutation($a: ClockAction!) { clock(action: $a) { id clockOutAt } }`

// clockInAndOut clocks p in and out (no shift now: a record flagged without one) and
// returns the time record's id.
func (a *api) clockInAndOut(p person) string {
	a.t.Helper()
	var in, out struct {
		Clock struct {
			ID         string
			ClockOutAt *string
		}
	}
	a.gql(p.Token, clockMutation, map[string]any{"a": "CLOCK_IN"}, &in)
	a.gql(p.Token, clockMutation, map[string]any{"a": "CLOCK_OUT"}, &out)
	if out.Clock.ID != in.Clock.ID || out.Clock.ClockOutAt == nil {
		a.t.Fatalf("clock out of %s: %+v", in.Clock.ID, out)
	}
	return in.Clock.ID
}

// approve approves p's timesheet of the pay period holding day.
func (a *api) approve(boss, p person, day string) {
	a.t.Helper()
	var res struct {
		ApproveTimesheet struct{ ApprovedAt *string }
	}
	a.gql(boss.Token, `mutation($u: ID!, $d: Date!) { approveTimesheet(userId: $u, date: $d) { approvedAt } }`,
		map[string]any{"u": p.ID, "d": day}, &res)
	if res.ApproveTimesheet.ApprovedAt == nil {
		a.t.Fatalf("the timesheet of %s is not approved", p.ID)
	}
}

// wantWeek checks the week of friday holds exactly the shifts ids; nil: no schedule.
func (a *api) wantWeek(p person, friday string, ids []string) {
	a.t.Helper()
	status, b := a.call("GET", "/api/schedules/week?date="+friday, p.Token, nil)
	switch {
	case ids == nil && status != 404:
		a.t.Errorf("week %s: %d %.300s, want 404: it was published after the moment", friday, status, b)
	case ids == nil:
	case status != 200:
		a.t.Errorf("week %s: %d %s", friday, status, b)
	case !slices.Equal(weekShifts(a.t, b), ids):
		a.t.Errorf("week %s holds the shifts %v, want %v", friday, weekShifts(a.t, b), ids)
	}
}

// wantRecords checks p's time records of the last two days are exactly ids.
func (a *api) wantRecords(p person, ids ...string) {
	a.t.Helper()
	var res struct {
		MyTimeRecords []struct{ ID string }
	}
	a.gql(p.Token, `{ myTimeRecords(days: 2) { id } }`, nil, &res)
	var got []string
	for _, r := range res.MyTimeRecords {
		got = append(got, r.ID)
	}
	slices.Sort(got)
	slices.Sort(ids)
	if !slices.Equal(got, ids) {
		a.t.Errorf("the time records of %s are %v, want %v", p.ID, got, ids)
	}
}

// wantApproved checks whose timesheets of the pay period holding day are approved.
func (a *api) wantApproved(boss person, day string, want map[string]bool) {
	a.t.Helper()
	var res struct {
		Timesheets struct {
			Timesheets []struct {
				UserID     string
				ApprovedAt *string
			}
		}
	}
	a.gql(boss.Token, `query($d: Date) { timesheets(date: $d) { timesheets { userId approvedAt } } }`, map[string]any{"d": day}, &res)
	got := map[string]bool{}
	for _, ts := range res.Timesheets.Timesheets {
		got[ts.UserID] = ts.ApprovedAt != nil
	}
	for id, approved := range want {
		if got[id] != approved {
			a.t.Errorf("the timesheet of %s approved: %v, want %v", id, got[id], approved)
		}
	}
}
