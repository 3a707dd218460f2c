package accounts

import (
	"context"

	"github.com/shiftsched/shiftsched/internal/change"
	"github.com/shiftsched/shiftsched/internal/domain"
	"github.com/shiftsched/shiftsched/internal/i18n"
	"github.com/shiftsched/shiftsched/internal/session"
)

var (
	// ErrBadLanguage refuses a language not shipped; the workplace's language setting
	// (internal/service) answers it too.
	ErrBadLanguage = domain.Errorf(domain.Invalid, "Choose one of the offered languages.")
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
		return nil, ErrBadLanguage
	}
	if clock != nil && *clock != 12 && *clock != 24 {
		return nil, errBadClock
	}
	var u *domain.User
	err := s.Changes().Run(ctx, actor, func(q *change.Tx) error {
		var err error
		if u, err = q.SetLanguage(ctx, actor.ID, language, clock); err != nil {
			return err
		}
		q.Audit(change.Audit{Action: "account.language", Object: "user", ID: actor.ID, Say: change.Say("AuditChoseLanguage", nil),
			Before: map[string]any{"language": actor.Language, "clock": actor.Clock},
			After:  map[string]any{"language": u.Language, "clock": u.Clock}})
		return nil
	})
	if domain.KindOf(err) == domain.NotFound {
		return nil, session.ErrBadToken
	}
	return u, err
}

// userLocale is the locale of u: their language, else the workplace's.
func (s *Service) userLocale(ctx context.Context, u *domain.User) (i18n.Locale, error) {
	if u.Language != nil {
		return i18n.ForPerson(u.Language, u.Clock), nil
	}
	lang, err := s.store.Q().WorkplaceLanguage(ctx)
	if err != nil {
		return i18n.Locale{}, err
	}
	return i18n.ForPerson(&lang, u.Clock), nil
}

// roleWord names a role in a sentence of the trail ("employee", "manager").
func roleWord(r domain.Role) change.Word {
	if r == domain.RoleManager {
		return change.Word{Key: "AuditRoleManager"}
	}
	return change.Word{Key: "AuditRoleEmployee"}
}
