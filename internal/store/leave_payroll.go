package store

import (
	"context"

	"github.com/lib/pq"
	"github.com/shiftsched/shiftsched/internal/domain"
)

// BankedOvertime is what one person banked of one type for one pay period (the sum
// of its banked rows: zero once a reopened timesheet took it back).
type BankedOvertime struct {
	UserID      int64 `db:"user_id"`
	LeaveTypeID int64 `db:"leave_type_id"`
	Amount      int64 `db:"amount"`
}

// BankedInPeriod returns, per person (all when userIDs is nil) and type, what is
// banked for the pay period starting on start; only non-zero sums.
func (q Q) BankedInPeriod(ctx context.Context, userIDs []int64, start domain.Date) ([]BankedOvertime, error) {
	out := []BankedOvertime{}
	err := q.sel(ctx, &out, `
		SELECT user_id, leave_type_id, sum(amount)::bigint AS amount FROM leave_ledger
		WHERE kind = 'banked' AND period_start = $1 AND ($2::bigint[] IS NULL OR user_id = ANY($2))
		GROUP BY user_id, leave_type_id HAVING sum(amount) <> 0
		ORDER BY user_id, leave_type_id`, start, nullableIDs(userIDs))
	return out, err
}

// LeaveTaken is what one person took of one type over some days, net of what was
// restored, in hundredths of the type's unit.
type LeaveTaken struct {
	UserID      int64 `db:"user_id"`
	LeaveTypeID int64 `db:"leave_type_id"`
	Amount      int64 `db:"amount"`
}

// LeaveTakenBetween returns the taken and restored rows dated from..to, summed per
// person and type (a request counts on its first day, as the ledger dates it).
func (q Q) LeaveTakenBetween(ctx context.Context, from, to domain.Date) ([]LeaveTaken, error) {
	out := []LeaveTaken{}
	err := q.sel(ctx, &out, `
		SELECT user_id, leave_type_id, -sum(amount)::bigint AS amount FROM leave_ledger
		WHERE kind IN ('taken', 'restored') AND effective_on BETWEEN $1 AND $2
		GROUP BY user_id, leave_type_id HAVING sum(amount) <> 0
		ORDER BY user_id, leave_type_id`, from, to)
	return out, err
}

func nullableIDs(ids []int64) any {
	if ids == nil {
		return nil
	}
	return pq.Array(ids)
}

// LiabilityRow is one person's positive balance of one paid type on a day, with what
// pricing it needs: their hourly rate, contract, and the location they are counted at
// (their holiday location: the profile's, else the first of theirs).
type LiabilityRow struct {
	UserID       int64   `db:"user_id"`
	Name         string  `db:"name"`
	LeaveTypeID  int64   `db:"leave_type_id"`
	Balance      int64   `db:"balance"`
	RateCents    *int64  `db:"rate_cents"`
	LocationID   *int64  `db:"location_id"`
	LocationName *string `db:"location_name"`
}

// LeaveLiability returns every positive balance of a paid leave type on the day, of
// active people (only userIDs when not nil), by location and name: one statement over
// the ledger's index.
func (q Q) LeaveLiability(ctx context.Context, userIDs []int64, on domain.Date) ([]LiabilityRow, error) {
	out := []LiabilityRow{}
	err := q.sel(ctx, &out, `
		WITH b AS (
			SELECT l.user_id, l.leave_type_id, sum(l.amount)::bigint AS balance
			FROM leave_ledger l JOIN leave_types t ON t.id = l.leave_type_id AND t.paid
			WHERE l.effective_on <= $1 AND ($2::bigint[] IS NULL OR l.user_id = ANY($2))
			GROUP BY l.user_id, l.leave_type_id HAVING sum(l.amount) > 0
		), p AS (
			SELECT u.id, u.name, u.hourly_rate_cents,
			       COALESCE(lp.holiday_location_id, (SELECT min(ul.location_id) FROM user_locations ul WHERE ul.user_id = u.id)) AS location_id
			FROM users u LEFT JOIN leave_profiles lp ON lp.user_id = u.id
			WHERE u.deleted_at IS NULL AND u.id IN (SELECT user_id FROM b)
		)
		SELECT b.user_id, p.name, b.leave_type_id, b.balance, p.hourly_rate_cents::bigint AS rate_cents,
		       p.location_id, loc.name AS location_name
		FROM b JOIN p ON p.id = b.user_id LEFT JOIN locations loc ON loc.id = p.location_id
		ORDER BY loc.name NULLS LAST, p.location_id, p.name, b.user_id, b.leave_type_id`, on, nullableIDs(userIDs))
	return out, err
}

// PayrollPeople returns the people with the given ids by name, as payroll names them
// (their approval fields empty): for those who took leave in a pay period but have no
// timesheet in it.
func (q Q) PayrollPeople(ctx context.Context, ids []int64) ([]TimesheetPerson, error) {
	out := []TimesheetPerson{}
	err := q.sel(ctx, &out, `SELECT id, name, email, hourly_rate_cents FROM users WHERE id = ANY($1)
		ORDER BY lower(name), name, id`, pq.Array(ids))
	return out, err
}
