package service

import (
	"context"
	"sync"
	"time"

	"golang.org/x/time/rate"

	"github.com/shiftsched/shiftsched/internal/auth"
	"github.com/shiftsched/shiftsched/internal/domain"
)

// Limit is a token bucket: Burst attempts at once, refilled at Every.
type Limit struct {
	Every time.Duration
	Burst int
}

// Actions that are rate-limited per client address.
const (
	ActionLogin          = "login"
	ActionRegister       = "register"
	ActionForgotPassword = "forgot-password"
)

// DefaultLimits allow a person to retry comfortably and slow down guessing.
var DefaultLimits = map[string]Limit{
	ActionLogin:          {Every: 6 * time.Second, Burst: 10}, // 10 at once, then 10 a minute
	ActionRegister:       {Every: 20 * time.Second, Burst: 5},
	ActionForgotPassword: {Every: 20 * time.Second, Burst: 5},
}

// Limiter counts attempts per action and client address.
type Limiter struct {
	limits map[string]Limit
	mu     sync.Mutex
	seen   map[string]*bucket
	swept  time.Time
}

type bucket struct {
	lim  *rate.Limiter
	last time.Time
}

// NewLimiter returns a Limiter with the given limits; actions without one are unlimited.
func NewLimiter(limits map[string]Limit) *Limiter {
	return &Limiter{limits: limits, seen: map[string]*bucket{}}
}

var errTooMany = &domain.Error{Kind: domain.TooMany, Msg: "Too many attempts from your address. Please wait a minute and try again."}

// allow charges one attempt at action to the client of ctx.
func (l *Limiter) allow(ctx context.Context, action string) error {
	lim, ok := l.limits[action]
	if !ok {
		return nil
	}
	key := action + "|" + auth.Client(ctx)
	now := time.Now()
	l.mu.Lock()
	defer l.mu.Unlock()
	// Forget idle clients now and then so the map does not grow without bound.
	if now.Sub(l.swept) > time.Minute {
		for k, b := range l.seen {
			if now.Sub(b.last) > 10*time.Minute {
				delete(l.seen, k)
			}
		}
		l.swept = now
	}
	b := l.seen[key]
	if b == nil {
		b = &bucket{lim: rate.NewLimiter(rate.Every(lim.Every), lim.Burst)}
		l.seen[key] = b
	}
	b.last = now
	if !b.lim.AllowN(now, 1) {
		return errTooMany
	}
	return nil
}
