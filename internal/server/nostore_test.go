package server_test

import (
	"fmt"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/shiftsched/shiftsched/internal/domain"
)

// An answer made for a credential (a person's data, a token, a timesheet with rates)
// must not be kept by the browser's disk cache or any cache between: every answer of
// /graphql and /api/* says Cache-Control: no-store, over GET and POST, from the read
// cache or not, and whether it succeeded or not. Issue 41, finding 13.
func TestAPIAnswersAreNotStored(t *testing.T) {
	t.Parallel()
	app := newApp(t, nil)
	token := tokenFor(t, app, domain.RoleManager)
	bearer := map[string]string{"Authorization": "Bearer " + token}
	week := domain.FridayWeeks.Start(domain.DateOf(time.Now().UTC())).String()
	getQuery := func(doc string) string { return "/graphql?" + url.Values{"query": {doc}}.Encode() }
	post := func(h map[string]string, body string) map[string]string {
		out := map[string]string{"Content-Type": "application/json"}
		for k, v := range h {
			out[k] = v
		}
		return out
	}
	weekBody := fmt.Sprintf(`{"operationName":"Week","query":"query Week($date: Date!) { week(date: $date) { weekStarting } }","variables":{"date":%q}}`, week)
	for _, tc := range []struct {
		name, method, path string
		header             map[string]string
		body               string
	}{
		{"GraphQLGet", "GET", getQuery(`{ me { id email } }`), bearer, ""},
		{"GraphQLGetTimesheets", "GET", getQuery(`{ timesheets { start timesheets { userId } } }`), bearer, ""},
		{"GraphQLPost", "POST", "/graphql", post(bearer, ""), `{"query":"{ me { id email } }"}`},
		{"GraphQLPostFromTheReadCache", "POST", "/graphql", post(bearer, ""), weekBody},
		{"GraphQLPostAgainFromTheReadCache", "POST", "/graphql", post(bearer, ""), weekBody},
		{"GraphQLLoginAnswersAToken", "POST", "/graphql", post(nil, ""), `{"query":"mutation { login(email: \"nobody@example.com\", password: \"secret123\") { token } }"}`},
		{"GraphQLUnauthenticated", "GET", getQuery(`{ me { id } }`), map[string]string{"Authorization": "Bearer nonsense"}, ""},
		{"RESTMe", "GET", "/api/auth", map[string]string{"x-auth-token": token}, ""},
		{"RESTStaff", "GET", "/api/users", map[string]string{"x-auth-token": token}, ""},
		{"RESTCachedWeek", "GET", "/api/schedules/week?date=" + week, map[string]string{"x-auth-token": token}, ""},
		{"RESTCachedMonth", "GET", "/api/schedules/month?year=2026&month=11", map[string]string{"x-auth-token": token}, ""},
		{"RESTUnauthenticated", "GET", "/api/auth", map[string]string{"x-auth-token": "nonsense"}, ""},
	} {
		t.Run("OK"+tc.name, func(t *testing.T) {
			var body *strings.Reader
			if tc.body != "" {
				body = strings.NewReader(tc.body)
			}
			var res response
			if body != nil {
				res = app.do(t, tc.method, tc.path, tc.header, body)
			} else {
				res = app.do(t, tc.method, tc.path, tc.header, nil)
			}
			if cc := res.header.Get("Cache-Control"); cc != "no-store" {
				t.Errorf("%d, Cache-Control %q: %.200s", res.status, cc, res.raw)
			}
		})
	}
}
