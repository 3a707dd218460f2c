package accounts

import (
	"context"
	"encoding/json"
	"slices"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/shiftsched/shiftsched/internal/change"
	"github.com/shiftsched/shiftsched/internal/domain"
	"github.com/shiftsched/shiftsched/internal/permission"
	"github.com/shiftsched/shiftsched/internal/session"
	"github.com/shiftsched/shiftsched/internal/store"
)

const (
	// invitationLifetime is how long an invitation link works.
	invitationLifetime = 7 * 24 * time.Hour
	// maxInvitations bounds one pasted list.
	maxInvitations = 100
)

var errInvitationLink = domain.Errorf(domain.NotFound, "This invitation link is not valid or has expired.")

// splitAddresses splits a pasted list on commas, semicolons and white space.
func splitAddresses(list string) []string {
	return strings.FieldsFunc(list, func(r rune) bool {
		return r == ',' || r == ';' || r == ' ' || r == '\n' || r == '\r' || r == '\t'
	})
}

// InviteStaff invites each address of a pasted list (one or many) with the role, by
// e-mail through the outbox. Each person is a row at once, not signed up yet (named by
// their address until they choose a name), to schedule before they join; an address
// already invited gets a fresh link. Managers only; one transaction, all or nothing.
// Errors: Forbidden, Invalid (no address, a bad address, more than 100, someone who has
// signed up already, an unknown role). A manager limited to some locations invites
// employees only (reach.go).
func (s *Service) InviteStaff(ctx context.Context, actor *domain.User, list string, role domain.Role) ([]domain.Invitation, error) {
	if err := allowStaffImport(actor); err != nil {
		return nil, err
	}
	if !role.Valid() {
		return nil, domain.Errorf(domain.Invalid, "Role must be employee or manager.")
	}
	emails, err := invitedAddresses(list)
	if err != nil {
		return nil, err
	}
	people := make([]store.ImportedPerson, len(emails))
	for i, e := range emails {
		people[i] = store.ImportedPerson{Email: e, Name: nameOfAddress(e), Role: role}
	}
	var out []domain.Invitation
	err = s.Changes().Run(ctx, actor, func(q *change.Tx) error {
		if role == domain.RoleManager {
			if err := permission.RequireEveryLocation(ctx, q.Q, actor, "invite managers"); err != nil {
				return err
			}
		}
		used, err := q.EmailsInUse(ctx, emails)
		if err != nil {
			return err
		}
		for _, e := range emails {
			if used[strings.ToLower(e)] {
				return domain.Errorf(domain.Invalid, "%s already has an account.", e)
			}
		}
		out, err = s.invitePeople(ctx, q, people, invitedAudit)
		return err
	})
	return out, err
}

// invitedAddresses reads a pasted list of addresses, each once.
func invitedAddresses(list string) ([]string, error) {
	var emails []string
	seen := map[string]bool{}
	for _, raw := range splitAddresses(list) {
		e, err := normalizeEmail(raw)
		if err != nil {
			return nil, domain.Errorf(domain.Invalid, "%q is not a valid email address.", raw)
		}
		if !seen[strings.ToLower(e)] {
			seen[strings.ToLower(e)] = true
			emails = append(emails, e)
		}
	}
	if len(emails) == 0 {
		return nil, domain.Errorf(domain.Invalid, "Enter at least one email address.")
	}
	if len(emails) > maxInvitations {
		return nil, domain.Errorf(domain.Invalid, "Invite at most %d people at once.", maxInvitations)
	}
	return emails, nil
}

// nameOfAddress is what a person invited by address is called until they choose a name:
// the address (its part before @ when the address is too long for a name).
func nameOfAddress(email string) string {
	if utf8.RuneCountInString(email) <= 100 {
		return email
	}
	local, _, _ := strings.Cut(email, "@")
	return string([]rune(local)[:min(100, utf8.RuneCountInString(local))])
}

