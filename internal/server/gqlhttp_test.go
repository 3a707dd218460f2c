package server_test

import (
	"net/url"
	"strings"
	"testing"
)

// GraphQL over HTTP, "Accept": the answer's media type follows the client's preference;
// a missing Accept or a wildcard means application/json, and an Accept allowing neither
// answer type is refused with 406.
func TestGraphQLAnswersInTheMediaTypeTheClientAccepts(t *testing.T) {
	t.Parallel()
	app := newApp(t, nil)
	for _, tc := range []struct {
		accept, want string
		status       int
	}{
		{"", "application/json", 200},
		{"*/*", "application/json", 200},
		{"application/json", "application/json", 200},
		{"application/graphql-response+json", "application/graphql-response+json", 200},
		// The web client's own header (client/src/lib/apollo.ts).
		{"application/graphql-response+json,application/json;q=0.9", "application/graphql-response+json", 200},
		{"application/graphql-response+json;q=0.5, application/json", "application/json", 200},
		{"application/json;q=0, */*", "", 406},
		{"text/plain", "", 406},
	} {
		t.Run(tc.accept, func(t *testing.T) {
			res := app.do(t, "POST", "/graphql", map[string]string{"Content-Type": "application/json", "Accept": tc.accept},
				strings.NewReader(`{"query":"{ __typename }"}`))
			if res.status != tc.status {
				t.Fatalf("got %d %s, want %d", res.status, res.raw, tc.status)
			}
			if ct := res.header.Get("Content-Type"); tc.status == 200 && ct != tc.want+"; charset=utf-8" {
				t.Fatalf("Content-Type %q, want %s", ct, tc.want)
			}
			if tc.status == 406 && len(res.body["errors"].([]any)) != 1 {
				t.Fatalf("406 without an error that says why: %s", res.raw)
			}
		})
	}
}

// GraphQL over HTTP, "GET": queries may be sent by GET, mutations may not (405 with
// Allow: POST); other methods than GET, POST and OPTIONS are 405 too, and a POST body
// that is not JSON is 415.
func TestGraphQLRunsQueriesByGetAndNeverMutations(t *testing.T) {
	t.Parallel()
	app := newApp(t, nil)
	get := func(query string) response {
		return app.do(t, "GET", "/graphql?query="+url.QueryEscape(query), map[string]string{"Accept": "application/json"}, nil)
	}
	if res := get("{ __typename }"); res.status != 200 || !strings.Contains(res.raw, `"__typename":"Query"`) {
		t.Fatalf("query by GET: %d %s", res.status, res.raw)
	}
	res := get(`mutation { login(email: "a@b.c", password: "x") { token } }`)
	if res.status != 405 || res.header.Get("Allow") != "POST" || res.body["errors"] == nil {
		t.Fatalf("mutation by GET: %d Allow %q %s", res.status, res.header.Get("Allow"), res.raw)
	}
	for _, method := range []string{"PUT", "DELETE", "PATCH"} {
		res := app.do(t, method, "/graphql", jsonCT, strings.NewReader(`{"query":"{ __typename }"}`))
		if res.status != 405 || res.header.Get("Allow") != "GET, POST, OPTIONS" {
			t.Fatalf("%s: %d Allow %q", method, res.status, res.header.Get("Allow"))
		}
	}
	res = app.do(t, "POST", "/graphql", map[string]string{"Content-Type": "text/plain"}, strings.NewReader(`{"query":"{ __typename }"}`))
	if res.status != 415 || res.body["errors"] == nil {
		t.Fatalf("POST as text/plain: %d %s", res.status, res.raw)
	}
}
