package store

import (
	"context"
	"database/sql"
	"strings"
	"time"

	"github.com/lib/pq"

	"github.com/shiftsched/shiftsched/internal/domain"
)

// limitedColumn is domain.User.Limited, read with the session check so that managers
// who are not limited to locations need no statement more to act.
const limitedColumn = `EXISTS (SELECT 1 FROM manager_locations ml WHERE ml.user_id = users.id) AS limited`

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
		       EXISTS (SELECT 1 FROM revoked_tokens WHERE token_id = $2) AS revoked,
		       `+limitedColumn+`
		FROM users WHERE id = $1 AND deleted_at IS NULL`, userID, tokenID)
	return &row.User, row.Revoked, err
}

// SessionUserAndReadVersion is SessionUser together with the data version of the
// schedule reads (ReadVersion): a cached read checks its token and its version in one
// round trip.
func (q Q) SessionUserAndReadVersion(ctx context.Context, userID int64, tokenID string) (*domain.User, bool, int64, error) {
	var row struct {
		domain.User
		Revoked     bool          `db:"revoked"`
		ReadVersion sql.NullInt64 `db:"read_version"`
		ViewLocs    pq.Int64Array `db:"view_locations"`
		ViewOwn     bool          `db:"view_own"`
	}
	err := q.get(ctx, &row, errUserNotFound, `
		SELECT `+userColumns+`,
		       EXISTS (SELECT 1 FROM revoked_tokens WHERE token_id = $2) AS revoked,
		       (SELECT sum(version)::bigint FROM read_version WHERE shard < $3) AS read_version,
		       `+viewColumns+`, `+limitedColumn+`
		FROM users `+viewJoin+`
		WHERE id = $1 AND deleted_at IS NULL`, userID, tokenID, readVersionShards)
	if err == nil && !row.ReadVersion.Valid {
		err = errNoReadVersion
	}
	row.User.View = &domain.View{Locations: row.ViewLocs, Own: row.ViewOwn}
	return &row.User, row.Revoked, row.ReadVersion.Int64, err
}

// SessionUserAndUnreadNotifications is SessionUser together with the user's unread
// notifications, newest first (UnreadNotifications): the notifications poll, which
// every open client sends, costs one round trip.
func (q Q) SessionUserAndUnreadNotifications(ctx context.Context, userID int64, tokenID string) (*domain.User, bool, []domain.Notification, error) {
	rows, err := q.x.QueryxContext(ctx, `
		SELECT `+prefixed("u.", userColumns)+`,
		       EXISTS (SELECT 1 FROM revoked_tokens WHERE token_id = $2) AS revoked,
		       n.id, n.message, n.link, n.created_at
		FROM users u
		LEFT JOIN notifications n ON n.user_id = u.id AND NOT n.read
		WHERE u.id = $1 AND u.deleted_at IS NULL
		ORDER BY n.created_at DESC, n.id DESC`, userID, tokenID)
	if err != nil {
		return nil, false, nil, unavailable(textError(err))
	}
	defer rows.Close()
	// Scanned by hand: this is the hottest statement, and reflection was a sixth of it.
	var (
		u       domain.User
		revoked bool
		found   bool
		ns      = []domain.Notification{}
	)
	for rows.Next() {
		var (
			id        sql.NullInt64
			message   sql.NullString
			link      sql.NullString
			createdAt sql.NullTime
		)
		if err := rows.Scan(&u.ID, &u.Name, &u.Email, &u.Role, &u.WorksShifts, &u.Language, &u.Clock, &u.TokenVersion, &u.JoinedAt, &u.DeletedAt, &u.CreatedAt, &u.UpdatedAt,
			&revoked, &id, &message, &link, &createdAt); err != nil {
			return nil, false, nil, unavailable(textError(err))
		}
		found = true
		if id.Valid {
			ns = append(ns, domain.Notification{ID: id.Int64, UserID: u.ID, Message: message.String, Link: link.String, CreatedAt: createdAt.Time})
		}
	}
	if err := rows.Err(); err != nil {
		return nil, false, nil, unavailable(textError(err))
	}
	if !found {
		return nil, false, nil, errUserNotFound
	}
	return &u, revoked, ns, nil
}

// prefixed qualifies each column of a column list with a table alias.
func prefixed(alias, columns string) string {
	cols := strings.Split(columns, ", ")
	for i, c := range cols {
		cols[i] = alias + c
	}
	return strings.Join(cols, ", ")
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
