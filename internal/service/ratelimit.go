package service

import (
	"context"
	"net/netip"
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
}

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

// allow charges one attempt at action to the client of ctx.
func (l *Limiter) allow(ctx context.Context, action string) error {
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
	allowed, err := q.TakeToken(ctx, action+"|"+clientBucket(auth.Client(ctx)), lim.Burst, lim.Every)
	if err != nil {
		return err
	}
	if !allowed {
		return errTooMany
	}
	return nil
}

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
