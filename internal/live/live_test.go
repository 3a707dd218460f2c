package live_test

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/shiftsched/shiftsched/devtools/dbtest"
	"github.com/shiftsched/shiftsched/devtools/wait"
	"github.com/shiftsched/shiftsched/internal/domain"
	"github.com/shiftsched/shiftsched/internal/live"
	"github.com/shiftsched/shiftsched/internal/store"
)

func startHub(t *testing.T) (*live.Hub, *store.Store, context.CancelFunc, chan struct{}) {
	t.Helper()
	return startLoggedHub(t, io.Discard)
}

// logLines is a log the test reads while the hub writes it.
type logLines struct {
	mu  sync.Mutex
	buf strings.Builder
}

func (l *logLines) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.buf.Write(p)
}

func (l *logLines) has(s string) bool {
	l.mu.Lock()
	defer l.mu.Unlock()
	return strings.Contains(l.buf.String(), s)
}

// startLoggedHub is startHub with the hub's log written to log.
func startLoggedHub(t *testing.T, log io.Writer) (*live.Hub, *store.Store, context.CancelFunc, chan struct{}) {
	t.Helper()
	dsn := dbtest.NewURL(t)
	st, err := store.Open(context.Background(), dsn)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	hub := live.New(dsn, st.Q(), slog.New(slog.NewTextHandler(log, nil)))
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan struct{})
	go func() { defer close(done); hub.Run(ctx) }()
	t.Cleanup(func() { cancel(); <-done })
	select {
	case <-hub.Ready():
	case <-time.After(5 * time.Second):
		t.Fatal("hub does not listen")
	}
	return hub, st, cancel, done
}

func mustUser(t *testing.T, st *store.Store, name string) int64 {
	t.Helper()
	u, err := st.Q().CreateUser(context.Background(), name, name+"@example.com", domain.RoleEmployee, "x")
	if err != nil {
		t.Fatal(err)
	}
	return u.ID
}

func receive(t *testing.T, ch <-chan *domain.Notification) *domain.Notification {
	t.Helper()
	select {
	case n, ok := <-ch:
		if !ok {
			t.Fatal("channel closed")
		}
		return n
	case <-time.After(5 * time.Second):
		t.Fatal("nothing delivered")
	}
	return nil
}

func TestHub(t *testing.T) {
	t.Parallel()

	t.Run("OK_FanOutToTheOwnersSubscriptions", func(t *testing.T) {
		t.Parallel()
		hub, st, _, _ := startHub(t)
		ann, bo := mustUser(t, st, "ann"), mustUser(t, st, "bo")
		ctx, cancel := context.WithCancel(context.Background())
		defer cancel()
		first, _ := hub.Subscribe(ctx, ann, -1)
		second, _ := hub.Subscribe(ctx, ann, -1)
		if hub.Subscribers(ann) != 2 || hub.Subscribers(bo) != 0 {
			t.Fatalf("subscribers %d / %d", hub.Subscribers(ann), hub.Subscribers(bo))
		}
		q := st.Q()
		if err := q.InsertNotifications(context.Background(), []int64{bo}, "for bo", "/x"); err != nil {
			t.Fatal(err)
		}
		if err := q.InsertNotifications(context.Background(), []int64{ann}, "for ann", "/swaps"); err != nil {
			t.Fatal(err)
		}
		for _, ch := range []<-chan *domain.Notification{first, second} {
			if n := receive(t, ch); n.Message != "for ann" || n.UserID != ann || n.Link != "/swaps" || n.ID == 0 {
				t.Errorf("delivered %+v", n)
			}
		}
	})

	// Notifications are announced once per statement: one statement telling several
	// people, one of them twice, reaches each in order.
	t.Run("OK_OneStatementForSeveral", func(t *testing.T) {
		t.Parallel()
		hub, st, _, _ := startHub(t)
		ann, bo := mustUser(t, st, "ann"), mustUser(t, st, "bo")
		ctx, cancel := context.WithCancel(context.Background())
		defer cancel()
		anns, _ := hub.Subscribe(ctx, ann, -1)
		bos, _ := hub.Subscribe(ctx, bo, -1)
		notes := []store.Note{{UserID: ann, Message: "first", Link: "/"}, {UserID: bo, Message: "for bo", Link: "/"},
			{UserID: ann, Message: "second", Link: "/"}}
		if err := st.Q().InsertNotes(context.Background(), notes); err != nil {
			t.Fatal(err)
		}
		first, second := receive(t, anns), receive(t, anns)
		if first.Message != "first" || second.Message != "second" || second.ID <= first.ID {
			t.Errorf("Ann was told %q (%d) then %q (%d)", first.Message, first.ID, second.Message, second.ID)
		}
		if n := receive(t, bos); n.Message != "for bo" || n.UserID != bo {
			t.Errorf("Bo was told %+v", n)
		}
	})

	t.Run("OK_UnsubscribeWhenContextEnds", func(t *testing.T) {
		t.Parallel()
		hub, st, _, _ := startHub(t)
		ann := mustUser(t, st, "ann")
		ctx, cancel := context.WithCancel(context.Background())
		ch, _ := hub.Subscribe(ctx, ann, -1)
		cancel()
		select {
		case _, ok := <-ch:
			if ok {
				t.Fatal("value after cancel")
			}
		case <-time.After(5 * time.Second):
			t.Fatal("channel not closed")
		}
		if hub.Subscribers(ann) != 0 {
			t.Error("still subscribed")
		}
	})

	t.Run("OK_StopClosesEverything", func(t *testing.T) {
		t.Parallel()
		hub, st, stop, done := startHub(t)
		ann := mustUser(t, st, "ann")
		ch, err := hub.Subscribe(context.Background(), ann, -1)
		if err != nil {
			t.Fatal(err)
		}
		stop()
		<-done
		if _, ok := <-ch; ok {
			t.Error("channel open after stop")
		}
		if _, err := hub.Subscribe(context.Background(), ann, -1); !errors.Is(err, live.ErrStopped) {
			t.Errorf("Subscribe after stop = %v", err)
		}
	})
}

