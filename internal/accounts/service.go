package accounts

import (
	"log/slog"
	"sync"

	"github.com/shiftsched/shiftsched/internal/auth"
	"github.com/shiftsched/shiftsched/internal/change"
	"github.com/shiftsched/shiftsched/internal/emails"
	"github.com/shiftsched/shiftsched/internal/session"
	"github.com/shiftsched/shiftsched/internal/store"
	"github.com/shiftsched/shiftsched/internal/workzone"
)

// Service holds the rules of accounts and invitations.
type Service struct {
	change.Frame
	store       *store.Store
	log         *slog.Logger
	limits      *session.Limiter
	passwords   *auth.Passwords
	tokens      auth.Tokens
	emails      emails.Writer
	managerCode string
	background  sync.WaitGroup // work that outlives its request: reset links and their e-mail
}

// Deps is what a Service needs. Store, Changes and Limits are required.
type Deps struct {
	Store *store.Store
	// Changes is the one write path (service.Service.Changes): its clock issues the
	// tokens, and its outbox delivers reset links.
	Changes   *change.Runner
	Log       *slog.Logger // nil means slog.Default
	JWTSecret []byte       // signs login tokens and e-mailed links, as the service's
	// ManagerCode lets people register as managers; empty: nobody can.
	ManagerCode string
	AppURL      string         // base of links in e-mails
	Zone        *workzone.Zone // the times e-mails show
	// Limits counts the account actions (the Action* names, limited in
	// service.DefaultLimits).
	Limits *session.Limiter
	// Passwords hashes and checks passwords: give the service's, so that one count
	// (BcryptRuns) covers every bcrypt run; nil: its own.
	Passwords *auth.Passwords
}

// New returns a Service.
func New(d Deps) *Service {
	if d.Log == nil {
		d.Log = slog.Default()
	}
	if d.Passwords == nil {
		d.Passwords = &auth.Passwords{}
	}
	return &Service{Frame: change.NewFrame(d.Changes, d.Zone), store: d.Store, log: d.Log, limits: d.Limits,
		passwords: d.Passwords, tokens: auth.Tokens{Secret: d.JWTSecret, Now: d.Changes.Now},
		emails:      emails.Writer{AppURL: d.AppURL, Secret: d.JWTSecret, Zone: d.Zone},
		managerCode: d.ManagerCode}
}
