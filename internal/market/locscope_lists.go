package market

import (
	"context"
	"slices"

	"github.com/shiftsched/shiftsched/internal/domain"
	"github.com/shiftsched/shiftsched/internal/permission"
	"github.com/shiftsched/shiftsched/internal/store"
)

// What a limited manager is shown and told of is what they may decide: the lists of
// requests waiting for a manager, and the notices asking for one, follow the same rule
// as deciding (domain.ManagerScope), so nobody is asked what they cannot answer.

// managedSwaps keeps the swaps a limited manager may decide: both people work at one
// of their locations and neither shift is at another location. The shifts' locations
// are read in one statement for the whole list, only for a limited manager.
func managedSwaps(ctx context.Context, q store.Q, actor *domain.User, list []domain.Swap) ([]domain.Swap, error) {
	m, err := permission.ManagerScope(ctx, q, actor)
	if err != nil || !m.Limited() {
		return list, err
	}
	var ids []int64
	for i := range list {
		ids = append(ids, list[i].ShiftIDs()...)
	}
	locs, err := q.ShiftLocations(ctx, ids)
	if err != nil {
		return nil, err
	}
	return slices.DeleteFunc(list, func(sw domain.Swap) bool {
		if !m.Person(sw.RequesterID) || !m.Person(sw.TargetID) {
			return true
		}
		return slices.ContainsFunc(sw.ShiftIDs(), func(id int64) bool { return !m.Shift(locs[id], 0) })
	}), nil
}

// managedClaims keeps the claims (their open shifts attached) that a limited manager
// may decide: the open shift at one of their locations (or none), the claimant working
// at one of them.
func managedClaims(ctx context.Context, q store.Q, actor *domain.User, list []domain.ShiftClaim) ([]domain.ShiftClaim, error) {
	m, err := permission.ManagerScope(ctx, q, actor)
	if err != nil || !m.Limited() {
		return list, err
	}
	return slices.DeleteFunc(list, func(c domain.ShiftClaim) bool {
		return c.OpenShift == nil || !m.Shift(c.OpenShift.LocationID, c.UserID)
	}), nil
}

// visibleOpenShifts keeps the open shifts at the locations whose schedules actor sees
// (those they work at; a limited manager's, theirs), and those with no location.
func visibleOpenShifts(ctx context.Context, q store.Q, actor *domain.User, list []domain.OpenShift) ([]domain.OpenShift, error) {
	v, err := permission.View(ctx, q, actor)
	if err != nil || v.Locations == nil {
		return list, err
	}
	return slices.DeleteFunc(list, func(o domain.OpenShift) bool {
		mine := o.OfferedBy != nil && *o.OfferedBy == actor.ID
		return !mine && !v.Sees(actor.ID, o.LocationID, 0)
	}), nil
}

var errClaimOtherLocation = domain.Errorf(domain.Forbidden,
	"This shift is at a location you do not work at; ask a manager to add you to it first.")

// mayClaimAt refuses actor an open shift at a location they do not work at.
func mayClaimAt(ctx context.Context, q store.Q, actor *domain.User, o *domain.OpenShift) error {
	v, err := permission.View(ctx, q, actor)
	if err != nil {
		return err
	}
	if !v.Sees(actor.ID, o.LocationID, 0) {
		return errClaimOtherLocation
	}
	return nil
}
