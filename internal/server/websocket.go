package server

import (
	"context"
	"fmt"
	"net/http"
	"sync"
	"time"

	"github.com/99designs/gqlgen/graphql"
	"github.com/99designs/gqlgen/graphql/errcode"
	"github.com/99designs/gqlgen/graphql/handler/transport"
	coderws "github.com/coder/websocket"
	"github.com/vektah/gqlparser/v2/gqlerror"

	"github.com/shiftsched/shiftsched/internal/auth"
	"github.com/shiftsched/shiftsched/internal/domain"
	"github.com/shiftsched/shiftsched/internal/session"
)

// Live-update sockets (GraphQL subscriptions) are long-lived, so the identity checked at
// connection_init is checked again: before every operation started over the socket,
// every RecheckEvery while it is open, and at the token's expiry. A socket whose token
// stopped working is closed with one of these codes (the 4xxx range is the
// application's; graphql-ws uses 4401 and 4403 alike).
const (
	CloseTokenExpired = 4401 // the token's lifetime ended
	CloseTokenRevoked = 4403 // logout, password change, role change or deleted account
	// CloseRestarting (RFC 6455's "service restart") tells clients to reconnect, which
	// reaches another instance behind a load balancer.
	CloseRestarting = 1012
)

// Sockets keeps the open live-update sockets, so that a server shutting down can close
// them with CloseRestarting instead of letting them drop.
type Sockets struct {
	mu   sync.Mutex
	open map[*socket]struct{}
}

// CloseAll closes every open socket with CloseRestarting.
func (ss *Sockets) CloseAll() {
	ss.mu.Lock()
	all := make([]*socket, 0, len(ss.open))
	for s := range ss.open {
		all = append(all, s)
	}
	ss.mu.Unlock()
	for _, s := range all {
		s.close(CloseRestarting, "The server is restarting; reconnect.")
	}
}

// Len returns how many sockets are open.
func (ss *Sockets) Len() int {
	ss.mu.Lock()
	defer ss.mu.Unlock()
	return len(ss.open)
}

func (ss *Sockets) add(s *socket) {
	ss.mu.Lock()
	defer ss.mu.Unlock()
	if ss.open == nil {
		ss.open = map[*socket]struct{}{}
	}
	ss.open[s] = struct{}{}
}

func (ss *Sockets) remove(s *socket) {
	ss.mu.Lock()
	defer ss.mu.Unlock()
	delete(ss.open, s)
}

// Socket limits: a message larger than SocketReadLimit closes the socket (1009), and a
// socket that sends no connection_init within SocketInitTimeout is closed.
const (
	SocketReadLimit   int64 = 64 << 10
	SocketInitTimeout       = 5 * time.Second
)

const (
	reasonExpired = "Your session has expired. Sign in again."
	reasonRevoked = "Your session has ended (signed out, password or role changed, or account deleted). Sign in again."
)

// socket is one upgraded connection, kept so that the server can close it itself when
// its token stops working.
type socket struct {
	mu         sync.Mutex
	conn       transport.WebsocketConn
	closed     bool
	operations int // running: subscriptions, and queries and mutations not yet answered
}

// MaxSocketOperations is how many operations one socket may run at once. The web client
// keeps one subscription; without a bound, one socket with 20,000 subscriptions held
// 400 MB and the database pool.
const MaxSocketOperations = 20

// CodeTooManyOperations is the extensions.code of an operation refused by that bound.
const CodeTooManyOperations = "TOO_MANY_OPERATIONS"

func init() { errcode.RegisterErrorType(CodeTooManyOperations, errcode.KindUser) }

// startOperation counts one more running operation, or reports false at the bound.
func (s *socket) startOperation() bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.operations >= MaxSocketOperations {
		return false
	}
	s.operations++
	return true
}

func (s *socket) endOperation() {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.operations--
}

// close closes the socket with code, once.
func (s *socket) close(code int, reason string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.conn == nil || s.closed {
		return
	}
	s.closed = true
	s.conn.WriteClose(code, reason)
}

type socketKey struct{}

func socketFrom(ctx context.Context) *socket {
	s, _ := ctx.Value(socketKey{}).(*socket)
	return s
}

// trackedSockets accepts connections like gqlgen's default implementation and records
// each in the socket its request carries.
type trackedSockets struct {
	transport.CoderWebsocketImplementation
}

func (t trackedSockets) Accept(w http.ResponseWriter, r *http.Request, o transport.WebsocketAcceptOptions) (transport.WebsocketConn, error) {
	conn, err := t.CoderWebsocketImplementation.Accept(w, r, o)
	if err == nil {
		if s := socketFrom(r.Context()); s != nil {
			s.mu.Lock()
			s.conn = conn
			s.mu.Unlock()
		}
	}
	return conn, err
}

// socketToken is the token a socket was opened with, kept in its context.
type socketTokenKey struct{}

