package pollcache

import (
	"context"

	"github.com/shiftsched/shiftsched/internal/domain"
	"github.com/shiftsched/shiftsched/internal/session"
)

// Polls answers the doors' notifications polls from the cache. Only login tokens use
// it (API tokens are checked the usual way), and an answer is kept with the person
// whose token was checked, so it cannot reach anyone else.
type Polls struct {
	cache    *Cache // nil: every poll reads the database
	sessions *session.Checker
}

// NewPolls returns the polls front of cache (nil: nothing is kept, and a poll still
// checks its token and reads in one statement).
func NewPolls(cache *Cache, sessions *session.Checker) *Polls {
	return &Polls{cache: cache, sessions: sessions}
}

// Answer returns the encoded answer of a notifications poll: key names the encoding
// (the route or document), and encode builds it, reading the unread notifications from
// Polled(ctx) when it is set, and from the service otherwise; it must use the context it
// is given. An answer is kept with the person's cached poll and served until anything
// it shows changes. When the request's token was checked already, the answer is
// encoded afresh. Errors: Unauthenticated (the session's), and encode's, never kept.
func (p *Polls) Answer(ctx context.Context, key string, encode func(context.Context) (Answer, error)) (Answer, error) {
	e, ok, err := p.ofSession(ctx)
	if ok && err != nil {
		return Answer{}, err
	}
	if !ok || e == nil {
		return encode(ctx)
	}
	if a, hit := p.cache.Answer(e, key); hit {
		return a, nil
	}
	a, err := encode(context.WithValue(ctx, entryKey{}, e))
	if err == nil {
		p.cache.SetAnswer(e, key, a)
	}
	return a, err
}

// ofSession checks the request's token with the poll, when nothing has checked it yet
// (ok), and returns the person's poll: from the cache, or read in the same statement as
// the token check and then cached.
func (p *Polls) ofSession(ctx context.Context) (*Entry, bool, error) {
	var e *Entry
	_, ok, err := p.sessions.CheckPending(ctx, func(userID int64, tokenID string) (*domain.User, bool, error) {
		if hit, found := p.cache.Get(userID, tokenID); found {
			e = hit
			u := hit.User // the caller's own copy
			return &u, false, nil
		}
		ticket := p.cache.Begin()
		u, revoked, list, err := p.sessions.UserAndUnread(ctx, userID, tokenID)
		if err == nil && !revoked {
			e = p.cache.Put(ticket, userID, tokenID, *u, list)
		}
		return u, revoked, err
	})
	return e, ok, err
}

type entryKey struct{}

// Polled returns the poll an Answer is encoding, whose unread notifications were read
// with the token check; nil otherwise.
func Polled(ctx context.Context) *Entry {
	e, _ := ctx.Value(entryKey{}).(*Entry)
	return e
}
