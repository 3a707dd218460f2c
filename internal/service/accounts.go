package service

import (
	"context"
	"crypto/subtle"
	"net/mail"
	"strings"

	"github.com/shiftsched/shiftsched/internal/auth"
	"github.com/shiftsched/shiftsched/internal/domain"
)

// Password length limits: bcrypt reads at most 72 bytes.
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
	if len(p) < MinPasswordLen {
		return domain.Errorf(domain.Invalid, "Password must be at least 6 characters long.")
	}
	if len(p) > MaxPasswordLen {
		return domain.Errorf(domain.Invalid, "Password must be at most 72 bytes long.")
	}
	return nil
}

func normalizeName(name string) (string, error) {
	name = strings.TrimSpace(name)
	if name == "" {
		return "", domain.Errorf(domain.Invalid, "Name is required.")
	}
	if len([]rune(name)) > 100 {
		return "", domain.Errorf(domain.Invalid, "Name must be at most 100 characters long.")
	}
	return name, nil
}

func normalizeEmail(email string) (string, error) {
	email = strings.TrimSpace(email)
	if email == "" {
		return "", domain.Errorf(domain.Invalid, "Email is required.")
	}
	addr, err := mail.ParseAddress(email)
	if err != nil || addr.Address != email || !strings.Contains(email[strings.LastIndex(email, "@"):], ".") || len(email) > 254 {
		return "", domain.Errorf(domain.Invalid, "Please enter a valid email address.")
	}
	return email, nil
}

// Register creates an account. Public; rate-limited per client address. Errors:
// Invalid (missing or bad field, "User already exists"), Unauthenticated ("Invalid
// Manager Code"), TooMany.
func (s *Service) Register(ctx context.Context, r Registration) (*domain.User, error) {
	if err := s.limits.allow(ctx, ActionRegister); err != nil {
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
	if r.Role == domain.RoleManager &&
		subtle.ConstantTimeCompare([]byte(r.ManagerCode), []byte(s.managerCode)) != 1 {
		return nil, domain.Errorf(domain.Unauthenticated, "Invalid Manager Code")
	}
	hash, err := s.hashPassword(ctx, r.Password)
	if err != nil {
		return nil, err
	}
	return s.store.Q().CreateUser(ctx, name, email, r.Role, hash)
}

var errInvalidCredentials = domain.Errorf(domain.Invalid, "Invalid credentials")

// dummyHash is checked against when the e-mail is unknown, so that both failures take
// about the same time.
var dummyHash, _ = auth.HashPassword("not-a-real-password")

// Login checks an e-mail and password and returns a token and its user. Public;
// rate-limited per client address. Errors: Invalid "Invalid credentials" (the same for an
// unknown address and a wrong password), TooMany.
func (s *Service) Login(ctx context.Context, email, password string) (string, *domain.User, error) {
	if err := s.limits.allow(ctx, ActionLogin); err != nil {
		return "", nil, err
	}
	u, hash, err := s.store.Q().UserWithHashByEmail(ctx, strings.TrimSpace(email))
	if err != nil && domain.KindOf(err) != domain.NotFound {
		return "", nil, err
	}
	if err != nil {
		s.checkPassword(ctx, dummyHash, password)
		return "", nil, errInvalidCredentials
	}
	if !s.checkPassword(ctx, hash, password) {
		return "", nil, errInvalidCredentials
	}
	token, err := s.tokens.Issue(u)
	if err != nil {
		return "", nil, err
	}
	return token, u, nil
}

// bcryptSlots bounds how many bcrypt computations run at once, so that a burst of logins
// cannot take every core away from the rest of the application.
var bcryptSlots = make(chan struct{}, 1)

func (s *Service) hashPassword(ctx context.Context, p string) (string, error) {
	select {
	case bcryptSlots <- struct{}{}:
	case <-ctx.Done():
		return "", ctx.Err()
	}
	defer func() { <-bcryptSlots }()
	return auth.HashPassword(p)
}

func (s *Service) checkPassword(ctx context.Context, hash, p string) bool {
	select {
	case bcryptSlots <- struct{}{}:
	case <-ctx.Done():
		return false
	}
	defer func() { <-bcryptSlots }()
	return auth.CheckPassword(hash, p)
}
