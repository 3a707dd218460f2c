package service

import (
	"context"

	"github.com/shiftsched/shiftsched/internal/domain"
	"github.com/shiftsched/shiftsched/internal/permission"
)

// Rota returns every active user who works shifts, managers included, by name: the rows
// of the week editor and the people shifts can be given to. Managers only. Errors:
// Forbidden.
func (s *Service) Rota(ctx context.Context, actor *domain.User) ([]domain.User, error) {
	if err := actor.Allow(domain.ScopeScheduleRead); err != nil {
		return nil, err
	}
	if err := permission.RequireManager(actor); err != nil {
		return nil, err
	}
	q := s.store.Q()
	people, err := q.ActiveRota(ctx)
	if err != nil {
		return nil, err
	}
	return permission.ReachedPeople(ctx, q, actor, people)
}

// SetWorksShifts puts a person on the rota or takes them off it; a manager may do it
// for themselves. Managers only, for people they manage. Errors: Forbidden; NotFound
// "User not found.".
func (s *Service) SetWorksShifts(ctx context.Context, actor *domain.User, id int64, works bool) (*domain.User, error) {
	if err := actor.Allow(domain.ScopeStaffWrite); err != nil {
		return nil, err
	}
	if err := permission.RequireManager(actor); err != nil {
		return nil, err
	}
	var out *domain.User
	err := s.Changes().Run(ctx, actor, func(q *Tx) error {
		if id != actor.ID {
			if err := permission.MayManagePerson(ctx, q.Q, actor, id); err != nil {
				return err
			}
		}
		before, err := q.ActiveUserForUpdate(ctx, id)
		if err != nil {
			return err
		}
		if out, err = q.SetWorksShifts(ctx, id, works); err != nil {
			return err
		}
		summary := say("AuditPutOnRota", map[string]any{"Name": out.Name})
		if !works {
			summary = say("AuditTookOffRota", map[string]any{"Name": out.Name})
		}
		q.Audit(Audit{Action: "user.works_shifts", Object: "user", ID: id, Say: summary,
			Before: map[string]any{"worksShifts": before.WorksShifts}, After: map[string]any{"worksShifts": works}})
		return nil
	})
	return out, err
}
