package store

import (
	"context"
	"time"

	"github.com/lib/pq"

	"github.com/shiftsched/shiftsched/internal/domain"
)

// userColumns is the users columns every query of a domain.User selects
// (SessionUserAndUnreadNotifications scans them by hand, in this order).
const userColumns = `id, name, email, role, works_shifts, language, clock, token_version, joined_at, deleted_at, created_at, updated_at`

var errUserNotFound = domain.Errorf(domain.NotFound, "User not found.")

// UserByID returns a user, deleted ones included.
func (q Q) UserByID(ctx context.Context, id int64) (*domain.User, error) {
	var u domain.User
	err := q.get(ctx, &u, errUserNotFound, `SELECT `+userColumns+` FROM users WHERE id = $1`, id)
	return &u, err
}

// ActiveUserByID returns a user that is not deleted.
func (q Q) ActiveUserByID(ctx context.Context, id int64) (*domain.User, error) {
	var u domain.User
	err := q.get(ctx, &u, errUserNotFound,
		`SELECT `+userColumns+` FROM users WHERE id = $1 AND deleted_at IS NULL`, id)
	return &u, err
}

// UsersByIDs returns the users with the given ids (deleted ones included), in no order.
func (q Q) UsersByIDs(ctx context.Context, ids []int64) ([]domain.User, error) {
	users := []domain.User{}
	err := q.sel(ctx, &users, `SELECT `+userColumns+` FROM users WHERE id = ANY($1)`, pq.Array(ids))
	return users, err
}

// CreateUser inserts an account; a taken e-mail address is Invalid "User already exists".
func (q Q) CreateUser(ctx context.Context, name, email string, role domain.Role, passwordHash string) (*domain.User, error) {
	var u domain.User
	err := q.get(ctx, &u, nil, `
		INSERT INTO users (name, email, role, password_hash, works_shifts, joined_at) VALUES ($1, $2, $3, $4, $3 <> 'manager', now())
		RETURNING `+userColumns, name, email, role, passwordHash)
	if IsUniqueViolation(err, "users_email_key") {
		return nil, domain.Errorf(domain.Invalid, "User already exists")
	}
	return &u, err
}

// UserWithHashByEmail returns an active user who has signed up and their password hash by
// e-mail address, compared case-insensitively.
func (q Q) UserWithHashByEmail(ctx context.Context, email string) (*domain.User, string, error) {
	var row struct {
		domain.User
		PasswordHash string `db:"password_hash"`
	}
	err := q.get(ctx, &row, errUserNotFound, `
		SELECT `+userColumns+`, password_hash FROM users
		WHERE lower(email) = lower($1) AND email <> '' AND deleted_at IS NULL AND joined_at IS NOT NULL`, email)
	return &row.User, row.PasswordHash, err
}

// ActiveUserForUpdate returns an active user and locks their row until the transaction
// ends, so that two requests changing the same account take turns.
func (q Q) ActiveUserForUpdate(ctx context.Context, id int64) (*domain.User, error) {
	var u domain.User
	err := q.get(ctx, &u, errUserNotFound,
		`SELECT `+userColumns+` FROM users WHERE id = $1 AND deleted_at IS NULL FOR UPDATE`, id)
	return &u, err
}

// PasswordHash returns the password hash of an active user who has signed up.
func (q Q) PasswordHash(ctx context.Context, userID int64) (string, error) {
	var hash string
	err := q.get(ctx, &hash, errUserNotFound,
		`SELECT password_hash FROM users WHERE id = $1 AND deleted_at IS NULL AND joined_at IS NOT NULL`, userID)
	return hash, err
}

// ActiveUsers returns every active user, or only those of one role when role is not
// empty, ordered by name (case-insensitively), then id.
func (q Q) ActiveUsers(ctx context.Context, role domain.Role) ([]domain.User, error) {
	users := []domain.User{}
	err := q.sel(ctx, &users, `
		SELECT `+userColumns+` FROM users
		WHERE deleted_at IS NULL AND ($1 = '' OR role = $1)
		ORDER BY lower(name), name, id`, string(role))
	return users, err
}

// RenameUser sets an active user's name and returns the user.
func (q Q) RenameUser(ctx context.Context, id int64, name string) (*domain.User, error) {
	var u domain.User
	err := q.get(ctx, &u, errUserNotFound, `
		UPDATE users SET name = $2, updated_at = now()
		WHERE id = $1 AND deleted_at IS NULL
		RETURNING `+userColumns, id, name)
	return &u, err
}

