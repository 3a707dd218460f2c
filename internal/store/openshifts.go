package store

import (
	"context"

	"github.com/lib/pq"

	"github.com/shiftsched/shiftsched/internal/domain"
)

// openShiftSelect reads open shifts with whether their week is published; append
// clauses on alias o.
const openShiftSelect = `
	SELECT o.id, o.week_starting, o.day_key, o.shift_date, o.start_minute, o.end_minute, o.shift_id,
	       o.offered_by, o.eligible, o.status, o.filled_by, o.cancel_reason, o.created_by,
	       EXISTS (SELECT 1 FROM schedules s WHERE s.week_starting = o.week_starting) AS published,
	       o.created_at, o.updated_at, o.position_id, o.location_id, o.shift_type_id
	FROM open_shifts o`

// openShiftRow scans the eligible array, which sqlx cannot put in a plain slice.
type openShiftRow struct {
	domain.OpenShift
	EligibleIDs pq.Int64Array `db:"eligible"`
}

func openShiftsOf(rows []openShiftRow) []domain.OpenShift {
	out := make([]domain.OpenShift, len(rows))
	for i, r := range rows {
		out[i] = r.OpenShift
		out[i].Eligible = []int64(r.EligibleIDs)
	}
	return out
}

var errOpenShiftNotFound = domain.Errorf(domain.NotFound, "Open shift not found.")

func (q Q) oneOpenShift(ctx context.Context, query string, args ...any) (*domain.OpenShift, error) {
	var r openShiftRow
	if err := q.get(ctx, &r, errOpenShiftNotFound, query, args...); err != nil {
		return nil, err
	}
	return &openShiftsOf([]openShiftRow{r})[0], nil
}

// OpenShiftByID returns one open shift; NotFound "Open shift not found." when there is none.
func (q Q) OpenShiftByID(ctx context.Context, id int64) (*domain.OpenShift, error) {
	return q.oneOpenShift(ctx, openShiftSelect+` WHERE o.id = $1`, id)
}

// LockOpenShift returns one open shift with its row locked until the transaction ends.
func (q Q) LockOpenShift(ctx context.Context, id int64) (*domain.OpenShift, error) {
	return q.oneOpenShift(ctx, openShiftSelect+` WHERE o.id = $1 FOR UPDATE OF o`, id)
}

// OpenShiftsByIDs returns open shifts by id, in no order.
func (q Q) OpenShiftsByIDs(ctx context.Context, ids []int64) ([]domain.OpenShift, error) {
	var rows []openShiftRow
	err := q.sel(ctx, &rows, openShiftSelect+` WHERE o.id = ANY($1)`, pq.Array(ids))
	return openShiftsOf(rows), err
}

// OpenShiftsFrom returns the open (status open) shifts dated from on, by date and start.
func (q Q) OpenShiftsFrom(ctx context.Context, from domain.Date) ([]domain.OpenShift, error) {
	var rows []openShiftRow
	err := q.sel(ctx, &rows, openShiftSelect+`
		WHERE o.status = 'open' AND o.shift_date >= $1
		ORDER BY o.shift_date, o.start_minute, o.id`, from)
	return openShiftsOf(rows), err
}

// OpenShiftsOfWeek returns the week's open (status open) shifts that a manager posted.
func (q Q) OpenShiftsOfWeek(ctx context.Context, week domain.Date) ([]domain.OpenShift, error) {
	var rows []openShiftRow
	err := q.sel(ctx, &rows, openShiftSelect+`
		WHERE o.status = 'open' AND o.week_starting = $1 AND o.offered_by IS NULL
		ORDER BY o.shift_date, o.start_minute, o.id`, week)
	return openShiftsOf(rows), err
}

// InsertOpenShift records a new open shift or offer and returns its id.
func (q Q) InsertOpenShift(ctx context.Context, o *domain.OpenShift) (int64, error) {
	var id int64
	err := q.get(ctx, &id, nil, `
		INSERT INTO open_shifts (week_starting, day_key, shift_date, start_minute, end_minute,
		    shift_id, offered_by, eligible, created_by, position_id, location_id, shift_type_id)
		VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
		RETURNING id`,
		o.WeekStarting, o.DayKey, o.Date, o.StartTime, o.EndTime, o.ShiftID, o.OfferedBy,
		pq.Array(nonNil(o.Eligible)), o.CreatedBy, o.PositionID, o.LocationID, o.ShiftTypeID)
	if IsUniqueViolation(err, "open_shifts_offer_key") {
		return 0, domain.Errorf(domain.Invalid, "This shift is already offered.")
	}
	return id, err
}

func nonNil(ids []int64) []int64 {
	if ids == nil {
		return []int64{}
	}
	return ids
}

// CloseOpenShift moves an open shift out of status open: filled (by filledBy, as
// shiftID), withdrawn or cancelled (with reason).
func (q Q) CloseOpenShift(ctx context.Context, id int64, status domain.OpenShiftStatus, filledBy, shiftID *int64, reason *string) error {
	_, err := q.exec(ctx, `
		UPDATE open_shifts
		SET status = $2, filled_by = $3, shift_id = COALESCE($4, shift_id), cancel_reason = $5, updated_at = now()
		WHERE id = $1`, id, status, filledBy, shiftID, reason)
	return err
}

