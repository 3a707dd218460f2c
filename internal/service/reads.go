package service

import (
	"context"

	"github.com/shiftsched/shiftsched/internal/domain"
)

// What the read cache (internal/readcache) needs of the rules: it keeps the doors'
// week and month answers, and asks here whose answers it may share and under which data
// version. Triggers raise the version in the transaction of every change the reads
// show (0008_read_version.sql), so no write path can forget it.

// SharesReads reports whether actor may be served week and month answers shared by
// every signed-in person. People signed in may; an API token's answer depends on its
// scopes, so it is never served from, nor put in, the cache.
func (s *Service) SharesReads(actor *domain.User) bool {
	return actor != nil && actor.Grant == nil
}

// ReadVersion returns the data version of everything the week and month reads show,
// and sets actor.View, what actor sees, read in the same statement: the cache keys the
// answer by it and the reads filter by it, so the two agree. Call it before the reads of
// the request run. Signed-in people (SharesReads). Errors: Forbidden (API tokens).
func (s *Service) ReadVersion(ctx context.Context, actor *domain.User) (int64, error) {
	if err := actor.RequireSession(); err != nil {
		return 0, err
	}
	version, view, err := s.store.Q().ReadVersionAndView(ctx, actor.ID)
	if err == nil && actor.View == nil {
		actor.View = &view
	}
	return version, err
}
