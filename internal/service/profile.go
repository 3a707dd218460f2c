package service

import (
	"cmp"
	"context"

	"github.com/shiftsched/shiftsched/internal/domain"
	"github.com/shiftsched/shiftsched/internal/permission"
)

// WorkplaceProfile is the workplace's name, currency, time zone and first day of the
// week. TimeZone is the zone
// its clock reads now: the one a manager chose, else the server's default. Anyone
// signed in (the app names the workplace and formats money with its currency).
func (s *Service) WorkplaceProfile(ctx context.Context, actor *domain.User) (domain.Profile, error) {
	if err := actor.Allow(domain.ScopeScheduleRead); err != nil {
		return domain.Profile{}, err
	}
	p, err := s.store.Q().WorkplaceProfile(ctx)
	if err != nil {
		return domain.Profile{}, err
	}
	zone := s.loc().String()
	p.TimeZone = &zone
	return p, nil
}

// SetWorkplaceProfile changes the workplace's name, currency, time zone and first day of
// the week; a time zone left empty goes back to the server's default (WORKPLACE_TZ), one
// left out stays, as does a first day left out. The new zone and weeks count on this
// instance at once and on the others within a refresh (workzone.Zone.Watch).
// Managers of every location. Errors: Forbidden; Invalid (Profile.Normalize); Conflict
// (a new first day once weeks are stored: ErrWeeksStored).
func (s *Service) SetWorkplaceProfile(ctx context.Context, actor *domain.User, in domain.Profile) (domain.Profile, error) {
	if err := permission.MaySetWorkplace(ctx, s.store.Q(), actor, "change the workplace's name, currency or time zone"); err != nil {
		return domain.Profile{}, err
	}
	if err := in.Normalize(); err != nil {
		return domain.Profile{}, err
	}
	err := s.Changes().Run(ctx, actor, func(q *Tx) error {
		before, err := q.WorkplaceProfile(ctx)
		if err != nil {
			return err
		}
		if in.TimeZone == nil {
			in.TimeZone = before.TimeZone
		}
		if in.WeekStartsOn == "" {
			in.WeekStartsOn = before.WeekStartsOn
		}
		if in.WeekStartsOn != before.WeekStartsOn {
			if stored, err := q.WeeksStored(ctx); err != nil || stored {
				return cmp.Or[error](err, domain.ErrWeeksStored)
			}
		}
		q.Audit(Audit{Action: "settings.profile", Object: "settings", Say: say("AuditChangedWorkplaceProfile", nil),
			Before: before, After: in})
		return q.SetWorkplaceProfile(ctx, in)
	})
	if err != nil {
		return domain.Profile{}, err
	}
	s.Zone().SetWeeks(in.WeekStartsOn)
	if err := s.Zone().Set(in.TimeZone); err != nil {
		return domain.Profile{}, err
	}
	return s.WorkplaceProfile(ctx, actor)
}