// claimSelect reads claims with their claimant's current name; append clauses on alias c.
const claimSelect = `
	SELECT c.id, c.open_shift_id, c.user_id, u.name AS user_name, c.status, c.reason, c.created_at, c.updated_at
	FROM shift_claims c
	JOIN users u ON u.id = c.user_id`

var errClaimNotFound = domain.Errorf(domain.NotFound, "Claim not found.")

// ClaimByID returns one claim; NotFound "Claim not found." when there is none.
func (q Q) ClaimByID(ctx context.Context, id int64) (*domain.ShiftClaim, error) {
	var c domain.ShiftClaim
	err := q.get(ctx, &c, errClaimNotFound, claimSelect+` WHERE c.id = $1`, id)
	return &c, err
}

// LockClaim returns one claim with its row locked until the transaction ends.
func (q Q) LockClaim(ctx context.Context, id int64) (*domain.ShiftClaim, error) {
	var c domain.ShiftClaim
	err := q.get(ctx, &c, errClaimNotFound, claimSelect+` WHERE c.id = $1 FOR UPDATE OF c`, id)
	return &c, err
}

// InsertClaim records a claim with the status given and returns it. Invalid when the
// user already has a pending claim on the open shift.
func (q Q) InsertClaim(ctx context.Context, openShiftID, userID int64, status domain.ClaimStatus) (*domain.ShiftClaim, error) {
	var id int64
	err := q.get(ctx, &id, nil, `
		INSERT INTO shift_claims (open_shift_id, user_id, status) VALUES ($1, $2, $3) RETURNING id`,
		openShiftID, userID, status)
	if IsUniqueViolation(err, "shift_claims_pending_key") {
		return nil, domain.Errorf(domain.Invalid, "You have already claimed this shift.")
	}
	if err != nil {
		return nil, err
	}
	return q.ClaimByID(ctx, id)
}

// SetClaimStatus moves a claim to status, with an optional reason.
func (q Q) SetClaimStatus(ctx context.Context, id int64, status domain.ClaimStatus, reason *string) error {
	_, err := q.exec(ctx, `UPDATE shift_claims SET status = $2, reason = $3, updated_at = now() WHERE id = $1`, id, status, reason)
	return err
}

// ClosePendingClaims moves every pending claim on the open shifts to status (with the
// reason), except the claim keep (0 for none), and returns them.
func (q Q) ClosePendingClaims(ctx context.Context, openShiftIDs []int64, keep int64, status domain.ClaimStatus, reason string) ([]domain.ShiftClaim, error) {
	var ids []int64
	err := q.sel(ctx, &ids, `
		UPDATE shift_claims SET status = $3, reason = $4, updated_at = now()
		WHERE status = 'pending' AND open_shift_id = ANY($1) AND id <> $2
		RETURNING id`, pq.Array(openShiftIDs), keep, status, reason)
	if err != nil || len(ids) == 0 {
		return []domain.ShiftClaim{}, err
	}
	claims := []domain.ShiftClaim{}
	err = q.sel(ctx, &claims, claimSelect+` WHERE c.id = ANY($1) ORDER BY c.id`, pq.Array(ids))
	return claims, err
}

// ClaimsOfOpenShifts returns the claims on the open shifts, pending only when
// pendingOnly, oldest first.
func (q Q) ClaimsOfOpenShifts(ctx context.Context, openShiftIDs []int64, pendingOnly bool) ([]domain.ShiftClaim, error) {
	claims := []domain.ShiftClaim{}
	err := q.sel(ctx, &claims, claimSelect+`
		WHERE c.open_shift_id = ANY($1) AND (NOT $2 OR c.status = 'pending')
		ORDER BY c.created_at, c.id`, pq.Array(openShiftIDs), pendingOnly)
	return claims, err
}

// ClaimsOfUser returns the user's claims, newest first.
func (q Q) ClaimsOfUser(ctx context.Context, userID int64) ([]domain.ShiftClaim, error) {
	claims := []domain.ShiftClaim{}
	err := q.sel(ctx, &claims, claimSelect+`
		WHERE c.user_id = $1 ORDER BY c.created_at DESC, c.id DESC LIMIT 100`, userID)
	return claims, err
}

// PendingClaims returns every pending claim, oldest first.
func (q Q) PendingClaims(ctx context.Context) ([]domain.ShiftClaim, error) {
	claims := []domain.ShiftClaim{}
	err := q.sel(ctx, &claims, claimSelect+` WHERE c.status = 'pending' ORDER BY c.created_at, c.id`)
	return claims, err
}

// InsertShiftReturningID adds one shift to a schedule at the end of its day and returns its id.
func (q Q) InsertShiftReturningID(ctx context.Context, scheduleID int64, sh *domain.Shift) (int64, error) {
	var id int64
	err := q.get(ctx, &id, nil, `
		INSERT INTO shifts (schedule_id, day_key, shift_date, user_id, start_minute, end_minute, position,
		                    position_id, location_id, shift_type_id)
		SELECT $1, $2, $3, $4, $5, $6, COALESCE(max(position) + 1, 0), $7, $8, $9
		FROM shifts WHERE schedule_id = $1 AND shift_date = $3
		RETURNING id`, scheduleID, sh.DayKey, sh.Date, sh.UserID, sh.StartTime, sh.EndTime,
		sh.PositionID, sh.LocationID, sh.ShiftTypeID)
	return id, err
}
