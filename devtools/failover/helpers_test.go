package failover

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"os"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/coder/websocket"

	"github.com/shiftsched/shiftsched/devtools/cluster"
)

var serverBin string

func TestMain(m *testing.M) {
	cluster.RunWithServer(m, "failover", "SHIFTSCHED_REQUIRE_OPS_TOOLS", Tools(), &serverBin)
}

// repoData is a new folder under the checkout's .data: Patroni runs as the postgres
// user, who cannot reach a test's 0700 temporary folder.
func repoData(t *testing.T) string {
	t.Helper()
	base := repoFile(".data")
	if err := os.MkdirAll(base, 0o755); err != nil {
		t.Fatal(err)
	}
	os.Chmod(base, 0o755)
	dir, err := os.MkdirTemp(base, "failover-")
	if err != nil {
		t.Fatal(err)
	}
	os.Chmod(dir, 0o755)
	t.Cleanup(func() {
		if !t.Failed() {
			os.RemoveAll(dir)
		}
	})
	return dir
}

// answer is one HTTP exchange's outcome; for GraphQL, code is the first error's
// extensions.code and data the answer's data.
type answer struct {
	status     int
	retryAfter string
	body       []byte
	err        error
	code       string
	data       map[string]any
}

// client's timeout is the wall time a request may take: the server's own limits (15 s
// for a GraphQL query) are below it, so an answer that does not come in time is a hang.
var client = &http.Client{Timeout: 20 * time.Second}

func call(method, url, token string, body any) answer {
	var rd io.Reader
	if body != nil {
		b, _ := json.Marshal(body)
		rd = bytes.NewReader(b)
	}
	req, err := http.NewRequest(method, url, rd)
	if err != nil {
		return answer{err: err}
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("X-Forwarded-For", "10.9.0."+fmt.Sprint(clientSeq.Add(1)%250+1))
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	res, err := client.Do(req)
	if err != nil {
		return answer{err: err}
	}
	defer res.Body.Close()
	b, err := io.ReadAll(res.Body)
	return answer{status: res.StatusCode, retryAfter: res.Header.Get("Retry-After"), body: b, err: err}
}

// gql posts a GraphQL operation and decodes its data and first error code.
func gql(base, token, query string, vars map[string]any) answer {
	a := call("POST", base+"/graphql", token, map[string]any{"query": query, "variables": vars})
	var out struct {
		Data   map[string]any
		Errors []struct {
			Extensions struct{ Code string }
		}
	}
	json.Unmarshal(a.body, &out)
	a.data = out.Data
	if len(out.Errors) > 0 {
		a.code = out.Errors[0].Extensions.Code
		if a.code == "" {
			a.code = "NO_CODE"
		}
	}
	return a
}

// ok reports a write acknowledged: a 2xx answer without a GraphQL error.
func (a answer) ok() bool { return a.err == nil && a.status/100 == 2 && a.code == "" }

var clientSeq atomic.Int64

// person is an account made through the API.
type person struct{ ID, Token string }

func register(t *testing.T, base, name, role string) person {
	t.Helper()
	email := fmt.Sprintf("%s.%d@example.com", strings.ToLower(strings.ReplaceAll(name, " ", ".")), clientSeq.Add(1))
	in := map[string]any{"name": name, "email": email, "password": "secret123", "role": role, "managerCode": cluster.ManagerCode}
	if a := call("POST", base+"/api/auth/register", "", in); a.status != 201 {
		t.Fatalf("register %s: %d %s %v", name, a.status, a.body, a.err)
	}
	a := call("POST", base+"/api/auth/login", "", map[string]any{"email": email, "password": "secret123"})
	var login struct{ Token string }
	json.Unmarshal(a.body, &login)
	me := call("GET", base+"/api/auth", login.Token, nil)
	var u struct {
		ID string `json:"_id"`
	}
	json.Unmarshal(me.body, &u)
	if login.Token == "" || u.ID == "" {
		t.Fatalf("sign in %s: %d %s / %d %s", name, a.status, a.body, me.status, me.body)
	}
	return person{ID: u.ID, Token: login.Token}
}

// watcher is a live-update socket subscribed to a person's notifications, read without
// pause (the server drops what a slow socket does not take), remembering the highest
// notification id pushed.
type watcher struct {
	conn   *websocket.Conn
	newest atomic.Int64
	mu     sync.Mutex
	closed error
}

func watch(t *testing.T, base, token string) *watcher {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	conn, _, err := websocket.Dial(ctx, "ws"+strings.TrimPrefix(base, "http")+"/graphql",
		&websocket.DialOptions{Subprotocols: []string{"graphql-transport-ws"}})
	if err != nil {
		t.Fatal(err)
	}
	conn.SetReadLimit(1 << 20)
	w := &watcher{conn: conn}
	t.Cleanup(func() { conn.CloseNow() })
	send := func(v any) {
		b, _ := json.Marshal(v)
		if err := conn.Write(ctx, websocket.MessageText, b); err != nil {
			t.Fatal(err)
		}
	}
	send(map[string]any{"type": "connection_init", "payload": map[string]any{"token": token}})
	if _, b, err := conn.Read(ctx); err != nil || !strings.Contains(string(b), "connection_ack") {
		t.Fatalf("no connection_ack: %s %v", b, err)
	}
	send(map[string]any{"id": "1", "type": "subscribe", "payload": map[string]any{
		"query": `subscription { notificationAdded { id } }`}})
	go w.read()
	return w
}

func (w *watcher) read() {
	for {
		_, b, err := w.conn.Read(context.Background())
		if err != nil {
			w.mu.Lock()
			w.closed = err
			w.mu.Unlock()
			return
		}
		var f struct {
			Type    string
			Payload struct {
				Data struct {
					NotificationAdded struct{ ID string } `json:"notificationAdded"`
				}
			}
		}
		json.Unmarshal(b, &f)
		if f.Type == "ping" {
			w.conn.Write(context.Background(), websocket.MessageText, []byte(`{"type":"pong"}`))
			continue
		}
		var id int64
		fmt.Sscan(f.Payload.Data.NotificationAdded.ID, &id)
		if id > w.newest.Load() {
			w.newest.Store(id)
		}
	}
}

func (w *watcher) err() error {
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.closed
}
