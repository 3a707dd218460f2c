package store

import (
	"context"
	"time"

	"github.com/shiftsched/shiftsched/internal/domain"
)

const invitationColumns = `i.id, i.email, i.role, i.created_at, i.expires_at, coalesce(i.name, '') AS name, coalesce(u.name, '') AS invited_by_name, i.invited_by, i.user_id,
	(SELECT default_language FROM workplace_settings WHERE id) AS language,
	(SELECT name FROM workplace_settings WHERE id) AS workplace`

const invitationFrom = ` FROM invitations i LEFT JOIN users u ON u.id = i.invited_by `

var errInvitationNotFound = domain.Errorf(domain.NotFound, "Invitation not found")

// InvitationByID returns a pending invitation (expired ones included).
func (q Q) InvitationByID(ctx context.Context, id int64) (*domain.Invitation, error) {
	var inv domain.Invitation
	err := q.get(ctx, &inv, errInvitationNotFound, `SELECT `+invitationColumns+invitationFrom+`
		WHERE i.id = $1 AND i.accepted_at IS NULL AND i.revoked_at IS NULL`, id)
	return &inv, err
}

// RenewInvitation gives a pending invitation a new secret and expiry.
func (q Q) RenewInvitation(ctx context.Context, id int64, tokenHash string, expires time.Time) error {
	n, err := q.exec(ctx, `UPDATE invitations SET token_hash = $2, expires_at = $3
		WHERE id = $1 AND accepted_at IS NULL AND revoked_at IS NULL`, id, tokenHash, expires)
	if err == nil && n == 0 {
		return errInvitationNotFound
	}
	return err
}

// RevokeInvitation withdraws a pending invitation.
func (q Q) RevokeInvitation(ctx context.Context, id int64, now time.Time) error {
	n, err := q.exec(ctx, `UPDATE invitations SET revoked_at = $2
		WHERE id = $1 AND accepted_at IS NULL AND revoked_at IS NULL`, id, now)
	if err == nil && n == 0 {
		return errInvitationNotFound
	}
	return err
}

// PendingInvitations returns the invitations neither accepted nor revoked, newest first.
func (q Q) PendingInvitations(ctx context.Context) ([]domain.Invitation, error) {
	out := []domain.Invitation{}
	err := q.sel(ctx, &out, `SELECT `+invitationColumns+invitationFrom+`
		WHERE i.accepted_at IS NULL AND i.revoked_at IS NULL ORDER BY i.created_at DESC, i.id DESC`)
	return out, err
}

// InvitationByTokenHash returns the pending, unexpired invitation with this secret whose
// person is still there and has not signed up, locked when forUpdate (in a transaction).
func (q Q) InvitationByTokenHash(ctx context.Context, tokenHash string, now time.Time, forUpdate bool) (*domain.Invitation, error) {
	lock := ""
	if forUpdate {
		lock = " FOR UPDATE OF i"
	}
	var inv domain.Invitation
	err := q.get(ctx, &inv, errInvitationNotFound, `SELECT `+invitationColumns+invitationFrom+`
		WHERE i.token_hash = $1 AND i.accepted_at IS NULL AND i.revoked_at IS NULL AND i.expires_at > $2
		  AND EXISTS (SELECT 1 FROM users p WHERE p.id = i.user_id AND p.deleted_at IS NULL AND p.joined_at IS NULL)`+lock,
		tokenHash, now)
	return &inv, err
}

// MarkInvitationAccepted records that the invitation was used.
func (q Q) MarkInvitationAccepted(ctx context.Context, id int64, now time.Time) error {
	_, err := q.exec(ctx, `UPDATE invitations SET accepted_at = $2 WHERE id = $1`, id, now)
	return err
}
