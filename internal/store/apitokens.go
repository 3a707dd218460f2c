package store

import (
	"context"
	"time"

	"github.com/lib/pq"

	"github.com/shiftsched/shiftsched/internal/domain"
)

const apiTokenColumns = `t.id, t.user_id, t.name, t.hint, t.role, t.created_at, t.expires_at, t.last_used_at, t.revoked_at`

// apiTokenRow is an api_tokens row with its scopes as PostgreSQL sends them.
type apiTokenRow struct {
	domain.APIToken
	ScopeList pq.StringArray `db:"scopes"`
}

func (r apiTokenRow) token() domain.APIToken {
	t := r.APIToken
	t.Scopes = make([]domain.Scope, len(r.ScopeList))
	for i, s := range r.ScopeList {
		t.Scopes[i] = domain.Scope(s)
	}
	return t
}

var errAPITokenNotFound = domain.Errorf(domain.NotFound, "API token not found.")

// CreateAPIToken stores a new token of the user under the hash of its secret.
func (q Q) CreateAPIToken(ctx context.Context, t domain.APIToken, secretHash []byte) (*domain.APIToken, error) {
	scopes := make([]string, len(t.Scopes))
	for i, s := range t.Scopes {
		scopes[i] = string(s)
	}
	var row apiTokenRow
	err := q.get(ctx, &row, errAPITokenNotFound, `
		INSERT INTO api_tokens AS t (user_id, name, secret_hash, hint, scopes, role, created_at, expires_at)
		VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
		RETURNING `+apiTokenColumns+`, t.scopes`,
		t.UserID, t.Name, secretHash, t.Hint, pq.Array(scopes), t.Role, t.CreatedAt, t.ExpiresAt)
	if err != nil {
		return nil, err
	}
	out := row.token()
	return &out, nil
}

// APITokens returns the user's tokens that are not revoked, newest first.
func (q Q) APITokens(ctx context.Context, userID int64) ([]domain.APIToken, error) {
	var rows []apiTokenRow
	if err := q.sel(ctx, &rows, `
		SELECT `+apiTokenColumns+`, t.scopes FROM api_tokens t
		WHERE t.user_id = $1 AND t.revoked_at IS NULL
		ORDER BY t.created_at DESC, t.id DESC`, userID); err != nil {
		return nil, err
	}
	out := make([]domain.APIToken, len(rows))
	for i, r := range rows {
		out[i] = r.token()
	}
	return out, nil
}

// TokenUser returns the token with this secret hash and its owner, when the owner is
// not deleted; whether it is revoked, expired or of another role the caller decides.
// One statement: every request made with a token runs it.
func (q Q) TokenUser(ctx context.Context, secretHash []byte) (*domain.APIToken, *domain.User, error) {
	var row struct {
		apiTokenRow
		Owner domain.User `db:"owner"`
	}
	err := q.get(ctx, &row, errAPITokenNotFound, `
		SELECT `+apiTokenColumns+`, t.scopes,
		       u.id AS "owner.id", u.name AS "owner.name", u.email AS "owner.email", u.role AS "owner.role",
		       u.works_shifts AS "owner.works_shifts", u.token_version AS "owner.token_version", u.joined_at AS "owner.joined_at", u.deleted_at AS "owner.deleted_at",
		       u.created_at AS "owner.created_at", u.updated_at AS "owner.updated_at"
		FROM api_tokens t JOIN users u ON u.id = t.user_id
		WHERE t.secret_hash = $1 AND u.deleted_at IS NULL`, secretHash)
	if err != nil {
		return nil, nil, err
	}
	t := row.token()
	return &t, &row.Owner, nil
}

// TouchAPIToken records a use of the token, unless one was recorded since notBefore:
// a script calling many times a second writes (and locks the row) once a minute at most.
func (q Q) TouchAPIToken(ctx context.Context, id int64, now, notBefore time.Time) error {
	_, err := q.exec(ctx, `
		UPDATE api_tokens SET last_used_at = $2
		WHERE id = $1 AND (last_used_at IS NULL OR last_used_at < $3)`, id, now, notBefore)
	return err
}

// RevokeAPIToken revokes one of the user's tokens; NotFound when they have no such
// live token.
func (q Q) RevokeAPIToken(ctx context.Context, userID, id int64, now time.Time) error {
	n, err := q.exec(ctx, `
		UPDATE api_tokens SET revoked_at = $3
		WHERE id = $2 AND user_id = $1 AND revoked_at IS NULL`, userID, id, now)
	if err == nil && n == 0 {
		return errAPITokenNotFound
	}
	return err
}

// RevokeAPITokens revokes every live token of the user and returns how many.
func (q Q) RevokeAPITokens(ctx context.Context, userID int64, now time.Time) (int64, error) {
	return q.exec(ctx, `UPDATE api_tokens SET revoked_at = $2 WHERE user_id = $1 AND revoked_at IS NULL`, userID, now)
}
