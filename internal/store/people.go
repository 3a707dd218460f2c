package store

import (
	"context"
	"time"

	"github.com/shiftsched/shiftsched/internal/domain"
)

// People who have not signed up yet (migration 0044): rows made by an invitation, an
// import or a manager adding them, on the rota before they join.

// JoinPerson signs up a person who has not yet: their name, password hash and joined_at,
// on the row that already has their shifts. NotFound when the person is gone or has
// signed up already.
func (q Q) JoinPerson(ctx context.Context, id int64, name, passwordHash string, now time.Time) (*domain.User, error) {
	var u domain.User
	err := q.get(ctx, &u, errUserNotFound, `
		UPDATE users SET name = $2, password_hash = $3, joined_at = $4, updated_at = $4
		WHERE id = $1 AND deleted_at IS NULL AND joined_at IS NULL
		RETURNING `+userColumns, id, name, passwordHash, now)
	return &u, err
}

// CreatePerson adds a person without e-mail, who has not signed up, on the rota unless a
// manager.
func (q Q) CreatePerson(ctx context.Context, name string, role domain.Role) (*domain.User, error) {
	var u domain.User
	err := q.get(ctx, &u, nil, `
		INSERT INTO users (name, email, role, works_shifts, joined_at) VALUES ($1, '', $2, $2 <> 'manager', NULL)
		RETURNING `+userColumns, name, role)
	return &u, err
}

// SetPersonEmail gives a person who has not signed up an e-mail address (or another),
// and withdraws their pending invitations to any other address. Invalid when the address
// is someone else's; NotFound when the person is gone or has signed up.
func (q Q) SetPersonEmail(ctx context.Context, id int64, email string, now time.Time) error {
	n, err := q.exec(ctx, `
		WITH revoked AS (
		    UPDATE invitations SET revoked_at = $3
		    WHERE user_id = $1 AND accepted_at IS NULL AND revoked_at IS NULL AND lower(email) <> lower($2))
		UPDATE users SET email = $2, updated_at = $3
		WHERE id = $1 AND deleted_at IS NULL AND joined_at IS NULL`, id, email, now)
	if IsUniqueViolation(err, "users_email_key") {
		return domain.Errorf(domain.Invalid, "%s already belongs to someone else.", email)
	}
	if err == nil && n == 0 {
		return errUserNotFound
	}
	return err
}
