// Package rest is the /api/* shim of REST-CONTRACT.md: each handler decodes its own
// shape, calls the service layer, and renders the answer or the error as {"msg"}.
package rest

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"os"
	"strconv"
	"strings"
	"time"

	"github.com/shiftsched/shiftsched/internal/accounts"
	"github.com/shiftsched/shiftsched/internal/auth"
	"github.com/shiftsched/shiftsched/internal/availability"
	"github.com/shiftsched/shiftsched/internal/domain"
	"github.com/shiftsched/shiftsched/internal/market"
	"github.com/shiftsched/shiftsched/internal/pollcache"
	"github.com/shiftsched/shiftsched/internal/readcache"
	"github.com/shiftsched/shiftsched/internal/reports"
	"github.com/shiftsched/shiftsched/internal/service"
)

// Handler serves /api/*.
type Handler struct {
	svc      *service.Service
	accounts *accounts.Service
	timeOff  *availability.Service
	market   *market.Service
	reports  *reports.Service
	reads    *readcache.Reads
	polls    *pollcache.Polls
	log      *slog.Logger
}

// Deps is what the /api/* handler needs: the rules, and the caches in front of the
// hot reads (week, month, notifications).
type Deps struct {
	Service *service.Service
	// Accounts serves registering, signing in and out, and a person's own account.
	Accounts *accounts.Service
	// Availability answers the PTO routes.
	Availability *availability.Service
	// Market answers the swap routes.
	Market  *market.Service
	Reports *reports.Service // answers the hours CSV
	Reads   *readcache.Reads
	Polls   *pollcache.Polls
	Log     *slog.Logger
}

// New returns the /api/* handler.
func New(d Deps) http.Handler {
	h := &Handler{svc: d.Service, accounts: d.Accounts, timeOff: d.Availability, market: d.Market, reports: d.Reports, reads: d.Reads, polls: d.Polls, log: d.Log}
	return h.routes()
}

// handlerFunc is a route handler; a returned error is written as {"msg"}.
type handlerFunc func(w http.ResponseWriter, r *http.Request) error

// route is one row of the route table.
type route struct {
	method, path string
	handle       handlerFunc
}

// Patterns returns the route table's patterns ("GET /api/auth"), which the metrics
// count requests by.
func Patterns() []string {
	var h *Handler // the table's method values are only named, never called
	table := h.table()
	out := make([]string, len(table))
	for i, rt := range table {
		out[i] = rt.method + " " + rt.path
	}
	return out
}

// routes serves the route table.
func (h *Handler) routes() http.Handler {
	table := h.table()
	mux := http.NewServeMux()
	for _, rt := range table {
		mux.Handle(rt.method+" "+rt.path, h.serve(rt.handle))
	}
	return h.answerUnrouted(mux)
}

// table is the route table of REST-CONTRACT.md.
func (h *Handler) table() []route {
	return []route{
		{"POST", "/api/auth/register", h.register},
		{"POST", "/api/auth/login", h.login},
		{"GET", "/api/auth", h.currentUser},
		{"POST", "/api/auth/forgot-password", h.forgotPassword},
		{"POST", "/api/auth/reset-password/{token}", h.resetPassword},
		{"POST", "/api/auth/logout", h.logout},

		{"GET", "/api/notifications", h.listNotifications},
		{"PUT", "/api/notifications/read/{id}", h.markNotificationRead},

		{"GET", "/api/schedules/employees", h.listEmployees},
		{"POST", "/api/schedules", h.publishSchedule},
		{"GET", "/api/schedules/week", h.weekSchedule},
		{"GET", "/api/schedules/month", h.monthSchedule},

		{"GET", "/api/calendar-events/week", h.weekEvents},
		{"POST", "/api/calendar-events", h.createEvent},
		{"DELETE", "/api/calendar-events/{id}", h.deleteEvent},

		{"POST", "/api/swaps", h.createSwap},
		{"GET", "/api/swaps/my-requests", h.mySwaps},
		{"GET", "/api/swaps/pending-approval", h.swapsPendingApproval},
		{"PUT", "/api/swaps/respond/target/{id}", h.respondToSwap},
		{"PUT", "/api/swaps/respond/manager/{id}", h.decideSwap},

		{"POST", "/api/pto", h.requestTimeOff},
		{"GET", "/api/pto/my-requests", h.myTimeOff},
		{"GET", "/api/pto/pending", h.pendingTimeOff},
		{"PUT", "/api/pto/respond/{id}", h.respondToTimeOff},

		{"PUT", "/api/users/me/details", h.updateMyDetails},
		{"PUT", "/api/users/me/password", h.changeMyPassword},
		{"GET", "/api/users", h.listUsers},
		{"DELETE", "/api/users/{id}", h.deleteUser},

		{"GET", "/api/reports/hours.csv", h.hoursCSV},
	}
}

