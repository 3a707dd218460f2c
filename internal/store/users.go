package store

import (
	"context"

	"github.com/lib/pq"

	"github.com/shiftsched/shiftsched/internal/domain"
)

const userColumns = `id, name, email, role, token_version, deleted_at, created_at, updated_at`

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
		INSERT INTO users (name, email, role, password_hash) VALUES ($1, $2, $3, $4)
		RETURNING `+userColumns, name, email, role, passwordHash)
	if IsUniqueViolation(err, "users_email_key") {
		return nil, domain.Errorf(domain.Invalid, "User already exists")
	}
	return &u, err
}

// UserWithHashByEmail returns an active user and their password hash by e-mail address,
// compared case-insensitively.
func (q Q) UserWithHashByEmail(ctx context.Context, email string) (*domain.User, string, error) {
	var row struct {
		domain.User
		PasswordHash string `db:"password_hash"`
	}
	err := q.get(ctx, &row, errUserNotFound, `
		SELECT `+userColumns+`, password_hash FROM users
		WHERE lower(email) = lower($1) AND deleted_at IS NULL`, email)
	return &row.User, row.PasswordHash, err
}
