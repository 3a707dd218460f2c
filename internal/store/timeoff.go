package store

import (
	"context"

	"github.com/lib/pq"

	"github.com/shiftsched/shiftsched/internal/domain"
)

// timeOffColumns are a request's columns on alias p, with the requester's current name.
const timeOffColumns = `p.id, p.user_id, u.name AS user_name, p.request_date, p.end_date, p.start_minute,
	p.end_minute, p.reason, p.status, p.decision_note, p.leave_type_id, p.created_at, p.updated_at`

// timeOffSelect reads time-off requests; append WHERE/ORDER clauses on alias p.
const timeOffSelect = `SELECT ` + timeOffColumns + `
	FROM pto_requests p
	JOIN users u ON u.id = p.user_id`

// timeOffReturning finishes an INSERT or UPDATE named p in a WITH clause.
const timeOffReturning = `
	RETURNING id, user_id, request_date, end_date, start_minute, end_minute, reason, status, decision_note, leave_type_id, created_at, updated_at)
	SELECT ` + timeOffColumns + ` FROM p JOIN users u ON u.id = p.user_id`

// ErrTimeOffNotFound is the answer for a request that does not exist.
var ErrTimeOffNotFound = domain.Errorf(domain.NotFound, "Request not found")

// LockUserTimeOff serializes the time-off requests of one person until the transaction
// ends, so that two requests sent at once cannot both pass the overlap check.
func (q Q) LockUserTimeOff(ctx context.Context, userID int64) error {
	_, err := q.exec(ctx, `SELECT pg_advisory_xact_lock(hashtext('pto_requests'), $1::int)`, userID)
	return err
}

// LiveTimeOffOfUserBetween returns a user's pending and approved requests that touch
// from..to, by date.
func (q Q) LiveTimeOffOfUserBetween(ctx context.Context, userID int64, from, to domain.Date) ([]domain.TimeOffRequest, error) {
	reqs := []domain.TimeOffRequest{}
	err := q.sel(ctx, &reqs, timeOffSelect+`
		WHERE p.user_id = $1 AND p.status IN ('pending', 'approved') AND p.request_date <= $3 AND p.end_date >= $2
		ORDER BY p.request_date, p.start_minute NULLS FIRST, p.id`, userID, from, to)
	return reqs, err
}

// InsertTimeOff records a pending request.
func (q Q) InsertTimeOff(ctx context.Context, r domain.TimeOffRequest) (*domain.TimeOffRequest, error) {
	var out domain.TimeOffRequest
	err := q.get(ctx, &out, nil, `
		WITH p AS (
			INSERT INTO pto_requests (user_id, request_date, end_date, start_minute, end_minute, reason, leave_type_id)
			VALUES ($1, $2, $3, $4, $5, $6, $7)`+timeOffReturning,
		r.UserID, r.Date, r.LastDay(), r.StartTime, r.EndTime, r.Reason, r.LeaveTypeID)
	return &out, err
}

// TimeOffForUpdate returns a request and locks it until the transaction ends;
// ErrTimeOffNotFound when there is none.
func (q Q) TimeOffForUpdate(ctx context.Context, id int64) (*domain.TimeOffRequest, error) {
	var r domain.TimeOffRequest
	err := q.get(ctx, &r, ErrTimeOffNotFound, timeOffSelect+` WHERE p.id = $1 FOR UPDATE OF p`, id)
	return &r, err
}

// TimeOffByID returns a request; ErrTimeOffNotFound when there is none.
func (q Q) TimeOffByID(ctx context.Context, id int64) (*domain.TimeOffRequest, error) {
	var r domain.TimeOffRequest
	err := q.get(ctx, &r, ErrTimeOffNotFound, timeOffSelect+` WHERE p.id = $1`, id)
	return &r, err
}