// SetPassword stores a new password hash and bumps the token version, so that every
// token issued before refuses to work, provided the user is active and their token
// version is still fromVersion (NotFound otherwise). It returns the updated user.
func (q Q) SetPassword(ctx context.Context, id int64, fromVersion int, passwordHash string) (*domain.User, error) {
	var u domain.User
	err := q.get(ctx, &u, errUserNotFound, `
		UPDATE users SET password_hash = $3, token_version = token_version + 1, updated_at = now()
		WHERE id = $1 AND deleted_at IS NULL AND token_version = $2
		RETURNING `+userColumns, id, fromVersion, passwordHash)
	return &u, err
}

// SoftDeleteUser marks a user deleted at the given time. The row stays so that past
// shifts and swaps keep their name; the partial unique index frees the e-mail address.
func (q Q) SoftDeleteUser(ctx context.Context, id int64, at time.Time) error {
	n, err := q.exec(ctx, `
		UPDATE users SET deleted_at = $2, updated_at = now()
		WHERE id = $1 AND deleted_at IS NULL`, id, at)
	if err == nil && n == 0 {
		return errUserNotFound
	}
	return err
}

// DeleteNotificationsOfUser removes every notification of a user, and the devices they
// were pushed to (with the pushes still waiting).
func (q Q) DeleteNotificationsOfUser(ctx context.Context, userID int64) error {
	_, err := q.exec(ctx, `
		WITH devices AS (DELETE FROM push_subscriptions WHERE user_id = $1)
		DELETE FROM notifications WHERE user_id = $1`, userID)
	return err
}

// DeleteTimeOffOfUser removes every time-off request of a user.
func (q Q) DeleteTimeOffOfUser(ctx context.Context, userID int64) error {
	_, err := q.exec(ctx, `DELETE FROM pto_requests WHERE user_id = $1`, userID)
	return err
}

// ShiftIDsOfUserFrom returns the ids of a user's shifts dated from on or later, and
// locks them until the transaction ends.
func (q Q) ShiftIDsOfUserFrom(ctx context.Context, userID int64, from domain.Date) ([]int64, error) {
	ids := []int64{}
	err := q.sel(ctx, &ids, `
		SELECT id FROM shifts WHERE user_id = $1 AND shift_date >= $2 ORDER BY id FOR UPDATE`, userID, from)
	return ids, err
}

// DeleteShifts removes shifts by id and returns how many were removed.
func (q Q) DeleteShifts(ctx context.Context, ids []int64) (int64, error) {
	if len(ids) == 0 {
		return 0, nil
	}
	return q.exec(ctx, `DELETE FROM shifts WHERE id = ANY($1)`, pq.Array(ids))
}

// ActiveUserByEmail returns an active user by e-mail address, compared
// case-insensitively.
func (q Q) ActiveUserByEmail(ctx context.Context, email string) (*domain.User, error) {
	var u domain.User
	err := q.get(ctx, &u, errUserNotFound, `
		SELECT `+userColumns+` FROM users WHERE lower(email) = lower($1) AND email <> '' AND deleted_at IS NULL`, email)
	return &u, err
}

// HasManager reports whether an active manager exists.
func (q Q) HasManager(ctx context.Context) (bool, error) {
	var yes bool
	err := q.get(ctx, &yes, nil, `SELECT EXISTS (SELECT 1 FROM users WHERE role = 'manager' AND deleted_at IS NULL)`)
	return yes, err
}

// firstManagerLock is the advisory lock two first-run set-ups take turns on.
const firstManagerLock = "first_manager"

// CreateFirstManager inserts a manager only while no active manager exists; with one, it
// is NotFound. Inside a transaction: the lock makes a second caller wait for the first to
// commit, and its INSERT (a statement of its own, so with a snapshot taken after the
// wait) then sees the first caller's manager.
func (q Q) CreateFirstManager(ctx context.Context, name, email, passwordHash string) (*domain.User, error) {
	if _, err := q.exec(ctx, `SELECT pg_advisory_xact_lock(hashtext($1))`, firstManagerLock); err != nil {
		return nil, err
	}
	var u domain.User
	err := q.get(ctx, &u, errUserNotFound, `
		INSERT INTO users (name, email, role, password_hash, works_shifts)
		SELECT $1, $2, 'manager', $3, false
		WHERE NOT EXISTS (SELECT 1 FROM users WHERE role = 'manager' AND deleted_at IS NULL)
		RETURNING `+userColumns, name, email, passwordHash)
	if IsUniqueViolation(err, "users_email_key") {
		return nil, domain.Errorf(domain.Invalid, "User already exists")
	}
	return &u, err
}
