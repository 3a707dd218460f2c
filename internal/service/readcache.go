package service

import (
	"context"
	"strconv"

	"github.com/shiftsched/shiftsched/internal/auth"
	"github.com/shiftsched/shiftsched/internal/domain"
	"github.com/shiftsched/shiftsched/internal/readcache"
)

// Audience says who may be served one cached answer.
type Audience int

const (
	// SignedIn answers are the same for every signed-in user: the published weeks and
	// months, with no drafts and no field that depends on who reads.
	SignedIn Audience = iota + 1
	// OneViewer answers are only ever served to the same user in the same role.
	OneViewer
)

// CachedRead returns the encoded answer of a read: from the read cache when nothing it
// shows has changed since it was cached, otherwise from fill, whose answer is then
// cached. key names the read and everything its answer depends on besides the viewer;
// audience adds the viewer to the key where the answer depends on them. Any signed-in
// user. Errors: fill's, which are never cached, and the database's.
//
// The data version is read before fill reads the data, so an answer is never older
// than the version it is cached under, on any instance: a write commits its version bump
// with its data (0008_read_version.sql).
func (s *Service) CachedRead(ctx context.Context, actor *domain.User, audience Audience, key string, fill func(context.Context) (body []byte, contentType string, err error)) (*readcache.Entry, error) {
	if actor == nil {
		return nil, &domain.Error{Kind: domain.Unauthenticated, Msg: domain.MsgNoToken}
	}
	key = audienceKey(actor, audience, key)
	// An API token's answer depends on its scopes, which fill's service calls check:
	// it is never served from, nor put in, the cache.
	if s.reads == nil || actor.Grant != nil {
		body, ctype, err := fill(ctx)
		if err != nil {
			return nil, err
		}
		return readcache.NewEntry(body, ctype), nil
	}
	version, err := s.store.Q().ReadVersion(ctx)
	if err != nil {
		return nil, err
	}
	return s.cachedRead(ctx, key, version, fill)
}

// CachedReadOfSession is CachedRead for the request's signed-in user (auth.Actor).
// When nothing has checked the request's token yet, the token and the data version
// are read in one statement: a cache hit then costs one round trip.
func (s *Service) CachedReadOfSession(ctx context.Context, audience Audience, key string, fill func(context.Context) (body []byte, contentType string, err error)) (*readcache.Entry, error) {
	if s.reads != nil {
		var version int64
		actor, ok, err := s.sessions.CheckPending(ctx, func(userID int64, tokenID string) (*domain.User, bool, error) {
			u, revoked, v, err := s.store.Q().SessionUserAndReadVersion(ctx, userID, tokenID)
			version = v
			return u, revoked, err
		})
		if ok {
			if err != nil {
				return nil, err
			}
			return s.cachedRead(ctx, audienceKey(actor, audience, key), version, fill)
		}
	}
	actor, err := auth.Actor(ctx)
	if err != nil {
		return nil, err
	}
	return s.CachedRead(ctx, actor, audience, key, fill)
}

// cachedRead answers key at version from the cache or from fill.
func (s *Service) cachedRead(ctx context.Context, key string, version int64, fill func(context.Context) ([]byte, string, error)) (*readcache.Entry, error) {
	if e, ok := s.reads.Get(version, key); ok {
		return e, nil
	}
	// Requests that miss on the same key at the same version (the moment after a
	// publish) wait for one fill instead of each building the same answer.
	filled := false // this request ran the fill
	v, err, _ := s.readFills.Do(strconv.FormatInt(version, 10)+" "+key, func() (any, error) {
		filled = true
		body, ctype, err := fill(ctx)
		if err != nil {
			return nil, err
		}
		e := readcache.NewEntry(body, ctype)
		s.reads.Put(version, key, e)
		return e, nil
	})
	if err != nil && !filled {
		// Errors are not shared: the request that filled may have been cancelled, and
		// an answer that may not be cached is only ever the caller's own.
		body, ctype, err := fill(ctx)
		if err != nil {
			return nil, err
		}
		return readcache.NewEntry(body, ctype), nil
	}
	if err != nil {
		return nil, err
	}
	return v.(*readcache.Entry), nil
}

// audienceKey adds to key who may be served its answer.
func audienceKey(actor *domain.User, audience Audience, key string) string {
	switch audience {
	case SignedIn:
		return "all|" + key
	case OneViewer:
		return "user " + strconv.FormatInt(actor.ID, 10) + " " + string(actor.Role) + "|" + key
	}
	panic("service.CachedRead: unknown audience")
}

// ReadCacheOn reports whether reads are cached (READ_CACHE_MB is not 0).
func (s *Service) ReadCacheOn() bool { return s.reads != nil }

// ReadCacheStats returns the read cache's counters (zero when it is off).
func (s *Service) ReadCacheStats() readcache.Stats { return s.reads.Stats() }
