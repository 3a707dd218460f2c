package store

import (
	"context"
	"time"

	"github.com/shiftsched/shiftsched/internal/domain"
)

// CreatePasswordReset stores the hash of a reset token for a user, valid until expires.
func (q Q) CreatePasswordReset(ctx context.Context, tokenHash []byte, userID int64, created, expires time.Time) error {
	_, err := q.exec(ctx, `
		INSERT INTO password_resets (token_hash, user_id, expires_at, created_at) VALUES ($1, $2, $3, $4)`,
		tokenHash, userID, expires, created)
	return err
}

// CountPasswordResetsSince counts the reset tokens issued to a user at or after since.
func (q Q) CountPasswordResetsSince(ctx context.Context, userID int64, since time.Time) (int, error) {
	var n int
	err := q.get(ctx, &n, nil, `
		SELECT count(*) FROM password_resets WHERE user_id = $1 AND created_at >= $2`, userID, since)
	return n, err
}

// PurgePasswordResets removes reset tokens that expired before the given time; they can
// never be used again.
func (q Q) PurgePasswordResets(ctx context.Context, expiredBefore time.Time) error {
	_, err := q.exec(ctx, `DELETE FROM password_resets WHERE expires_at < $1`, expiredBefore)
	return err
}

var errResetInvalid = domain.Errorf(domain.Invalid, "Password reset token is invalid or has expired.")

// UsablePasswordReset returns the id of the active user a reset token belongs to when the
// token is unused and unexpired at now; otherwise Invalid "Password reset token is invalid
// or has expired.".
func (q Q) UsablePasswordReset(ctx context.Context, tokenHash []byte, now time.Time) (int64, error) {
	var userID int64
	err := q.get(ctx, &userID, errResetInvalid, `
		SELECT r.user_id FROM password_resets r JOIN users u ON u.id = r.user_id
		WHERE r.token_hash = $1 AND r.used_at IS NULL AND r.expires_at > $2 AND u.deleted_at IS NULL`,
		tokenHash, now)
	return userID, err
}

// UsePasswordReset marks a reset token used, when it is still unused and unexpired at
// now, and returns its user's id; otherwise Invalid "Password reset token is invalid or
// has expired.". Of two transactions using one token at once, only one succeeds: the
// other waits for the row and then finds it used.
func (q Q) UsePasswordReset(ctx context.Context, tokenHash []byte, now time.Time) (int64, error) {
	var userID int64
	err := q.get(ctx, &userID, errResetInvalid, `
		UPDATE password_resets SET used_at = $2
		WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2
		RETURNING user_id`, tokenHash, now)
	return userID, err
}

// RetirePasswordResets marks every unused reset token of a user used, so that links sent
// before a password change or reset stop working.
func (q Q) RetirePasswordResets(ctx context.Context, userID int64, now time.Time) error {
	_, err := q.exec(ctx, `
		UPDATE password_resets SET used_at = $2 WHERE user_id = $1 AND used_at IS NULL`, userID, now)
	return err
}

// DeletePasswordResetsOfUser removes every reset token of a user.
func (q Q) DeletePasswordResetsOfUser(ctx context.Context, userID int64) error {
	_, err := q.exec(ctx, `DELETE FROM password_resets WHERE user_id = $1`, userID)
	return err
}
