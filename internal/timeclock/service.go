package timeclock

import (
	"log/slog"
	"time"

	"github.com/shiftsched/shiftsched/internal/auth"
	"github.com/shiftsched/shiftsched/internal/change"
	"github.com/shiftsched/shiftsched/internal/domain"
	"github.com/shiftsched/shiftsched/internal/session"
	"github.com/shiftsched/shiftsched/internal/store"
	"github.com/shiftsched/shiftsched/internal/workzone"
)

// Service holds the time clock's rules.
type Service struct {
	store     *store.Store
	changes   *change.Runner
	zone      *workzone.Zone
	now       func() time.Time
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
	return &Service{store: d.Store, changes: d.Changes, zone: d.Zone, now: d.Changes.Now, log: d.Log,
		limits: d.Limits, passwords: d.Passwords}
}

// Now is the server's time, which decides every clock time.
func (s *Service) Now() time.Time { return s.now() }

// loc is the workplace's time zone now (workzone: a manager may change it).
func (s *Service) loc() *time.Location { return s.zone.Location() }

// today is the workplace's calendar day now.
func (s *Service) today() domain.Date { return domain.DateOf(s.now().In(s.loc())) }

// midnight is when day d starts in the workplace.
func (s *Service) midnight(d domain.Date) time.Time {
	return time.Date(d.Year, d.Month, d.Day, 0, 0, 0, 0, s.loc())
}
