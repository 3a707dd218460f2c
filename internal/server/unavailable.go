package server

import (
	"context"
	"net/http"
	"strconv"
	"time"

	"github.com/99designs/gqlgen/graphql"

	"github.com/shiftsched/shiftsched/internal/domain"
	"github.com/shiftsched/shiftsched/internal/session"
)

// While the database is unreachable both doors answer 503 with Retry-After: REST from
// its error mapping, GraphQL from here. A GraphQL answer carrying an UNAVAILABLE error
// is sent as 503 rather than 200, so that clients and load balancers back off.

type unavailableKey struct{}

// unavailableFlag is set when the answer being built carries an UNAVAILABLE error.
// usage is an API token's budget after the request (tokenBudget): its headers are
// sent, and a refusal goes out as 429.
type unavailableFlag struct {
	set   bool
	usage *session.Usage
	now   func() time.Time
}

// flagUnavailable marks the request when a response carries an UNAVAILABLE error.
func flagUnavailable(ctx context.Context, next graphql.ResponseHandler) *graphql.Response {
	res := next(ctx)
	if f, ok := ctx.Value(unavailableKey{}).(*unavailableFlag); ok && res != nil {
		for _, e := range res.Errors {
			if e.Extensions["code"] == string(domain.Unavailable) {
				f.set = true
			}
		}
	}
	return res
}

// unavailableWriter turns the status of a flagged GraphQL answer into 503.
type unavailableWriter struct {
	http.ResponseWriter
	flag *unavailableFlag
}

func (w unavailableWriter) WriteHeader(code int) {
	if u := w.flag.usage; u != nil {
		setRateLimitHeaders(w.Header(), *u, w.flag.now())
		if u.Refused && code == http.StatusOK {
			code = http.StatusTooManyRequests
		}
	}
	if w.flag.set && code == http.StatusOK {
		setRetryAfter(w.Header())
		code = http.StatusServiceUnavailable
	}
	w.ResponseWriter.WriteHeader(code)
}

func (w unavailableWriter) Write(b []byte) (int, error) {
	if w.flag.set || w.flag.usage != nil {
		// gqlgen writes the body without a WriteHeader of its own for 200.
		w.WriteHeader(http.StatusOK)
	}
	return w.ResponseWriter.Write(b)
}

// Unwrap lets http.ResponseController reach the real writer.
func (w unavailableWriter) Unwrap() http.ResponseWriter { return w.ResponseWriter }

// withUnavailableStatus serves a GraphQL request so that an UNAVAILABLE answer goes
// out as 503.
// now is the clock of RateLimit-Reset.
func withUnavailableStatus(now func() time.Time, next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Header.Get("Upgrade") != "" {
			next.ServeHTTP(w, r) // a socket's status is 101 and stays so
			return
		}
		flag := &unavailableFlag{now: now}
		ctx := context.WithValue(r.Context(), unavailableKey{}, flag)
		next.ServeHTTP(unavailableWriter{w, flag}, r.WithContext(ctx))
	})
}

func setRetryAfter(h http.Header) { h.Set("Retry-After", strconv.Itoa(domain.RetryAfterSeconds)) }
