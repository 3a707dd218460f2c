package apitests_test

import (
	"encoding/json"
	"fmt"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/gorilla/websocket"

	"github.com/shiftsched/shiftsched/devtools/apptest"
	"github.com/shiftsched/shiftsched/internal/store"
)

// mustNotify stores a notification for the user, created ago before now, and returns
// its id.
func mustNotify(t testing.TB, app *apptest.App, u apptest.User, message string, ago time.Duration) string {
	t.Helper()
	var id int64
	if err := app.Store.DB.Get(&id, `INSERT INTO notifications (user_id, message, link, created_at)
		VALUES ($1, $2, '/pto', now() - $3 * interval '1 second') RETURNING id`, u.ID, message, ago.Seconds()); err != nil {
		t.Fatal(err)
	}
	return fmt.Sprint(id)
}

var isoTimestamp = regexp.MustCompile(`^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$`)

func TestNotifications(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	alice, bob := app.Employee("Alice"), app.Employee("Bob")
	older := mustNotify(t, app, alice, "older", 2*time.Hour)
	newest := mustNotify(t, app, alice, "newest", time.Minute)
	middle := mustNotify(t, app, alice, "middle", time.Hour)
	read := mustNotify(t, app, alice, "already read", 0)
	mustExec(t, app, `UPDATE notifications SET read = true WHERE id = $1`, read)
	bobs := mustNotify(t, app, bob, "for Bob", 0)

	restIDs := func(u apptest.User) []string {
		t.Helper()
		res := app.Do("GET", "/api/notifications", u.Token, nil)
		if res.Status != 200 || res.List() == nil {
			t.Fatalf("GET /api/notifications = %d %s", res.Status, res.Raw)
		}
		out := []string{}
		for _, n := range res.List() {
			out = append(out, n.(map[string]any)["_id"].(string))
		}
		return out
	}

	t.Run("OKList_REST", func(t *testing.T) {
		res := app.Do("GET", "/api/notifications", alice.Token, nil)
		apptest.Want(t, res, 200, "")
		if got := restIDs(alice); strings.Join(got, ",") != strings.Join([]string{newest, middle, older}, ",") {
			t.Errorf("unread = %v, want newest first [%s %s %s]", got, newest, middle, older)
		}
		n := res.List()[0].(map[string]any)
		if n["message"] != "newest" || n["link"] != "/pto" || n["read"] != false || !isoTimestamp.MatchString(fmt.Sprint(n["createdAt"])) {
			t.Errorf("notification = %v", n)
		}
	})

	t.Run("OKList_GraphQL", func(t *testing.T) {
		data := app.MustGQL(alice.Token, `{ notifications { id message link read createdAt } }`, nil)
		l := data["notifications"].([]any)
		if len(l) != 3 || l[0].(map[string]any)["id"] != newest || l[2].(map[string]any)["message"] != "older" ||
			l[0].(map[string]any)["read"] != false {
			t.Errorf("notifications = %v", l)
		}
	})

	t.Run("OKEmptyIsAnEmptyList", func(t *testing.T) {
		carol := app.Employee("Carol")
		res := app.Do("GET", "/api/notifications", carol.Token, nil)
		if res.Status != 200 || strings.TrimSpace(string(res.Raw)) != "[]" {
			t.Errorf("got %d %s", res.Status, res.Raw)
		}
	})

	t.Run("ErrUnauthenticated", func(t *testing.T) {
		apptest.Want(t, app.Do("GET", "/api/notifications", "", nil), 401, "No token, authorization denied")
		apptest.Want(t, app.Do("GET", "/api/notifications", "not-a-token", nil), 401, "Token is not valid")
		apptest.Want(t, app.Do("PUT", "/api/notifications/read/"+newest, "", nil), 401, "No token, authorization denied")
		apptest.Want(t, app.GQL("", `{ notifications { id } }`, nil), "UNAUTHENTICATED", "")
		apptest.Want(t, app.GQL("", `mutation { markAllNotificationsRead }`, nil), "UNAUTHENTICATED", "")
	})

	t.Run("ErrSomeoneElses", func(t *testing.T) {
		apptest.Want(t, app.Do("PUT", "/api/notifications/read/"+bobs, alice.Token, nil), 404, "Notification not found")
		for _, id := range []string{"999999", "abc", "0", "-5"} {
			apptest.Want(t, app.Do("PUT", "/api/notifications/read/"+id, alice.Token, nil), 404, "Notification not found")
		}
		apptest.Want(t, app.GQL(alice.Token, `mutation($id: ID!) { markNotificationRead(id: $id) { id } }`,
			map[string]any{"id": bobs}), "NOT_FOUND", "Notification not found")
		if got := restIDs(bob); len(got) != 1 || got[0] != bobs {
			t.Errorf("Bob's unread = %v: someone else marked it", got)
		}
	})

	t.Run("OKMarkRead_REST", func(t *testing.T) {
		res := app.Do("PUT", "/api/notifications/read/"+middle, alice.Token, nil)
		apptest.Want(t, res, 200, "")
		if n := res.Obj(); n["_id"] != middle || n["read"] != true || n["message"] != "middle" || n["link"] != "/pto" {
			t.Errorf("answer = %s", res.Raw)
		}
		if got := restIDs(alice); strings.Join(got, ",") != newest+","+older {
			t.Errorf("unread = %v", got)
		}
		// Marking it again is harmless.
		apptest.Want(t, app.Do("PUT", "/api/notifications/read/"+middle, alice.Token, nil), 200, "")
	})

	t.Run("OKMarkRead_GraphQL", func(t *testing.T) {
		data := app.MustGQL(alice.Token, `mutation($id: ID!) { markNotificationRead(id: $id) { id read message } }`,
			map[string]any{"id": older})
		if n := data["markNotificationRead"].(map[string]any); n["id"] != older || n["read"] != true {
			t.Errorf("markNotificationRead = %v", n)
		}
	})

	t.Run("OKMarkAllRead", func(t *testing.T) {
		mustNotify(t, app, alice, "one more", 0)
		data := app.MustGQL(alice.Token, `mutation { markAllNotificationsRead }`, nil)
		if n := data["markAllNotificationsRead"]; n != float64(2) {
			t.Errorf("markAllNotificationsRead = %v, want 2", n)
		}
		if got := restIDs(alice); len(got) != 0 {
			t.Errorf("unread = %v", got)
		}
		data = app.MustGQL(alice.Token, `mutation { markAllNotificationsRead }`, nil)
		if n := data["markAllNotificationsRead"]; n != float64(0) {
			t.Errorf("second markAllNotificationsRead = %v, want 0", n)
		}
		if got := restIDs(bob); len(got) != 1 {
			t.Errorf("Bob's unread = %v: marked by Alice", got)
		}
	})
}