// invitePeople makes the people rows not signed up yet and invites those with an address
// (store.InvitePeople), queueing the e-mails in one statement, and audits each invitation.
func (s *Service) invitePeople(ctx context.Context, q *change.Tx, people []store.ImportedPerson, audit func(*domain.Invitation) change.Audit) ([]domain.Invitation, error) {
	tokens := map[string]string{}
	for i := range people {
		if people[i].Email == "" {
			continue
		}
		token, hash := session.NewLinkSecret()
		tokens[hash] = token
		people[i].TokenHash = hash
	}
	now := s.Now()
	invs, err := q.InvitePeople(ctx, people, q.Actor(), now, now.Add(invitationLifetime))
	if err != nil {
		return nil, err
	}
	var payloads [][]byte
	for i := range invs {
		// RETURNING names no secret: find each invitation's by its address.
		token := tokens[tokenHashOf(people, invs[i].Email)]
		m, err := s.emails.Invitation(&invs[i], q.Actor(), token)
		if err != nil {
			return nil, err
		}
		p, err := json.Marshal(m)
		if err != nil {
			return nil, err
		}
		payloads = append(payloads, p)
		q.Audit(audit(&invs[i]))
	}
	if len(payloads) == 0 {
		return invs, nil
	}
	return invs, q.InsertOutbox(ctx, domain.OutboxEmail, payloads, now)
}

// tokenHashOf returns the secret's hash of the person with the address.
func tokenHashOf(people []store.ImportedPerson, email string) string {
	for _, p := range people {
		if strings.EqualFold(p.Email, email) {
			return p.TokenHash
		}
	}
	return ""
}

// ResendInvitation sends a pending invitation again with a new link (the old one stops
// working) valid for another 7 days. Managers only; a manager limited to some locations,
// those they sent. Errors: Forbidden, NotFound.
func (s *Service) ResendInvitation(ctx context.Context, actor *domain.User, id int64) (*domain.Invitation, error) {
	if err := actor.Allow(domain.ScopeStaffWrite); err != nil {
		return nil, err
	}
	if err := permission.RequireManager(actor); err != nil {
		return nil, err
	}
	var inv *domain.Invitation
	err := s.Changes().Run(ctx, actor, func(q *change.Tx) error {
		var err error
		if inv, err = q.InvitationByID(ctx, id); err != nil {
			return err
		}
		if err := mayHandleInvitation(ctx, q.Q, actor, inv); err != nil {
			return err
		}
		token, hash := session.NewLinkSecret()
		if err := q.RenewInvitation(ctx, id, hash, s.Now().Add(invitationLifetime)); err != nil {
			return err
		}
		if inv, err = q.InvitationByID(ctx, id); err != nil {
			return err
		}
		q.Audit(change.Audit{Action: "invitation.resend", Object: "invitation", ID: inv.ID, Say: change.Say("AuditResentInvitation", map[string]any{"Email": inv.Email})})
		return s.queueInvitationEmail(ctx, q.Q, inv, actor, token)
	})
	return inv, err
}

// RevokeInvitation withdraws a pending invitation: its link stops working at once.
// Managers only; a manager limited to some locations, those they sent. Errors: Forbidden,
// NotFound.
func (s *Service) RevokeInvitation(ctx context.Context, actor *domain.User, id int64) error {
	if err := actor.Allow(domain.ScopeStaffWrite); err != nil {
		return err
	}
	if err := permission.RequireManager(actor); err != nil {
		return err
	}
	return s.Changes().Run(ctx, actor, func(q *change.Tx) error {
		inv, err := q.InvitationByID(ctx, id)
		if err != nil {
			return err
		}
		if err := mayHandleInvitation(ctx, q.Q, actor, inv); err != nil {
			return err
		}
		q.Audit(change.Audit{Action: "invitation.revoke", Object: "invitation", ID: id, Say: change.Say("AuditWithdrewInvitation", map[string]any{"Email": inv.Email})})
		return q.RevokeInvitation(ctx, id, s.Now())
	})
}

// PendingInvitations returns invitations not yet accepted or revoked (expired ones
// too, to resend), newest first. Managers only; a manager limited to some locations sees
// those they sent. Errors: Forbidden.
func (s *Service) PendingInvitations(ctx context.Context, actor *domain.User) ([]domain.Invitation, error) {
	if err := actor.Allow(domain.ScopeStaffRead); err != nil {
		return nil, err
	}
	if err := permission.RequireManager(actor); err != nil {
		return nil, err
	}
	q := s.store.Q()
	list, err := q.PendingInvitations(ctx)
	if err != nil {
		return nil, err
	}
	m, err := permission.ManagerScope(ctx, q, actor)
	if err != nil || !m.Limited() {
		return list, err
	}
	return slices.DeleteFunc(list, func(inv domain.Invitation) bool { return !sentBy(&inv, actor) }), nil
}

