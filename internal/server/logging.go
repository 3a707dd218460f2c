package server

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"io"
	"log/slog"
)

type requestIDKey struct{}

// requestInfo is what the layers of the handler learn about a request for its log line
// and its metrics, in one value of the context. Only the request's own goroutine writes
// it, and nothing does for a live-update socket (socket), whose operations run
// concurrently on the connection.
type requestInfo struct {
	id        string
	socket    bool   // an upgrade to a live-update socket: nothing is recorded
	pattern   string // the route pattern that served it (the REST table's, for /api)
	operation string // the GraphQL operation's name
	cost      int    // the GraphQL document's cost as gqlgen measured it; 0: not measured
}

// RequestID returns the id of the request ctx belongs to, or "".
func RequestID(ctx context.Context) string {
	if info, _ := ctx.Value(requestIDKey{}).(*requestInfo); info != nil {
		return info.id
	}
	return ""
}

// infoOf returns what is recorded of the request of ctx; nil outside one, or for a
// socket.
func infoOf(ctx context.Context) *requestInfo {
	info, _ := ctx.Value(requestIDKey{}).(*requestInfo)
	if info == nil || info.socket {
		return nil
	}
	return info
}

func newRequestID() string {
	b := make([]byte, 8)
	rand.Read(b)
	return hex.EncodeToString(b)
}

// NewLogger returns a logger that adds request_id to every record logged with a
// request's context and keeps secrets out of it (RedactAttr). JSON in production, text
// otherwise.
func NewLogger(w io.Writer, production bool) *slog.Logger {
	var h slog.Handler
	opts := &slog.HandlerOptions{ReplaceAttr: RedactAttr}
	if production {
		h = slog.NewJSONHandler(w, opts)
	} else {
		h = slog.NewTextHandler(w, opts)
	}
	return slog.New(requestIDHandler{h})
}

type requestIDHandler struct{ slog.Handler }

func (h requestIDHandler) Handle(ctx context.Context, r slog.Record) error {
	if id := RequestID(ctx); id != "" {
		r.AddAttrs(slog.String("request_id", id))
	}
	return h.Handler.Handle(ctx, r)
}

func (h requestIDHandler) WithAttrs(attrs []slog.Attr) slog.Handler {
	return requestIDHandler{h.Handler.WithAttrs(attrs)}
}

func (h requestIDHandler) WithGroup(name string) slog.Handler {
	return requestIDHandler{h.Handler.WithGroup(name)}
}