// TestUnreadNotificationsPlan checks that the polled query reads only the user's unread
// rows, through notifications_unread_idx, never scanning the table.
func TestUnreadNotificationsPlan(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	u := app.Employee("Alice")
	// A workplace's worth: 200 people with 100 notifications each, most of them read.
	mustExec(t, app, `INSERT INTO users (name, email, role, password_hash)
		SELECT 'User ' || g, 'user' || g || '@example.com', 'employee', 'x' FROM generate_series(1, 199) g`)
	mustExec(t, app, `INSERT INTO notifications (user_id, message, link, read, created_at)
		SELECT u.id, 'n' || g, '/swaps', g % 10 <> 0, now() - g * interval '1 minute'
		FROM users u, generate_series(1, 100) g`)
	mustExec(t, app, `ANALYZE notifications`)
	var plan []string
	if err := app.Store.DB.Select(&plan, `EXPLAIN `+strings.Replace(store.UnreadNotificationsSQL, "$1", u.ID, 1)); err != nil {
		t.Fatal(err)
	}
	text := strings.Join(plan, "\n")
	if !strings.Contains(text, "on notifications_unread_idx") || strings.Contains(text, "Seq Scan") {
		t.Errorf("plan:\n%s", text)
	}
}

// wsClient speaks the graphql-transport-ws protocol (or the older graphql-ws one).
type wsClient struct {
	t      *testing.T
	conn   *websocket.Conn
	proto  string
	frames chan map[string]any
}

