package metrics

import (
	"context"
	"errors"
	"io"
	"net"
	"net/http"
	"sort"
	"strings"
	"testing"
	"time"

	dto "github.com/prometheus/client_model/go"

	"github.com/shiftsched/shiftsched/devtools/dbtest"
	"github.com/shiftsched/shiftsched/internal/domain"
	"github.com/shiftsched/shiftsched/internal/store"
)

// series returns every sample the registry gives, keyed as name{label="value",...}
// (labels sorted); a histogram gives its count under the name with _count.
func series(t *testing.T, m *Metrics) map[string]float64 {
	t.Helper()
	fams, err := m.reg.Gather()
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]float64{}
	for _, f := range fams {
		for _, s := range f.GetMetric() {
			var labels []string
			for _, l := range s.GetLabel() {
				labels = append(labels, l.GetName()+"=\""+l.GetValue()+"\"")
			}
			sort.Strings(labels)
			key := f.GetName() + "{" + strings.Join(labels, ",") + "}"
			switch f.GetType() {
			case dto.MetricType_HISTOGRAM:
				out[strings.Replace(key, "{", "_count{", 1)] = float64(s.GetHistogram().GetSampleCount())
			case dto.MetricType_COUNTER:
				out[key] = s.GetCounter().GetValue()
			case dto.MetricType_GAUGE:
				out[key] = s.GetGauge().GetValue()
			default:
				out[key] = s.GetUntyped().GetValue()
			}
		}
	}
	return out
}

func TestLabelsAreBounded(t *testing.T) {
	t.Parallel()
	m := New(Options{Operations: []string{"Week", "Notifications"}, RateLimitActions: []string{"login"}, LoginDoors: []string{"sign-in", "kiosk"}})
	req := m.Requests([]string{"GET /api/auth", RouteGraphQL, RouteStatic})
	req.Observe("GET /api/auth", 200, time.Millisecond)
	req.Observe(RouteGraphQL, 503, time.Millisecond)
	req.Observe("GET /api/secret/{made-up}", 404, time.Millisecond)
	req.Observe("", 999, time.Millisecond)
	m.ObserveGraphQL("Week", time.Millisecond)
	m.ObserveGraphQL("StealEverything", time.Millisecond)
	m.ObserveGraphQL("", time.Millisecond)
	m.Refused("login")
	m.Refused("invented-action")
	m.Failed("kiosk")
	m.Failed("a door nobody has")
	got := series(t, m)
	want := map[string]float64{
		`shiftsched_http_request_duration_seconds_count{route="GET /api/auth",status="2xx"}`: 1,
		`shiftsched_http_request_duration_seconds_count{route="graphql",status="5xx"}`:       1,
		`shiftsched_http_request_duration_seconds_count{route="other",status="4xx"}`:         1,
		`shiftsched_http_request_duration_seconds_count{route="other",status="other"}`:       1,
		`shiftsched_graphql_request_duration_seconds_count{operation="Week"}`:                1,
		`shiftsched_graphql_request_duration_seconds_count{operation="other"}`:               2,
		`shiftsched_rate_limit_refusals_total{action="login"}`:                               1,
		`shiftsched_rate_limit_refusals_total{action="other"}`:                               1,
		`shiftsched_failed_logins_total{door="kiosk"}`:                                       1,
		`shiftsched_failed_logins_total{door="sign-in"}`:                                     0,
		`shiftsched_failed_logins_total{door="other"}`:                                       1,
	}
	for k, v := range want {
		if g, ok := got[k]; !ok || g != v {
			t.Errorf("%s = %v (present %v), want %v", k, g, ok, v)
		}
	}
	for k := range got {
		for _, leak := range []string{"made-up", "StealEverything", "invented", "nobody", "Notifications"} {
			if strings.Contains(k, leak) {
				t.Errorf("a label value outside the set reached a series: %s", k)
			}
		}
	}
	if got[buildInfoKey(got)] != 1 || !strings.Contains(buildInfoKey(got), `goversion="go1.`) {
		t.Errorf("no build info: %q", buildInfoKey(got))
	}
	if _, ok := got[`go_goroutines{}`]; !ok {
		t.Error("Go's runtime collector is missing")
	}
}

