package availability

import (
	"context"

	"github.com/shiftsched/shiftsched/internal/change"
	"github.com/shiftsched/shiftsched/internal/domain"
	"github.com/shiftsched/shiftsched/internal/store"
	"github.com/shiftsched/shiftsched/internal/workzone"
)

// Schedule is what time off and preferences ask of the week's rules and the workplace's
// structure, which stay in internal/service (service.Service implements it). Each method
// runs in the caller's transaction and checks no actor: the caller has.
type Schedule interface {
	// ClashesWithTimeOff returns the requester's published and draft shifts inside r.
	ClashesWithTimeOff(ctx context.Context, q store.Q, r *domain.TimeOffRequest) ([]domain.Clash, error)
	// SettleTimeOffClashes does what was chosen with each shift inside r (fallback for
	// those without a choice; none: Conflict) and returns what became of each.
	SettleTimeOffClashes(ctx context.Context, q *change.Tx, r *domain.TimeOffRequest, choices []domain.ShiftChoice, fallback domain.ShiftAction) ([]map[string]any, error)
	// CheckStructure refuses (Invalid, naming where) a position, location or shift type
	// not in use.
	CheckStructure(ctx context.Context, q store.Q, st domain.ShiftStructure, where string) error
}

// Leave is what time off asks of the leave domain (leave.Service implements it): a new
// request's type and balance, what an approval deducts and what a cancellation gives
// back. Each method runs in the caller's transaction.
type Leave interface {
	// CheckRequest refuses a request of a type not in use (Invalid), one staff may not
	// ask for (Forbidden), or one over the requester's balance (Conflict), and says
	// whether its type needs a manager's approval (false: it is approved at once).
	CheckRequest(ctx context.Context, q store.Q, actor *domain.User, r domain.TimeOffRequest) (needsApproval bool, err error)
	// SickLeaveType is the workplace's sick leave type, what a sick call records when it
	// names none.
	SickLeaveType(ctx context.Context, q store.Q) (int64, error)
	// TakeForTimeOff deducts an approved request (Conflict when over the balance).
	TakeForTimeOff(ctx context.Context, q *change.Tx, r *domain.TimeOffRequest) error
	// RestoreForTimeOff gives back what a cancelled or withdrawn request took.
	RestoreForTimeOff(ctx context.Context, q *change.Tx, r *domain.TimeOffRequest) error
}

// Service holds the rules of time off, availability and preferences.
type Service struct {
	change.Frame
	store    *store.Store
	schedule Schedule
	leave    Leave
}

// Deps is what a Service needs. Store, Changes and Schedule are required.
type Deps struct {
	Store *store.Store
	// Changes is the one write path, shared with the other domains
	// (service.Service.Changes): one clock, one outbox.
	Changes *change.Runner
	// Schedule is the week's rules (the service.Service), which approving time off and
	// adding a preference ask.
	Schedule Schedule
	// Leave is the leave domain, which approving and cancelling time off ask; nil: time
	// off touches no balance.
	Leave Leave
	Zone  *workzone.Zone // whose "today" and weeks count; nil means UTC, Friday weeks
}

// New returns a Service.
func New(d Deps) *Service {
	return &Service{Frame: change.NewFrame(d.Changes, d.Zone), store: d.Store, schedule: d.Schedule, leave: d.Leave}
}
