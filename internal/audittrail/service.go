package audittrail

import (
	"github.com/shiftsched/shiftsched/internal/store"
	"github.com/shiftsched/shiftsched/internal/workzone"
)

// Service reads the audit trail.
type Service struct {
	store *store.Store
	zone  *workzone.Zone
}

// Deps is what a Service needs.
type Deps struct {
	Store *store.Store
	Zone  *workzone.Zone // whose days the filter names; nil means UTC
}

// New returns a Service.
func New(d Deps) *Service { return &Service{store: d.Store, zone: d.Zone} }
