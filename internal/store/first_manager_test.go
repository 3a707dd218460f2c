package store_test

import (
	"context"
	"github.com/shiftsched/shiftsched/devtools/wait"
	"testing"
	"time"

	"github.com/shiftsched/shiftsched/devtools/dbtest"
	"github.com/shiftsched/shiftsched/internal/domain"
	"github.com/shiftsched/shiftsched/internal/store"
)

// Two first-run set-ups at once: the second waits on the first's lock, and once the first
// commits it sees the first manager and makes none (issue 42, problem 9).
func TestCreateFirstManagerTwoAtOnceOneWins(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	st, err := store.Open(ctx, dbtest.NewURL(t))
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	release, committed := make(chan struct{}), make(chan error, 1)
	go func() {
		committed <- st.InTx(ctx, func(q store.Q) error {
			if _, err := q.CreateFirstManager(ctx, "Olive Owner", "olive@example.com", "hash"); err != nil {
				return err
			}
			<-release
			return nil
		})
	}()
	wait.For(t, 10*time.Second, "the first set-up holds its lock", func() bool { return advisoryLocks(t, st, true) == 1 })
	second := make(chan error, 1)
	go func() {
		second <- st.InTx(ctx, func(q store.Q) error {
			_, err := q.CreateFirstManager(ctx, "Sam Second", "sam@example.com", "hash")
			return err
		})
	}()
	wait.For(t, 10*time.Second, "the second set-up waits for the first", func() bool { return advisoryLocks(t, st, false) == 1 })
	close(release)
	if err := <-committed; err != nil {
		t.Fatalf("first set-up: %v", err)
	}
	if err := <-second; domain.KindOf(err) != domain.NotFound {
		t.Fatalf("second set-up = %v, want NotFound (a manager exists)", err)
	}
	var managers int
	if err := st.DB.Get(&managers, `SELECT count(*) FROM users WHERE role = 'manager'`); err != nil || managers != 1 {
		t.Fatalf("managers = %d (%v), want 1", managers, err)
	}
}

// advisoryLocks counts the advisory locks held (granted) or waited for.
func advisoryLocks(t *testing.T, st *store.Store, granted bool) int {
	t.Helper()
	var n int
	if err := st.DB.Get(&n, `SELECT count(*) FROM pg_locks WHERE locktype = 'advisory' AND granted = $1 AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`, granted); err != nil {
		t.Fatal(err)
	}
	return n
}
