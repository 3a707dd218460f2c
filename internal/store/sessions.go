package store

import (
	"context"
	"time"

	"github.com/shiftsched/shiftsched/internal/domain"
)

// SessionUser returns the active user a token names and whether that token was revoked
// (logout), in one statement: every authenticated request runs it. A token without an
// id ("") is never found revoked.
func (q Q) SessionUser(ctx context.Context, userID int64, tokenID string) (*domain.User, bool, error) {
	var row struct {
		domain.User
		Revoked bool `db:"revoked"`
	}
	err := q.get(ctx, &row, errUserNotFound, `
		SELECT `+userColumns+`,
		       EXISTS (SELECT 1 FROM revoked_tokens WHERE token_id = $2) AS revoked
		FROM users WHERE id = $1 AND deleted_at IS NULL`, userID, tokenID)
	return &row.User, row.Revoked, err
}

// RevokeToken records that a token stops working now, and forgets revocations of
// tokens that have expired by now (they are refused for their expiry anyway).
func (q Q) RevokeToken(ctx context.Context, tokenID string, userID int64, expiresAt, now time.Time) error {
	if _, err := q.exec(ctx, `
		INSERT INTO revoked_tokens (token_id, user_id, expires_at, revoked_at) VALUES ($1, $2, $3, $4)
		ON CONFLICT (token_id) DO NOTHING`, tokenID, userID, expiresAt, now); err != nil {
		return err
	}
	_, err := q.exec(ctx, `DELETE FROM revoked_tokens WHERE expires_at < $1`, now)
	return err
}