// answerUnrouted serves mux, answering in JSON what it has no route for.
func (h *Handler) answerUnrouted(mux *http.ServeMux) http.Handler {
	notFound := h.serve(func(http.ResponseWriter, *http.Request) error {
		return &httpError{http.StatusNotFound, "Not found"}
	})
	wrongMethod := h.serve(func(http.ResponseWriter, *http.Request) error {
		return &httpError{http.StatusMethodNotAllowed, "Method not allowed"}
	})
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if _, pattern := mux.Handler(r); pattern != "" {
			mux.ServeHTTP(w, r)
			return
		}
		// The mux's own 404 and 405 answers are plain text; answer in JSON instead.
		var allowed []string
		for _, m := range []string{"GET", "POST", "PUT", "DELETE"} {
			probe := r.Clone(r.Context())
			probe.Method = m
			if _, pattern := mux.Handler(probe); pattern != "" {
				allowed = append(allowed, m)
			}
		}
		if len(allowed) == 0 {
			notFound.ServeHTTP(w, r)
			return
		}
		w.Header().Set("Allow", strings.Join(allowed, ", "))
		wrongMethod.ServeHTTP(w, r)
	})
}

func (h *Handler) serve(fn handlerFunc) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		err := paramsWithoutNUL(r)
		if err == nil {
			err = fn(w, r)
		}
		if err != nil {
			h.writeError(w, r, err)
		}
	})
}

// httpError is an error with its own status, for failures the service never sees
// (bad JSON, oversized bodies, unknown routes).
type httpError struct {
	status int
	msg    string
}

func (e *httpError) Error() string { return e.msg }

func (h *Handler) writeError(w http.ResponseWriter, r *http.Request, err error) {
	var he *httpError
	var de *domain.Error
	switch {
	case errors.As(err, &he):
		writeJSON(w, he.status, msg(he.msg))
	case errors.As(err, &de) && domain.HTTPStatus(de.Kind) != 0:
		if de.Kind == domain.Unavailable {
			h.log.WarnContext(r.Context(), "database unavailable", "route", r.Pattern, "err", err)
			w.Header().Set("Retry-After", strconv.Itoa(domain.RetryAfterSeconds))
		}
		writeJSON(w, domain.HTTPStatus(de.Kind), msg(de.Msg))
	default:
		// The route pattern, not the path: a path may carry a reset token.
		h.log.ErrorContext(r.Context(), "request failed", "route", r.Pattern, "err", err)
		writeJSON(w, http.StatusInternalServerError, msg("Server error"))
	}
}

type msgBody struct {
	Msg string `json:"msg"`
}

func msg(s string) msgBody { return msgBody{s} }

func writeJSON(w http.ResponseWriter, status int, v any) error {
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.WriteHeader(status)
	return json.NewEncoder(w).Encode(v)
}

// jsonContentType is the Content-Type of every answer.
const jsonContentType = "application/json; charset=utf-8"

// encodeJSON returns what writeJSON writes for v, and its Content-Type.
func encodeJSON(v any) ([]byte, string, error) {
	var b bytes.Buffer
	if err := json.NewEncoder(&b).Encode(v); err != nil {
		return nil, "", err
	}
	return b.Bytes(), jsonContentType, nil
}

// writeCached answers 200 with a cached read's body and its ETag, or 304 with no body
// when the client already holds that body (If-None-Match). no-store: the answer is made
// for the caller's token, and no cache may keep it (a client that keeps it itself may
// still ask with If-None-Match).
func writeCached(w http.ResponseWriter, r *http.Request, e *readcache.Entry) error {
	h := w.Header()
	h.Set("ETag", e.ETag)
	h.Set("Cache-Control", "no-store")
	if etagMatches(r.Header.Get("If-None-Match"), e.ETag) {
		w.WriteHeader(http.StatusNotModified)
		return nil
	}
	h.Set("Content-Type", e.ContentType)
	body := e.BodyFor(r.Context(), h)
	w.WriteHeader(http.StatusOK)
	_, err := w.Write(body)
	return err
}

