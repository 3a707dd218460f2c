package server

import (
	"context"
	"net/http"
	"time"

	"github.com/99designs/gqlgen/graphql"

	"github.com/shiftsched/shiftsched/internal/metrics"
)

// requestMetrics counts the handler's requests in the metrics (internal/metrics): every
// request by route and status, and those of /graphql by operation and cost too.
type requestMetrics struct {
	m      *metrics.Metrics
	routes *metrics.Requests
}

// newRequestMetrics counts requests by the route patterns the handler registered;
// nil when m is nil (no METRICS_ADDR).
func newRequestMetrics(m *metrics.Metrics, patterns []string) *requestMetrics {
	if m == nil {
		return nil
	}
	labels := make([]string, 0, len(patterns))
	for _, p := range patterns {
		labels = append(labels, routeLabel(p))
	}
	return &requestMetrics{m: m, routes: m.Requests(labels)}
}

// routeLabel names a route pattern in the metrics: the pattern itself, except for
// GraphQL, the web client's files, and /api/ when the REST table matched nothing.
func routeLabel(pattern string) string {
	switch pattern {
	case "/graphql":
		return metrics.RouteGraphQL
	case "/":
		return metrics.RouteStatic
	case "/api/", "":
		return metrics.Other
	}
	return pattern
}

// observe counts a request that took d and answered status. A live-update socket is
// not a request that ends: the live_sockets gauge counts those.
func (rm *requestMetrics) observe(info *requestInfo, status int, d time.Duration) {
	if rm == nil || info.socket {
		return
	}
	route := routeLabel(info.pattern)
	rm.routes.Observe(route, status, d)
	if route == metrics.RouteGraphQL {
		rm.m.ObserveGraphQL(info.operation, d)
		if info.cost > 0 {
			rm.m.ObserveCost(info.cost)
		}
	}
}

// notePattern records the route pattern that served a request. The mux sets it on the
// request it is given, and the REST table's mux on that same request after it, so it
// is read once both are done.
func notePattern(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		next.ServeHTTP(w, r)
		if info := infoOf(r.Context()); info != nil {
			info.pattern = r.Pattern
		}
	})
}

// noteOperation records the name of the GraphQL operation gqlgen runs.
func noteOperation(ctx context.Context, next graphql.OperationHandler) graphql.ResponseHandler {
	if info := infoOf(ctx); info != nil {
		if oc := graphql.GetOperationContext(ctx); oc != nil && oc.Operation != nil {
			info.operation = oc.Operation.Name
		}
	}
	return next(ctx)
}

// noteCost records the cost gqlgen measured of the request's document.
func noteCost(ctx context.Context, cost int) {
	if info := infoOf(ctx); info != nil {
		info.cost = cost
	}
}

// noteCachedOperation records the name of the operation the read or poll cache
// answers (gqlgen, when it runs, records it again).
func noteCachedOperation(ctx context.Context, name string) {
	if info := infoOf(ctx); info != nil {
		info.operation = name
	}
}
