// Package metrics owns the server's Prometheus registry and its collectors: request
// durations by route and by GraphQL operation, GraphQL query cost, the caches' hits and
// misses, the database pool, the outbox and the fill jobs, rate-limit refusals and
// failed logins, live sockets, Go's runtime and the build. The places that count call
// its small methods (nil-safe: a server without METRICS_ADDR passes nil); what others
// already keep (cache counters, the pool, the queues) is read at scrape time. Every
// label takes its values from a set fixed at start, anything else counting as "other",
// so that no request can add series. The metrics are served on a listener of their
// own (Serve), never on the app's port.
package metrics

import (
	"context"
	"database/sql"
	"errors"
	"net"
	"net/http"
	"time"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/collectors"
	"github.com/prometheus/client_golang/prometheus/promhttp"

	"github.com/shiftsched/shiftsched/internal/store"
)

// Namespace prefixes every metric of ours.
const Namespace = "shiftsched"

// Other is the label value of anything outside a label's fixed set.
const Other = "other"

// Options say where the metrics read what they do not count themselves. Nil fields
// leave their metrics out.
type Options struct {
	// DB is the connection pool whose statistics are read at scrape time.
	DB *sql.DB
	// Queues reads the outbox and the fill jobs (store.Q.Queues); its failure, or a
	// database that does not answer within ScrapeTimeout, reads as database_up 0.
	Queues func(context.Context) ([]store.Queue, error)
	// ScrapeTimeout bounds Queues; 0 means DefaultScrapeTimeout.
	ScrapeTimeout time.Duration
	// Operations are the GraphQL operation names counted by name: the web client's own.
	Operations []string
	// RateLimitActions are the actions a refusal is counted under (the limits' names).
	RateLimitActions []string
	// LoginDoors are the doors a failed login is counted under (session.LoginDoors).
	LoginDoors []string
	// ReadCache and PollCache return their caches' hits and misses so far.
	ReadCache, PollCache func() (hits, misses int64)
	// Sockets returns the live-update sockets open now.
	Sockets func() int
}

// DefaultScrapeTimeout bounds the query a scrape runs: well under Prometheus' own
// scrape timeout (10 s by default), so that a database that hangs reads as down.
const DefaultScrapeTimeout = 2 * time.Second

// Metrics is the registry and what counts into it. A nil *Metrics counts nothing.
type Metrics struct {
	reg        *prometheus.Registry
	httpDur    *prometheus.HistogramVec
	gqlDur     *prometheus.HistogramVec
	gqlCost    prometheus.Histogram
	operations labelSet
	refusals   *prometheus.CounterVec
	actions    labelSet
	failed     *prometheus.CounterVec
	doors      labelSet
}

// New returns the registry with every collector the options allow.
func New(o Options) *Metrics {
	m := &Metrics{reg: prometheus.NewRegistry(), operations: newLabelSet(o.Operations), actions: newLabelSet(o.RateLimitActions),
		doors: newLabelSet(o.LoginDoors)}
	m.httpDur = prometheus.NewHistogramVec(prometheus.HistogramOpts{
		Namespace: Namespace, Name: "http_request_duration_seconds",
		Help:    "Time to answer an HTTP request, by route (the route table's pattern, graphql, static or other) and status class. Live-update sockets are not counted.",
		Buckets: prometheus.DefBuckets,
	}, []string{"route", "status"})
	m.gqlDur = prometheus.NewHistogramVec(prometheus.HistogramOpts{
		Namespace: Namespace, Name: "graphql_request_duration_seconds",
		Help:    "Time to answer a GraphQL request over HTTP, by operation name (the web client's operations; anything else is other).",
		Buckets: prometheus.DefBuckets,
	}, []string{"operation"})
	m.gqlCost = prometheus.NewHistogram(prometheus.HistogramOpts{
		Namespace: Namespace, Name: "graphql_query_cost",
		Help:    "The estimated cost of the GraphQL documents gqlgen ran (the limit is 50,000); answers served from the read or poll cache are not measured.",
		Buckets: []float64{10, 30, 100, 300, 1000, 3000, 10000, 30000, 50000},
	})
	m.refusals = prometheus.NewCounterVec(prometheus.CounterOpts{
		Namespace: Namespace, Name: "rate_limit_refusals_total",
		Help: "Attempts refused by a rate limit, by the limited action.",
	}, []string{"action"})
	m.failed = prometheus.NewCounterVec(prometheus.CounterOpts{
		Namespace: Namespace, Name: "failed_logins_total",
		Help: "Wrong credentials given, by door: sign-in (e-mail and password), password-change (a wrong current password), kiosk (a wrong PIN).",
	}, []string{"door"})
	// Every known label value starts at zero, so that rate() sees the first one.
	for _, a := range m.actions.values() {
		m.refusals.WithLabelValues(a)
	}
	for _, d := range m.doors.values() {
		m.failed.WithLabelValues(d)
	}
	m.reg.MustRegister(m.httpDur, m.gqlDur, m.gqlCost, m.refusals, m.failed,
		collectors.NewGoCollector(), collectors.NewProcessCollector(collectors.ProcessCollectorOpts{}), buildInfo())
	m.registerReaders(o)
	return m
}

// registerReaders registers what is read at scrape time.
func (m *Metrics) registerReaders(o Options) {
	for _, c := range []struct {
		name  string
		stats func() (int64, int64)
	}{{"read", o.ReadCache}, {"poll", o.PollCache}} {
		if c.stats == nil {
			continue
		}
		m.reg.MustRegister(cacheCounter(c.name, "hit", func() int64 { h, _ := c.stats(); return h }),
			cacheCounter(c.name, "miss", func() int64 { _, n := c.stats(); return n }))
	}
	if o.Sockets != nil {
		m.reg.MustRegister(prometheus.NewGaugeFunc(prometheus.GaugeOpts{
			Namespace: Namespace, Name: "live_sockets",
			Help: "Live-update (GraphQL subscription) sockets open on this instance.",
		}, func() float64 { return float64(o.Sockets()) }))
	}
	if o.DB != nil {
		m.reg.MustRegister(poolCollector{o.DB})
	}
	if o.Queues != nil {
		timeout := o.ScrapeTimeout
		if timeout <= 0 {
			timeout = DefaultScrapeTimeout
		}
		m.reg.MustRegister(queueCollector{read: o.Queues, timeout: timeout})
	}
}

func cacheCounter(cache, result string, read func() int64) prometheus.CounterFunc {
	return prometheus.NewCounterFunc(prometheus.CounterOpts{
		Namespace: Namespace, Name: "cache_requests_total",
		Help:        "Lookups in the read cache (week and month answers) and the poll cache (notifications polls), by result.",
		ConstLabels: prometheus.Labels{"cache": cache, "result": result},
	}, func() float64 { return float64(read()) })
}

// Handler serves the registry in Prometheus' text format.
func (m *Metrics) Handler() http.Handler {
	return promhttp.HandlerFor(m.reg, promhttp.HandlerOpts{Timeout: 10 * time.Second})
}

// Serve serves the metrics at /metrics on ln until ctx ends.
func (m *Metrics) Serve(ctx context.Context, ln net.Listener) error {
	mux := http.NewServeMux()
	mux.Handle("GET /metrics", m.Handler())
	srv := &http.Server{Handler: mux, ReadHeaderTimeout: 5 * time.Second}
	go func() {
		<-ctx.Done()
		srv.Close()
	}()
	if err := srv.Serve(ln); !errors.Is(err, http.ErrServerClosed) {
		return err
	}
	return nil
}