// etagMatches reads If-None-Match (RFC 9110 13.1.2): "*", or a list of tags compared
// weakly, so that a proxy's W/ form of our tag also matches.
func etagMatches(header, etag string) bool {
	for _, t := range strings.Split(header, ",") {
		t = strings.TrimSpace(t)
		if t == "*" || strings.TrimPrefix(t, "W/") == etag {
			return true
		}
	}
	return false
}

// decode reads a JSON object body into dst, answering 400 for malformed JSON, a field
// of the wrong type or text holding a NUL character (\u0000), and 413 for a body over the
// limit.
func decode(r *http.Request, dst any) error {
	dec := json.NewDecoder(r.Body)
	err := dec.Decode(dst)
	if err == nil {
		if _, extra := dec.Token(); extra != io.EOF {
			return &httpError{http.StatusBadRequest, "Request body must be a single JSON object."}
		}
		if anyNUL(dst) {
			return domain.ErrNUL
		}
		return nil
	}
	var maxErr *http.MaxBytesError
	var syntaxErr *json.SyntaxError
	var typeErr *json.UnmarshalTypeError
	switch {
	case errors.As(err, &maxErr):
		return &httpError{http.StatusRequestEntityTooLarge, "Request body is too large (the limit is 1 MiB)."}
	case errors.Is(err, os.ErrDeadlineExceeded):
		return &httpError{http.StatusRequestTimeout, "The request body did not arrive in time."}
	case errors.Is(err, io.EOF):
		return &httpError{http.StatusBadRequest, "Request body must be a JSON object."}
	case errors.As(err, &typeErr):
		if typeErr.Field == "" {
			return &httpError{http.StatusBadRequest, "Request body must be a JSON object."}
		}
		return &httpError{http.StatusBadRequest, fmt.Sprintf("Field '%s' must be a %s.", typeErr.Field, jsonType(typeErr.Type.Kind().String()))}
	case errors.As(err, &syntaxErr), errors.Is(err, io.ErrUnexpectedEOF):
		return &httpError{http.StatusBadRequest, "Malformed JSON in request body."}
	}
	return &httpError{http.StatusBadRequest, "Malformed JSON in request body."}
}

func jsonType(goKind string) string {
	switch goKind {
	case "string":
		return "string"
	case "bool":
		return "boolean"
	case "int", "int64", "float64":
		return "number"
	case "slice":
		return "list"
	}
	return "object"
}

// actor returns the signed-in user or the 401 error to answer with.
func actor(r *http.Request) (*domain.User, error) { return auth.Actor(r.Context()) }

// signedInOr answers a request the route refuses with err, unless the request is not
// signed in, which is said first, as on every other route.
func signedInOr(r *http.Request, err error) error {
	if _, aerr := actor(r); aerr != nil {
		return aerr
	}
	return err
}

// pathID reads the {id} path segment; an id that cannot exist is "not found".
func pathID(r *http.Request, notFound string) (int64, error) {
	id, err := strconv.ParseInt(r.PathValue("id"), 10, 64)
	if err != nil || id <= 0 {
		return 0, &httpError{http.StatusNotFound, notFound}
	}
	return id, nil
}

// parseID reads an id sent in a body or query; an id that cannot exist is "not found".
func parseID(s, notFound string) (int64, error) {
	id, err := strconv.ParseInt(strings.TrimSpace(s), 10, 64)
	if err != nil || id <= 0 {
		return 0, &httpError{http.StatusNotFound, notFound}
	}
	return id, nil
}

func idString(id int64) string { return strconv.FormatInt(id, 10) }

// dateJSON writes a calendar day the way REST clients read it: midnight UTC.
func dateJSON(d domain.Date) string { return d.String() + "T00:00:00.000Z" }

// timeJSON writes an instant as an ISO timestamp with milliseconds.
func timeJSON(t time.Time) string { return t.UTC().Format("2006-01-02T15:04:05.000Z") }
