package session

import (
	"context"
	"crypto/sha256"
	"fmt"
	"time"

	"github.com/shiftsched/shiftsched/internal/domain"
)

// apiTokenTouchEvery is how stale a token's "last used" time may get: recording every
// use would take a row lock per request.
const apiTokenTouchEvery = time.Minute

// HashAPIToken is how an API token's secret is kept: only its hash is stored.
func HashAPIToken(secret string) []byte {
	sum := sha256.Sum256([]byte(secret))
	return sum[:]
}

// authenticateAPIToken is Authenticate for personal API tokens: the owner, with a
// Grant of the token's scopes. A token revoked, expired, or whose owner was deleted or
// changed role since it was made is refused.
func (c *Checker) authenticateAPIToken(ctx context.Context, secret string) (*domain.User, error) {
	if len(secret) > 200 {
		return nil, ErrBadToken
	}
	t, u, err := c.store.Q().TokenUser(ctx, HashAPIToken(secret))
	if domain.KindOf(err) == domain.NotFound {
		return nil, ErrBadToken
	}
	if err != nil {
		return nil, err
	}
	now := c.now()
	if t.RevokedAt != nil || (t.ExpiresAt != nil && !t.ExpiresAt.After(now)) || t.Role != u.Role {
		return nil, ErrBadToken
	}
	if t.LastUsedAt == nil || t.LastUsedAt.Before(now.Add(-apiTokenTouchEvery)) {
		if err := c.store.Q().TouchAPIToken(ctx, t.ID, now, now.Add(-apiTokenTouchEvery)); err != nil {
			c.log.WarnContext(ctx, "record api token use", "err", err) // the request still runs
		}
	}
	u.Grant = &domain.Grant{TokenID: t.ID, Scopes: t.Scopes}
	return u, nil
}

// apiTokenExpiry is TokenExpiry for personal API tokens; one without an expiry lasts
// a century as far as timers go.
func (c *Checker) apiTokenExpiry(ctx context.Context, secret string) (time.Time, error) {
	t, _, err := c.store.Q().TokenUser(ctx, HashAPIToken(secret))
	if err != nil {
		return time.Time{}, fmt.Errorf("api token expiry: %w", err)
	}
	if t.ExpiresAt == nil {
		return c.now().AddDate(100, 0, 0), nil
	}
	return *t.ExpiresAt, nil
}