// buildInfoKey returns the key of the build info's series, "" when there is none.
func buildInfoKey(got map[string]float64) string {
	for k := range got {
		if strings.HasPrefix(k, "shiftsched_build_info{") {
			return k
		}
	}
	return ""
}

func TestNilMetricsCountNothing(t *testing.T) {
	t.Parallel()
	var m *Metrics
	m.Requests([]string{"x"}).Observe("x", 200, time.Second)
	m.ObserveGraphQL("Week", time.Second)
	m.ObserveCost(10)
	m.Refused("login")
	m.Failed("kiosk")
}

// The per-request calls allocate nothing once a series exists: they run on every
// request.
func TestObservingAllocatesNothing(t *testing.T) {
	m := New(Options{Operations: []string{"Week"}})
	req := m.Requests([]string{"GET /api/auth", RouteGraphQL})
	observe := func() {
		req.Observe("GET /api/auth", 200, time.Millisecond)
		req.Observe("GET /unknown", 404, time.Millisecond)
		m.ObserveGraphQL("Week", time.Millisecond)
		m.ObserveGraphQL("Unknown", time.Millisecond)
		m.ObserveCost(120)
	}
	observe()
	if n := testing.AllocsPerRun(200, observe); n != 0 {
		t.Errorf("%v allocations per request", n)
	}
}

func TestCollectorsReadTheDatabase(t *testing.T) {
	t.Parallel()
	st := dbtest.New(t)
	ctx := context.Background()
	q := st.Q()
	tenMinutesAgo := time.Now().Add(-10 * time.Minute)
	if err := q.InsertOutbox(ctx, domain.OutboxEmail, [][]byte{[]byte(`{"to":"a@example.com"}`), []byte(`{"to":"b@example.com"}`)}, tenMinutesAgo); err != nil {
		t.Fatal(err)
	}
	if err := q.InsertOutbox(ctx, domain.OutboxWebhook, [][]byte{[]byte(`{}`)}, time.Now()); err != nil {
		t.Fatal(err)
	}
	// A webhook waiting for its retry in an hour is pending but not due; a delivered
	// e-mail waits for nothing.
	if _, err := st.DB.Exec(`UPDATE outbox SET next_attempt_at = now() + interval '1 hour', created_at = now() - interval '1 hour' WHERE kind = 'webhook'`); err != nil {
		t.Fatal(err)
	}
	if _, err := st.DB.Exec(`INSERT INTO outbox (kind, payload, created_at, next_attempt_at, delivered_at) VALUES ('email', '{}', now() - interval '1 day', now() - interval '1 day', now())`); err != nil {
		t.Fatal(err)
	}
	if _, err := st.DB.Exec(`INSERT INTO fill_jobs (mode, range_start, weeks, time_limit_ms, problem, fingerprint, status) VALUES ('fill', '2026-01-02', 1, 1000, '{}', 'f', 'stopping')`); err != nil {
		t.Fatal(err)
	}
	m := New(Options{DB: st.DB.DB, Queues: q.Queues})
	got := series(t, m)
	for k, v := range map[string]float64{
		`shiftsched_database_up{}`:                             1,
		`shiftsched_outbox_pending{kind="email"}`:              2,
		`shiftsched_outbox_pending{kind="webhook"}`:            1,
		`shiftsched_outbox_pending{kind="push"}`:               0,
		`shiftsched_outbox_oldest_due_seconds{kind="webhook"}`: 0,
		`shiftsched_outbox_oldest_age_seconds{kind="push"}`:    0,
		`shiftsched_fill_jobs{status="queued"}`:                0,
		`shiftsched_fill_jobs{status="running"}`:               1,
	} {
		if g, ok := got[k]; !ok || g != v {
			t.Errorf("%s = %v (present %v), want %v", k, g, ok, v)
		}
	}
	for _, k := range []string{`shiftsched_outbox_oldest_age_seconds{kind="email"}`, `shiftsched_outbox_oldest_due_seconds{kind="email"}`} {
		if g := got[k]; g < 590 || g > 700 {
			t.Errorf("%s = %v, want about 600", k, g)
		}
	}
	if g := got[`shiftsched_outbox_oldest_age_seconds{kind="webhook"}`]; g < 3500 || g > 3700 {
		t.Errorf("webhook oldest age = %v, want about 3600", g)
	}
	if got[`shiftsched_db_max_open_connections{}`] < 1 || got[`shiftsched_db_open_connections{}`] < 1 {
		t.Errorf("pool: %v", got)
	}
	if _, ok := got[`shiftsched_db_wait_duration_seconds_total{}`]; !ok {
		t.Error("no pool wait time")
	}
}

