package accounts

import (
	"context"
	"crypto/subtle"
	"net/mail"
	"strings"
	"sync"
	"unicode/utf8"

	"github.com/shiftsched/shiftsched/internal/auth"
	"github.com/shiftsched/shiftsched/internal/change"
	"github.com/shiftsched/shiftsched/internal/domain"
	"github.com/shiftsched/shiftsched/internal/session"
)

// Password length limits: at least 6 characters (as people count them), at most 72
// bytes (bcrypt reads no more).
const (
	MinPasswordLen = 6
	MaxPasswordLen = 72
)

// Registration is what a new account needs.
type Registration struct {
	Name        string
	Email       string
	Password    string
	Role        domain.Role
	ManagerCode string
}

func validatePassword(p string) error {
	if utf8.RuneCountInString(p) < MinPasswordLen {
		return domain.Errorf(domain.Invalid, "Password must be at least 6 characters long.")
	}
	if len(p) > MaxPasswordLen {
		return domain.Errorf(domain.Invalid, "Password must be at most 72 bytes long.")
	}
	return nil
}

var errNameControl = domain.Errorf(domain.Invalid, "Name cannot contain line breaks, tabs or other control characters.")

// normalizeName trims a person's name and checks it. Names go into iCalendar feeds,
// e-mails and CSV exports, where a line break could forge a line of its own: every
// door that sets a name comes through here.
func normalizeName(name string) (string, error) {
	name = strings.TrimSpace(name)
	if name == "" {
		return "", domain.Errorf(domain.Invalid, "Name is required.")
	}
	if strings.IndexFunc(name, domain.IsControl) >= 0 {
		return "", errNameControl
	}
	if err := domain.CheckDirection(name); err != nil {
		return "", err
	}
	if len([]rune(name)) > 100 {
		return "", domain.Errorf(domain.Invalid, "Name must be at most 100 characters long.")
	}
	return name, nil
}

var errEmailRequired = domain.Errorf(domain.Invalid, "Email is required.")

func normalizeEmail(email string) (string, error) {
	email = strings.TrimSpace(email)
	if email == "" {
		return "", errEmailRequired
	}
	addr, err := mail.ParseAddress(email)
	if err != nil || addr.Address != email || !strings.Contains(email[strings.LastIndex(email, "@"):], ".") || len(email) > 254 {
		return "", domain.Errorf(domain.Invalid, "Please enter a valid email address.")
	}
	return email, nil
}

// Register creates an account. Public; rate-limited per client address, and wrong
// manager codes workplace-wide (ActionManagerCode). Errors: Invalid (missing or bad
// field, "User already exists"), Unauthenticated ("Invalid Manager Code"), TooMany.
func (s *Service) Register(ctx context.Context, r Registration) (*domain.User, error) {
	if err := s.limits.Allow(ctx, ActionRegister); err != nil {
		return nil, err
	}
	name, err := normalizeName(r.Name)
	if err != nil {
		return nil, err
	}
	email, err := normalizeEmail(r.Email)
	if err != nil {
		return nil, err
	}
	if err := validatePassword(r.Password); err != nil {
		return nil, err
	}
	if !r.Role.Valid() {
		return nil, domain.Errorf(domain.Invalid, "Role must be employee or manager.")
	}
	if r.Role == domain.RoleManager {
		// Guesses from many addresses share one bucket, so distributed guessing is bounded.
		if err := s.limits.Take(ctx, ActionManagerCode, session.WorkplaceBucket, errTooManyCodes); err != nil {
			return nil, err
		}
		// An empty configured code must never let an empty submitted code through.
		if s.managerCode == "" || subtle.ConstantTimeCompare([]byte(r.ManagerCode), []byte(s.managerCode)) != 1 {
			return nil, domain.Errorf(domain.Unauthenticated, "Invalid Manager Code")
		}
		s.limits.Refund(ctx, ActionManagerCode, session.WorkplaceBucket)
	}
	hash, err := s.passwords.Hash(ctx, r.Password)
	if err != nil {
		return nil, err
	}
	var u *domain.User
	err = s.Changes().Run(ctx, nil, func(q *change.Tx) error {
		if u, err = q.CreateUser(ctx, name, email, r.Role, hash); err != nil {
			return err
		}
		q.ActAs(u) // the new person signs themself up
		q.Audit(change.Audit{Action: "account.register", Object: "user", ID: u.ID, Say: change.Say("AuditSignedUp", map[string]any{"Role": roleWord(u.Role)}),
			After: UserState(u)})
		return nil
	})
	if err != nil {
		return nil, err
	}
	return u, nil
}

// UserState is the audit's view of an account (never a password or its hash).
func UserState(u *domain.User) map[string]any {
	return map[string]any{"name": u.Name, "email": u.Email, "role": u.Role}
}

var errInvalidCredentials = domain.Errorf(domain.Invalid, "Invalid credentials")

// dummyHash is checked against when the e-mail is unknown, so that both failures take
// about the same time. It is made on first use, with the work factor in force then.
var dummyHash = sync.OnceValue(func() string {
	h, _ := auth.HashPassword("not-a-real-password")
	return h
})

