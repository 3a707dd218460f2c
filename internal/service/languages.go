package service

import (
	"context"

	"github.com/shiftsched/shiftsched/internal/accounts"
	"github.com/shiftsched/shiftsched/internal/domain"
	"github.com/shiftsched/shiftsched/internal/i18n"
	"github.com/shiftsched/shiftsched/internal/permission"
)

// WorkplaceLanguage returns the language of people who chose none. Anyone signed in.
func (s *Service) WorkplaceLanguage(ctx context.Context, actor *domain.User) (string, error) {
	if err := actor.Allow(domain.ScopeScheduleRead); err != nil {
		return "", err
	}
	return s.store.Q().WorkplaceLanguage(ctx)
}

// SetWorkplaceLanguage sets the language of people who chose none and returns the
// workplace settings. Managers of every location. Errors: Forbidden; Invalid (a language not shipped).
func (s *Service) SetWorkplaceLanguage(ctx context.Context, actor *domain.User, language string) (domain.Settings, error) {
	if err := permission.MaySetWorkplace(ctx, s.store.Q(), actor, "change the workplace's language"); err != nil {
		return domain.Settings{}, err
	}
	if !i18n.Supported(language) {
		return domain.Settings{}, accounts.ErrBadLanguage
	}
	err := s.Changes().Run(ctx, actor, func(q *Tx) error {
		before, err := q.WorkplaceLanguage(ctx)
		if err != nil {
			return err
		}
		q.Audit(Audit{Action: "settings.language", Object: "settings", Say: say("AuditSetWorkplaceLanguage", map[string]any{"Language": language}),
			Before: map[string]string{"defaultLanguage": before}, After: map[string]string{"defaultLanguage": language}})
		return q.SetWorkplaceLanguage(ctx, language)
	})
	if err != nil {
		return domain.Settings{}, err
	}
	return s.store.Q().Settings(ctx)
}
