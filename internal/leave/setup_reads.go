package leave

import (
	"context"
	"slices"

	"github.com/shiftsched/shiftsched/internal/domain"
	"github.com/shiftsched/shiftsched/internal/permission"
	"github.com/shiftsched/shiftsched/internal/store"
)

// Profile returns what a person's contract says for leave, or the defaults when nothing
// was set, for a person who has not signed up as for anyone. The person and the
// managers who manage them. Errors: Forbidden; NotFound.
func (s *Service) Profile(ctx context.Context, actor *domain.User, userID int64) (*store.LeaveProfileRow, error) {
	q := s.store.Q()
	if err := mayRead(ctx, q, actor, userID); err != nil {
		return nil, err
	}
	return q.LeaveProfileOf(ctx, userID)
}

// Assignments returns who follows which policy: every assignment to a rule set, and
// those to people the actor manages (a location manager: their people and themself).
// Managers. Errors: Forbidden.
func (s *Service) Assignments(ctx context.Context, actor *domain.User) ([]store.LeavePolicyAssignment, error) {
	if err := actor.Allow(domain.ScopeTimeOffRead); err != nil {
		return nil, err
	}
	if err := permission.RequireManager(actor); err != nil {
		return nil, err
	}
	q := s.store.Q()
	rows, err := q.LeavePolicyAssignments(ctx)
	if err != nil {
		return nil, err
	}
	m, err := permission.ManagerScope(ctx, q, actor)
	if err != nil || !m.Limited() {
		return rows, err
	}
	return slices.DeleteFunc(rows, func(a store.LeavePolicyAssignment) bool {
		return a.UserID != nil && *a.UserID != actor.ID && !m.Person(*a.UserID)
	}), nil
}
