package readcache

import (
	"context"
	"strconv"
	"sync/atomic"

	"golang.org/x/sync/singleflight"

	"github.com/shiftsched/shiftsched/internal/auth"
	"github.com/shiftsched/shiftsched/internal/domain"
	"github.com/shiftsched/shiftsched/internal/session"
)

// DefaultBytes is the cache's default limit: about a thousand month answers of a
// 100-person workplace.
const DefaultBytes = 64 << 20

// Rules is what the cache asks of the rules (service.Service): whose answers may be
// shared, and the data version they are cached under.
type Rules interface {
	SharesReads(actor *domain.User) bool
	ReadVersion(ctx context.Context, actor *domain.User) (int64, error)
}

// Reads answers the doors' week and month reads: from the cache while nothing they
// show has changed, otherwise from the door's fill (the resolver or REST handler,
// which asks the service), whose answer is then cached.
type Reads struct {
	cache    *Cache // nil: reads are not cached
	sessions *session.Checker
	rules    Rules
	fills    singleflight.Group
	waiting  atomic.Int64 // requests in a fill, their own or another's
}

// NewReads returns the reads front of cache (nil: nothing is cached).
func NewReads(cache *Cache, sessions *session.Checker, rules Rules) *Reads {
	return &Reads{cache: cache, sessions: sessions, rules: rules}
}

// Waiting returns how many requests are in a fill now, their own or another's: tests
// see from it that concurrent misses all wait for one fill.
func (r *Reads) Waiting() int64 { return r.waiting.Load() }

// On reports whether reads are cached (READ_CACHE_MB is not 0).
func (r *Reads) On() bool { return r != nil && r.cache != nil }

// Stats returns the cache's counters (zero when it is off).
func (r *Reads) Stats() Stats { return r.cache.Stats() }

// Answer returns the encoded answer of the read key, whose answer is the same for
// every signed-in person who may share reads and sees the same locations (the session
// statement reads what they see, domain.View, beside the token and the version). When nothing has checked the request's
// token yet, the token and the data version are read in one statement: a hit then
// costs one round trip. Errors: the session's (Unauthenticated), fill's, which are
// never cached, and the database's.
//
// The data version is read before fill reads the data, so an answer is never older
// than the version it is cached under, on any instance: a write commits its version bump
// with its data (0008_read_version.sql).
func (r *Reads) Answer(ctx context.Context, key string, fill func(context.Context) (body []byte, contentType string, err error)) (*Entry, error) {
	if r.On() {
		actor, version, ok, err := r.sessions.ReadVersion(ctx)
		if ok && err != nil {
			return nil, err
		}
		if ok && actor.View != nil && r.rules.SharesReads(actor) {
			return r.answer(ctx, viewKey(actor, key), version, fill)
		}
	}
	actor, err := auth.Actor(ctx)
	if err != nil {
		return nil, err
	}
	if !r.On() || !r.rules.SharesReads(actor) {
		return uncached(ctx, fill)
	}
	version, err := r.rules.ReadVersion(ctx, actor)
	if err != nil {
		return nil, err
	}
	if actor.View == nil {
		return uncached(ctx, fill)
	}
	return r.answer(ctx, viewKey(actor, key), version, fill)
}

// viewKey is key for what actor sees (domain.View.Key): everyone who sees the same
// locations shares one answer, and only they do.
func viewKey(actor *domain.User, key string) string {
	return actor.View.Key(actor.ID) + "|" + key
}

// answer answers key at version from the cache or from fill.
func (r *Reads) answer(ctx context.Context, key string, version int64, fill func(context.Context) ([]byte, string, error)) (*Entry, error) {
	if e, ok := r.cache.Get(version, key); ok {
		return e, nil
	}
	// Requests that miss on the same key at the same version (the moment after a
	// publish) wait for one fill instead of each building the same answer.
	filled := false // this request ran the fill
	r.waiting.Add(1)
	defer r.waiting.Add(-1)
	v, err, _ := r.fills.Do(strconv.FormatInt(version, 10)+" "+key, func() (any, error) {
		filled = true
		e, err := uncached(ctx, fill)
		if err == nil {
			r.cache.Put(version, key, e)
		}
		return e, err
	})
	if err != nil && !filled {
		// Errors are not shared: the request that filled may have been cancelled, and
		// an answer that may not be cached is only ever the caller's own.
		return uncached(ctx, fill)
	}
	if err != nil {
		return nil, err
	}
	return v.(*Entry), nil
}

// uncached answers with fill alone.
func uncached(ctx context.Context, fill func(context.Context) ([]byte, string, error)) (*Entry, error) {
	body, ctype, err := fill(ctx)
	if err != nil {
		return nil, err
	}
	return NewEntry(body, ctype), nil
}
