package timeclock

import (
	"log/slog"
	"time"

	"github.com/shiftsched/shiftsched/internal/auth"
	"github.com/shiftsched/shiftsched/internal/change"
	"github.com/shiftsched/shiftsched/internal/session"
	"github.com/shiftsched/shiftsched/internal/store"
	"github.com/shiftsched/shiftsched/internal/workzone"
)

// Service holds the time clock's rules. Its clock (Now) is the write path's, which
// decides every clock time.
type Service struct {
	change.Frame
	store     *store.Store
	log       *slog.Logger
	limits    *session.Limiter
	passwords *auth.Passwords
}

// Deps is what a Service needs, all of it required.
type Deps struct {
	Store *store.Store
	// Changes is the one write path (service.Service.Changes); its clock is the clock's.
	Changes *change.Runner
	Zone    *workzone.Zone // whose "today" counts
	Log     *slog.Logger
	// Limits counts wrong kiosk PINs (the Action*PIN* limits).
	Limits *session.Limiter
	// Passwords checks PINs: give the service's, so that one count covers every bcrypt run.
	Passwords *auth.Passwords
}

// New returns a Service.
func New(d Deps) *Service {
	return &Service{Frame: change.NewFrame(d.Changes, d.Zone), store: d.Store, log: d.Log,
		limits: d.Limits, passwords: d.Passwords}
}

// loc is the workplace's time zone now (workzone: a manager may change it).
func (s *Service) loc() *time.Location { return s.Zone().Location() }