func TestHubCatchesUp(t *testing.T) {
	t.Parallel()

	t.Run("OK_SubscribeAfterTheLastSeen", func(t *testing.T) {
		t.Parallel()
		hub, st, _, _ := startHub(t)
		ann := mustUser(t, st, "ann")
		q, bg := st.Q(), context.Background()
		for _, m := range []string{"one", "two", "three"} {
			if err := q.InsertNotifications(bg, []int64{ann}, m, "/x"); err != nil {
				t.Fatal(err)
			}
		}
		ns, _ := q.NotificationsAfter(bg, map[int64]int64{ann: 0}, 10)
		var first int64 = 1 << 62
		for _, n := range ns {
			first = min(first, n.ID)
		}
		ctx, cancel := context.WithCancel(bg)
		defer cancel()
		ch, err := hub.Subscribe(ctx, ann, first) // the client saw "one" before its socket dropped
		if err != nil {
			t.Fatal(err)
		}
		if a, b := receive(t, ch), receive(t, ch); a.Message != "two" || b.Message != "three" {
			t.Fatalf("caught up with %q, %q", a.Message, b.Message)
		}
		q.InsertNotifications(bg, []int64{ann}, "four", "/x")
		if n := receive(t, ch); n.Message != "four" {
			t.Fatalf("then %q", n.Message)
		}
		// A fence instead of a pause: had anything come twice, it would arrive before "five".
		q.InsertNotifications(bg, []int64{ann}, "five", "/x")
		if n := receive(t, ch); n.Message != "five" {
			t.Fatalf("given twice: %q before five", n.Message)
		}
	})

	t.Run("OK_ListenConnectionDropped", func(t *testing.T) {
		t.Parallel()
		log := &logLines{}
		hub, st, _, _ := startLoggedHub(t, log)
		ann := mustUser(t, st, "ann")
		bg := context.Background()
		ctx, cancel := context.WithCancel(bg)
		defer cancel()
		ch, _ := hub.Subscribe(ctx, ann, -1)
		// One pinned connection does the rest, while the database refuses new ones: the
		// listener's connection is killed and cannot come back until the notification
		// is in.
		conn, err := st.DB.Connx(bg)
		if err != nil {
			t.Fatal(err)
		}
		defer conn.Close()
		var db string
		conn.GetContext(bg, &db, `SELECT current_database()`)
		mustExec := func(query string, args ...any) {
			t.Helper()
			if _, err := conn.ExecContext(bg, query, args...); err != nil {
				t.Fatal(err)
			}
		}
		admin, err := sql.Open("postgres", dbtest.AdminURL(t)) // another database: a database cannot lock itself
		if err != nil {
			t.Fatal(err)
		}
		defer admin.Close()
		allow := func(yes bool) {
			t.Helper()
			if _, err := admin.Exec(fmt.Sprintf(`ALTER DATABASE %q ALLOW_CONNECTIONS %t`, db, yes)); err != nil {
				t.Fatal(err)
			}
		}
		allow(false)
		defer allow(true)
		var killed int
		conn.GetContext(bg, &killed, `SELECT count(pg_terminate_backend(pid)) FROM pg_stat_activity
			WHERE datname = $1 AND pid <> pg_backend_pid() AND query LIKE 'LISTEN%'`, db)
		if killed != 1 {
			t.Fatalf("terminated %d listeners", killed)
		}
		mustExec(`INSERT INTO notifications (user_id, message, link) VALUES ($1, 'while down', '/x')`, ann)
		// The listener tries to come back, and fails, while the notification goes in.
		wait.For(t, 10*time.Second, "the listener's attempt to reconnect", func() bool { return log.has("event=connectionAttemptFailed") })
		allow(true)
		if n := receive(t, ch); n.Message != "while down" {
			t.Fatalf("delivered %q", n.Message)
		}
	})
}