func TestDatabaseUnreachableReadsZero(t *testing.T) {
	t.Parallel()
	t.Run("ErrClosed", func(t *testing.T) {
		t.Parallel()
		st := dbtest.New(t)
		st.Close()
		got := series(t, New(Options{Queues: st.Q().Queues}))
		if v, ok := got[`shiftsched_database_up{}`]; !ok || v != 0 {
			t.Errorf("database_up = %v (present %v), want 0", v, ok)
		}
		if _, ok := got[`shiftsched_outbox_pending{kind="email"}`]; ok {
			t.Error("a queue figure was given without a database")
		}
	})
	t.Run("ErrHangs", func(t *testing.T) {
		t.Parallel()
		hang := func(ctx context.Context) ([]store.Queue, error) {
			<-ctx.Done()
			return nil, ctx.Err()
		}
		start := time.Now()
		got := series(t, New(Options{Queues: hang, ScrapeTimeout: 100 * time.Millisecond}))
		if got[`shiftsched_database_up{}`] != 0 || time.Since(start) > 5*time.Second {
			t.Errorf("database_up = %v after %v", got[`shiftsched_database_up{}`], time.Since(start))
		}
	})
}

func TestCachesAndSocketsAreReadAtScrapeTime(t *testing.T) {
	t.Parallel()
	hits, sockets := int64(0), 0
	m := New(Options{ReadCache: func() (int64, int64) { return hits, 7 }, PollCache: func() (int64, int64) { return 3, 4 }, Sockets: func() int { return sockets }})
	hits, sockets = 5, 2
	got := series(t, m)
	for k, v := range map[string]float64{
		`shiftsched_cache_requests_total{cache="read",result="hit"}`:  5,
		`shiftsched_cache_requests_total{cache="read",result="miss"}`: 7,
		`shiftsched_cache_requests_total{cache="poll",result="hit"}`:  3,
		`shiftsched_cache_requests_total{cache="poll",result="miss"}`: 4,
		`shiftsched_live_sockets{}`:                                   2,
	} {
		if got[k] != v {
			t.Errorf("%s = %v, want %v", k, got[k], v)
		}
	}
}

func TestServe(t *testing.T) {
	t.Parallel()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- New(Options{}).Serve(ctx, ln) }()
	res, err := http.Get("http://" + ln.Addr().String() + "/metrics")
	if err != nil {
		t.Fatal(err)
	}
	body, _ := io.ReadAll(res.Body)
	res.Body.Close()
	if res.StatusCode != 200 || !strings.Contains(string(body), "shiftsched_build_info{") || !strings.Contains(string(body), "go_gc_duration_seconds") {
		t.Fatalf("%d %s", res.StatusCode, body)
	}
	if res, err := http.Get("http://" + ln.Addr().String() + "/"); err != nil || res.StatusCode != 404 {
		t.Fatalf("/ answered %v %v", res, err)
	}
	cancel()
	if err := <-done; err != nil && !errors.Is(err, net.ErrClosed) {
		t.Fatal(err)
	}
}

// BenchmarkObserveRequest is what the metrics add to one GraphQL request.
func BenchmarkObserveRequest(b *testing.B) {
	m := New(Options{Operations: []string{"Week"}})
	req := m.Requests([]string{RouteGraphQL})
	for b.Loop() {
		req.Observe(RouteGraphQL, 200, time.Millisecond)
		m.ObserveGraphQL("Week", time.Millisecond)
		m.ObserveCost(120)
	}
}
