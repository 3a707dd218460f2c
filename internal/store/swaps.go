package store

import (
	"context"

	"github.com/lib/pq"

	"github.com/shiftsched/shiftsched/internal/domain"
)

// swapSelect reads swaps with their people's current names; append WHERE/ORDER clauses
// on alias s.
const swapSelect = `
	SELECT s.id, s.status, s.requester_id, r.name AS requester_name, s.target_id, t.name AS target_name,
	       s.a_shift_id AS "a.shift_id", s.a_schedule_id AS "a.schedule_id", s.a_day_key AS "a.day_key",
	       s.a_date AS "a.date", s.a_start_minute AS "a.start_minute", s.a_end_minute AS "a.end_minute",
	       s.b_shift_id AS "b.shift_id", s.b_schedule_id AS "b.schedule_id", s.b_day_key AS "b.day_key",
	       s.b_date AS "b.date", s.b_start_minute AS "b.start_minute", s.b_end_minute AS "b.end_minute",
	       s.cancel_reason, s.created_at, s.updated_at
	FROM swap_requests s
	JOIN users r ON r.id = s.requester_id
	JOIN users t ON t.id = s.target_id`

// SwapsByIDs returns swaps by id, in no order.
func (q Q) SwapsByIDs(ctx context.Context, ids []int64) ([]domain.Swap, error) {
	swaps := []domain.Swap{}
	err := q.sel(ctx, &swaps, swapSelect+` WHERE s.id = ANY($1)`, pq.Array(ids))
	return swaps, err
}

// CancelOpenSwapsOfShifts cancels every open swap involving any of the shifts, except
// the swap keep (0 for none), and returns the cancelled swaps.
func (q Q) CancelOpenSwapsOfShifts(ctx context.Context, shiftIDs []int64, keep int64, reason string) ([]domain.Swap, error) {
	var ids []int64
	err := q.sel(ctx, &ids, `
		UPDATE swap_requests SET status = 'cancelled', cancel_reason = $3, updated_at = now()
		WHERE status IN ('pending_target', 'pending_manager') AND id <> $2
		  AND (a_shift_id = ANY($1) OR b_shift_id = ANY($1))
		RETURNING id`, pq.Array(shiftIDs), keep, reason)
	if err != nil || len(ids) == 0 {
		return []domain.Swap{}, err
	}
	return q.SwapsByIDs(ctx, ids)
}

// CancelOpenSwapsOfUser cancels every open swap the user requested or was asked for,
// and returns the cancelled swaps.
func (q Q) CancelOpenSwapsOfUser(ctx context.Context, userID int64, reason string) ([]domain.Swap, error) {
	var ids []int64
	err := q.sel(ctx, &ids, `
		UPDATE swap_requests SET status = 'cancelled', cancel_reason = $2, updated_at = now()
		WHERE status IN ('pending_target', 'pending_manager') AND (requester_id = $1 OR target_id = $1)
		RETURNING id`, userID, reason)
	if err != nil || len(ids) == 0 {
		return []domain.Swap{}, err
	}
	return q.SwapsByIDs(ctx, ids)
}
