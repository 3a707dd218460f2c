package dbtest

import (
	"context"
	"testing"
)

func TestNewGivesAMigratedEmptyDatabase(t *testing.T) {
	st := New(t)
	var n int
	if err := st.DB.GetContext(context.Background(), &n, `SELECT count(*) FROM users`); err != nil {
		t.Fatal(err)
	}
	if n != 0 {
		t.Fatalf("users = %d, want 0", n)
	}
}
