package store_test

import (
	"context"
	"fmt"
	"testing"

	"github.com/shiftsched/shiftsched/devtools/dbtest"
)

// Past the cap, storing a document drops the least recently used one; a document read
// since it was stored counts as used, so it stays.
func TestPersistedQueriesPastTheCapDropTheLeastRecentlyUsed(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	q := dbtest.New(t).Q()
	hash := func(n int) string { return fmt.Sprintf("%064x", n) }
	for n := range 3 {
		if err := q.SavePersistedQuery(ctx, hash(n), fmt.Sprintf("query { q%d: __typename }", n), 3); err != nil {
			t.Fatal(err)
		}
	}
	if _, ok, err := q.PersistedQuery(ctx, hash(0)); !ok || err != nil {
		t.Fatalf("the first document: %v, %v", ok, err)
	}
	if err := q.SavePersistedQuery(ctx, hash(3), "query { q3: __typename }", 3); err != nil {
		t.Fatal(err)
	}
	for n, want := range []bool{true, false, true, true} {
		if doc, ok, err := q.PersistedQuery(ctx, hash(n)); ok != want || err != nil {
			t.Errorf("document %d: %q, stored %v, want %v (%v)", n, doc, ok, want, err)
		}
	}
}
