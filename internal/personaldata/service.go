package personaldata

import (
	"context"
	"log/slog"

	"github.com/shiftsched/shiftsched/internal/change"
	"github.com/shiftsched/shiftsched/internal/domain"
	"github.com/shiftsched/shiftsched/internal/permission"
	"github.com/shiftsched/shiftsched/internal/store"
	"github.com/shiftsched/shiftsched/internal/workzone"
)

// Service holds the rules of each person's data.
type Service struct {
	change.Frame
	store *store.Store
	log   *slog.Logger
}

// Deps is what a Service needs, all of it required.
type Deps struct {
	Store *store.Store
	// Changes is the one write path (service.Service.Changes).
	Changes *change.Runner
	Zone    *workzone.Zone
	Log     *slog.Logger
}

// New returns a Service.
func New(d Deps) *Service {
	return &Service{Frame: change.NewFrame(d.Changes, d.Zone), store: d.Store, log: d.Log}
}

var (
	errEraseSelf    = domain.Errorf(domain.Invalid, "You cannot erase your own personal data.")
	errEraseOwner   = domain.Errorf(domain.Forbidden, "The workplace's owner cannot be erased.")
	errEraseCurrent = domain.Errorf(domain.Conflict, "Only a former employee can be erased: delete this person first.")
	errErased       = domain.Errorf(domain.Conflict, "This person's personal data was erased already.")
	errRetention    = domain.Errorf(domain.Invalid, "Keep records of erased people for 1 to 30 years.")
)

// mayExport returns the person whose data actor may export: themself, or, for a
// manager, anyone they manage. Errors: Forbidden (a token, an employee asking for
// another, a person out of reach), NotFound.
func mayExport(ctx context.Context, q store.Q, actor *domain.User, person int64) (*domain.User, error) {
	if err := actor.RequireSession(); err != nil {
		return nil, err
	}
	if person != actor.ID {
		if err := permission.RequireManager(actor); err != nil {
			return nil, err
		}
	}
	u, err := q.UserByID(ctx, person)
	if err != nil {
		return nil, err
	}
	if err := permission.MayManagePerson(ctx, q, actor, person); err != nil {
		return nil, err
	}
	return u, nil
}
