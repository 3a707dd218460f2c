package domain

import "time"

// Invitation is a manager's pending invitation of a person, by e-mail, to sign up.
type Invitation struct {
	ID            int64     `db:"id"`
	Email         string    `db:"email"`
	Role          Role      `db:"role"`
	Name          string    `db:"name"` // from a staff import; empty when invited by address
	CreatedAt     time.Time `db:"created_at"`
	ExpiresAt     time.Time `db:"expires_at"`
	InvitedByName string    `db:"invited_by_name"`
	// InvitedBy is who sent the invitation; nil when they were removed since.
	InvitedBy *int64 `db:"invited_by"`
	// UserID is the person the invitation lets sign up: their row exists from the
	// invitation on (nil only for invitations used or withdrawn before it did).
	UserID *int64 `db:"user_id"`
	// Language is what the invitation's e-mail is written in: the workplace's, as the
	// invited person has chosen none yet.
	Language string `db:"language"`
	// Workplace is the workplace's name its e-mail gives; empty when it has none.
	Workplace string `db:"workplace"`
}
