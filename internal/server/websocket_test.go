package server_test

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/coder/websocket"

	"github.com/shiftsched/shiftsched/devtools/apptest"
	"github.com/shiftsched/shiftsched/internal/auth"
	"github.com/shiftsched/shiftsched/internal/server"
)

// socketConn is a graphql-transport-ws client for tests.
type socketConn struct {
	t      *testing.T
	conn   *websocket.Conn
	frames chan map[string]any
	closed chan error // the read error that ended the connection
}

func openSocket(t *testing.T, app *apptest.App) *socketConn {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	conn, _, err := websocket.Dial(ctx, "ws"+strings.TrimPrefix(app.URL, "http")+"/graphql",
		&websocket.DialOptions{Subprotocols: []string{"graphql-transport-ws"}})
	if err != nil {
		t.Fatal(err)
	}
	conn.SetReadLimit(1 << 20)
	c := &socketConn{t: t, conn: conn, frames: make(chan map[string]any, 16), closed: make(chan error, 1)}
	t.Cleanup(func() { conn.CloseNow() })
	go func() {
		for {
			_, b, err := conn.Read(context.Background())
			if err != nil {
				c.closed <- err
				close(c.frames)
				return
			}
			var f map[string]any
			json.Unmarshal(b, &f)
			if f["type"] == "ping" || f["type"] == "pong" || f["type"] == "ka" {
				continue
			}
			c.frames <- f
		}
	}()
	return c
}

func (c *socketConn) send(v any) {
	c.t.Helper()
	b, _ := json.Marshal(v)
	if err := c.conn.Write(context.Background(), websocket.MessageText, b); err != nil {
		c.t.Fatal(err)
	}
}

// init sends connection_init with the token and waits for the ack.
func (c *socketConn) init(token string) {
	c.t.Helper()
	c.send(map[string]any{"type": "connection_init", "payload": map[string]any{"token": token}})
	if f := c.next(); f["type"] != "connection_ack" {
		c.t.Fatalf("got %v, want connection_ack", f)
	}
}

func (c *socketConn) next() map[string]any {
	c.t.Helper()
	select {
	case f, ok := <-c.frames:
		if !ok {
			c.t.Fatalf("connection closed: %v", <-c.closed)
		}
		return f
	case <-time.After(5 * time.Second):
		c.t.Fatal("no frame within 5 s")
	}
	return nil
}

// closeCode waits up to within for the server to close the socket and returns the
// close code it sent (-1 for a connection dropped without one).
func (c *socketConn) closeCode(within time.Duration) websocket.StatusCode {
	c.t.Helper()
	deadline := time.After(within)
	for {
		select {
		case _, ok := <-c.frames:
			if ok {
				continue
			}
			return websocket.CloseStatus(<-c.closed)
		case <-deadline:
			c.t.Fatalf("the socket is still open after %v", within)
		}
	}
}

const subscribeNotifications = `subscription { notificationAdded { id message } }`

func TestSocketClosesWhenItsTokenStopsWorking(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	boss := app.Manager("Boss")

	cases := []struct {
		name   string
		end    func(u apptest.User)
		wantCd websocket.StatusCode
	}{
		{"Logout", func(u apptest.User) {
			if res := app.Do("POST", "/api/auth/logout", u.Token, nil); res.Status != 200 {
				t.Fatalf("logout: %d %s", res.Status, res.Raw)
			}
		}, server.CloseTokenRevoked},
		{"PasswordChanged", func(u apptest.User) {
			app.MustGQL(u.Token, `mutation { changeMyPassword(currentPassword: "`+u.Password+`", newPassword: "another-secret") { token } }`, nil)
		}, server.CloseTokenRevoked},
		{"RoleChanged", func(u apptest.User) {
			if _, err := app.Store.DB.Exec(`UPDATE users SET role = 'manager' WHERE id = $1`, u.ID); err != nil {
				t.Fatal(err)
			}
		}, server.CloseTokenRevoked},
		{"Deleted", func(u apptest.User) {
			app.MustGQL(boss.Token, `mutation($id: ID!) { deleteUser(id: $id) { removedShifts } }`, map[string]any{"id": u.ID})
		}, server.CloseTokenRevoked},
		{"Expired", func(apptest.User) { app.Clock.Advance(auth.TokenLifetime + time.Minute) }, server.CloseTokenExpired},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			if tc.name == "Expired" {
				t.Cleanup(func() { app.Clock.Set(apptest.Start) })
			}
			u := app.Employee("Sam " + tc.name)
			c := openSocket(t, app)
			c.init(u.Token)
			c.send(map[string]any{"id": "1", "type": "subscribe", "payload": map[string]any{"query": subscribeNotifications}})
			tc.end(u)
			if got := c.closeCode(3 * time.Second); got != tc.wantCd {
				t.Fatalf("close code %d, want %d", got, tc.wantCd)
			}
		})
	}
}