// SetTimeOffStatus changes a request's status and, when note is not nil, its decision
// note, and returns it.
func (q Q) SetTimeOffStatus(ctx context.Context, id int64, status domain.TimeOffStatus, note *string) (*domain.TimeOffRequest, error) {
	var r domain.TimeOffRequest
	err := q.get(ctx, &r, ErrTimeOffNotFound, `
		WITH p AS (
			UPDATE pto_requests SET status = $2, decision_note = COALESCE($3, decision_note), updated_at = now()
			WHERE id = $1`+timeOffReturning, id, status, note)
	return &r, err
}

// TimeOffOfUser returns one user's requests, by first day, newest first.
func (q Q) TimeOffOfUser(ctx context.Context, userID int64) ([]domain.TimeOffRequest, error) {
	reqs := []domain.TimeOffRequest{}
	err := q.sel(ctx, &reqs, timeOffSelect+`
		WHERE p.user_id = $1
		ORDER BY p.request_date DESC, p.created_at DESC, p.id DESC`, userID)
	return reqs, err
}

// PendingTimeOff returns every pending request of an active user, by first day, oldest first.
func (q Q) PendingTimeOff(ctx context.Context) ([]domain.TimeOffRequest, error) {
	reqs := []domain.TimeOffRequest{}
	err := q.sel(ctx, &reqs, timeOffSelect+`
		WHERE p.status = 'pending' AND u.deleted_at IS NULL
		ORDER BY p.request_date, p.created_at, p.id`)
	return reqs, err
}

// TimeOffBetween returns the requests of active users that touch from..to, of one status
// when status is not empty, by first day.
func (q Q) TimeOffBetween(ctx context.Context, from, to domain.Date, status domain.TimeOffStatus) ([]domain.TimeOffRequest, error) {
	reqs := []domain.TimeOffRequest{}
	err := q.sel(ctx, &reqs, timeOffSelect+`
		WHERE p.request_date <= $2 AND p.end_date >= $1 AND ($3 = '' OR p.status = $3) AND u.deleted_at IS NULL
		ORDER BY p.request_date, u.name, p.id`, from, to, string(status))
	return reqs, err
}

// ApprovedTimeOffOfUsers returns the approved requests of the given users that touch
// from..to: what the conflict engine needs for a few people.
func (q Q) ApprovedTimeOffOfUsers(ctx context.Context, userIDs []int64, from, to domain.Date) ([]domain.TimeOffRequest, error) {
	reqs := []domain.TimeOffRequest{}
	err := q.sel(ctx, &reqs, timeOffSelect+`
		WHERE p.user_id = ANY($1) AND p.status = 'approved' AND p.request_date <= $3 AND p.end_date >= $2
		ORDER BY p.request_date, p.id`, pq.Array(userIDs), from, to)
	return reqs, err
}

// PublishedShiftsOfUserBetween returns a user's published shifts dated from..to, by time.
func (q Q) PublishedShiftsOfUserBetween(ctx context.Context, userID int64, from, to domain.Date) ([]domain.Shift, error) {
	return q.ShiftsOfUserBetween(ctx, userID, from, to, []int64{})
}

// RequestShift is a published shift near a time-off request, with the request's id.
type RequestShift struct {
	RequestID int64 `db:"request_id"`
	domain.Shift
}

// ShiftsNearTimeOff returns, for every request in ids at once, its requester's published
// shifts dated from the day before its first day (an overnight shift can run into it) to
// its last day, by request and time.
func (q Q) ShiftsNearTimeOff(ctx context.Context, ids []int64) ([]RequestShift, error) {
	rows := []RequestShift{}
	err := q.sel(ctx, &rows, `
		SELECT p.id AS request_id, sh.id, sh.schedule_id, sh.day_key, sh.shift_date, sh.start_minute,
		       sh.end_minute, sh.user_id, u.name AS user_name, sh.position
		FROM pto_requests p
		JOIN shifts sh ON sh.user_id = p.user_id AND sh.shift_date BETWEEN p.request_date - 1 AND p.end_date
		JOIN users u ON u.id = sh.user_id
		WHERE p.id = ANY($1)
		ORDER BY p.id, sh.shift_date, sh.start_minute, sh.id`, pq.Array(ids))
	return rows, err
}
