package seed

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/lib/pq"

	"github.com/shiftsched/shiftsched/internal/auth"
	"github.com/shiftsched/shiftsched/internal/domain"
)

// Stats counts what a seed wrote.
type Stats struct {
	Users, Schedules, Shifts, Events, TimeOff, Swaps, Notifications int
	Took                                                            time.Duration
}

func (s Stats) String() string {
	return fmt.Sprintf("%d users, %d weeks, %d shifts, %d events, %d time-off requests, %d swaps, %d notifications in %s",
		s.Users, s.Schedules, s.Shifts, s.Events, s.TimeOff, s.Swaps, s.Notifications, s.Took.Round(time.Millisecond))
}

// ErrNotEmpty is returned when the database already has users.
var ErrNotEmpty = errors.New("the database already has users: seed needs a freshly migrated, empty database")

// Run fills db (migrated, empty) with the workplace of the given size whose current day is
// today, in one transaction, with COPY.
func Run(ctx context.Context, db *sql.DB, size Size, today domain.Date) (Stats, error) {
	start := time.Now()
	var n int
	if err := db.QueryRowContext(ctx, `SELECT count(*) FROM users`).Scan(&n); err != nil {
		return Stats{}, err
	}
	if n > 0 {
		return Stats{}, ErrNotEmpty
	}
	plan := Generate(size, today)
	hash, err := auth.HashPassword(Password) // once: every seeded account shares it
	if err != nil {
		return Stats{}, err
	}
	tx, err := db.BeginTx(ctx, nil)
	if err != nil {
		return Stats{}, err
	}
	defer tx.Rollback()
	// The plan is consistent by construction (its tests check it), so skip the per-row
	// foreign-key checks and triggers when allowed (superuser); otherwise just run them.
	if _, err := tx.ExecContext(ctx, `SAVEPOINT fast`); err != nil {
		return Stats{}, err
	}
	if _, err := tx.ExecContext(ctx, `SET LOCAL session_replication_role = replica`); err != nil {
		if _, err := tx.ExecContext(ctx, `ROLLBACK TO SAVEPOINT fast`); err != nil {
			return Stats{}, err
		}
	}
	if err := plan.copyAll(ctx, tx, hash); err != nil {
		return Stats{}, err
	}
	// COPY wrote the ids itself; move each identity on past them.
	for _, t := range []string{"users", "schedules", "shifts", "calendar_events", "pto_requests", "swap_requests", "notifications"} {
		if _, err := tx.ExecContext(ctx, `SELECT setval(pg_get_serial_sequence($1, 'id'), (SELECT coalesce(max(id), 0) + 1 FROM `+t+`), false)`, t); err != nil {
			return Stats{}, fmt.Errorf("identity of %s: %w", t, err)
		}
	}
	if err := tx.Commit(); err != nil {
		return Stats{}, err
	}
	// Fresh statistics so that the planner sees the real table sizes at once.
	if _, err := db.ExecContext(ctx, `ANALYZE`); err != nil {
		return Stats{}, err
	}
	return Stats{
		Users: len(plan.Users), Schedules: len(plan.Schedules), Shifts: len(plan.Shifts),
		Events: len(plan.Events), TimeOff: len(plan.TimeOff), Swaps: len(plan.Swaps),
		Notifications: len(plan.Notifications), Took: time.Since(start),
	}, nil
}

// copyStatement is the COPY ... FROM STDIN that lib/pq turns into a bulk load.
func copyStatement(table string, columns []string) string {
	quoted := make([]string, len(columns))
	for i, c := range columns {
		quoted[i] = pq.QuoteIdentifier(c)
	}
	return "COPY " + pq.QuoteIdentifier(table) + " (" + strings.Join(quoted, ", ") + ") FROM STDIN"
}

