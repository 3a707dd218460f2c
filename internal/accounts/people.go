package accounts

import (
	"context"
	"strings"

	"github.com/shiftsched/shiftsched/internal/change"
	"github.com/shiftsched/shiftsched/internal/domain"
	"github.com/shiftsched/shiftsched/internal/permission"
	"github.com/shiftsched/shiftsched/internal/store"
)

// People before they join (issue 42, 1): a manager adds a person, with or without an
// e-mail address, who is on the rota at once and signs up later (or never: scheduled and
// paid, not signed in).

// AddPerson adds a person who has not signed up: with an address, they are invited by
// e-mail at once; without, they are only scheduled until a manager gives them one
// (SendInvitation). They have no location yet, so every manager reaches them. Managers
// only. Errors: Forbidden (a limited manager adding a manager), Invalid (name, address,
// role, an address someone has signed up with).
func (s *Service) AddPerson(ctx context.Context, actor *domain.User, name, email string, role domain.Role) (*domain.User, error) {
	if err := allowStaffImport(actor); err != nil {
		return nil, err
	}
	if !role.Valid() {
		return nil, domain.Errorf(domain.Invalid, "Role must be employee or manager.")
	}
	name, err := normalizeName(name)
	if err != nil {
		return nil, err
	}
	if email = strings.TrimSpace(email); email != "" {
		if email, err = normalizeEmail(email); err != nil {
			return nil, err
		}
	}
	var u *domain.User
	err = s.Changes().Run(ctx, actor, func(q *change.Tx) error {
		if role == domain.RoleManager {
			if err := permission.RequireEveryLocation(ctx, q.Q, actor, "invite managers"); err != nil {
				return err
			}
		}
		if err := refuseSignedUp(ctx, q.Q, email); err != nil {
			return err
		}
		if u, err = s.addPerson(ctx, q, name, email, role); err != nil {
			return err
		}
		q.Audit(change.Audit{Action: "user.add", Object: "user", ID: u.ID, Say: change.Say("AuditAddedPerson", map[string]any{"Name": u.Name}), After: UserState(u)})
		return nil
	})
	return u, err
}

// addPerson makes the person: without an address, only their row; with one, their row
// and its invitation.
func (s *Service) addPerson(ctx context.Context, q *change.Tx, name, email string, role domain.Role) (*domain.User, error) {
	if email == "" {
		return q.CreatePerson(ctx, name, role)
	}
	invs, err := s.invitePeople(ctx, q, []store.ImportedPerson{{Email: email, Name: name, Role: role}}, invitedAudit)
	if err != nil {
		return nil, err
	}
	return q.ActiveUserByID(ctx, *invs[0].UserID)
}

// SendInvitation invites a person who has not signed up, by e-mail with a new link (any
// earlier link stops working): to email when given, which becomes their address, else to
// the address they have. Managers reaching the person only. Errors: Forbidden, NotFound
// (no such person), Invalid (signed up already, no address, a bad address or one that is
// someone else's).
func (s *Service) SendInvitation(ctx context.Context, actor *domain.User, userID int64, email string) (*domain.Invitation, error) {
	if err := allowStaffImport(actor); err != nil {
		return nil, err
	}
	email = strings.TrimSpace(email)
	if email != "" {
		var err error
		if email, err = normalizeEmail(email); err != nil {
			return nil, err
		}
	}
	var inv *domain.Invitation
	err := s.Changes().Run(ctx, actor, func(q *change.Tx) error {
		u, err := q.ActiveUserForUpdate(ctx, userID)
		if err != nil {
			return err
		}
		if err := mayInvitePerson(ctx, q.Q, actor, u); err != nil {
			return err
		}
		if email != "" && !strings.EqualFold(email, u.Email) {
			if err := refuseSignedUp(ctx, q.Q, email); err != nil {
				return err
			}
			if err := q.SetPersonEmail(ctx, u.ID, email, s.Now()); err != nil {
				return err
			}
			u.Email = email
		}
		if u.Email == "" {
			return domain.Errorf(domain.Invalid, "%s has no e-mail address: add one to send the invitation.", u.Name)
		}
		people := []store.ImportedPerson{{Email: u.Email, Name: u.Name, Role: u.Role}}
		invs, err := s.invitePeople(ctx, q, people, invitedAudit)
		if err == nil && len(invs) == 1 {
			inv = &invs[0]
		}
		return err
	})
	return inv, err
}

// mayInvitePerson refuses a person the manager does not reach (Forbidden, first: it
// says nothing of whether they signed up), or one who has signed up.
func mayInvitePerson(ctx context.Context, q store.Q, actor *domain.User, u *domain.User) error {
	reached, err := permission.ReachedPeople(ctx, q, actor, []domain.User{*u})
	if err != nil {
		return err
	}
	if len(reached) == 0 {
		return permission.ErrOutsidePerson
	}
	if u.SignedUp() {
		return domain.Errorf(domain.Invalid, "%s has signed up already.", u.Name)
	}
	return nil
}

// refuseSignedUp refuses an address someone has signed up with.
func refuseSignedUp(ctx context.Context, q store.Q, email string) error {
	if email == "" {
		return nil
	}
	used, err := q.EmailsInUse(ctx, []string{email})
	if err == nil && used[strings.ToLower(email)] {
		return domain.Errorf(domain.Invalid, "%s already has an account.", email)
	}
	return err
}

func invitedAudit(inv *domain.Invitation) change.Audit {
	return change.Audit{Action: "invitation.send", Object: "invitation", ID: inv.ID, Say: change.Say("AuditInvited", map[string]any{"Email": inv.Email, "Role": roleWord(inv.Role)}),
		After: map[string]any{"email": inv.Email, "role": inv.Role, "user": inv.UserID}}
}
