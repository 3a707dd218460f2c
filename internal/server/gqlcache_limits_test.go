package server

import (
	"crypto/sha256"
	"fmt"
	"strings"
	"testing"
)

// The read cache's check used to parse and validate every JSON POST before any limit:
// a 6 KB anonymous `query Qn { me { id ×1990 } }`, renamed each time, cost about 300 ms of
// CPU. Documents over a limit are now never validated there (gqlgen then refuses them
// before its own validation), while those within every limit still are.
func TestCacheCheckValidatesOnlyDocumentsWithinTheLimits(t *testing.T) {
	c := newGQLCache(nil, nil, schema, nil, nil)
	for i := range 20 {
		q := fmt.Sprintf("query Q%d { me { %s} }", i, strings.Repeat("id ", 1990))
		if how := c.check(q, sha256.Sum256([]byte(q))); how.ok || how.poll {
			t.Fatalf("an oversized document was taken as cacheable: %+v", how)
		}
	}
	if n := c.validations.Load(); n != 0 {
		t.Fatalf("validated %d oversized documents", n)
	}
	week := `query W($date: Date!) { week(date: $date) { weekStarting } }`
	if how := c.check(week, sha256.Sum256([]byte(week))); !how.ok {
		t.Fatalf("the week document is not cacheable: %+v", how)
	}
	if n := c.validations.Load(); n != 1 {
		t.Fatalf("validations = %d, want 1", n)
	}
}
