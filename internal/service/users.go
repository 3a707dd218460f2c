package service

import (
	"context"

	"github.com/shiftsched/shiftsched/internal/domain"
)

// UsersByIDs returns the users with the given ids, deleted ones included (their names
// still label past shifts and swaps), in no particular order. No actor: a batch
// loader's, for a caller that has already authenticated the request. Errors: only the
// database's.
func (s *Service) UsersByIDs(ctx context.Context, ids []int64) ([]domain.User, error) {
	return s.store.Q().UsersByIDs(ctx, ids)
}
