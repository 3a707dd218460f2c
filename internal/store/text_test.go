package store_test

import (
	"context"
	"testing"

	"github.com/shiftsched/shiftsched/devtools/dbtest"
	"github.com/shiftsched/shiftsched/internal/domain"
	"github.com/shiftsched/shiftsched/internal/store"
)

// Text PostgreSQL cannot store (a NUL byte) is invalid input, never an internal error,
// in and out of transactions.
func TestTextWithNULIsInvalidInput(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	st := dbtest.New(t)
	u, err := st.Q().CreateUser(ctx, "Ann Lee", "ann@example.com", domain.RoleEmployee, "hash")
	if err != nil {
		t.Fatal(err)
	}
	check := func(t *testing.T, what string, err error) {
		t.Helper()
		if domain.KindOf(err) != domain.Invalid || err.Error() != domain.MsgNUL {
			t.Errorf("%s: %v (kind %s), want invalid input %q", what, err, domain.KindOf(err), domain.MsgNUL)
		}
	}
	t.Run("ErrInsert", func(t *testing.T) {
		_, err := st.Q().CreateUser(ctx, "Bo\x00b", "bob@example.com", domain.RoleEmployee, "hash")
		check(t, "CreateUser", err)
	})
	t.Run("ErrLookup", func(t *testing.T) {
		_, err := st.Q().ActiveUserByEmail(ctx, "ann@example.com\x00")
		check(t, "ActiveUserByEmail", err)
	})
	t.Run("ErrUpdateInTransaction", func(t *testing.T) {
		err := st.InTx(ctx, func(q store.Q) error {
			_, err := q.RenameUser(ctx, u.ID, "Ann\x00")
			return err
		})
		check(t, "RenameUser", err)
	})
}
