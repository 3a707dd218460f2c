package pollcache_test

import (
	"context"
	"database/sql"
	"io"
	"log/slog"
	"sync/atomic"
	"testing"
	"time"

	_ "github.com/lib/pq"

	"github.com/shiftsched/shiftsched/devtools/apptest"
	"github.com/shiftsched/shiftsched/devtools/dbtest"
	"github.com/shiftsched/shiftsched/internal/domain"
	"github.com/shiftsched/shiftsched/internal/pollcache"
)

// instance is one server instance's cache on the shared database.
func instance(t *testing.T, dsn string, limit int64, tune func(*pollcache.Cache)) *pollcache.Cache {
	t.Helper()
	db, err := sql.Open("postgres", dsn)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	c := pollcache.New(dsn, db, limit, slog.New(slog.NewTextHandler(io.Discard, nil)))
	c.MinReconnect, c.MaxReconnect = 10*time.Millisecond, 100*time.Millisecond
	if tune != nil {
		tune(c)
	}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan struct{})
	go func() { defer close(done); c.Run(ctx) }()
	t.Cleanup(func() { cancel(); <-done })
	select {
	case <-c.Ready():
	case <-time.After(10 * time.Second):
		t.Fatal("the cache never heard its own beat")
	}
	return c
}

func catchUp(t *testing.T, c *pollcache.Cache) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	if err := c.Sync(ctx); err != nil {
		t.Fatal(err)
	}
}

func exec(t *testing.T, db *sql.DB, query string, args ...any) {
	t.Helper()
	if _, err := db.Exec(query, args...); err != nil {
		t.Fatalf("%s: %v", query, err)
	}
}

// fill caches what a poll would read for user id with token "t".
func fill(c *pollcache.Cache, id int64) *pollcache.Entry {
	return c.Put(c.Begin(), id, "t", domain.User{ID: id, Name: "Someone"}, nil)
}

// Every change a poll depends on, made anywhere (here by plain SQL, as another
// instance's transaction would), makes every instance forget that user, and only that
// user.
func TestAnnouncedChangesAreForgottenOnEveryInstance(t *testing.T) {
	t.Parallel()
	dsn := dbtest.NewURL(t)
	db, err := sql.Open("postgres", dsn)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	a, b := instance(t, dsn, 1<<20, nil), instance(t, dsn, 1<<20, nil)
	var ann, bob int64
	db.QueryRow(`INSERT INTO users (name, email, password_hash, role) VALUES ('Ann', 'ann@x.test', 'x', 'employee') RETURNING id`).Scan(&ann)
	db.QueryRow(`INSERT INTO users (name, email, password_hash, role) VALUES ('Bob', 'bob@x.test', 'x', 'employee') RETURNING id`).Scan(&bob)
	exec(t, db, `INSERT INTO notifications (user_id, message, link) VALUES ($1, 'old', '/')`, ann)
	catchUp(t, a)
	catchUp(t, b)

	changes := []struct{ name, sql string }{
		{"NewNotification", `INSERT INTO notifications (user_id, message, link) VALUES ($1, 'new', '/')`},
		{"NewNotificationsAtOnce", `INSERT INTO notifications (user_id, message, link) SELECT $1, m, '/' FROM unnest(ARRAY['a', 'b']) m`},
		{"MarkedRead", `UPDATE notifications SET read = true WHERE user_id = $1`},
		{"NotificationDeleted", `DELETE FROM notifications WHERE user_id = $1`},
		{"TokenRevoked", `INSERT INTO revoked_tokens (token_id, user_id, expires_at) VALUES ('r' || $1::bigint, $1::bigint, now() + interval '1 day')`},
		{"Renamed", `UPDATE users SET name = 'Ann B' WHERE id = $1`},
		{"PasswordChanged", `UPDATE users SET token_version = token_version + 1 WHERE id = $1`},
		{"Deleted", `UPDATE users SET deleted_at = now() WHERE id = $1`},
	}
	for _, ch := range changes {
		t.Run(ch.name, func(t *testing.T) {
			for _, c := range []*pollcache.Cache{a, b} {
				fill(c, ann)
				fill(c, bob)
				if _, ok := c.Get(ann, "t"); !ok {
					t.Fatal("not cached after a fill")
				}
			}
			exec(t, db, ch.sql, ann)
			for i, c := range []*pollcache.Cache{a, b} {
				catchUp(t, c)
				if _, ok := c.Get(ann, "t"); ok {
					t.Errorf("instance %d still serves Ann's poll after the change", i)
				}
				if _, ok := c.Get(bob, "t"); !ok {
					t.Errorf("instance %d forgot Bob, whom nothing changed", i)
				}
			}
		})
	}
}