func dialWS(t *testing.T, app *apptest.App, proto string, payload map[string]any) *wsClient {
	t.Helper()
	select { // notifications made before the hub listens are not pushed
	case <-app.Live.Ready():
	case <-time.After(5 * time.Second):
		t.Fatal("the live hub does not listen")
	}
	d := websocket.Dialer{Subprotocols: []string{proto}, HandshakeTimeout: 5 * time.Second}
	conn, _, err := d.Dial("ws"+strings.TrimPrefix(app.URL, "http")+"/graphql", nil)
	if err != nil {
		t.Fatal(err)
	}
	c := &wsClient{t: t, conn: conn, proto: proto, frames: make(chan map[string]any, 16)}
	t.Cleanup(func() { conn.Close() })
	go func() {
		defer close(c.frames)
		for {
			var f map[string]any
			if err := conn.ReadJSON(&f); err != nil {
				return
			}
			switch f["type"] {
			case "ping":
				conn.WriteJSON(map[string]any{"type": "pong"})
				continue
			case "ka":
				continue
			}
			c.frames <- f
		}
	}()
	c.send(map[string]any{"type": "connection_init", "payload": payload})
	if f := c.next(); f["type"] != "connection_ack" {
		t.Fatalf("got %v, want connection_ack", f)
	}
	return c
}

func (c *wsClient) send(v any) {
	c.t.Helper()
	if err := c.conn.WriteJSON(v); err != nil {
		c.t.Fatal(err)
	}
}

func (c *wsClient) subscribe(id, query string) {
	c.t.Helper()
	typ := "subscribe"
	if c.proto == "graphql-ws" {
		typ = "start"
	}
	c.send(map[string]any{"id": id, "type": typ, "payload": map[string]any{"query": query}})
}

// next returns the next frame, failing the test after 5 s.
func (c *wsClient) next() map[string]any {
	c.t.Helper()
	select {
	case f, ok := <-c.frames:
		if !ok {
			c.t.Fatal("connection closed")
		}
		return f
	case <-time.After(5 * time.Second):
		c.t.Fatal("no frame within 5 s")
	}
	return nil
}

// notification returns the notification a data frame carries.
func (c *wsClient) notification() map[string]any {
	c.t.Helper()
	f := c.next()
	if f["type"] != "next" && f["type"] != "data" {
		c.t.Fatalf("got %v, want a data frame", f)
	}
	b, _ := json.Marshal(f["payload"])
	var p struct {
		Data struct {
			NotificationAdded map[string]any `json:"notificationAdded"`
		} `json:"data"`
		Errors []any `json:"errors"`
	}
	json.Unmarshal(b, &p)
	if len(p.Errors) > 0 || p.Data.NotificationAdded == nil {
		c.t.Fatalf("frame %v", f)
	}
	return p.Data.NotificationAdded
}

const subscription = `subscription { notificationAdded { id message link read createdAt } }`

