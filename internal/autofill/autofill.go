package autofill

import (
	"context"
	"log/slog"
	"time"

	"github.com/shiftsched/shiftsched/internal/change"
	"github.com/shiftsched/shiftsched/internal/domain"
	"github.com/shiftsched/shiftsched/internal/service"
	"github.com/shiftsched/shiftsched/internal/session"
	"github.com/shiftsched/shiftsched/internal/store"
	"github.com/shiftsched/shiftsched/internal/workzone"
)

// Service holds the rules of auto-fill jobs: starting, stopping, reading, checking and
// applying them.
type Service struct {
	store   *store.Store
	changes *change.Runner
	drafts  Drafts
	limits  *session.Limiter
}

// Drafts is what auto-fill reuses of the week's rules (*service.Service): the
// workplace's weeks and time zone, a week's draft as the editor reads it, and a batch of draft edits
// checked as the editor checks each one.
type Drafts interface {
	Weeks() domain.Weeks
	ReadDraft(ctx context.Context, q store.Q, week domain.Date, view service.DraftView) (*domain.WeekDraft, error)
	Zone() *workzone.Zone
	NewDraftBatch(ctx context.Context, q store.Q, weeks []domain.Date, people []int64, scope *domain.ManagerScope, home *int64) (*service.DraftBatch, error)
}

// Deps is what a Service needs. Store, Changes and Drafts are required.
type Deps struct {
	Store *store.Store
	// Changes is the one write path, shared with the other domains
	// (service.Service.Changes): one clock, one outbox.
	Changes *change.Runner
	// Drafts is the week's rules, the service.Service.
	Drafts Drafts
	Log    *slog.Logger
	// Limits counts fill starts; nil means one with DefaultLimits. The buckets are kept
	// in PostgreSQL, so a limiter shared with another domain and one of its own count
	// the same.
	Limits *session.Limiter
}

// ActionStartFill limits how often one manager starts fills (DefaultLimits).
const ActionStartFill = "start-fill"

// DefaultLimits are the limits of fill starts: reading a range costs a few hundred
// milliseconds, so a start and stop loop is slowed down.
var DefaultLimits = map[string]session.Limit{
	ActionStartFill: {Every: 30 * time.Second, Burst: 10}, // per manager: 10 at once, then 2 a minute
}

// New returns a Service.
func New(d Deps) *Service {
	if d.Log == nil {
		d.Log = slog.Default()
	}
	if d.Limits == nil {
		d.Limits = session.NewLimiter(d.Store, DefaultLimits, d.Log)
	}
	return &Service{store: d.Store, changes: d.Changes, drafts: d.Drafts, limits: d.Limits}
}

// change runs fn as one state change by actor in one transaction (change.Runner.Run).
func (s *Service) change(ctx context.Context, actor *domain.User, fn func(q *change.Tx) error) error {
	return s.changes.Run(ctx, actor, fn)
}

// fillModeWord names how a fill treats the shifts already there, in the audit trail.
func fillModeWord(m domain.FillMode) change.Word {
	switch m {
	case domain.FillModeRebuild:
		return change.Word{Key: "AuditFillModeRebuild"}
	case domain.FillModeRepair:
		return change.Word{Key: "AuditFillModeRepair"}
	}
	return change.Word{Key: "AuditFillModeFill"}
}
