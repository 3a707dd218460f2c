package seed

import (
	"context"
	"errors"
	"testing"

	"github.com/shiftsched/shiftsched/devtools/dbtest"
	"github.com/shiftsched/shiftsched/internal/auth"
)

func TestRun(t *testing.T) {
	t.Parallel()
	st := dbtest.New(t)
	ctx := context.Background()
	stats, err := Run(ctx, st.DB.DB, Small, testToday)
	if err != nil {
		t.Fatal(err)
	}
	plan := Generate(Small, testToday)
	for _, c := range []struct {
		table string
		want  int
	}{
		{"users", len(plan.Users)}, {"schedules", len(plan.Schedules)}, {"shifts", len(plan.Shifts)},
		{"calendar_events", len(plan.Events)}, {"pto_requests", len(plan.TimeOff)},
		{"swap_requests", len(plan.Swaps)}, {"notifications", len(plan.Notifications)},
	} {
		var n int
		if err := st.DB.QueryRowContext(ctx, `SELECT count(*) FROM `+c.table).Scan(&n); err != nil {
			t.Fatal(err)
		}
		if n != c.want {
			t.Errorf("%s: %d rows, want %d", c.table, n, c.want)
		}
	}
	if stats.Shifts != len(plan.Shifts) {
		t.Errorf("stats say %d shifts, want %d", stats.Shifts, len(plan.Shifts))
	}

	t.Run("OKIdentitiesContinue", func(t *testing.T) {
		var id int64
		if err := st.DB.QueryRowContext(ctx, `INSERT INTO calendar_events (event_date, title, type) VALUES ('2030-01-01', 'x', 'MEETING') RETURNING id`).Scan(&id); err != nil {
			t.Fatal(err)
		}
		if id != int64(len(plan.Events)+1) {
			t.Errorf("new event id %d, want %d", id, len(plan.Events)+1)
		}
	})
	t.Run("OKPasswordWorks", func(t *testing.T) {
		var hash string
		if err := st.DB.QueryRowContext(ctx, `SELECT password_hash FROM users WHERE id = 1`).Scan(&hash); err != nil {
			t.Fatal(err)
		}
		if !auth.CheckPassword(hash, Password) {
			t.Error("the seeded password does not match the stored hash")
		}
	})
	t.Run("ErrNotEmpty", func(t *testing.T) {
		if _, err := Run(ctx, st.DB.DB, Small, testToday); !errors.Is(err, ErrNotEmpty) {
			t.Errorf("seeding twice: %v, want ErrNotEmpty", err)
		}
	})
}