func TestNotificationAdded(t *testing.T) {
	t.Parallel()

	for _, tc := range []struct {
		name, proto string
		payload     func(token string) map[string]any
	}{
		{"OK_TokenPayload", "graphql-transport-ws", func(tok string) map[string]any { return map[string]any{"token": tok} }},
		{"OK_BearerPayload", "graphql-transport-ws", func(tok string) map[string]any { return map[string]any{"Authorization": "Bearer " + tok} }},
		{"OK_LegacyProtocol", "graphql-ws", func(tok string) map[string]any { return map[string]any{"token": tok} }},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			w := newWorld(t)
			uid := mustInt(t, w.alice.ID)
			c := dialWS(t, w.app, tc.proto, tc.payload(w.alice.Token))
			c.subscribe("1", subscription)
			apptest.WaitFor(t, 5*time.Second, "the subscription", func() bool { return w.app.Live.Subscribers(int64(uid)) == 1 })

			// Someone else's notification is not pushed to Alice; Bob's request is.
			mustNotify(t, w.app, w.carol, "for Carol", 0)
			a := mustShift(t, w.app, w.bob, monday, "09:00", "17:00")
			b := mustShift(t, w.app, w.alice, tuesday, "09:00", "17:00")
			mustSwap(t, w.app, w.bob, a, b, w.alice)
			n := c.notification()
			unread := w.app.Do("GET", "/api/notifications", w.alice.Token, nil).List()
			if len(unread) != 1 {
				t.Fatalf("unread = %v", unread)
			}
			if n["message"] != "Bob has requested to swap a shift with you." || n["link"] != "/swaps" || n["read"] != false ||
				n["id"] != unread[0].(map[string]any)["_id"] || n["createdAt"] == nil {
				t.Errorf("pushed %v", n)
			}
			// Several at once arrive in order.
			for i := range 3 {
				mustNotify(t, w.app, w.alice, fmt.Sprint("batch ", i), 0)
			}
			for i := range 3 {
				if m := c.notification()["message"]; m != fmt.Sprint("batch ", i) {
					t.Errorf("got %v, want batch %d", m, i)
				}
			}

			// Closing the connection ends the subscription on the server.
			c.conn.Close()
			apptest.WaitFor(t, 5*time.Second, "the unsubscription", func() bool { return w.app.Live.Subscribers(int64(uid)) == 0 })
		})
	}

	t.Run("OK_Complete", func(t *testing.T) {
		t.Parallel()
		app := apptest.New(t)
		u := app.Employee("Alice")
		uid := int64(mustInt(t, u.ID))
		c := dialWS(t, app, "graphql-transport-ws", map[string]any{"token": u.Token})
		c.subscribe("a", subscription)
		c.subscribe("b", subscription)
		apptest.WaitFor(t, 5*time.Second, "two subscriptions", func() bool { return app.Live.Subscribers(uid) == 2 })
		c.send(map[string]any{"id": "a", "type": "complete"})
		apptest.WaitFor(t, 5*time.Second, "one subscription", func() bool { return app.Live.Subscribers(uid) == 1 })
		mustNotify(t, app, u, "still here", 0)
		f := c.next()
		if f["type"] == "complete" && f["id"] == "a" { // the server confirms the end of a
			f = c.next()
		}
		if f["type"] != "next" || f["id"] != "b" {
			t.Errorf("got %v, want data for b", f)
		}
	})

	t.Run("ErrUnauthenticated", func(t *testing.T) {
		t.Parallel()
		app := apptest.New(t)
		for _, payload := range []map[string]any{{}, {"token": "forged"}} {
			c := dialWS(t, app, "graphql-transport-ws", payload)
			c.subscribe("1", subscription)
			f := c.next()
			b, _ := json.Marshal(f)
			if (f["type"] != "next" && f["type"] != "error") || !strings.Contains(string(b), `"UNAUTHENTICATED"`) {
				t.Errorf("got %s, want UNAUTHENTICATED", b)
			}
		}
	})

	t.Run("OK_ListenerReconnects", func(t *testing.T) {
		t.Parallel()
		app := apptest.New(t)
		u := app.Employee("Alice")
		uid := int64(mustInt(t, u.ID))
		c := dialWS(t, app, "graphql-transport-ws", map[string]any{"token": u.Token})
		c.subscribe("1", subscription)
		apptest.WaitFor(t, 5*time.Second, "the subscription", func() bool { return app.Live.Subscribers(uid) == 1 })
		var killed int
		if err := app.Store.DB.Get(&killed, `SELECT count(pg_terminate_backend(pid)) FROM pg_stat_activity
			WHERE datname = current_database() AND query ILIKE 'listen %'`); err != nil || killed != 1 {
			t.Fatalf("terminated %d listener connections (%v), want 1", killed, err)
		}
		// Notifications made while the listener reconnects are lost (clients also poll):
		// keep making them until one arrives.
		deadline := time.Now().Add(10 * time.Second)
		for i := 0; ; i++ {
			mustNotify(t, app, u, fmt.Sprint("after reconnect ", i), 0)
			select {
			case f := <-c.frames:
				if f["type"] != "next" || !strings.Contains(fmt.Sprint(f["payload"]), "after reconnect") {
					t.Fatalf("got %v", f)
				}
				return
			case <-time.After(50 * time.Millisecond):
			}
			if time.Now().After(deadline) {
				t.Fatal("nothing pushed after the listener's connection was terminated")
			}
		}
	})
}
