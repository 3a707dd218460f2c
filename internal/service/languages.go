package service

import (
	"context"

	"github.com/shiftsched/shiftsched/internal/domain"
	"github.com/shiftsched/shiftsched/internal/i18n"
	"github.com/shiftsched/shiftsched/internal/permission"
	"github.com/shiftsched/shiftsched/internal/session"
)

var (
	errBadLanguage = domain.Errorf(domain.Invalid, "Choose one of the offered languages.")
	errBadClock    = domain.Errorf(domain.Invalid, "The clock must be 12 or 24 hours.")
)

// SetMyLanguage records the actor's language and clock (nil clears a choice) and returns
// the actor as stored. Any signed-in user, for themself. Errors: Invalid (a language not
// shipped, a clock other than 12 or 24).
func (s *Service) SetMyLanguage(ctx context.Context, actor *domain.User, language *string, clock *int) (*domain.User, error) {
	if err := actor.RequireSession(); err != nil {
		return nil, err
	}
	if language != nil && !i18n.Supported(*language) {
		return nil, errBadLanguage
	}
	if clock != nil && *clock != 12 && *clock != 24 {
		return nil, errBadClock
	}
	var u *domain.User
	err := s.change(ctx, actor, func(q *Tx) error {
		var err error
		if u, err = q.SetLanguage(ctx, actor.ID, language, clock); err != nil {
			return err
		}
		q.Audit(Audit{Action: "account.language", Object: "user", ID: actor.ID, Say: say("AuditChoseLanguage", nil),
			Before: map[string]any{"language": actor.Language, "clock": actor.Clock},
			After:  map[string]any{"language": u.Language, "clock": u.Clock}})
		return nil
	})
	if domain.KindOf(err) == domain.NotFound {
		return nil, session.ErrBadToken
	}
	return u, err
}

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
		return domain.Settings{}, errBadLanguage
	}
	err := s.change(ctx, actor, func(q *Tx) error {
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
