package session

import (
	"context"
	"log/slog"
	"sync"
	"time"

	"github.com/shiftsched/shiftsched/internal/store"
)

// BudgetWindow is the length of an API token's fixed budget window.
const BudgetWindow = time.Hour

// Budget is the query cost each personal API token may spend per hour, counted in
// PostgreSQL so that every server instance draws on the same budget. People's own
// sessions (signing in) are not counted: the web client's documents fit the
// complexity limits, and a person cannot out-click a script.
type Budget struct {
	store *store.Store
	limit int64
	now   func() time.Time
	log   *slog.Logger

	mu    sync.Mutex
	swept time.Time
}

// NewBudget returns a budget of limit per hour per token; now nil is time.Now.
func NewBudget(st *store.Store, limit int64, now func() time.Time, log *slog.Logger) *Budget {
	if now == nil {
		now = time.Now
	}
	if log == nil {
		log = slog.Default()
	}
	return &Budget{store: st, limit: limit, now: now, log: log}
}

// Usage is what a token has left of its budget after a request.
type Usage struct {
	Limit     int64
	Remaining int64
	ResetAt   time.Time
	// Refused is set when the budget was already spent: the request is not run.
	Refused bool
}

// RetryAfter is how long until the window resets, in whole seconds, at least one.
func (u Usage) RetryAfter(now time.Time) int64 {
	return max(1, int64(u.ResetAt.Sub(now).Seconds()+0.999))
}

// Charge spends cost of the token's budget in the current window.
func (b *Budget) Charge(ctx context.Context, tokenID int64, cost int64) (Usage, error) {
	now := b.now()
	window := now.UTC().Truncate(BudgetWindow)
	b.sweep(ctx, now, window)
	used, charged, err := b.store.Q().ChargeTokenBudget(ctx, tokenID, window, cost, b.limit)
	if err != nil {
		return Usage{}, err
	}
	return Usage{Limit: b.limit, Remaining: max(0, b.limit-used), ResetAt: window.Add(BudgetWindow), Refused: !charged}, nil
}

// Now is the budget's clock, for Retry-After.
func (b *Budget) Now() time.Time { return b.now() }

// sweep deletes past windows, once a minute per instance at most; a failure is only
// logged, as the rows of past windows are never read.
func (b *Budget) sweep(ctx context.Context, now, window time.Time) {
	b.mu.Lock()
	due := now.Sub(b.swept) > time.Minute || now.Before(b.swept)
	if due {
		b.swept = now
	}
	b.mu.Unlock()
	if due {
		if err := b.store.Q().ForgetTokenBudgets(ctx, window); err != nil {
			b.log.WarnContext(ctx, "token budgets: could not delete past windows", "err", err)
		}
	}
}
