package accounts

import (
	"context"

	"github.com/shiftsched/shiftsched/internal/change"
	"github.com/shiftsched/shiftsched/internal/domain"
	"github.com/shiftsched/shiftsched/internal/i18n"
)

// Owner is the first manager of a new install, made on the first-run page.
type Owner struct {
	Name     string
	Email    string
	Password string
	// Language, when given, is the owner's language and the workplace's default one.
	Language *string
}

var errAlreadySetUp = domain.Errorf(domain.Conflict, "This workplace is already set up. Sign in, or ask a manager to invite you.")

// SetupNeeded reports whether the install has no (non-deleted) manager yet, so that the
// app opens on its first-run page. Public.
func (s *Service) SetupNeeded(ctx context.Context) (bool, error) {
	has, err := s.store.Q().HasManager(ctx)
	return !has, err
}

// SetUpWorkplace makes the first manager of a new install without the manager code, as
// Gitea and Grafana make their first admin, and signs them in. Public, and only while no
// manager exists: two calls at once make one manager, and every later call is Conflict.
// Rate-limited and audited as Register. Errors: Invalid (as Register), Conflict, TooMany.
func (s *Service) SetUpWorkplace(ctx context.Context, o Owner) (string, *domain.User, error) {
	if err := s.limits.Allow(ctx, ActionRegister); err != nil {
		return "", nil, err
	}
	name, err := normalizeName(o.Name)
	if err != nil {
		return "", nil, err
	}
	email, err := normalizeEmail(o.Email)
	if err != nil {
		return "", nil, err
	}
	if err := validatePassword(o.Password); err != nil {
		return "", nil, err
	}
	if o.Language != nil && !i18n.Supported(*o.Language) {
		return "", nil, ErrBadLanguage
	}
	// Refuse before spending bcrypt work on a set-up that cannot happen; the
	// transaction below checks again, locked.
	if needed, err := s.SetupNeeded(ctx); err != nil || !needed {
		return "", nil, firstErr(err, errAlreadySetUp)
	}
	hash, err := s.passwords.Hash(ctx, o.Password)
	if err != nil {
		return "", nil, err
	}
	var u *domain.User
	err = s.Changes().Run(ctx, nil, func(q *change.Tx) error {
		if u, err = q.CreateFirstManager(ctx, name, email, hash); err != nil {
			if domain.KindOf(err) == domain.NotFound {
				return errAlreadySetUp
			}
			return err
		}
		if o.Language != nil {
			if u, err = q.SetLanguage(ctx, u.ID, o.Language, nil); err != nil {
				return err
			}
			if err := q.SetWorkplaceLanguage(ctx, *o.Language); err != nil {
				return err
			}
		}
		q.ActAs(u) // the owner sets up the workplace themself
		q.Audit(change.Audit{Action: "account.setup", Object: "user", ID: u.ID, Say: change.Say("AuditSetUpWorkplace", nil), After: UserState(u)})
		return nil
	})
	if err != nil {
		return "", nil, err
	}
	token, err := s.tokens.Issue(u)
	return token, u, err
}

// firstErr is a when it is an error, else b: a failed check, or the answer it gave.
func firstErr(a, b error) error {
	if a != nil {
		return a
	}
	return b
}
