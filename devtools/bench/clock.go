package bench

import (
	"context"
	"fmt"
	"time"

	"github.com/lib/pq"

	"github.com/shiftsched/shiftsched/internal/domain"
)

// ScClockIn is a shift change: up to 500 people whose shifts start now clock in and
// out, each operation one person's clock-in then their clock-out (GraphQL clock).
const ScClockIn = "clock_in"

// clockInPeople bounds the people of the shift change (issue 29: 500 at once).
const clockInPeople = 500

// A clock-out long before the shift's end says why (issue 42: 10), as the bench's does.
const clockMutation = `mutation($a: ClockAction!, $r: String) { clock(action: $a, reason: $r) { id clockOutAt } }`

// prepareClockIn gives up to 500 staff a shift starting now (the bench server's day is
// UTC's), so that every clock-in is matched to a shift as at a real shift change.
func prepareClockIn(ctx context.Context, e *env) (op, error) {
	staff := e.staff
	if len(staff) > clockInPeople {
		staff = staff[:clockInPeople]
	}
	if len(staff) == 0 {
		return nil, fmt.Errorf("clock_in: no staff seeded")
	}
	now := time.Now().UTC()
	today := domain.DateOf(now)
	start := now.Hour()*60 + now.Minute()
	ids := make([]int64, len(staff))
	for i, p := range staff {
		ids[i] = p.ID
	}
	// One statement: the week's schedule, and a shift of eight hours each (past
	// midnight it ends the next morning).
	_, err := e.db.ExecContext(ctx, `
		WITH s AS (
		    INSERT INTO schedules (week_starting) VALUES ($1)
		    ON CONFLICT (week_starting) DO UPDATE SET updated_at = now() RETURNING id)
		INSERT INTO shifts (schedule_id, day_key, shift_date, user_id, start_minute, end_minute)
		SELECT s.id, $2, $3::date, u, $4::int, ($4::int + 480) % 1440 FROM s, unnest($5::bigint[]) AS u`,
		domain.FridayWeeks.Start(today), string(domain.DayKeyOf(today)), today, start, pq.Array(ids))
	if err != nil {
		return nil, fmt.Errorf("clock_in: shifts: %w", err)
	}
	in, out := gqlBody(clockMutation, map[string]any{"a": "CLOCK_IN"}), gqlBody(clockMutation, map[string]any{"a": "CLOCK_OUT", "r": "The bench's shift change"})
	stride := max(e.cfg.Conns, 1)
	if stride > len(staff) {
		return nil, fmt.Errorf("clock_in: %d connections for %d staff", stride, len(staff))
	}
	return func(ctx context.Context, w *worker, i int64) error {
		// Each connection clocks only its own people (those whose index is its own modulo
		// the connections), one after another: with a short staff list a slow operation
		// would otherwise overlap the next round's clock-in of the same person.
		turn, _ := w.state.(int)
		w.state = turn + 1
		mine := (len(staff) - w.id + stride - 1) / stride
		who := staff[w.id+stride*(turn%mine)]
		var rec struct {
			Clock struct {
				ID         string
				ClockOutAt *string
			} `json:"clock"`
		}
		// An operation once begun runs to its end, even when the run ends meanwhile: a
		// clock-in cut off after the server took it, or one not followed by its clock-out,
		// would leave the person on the clock and the next run's clock-in refused.
		ctx = context.WithoutCancel(ctx)
		if err := w.gql(ctx, e.srv.URL, who.Token, in, &rec); err != nil {
			return fmt.Errorf("clock in: %w", err)
		}
		if err := w.gql(ctx, e.srv.URL, who.Token, out, &rec); err != nil {
			return fmt.Errorf("clock out: %w", err)
		}
		if rec.Clock.ClockOutAt == nil {
			return fmt.Errorf("clock out: the record %s is still open", rec.Clock.ID)
		}
		return nil
	}, nil
}