func TestSocketOperationsRecheckTheToken(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	u := app.Employee("Sam")
	c := openSocket(t, app)
	c.init(u.Token)
	if res := app.Do("POST", "/api/auth/logout", u.Token, nil); res.Status != 200 {
		t.Fatalf("logout: %d %s", res.Status, res.Raw)
	}
	// Whether this operation or the periodic check comes first, it must not run as Sam.
	c.send(map[string]any{"id": "1", "type": "subscribe", "payload": map[string]any{"query": `query { me { id name } }`}})
	select {
	case f, ok := <-c.frames:
		if ok {
			b, _ := json.Marshal(f)
			if f["type"] == "next" && strings.Contains(string(b), `"name":"Sam"`) {
				t.Fatalf("a revoked token ran an operation: %s", b)
			}
		}
	case <-time.After(3 * time.Second):
		t.Fatal("no answer and no close")
	}
	if got := c.closeCode(3 * time.Second); got != server.CloseTokenRevoked {
		t.Fatalf("close code %d, want %d", got, server.CloseTokenRevoked)
	}
}

func TestSocketLimits(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	u := app.Employee("Sam")

	t.Run("ErrMessageTooLarge", func(t *testing.T) {
		t.Parallel()
		c := openSocket(t, app)
		big := strings.Repeat("x", int(server.SocketReadLimit)+1)
		c.send(map[string]any{"type": "connection_init", "payload": map[string]any{"token": u.Token, "pad": big}})
		if got := c.closeCode(3 * time.Second); got != websocket.StatusMessageTooBig {
			t.Fatalf("close code %d, want %d (message too big)", got, websocket.StatusMessageTooBig)
		}
	})
	t.Run("ErrNoConnectionInit", func(t *testing.T) {
		t.Parallel()
		c := openSocket(t, app)
		start := time.Now()
		code := c.closeCode(server.SocketInitTimeout + 3*time.Second)
		if code != websocket.StatusProtocolError || time.Since(start) < server.SocketInitTimeout-time.Second {
			t.Fatalf("closed with %d after %v", code, time.Since(start))
		}
	})
	t.Run("OKUnderTheLimit", func(t *testing.T) {
		t.Parallel()
		c := openSocket(t, app)
		c.init(u.Token)
		c.send(map[string]any{"id": "1", "type": "subscribe", "payload": map[string]any{"query": `query { me { name } }`}})
		if f := c.next(); f["type"] != "next" {
			t.Fatalf("got %v", f)
		}
	})
}

