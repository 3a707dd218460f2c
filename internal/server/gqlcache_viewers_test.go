package server_test

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/shiftsched/shiftsched/devtools/apptest"
	"github.com/shiftsched/shiftsched/devtools/bench"
	"github.com/shiftsched/shiftsched/internal/domain"
)

// The browser's own Week request (Apollo's printing, __typename, clientLibrary) is
// served from the read cache, and so are the same document renamed or respaced; other
// extensions, a wrong operationName and API tokens go to gqlgen; answers that differ by
// viewer are never shared.
func TestGraphQLCacheServesWhatClientsSend(t *testing.T) {
	t.Parallel()
	app := newApp(t, nil)
	manager, employee := tokenFor(t, app, domain.RoleManager), tokenFor(t, app, domain.RoleEmployee)
	headers, query, err := bench.ClientRequest("Week")
	if err != nil {
		t.Fatal(err)
	}
	week := domain.FridayWeeks.Start(domain.DateOf(time.Now().UTC())).AddDays(28).String()
	me := app.do(t, "GET", "/api/auth", map[string]string{"x-auth-token": employee}, nil)
	publish := fmt.Sprintf(`{"weekStarting":%q,"days":{"monday":[{"user":%q,"startTime":"08:00","endTime":"12:00"}]}}`, week, me.body["_id"])
	apptest.Want(t, app.do(t, "POST", "/api/schedules", map[string]string{"x-auth-token": manager, "Content-Type": "application/json"}, strings.NewReader(publish)).api(), 200, "")
	send := func(t *testing.T, token, opName, ext, q string) (string, int64, int64) {
		t.Helper()
		h := map[string]string{"Authorization": "Bearer " + token}
		for k, v := range headers {
			h[k] = v
		}
		before := app.reads.Stats()
		body := fmt.Sprintf(`{"operationName":%q,"variables":{"date":%q},"extensions":%s,"query":%q}`, opName, week, ext, q)
		res := app.do(t, "POST", "/graphql", h, strings.NewReader(body))
		after := app.reads.Stats()
		return res.raw, after.Hits - before.Hits, after.Misses - before.Misses
	}
	apollo := `{"clientLibrary":{"name":"@apollo/client","version":"4.3.8"}}`
	first, _, misses := send(t, employee, "Week", apollo, query)
	if misses != 1 || !strings.Contains(first, `"08:00"`) || !strings.Contains(first, `"__typename":"Shift"`) {
		t.Fatalf("first read: %d misses, %s", misses, first)
	}
	t.Run("OKSameAnswer", func(t *testing.T) {
		respaced := strings.Join(strings.Fields(query), " ")
		for _, v := range [][3]string{
			{"Week", apollo, query}, {"", apollo, query}, {"Week", `{}`, query}, {"Week", `null`, respaced},
		} {
			for _, token := range []string{employee, manager} { // the same for every signed-in person
				got, hits, misses := send(t, token, v[0], v[1], v[2])
				if got != first || hits != 1 || misses != 0 {
					t.Errorf("%q %s: %d hits, %d misses, same answer %v", v[0], v[1], hits, misses, got == first)
				}
			}
		}
	})
	t.Run("ErrBypassed", func(t *testing.T) {
		for _, v := range [][2]string{
			{"Week", `{"clientLibrary":{},"tracing":true}`},
			{"Week", `{"persistedQuery":{"version":1,"sha256Hash":"00"}}`},
			{"Month", apollo}, // names no operation of the document: gqlgen's error
		} {
			if _, hits, misses := send(t, employee, v[0], v[1], query); hits != 0 || misses != 0 {
				t.Errorf("%s %s: %d hits, %d misses, want the cache untouched", v[0], v[1], hits, misses)
			}
		}
	})
	t.Run("ErrViewersApart", func(t *testing.T) {
		email := `query Week($date: Date!) { week(date: $date) { schedule { days { shifts { user { email } } } } } }`
		// The shift is employee's: a colleague may not see the address, a manager may.
		colleague := tokenFor(t, app, domain.RoleEmployee)
		mgr, hits, misses := send(t, manager, "Week", apollo, email)
		emp, hits2, misses2 := send(t, colleague, "Week", apollo, email)
		if hits+misses+hits2+misses2 != 0 || mgr == emp || !strings.Contains(mgr, "@example.com") || strings.Contains(emp, "@example.com") {
			t.Errorf("e-mail addresses: cache used %d times; manager %s; employee %s", hits+misses+hits2+misses2, mgr, emp)
		}
		draft := fmt.Sprintf(`query { weekDraft(weekStarting: %q) { weekStarting } }`, week)
		if _, hits, misses := send(t, manager, "", apollo, draft); hits+misses != 0 {
			t.Errorf("a draft used the cache")
		}
		res := app.do(t, "POST", "/graphql", map[string]string{"Authorization": "Bearer " + manager, "Content-Type": "application/json"},
			strings.NewReader(`{"query":"mutation { createApiToken(input: {name: \"t\", scopes: [\"schedule:read\"]}) { secret } }"}`))
		secret, _ := res.body["data"].(map[string]any)["createApiToken"].(map[string]any)["secret"].(string)
		if secret == "" {
			t.Fatalf("no API token: %s", res.raw)
		}
		if got, hits, misses := send(t, secret, "Week", apollo, query); hits+misses != 0 || !strings.Contains(got, `"08:00"`) {
			t.Errorf("an API token's read: %d hits, %d misses, %s", hits, misses, got)
		}
	})
}
