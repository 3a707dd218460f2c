package dbtest

import (
	"database/sql"
	"testing"
	"time"

	"github.com/shiftsched/shiftsched/devtools/wait"
)

// WaitForLockWait waits until a statement of db's database waits for a lock (a row or a
// table another transaction holds), as pg_stat_activity shows it, and fails tb when none
// does within 10 seconds: a test that races two transactions knows so that the second
// has reached the first's lock.
func WaitForLockWait(tb testing.TB, db interface {
	QueryRow(query string, args ...any) *sql.Row
}) {
	tb.Helper()
	wait.For(tb, 10*time.Second, "a statement waiting for a lock", func() bool {
		var waiting int
		if err := db.QueryRow(`SELECT count(*) FROM pg_stat_activity
			WHERE datname = current_database() AND wait_event_type = 'Lock'`).Scan(&waiting); err != nil {
			tb.Fatal(err)
		}
		return waiting > 0
	})
}
