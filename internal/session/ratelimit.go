package session

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

// Limiter counts attempts per action and client address, in PostgreSQL, so that every
// server instance counts against the same buckets.
type Limiter struct {
	limits map[string]Limit
	store  *store.Store
	log    *slog.Logger

	mu    sync.Mutex
	swept time.Time

	watch Watch // nil: nobody watches
}

// Watch is told what the limiter refuses and the wrong credentials it is told of, for
// the metrics. Its methods must be cheap and safe for concurrent use.
type Watch interface {
	Refused(action string)
	Failed(door string)
}

// The doors through which wrong credentials come (Limiter.Failed).
const (
	DoorSignIn         = "sign-in"         // an e-mail and password
	DoorPasswordChange = "password-change" // a wrong current password
	DoorKiosk          = "kiosk"           // a wrong PIN at a kiosk
)

// LoginDoors are the doors, for the metrics' fixed label set.
var LoginDoors = []string{DoorSignIn, DoorPasswordChange, DoorKiosk}

// SetWatch makes w watch the limiter; call it before the limiter is used.
func (l *Limiter) SetWatch(w Watch) { l.watch = w }

// Actions returns the names of the limited actions.
func (l *Limiter) Actions() []string {
	out := make([]string, 0, len(l.limits))
	for a := range l.limits {
		out = append(out, a)
	}
	return out
}

// Failed tells the watch that wrong credentials were given at door. It limits nothing:
// the buckets count the attempts themselves.
func (l *Limiter) Failed(door string) {
	if l != nil && l.watch != nil {
		l.watch.Failed(door)
	}
}

// NewLimiter returns a Limiter counting in st with the given limits; actions without
// one are unlimited.
func NewLimiter(st *store.Store, limits map[string]Limit, log *slog.Logger) *Limiter {
	if log == nil {
		log = slog.Default()
	}
	return &Limiter{limits: limits, store: st, log: log}
}

// ErrTooMany refuses an attempt over the limit of the client's address.
var ErrTooMany = &domain.Error{Kind: domain.TooMany, Msg: "Too many attempts from your address. Please wait a minute and try again."}

// idleBucket is how long a bucket is kept after its last attempt: every limit refills
// completely well within it.
const idleBucket = time.Hour

// Allow charges one attempt at action to the client of ctx, or answers ErrTooMany.
func (l *Limiter) Allow(ctx context.Context, action string) error {
	return l.Take(ctx, action, clientBucket(auth.Client(ctx)), ErrTooMany)
}

// Take charges one attempt at action to the bucket key, or answers tooMany.
func (l *Limiter) Take(ctx context.Context, action, key string, tooMany error) error {
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
		if l.watch != nil {
			l.watch.Refused(action)
		}
		return tooMany
	}
	return nil
}

// Refund gives back the attempt Take charged to key, for an attempt that turned out
// right. A failure is only logged: the attempt already succeeded, and the bucket
// refills by itself.
func (l *Limiter) Refund(ctx context.Context, action, key string) {
	lim, ok := l.limits[action]
	if !ok {
		return
	}
	if err := l.store.Q().ReturnToken(ctx, action+"|"+key, lim.Burst); err != nil {
		l.log.WarnContext(ctx, "rate limit: could not give an attempt back", "action", action, "err", err)
	}
}

// AccountBucket names the bucket of the account an e-mail address would sign in to:
// a hash, so that the table holds no addresses and every key has the same length.
func AccountBucket(email string) string {
	sum := sha256.Sum256([]byte(strings.ToLower(strings.TrimSpace(email))))
	return hex.EncodeToString(sum[:])
}

// WorkplaceBucket is the one bucket of limits that count for the whole workplace.
const WorkplaceBucket = "workplace"

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
