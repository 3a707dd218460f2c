package leave_test

import (
	"context"
	"slices"
	"testing"
	"time"

	"github.com/shiftsched/shiftsched/devtools/dbtest"
	"github.com/shiftsched/shiftsched/internal/domain"
)

// BenchmarkBalancesOf500PeopleOverALeaveYear reads what leaveBalances answers a manager
// of every location for a workplace of 500 people over a leave year: for each person and
// type, the opening balance, what the year granted and took, and the closing balance,
// over a ledger of a year's monthly accruals, a carry-over, 12 requests and 12
// cancellations each (about 19,000 rows), in one statement.
func BenchmarkBalancesOf500PeopleOverALeaveYear(b *testing.B) {
	st := dbtest.New(b)
	ctx := context.Background()
	for _, s := range []string{
		`INSERT INTO users (name, email, role, joined_at) SELECT 'Person ' || i, '', 'employee', NULL FROM generate_series(1, 500) i`,
		`INSERT INTO leave_ledger (user_id, leave_type_id, effective_on, kind, amount, period_start)
		 SELECT u.id, 1, make_date(2026, m, 1) + interval '1 month' - interval '1 day', 'accrual', 1250, make_date(2026, m, 1)
		 FROM users u, generate_series(1, 12) m`,
		`INSERT INTO leave_ledger (user_id, leave_type_id, effective_on, kind, amount, period_start)
		 SELECT u.id, 1, '2026-01-01', 'carry_over', 2000, '2026-01-01' FROM users u`,
		`INSERT INTO leave_ledger (user_id, leave_type_id, effective_on, kind, amount)
		 SELECT u.id, t, make_date(2026, m, 10), k, CASE k WHEN 'taken' THEN -800 ELSE 800 END
		 FROM users u, generate_series(1, 12) m, (VALUES (1), (2)) ty (t), (VALUES ('taken'), ('restored')) kk (k)
		 WHERE (t = 1 OR m % 3 = 0) AND (k = 'taken' OR m % 2 = 0)`,
		`VACUUM ANALYZE leave_ledger`,
	} {
		if _, err := st.DB.ExecContext(ctx, s); err != nil {
			b.Fatalf("%s: %v", s, err)
		}
	}
	from, to := domain.Date{Year: 2026, Month: 1, Day: 1}, domain.Date{Year: 2026, Month: 12, Day: 31}
	took := make([]time.Duration, 0, b.N)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		start := time.Now()
		rows, err := st.Q().LeaveBalances(ctx, nil, 0, from, to)
		took = append(took, time.Since(start))
		if err != nil || len(rows) != 1000 {
			b.Fatalf("%d rows: %v", len(rows), err)
		}
	}
	slices.Sort(took)
	b.ReportMetric(float64(took[len(took)/2].Microseconds())/1000, "p50-ms")
	b.ReportMetric(float64(took[len(took)*99/100].Microseconds())/1000, "p99-ms")
}
