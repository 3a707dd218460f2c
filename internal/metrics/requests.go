package metrics

import (
	"time"

	"github.com/prometheus/client_golang/prometheus"
)

// The route labels that name no route pattern.
const (
	RouteGraphQL = "graphql" // /graphql
	RouteStatic  = "static"  // the web client's files
)

// Requests times HTTP requests by route, each route from the set it was made with.
type Requests struct {
	routes labelSet
	dur    *prometheus.HistogramVec
}

// Requests returns the timer of requests whose routes are among routes (the server's
// route table, with RouteGraphQL and RouteStatic); nil when m is nil.
func (m *Metrics) Requests(routes []string) *Requests {
	if m == nil {
		return nil
	}
	return &Requests{routes: newLabelSet(routes), dur: m.httpDur}
}

// Observe counts one request to route, answered with status after d. A route outside
// the set counts as Other.
func (r *Requests) Observe(route string, status int, d time.Duration) {
	if r == nil {
		return
	}
	r.dur.WithLabelValues(r.routes.of(route), statusClass(status)).Observe(d.Seconds())
}

// ObserveGraphQL counts one GraphQL request over HTTP for the operation named, answered
// after d; a name outside the client's operations counts as Other.
func (m *Metrics) ObserveGraphQL(operation string, d time.Duration) {
	if m == nil {
		return
	}
	m.gqlDur.WithLabelValues(m.operations.of(operation)).Observe(d.Seconds())
}

// ObserveCost counts the estimated cost of one GraphQL document gqlgen ran.
func (m *Metrics) ObserveCost(cost int) {
	if m == nil {
		return
	}
	m.gqlCost.Observe(float64(cost))
}

// Refused counts one attempt at action refused by its rate limit.
func (m *Metrics) Refused(action string) {
	if m == nil {
		return
	}
	m.refusals.WithLabelValues(m.actions.of(action)).Inc()
}

// Failed counts one wrong password or PIN given at door; a door outside the set it
// was made with counts as Other.
func (m *Metrics) Failed(door string) {
	if m == nil {
		return
	}
	m.failed.WithLabelValues(m.doors.of(door)).Inc()
}
