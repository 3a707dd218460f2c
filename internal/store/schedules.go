package store

import (
	"context"

	"github.com/shiftsched/shiftsched/internal/domain"
)

const scheduleColumns = `id, week_starting, created_at, updated_at`

// ErrNoSchedule is the answer when a week has no published schedule.
var ErrNoSchedule = domain.Errorf(domain.NotFound, "No schedule found for this week")

// rosterLockID is the transaction-scoped advisory lock taken by every change of who
// works when (publishing, approving a swap, deleting a user), so that each one's overlap
// and "still active" checks see a settled picture. It is always taken first, before any
// row lock, so the lock order stays the same everywhere.
const rosterLockID = 7243021912

// LockRoster waits until no other transaction is changing who works when; the lock is
// released when the transaction ends. Only meaningful inside InTx.
func (q Q) LockRoster(ctx context.Context) error {
	_, err := q.exec(ctx, `SELECT pg_advisory_xact_lock($1)`, rosterLockID)
	return err
}

// UpsertSchedule returns the schedule of the week starting on weekStarting, creating it
// when it does not exist, and marks it updated. The row stays locked until the
// transaction ends, so two publishes of one week run one after the other.
func (q Q) UpsertSchedule(ctx context.Context, weekStarting domain.Date) (*domain.Schedule, error) {
	var s domain.Schedule
	err := q.get(ctx, &s, nil, `
		INSERT INTO schedules (week_starting) VALUES ($1)
		ON CONFLICT (week_starting) DO UPDATE SET updated_at = now()
		RETURNING `+scheduleColumns, weekStarting)
	return &s, err
}

// LockRosterUpsertSchedule is LockRoster, UpsertSchedule and LockDraft in one round
// trip, saying also whether the week was new: what a publish locks, in the order every
// change takes them. The roster lock is taken in the subquery that feeds the schedule's
// insert, so before the row is written, and the draft's upsert reads the schedule's
// row, so it comes last. Every publish ends the week's draft, so every publish holds it
// from the start: no draft edit lands between reading the week and publishing it.
func (q Q) LockRosterUpsertSchedule(ctx context.Context, weekStarting domain.Date) (*domain.Schedule, bool, error) {
	var r struct {
		domain.Schedule
		Inserted bool `db:"inserted"`
	}
	// xmax is 0 on a row this statement inserted, and set on one it updated.
	err := q.get(ctx, &r, nil, `
		WITH sched AS (
		    INSERT INTO schedules (week_starting)
		    SELECT $1::date FROM (SELECT pg_advisory_xact_lock($2)) AS roster
		    ON CONFLICT (week_starting) DO UPDATE SET updated_at = now()
		    RETURNING `+scheduleColumns+`, (xmax = 0) AS inserted),
		draft AS (
		    INSERT INTO schedule_drafts (week_starting) SELECT week_starting FROM sched
		    ON CONFLICT (week_starting) DO UPDATE SET updated_at = now())
		SELECT * FROM sched`, weekStarting, rosterLockID)
	return &r.Schedule, r.Inserted, err
}

// ScheduleByWeek returns the schedule of the week starting on weekStarting, without its
// shifts; ErrNoSchedule when there is none.
func (q Q) ScheduleByWeek(ctx context.Context, weekStarting domain.Date) (*domain.Schedule, error) {
	var s domain.Schedule
	err := q.get(ctx, &s, ErrNoSchedule,
		`SELECT `+scheduleColumns+` FROM schedules WHERE week_starting = $1`, weekStarting)
	return &s, err
}

// SchedulesStartingBetween returns the schedules whose week starts from..to (inclusive),
// by week, without their shifts.
func (q Q) SchedulesStartingBetween(ctx context.Context, from, to domain.Date) ([]domain.Schedule, error) {
	schedules := []domain.Schedule{}
	err := q.sel(ctx, &schedules, `
		SELECT `+scheduleColumns+` FROM schedules
		WHERE week_starting BETWEEN $1 AND $2
		ORDER BY week_starting`, from, to)
	return schedules, err
}