// websocketTransport is the graphql-ws / graphql-transport-ws transport with its limits
// and the identity checks described above.
func websocketTransport(sessions *session.Checker, recheckEvery time.Duration) transport.Websocket {
	readLimit := SocketReadLimit
	return transport.Websocket{
		KeepAlivePingInterval: 10 * time.Second,
		InitTimeout:           SocketInitTimeout,
		PayloadReadLimit:      &readLimit,
		// The origin is checked before the upgrade (graphQL), with the CORS setting.
		Implementation: trackedSockets{transport.CoderWebsocketImplementation{
			AcceptOptions: coderws.AcceptOptions{InsecureSkipVerify: true},
		}},
		InitFunc: func(ctx context.Context, p transport.InitPayload) (context.Context, *transport.InitPayload, error) {
			token, _ := p["token"].(string)
			if token == "" {
				token = bearer(p.Authorization())
			}
			if token == "" {
				token, _ = p["x-auth-token"].(string)
			}
			if token == "" {
				return ctx, nil, nil // fields then answer UNAUTHENTICATED
			}
			u, err := sessions.Authenticate(ctx, token)
			if err != nil {
				return ctx, nil, nil // ditto, with the reason
			}
			ctx = auth.WithSession(ctx, auth.Session{User: u, Token: token})
			ctx = context.WithValue(ctx, socketTokenKey{}, token)
			if s := socketFrom(ctx); s != nil {
				go watchSocket(ctx, sessions, s, token, u, recheckEvery)
			}
			return ctx, nil, nil
		},
	}
}

// watchSocket closes s when its token expires or stops working, until ctx (the
// connection's request) ends.
func watchSocket(ctx context.Context, sessions *session.Checker, s *socket, token string, opened *domain.User, every time.Duration) {
	expires, err := sessions.TokenExpiry(ctx, token)
	if err != nil {
		s.close(CloseTokenExpired, reasonExpired)
		return
	}
	expiry := time.NewTimer(expires.Sub(sessions.Now()))
	defer expiry.Stop()
	tick := time.NewTicker(every)
	defer tick.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-expiry.C:
			s.close(CloseTokenExpired, reasonExpired)
			return
		case <-tick.C:
			if _, ok := recheck(ctx, sessions, s, token, opened); !ok {
				return
			}
		}
	}
}

// recheck authenticates the socket's token again. A token that no longer works, or
// whose user's role changed since the socket opened, closes the socket; ok is false
// then. A failure to check (database down) keeps the socket: the next check decides.
func recheck(ctx context.Context, sessions *session.Checker, s *socket, token string, opened *domain.User) (auth.Session, bool) {
	u, err := sessions.Authenticate(ctx, token)
	switch {
	case err == nil && u.Role == opened.Role:
		return auth.Session{User: u, Token: token}, true
	case err == nil: // the role changed: what this socket was opened for no longer holds
		err = &domain.Error{Kind: domain.Unauthenticated, Msg: reasonRevoked}
	case domain.KindOf(err) != domain.Unauthenticated:
		return auth.Session{Err: err, Token: token}, true
	}
	if exp, perr := sessions.TokenExpiry(ctx, token); perr != nil || !exp.After(sessions.Now()) {
		s.close(CloseTokenExpired, reasonExpired)
	} else {
		s.close(CloseTokenRevoked, reasonRevoked)
	}
	return auth.Session{Err: err, Token: token}, false
}

// limitSocketOperations refuses an operation started over a socket that already runs
// MaxSocketOperations, before any other work; an operation ends when its last answer
// has been given (a subscription's when it stops).
func limitSocketOperations(ctx context.Context, next graphql.OperationHandler) graphql.ResponseHandler {
	s := socketFrom(ctx)
	if s == nil {
		return next(ctx)
	}
	if !s.startOperation() {
		err := &gqlerror.Error{Message: fmt.Sprintf(
			"This connection already runs %d operations, the most allowed at once; stop one before starting another.", MaxSocketOperations)}
		errcode.Set(err, CodeTooManyOperations)
		return graphql.OneShot(&graphql.Response{Errors: gqlerror.List{err}})
	}
	var once sync.Once
	handler := next(ctx)
	return func(ctx context.Context) *graphql.Response {
		res := handler(ctx)
		if res == nil {
			once.Do(s.endOperation)
		}
		return res
	}
}

// recheckSocketOperations authenticates the token of a socket again before every
// operation started over it, so that nothing runs under an identity that has ended.
func recheckSocketOperations(sessions *session.Checker) graphql.OperationMiddleware {
	return func(ctx context.Context, next graphql.OperationHandler) graphql.ResponseHandler {
		token, _ := ctx.Value(socketTokenKey{}).(string)
		s := socketFrom(ctx)
		if token == "" || s == nil {
			return next(ctx)
		}
		opened, _ := auth.Actor(ctx)
		if opened == nil {
			return next(ctx)
		}
		checked, _ := recheck(ctx, sessions, s, token, opened)
		return next(auth.WithSession(ctx, checked))
	}
}
