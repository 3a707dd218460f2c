package service

import (
	"context"
	"log/slog"
	"time"

	"github.com/shiftsched/shiftsched/internal/audittrail"
	"github.com/shiftsched/shiftsched/internal/auth"
	"github.com/shiftsched/shiftsched/internal/change"
	"github.com/shiftsched/shiftsched/internal/emails"
	"github.com/shiftsched/shiftsched/internal/session"
	"github.com/shiftsched/shiftsched/internal/store"
	"github.com/shiftsched/shiftsched/internal/workzone"
)

// Service is the one place the product's rules live.
type Service struct {
	// Frame is the write path (Changes), the clock and the workplace's calendar, which
	// the domain packages beside it stand on too: one path, one clock, one outbox.
	change.Frame
	store  *store.Store
	log    *slog.Logger
	appURL string
	limits *session.Limiter
	// sessionsChanged is told whose session or notifications a change touched.
	sessionsChanged func(userIDs ...int64)
	emails          emails.Writer
	pushKey         string // VAPID public key; empty: push is not set up
	// passwords is the password hashing the domains share (accounts' passwords, the
	// clock's PINs), kept here to count its runs in one place.
	passwords *auth.Passwords
}

// Deps is what a Service needs.
type Deps struct {
	Store     *store.Store
	Log       *slog.Logger
	JWTSecret []byte
	AppURL    string           // base of links in e-mails
	Zone      *workzone.Zone   // whose "today" counts; nil means UTC
	Now       func() time.Time // nil means time.Now
	Limits    *session.Limiter // nil means DefaultLimits
	// SessionsChanged, when set, is told after a change commits whose session data or
	// notifications it changed, so that the poll cache forgets them here at once
	// (pollcache.Cache.Forget); other instances hear it from the database.
	SessionsChanged func(userIDs ...int64)
	// Outbox delivers what changes queue (delivery.Outbox); nil: workers elsewhere
	// deliver, and webhooks cannot be registered here.
	Outbox Outbox
	// PushPublicKey is the VAPID public key (base64url) browsers subscribe with; empty:
	// devices cannot be registered.
	PushPublicKey string
	// Passwords is the password hashing whose runs BcryptRuns counts; nil: one of its
	// own. Give the one accounts and the time clock hash and check with.
	Passwords *auth.Passwords
}

// New returns a Service.
func New(d Deps) *Service {
	if d.Now == nil {
		d.Now = time.Now
	}
	if d.Log == nil {
		d.Log = slog.Default()
	}
	if d.Limits == nil {
		d.Limits = session.NewLimiter(d.Store, DefaultLimits, d.Log)
	}
	if d.SessionsChanged == nil {
		d.SessionsChanged = func(...int64) {}
	}
	if d.Passwords == nil {
		d.Passwords = &auth.Passwords{}
	}
	svc := &Service{
		store:           d.Store,
		log:             d.Log,
		appURL:          d.AppURL,
		limits:          d.Limits,
		sessionsChanged: d.SessionsChanged,
		emails:          emails.Writer{AppURL: d.AppURL, Secret: d.JWTSecret, Zone: d.Zone},
		pushKey:         d.PushPublicKey,
		passwords:       d.Passwords,
	}
	changes := change.New(change.Config{Store: d.Store, Log: d.Log, Now: d.Now, Emails: svc.emails,
		English: audittrail.English, Outbox: d.Outbox, SessionsChanged: d.SessionsChanged})
	svc.Frame = change.NewFrame(changes, d.Zone)
	return svc
}

// loc is the workplace's time zone now (workzone: a manager may change it).
func (s *Service) loc() *time.Location { return s.Zone().Location() }

// BcryptRuns returns how many bcrypt computations the service's passwords made (accounts'
// passwords and the time clock's PIN checks, when they share them): what the public
// routes' requests cost in their scarcest resource, which the API tests count.
func (s *Service) BcryptRuns() int64 { return s.passwords.Runs() }

// Ping checks that the database answers. System-only (the /readyz probe): it reads
// nothing of anyone.
func (s *Service) Ping(ctx context.Context) error { return s.store.Ping(ctx) }
