package leave

import (
	"github.com/shiftsched/shiftsched/internal/change"
	"github.com/shiftsched/shiftsched/internal/store"
	"github.com/shiftsched/shiftsched/internal/workzone"
)

// MaxRangeDays is the longest range balances and holidays are read over: two leave years
// and their edges.
const MaxRangeDays = 800

// Service holds the rules of leave.
type Service struct {
	change.Frame
	store *store.Store
}

// Deps is what a Service needs. Store and Changes are required.
type Deps struct {
	Store *store.Store
	// Changes is the one write path, shared with the other domains
	// (service.Service.Changes): one clock, one outbox.
	Changes *change.Runner
	Zone    *workzone.Zone // whose "today" counts; nil means UTC
}

// New returns a Service.
func New(d Deps) *Service {
	return &Service{Frame: change.NewFrame(d.Changes, d.Zone), store: d.Store}
}
