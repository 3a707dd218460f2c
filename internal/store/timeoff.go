package store

import (
	"context"

	"github.com/shiftsched/shiftsched/internal/domain"
)

// timeOffSelect reads time-off requests with the requester's current name; append
// WHERE/ORDER clauses on alias p.
const timeOffSelect = `
	SELECT p.id, p.user_id, u.name AS user_name, p.request_date, p.reason, p.status, p.created_at, p.updated_at
	FROM pto_requests p
	JOIN users u ON u.id = p.user_id`

// ErrTimeOffNotFound is the answer for a request that does not exist.
var ErrTimeOffNotFound = domain.Errorf(domain.NotFound, "Request not found")

// InsertTimeOff records a pending request. A live (not denied) request of the same user
// and date is Invalid.
func (q Q) InsertTimeOff(ctx context.Context, userID int64, date domain.Date, reason string) (*domain.TimeOffRequest, error) {
	var r domain.TimeOffRequest
	err := q.get(ctx, &r, nil, `
		WITH p AS (
			INSERT INTO pto_requests (user_id, request_date, reason) VALUES ($1, $2, $3)
			RETURNING id, user_id, request_date, reason, status, created_at, updated_at)
		SELECT p.id, p.user_id, u.name AS user_name, p.request_date, p.reason, p.status, p.created_at, p.updated_at
		FROM p JOIN users u ON u.id = p.user_id`, userID, date, reason)
	if IsUniqueViolation(err, "pto_requests_user_date_key") {
		return nil, domain.Errorf(domain.Invalid, "You have already submitted a request for this date.")
	}
	return &r, err
}

// TimeOffForUpdate returns a request and locks it until the transaction ends;
// ErrTimeOffNotFound when there is none.
func (q Q) TimeOffForUpdate(ctx context.Context, id int64) (*domain.TimeOffRequest, error) {
	var r domain.TimeOffRequest
	err := q.get(ctx, &r, ErrTimeOffNotFound, timeOffSelect+` WHERE p.id = $1 FOR UPDATE OF p`, id)
	return &r, err
}

// SetTimeOffStatus changes a request's status and returns it.
func (q Q) SetTimeOffStatus(ctx context.Context, id int64, status domain.TimeOffStatus) (*domain.TimeOffRequest, error) {
	var r domain.TimeOffRequest
	err := q.get(ctx, &r, ErrTimeOffNotFound, `
		WITH p AS (
			UPDATE pto_requests SET status = $2, updated_at = now() WHERE id = $1
			RETURNING id, user_id, request_date, reason, status, created_at, updated_at)
		SELECT p.id, p.user_id, u.name AS user_name, p.request_date, p.reason, p.status, p.created_at, p.updated_at
		FROM p JOIN users u ON u.id = p.user_id`, id, status)
	return &r, err
}

// TimeOffOfUser returns one user's requests, by date, newest first.
func (q Q) TimeOffOfUser(ctx context.Context, userID int64) ([]domain.TimeOffRequest, error) {
	reqs := []domain.TimeOffRequest{}
	err := q.sel(ctx, &reqs, timeOffSelect+`
		WHERE p.user_id = $1
		ORDER BY p.request_date DESC, p.created_at DESC, p.id DESC`, userID)
	return reqs, err
}

// PendingTimeOff returns every pending request of an active user, by date, oldest first.
func (q Q) PendingTimeOff(ctx context.Context) ([]domain.TimeOffRequest, error) {
	reqs := []domain.TimeOffRequest{}
	err := q.sel(ctx, &reqs, timeOffSelect+`
		WHERE p.status = 'pending' AND u.deleted_at IS NULL
		ORDER BY p.request_date, p.created_at, p.id`)
	return reqs, err
}

// TimeOffBetween returns the requests of active users dated from..to, of one status when
// status is not empty, by date.
func (q Q) TimeOffBetween(ctx context.Context, from, to domain.Date, status domain.TimeOffStatus) ([]domain.TimeOffRequest, error) {
	reqs := []domain.TimeOffRequest{}
	err := q.sel(ctx, &reqs, timeOffSelect+`
		WHERE p.request_date BETWEEN $1 AND $2 AND ($3 = '' OR p.status = $3) AND u.deleted_at IS NULL
		ORDER BY p.request_date, u.name, p.id`, from, to, string(status))
	return reqs, err
}
