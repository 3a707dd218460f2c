package reports

import (
	"time"

	"github.com/shiftsched/shiftsched/internal/store"
	"github.com/shiftsched/shiftsched/internal/workzone"
)

// Service answers the reports.
type Service struct {
	store *store.Store
	zone  *workzone.Zone
	now   func() time.Time
}

// Deps is what a Service needs.
type Deps struct {
	Store *store.Store
	Zone  *workzone.Zone // whose days and weeks a report counts in; nil means UTC
	// Now is when a shift still on the clock is counted up to; nil means time.Now. Give
	// the service's clock, so that a report and the timesheet count alike.
	Now func() time.Time
}

// New returns a Service.
func New(d Deps) *Service {
	if d.Now == nil {
		d.Now = time.Now
	}
	return &Service{store: d.Store, zone: d.Zone, now: d.Now}
}
