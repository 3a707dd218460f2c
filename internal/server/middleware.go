// HTTP middleware of the handler: body limits, CORS, panic recovery and request logs.

package server

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"io"
	"log/slog"
	"net"
	"net/http"
	"os"
	"runtime/debug"
	"slices"
	"strings"
	"time"

	"github.com/shiftsched/shiftsched/internal/domain"
)

func limitBody(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.ContentLength > MaxBodyBytes {
			tooLarge(w, r)
			return
		}
		r.Body = http.MaxBytesReader(w, r.Body, MaxBodyBytes)
		next.ServeHTTP(w, r)
	})
}

const (
	msgTooLarge        = "Request body is too large (the limit is 1 MiB)."
	msgGraphQLTooLarge = "Request body is too large (the limit is 512 KiB)."
)

// tooLarge answers 413 in the error shape of the API called: GraphQL errors on
// /graphql, {"msg"} elsewhere.
func tooLarge(w http.ResponseWriter, r *http.Request) {
	if r.URL.Path == "/graphql" {
		writeGraphQLError(w, http.StatusRequestEntityTooLarge, msgGraphQLTooLarge)
		return
	}
	writeJSON(w, http.StatusRequestEntityTooLarge, map[string]string{"msg": msgTooLarge})
}

func writeGraphQLError(w http.ResponseWriter, status int, message string) {
	writeJSON(w, status, map[string]any{"errors": []map[string]any{{
		"message": message, "extensions": map[string]string{"code": string(domain.Invalid)},
	}}})
}

// readGraphQLBody reads a POST body before gqlgen does, so that one over the limit sent
// without a Content-Length (chunked) is answered 413 like any other, rather than as a
// GraphQL error with status 200.
func readGraphQLBody(w http.ResponseWriter, r *http.Request) bool {
	if r.ContentLength > MaxGraphQLBodyBytes {
		tooLarge(w, r)
		return false
	}
	body, err := io.ReadAll(http.MaxBytesReader(w, r.Body, MaxGraphQLBodyBytes))
	if err != nil {
		var maxErr *http.MaxBytesError
		if errors.As(err, &maxErr) {
			tooLarge(w, r)
		} else if errors.Is(err, os.ErrDeadlineExceeded) {
			writeGraphQLError(w, http.StatusRequestTimeout, "The request body did not arrive in time.")
		} else {
			writeGraphQLError(w, http.StatusBadRequest, "Could not read the request body.")
		}
		return false
	}
	r.Body = io.NopCloser(bytes.NewReader(body))
	return true
}

func originAllowed(allowed []string, origin string) bool {
	return len(allowed) == 0 || origin == "" || slices.Contains(allowed, origin)
}

// cors lets browsers on other origins call /api/* and /graphql; auth is by header, never
// by cookie, so credentials are not allowed.
func cors(allowed []string, next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		origin := r.Header.Get("Origin")
		if origin == "" || !isAPI(r.URL.Path) {
			next.ServeHTTP(w, r)
			return
		}
		h := w.Header()
		h.Add("Vary", "Origin")
		if originAllowed(allowed, origin) {
			if len(allowed) == 0 {
				h.Set("Access-Control-Allow-Origin", "*")
			} else {
				h.Set("Access-Control-Allow-Origin", origin)
			}
			h.Set("Access-Control-Expose-Headers", "X-Request-Id, RateLimit-Limit, RateLimit-Remaining, RateLimit-Reset, Retry-After")
		}
		if r.Method == http.MethodOptions && r.Header.Get("Access-Control-Request-Method") != "" {
			if originAllowed(allowed, origin) {
				h.Set("Access-Control-Allow-Methods", "GET, POST, PUT, DELETE, OPTIONS")
				h.Set("Access-Control-Allow-Headers", "Content-Type, x-auth-token, Authorization")
				h.Set("Access-Control-Max-Age", "600")
			}
			w.WriteHeader(http.StatusNoContent)
			return
		}
		next.ServeHTTP(w, r)
	})
}

func recoverPanics(log *slog.Logger, next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		defer func() {
			if p := recover(); p != nil {
				if p == http.ErrAbortHandler {
					panic(p)
				}
				log.ErrorContext(r.Context(), "panic", "panic", p, "stack", string(debug.Stack()))
				writeJSON(w, http.StatusInternalServerError, map[string]string{"msg": "Server error"})
			}
		}()
		next.ServeHTTP(w, r)
	})
}

type statusWriter struct {
	http.ResponseWriter
	status int
	bytes  int
}

func (w *statusWriter) WriteHeader(code int) {
	if w.status == 0 {
		w.status = code
	}
	w.ResponseWriter.WriteHeader(code)
}

func (w *statusWriter) Write(b []byte) (int, error) {
	if w.status == 0 {
		w.status = http.StatusOK
	}
	n, err := w.ResponseWriter.Write(b)
	w.bytes += n
	return n, err
}

// Unwrap lets http.ResponseController reach the real writer.
func (w *statusWriter) Unwrap() http.ResponseWriter { return w.ResponseWriter }

// Hijack hands the connection to the WebSocket upgrade of GraphQL subscriptions
// (gorilla/websocket asks for an http.Hijacker directly, not through Unwrap).
func (w *statusWriter) Hijack() (net.Conn, *bufio.ReadWriter, error) {
	h, ok := w.ResponseWriter.(http.Hijacker)
	if !ok {
		return nil, nil, errors.New("the connection cannot be taken over")
	}
	if w.status == 0 {
		w.status = http.StatusSwitchingProtocols
	}
	return h.Hijack()
}

// logRequests gives each request an id (kept from X-Request-Id when it looks sane),
// logs it when done, and counts it in the metrics (m; nil counts nothing).
func logRequests(log *slog.Logger, m *requestMetrics, next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		id := r.Header.Get("X-Request-Id")
		if len(id) == 0 || len(id) > 64 || strings.ContainsFunc(id, func(c rune) bool { return c < '!' || c > '~' }) {
			id = newRequestID()
		}
		w.Header().Set("X-Request-Id", id)
		info := &requestInfo{id: id, socket: r.Header.Get("Upgrade") != ""}
		ctx := context.WithValue(r.Context(), requestIDKey{}, info)
		sw := &statusWriter{ResponseWriter: w}
		start := time.Now()
		next.ServeHTTP(sw, r.WithContext(ctx))
		m.observe(info, sw.status, time.Since(start))
		level := slog.LevelInfo
		if r.URL.Path == "/healthz" || r.URL.Path == "/readyz" {
			level = slog.LevelDebug
		}
		log.Log(ctx, level, "request", "method", r.Method, "path", RedactPath(r.URL.Path), "status", sw.status,
			"bytes", sw.bytes, "duration_ms", float64(time.Since(start).Microseconds())/1000)
	})
}
