package store

import (
	"context"

	"github.com/lib/pq"
)

// What labour cost is made from: each location's weekly budget and people's hourly rates
// (the editor's Labour cost row, the budget's warning, the Hours report's costs).

// LabourBudgets returns each location's weekly labour budget in cents, by location.
func (q Q) LabourBudgets(ctx context.Context) (map[int64]int64, error) {
	var rows []struct {
		Location int64 `db:"location_id"`
		Cents    int64 `db:"weekly_budget_cents"`
	}
	if err := q.sel(ctx, &rows, `SELECT location_id, weekly_budget_cents FROM location_labour_budgets`); err != nil {
		return nil, err
	}
	out := make(map[int64]int64, len(rows))
	for _, r := range rows {
		out[r.Location] = r.Cents
	}
	return out, nil
}

// SetLabourBudget sets (nil: removes) a location's weekly labour budget.
func (q Q) SetLabourBudget(ctx context.Context, locationID int64, cents *int64) error {
	_, err := q.exec(ctx, `
		WITH del AS (DELETE FROM location_labour_budgets WHERE location_id = $1 AND $2::bigint IS NULL)
		INSERT INTO location_labour_budgets (location_id, weekly_budget_cents) SELECT $1, $2 WHERE $2::bigint IS NOT NULL
		ON CONFLICT (location_id) DO UPDATE SET weekly_budget_cents = excluded.weekly_budget_cents`, locationID, cents)
	return err
}

// Rate is a person's hourly rate in a position (Position nil: their own rate).
type Rate struct {
	UserID   int64  `db:"user_id"`
	Position *int64 `db:"position_id"`
	Cents    int64  `db:"rate_cents"`
}

// RatesOf returns the hourly rates of the people: their own, and per position.
func (q Q) RatesOf(ctx context.Context, people []int64) ([]Rate, error) {
	out := []Rate{}
	err := q.sel(ctx, &out, `
		SELECT u.id AS user_id, NULL::bigint AS position_id, u.hourly_rate_cents::bigint AS rate_cents
		FROM users u WHERE u.id = ANY($1) AND u.hourly_rate_cents IS NOT NULL
		UNION ALL
		SELECT up.user_id, up.position_id, up.rate_cents::bigint FROM user_positions up
		WHERE up.user_id = ANY($1) AND up.rate_cents IS NOT NULL`, pq.Array(people))
	return out, err
}
