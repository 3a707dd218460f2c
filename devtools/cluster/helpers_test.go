package cluster

import (
	"bytes"
	"context"
	"database/sql"
	"encoding/json"
	"fmt"
	"github.com/shiftsched/shiftsched/devtools/apptest"
	"io"
	"net/http"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/coder/websocket"

	"github.com/shiftsched/shiftsched/devtools/dbtest"
)

var serverBin string

func TestMain(m *testing.M) {
	_, err := HAProxy()
	RunWithServer(m, "multi-instance", "SHIFTSCHED_REQUIRE_HAPROXY", err, &serverBin)
}

// startCluster starts n instances on databaseURL (a fresh test database when empty)
// behind HAProxy, stopped when the test ends; their logs are shown when it fails.
func startCluster(t *testing.T, n int, databaseURL string) *Cluster {
	t.Helper()
	if databaseURL == "" {
		databaseURL = dbtest.NewURL(t)
	}
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	c, err := Start(ctx, Options{Bin: serverBin, Instances: n, DatabaseURL: databaseURL, Dir: t.TempDir()})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		c.Stop()
		if t.Failed() {
			t.Logf("server logs:\n%s", c.Logs())
		}
	})
	// An instance answers before the balancer's health checks count it up; on a loaded
	// machine round robin then sent every request to the first (TestPersistedQueries...).
	for _, in := range c.Instances {
		if err := c.WaitServing(in, 30*time.Second); err != nil {
			t.Fatal(err)
		}
	}
	return c
}

// answer is one HTTP exchange's outcome.
type answer struct {
	status int
	header http.Header
	body   []byte
	err    error
	took   time.Duration
}

func (a answer) json() map[string]any {
	var m map[string]any
	json.Unmarshal(a.body, &m)
	return m
}

var client = &http.Client{Timeout: 20 * time.Second}

// call sends a request; body is sent as JSON unless it is a string. Headers come in
// pairs: name, value.
func call(method, url, token string, body any, headers ...string) answer {
	var rd io.Reader
	switch b := body.(type) {
	case nil:
	case string:
		rd = strings.NewReader(b)
	default:
		j, _ := json.Marshal(b)
		rd = bytes.NewReader(j)
	}
	req, err := http.NewRequest(method, url, rd)
	if err != nil {
		return answer{err: err}
	}
	req.Header.Set("Content-Type", "application/json")
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	for i := 0; i+1 < len(headers); i += 2 {
		req.Header.Set(headers[i], headers[i+1])
	}
	start := time.Now()
	res, err := client.Do(req)
	if err != nil {
		return answer{err: err, took: time.Since(start)}
	}
	defer res.Body.Close()
	b, err := io.ReadAll(res.Body)
	return answer{status: res.StatusCode, header: res.Header, body: b, err: err, took: time.Since(start)}
}

var clientSeq atomic.Int64

// newClientAddr is a made-up client address, so that each caller has its own
// rate-limit bucket behind the balancer (the instances trust HAProxy's X-Forwarded-For).
func newClientAddr() string {
	n := clientSeq.Add(1)
	return fmt.Sprintf("10.%d.%d.%d", 100+n/65536%100, n/256%256, n%256)
}

// person is an account made through the API.
type person struct {
	ID, Email, Token string
}

// register makes an account through base and signs it in.
func register(t testing.TB, base, name, role string) person {
	t.Helper()
	email := strings.ToLower(strings.ReplaceAll(name, " ", ".")) + fmt.Sprintf(".%d@example.com", clientSeq.Add(1))
	in := map[string]any{"name": name, "email": email, "password": "secret123", "role": role, "managerCode": ManagerCode}
	if a := call("POST", base+"/api/auth/register", "", in, "X-Forwarded-For", newClientAddr()); a.status != 201 {
		t.Fatalf("register %s: %d %s %v", name, a.status, a.body, a.err)
	}
	a := call("POST", base+"/api/auth/login", "", map[string]any{"email": email, "password": "secret123"}, "X-Forwarded-For", newClientAddr())
	token, _ := a.json()["token"].(string)
	if a.status != 200 || token == "" {
		t.Fatalf("login %s: %d %s", name, a.status, a.body)
	}
	me := call("GET", base+"/api/auth", token, nil)
	id, _ := me.json()["_id"].(string)
	return person{ID: id, Email: email, Token: token}
}

// socket is a graphql-transport-ws connection subscribed to notificationAdded.
type socket struct {
	conn   *websocket.Conn
	frames chan map[string]any
	closed chan error
}

