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
		if err := q.SavePersistedQuery(ctx, hash(n), fmt.Sprintf("query { q%d: __typename }", n), true, 3); err != nil {
			t.Fatal(err)
		}
	}
	if _, ok, err := q.PersistedQuery(ctx, hash(0)); !ok || err != nil {
		t.Fatalf("the first document: %v, %v", ok, err)
	}
	if err := q.SavePersistedQuery(ctx, hash(3), "query { q3: __typename }", true, 3); err != nil {
		t.Fatal(err)
	}
	for n, want := range []bool{true, false, true, true} {
		if doc, ok, err := q.PersistedQuery(ctx, hash(n)); ok != want || err != nil {
			t.Errorf("document %d: %q, stored %v, want %v (%v)", n, doc, ok, want, err)
		}
	}
}

// Documents registered without a session are capped on their own: however many there
// are, they evict only each other, and one a signed-in person registers again is theirs.
func TestAnonymousPersistedQueriesEvictOnlyEachOther(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	q := dbtest.New(t).Q()
	hash := func(n int) string { return fmt.Sprintf("%064x", n) }
	doc := func(n int) string { return fmt.Sprintf("query { q%d: __typename }", n) }
	for n := range 2 {
		if err := q.SavePersistedQuery(ctx, hash(n), doc(n), true, 2); err != nil {
			t.Fatal(err)
		}
	}
	for n := 2; n < 10; n++ {
		if err := q.SavePersistedQuery(ctx, hash(n), doc(n), false, 3); err != nil {
			t.Fatal(err)
		}
	}
	// An anonymous document a signed-in person registers moves to their group.
	if err := q.SavePersistedQuery(ctx, hash(8), doc(8), true, 2); err != nil {
		t.Fatal(err)
	}
	for n := range 10 {
		want := n == 1 || n >= 7 // 0 made way for 8 among the signed-in; 2..6 for 7..9 among the anonymous
		if _, ok, err := q.PersistedQuery(ctx, hash(n)); ok != want || err != nil {
			t.Errorf("document %d: stored %v, want %v (%v)", n, ok, want, err)
		}
	}
	for n, want := range map[int]bool{1: true, 7: false, 8: true} {
		if kept, err := q.PersistedQueryKept(ctx, hash(n), true); kept != want || err != nil {
			t.Errorf("document %d kept for the signed-in: %v, want %v (%v)", n, kept, want, err)
		}
	}
}
