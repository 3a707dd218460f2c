package service

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"log/slog"
	"net/netip"
	"strings"
	"sync"
	"time"

	"github.com/shiftsched/shiftsched/internal/auth"
	"github.com/shiftsched/shiftsched/internal/domain"
	"github.com/shiftsched/shiftsched/internal/store"
)

// Limit is a token bucket: Burst attempts at once, refilled at Every.
type Limit struct {
	Every time.Duration
	Burst int
}

// Actions that are rate-limited per client address.
const (
	ActionLogin            = "login"
	ActionRegister         = "register"
	ActionForgotPassword   = "forgot-password"
	ActionAcceptInvitation = "accept-invitation"
)

// DefaultLimits allow a person to retry comfortably and slow down guessing.
var DefaultLimits = map[string]Limit{
	ActionLogin:            {Every: 6 * time.Second, Burst: 10}, // 10 at once, then 10 a minute
	ActionRegister:         {Every: 20 * time.Second, Burst: 5},
	ActionForgotPassword:   {Every: 20 * time.Second, Burst: 5},
	ActionAcceptInvitation: {Every: 20 * time.Second, Burst: 5}, // a person accepts once

	ActionLoginAccount: {Every: 20 * time.Second, Burst: 10}, // 10 at once, then 3 a minute
	ActionManagerCode:  {Every: 2 * time.Minute, Burst: 20},  // 20 at once, then 30 an hour
}

// Actions limited by what is guessed at rather than by who guesses, so that spreading
// guesses over many addresses gains nothing. Only wrong guesses count (a right one is
// given back), but an empty bucket refuses the right answer too: otherwise guessing
// would go on at full speed and only stop when it succeeded.
const (
	// ActionLoginAccount counts wrong passwords per account (by normalized e-mail
	// address, known or not, so the limit says nothing about who has an account).
	ActionLoginAccount = "login-account"
	// ActionManagerCode counts wrong manager codes across the whole workplace.
	ActionManagerCode = "manager-code"
)

// Limiter counts attempts per action and client address, in PostgreSQL, so that every
// server instance counts against the same buckets.
type Limiter struct {
	limits map[string]Limit
	store  *store.Store // set by New

	mu    sync.Mutex
	swept time.Time
}

// NewLimiter returns a Limiter with the given limits; actions without one are unlimited.
func NewLimiter(limits map[string]Limit) *Limiter {
	return &Limiter{limits: limits}
}

var errTooMany = &domain.Error{Kind: domain.TooMany, Msg: "Too many attempts from your address. Please wait a minute and try again."}

// idleBucket is how long a bucket is kept after its last attempt: every limit refills
// completely well within it.
const idleBucket = time.Hour

var errTooManyCodes = &domain.Error{Kind: domain.TooMany, Msg: "Too many wrong manager codes were tried recently. Please wait a few minutes and try again."}

// allow charges one attempt at action to the client of ctx.
func (l *Limiter) allow(ctx context.Context, action string) error {
	return l.take(ctx, action, clientBucket(auth.Client(ctx)), errTooMany)
}

// take charges one attempt at action to the bucket key, or answers tooMany.
func (l *Limiter) take(ctx context.Context, action, key string, tooMany error) error {
	lim, ok := l.limits[action]
	if !ok {
		return nil
	}
	q := l.store.Q()
	l.mu.Lock()
	sweep := time.Since(l.swept) > time.Minute
	if sweep {
		l.swept = time.Now()
	}
	l.mu.Unlock()
	if sweep {
		if err := q.ForgetIdleBuckets(ctx, idleBucket); err != nil {
			return err
		}
	}
	allowed, err := q.TakeToken(ctx, action+"|"+key, lim.Burst, lim.Every)
	if err != nil {
		return err
	}
	if !allowed {
		return tooMany
	}
	return nil
}

// refund gives back the attempt take charged to key, for an attempt that turned out
// right. A failure is only logged: the attempt already succeeded, and the bucket
// refills by itself.
func (l *Limiter) refund(ctx context.Context, log *slog.Logger, action, key string) {
	lim, ok := l.limits[action]
	if !ok {
		return
	}
	if err := l.store.Q().ReturnToken(ctx, action+"|"+key, lim.Burst); err != nil {
		log.WarnContext(ctx, "rate limit: could not give an attempt back", "action", action, "err", err)
	}
}

// accountBucket names the bucket of the account an e-mail address would sign in to:
// a hash, so that the table holds no addresses and every key has the same length.
func accountBucket(email string) string {
	sum := sha256.Sum256([]byte(strings.ToLower(strings.TrimSpace(email))))
	return hex.EncodeToString(sum[:])
}

// workplaceBucket is the one bucket of limits that count for the whole workplace.
const workplaceBucket = "workplace"

// clientBucket names the bucket of a client address: the address itself, except that
// IPv6 clients are grouped by their /64, which one subscriber usually holds whole (so
// counting single addresses would give them unlimited buckets).
func clientBucket(addr string) string {
	a, err := netip.ParseAddr(addr)
	if err != nil {
		return addr
	}
	if a = a.Unmap(); a.Is4() {
		return a.String()
	}
	p, _ := a.WithZone("").Prefix(64)
	return p.String()
}
