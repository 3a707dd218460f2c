package permission

import (
	"context"
	"slices"

	"github.com/shiftsched/shiftsched/internal/domain"
	"github.com/shiftsched/shiftsched/internal/store"
)

// Reach: what a manager may see and change. This file is the one place that decides it
// (pay.go, beside it, decides who sees rates and pay), and every mutation and every
// read of people's data asks it (TestWalk in internal/apitests/reach_walk_test.go walks
// the schema to keep it so):
//
//   - A manager of every location reaches everything.
//   - A manager limited to some locations (manager_locations) reaches the people who work
//     at one of them, the shifts, requests and time records of those people at those
//     locations, and the settings of those locations: never a manager with more reach
//     (one of every location, or of a location not theirs), never another location,
//     never a workplace-wide setting, and never anyone with more reach than their own
//     (they invite employees, not managers).
//   - People with no location yet (new staff) may be placed at a limited manager's
//     locations by that manager, unless they are a manager with more reach.

var (
	ErrOutsideShift = domain.Errorf(domain.Forbidden,
		"You manage only some locations: this shift is at another location, or its person does not work at yours.")
	ErrOutsidePerson = domain.Errorf(domain.Forbidden,
		"You manage only some locations, and this person does not work at any of them.")
	ErrMoreReach = domain.Errorf(domain.Forbidden,
		"You manage only some locations, and this person is a manager of locations beyond yours.")
	ErrOutsideLocation = domain.Errorf(domain.Forbidden,
		"You manage only some locations, and may give or take only those.")
	ErrNotYourLocation = domain.Errorf(domain.Forbidden,
		"You manage only some locations, and this is not one of them.")
	ErrLimitedSetsLimits = domain.Errorf(domain.Forbidden,
		"Only a manager of every location may limit managers to locations.")
)

// ManagerScope returns what actor manages: one statement when the session did not
// already say that actor is not limited.
func ManagerScope(ctx context.Context, q store.Q, actor *domain.User) (*domain.ManagerScope, error) {
	if actor.Limited != nil && !*actor.Limited {
		return &domain.ManagerScope{}, nil
	}
	return q.ManagerScope(ctx, actor.ID)
}

// RequireEveryLocation refuses (Forbidden) a manager limited to some locations what only
// a manager of every location may do; what completes "Only a manager of every location
// may ...".
func RequireEveryLocation(ctx context.Context, q store.Q, actor *domain.User, what string) error {
	m, err := ManagerScope(ctx, q, actor)
	if err != nil || !m.Limited() {
		return err
	}
	return domain.Errorf(domain.Forbidden, "Only a manager of every location may %s.", what)
}

// MaySetWorkplace refuses a change of the workplace's settings (what names it) to
// anyone but a manager of every location, through a token only with settings:write.
func MaySetWorkplace(ctx context.Context, q store.Q, actor *domain.User, what string) error {
	if err := MayEditWorkplace(actor); err != nil {
		return err
	}
	return RequireEveryLocation(ctx, q, actor, what)
}

// MayManageLocation refuses (Forbidden) a location actor does not manage.
func MayManageLocation(ctx context.Context, q store.Q, actor *domain.User, loc int64) error {
	m, err := ManagerScope(ctx, q, actor)
	if err != nil || !m.Limited() || m.Locations[loc] {
		return err
	}
	return ErrNotYourLocation
}

// MayManageShift refuses (Forbidden) a shift at loc worked by worker (0: nobody) that
// actor does not manage.
func MayManageShift(ctx context.Context, q store.Q, actor *domain.User, loc *int64, worker int64) error {
	m, err := ManagerScope(ctx, q, actor)
	if err != nil {
		return err
	}
	if !m.Shift(loc, worker) {
		return ErrOutsideShift
	}
	return nil
}

// MayManageShifts is MayManageShift for a shift that moves from cur to loc and worker:
// the manager must manage both.
func MayManageShifts(ctx context.Context, q store.Q, actor *domain.User, cur domain.Shift, loc *int64, worker int64) error {
	m, err := ManagerScope(ctx, q, actor)
	if err != nil {
		return err
	}
	if !m.Shift(cur.LocationID, cur.UserID) || !m.Shift(loc, worker) {
		return ErrOutsideShift
	}
	return nil
}

// MayManagePerson refuses (Forbidden) a person actor does not manage: for a limited
// manager, someone who works at none of their locations, or a manager with more reach.
// Acting on oneself is always within reach.
func MayManagePerson(ctx context.Context, q store.Q, actor *domain.User, person int64) error {
	m, err := ManagerScope(ctx, q, actor)
	if err != nil || !m.Limited() || person == actor.ID {
		return err
	}
	if !m.Person(person) {
		return ErrOutsidePerson
	}
	return MayOutreach(ctx, q, m, person)
}

// MayOutreach refuses (Forbidden) the limited manager m a person who is a manager with
// more reach than m: one of every location, or of a location not m's.
func MayOutreach(ctx context.Context, q store.Q, m *domain.ManagerScope, person int64) error {
	if !m.Limited() {
		return nil
	}
	manager, locs, err := q.ManagerReach(ctx, person)
	if err != nil || !manager || m.Covers(locs) {
		return err
	}
	return ErrMoreReach
}

// ReachedPeople keeps, of people, those actor reaches: everyone for a manager of every
// location; for a limited manager themselves, the people they manage, and people with no
// location yet (new staff), never a manager with more reach.
func ReachedPeople(ctx context.Context, q store.Q, actor *domain.User, people []domain.User) ([]domain.User, error) {
	m, err := ManagerScope(ctx, q, actor)
	if err != nil || !m.Limited() {
		return people, err
	}
	ids := make([]int64, len(people))
	for i, u := range people {
		ids[i] = u.ID
	}
	placed, err := q.LocationsOfUsers(ctx, ids)
	if err != nil {
		return nil, err
	}
	limits, err := q.ManagerLocations(ctx, ids)
	if err != nil {
		return nil, err
	}
	return slices.DeleteFunc(people, func(u domain.User) bool {
		if u.ID == actor.ID {
			return false
		}
		if u.IsManager() && !m.Covers(limits[u.ID]) {
			return true
		}
		return len(placed[u.ID]) > 0 && !m.Person(u.ID)
	}), nil
}

// MayPlacePerson lets a limited manager set where and as what someone works who works
// at one of their locations or nowhere yet (never a manager with more reach), adding or
// removing only their locations.
func MayPlacePerson(ctx context.Context, q store.Q, actor *domain.User, before *domain.PersonWorkplace, w domain.PersonWorkplace) error {
	m, err := ManagerScope(ctx, q, actor)
	if err != nil || !m.Limited() {
		return err
	}
	var was []int64
	if before != nil {
		was = before.LocationIDs
	}
	if len(was) > 0 && !m.Person(w.UserID) {
		return ErrOutsidePerson
	}
	if w.UserID != actor.ID {
		if err := MayOutreach(ctx, q, m, w.UserID); err != nil {
			return err
		}
	}
	for _, l := range append(slices.Clone(was), w.LocationIDs...) {
		if slices.Contains(was, l) != slices.Contains(w.LocationIDs, l) && !m.Locations[l] {
			return ErrOutsideLocation
		}
	}
	return nil
}

// RequireManager refuses employees.
func RequireManager(actor *domain.User) error {
	if !actor.IsManager() {
		return domain.ErrManagersOnly
	}
	return nil
}

func MayEditWorkplace(actor *domain.User) error {
	if err := actor.Allow(domain.ScopeSettingsWrite); err != nil {
		return err
	}
	return RequireManager(actor)
}