// Login checks an e-mail and password and returns a token and its user. Public;
// rate-limited per client address, and wrong passwords per account (ActionLoginAccount,
// answered with the same TooMany). Errors: Invalid "Invalid credentials" (the same for an
// unknown address and a wrong password, after the same bcrypt work), TooMany.
func (s *Service) Login(ctx context.Context, email, password string) (string, *domain.User, error) {
	if err := s.limits.Allow(ctx, ActionLogin); err != nil {
		return "", nil, err
	}
	account := session.AccountBucket(email)
	if err := s.limits.Take(ctx, ActionLoginAccount, account, session.ErrTooMany); err != nil {
		return "", nil, err
	}
	u, hash, err := s.store.Q().UserWithHashByEmail(ctx, strings.TrimSpace(email))
	if err != nil && domain.KindOf(err) != domain.NotFound {
		return "", nil, err
	}
	if err != nil {
		s.passwords.Check(ctx, dummyHash(), password)
		s.limits.Failed(session.DoorSignIn)
		return "", nil, errInvalidCredentials
	}
	if !s.passwords.Check(ctx, hash, password) {
		s.limits.Failed(session.DoorSignIn)
		return "", nil, errInvalidCredentials
	}
	s.limits.Refund(ctx, ActionLoginAccount, account)
	token, err := s.tokens.Issue(u)
	if err != nil {
		return "", nil, err
	}
	return token, u, nil
}

// UpdateMyName renames the signed-in user; the new name shows everywhere at once
// because every view reads it from the users table. Any signed-in user. Errors:
// Invalid (blank or over 100 characters), Unauthenticated (the account is gone).
func (s *Service) UpdateMyName(ctx context.Context, actor *domain.User, name string) (*domain.User, error) {
	if err := actor.RequireSession(); err != nil {
		return nil, err
	}
	name, err := normalizeName(name)
	if err != nil {
		return nil, err
	}
	var u *domain.User
	err = s.Changes().Run(ctx, actor, func(q *change.Tx) error {
		if u, err = q.RenameUser(ctx, actor.ID, name); err != nil {
			return err
		}
		q.Audit(change.Audit{Action: "account.rename", Object: "user", ID: actor.ID, Say: change.Say("AuditRenamed", map[string]any{"From": actor.Name, "To": u.Name}),
			Before: map[string]string{"name": actor.Name}, After: map[string]string{"name": u.Name}})
		return nil
	})
	if domain.KindOf(err) == domain.NotFound {
		return nil, session.ErrBadToken
	}
	if err != nil {
		return nil, err
	}
	return u, nil
}

var errWrongCurrentPassword = domain.Errorf(domain.Invalid, "Current password is incorrect.")

// ChangeMyPassword sets a new password for the signed-in user after checking the
// current one. Every token issued before stops working, so it returns a fresh token;
// unused reset links stop working too. Any signed-in user; a wrong current password
// counts as a wrong login, for the address and for the account. Errors: Invalid (new
// password under 6 or over 72 bytes, "Current password is incorrect."), Unauthenticated
// (the token stopped working meanwhile, e.g. a concurrent change), TooMany.
//
// With revokeTokens (the doors' default), the actor's personal API tokens are revoked in
// the same transaction.
func (s *Service) ChangeMyPassword(ctx context.Context, actor *domain.User, current, newPassword string, revokeTokens bool) (string, *domain.User, error) {
	if err := actor.RequireSession(); err != nil {
		return "", nil, err
	}
	if err := validatePassword(newPassword); err != nil {
		return "", nil, err
	}
	if err := s.limits.Allow(ctx, ActionLogin); err != nil {
		return "", nil, err
	}
	// A session holder guessing the current password counts against the account too.
	account := session.AccountBucket(actor.Email)
	if err := s.limits.Take(ctx, ActionLoginAccount, account, session.ErrTooMany); err != nil {
		return "", nil, err
	}
	hash, err := s.store.Q().PasswordHash(ctx, actor.ID)
	if domain.KindOf(err) == domain.NotFound {
		return "", nil, session.ErrBadToken
	}
	if err != nil {
		return "", nil, err
	}
	if !s.passwords.Check(ctx, hash, current) {
		s.limits.Failed(session.DoorPasswordChange)
		return "", nil, errWrongCurrentPassword
	}
	s.limits.Refund(ctx, ActionLoginAccount, account)
	newHash, err := s.passwords.Hash(ctx, newPassword)
	if err != nil {
		return "", nil, err
	}
	var u *domain.User
	err = s.Changes().Run(ctx, actor, func(q *change.Tx) error {
		// Only from the version the caller's token carries: of two changes sent at once
		// with one token, the second finds that token already retired.
		if u, err = q.SetPassword(ctx, actor.ID, actor.TokenVersion, newHash); err != nil {
			return err
		}
		if revokeTokens {
			if _, err := q.RevokeAPITokens(ctx, actor.ID, s.Now()); err != nil {
				return err
			}
		}
		q.Audit(change.Audit{Action: "account.change_password", Object: "user", ID: actor.ID, Say: change.Say("AuditChangedPassword", nil)})
		return q.RetirePasswordResets(ctx, actor.ID, s.Now())
	})
	if domain.KindOf(err) == domain.NotFound {
		return "", nil, session.ErrBadToken
	}
	if err != nil {
		return "", nil, err
	}
	token, err := s.tokens.Issue(u)
	if err != nil {
		return "", nil, err
	}
	return token, u, nil
}

// Logout makes the token the actor signed in with stop working at once, on every
// server instance; the actor's other tokens (other devices) keep working. Any signed-in
// user. Errors: Unauthenticated (the token is not valid).
func (s *Service) Logout(ctx context.Context, actor *domain.User, token string) error {
	if err := actor.RequireSession(); err != nil {
		return err
	}
	c, err := s.tokens.Parse(token)
	if err != nil || c.UserID != actor.ID {
		return session.ErrBadToken
	}
	return s.Changes().Run(ctx, actor, func(q *change.Tx) error {
		q.Audit(change.Audit{Action: "account.logout", Object: "user", ID: actor.ID, Say: change.Say("AuditSignedOut", nil)})
		return q.RevokeToken(ctx, session.RevocationID(c, token), actor.ID, c.ExpiresAt, s.Now())
	})
}