// InvitationByToken returns the invitation a link names, for the page that accepts it.
// Public. Errors: NotFound (unknown, used, revoked or expired).
func (s *Service) InvitationByToken(ctx context.Context, token string) (*domain.Invitation, error) {
	inv, err := s.store.Q().InvitationByTokenHash(ctx, session.HashLinkSecret(token), s.Now(), false)
	if domain.KindOf(err) == domain.NotFound {
		return nil, errInvitationLink
	}
	return inv, err
}

// AcceptInvitation signs up the invited person with the name and password: their row,
// made by the invitation, keeps the shifts given them meanwhile. It uses up the link and
// signs the person in (a token and the user). Public: the link is the authority, and no
// manager code is needed for an invited manager. A valid link is never refused for how
// many were accepted from the client's address (staff accept together on one Wi-Fi); a
// bogus or used one is rate-limited per client address. Errors: NotFound (the link),
// Invalid (name, password), TooMany.
func (s *Service) AcceptInvitation(ctx context.Context, token, name, password string) (string, *domain.User, error) {
	// Check the link before spending bcrypt work (and a shared bcrypt slot) on a
	// password nobody may set; the transaction below checks it again, locked.
	if _, err := s.InvitationByToken(ctx, token); err != nil {
		if domain.KindOf(err) == domain.NotFound {
			if err := s.limits.Allow(ctx, ActionAcceptInvitation); err != nil {
				return "", nil, err
			}
		}
		return "", nil, err
	}
	name, err := normalizeName(name)
	if err != nil {
		return "", nil, err
	}
	if err := validatePassword(password); err != nil {
		return "", nil, err
	}
	hash, err := s.passwords.Hash(ctx, password)
	if err != nil {
		return "", nil, err
	}
	var u *domain.User
	err = s.Changes().Run(ctx, nil, func(q *change.Tx) error {
		inv, err := q.InvitationByTokenHash(ctx, session.HashLinkSecret(token), s.Now(), true)
		if domain.KindOf(err) == domain.NotFound {
			return errInvitationLink
		}
		if err != nil {
			return err
		}
		if u, err = q.JoinPerson(ctx, *inv.UserID, name, hash, s.Now()); domain.KindOf(err) == domain.NotFound {
			return errInvitationLink
		} else if err != nil {
			return err
		}
		if err := inheritInviterLimit(ctx, q, inv, u); err != nil {
			return err
		}
		q.ActAs(u)
		q.Audit(change.Audit{Action: "invitation.accept", Object: "user", ID: u.ID, Say: change.Say("AuditJoined", map[string]any{"Role": roleWord(u.Role)}),
			After: UserState(u)})
		return q.MarkInvitationAccepted(ctx, inv.ID, s.Now())
	})
	if err != nil {
		return "", nil, err
	}
	signed, err := s.tokens.Issue(u)
	return signed, u, err
}

// queueInvitationEmail writes the invitation e-mail to the outbox in transaction q.
func (s *Service) queueInvitationEmail(ctx context.Context, q store.Q, inv *domain.Invitation, by *domain.User, token string) error {
	m, err := s.emails.Invitation(inv, by, token)
	if err != nil {
		return err
	}
	payload, err := json.Marshal(m)
	if err != nil {
		return err
	}
	return q.InsertOutbox(ctx, domain.OutboxEmail, [][]byte{payload}, s.Now())
}

// sentBy reports whether actor sent the invitation.
func sentBy(inv *domain.Invitation, actor *domain.User) bool {
	return inv.InvitedBy != nil && *inv.InvitedBy == actor.ID
}

// mayHandleInvitation refuses a limited manager resending or withdrawing an invitation
// someone else sent.
func mayHandleInvitation(ctx context.Context, q store.Q, actor *domain.User, inv *domain.Invitation) error {
	m, err := permission.ManagerScope(ctx, q, actor)
	if err != nil || !m.Limited() || sentBy(inv, actor) {
		return err
	}
	return domain.Errorf(domain.Forbidden, "You manage only some locations, and may resend or withdraw only the invitations you sent.")
}

// inheritInviterLimit limits a manager who accepted an invitation from a manager limited
// to some locations (sent before such managers were refused it) to the inviter's
// locations: nobody gets more reach than whoever invited them.
func inheritInviterLimit(ctx context.Context, q *change.Tx, inv *domain.Invitation, u *domain.User) error {
	if !u.IsManager() || inv.InvitedBy == nil {
		return nil
	}
	manager, locs, err := q.ManagerReach(ctx, *inv.InvitedBy)
	if err != nil || !manager || len(locs) == 0 {
		return err
	}
	return q.SetManagerLocations(ctx, u.ID, locs)
}
