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

// Cancelled is what CancelMovedAway cancelled: swaps and claims in id order.
type Cancelled struct {
	Swaps  []domain.Swap
	Offers []domain.OpenShift
	Claims []domain.ShiftClaim
}

// CancelMovedAway cancels, in one statement, every open swap that involves one of the
// shifts or, when userID is not 0, the user, except the swap keepSwap (0 for none); the
// open offers of the shifts and, when userID is not 0, every open offer of that person,
// except the open shift keepOffer (0 for none); and every pending claim on those offers
// or, when userID is not 0, of that person. It reads back only what it cancelled (one
// statement per kind, none when nothing was).
func (q Q) CancelMovedAway(ctx context.Context, shiftIDs []int64, userID, keepSwap, keepOffer int64, swapReason, offerReason string) (Cancelled, error) {
	out := Cancelled{Swaps: []domain.Swap{}, Offers: []domain.OpenShift{}, Claims: []domain.ShiftClaim{}}
	var rows []struct {
		Kind string `db:"kind"`
		ID   int64  `db:"id"`
	}
	// Data-modifying CTEs: the claims cancelled are those on the offers the same
	// statement cancels (their ids come from its RETURNING).
	err := q.sel(ctx, &rows, `
		WITH sw AS (
		    UPDATE swap_requests SET status = 'cancelled', cancel_reason = $4, updated_at = now()
		    WHERE status IN ('pending_target', 'pending_manager') AND id <> $3
		      AND (a_shift_id = ANY($1) OR b_shift_id = ANY($1) OR requester_id = $2 OR target_id = $2)
		    RETURNING id),
		off AS (
		    UPDATE open_shifts SET status = 'cancelled', cancel_reason = $6, updated_at = now()
		    WHERE status = 'open' AND offered_by IS NOT NULL AND id <> $5
		      AND (shift_id = ANY($1) OR offered_by = $2)
		    RETURNING id),
		cl AS (
		    UPDATE shift_claims SET status = 'cancelled', reason = $6, updated_at = now()
		    WHERE status = 'pending' AND (open_shift_id IN (SELECT id FROM off) OR user_id = $2)
		    RETURNING id)
		SELECT 'swap' AS kind, id FROM sw
		UNION ALL SELECT 'offer', id FROM off
		UNION ALL SELECT 'claim', id FROM cl`,
		pq.Array(shiftIDs), userID, keepSwap, swapReason, keepOffer, offerReason)
	if err != nil {
		return out, err
	}
	ids := map[string][]int64{}
	for _, r := range rows {
		ids[r.Kind] = append(ids[r.Kind], r.ID)
	}
	return out, q.readCancelled(ctx, &out, ids)
}

// readCancelled reads the swaps, offers and claims CancelMovedAway cancelled, by kind.
func (q Q) readCancelled(ctx context.Context, out *Cancelled, ids map[string][]int64) error {
	if len(ids["swap"]) > 0 {
		if err := q.sel(ctx, &out.Swaps, swapSelect+` WHERE s.id = ANY($1) ORDER BY s.id`, pq.Array(ids["swap"])); err != nil {
			return err
		}
	}
	if len(ids["offer"]) > 0 {
		offers, err := q.OpenShiftsByIDs(ctx, ids["offer"])
		if err != nil {
			return err
		}
		out.Offers = offers
	}
	if len(ids["claim"]) > 0 {
		return q.sel(ctx, &out.Claims, claimSelect+` WHERE c.id = ANY($1) ORDER BY c.id`, pq.Array(ids["claim"]))
	}
	return nil
}

var errSwapNotFound = domain.Errorf(domain.NotFound, "Swap request not found.")

// SwapByID returns one swap; NotFound "Swap request not found." when there is none.
func (q Q) SwapByID(ctx context.Context, id int64) (*domain.Swap, error) {
	var sw domain.Swap
	err := q.get(ctx, &sw, errSwapNotFound, swapSelect+` WHERE s.id = $1`, id)
	return &sw, err
}

// LockSwap returns one swap with its row locked until the transaction ends; NotFound
// "Swap request not found." when there is none. A caller that waited for the lock sees
// the row as the other transaction left it.
func (q Q) LockSwap(ctx context.Context, id int64) (*domain.Swap, error) {
	var sw domain.Swap
	err := q.get(ctx, &sw, errSwapNotFound, swapSelect+` WHERE s.id = $1 FOR UPDATE OF s`, id)
	return &sw, err
}

