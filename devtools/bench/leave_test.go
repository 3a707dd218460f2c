package bench

import (
	"context"
	"testing"

	"github.com/shiftsched/shiftsched/devtools/apptest"
	"github.com/shiftsched/shiftsched/devtools/dbtest"
	"github.com/shiftsched/shiftsched/internal/domain"
	"github.com/shiftsched/shiftsched/internal/seed"
	"github.com/shiftsched/shiftsched/internal/store"
)

// The seeded leave is what the product would have written: settling everyone through
// the seed's today (the server does at start) finds nothing missing, and the ledger
// holds every kind a year of leave writes.
func TestSeededLeaveIsSettled(t *testing.T) {
	if testing.Short() {
		t.Skip("seeds a workplace")
	}
	t.Parallel()
	ctx := context.Background()
	dsn := dbtest.NewURL(t)
	st, err := store.Open(ctx, dsn)
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	today := domain.DateOf(apptest.Start)
	if _, err := seed.Run(ctx, st.DB.DB, seed.Small, today); err != nil {
		t.Fatal(err)
	}
	stats, err := seedLeave(ctx, st, today)
	if err != nil {
		t.Fatal(err)
	}
	t.Log(stats)
	kinds := map[string]int{}
	rows, err := st.DB.QueryContext(ctx, `SELECT kind, count(*) FROM leave_ledger GROUP BY kind`)
	if err != nil {
		t.Fatal(err)
	}
	for rows.Next() {
		var k string
		var n int
		if err := rows.Scan(&k, &n); err != nil {
			t.Fatal(err)
		}
		kinds[k] = n
	}
	rows.Close()
	for _, k := range []string{"allowance", "accrual", "carry_over", "expiry", "taken", "adjustment"} {
		if kinds[k] == 0 {
			t.Errorf("no %s rows in the seeded ledger: %v", k, kinds)
		}
	}
	a := apptest.New(t, apptest.Options{DSN: dsn})
	n, err := a.Leave.Settle(ctx, today)
	if err != nil {
		t.Fatal(err)
	}
	if n != 0 {
		t.Errorf("settling the seeded workplace wrote %d rows: the seed's grants differ from the policies'", n)
	}
}
