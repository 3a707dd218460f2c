package store_test

import (
	"context"
	"testing"

	"github.com/shiftsched/shiftsched/devtools/dbtest"
	"github.com/shiftsched/shiftsched/internal/domain"
	"github.com/shiftsched/shiftsched/internal/store"
)

func TestPreparedStatements(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	st, err := store.Open(ctx, dbtest.NewURL(t))
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	u, err := st.Q().CreateUser(ctx, "Ann Lee", "ann@example.com", domain.RoleEmployee, "hash")
	if err != nil {
		t.Fatal(err)
	}

	t.Run("OKPreparedOnceReusedInAndOutOfTransactions", func(t *testing.T) {
		before := st.PreparedCount()
		for range 3 {
			if _, err := st.Q().ActiveUserByID(ctx, u.ID); err != nil {
				t.Fatal(err)
			}
		}
		err := st.InTx(ctx, func(q store.Q) error {
			for range 2 {
				got, err := q.ActiveUserByID(ctx, u.ID)
				if err != nil {
					return err
				}
				if got.Name != "Ann Lee" {
					t.Errorf("name %q", got.Name)
				}
			}
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
		if n := st.PreparedCount() - before; n != 1 {
			t.Errorf("%d statements prepared for one query, want 1", n)
		}
	})
	t.Run("ErrNotFoundStillReported", func(t *testing.T) {
		if _, err := st.Q().ActiveUserByID(ctx, u.ID+1000); domain.KindOf(err) != domain.NotFound {
			t.Errorf("unknown id: %v, want NotFound", err)
		}
	})
	t.Run("ErrConstraintStillReported", func(t *testing.T) {
		_, err := st.Q().CreateUser(ctx, "Ann Again", "ANN@example.com", domain.RoleEmployee, "hash")
		if err == nil || err.Error() != "User already exists" {
			t.Errorf("duplicate e-mail: %v, want User already exists", err)
		}
	})
	t.Run("OKRollbackKeepsStatementsUsable", func(t *testing.T) {
		_ = st.InTx(ctx, func(q store.Q) error {
			_, err := q.CreateUser(ctx, "Ann Again", "ann@example.com", domain.RoleEmployee, "hash")
			return err // the transaction is aborted and rolled back
		})
		if _, err := st.Q().ActiveUserByID(ctx, u.ID); err != nil {
			t.Errorf("after a rollback: %v", err)
		}
	})
}