// InsertSwap records a new pending_target swap of the requester's shift a for the
// target's shift b, snapshotting both shifts, and returns its id.
func (q Q) InsertSwap(ctx context.Context, requesterID, targetID int64, a, b *domain.Shift) (int64, error) {
	var id int64
	err := q.get(ctx, &id, nil, `
		INSERT INTO swap_requests (requester_id, target_id,
		    a_shift_id, a_schedule_id, a_day_key, a_date, a_start_minute, a_end_minute,
		    b_shift_id, b_schedule_id, b_day_key, b_date, b_start_minute, b_end_minute)
		VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)
		RETURNING id`,
		requesterID, targetID,
		a.ID, a.ScheduleID, a.DayKey, a.Date, a.StartTime, a.EndTime,
		b.ID, b.ScheduleID, b.DayKey, b.Date, b.StartTime, b.EndTime)
	return id, err
}

// SetSwapStatus moves a swap to status.
func (q Q) SetSwapStatus(ctx context.Context, id int64, status domain.SwapStatus) error {
	_, err := q.exec(ctx, `UPDATE swap_requests SET status = $2, updated_at = now() WHERE id = $1`, id, status)
	return err
}

// OpenSwapShiftIDs returns which of the shifts an open swap (pending_target or
// pending_manager) refers to.
func (q Q) OpenSwapShiftIDs(ctx context.Context, shiftIDs []int64) ([]int64, error) {
	ids := []int64{}
	err := q.sel(ctx, &ids, `
		SELECT a_shift_id FROM swap_requests
		WHERE status IN ('pending_target', 'pending_manager') AND a_shift_id = ANY($1)
		UNION
		SELECT b_shift_id FROM swap_requests
		WHERE status IN ('pending_target', 'pending_manager') AND b_shift_id = ANY($1)`, pq.Array(shiftIDs))
	return ids, err
}

// SwapsOfUser returns the swaps the user requested or was asked for, newest first.
func (q Q) SwapsOfUser(ctx context.Context, userID int64) ([]domain.Swap, error) {
	swaps := []domain.Swap{}
	err := q.sel(ctx, &swaps, swapSelect+`
		WHERE s.requester_id = $1 OR s.target_id = $1
		ORDER BY s.created_at DESC, s.id DESC`, userID)
	return swaps, err
}

// SwapsPendingManager returns the swaps waiting for a manager, oldest first.
func (q Q) SwapsPendingManager(ctx context.Context) ([]domain.Swap, error) {
	swaps := []domain.Swap{}
	err := q.sel(ctx, &swaps, swapSelect+`
		WHERE s.status = 'pending_manager'
		ORDER BY s.created_at, s.id`)
	return swaps, err
}

// shiftSelect reads shifts with their owner's current name; append clauses on alias sh.
const shiftSelect = `
	SELECT sh.id, sh.schedule_id, sh.day_key, sh.shift_date, sh.start_minute, sh.end_minute,
	       sh.user_id, u.name AS user_name, sh.position, sh.position_id, sh.location_id, sh.shift_type_id
	FROM shifts sh
	JOIN users u ON u.id = sh.user_id`

// LockSwapShifts returns the shifts with the given ids that exist, locking their rows
// in id order (so that transactions locking the same shifts never deadlock each other).
func (q Q) LockSwapShifts(ctx context.Context, ids []int64) ([]domain.Shift, error) {
	shifts := []domain.Shift{}
	err := q.sel(ctx, &shifts, shiftSelect+`
		WHERE sh.id = ANY($1)
		ORDER BY sh.id
		FOR UPDATE OF sh`, pq.Array(ids))
	return shifts, err
}

// ShiftsOfUserBetween returns the user's shifts dated from..to (inclusive), leaving out
// the shifts in except.
func (q Q) ShiftsOfUserBetween(ctx context.Context, userID int64, from, to domain.Date, except []int64) ([]domain.Shift, error) {
	shifts := []domain.Shift{}
	err := q.sel(ctx, &shifts, shiftSelect+`
		WHERE sh.user_id = $1 AND sh.shift_date BETWEEN $2 AND $3 AND NOT (sh.id = ANY($4))
		ORDER BY sh.shift_date, sh.start_minute`, userID, from, to, pq.Array(except))
	return shifts, err
}

// SetShiftOwner gives a shift to another user.
func (q Q) SetShiftOwner(ctx context.Context, shiftID, userID int64) error {
	_, err := q.exec(ctx, `UPDATE shifts SET user_id = $2 WHERE id = $1`, shiftID, userID)
	return err
}
