package store_test

import (
	"context"
	"testing"

	"github.com/shiftsched/shiftsched/devtools/dbtest"
	"github.com/shiftsched/shiftsched/internal/domain"
	"github.com/shiftsched/shiftsched/internal/store"
)

// A connection that a failover left on a read-only server (here: one whose session was
// made read-only, as a replica's are) is dropped from the pool, not reused: a statement
// outside a transaction is retried on a new connection, and a transaction fails as
// Unavailable (503) with the next one on a new connection.
func TestReadOnlyConnectionIsDropped(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	st, err := store.Open(ctx, dbtest.NewURL(t))
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	st.DB.SetMaxOpenConns(1) // one connection at a time: the one made read-only is the one used next
	pid := func() int {
		t.Helper()
		var p int
		if err := st.DB.GetContext(ctx, &p, `SELECT pg_backend_pid()`); err != nil {
			t.Fatal(err)
		}
		return p
	}
	readOnly := func() int {
		t.Helper()
		p := pid()
		if _, err := st.DB.ExecContext(ctx, `SET default_transaction_read_only = on`); err != nil {
			t.Fatal(err)
		}
		return p
	}

	t.Run("OKStatementRetriedOnANewConnection", func(t *testing.T) {
		before := readOnly()
		if err := st.Q().Exec(ctx, `CREATE TABLE written_after_failover (x int)`); err != nil {
			t.Fatalf("the write was not retried on a new connection: %v", err)
		}
		if after := pid(); after == before {
			t.Fatalf("the read-only connection (backend %d) is still in use", before)
		}
	})
	t.Run("ErrUnavailableInATransaction", func(t *testing.T) {
		// BEGIN asks for READ WRITE, which a replica refuses (and the pool retries on
		// another connection); a transaction made read-only inside stands for one that
		// met the refusal after it began.
		before := pid()
		err := st.InTx(ctx, func(q store.Q) error {
			if err := q.Exec(ctx, `SET TRANSACTION READ ONLY`); err != nil {
				return err
			}
			return q.Exec(ctx, `CREATE TABLE refused_in_tx (x int)`)
		})
		if domain.KindOf(err) != domain.Unavailable {
			t.Fatalf("got %v, want Unavailable", err)
		}
		if after := pid(); after == before {
			t.Fatalf("the read-only connection (backend %d) is still in use", before)
		}
		if err := st.InTx(ctx, func(q store.Q) error { return q.Exec(ctx, `CREATE TABLE written_in_tx (x int)`) }); err != nil {
			t.Fatal(err)
		}
	})
}
