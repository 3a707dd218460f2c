package integrations

import (
	"context"
	"crypto/rand"
	"slices"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/shiftsched/shiftsched/internal/change"
	"github.com/shiftsched/shiftsched/internal/domain"
	"github.com/shiftsched/shiftsched/internal/session"
)

// MaxAPITokens bounds how many live tokens one person keeps.
const MaxAPITokens = 50

// NewAPIToken is what a person asks for when creating a token.
type NewAPIToken struct {
	Name      string
	Scopes    []domain.Scope
	ExpiresAt *time.Time // nil: never
}

// CreatedAPIToken is a new token with its secret, which is shown this once.
type CreatedAPIToken struct {
	Token  *domain.APIToken
	Secret string
}

// CreateAPIToken makes a personal API token for the actor. Signed-in people only (a
// token cannot make tokens); manager-only scopes only for managers. Errors:
// Forbidden, Invalid.
func (s *Service) CreateAPIToken(ctx context.Context, actor *domain.User, in NewAPIToken) (*CreatedAPIToken, error) {
	if err := actor.RequireSession(); err != nil {
		return nil, err
	}
	name := strings.TrimSpace(in.Name)
	if name == "" || utf8.RuneCountInString(name) > 100 {
		return nil, domain.Errorf(domain.Invalid, "A token needs a name of 1 to 100 characters.")
	}
	if err := domain.CheckDirection(name); err != nil {
		return nil, err
	}
	if len(in.Scopes) == 0 {
		return nil, domain.Errorf(domain.Invalid, "Choose at least one scope.")
	}
	var scopes []domain.Scope
	for _, sc := range in.Scopes {
		info, ok := domain.ScopeInfoOf(sc)
		if !ok {
			return nil, domain.Errorf(domain.Invalid, "Unknown scope '%s'.", sc)
		}
		if info.ManagerOnly && !actor.IsManager() {
			return nil, domain.Errorf(domain.Forbidden, "Only a manager's token can carry the scope '%s'.", sc)
		}
		if !slices.Contains(scopes, sc) {
			scopes = append(scopes, sc)
		}
	}
	now := s.Now()
	if in.ExpiresAt != nil && !in.ExpiresAt.After(now) {
		return nil, domain.Errorf(domain.Invalid, "The expiry must be in the future.")
	}
	secret := domain.APITokenPrefix + rand.Text() + rand.Text() // 2 × 128 bits
	t := domain.APIToken{
		UserID: actor.ID, Name: name, Hint: secret[:len(domain.APITokenPrefix)+6] + "…",
		Scopes: scopes, Role: actor.Role, CreatedAt: now, ExpiresAt: in.ExpiresAt,
	}
	var out *domain.APIToken
	err := s.Changes().Run(ctx, actor, func(q *change.Tx) error {
		// Two creations at once may pass the count together: the bound is loose on purpose.
		live, err := q.APITokens(ctx, actor.ID)
		if err != nil {
			return err
		}
		if len(live) >= MaxAPITokens {
			return domain.Errorf(domain.Invalid, "You have %d tokens already; revoke one first.", len(live))
		}
		out, err = q.CreateAPIToken(ctx, t, session.HashAPIToken(secret))
		if err != nil {
			return err
		}
		// The entry names the token by its hint; the secret never leaves this function.
		q.Audit(change.Audit{Action: "api_token.create", Object: "api_token", ID: out.ID, Say: change.Say("AuditCreatedAPIToken", map[string]any{"Name": out.Name}),
			After: map[string]any{"name": out.Name, "hint": out.Hint, "scopes": out.Scopes, "expiresAt": out.ExpiresAt}})
		return nil
	})
	if err != nil {
		return nil, err
	}
	return &CreatedAPIToken{Token: out, Secret: secret}, nil
}

// APITokens lists the actor's live tokens (revoked ones are gone; expired ones stay
// until revoked, so their owner sees why a script stopped). Signed-in people only.
// Errors: Forbidden.
func (s *Service) APITokens(ctx context.Context, actor *domain.User) ([]domain.APIToken, error) {
	if err := actor.RequireSession(); err != nil {
		return nil, err
	}
	return s.store.Q().APITokens(ctx, actor.ID)
}

// RevokeAPIToken ends one of the actor's tokens at once. Signed-in people only.
// Errors: Forbidden, NotFound.
func (s *Service) RevokeAPIToken(ctx context.Context, actor *domain.User, id int64) error {
	if err := actor.RequireSession(); err != nil {
		return err
	}
	return s.Changes().Run(ctx, actor, func(q *change.Tx) error {
		q.Audit(change.Audit{Action: "api_token.revoke", Object: "api_token", ID: id, Say: change.Say("AuditRevokedAPIToken", nil)})
		return q.RevokeAPIToken(ctx, actor.ID, id, s.Now())
	})
}