// copyIn streams rows into table with COPY.
func copyIn(ctx context.Context, tx *sql.Tx, table string, columns []string, n int, row func(i int) []any) error {
	stmt, err := tx.PrepareContext(ctx, copyStatement(table, columns))
	if err != nil {
		return fmt.Errorf("copy %s: %w", table, err)
	}
	for i := 0; i < n; i++ {
		if _, err := stmt.ExecContext(ctx, row(i)...); err != nil {
			stmt.Close()
			return fmt.Errorf("copy %s: %w", table, err)
		}
	}
	if _, err := stmt.ExecContext(ctx); err != nil {
		stmt.Close()
		return fmt.Errorf("copy %s: %w", table, err)
	}
	return stmt.Close()
}

func (p *Plan) copyAll(ctx context.Context, tx *sql.Tx, hash string) error {
	if err := copyIn(ctx, tx, "users", []string{"id", "name", "email", "role", "password_hash", "created_at", "updated_at"}, len(p.Users), func(i int) []any {
		u := p.Users[i]
		return []any{u.ID, u.Name, u.Email, string(u.Role), hash, u.Created, u.Created}
	}); err != nil {
		return err
	}
	if err := copyIn(ctx, tx, "schedules", []string{"id", "week_starting", "created_at", "updated_at"}, len(p.Schedules), func(i int) []any {
		s := p.Schedules[i]
		return []any{s.ID, s.Week.String(), s.Created, s.Created}
	}); err != nil {
		return err
	}
	if err := copyIn(ctx, tx, "shifts", []string{"id", "schedule_id", "day_key", "shift_date", "user_id", "start_minute", "end_minute", "position"}, len(p.Shifts), func(i int) []any {
		s := p.Shifts[i]
		return []any{s.ID, s.ScheduleID, string(s.Day), s.Date.String(), s.UserID, int64(s.Start), int64(s.End), int64(s.Position)}
	}); err != nil {
		return err
	}
	if err := copyIn(ctx, tx, "calendar_events", []string{"id", "event_date", "title", "type", "created_at", "updated_at"}, len(p.Events), func(i int) []any {
		e := p.Events[i]
		return []any{e.ID, e.Date.String(), e.Title, string(e.Type), e.Created, e.Created}
	}); err != nil {
		return err
	}
	if err := copyIn(ctx, tx, "pto_requests", []string{"id", "user_id", "request_date", "end_date", "reason", "status", "created_at", "updated_at"}, len(p.TimeOff), func(i int) []any {
		r := p.TimeOff[i]
		return []any{r.ID, r.UserID, r.Date.String(), r.Date.String(), r.Reason, string(r.Status), r.Created, r.Updated}
	}); err != nil {
		return err
	}
	if err := copyIn(ctx, tx, "swap_requests", []string{"id", "status", "requester_id", "target_id",
		"a_shift_id", "a_schedule_id", "a_day_key", "a_date", "a_start_minute", "a_end_minute",
		"b_shift_id", "b_schedule_id", "b_day_key", "b_date", "b_start_minute", "b_end_minute",
		"cancel_reason", "created_at", "updated_at"}, len(p.Swaps), func(i int) []any {
		s := p.Swaps[i]
		var reason any
		if s.CancelReason != nil {
			reason = *s.CancelReason
		}
		return []any{s.ID, string(s.Status), s.RequesterID, s.TargetID,
			s.A.ID, s.A.ScheduleID, string(s.A.Day), s.A.Date.String(), int64(s.A.Start), int64(s.A.End),
			s.B.ID, s.B.ScheduleID, string(s.B.Day), s.B.Date.String(), int64(s.B.Start), int64(s.B.End),
			reason, s.Created, s.Updated}
	}); err != nil {
		return err
	}
	return copyIn(ctx, tx, "notifications", []string{"id", "user_id", "message", "link", "read", "created_at"}, len(p.Notifications), func(i int) []any {
		n := p.Notifications[i]
		return []any{n.ID, n.UserID, n.Message, n.Link, n.Read, n.Created}
	})
}
