package store

import (
	"context"
	"time"

	"github.com/lib/pq"

	"github.com/shiftsched/shiftsched/internal/domain"
)

// SetCalendarFeed turns on the user's feed of the scope, or gives it a new secret.
func (q Q) SetCalendarFeed(ctx context.Context, userID int64, scope domain.FeedScope, tokenHash string, now time.Time) error {
	_, err := q.exec(ctx, `
		INSERT INTO calendar_feeds (user_id, scope, token_hash, created_at, etag, modified_at)
		VALUES ($1, $2, $3, $4, '', $4)
		ON CONFLICT (user_id, scope) DO UPDATE SET token_hash = EXCLUDED.token_hash,
			created_at = EXCLUDED.created_at, etag = '', modified_at = EXCLUDED.modified_at`,
		userID, scope, tokenHash, now)
	return err
}

// DeleteCalendarFeeds turns off the user's feeds of the scopes.
func (q Q) DeleteCalendarFeeds(ctx context.Context, userID int64, scopes []domain.FeedScope) (int64, error) {
	s := make([]string, len(scopes))
	for i, x := range scopes {
		s[i] = string(x)
	}
	return q.exec(ctx, `DELETE FROM calendar_feeds WHERE user_id = $1 AND scope = ANY($2)`, userID, pq.Array(s))
}

// CalendarFeeds returns the user's feeds that are on.
func (q Q) CalendarFeeds(ctx context.Context, userID int64) ([]domain.CalendarFeed, error) {
	out := []domain.CalendarFeed{}
	err := q.sel(ctx, &out, `
		SELECT f.user_id, f.scope, f.created_at, f.etag, f.modified_at, u.role,
		       COALESCE(u.language, (SELECT default_language FROM workplace_settings WHERE id)) AS language
		FROM calendar_feeds f JOIN users u ON u.id = f.user_id
		WHERE f.user_id = $1 ORDER BY f.scope`, userID)
	return out, err
}

// CalendarFeedByTokenHash returns the feed with this secret, of a user not deleted.
func (q Q) CalendarFeedByTokenHash(ctx context.Context, tokenHash string) (*domain.CalendarFeed, error) {
	var f domain.CalendarFeed
	err := q.get(ctx, &f, domain.Errorf(domain.NotFound, "Not found"), `
		SELECT f.user_id, f.scope, f.created_at, f.etag, f.modified_at, u.role,
		       COALESCE(u.language, (SELECT default_language FROM workplace_settings WHERE id)) AS language
		FROM calendar_feeds f JOIN users u ON u.id = f.user_id
		WHERE f.token_hash = $1 AND u.deleted_at IS NULL`, tokenHash)
	return &f, err
}

// TouchCalendarFeed records that the feed's content changed (a new ETag) at now.
func (q Q) TouchCalendarFeed(ctx context.Context, userID int64, scope domain.FeedScope, etag string, now time.Time) error {
	_, err := q.exec(ctx, `UPDATE calendar_feeds SET etag = $3, modified_at = $4 WHERE user_id = $1 AND scope = $2`,
		userID, scope, etag, now)
	return err
}