// Live updates accept personal API tokens with the same checks: the scope, and the
// socket closes when the token is revoked.
func TestSocketWithAPIToken(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	u := app.Employee("Sam")
	create := func(scopes []string) (string, string) {
		d := app.MustGQL(u.Token, `mutation($in: CreateApiTokenInput!) { createApiToken(input: $in) { secret token { id } } }`,
			map[string]any{"in": map[string]any{"name": "live", "scopes": scopes}})["createApiToken"].(map[string]any)
		return d["secret"].(string), d["token"].(map[string]any)["id"].(string)
	}
	t.Run("ErrWithoutTheScope", func(t *testing.T) {
		secret, _ := create([]string{"schedule:read"})
		c := openSocket(t, app)
		c.init(secret)
		c.send(map[string]any{"id": "1", "type": "subscribe", "payload": map[string]any{"query": subscribeNotifications}})
		f := c.next()
		b, _ := json.Marshal(f)
		if !strings.Contains(string(b), "FORBIDDEN") || !strings.Contains(string(b), "notifications") {
			t.Fatalf("want FORBIDDEN naming notifications, got %s", b)
		}
	})
	t.Run("ErrClosesWhenRevoked", func(t *testing.T) {
		secret, id := create([]string{"notifications"})
		c := openSocket(t, app)
		c.init(secret)
		c.send(map[string]any{"id": "1", "type": "subscribe", "payload": map[string]any{"query": `query { me { name } }`}})
		if f := c.next(); f["type"] != "next" || !strings.Contains(func() string { b, _ := json.Marshal(f); return string(b) }(), "Sam") {
			t.Fatalf("the token did not work over the socket: %v", f)
		}
		app.MustGQL(u.Token, `mutation($id: ID!) { revokeApiToken(id: $id) }`, map[string]any{"id": id})
		if got := c.closeCode(3 * time.Second); got != server.CloseTokenRevoked {
			t.Fatalf("close code %d, want %d", got, server.CloseTokenRevoked)
		}
	})
}

// One socket may run MaxSocketOperations at once: the next is refused with a code and
// the socket stays open; once one stops, another may start. Before the bound, one socket
// with 20,000 subscriptions took 400 MB and the database pool.
func TestSocketRunsABoundedNumberOfOperations(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	u := app.Employee("Sam")
	c := openSocket(t, app)
	c.init(u.Token)
	// Operations start concurrently, so which one is refused is not known in advance.
	for i := range server.MaxSocketOperations + 1 {
		c.send(map[string]any{"id": fmt.Sprint(i), "type": "subscribe", "payload": map[string]any{"query": subscribeNotifications}})
	}
	f := c.next()
	refused := f["id"]
	if !strings.Contains(fmt.Sprint(f["payload"]), server.CodeTooManyOperations) {
		t.Fatalf("got %v, want a refusal", f)
	}
	if f := c.next(); f["id"] != refused || f["type"] != "complete" {
		t.Fatalf("got %v, want the refused operation completed", f)
	}
	running := "0"
	if refused == "0" {
		running = "1"
	}
	c.send(map[string]any{"id": running, "type": "complete"})
	// The stopped subscription frees its place (the server ends it asynchronously). Each
	// attempt's frames are read up to its own complete, whatever else arrives between
	// (the stopped subscription's own ending among them).
	deadline := time.Now().Add(5 * time.Second)
	for n := 0; ; n++ {
		id := fmt.Sprint("again", n)
		c.send(map[string]any{"id": id, "type": "subscribe", "payload": map[string]any{"query": `{ me { id } }`}})
		answered, last := false, map[string]any(nil)
		for last == nil || last["id"] != id || last["type"] != "complete" {
			last = c.next()
			if last["id"] == id && last["type"] == "next" && !strings.Contains(fmt.Sprint(last["payload"]), "errors") {
				answered = true
			}
		}
		if answered {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("still refused after a subscription stopped: %v", last)
		}
	}
}

// Over a socket too, the limits come before validation: a document both too large and
// invalid is refused as too large (validating first would answer a validation error).
func TestSocketOperationsMeetTheLimitsBeforeValidation(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	u := app.Employee("Sam")
	c := openSocket(t, app)
	c.init(u.Token)
	tooMany := "{ me { " + strings.Repeat("nope ", server.MaxQueryFields+1) + "} }"
	c.send(map[string]any{"id": "1", "type": "subscribe", "payload": map[string]any{"query": tooMany}})
	if f := c.next(); f["id"] != "1" || !strings.Contains(fmt.Sprint(f["payload"]), server.CodeQueryTooComplex) {
		t.Fatalf("got %v, want QUERY_TOO_COMPLEX", f)
	}
}
