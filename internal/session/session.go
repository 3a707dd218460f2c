package session

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"log/slog"
	"time"

	"github.com/shiftsched/shiftsched/internal/auth"
	"github.com/shiftsched/shiftsched/internal/domain"
	"github.com/shiftsched/shiftsched/internal/store"
)

// Checker checks the tokens requests carry.
type Checker struct {
	store    *store.Store
	tokens   auth.Tokens
	verified *auth.VerifiedTokens // tokens checked before, for the hot path
	log      *slog.Logger
	now      func() time.Time
}

// New returns a Checker of tokens signed with secret; now nil means time.Now.
func New(st *store.Store, secret []byte, now func() time.Time, log *slog.Logger) *Checker {
	if now == nil {
		now = time.Now
	}
	if log == nil {
		log = slog.Default()
	}
	return &Checker{store: st, tokens: auth.Tokens{Secret: secret, Now: now}, verified: &auth.VerifiedTokens{}, log: log, now: now}
}

// ErrBadToken refuses a token that does not (or no longer) open a session.
var ErrBadToken = &domain.Error{Kind: domain.Unauthenticated, Msg: domain.MsgBadToken}

// Authenticate returns the user a token belongs to. It refuses (Unauthenticated) a
// token that is malformed, forged or expired, that was signed out (logout), that
// belongs to a deleted user, or that was issued before the user's last password change.
// A personal API token (domain.APITokenPrefix) gives its owner with a Grant of its scopes.
func (c *Checker) Authenticate(ctx context.Context, token string) (*domain.User, error) {
	if domain.IsAPIToken(token) {
		return c.authenticateAPIToken(ctx, token)
	}
	cl, err := c.verified.Parse(c.tokens, token)
	if err != nil {
		return nil, ErrBadToken
	}
	u, revoked, err := c.store.Q().SessionUser(ctx, cl.UserID, RevocationID(cl, token))
	return outcome(cl, u, revoked, err)
}

// outcome decides a token from what the database says of its user: gone, signed out,
// or issued before the last password change are all refused alike.
func outcome(cl auth.Claims, u *domain.User, revoked bool, err error) (*domain.User, error) {
	if domain.KindOf(err) == domain.NotFound {
		return nil, ErrBadToken
	}
	if err != nil {
		return nil, err
	}
	if revoked || u.TokenVersion != cl.Version {
		return nil, ErrBadToken
	}
	return u, nil
}

// CheckPending checks the request's login token, when nothing has checked it yet, in
// the same statement as a hot read (see auth.WithPendingSession): read is given the
// token's user and revocation id and returns what store.Q.SessionUser returns, having
// read its own data beside. The outcome is settled for the request. ok is false when
// the token was checked elsewhere or is not a login token: the caller then asks
// auth.Actor the usual way.
func (c *Checker) CheckPending(ctx context.Context, read func(userID int64, tokenID string) (*domain.User, bool, error)) (u *domain.User, ok bool, err error) {
	token, unchecked := auth.Unchecked(ctx)
	if !unchecked {
		return nil, false, nil
	}
	cl, perr := c.verified.Parse(c.tokens, token)
	if perr != nil {
		return nil, false, nil // auth.Actor refuses it with the usual message
	}
	u, revoked, err := read(cl.UserID, RevocationID(cl, token))
	u, err = outcome(cl, u, revoked, err)
	return u, auth.Settle(ctx, u, err), err
}

// ReadVersion checks the request's pending login token together with the read-cache
// data version, in one statement; ok as for CheckPending.
func (c *Checker) ReadVersion(ctx context.Context) (u *domain.User, version int64, ok bool, err error) {
	u, ok, err = c.CheckPending(ctx, func(userID int64, tokenID string) (*domain.User, bool, error) {
		u, revoked, v, err := c.store.Q().SessionUserAndReadVersion(ctx, userID, tokenID)
		version = v
		return u, revoked, err
	})
	return u, version, ok, err
}

// UserAndUnread reads, in one statement, what CheckPending's read needs of a login
// token together with the user's unread notifications: the poll cache's fill.
func (c *Checker) UserAndUnread(ctx context.Context, userID int64, tokenID string) (*domain.User, bool, []domain.Notification, error) {
	return c.store.Q().SessionUserAndUnreadNotifications(ctx, userID, tokenID)
}

// Now is the checker's clock: the one tokens are issued and checked against, which a
// socket's watch must count a token's lifetime on too.
func (c *Checker) Now() time.Time { return c.now() }

// TokenExpiry returns when a valid token stops working by itself.
func (c *Checker) TokenExpiry(ctx context.Context, token string) (time.Time, error) {
	if domain.IsAPIToken(token) {
		return c.apiTokenExpiry(ctx, token)
	}
	cl, err := c.tokens.Parse(token)
	if err != nil {
		return time.Time{}, ErrBadToken
	}
	return cl.ExpiresAt, nil
}

// RevocationID names a token in the revocation list: its own id, or for tokens issued
// before tokens had ids, a hash of the whole token.
func RevocationID(c auth.Claims, token string) string {
	if c.ID != "" {
		return c.ID
	}
	sum := sha256.Sum256([]byte(token))
	return "sha256:" + hex.EncodeToString(sum[:])
}
