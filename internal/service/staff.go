package service

import (
	"context"

	"github.com/shiftsched/shiftsched/internal/domain"
	"github.com/shiftsched/shiftsched/internal/permission"
)

// The lists of people managers pick from.

// Staff returns every active user, by name. Managers only; a manager limited to some
// locations, the people they reach (permission.ReachedPeople). Errors: Forbidden.
func (s *Service) Staff(ctx context.Context, actor *domain.User) ([]domain.User, error) {
	if err := actor.Allow(domain.ScopeStaffRead); err != nil {
		return nil, err
	}
	if err := permission.RequireManager(actor); err != nil {
		return nil, err
	}
	q := s.store.Q()
	people, err := q.ActiveUsers(ctx, "")
	if err != nil {
		return nil, err
	}
	return permission.ReachedPeople(ctx, q, actor, people)
}

// Employees returns every active user who can be put on a schedule (role employee), by
// name. Managers only. Errors: Forbidden.
func (s *Service) Employees(ctx context.Context, actor *domain.User) ([]domain.User, error) {
	if err := actor.Allow(domain.ScopeScheduleRead); err != nil {
		return nil, err
	}
	if err := permission.RequireManager(actor); err != nil {
		return nil, err
	}
	q := s.store.Q()
	people, err := q.ActiveUsers(ctx, domain.RoleEmployee)
	if err != nil {
		return nil, err
	}
	return permission.ReachedPeople(ctx, q, actor, people)
}