// A fill that read the database before a change it did not see is not kept once the
// change is heard (or forgotten here) before the fill is stored.
func TestFillRacingAChangeIsNotKept(t *testing.T) {
	t.Parallel()
	c := instance(t, dbtest.NewURL(t), 1<<20, nil)
	ticket := c.Begin()
	c.Forget(7) // a change to anyone: the fill may have read before it
	if e := c.Put(ticket, 7, "t", domain.User{ID: 7}, nil); e == nil {
		t.Fatal("Put returned no entry")
	}
	if _, ok := c.Get(7, "t"); ok {
		t.Error("a fill older than a change was kept")
	}
	fill(c, 7)
	if _, ok := c.Get(7, "t"); !ok {
		t.Error("a fresh fill was not kept")
	}
	if _, ok := c.Get(7, "another token"); ok {
		t.Error("a token that was never checked was served")
	}
}

// Nothing is served unless the cache provably hears announcements: before its first
// beat, after its connection is cut (until a new beat is heard), and once the lease
// runs out without a beat.
func TestServesOnlyWhileItHearsTheDatabase(t *testing.T) {
	t.Parallel()
	dsn := dbtest.NewURL(t)
	db, err := sql.Open("postgres", dsn)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()

	t.Run("ErrBeforeTheFirstBeat", func(t *testing.T) {
		c := pollcache.New(dsn, db, 1<<20, slog.New(slog.NewTextHandler(io.Discard, nil)))
		fill(c, 1)
		if _, ok := c.Get(1, "t"); ok || c.Stats().Trusted {
			t.Error("served before listening")
		}
	})
	t.Run("ErrAfterTheConnectionIsCut", func(t *testing.T) {
		c := instance(t, dsn, 1<<20, nil)
		fill(c, 1)
		if _, ok := c.Get(1, "t"); !ok {
			t.Fatal("not cached")
		}
		// What a restart of PostgreSQL or a network cut does to the listener.
		var cut int
		if err := db.QueryRow(`SELECT count(pg_terminate_backend(pid)) FROM pg_stat_activity
			WHERE datname = current_database() AND pid <> pg_backend_pid()`).Scan(&cut); err != nil || cut == 0 {
			rows, _ := db.Query(`SELECT coalesce(query, '') FROM pg_stat_activity WHERE datname = current_database()`)
			for rows != nil && rows.Next() {
				var q string
				rows.Scan(&q)
				t.Log(q)
			}
			t.Fatalf("no listener cut (%v)", err)
		}
		apptest.WaitFor(t, 10*time.Second, "the cache to stop trusting itself", func() bool { return !c.Stats().Trusted })
		if _, ok := c.Get(1, "t"); ok {
			t.Fatal("served after the connection was cut")
		}
		// It reconnects by itself, and serves what it is given from then on.
		catchUp(t, c)
		fill(c, 1)
		if _, ok := c.Get(1, "t"); !ok {
			t.Error("not serving after reconnecting")
		}
	})
	t.Run("ErrAfterTheLeaseRunsOut", func(t *testing.T) {
		var later atomic.Int64 // how far the cache's clock is ahead
		c := instance(t, dsn, 1<<20, func(c *pollcache.Cache) {
			// One beat, then silence. The lease is also how long a beat may take to send,
			// so it is long enough for a loaded machine; the clock jumps past it instead.
			c.BeatEvery, c.Lease = time.Hour, 5*time.Second
			c.Now = func() time.Time { return time.Now().Add(time.Duration(later.Load())) }
		})
		fill(c, 1)
		later.Store(int64(6 * time.Second))
		if _, ok := c.Get(1, "t"); ok {
			t.Error("served after the lease ran out without a beat")
		}
	})
}

// The cache holds at most its limit, and one person with thousands unread does not
// take it over.
func TestMemoryIsBounded(t *testing.T) {
	t.Parallel()
	const limit = 64 << 10
	c := instance(t, dbtest.NewURL(t), limit, nil)
	unread := []domain.Notification{{ID: 1, Message: "A shift was published for you", Link: "/schedule"}}
	for id := int64(1); id <= 2000; id++ {
		e := c.Put(c.Begin(), id, "t", domain.User{ID: id, Name: "Person"}, unread)
		c.SetAnswer(e, "rest", pollcache.Answer{Body: make([]byte, 300)})
	}
	if s := c.Stats(); s.Bytes > limit || s.Users == 0 || s.Users >= 2000 {
		t.Errorf("after 2,000 people: %d people, %d bytes (limit %d)", s.Users, s.Bytes, limit)
	}
	huge := make([]domain.Notification, 5000)
	c.Put(c.Begin(), 9999, "t", domain.User{ID: 9999}, huge)
	if _, ok := c.Get(9999, "t"); ok {
		t.Error("an entry larger than a 64th of the limit was kept")
	}
}

// Stats counts the polls answered from memory and those that were not, for the metrics.
func TestHitsAndMissesAreCounted(t *testing.T) {
	t.Parallel()
	c := instance(t, dbtest.NewURL(t), 1<<20, nil)
	c.Get(1, "t") // nobody cached yet
	fill(c, 1)
	c.Get(1, "t")
	c.Get(1, "t")
	c.Get(1, "another token")
	if s := c.Stats(); s.Hits != 2 || s.Misses != 2 {
		t.Errorf("hits %d, misses %d; want 2 and 2", s.Hits, s.Misses)
	}
}