// subscribe opens a socket and subscribes to notifications; after, when not empty, is
// the id of the last notification seen: later ones are caught up, so a test need not
// guess when the server has registered the subscription.
func subscribe(t *testing.T, base, token, after string) *socket {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	conn, _, err := websocket.Dial(ctx, "ws"+strings.TrimPrefix(base, "http")+"/graphql",
		&websocket.DialOptions{Subprotocols: []string{"graphql-transport-ws"}})
	if err != nil {
		t.Fatal(err)
	}
	s := &socket{conn: conn, frames: make(chan map[string]any, 64), closed: make(chan error, 1)}
	t.Cleanup(func() { conn.CloseNow() })
	go func() {
		for {
			_, b, err := conn.Read(context.Background())
			if err != nil {
				s.closed <- err
				close(s.frames)
				return
			}
			var f map[string]any
			json.Unmarshal(b, &f)
			if f["type"] == "ping" {
				conn.Write(context.Background(), websocket.MessageText, []byte(`{"type":"pong"}`))
				continue
			}
			s.frames <- f
		}
	}()
	send := func(v any) {
		b, _ := json.Marshal(v)
		if err := conn.Write(context.Background(), websocket.MessageText, b); err != nil {
			t.Fatal(err)
		}
	}
	send(map[string]any{"type": "connection_init", "payload": map[string]any{"token": token}})
	if f := s.next(t, 10*time.Second); f["type"] != "connection_ack" {
		t.Fatalf("got %v, want connection_ack", f)
	}
	payload := map[string]any{"query": `subscription($after: ID) { notificationAdded(after: $after) { id message } }`}
	if after != "" {
		payload["variables"] = map[string]any{"after": after}
	}
	send(map[string]any{"id": "1", "type": "subscribe", "payload": payload})
	return s
}

// next returns the next frame, failing the test after within.
func (s *socket) next(t *testing.T, within time.Duration) map[string]any {
	t.Helper()
	select {
	case f, ok := <-s.frames:
		if !ok {
			t.Fatalf("socket closed: %v", <-s.closed)
		}
		return f
	case <-time.After(within):
		t.Fatalf("no frame within %v", within)
	}
	return nil
}

// message returns the message of the next notification pushed.
func (s *socket) message(t *testing.T, within time.Duration) string {
	t.Helper()
	f := s.next(t, within)
	b, _ := json.Marshal(f["payload"])
	var p struct {
		Data struct {
			NotificationAdded struct{ Message string } `json:"notificationAdded"`
		} `json:"data"`
	}
	json.Unmarshal(b, &p)
	if f["type"] != "next" || p.Data.NotificationAdded.Message == "" {
		t.Fatalf("got %v, want a notification", f)
	}
	return p.Data.NotificationAdded.Message
}

// publishWeek publishes the week of friday (YYYY-MM-DD) through base with one shift
// for each of people on Friday, starting at start (HH:MM).
func publishWeek(base, token, friday, start string, people []person) answer {
	var shifts []map[string]any
	for _, p := range people {
		shifts = append(shifts, map[string]any{"user": p.ID, "startTime": start, "endTime": "23:00"})
	}
	return call("POST", base+"/api/schedules", token, map[string]any{"weekStarting": friday, "days": map[string]any{"friday": shifts}})
}

// closeCode waits up to within for the socket to be closed and returns the close code
// (-1 when it was dropped without one, 0 when it is still open).
func (s *socket) closeCode(within time.Duration) websocket.StatusCode {
	deadline := time.After(within)
	for {
		select {
		case _, ok := <-s.frames:
			if !ok {
				return websocket.CloseStatus(<-s.closed)
			}
		case <-deadline:
			return 0
		}
	}
}

// awaitMail waits (up to 15 s) for the log mailer of any instance to log a message to
// the address whose subject contains subject, then until the outbox holds no e-mail to
// the address still to deliver (a row is logged before it is marked delivered, and a
// delivered row, or a digest marked sent for the day, is never sent again), and returns
// how many copies were logged.
func awaitMail(t *testing.T, c *Cluster, to, subject string) int {
	t.Helper()
	count := func() int {
		n := 0
		for _, line := range strings.Split(c.Logs(), "\n") {
			if (strings.Contains(line, `"to":"`+to+`"`) || strings.Contains(line, "to="+to)) && strings.Contains(line, subject) {
				n++
			}
		}
		return n
	}
	apptest.WaitFor(t, 15*time.Second, "the mail to "+to, func() bool { return count() > 0 })
	db, err := sql.Open("postgres", c.opts.DatabaseURL)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	apptest.WaitFor(t, 15*time.Second, "the outbox to deliver every mail to "+to, func() bool {
		var waiting int
		err := db.QueryRow(`SELECT count(*) FROM outbox WHERE kind = 'email' AND payload->>'To' = $1
			AND delivered_at IS NULL AND failed_at IS NULL`, to).Scan(&waiting)
		return err == nil && waiting == 0
	})
	return count()
}

// lastNotification returns the id of the newest of the person's unread notifications.
func lastNotification(t *testing.T, base string, p person) string {
	t.Helper()
	a := call("GET", base+"/api/notifications", p.Token, nil)
	var list []map[string]any
	json.Unmarshal(a.body, &list)
	if a.status != 200 || len(list) == 0 {
		t.Fatalf("notifications: %d %s", a.status, a.body)
	}
	return list[0]["_id"].(string) // newest first
}
