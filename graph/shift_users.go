package graph

import (
	"context"

	"github.com/shiftsched/shiftsched/internal/domain"
)

// attachShiftUsers sets the User of every shift in lists, with one query for the whole
// answer. Shift.user is then a plain field: no resolver, goroutine or loader call per
// shift, which profiles showed to be most of a month page's CPU.
func (r *Resolver) attachShiftUsers(ctx context.Context, lists ...[]domain.Shift) error {
	seen := map[int64]bool{}
	var ids []int64
	for _, shifts := range lists {
		for _, sh := range shifts {
			if !seen[sh.UserID] {
				seen[sh.UserID] = true
				ids = append(ids, sh.UserID)
			}
		}
	}
	if len(ids) == 0 {
		return nil
	}
	users, err := r.Svc.UsersByIDs(ctx, ids)
	if err != nil {
		return err
	}
	byID := make(map[int64]*domain.User, len(users))
	for i := range users {
		byID[users[i].ID] = &users[i]
	}
	for _, shifts := range lists {
		for i := range shifts {
			if shifts[i].User = byID[shifts[i].UserID]; shifts[i].User == nil {
				return domain.Errorf(domain.NotFound, "User not found.")
			}
		}
	}
	return nil
}
