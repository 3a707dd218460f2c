package service

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"log/slog"
	"net/http"
	"sync"
	"sync/atomic"
	"time"

	"golang.org/x/sync/singleflight"

	"github.com/shiftsched/shiftsched/internal/auth"
	"github.com/shiftsched/shiftsched/internal/domain"
	"github.com/shiftsched/shiftsched/internal/mail"
	"github.com/shiftsched/shiftsched/internal/pollcache"
	"github.com/shiftsched/shiftsched/internal/readcache"
	"github.com/shiftsched/shiftsched/internal/store"
)

// Service is the one place the product's rules live.
type Service struct {
	store       *store.Store
	tokens      auth.Tokens
	verified    *auth.VerifiedTokens // tokens checked before, for the hot path
	mail        mail.Sender
	log         *slog.Logger
	now         func() time.Time
	workplace   *time.Location
	managerCode string
	appURL      string
	limits      *Limiter
	reads       *readcache.Cache // nil: reads are not cached
	polls       *pollcache.Cache // nil: every poll reads the database
	readFills   singleflight.Group
	background  sync.WaitGroup // work that outlives its request, e.g. sending e-mail
	// webhookAllowPrivate lets webhooks reach private addresses (tests, development).
	webhookAllowPrivate bool
	webhookClient       *http.Client
	// bcryptRuns counts password hashes made and checked, so that tests can tell what
	// a request cost in the scarcest resource of the public routes.
	bcryptRuns  atomic.Int64
	emailQueued chan struct{} // wakes the e-mail worker (emailMayBeQueued)
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
	// ReadCacheBytes bounds the memory of cached week and month answers; 0 means
	// DefaultReadCacheBytes, negative turns the cache off.
	ReadCacheBytes int64
	// Polls answers the notifications poll from memory; nil: every poll reads the
	// database. Whoever makes it runs it (pollcache.Cache.Run).
	Polls *pollcache.Cache
	// WebhookAllowPrivate lets webhooks reach loopback, private and link-local
	// addresses, over plain http too: for tests and development only.
	WebhookAllowPrivate bool
}

// DefaultReadCacheBytes is the read cache's default limit: about a thousand month
// answers of a 100-person workplace.
const DefaultReadCacheBytes = 64 << 20

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
	d.Limits.store = d.Store
	if d.ReadCacheBytes == 0 {
		d.ReadCacheBytes = DefaultReadCacheBytes
	}
	svc := &Service{
		store:       d.Store,
		tokens:      auth.Tokens{Secret: d.JWTSecret, Now: d.Now},
		verified:    &auth.VerifiedTokens{},
		mail:        d.Mail,
		log:         d.Log,
		now:         d.Now,
		workplace:   d.Workplace,
		managerCode: d.ManagerCode,
		appURL:      d.AppURL,
		limits:      d.Limits,
		reads:       readcache.New(d.ReadCacheBytes),
		polls:       d.Polls,

		webhookAllowPrivate: d.WebhookAllowPrivate,
		emailQueued:         make(chan struct{}, 1),
	}
	if !d.WebhookAllowPrivate {
		svc.webhookClient = newWebhookClient(refuseForbidden)
	} else {
		svc.webhookClient = newWebhookClient(nil)
	}
	return svc
}

// Today is the workplace's calendar day now.
func (s *Service) Today() domain.Date { return domain.DateOf(s.now().In(s.workplace)) }

// Ping checks that the database answers.
func (s *Service) Ping(ctx context.Context) error { return s.store.Ping(ctx) }

var errBadToken = &domain.Error{Kind: domain.Unauthenticated, Msg: domain.MsgBadToken}

// Authenticate returns the user a token belongs to. It refuses (Unauthenticated) a
// token that is malformed, forged or expired, that was signed out (logout), that
// belongs to a deleted user, or that was issued before the user's last password change.
// A personal API token (domain.APITokenPrefix) gives its owner with a Grant of its scopes.
func (s *Service) Authenticate(ctx context.Context, token string) (*domain.User, error) {
	if domain.IsAPIToken(token) {
		return s.authenticateAPIToken(ctx, token)
	}
	c, err := s.verified.Parse(s.tokens, token)
	if err != nil {
		return nil, errBadToken
	}
	u, revoked, err := s.store.Q().SessionUser(ctx, c.UserID, revocationID(c, token))
	return sessionOutcome(c, u, revoked, err)
}

// sessionOutcome decides a token from what the database says of its user: gone,
// signed out, or issued before the last password change are all refused alike.
func sessionOutcome(c auth.Claims, u *domain.User, revoked bool, err error) (*domain.User, error) {
	if domain.KindOf(err) == domain.NotFound {
		return nil, errBadToken
	}
	if err != nil {
		return nil, err
	}
	if revoked || u.TokenVersion != c.Version {
		return nil, errBadToken
	}
	return u, nil
}

// checkSessionWith checks the request's token, when nothing has checked it yet, in
// the same statement as a read (see auth.WithPendingSession): query is given the
// token's user and revocation id and returns what SessionUser returns. ok is false when
// the session was checked elsewhere (or the token is not a login token), and the caller
// then reads the usual way.
func checkSessionWith(ctx context.Context, s *Service, query func(userID int64, tokenID string) (*domain.User, bool, error)) (u *domain.User, ok bool, err error) {
	token, unchecked := auth.Unchecked(ctx)
	if !unchecked {
		return nil, false, nil
	}
	c, perr := s.verified.Parse(s.tokens, token)
	if perr != nil {
		return nil, false, nil // Actor refuses it with the usual message
	}
	u, revoked, err := query(c.UserID, revocationID(c, token))
	u, err = sessionOutcome(c, u, revoked, err)
	return u, auth.Settle(ctx, u, err), err
}

// TokenExpiry returns when a valid token stops working by itself.
func (s *Service) TokenExpiry(ctx context.Context, token string) (time.Time, error) {
	if domain.IsAPIToken(token) {
		return s.apiTokenExpiry(ctx, token)
	}
	c, err := s.tokens.Parse(token)
	if err != nil {
		return time.Time{}, errBadToken
	}
	return c.ExpiresAt, nil
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
		return errBadToken
	}
	return s.change(ctx, actor, func(q *Tx) error {
		q.audit(Audit{Action: "account.logout", Object: "user", ID: actor.ID, Summary: "Signed out"})
		return q.RevokeToken(ctx, revocationID(c, token), actor.ID, c.ExpiresAt, s.now())
	})
}

// revocationID names a token in the revocation list: its own id, or for tokens issued
// before tokens had ids, a hash of the whole token.
func revocationID(c auth.Claims, token string) string {
	if c.ID != "" {
		return c.ID
	}
	sum := sha256.Sum256([]byte(token))
	return "sha256:" + hex.EncodeToString(sum[:])
}

// requireManager refuses employees.
func requireManager(actor *domain.User) error {
	if !actor.IsManager() {
		return domain.ErrManagersOnly
	}
	return nil
}
