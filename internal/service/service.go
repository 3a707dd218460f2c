package service

import (
	"context"
	"log/slog"
	"sync"
	"time"

	"github.com/shiftsched/shiftsched/internal/auth"
	"github.com/shiftsched/shiftsched/internal/domain"
	"github.com/shiftsched/shiftsched/internal/mail"
	"github.com/shiftsched/shiftsched/internal/store"
)

// Service is the one place the product's rules live.
type Service struct {
	store       *store.Store
	tokens      auth.Tokens
	mail        mail.Sender
	log         *slog.Logger
	now         func() time.Time
	workplace   *time.Location
	managerCode string
	appURL      string
	limits      *Limiter
	background  sync.WaitGroup // work that outlives its request, e.g. sending e-mail
}

// Deps is what a Service needs.
type Deps struct {
	Store       *store.Store
	Mail        mail.Sender
	Log         *slog.Logger
	JWTSecret   []byte
	ManagerCode string
	AppURL      string           // base of links in e-mails
	Workplace   *time.Location   // whose "today" counts; nil means UTC
	Now         func() time.Time // nil means time.Now
	Limits      *Limiter         // nil means DefaultLimits
}

// New returns a Service.
func New(d Deps) *Service {
	if d.Now == nil {
		d.Now = time.Now
	}
	if d.Workplace == nil {
		d.Workplace = time.UTC
	}
	if d.Log == nil {
		d.Log = slog.Default()
	}
	if d.Limits == nil {
		d.Limits = NewLimiter(DefaultLimits)
	}
	return &Service{
		store:       d.Store,
		tokens:      auth.Tokens{Secret: d.JWTSecret, Now: d.Now},
		mail:        d.Mail,
		log:         d.Log,
		now:         d.Now,
		workplace:   d.Workplace,
		managerCode: d.ManagerCode,
		appURL:      d.AppURL,
		limits:      d.Limits,
	}
}

// Today is the workplace's calendar day now.
func (s *Service) Today() domain.Date { return domain.DateOf(s.now().In(s.workplace)) }

// Ping checks that the database answers.
func (s *Service) Ping(ctx context.Context) error { return s.store.Ping(ctx) }

var errBadToken = &domain.Error{Kind: domain.Unauthenticated, Msg: domain.MsgBadToken}

// Authenticate returns the user a token belongs to. It refuses (Unauthenticated) a
// token that is malformed, forged or expired, that belongs to a deleted user, or that
// was issued before the user's last password change.
func (s *Service) Authenticate(ctx context.Context, token string) (*domain.User, error) {
	id, version, err := s.tokens.Parse(token)
	if err != nil {
		return nil, errBadToken
	}
	u, err := s.store.Q().ActiveUserByID(ctx, id)
	if domain.KindOf(err) == domain.NotFound {
		return nil, errBadToken
	}
	if err != nil {
		return nil, err
	}
	if u.TokenVersion != version {
		return nil, errBadToken
	}
	return u, nil
}

// requireManager refuses employees.
func requireManager(actor *domain.User) error {
	if !actor.IsManager() {
		return domain.ErrManagersOnly
	}
	return nil
}

// notify records one notification for each user in the transaction q.
func notify(ctx context.Context, q store.Q, userIDs []int64, message, link string) error {
	if len(userIDs) == 0 {
		return nil
	}
	return q.InsertNotifications(ctx, userIDs, message, link)
}
