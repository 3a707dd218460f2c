package service

import (
	"context"
	"slices"

	"github.com/shiftsched/shiftsched/internal/domain"
	"github.com/shiftsched/shiftsched/internal/permission"
)

// WorkplaceSettings returns the workplace's scheduling rules. Any signed-in user.
// Errors: Forbidden (an API token without schedule:read).
func (s *Service) WorkplaceSettings(ctx context.Context, actor *domain.User) (domain.Settings, error) {
	if err := actor.Allow(domain.ScopeScheduleRead); err != nil {
		return domain.Settings{}, err
	}
	return s.store.Q().Settings(ctx)
}

// UpdateWorkplaceSettings changes the workplace's scheduling rules, and the default
// digest time when in.NewDigestTime is set. Managers of every location. Errors: Forbidden; Invalid
// (out of range).
func (s *Service) UpdateWorkplaceSettings(ctx context.Context, actor *domain.User, in domain.Settings) (domain.Settings, error) {
	if err := permission.MaySetWorkplace(ctx, s.store.Q(), actor, "change the workplace's scheduling rules"); err != nil {
		return domain.Settings{}, err
	}
	if err := in.Validate(); err != nil {
		return domain.Settings{}, err
	}
	var saved domain.Settings
	err := s.Changes().Run(ctx, actor, func(q *Tx) error {
		before, err := q.Settings(ctx)
		if err != nil {
			return err
		}
		saved, err = q.UpdateSettings(ctx, in)
		if err != nil {
			return err
		}
		q.Audit(Audit{Action: "settings.update", Object: "settings", Say: say("AuditChangedSettings", nil),
			Before: before, After: saved})
		return nil
	})
	if err != nil {
		return domain.Settings{}, err
	}
	return saved, nil
}

// AcknowledgeWeek records that the actor has seen their shifts of the published week
// containing date ("Got it"), until their shifts change. Any signed-in user with a shift
// that week. Errors: Invalid (no shift that week).
func (s *Service) AcknowledgeWeek(ctx context.Context, actor *domain.User, date domain.Date) (*domain.Acknowledgement, error) {
	if err := actor.Allow(domain.ScopeScheduleWrite); err != nil {
		return nil, err
	}
	week := s.Weeks().Start(date)
	q := s.store.Q()
	mine, err := q.ShiftsBetween(ctx, week, week.AddDays(6), &actor.ID)
	if err != nil {
		return nil, err
	}
	if len(mine) == 0 {
		return nil, domain.Errorf(domain.Invalid, "You have no shifts in the week of %s to acknowledge.", week.ShortLabel())
	}
	err = s.Changes().Run(ctx, actor, func(q *Tx) error {
		q.Audit(Audit{Action: "schedule.acknowledge", Object: "schedule", ID: week, Say: say("AuditAcknowledgedWeek", map[string]any{"Week": auditDay{Day: week}})})
		return q.Acknowledge(ctx, week, actor.ID)
	})
	if err != nil {
		return nil, err
	}
	now := s.Now()
	return &domain.Acknowledgement{UserID: actor.ID, UserName: actor.Name, AcknowledgedAt: &now}, nil
}

// MyAcknowledgement returns whether the actor has acknowledged their shifts of the week
// containing date since they last changed; nil when they have none that week. Any
// signed-in user, for themself. Errors: Forbidden (an API token without schedule:read).
func (s *Service) MyAcknowledgement(ctx context.Context, actor *domain.User, date domain.Date) (*domain.Acknowledgement, error) {
	if err := actor.Allow(domain.ScopeScheduleRead); err != nil {
		return nil, err
	}
	acks, err := s.store.Q().Acknowledgements(ctx, s.Weeks().Start(date))
	if err != nil {
		return nil, err
	}
	for i := range acks {
		if acks[i].UserID == actor.ID {
			return &acks[i], nil
		}
	}
	return nil, nil
}

// WeekAcknowledgements lists everyone on the published week containing date and whether
// they acknowledged it since their shifts last changed, by name. Managers only; a manager
// limited to some locations, of the people they manage. Errors: Forbidden.
func (s *Service) WeekAcknowledgements(ctx context.Context, actor *domain.User, date domain.Date) ([]domain.Acknowledgement, error) {
	if err := actor.Allow(domain.ScopeScheduleRead); err != nil {
		return nil, err
	}
	if err := permission.RequireManager(actor); err != nil {
		return nil, err
	}
	q := s.store.Q()
	list, err := q.Acknowledgements(ctx, s.Weeks().Start(date))
	if err != nil {
		return nil, err
	}
	m, err := permission.ManagerScope(ctx, q, actor)
	if err != nil || !m.Limited() {
		return list, err
	}
	return slices.DeleteFunc(list, func(a domain.Acknowledgement) bool { return !m.Person(a.UserID) }), nil
}
