package loaders

import (
	"context"
	"sync"
	"sync/atomic"

	"github.com/vikstrous/dataloadgen"

	"github.com/shiftsched/shiftsched/internal/domain"
)

// expectedUsers holds the ids of users a resolver announced before its children load
// them. A time-window batch alone splits when thousands of child fields resolve over
// more than the window; announcing the ids makes the first load fetch them all in one
// statement, and every later load is answered from the cache.
type expectedUsers struct {
	mu      sync.Mutex
	ids     map[int64]struct{}
	pending atomic.Bool // ids is not empty; read without the lock by every load
}

// ExpectUsers announces users that fields below the current one will load (e.g. the
// people of a month's shifts). It runs no query: the first User load of the request
// fetches every announced user at once. Safe to call with no loaders in ctx.
func ExpectUsers(ctx context.Context, ids []int64) {
	l := For(ctx)
	if l == nil || len(ids) == 0 {
		return
	}
	e := &l.expected
	e.mu.Lock()
	defer e.mu.Unlock()
	if e.ids == nil {
		e.ids = make(map[int64]struct{}, len(ids))
	}
	for _, id := range ids {
		e.ids[id] = struct{}{}
	}
	e.pending.Store(true)
}

// load fetches the announced users in one batch, once; concurrent callers wait for it
// so that they find their user in the cache instead of starting batches of their own.
func (e *expectedUsers) load(ctx context.Context, users *dataloadgen.Loader[int64, *domain.User]) {
	// Thousands of fields call this once the batch is loaded: skip the lock then.
	if !e.pending.Load() {
		return
	}
	e.mu.Lock()
	defer e.mu.Unlock()
	if len(e.ids) == 0 {
		return
	}
	ids := make([]int64, 0, len(e.ids))
	for id := range e.ids {
		ids = append(ids, id)
	}
	e.ids = nil
	users.LoadAll(ctx, ids) // errors are cached per id and returned by each Load
	e.pending.Store(false)  // only now: later callers find their user in the cache
}

// ExpectRequesters announces the people of time-off requests, and the requests whose
// shifts inside (ShiftsInside) fields below may load.
func ExpectRequesters(ctx context.Context, reqs []domain.TimeOffRequest) {
	if l := For(ctx); l != nil {
		l.shiftsInside.expect(reqs)
	}
	ids := make([]int64, len(reqs))
	for i, q := range reqs {
		ids[i] = q.UserID
	}
	ExpectUsers(ctx, ids)
}
