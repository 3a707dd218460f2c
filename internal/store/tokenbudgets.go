package store

import (
	"context"
	"time"
)

// ChargeTokenBudget adds cost to what the token spent in the window starting at
// window, unless it had already spent limit or more there, and returns what it has
// spent since and whether the cost was charged. A window's first request is always
// charged, and the last one allowed may go past the limit: a request is refused only
// once the budget is gone. One statement, so that concurrent requests on every
// instance each see the others'.
func (q Q) ChargeTokenBudget(ctx context.Context, tokenID int64, window time.Time, cost, limit int64) (used int64, charged bool, err error) {
	var spent []int64
	err = q.sel(ctx, &spent, `
		INSERT INTO api_token_budgets AS b (token_id, window_start, used) VALUES ($1, $2, $3)
		ON CONFLICT (token_id, window_start) DO UPDATE SET used = b.used + EXCLUDED.used
		WHERE b.used < $4
		RETURNING used`, tokenID, window, cost, limit)
	if err != nil || len(spent) == 0 {
		return limit, false, err
	}
	return spent[0], true, nil
}

// ForgetTokenBudgets deletes the spending of windows that started before.
func (q Q) ForgetTokenBudgets(ctx context.Context, before time.Time) error {
	_, err := q.exec(ctx, `DELETE FROM api_token_budgets WHERE window_start < $1`, before)
	return err
}
