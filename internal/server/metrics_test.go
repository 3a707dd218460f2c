package server_test

import (
	"context"
	"io"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/coder/websocket"

	"github.com/shiftsched/shiftsched/devtools/wait"

	"github.com/shiftsched/shiftsched/internal/domain"
	"github.com/shiftsched/shiftsched/internal/metrics"
	"github.com/shiftsched/shiftsched/internal/server"
)

// scrape returns what m serves to Prometheus.
func scrape(t *testing.T, m *metrics.Metrics) string {
	t.Helper()
	rec := httptest.NewRecorder()
	m.Handler().ServeHTTP(rec, httptest.NewRequest("GET", "/metrics", nil))
	b, _ := io.ReadAll(rec.Body)
	return string(b)
}

// Requests are counted by route pattern (REST's own table included) and GraphQL
// operation, each from its fixed set; the cost is the one gqlgen measured.
func TestRequestsAreCountedByRouteAndOperation(t *testing.T) {
	t.Parallel()
	m := metrics.New(metrics.Options{Operations: []string{"Week", "Me"}})
	a := newAppWith(t, server.Options{Metrics: m})
	token := tokenFor(t, a, domain.RoleManager)
	auth := map[string]string{"Content-Type": "application/json", "Authorization": "Bearer " + token}
	a.do(t, "GET", "/api/auth", nil, nil)                                                                // 401
	a.do(t, "GET", "/api/schedules/week?date=2026-11-27", map[string]string{"x-auth-token": token}, nil) // 404: no such week yet
	a.do(t, "GET", "/api/no/such/route/4711", nil, nil)                                                  // 404
	a.do(t, "GET", "/healthz", nil, nil)
	a.do(t, "GET", "/some/client/route", nil, nil) // the client's index.html
	a.do(t, "POST", "/graphql", auth, strings.NewReader(`{"query":"query Me { me { id name } }"}`))
	a.do(t, "POST", "/graphql", auth, strings.NewReader(`{"query":"query DumpEverything4711 { me { id } }"}`))
	// Answered by the read cache, without gqlgen: twice, the second a hit.
	week := `{"query":"query Week($date: Date!) { week(date: $date) { weekStarting } }","variables":{"date":"2026-11-27"}}`
	a.do(t, "POST", "/graphql", auth, strings.NewReader(week))
	a.do(t, "POST", "/graphql", auth, strings.NewReader(week))
	got := scrape(t, m)
	for _, want := range []string{
		`shiftsched_http_request_duration_seconds_count{route="GET /api/auth",status="4xx"} 1`,
		`shiftsched_http_request_duration_seconds_count{route="other",status="4xx"} 1`,
		`shiftsched_http_request_duration_seconds_count{route="GET /healthz",status="2xx"} 1`,
		`shiftsched_http_request_duration_seconds_count{route="static",status="2xx"} 1`,
		`shiftsched_http_request_duration_seconds_count{route="graphql",status="2xx"} 4`,
		`shiftsched_graphql_request_duration_seconds_count{operation="Me"} 1`,
		`shiftsched_graphql_request_duration_seconds_count{operation="Week"} 2`,
		`shiftsched_graphql_request_duration_seconds_count{operation="other"} 1`,
	} {
		if !strings.Contains(got, want+"\n") {
			t.Errorf("missing %s", want)
		}
	}
	if !strings.Contains(got, `shiftsched_http_request_duration_seconds_count{route="GET /api/schedules/week",status="4xx"} 1`) {
		t.Errorf("REST's route template is not a label: %s", lines(got, "shiftsched_http_request_duration_seconds_count"))
	}
	if strings.Contains(got, "4711") {
		t.Error("a path or operation name outside the sets became a label")
	}
	// Me and DumpEverything4711 were measured by gqlgen, and the Week that filled the cache.
	if !strings.Contains(got, "shiftsched_graphql_query_cost_count 3\n") {
		t.Errorf("query cost count: %s", lines(got, "shiftsched_graphql_query_cost_count"))
	}
}

// lines returns got's lines that start with prefix.
func lines(got, prefix string) string {
	var out []string
	for _, l := range strings.Split(got, "\n") {
		if strings.HasPrefix(l, prefix) {
			out = append(out, l)
		}
	}
	return strings.Join(out, "\n")
}

// An open live-update socket counts in live_sockets, not as a request that took as long
// as it stayed open.
func TestSocketsAreCountedOpenNotAsRequests(t *testing.T) {
	t.Parallel()
	sockets := &server.Sockets{}
	m := metrics.New(metrics.Options{Sockets: sockets.Len})
	a := newAppWith(t, server.Options{Metrics: m, Sockets: sockets})
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	conn, _, err := websocket.Dial(ctx, "ws"+strings.TrimPrefix(a.url, "http")+"/graphql",
		&websocket.DialOptions{Subprotocols: []string{"graphql-transport-ws"}})
	if err != nil {
		t.Fatal(err)
	}
	wait.For(t, 10*time.Second, "the socket to be open", func() bool { return sockets.Len() == 1 })
	if got := scrape(t, m); !strings.Contains(got, "shiftsched_live_sockets 1\n") {
		t.Errorf("live sockets: %s", lines(got, "shiftsched_live_sockets"))
	}
	conn.Close(websocket.StatusNormalClosure, "")
	wait.For(t, 10*time.Second, "the socket to be closed", func() bool { return sockets.Len() == 0 })
	if got := scrape(t, m); !strings.Contains(got, "shiftsched_live_sockets 0\n") || strings.Contains(got, `route="graphql"`) {
		t.Errorf("after the socket closed: %s", lines(got, "shiftsched_"))
	}
}
