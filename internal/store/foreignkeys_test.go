package store_test

import (
	"testing"

	"github.com/jmoiron/sqlx"
	"github.com/lib/pq"

	"github.com/shiftsched/shiftsched/devtools/dbtest"
)

// routinelyDeleted are the tables whose rows the app deletes in everyday use: a
// republished week removes shifts, the outbox is pruned, devices unsubscribe, open
// shifts and drafts are withdrawn. What names a shift is kept by triggers, not foreign
// keys (migration 0039); TestEveryColumnNamingAShiftIsIndexed checks those columns.
var routinelyDeleted = []string{"shifts", "open_shifts", "outbox", "push_subscriptions", "schedule_drafts", "notifications"}

// Deleting a row makes PostgreSQL look up the rows that refer to it, once per deleted
// row and per foreign key. Without an index on the referring column that lookup reads
// the whole referring table, and republishing a week read every open shift ever posted
// 280 times. An index serves the lookup when its first column is the referring one and
// it is not partial, or only leaves out NULLs (which refer to nothing).
func TestEveryForeignKeyToARoutinelyDeletedTableCanFindItsRowsByAnIndex(t *testing.T) {
	t.Parallel()
	db, err := sqlx.Open("postgres", dbtest.NewURL(t))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	var unindexed []struct {
		Table  string `db:"referring"`
		Column string `db:"col"`
		Parent string `db:"parent"`
	}
	err = db.Select(&unindexed, `
		SELECT c.conrelid::regclass::text AS referring, a.attname AS col, c.confrelid::regclass::text AS parent
		FROM pg_constraint c
		JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = c.conkey[1]
		WHERE c.contype = 'f' AND c.confrelid::regclass::text = ANY($1)
		  AND NOT EXISTS (
		      SELECT 1 FROM pg_index i
		      WHERE i.indrelid = c.conrelid AND i.indkey[0] = c.conkey[1]
		        AND (i.indpred IS NULL
		             OR pg_get_expr(i.indpred, i.indrelid) = '(' || quote_ident(a.attname) || ' IS NOT NULL)'))
		ORDER BY 3, 1, 2`, pq.Array(routinelyDeleted))
	if err != nil {
		t.Fatal(err)
	}
	for _, u := range unindexed {
		t.Errorf("deleting from %s scans %s: no index leads with %s.%s", u.Parent, u.Table, u.Table, u.Column)
	}
}
