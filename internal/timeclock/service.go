package timeclock

import (
	"context"
	"log/slog"
	"time"

	"github.com/shiftsched/shiftsched/internal/auth"
	"github.com/shiftsched/shiftsched/internal/change"
	"github.com/shiftsched/shiftsched/internal/domain"
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
	leave     Leave
	labour    Labour
}

// Leave is what timesheets and payroll ask of the leave domain (leave.Service
// implements it; the leave domain imports this package, not the other way round).
type Leave interface {
	// BankOvertime banks a just-approved timesheet's overtime as time off in lieu when
	// the person's policy says so, in the approval's transaction; it says whether it did.
	BankOvertime(ctx context.Context, q *change.Tx, userID int64, start, end domain.Date, overtimeMinutes int) (bool, error)
	// UnbankOvertime takes back what was banked for the pay period starting on start.
	UnbankOvertime(ctx context.Context, q *change.Tx, userID int64, start domain.Date) error
	// PayrollLeave returns the leave taken from..to per person and type.
	PayrollLeave(ctx context.Context, q store.Q, from, to domain.Date) ([]PayrollLeave, error)
}

// PayrollLeave is leave one person took of one type in a pay period: Amount in
// hundredths of the type's unit, and the same in minutes of their contract.
type PayrollLeave struct {
	UserID, LeaveTypeID int64
	Amount              int64
	Minutes             int
}

// Deps is what a Service needs, all of it required but Leave.
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
	// Leave banks overtime and tells payroll what leave was taken; nil: neither.
	Leave Leave
	// Labour judges worked time under the labour rules; nil: no labour rules apply.
	Labour Labour
}

// New returns a Service.
func New(d Deps) *Service {
	return &Service{Frame: change.NewFrame(d.Changes, d.Zone), store: d.Store, log: d.Log,
		limits: d.Limits, passwords: d.Passwords, leave: d.Leave, labour: d.Labour}
}

// loc is the workplace's time zone now (workzone: a manager may change it).
func (s *Service) loc() *time.Location { return s.Zone().Location() }
