package market

import (
	"context"
	"slices"

	"github.com/shiftsched/shiftsched/internal/domain"
	"github.com/shiftsched/shiftsched/internal/permission"
	"github.com/shiftsched/shiftsched/internal/store"
)

// OpenShifts returns the open shifts and offers dated today or later, by date: managers
// see all of them, drafts' included; others those of published weeks that they may
// claim or that they offer. Any signed-in user. Errors: Forbidden (an API token without
// schedule:read).
func (s *Service) OpenShifts(ctx context.Context, actor *domain.User) ([]domain.OpenShift, error) {
	if err := actor.Allow(domain.ScopeScheduleRead); err != nil {
		return nil, err
	}
	q := s.store.Q()
	all, err := q.OpenShiftsFrom(ctx, s.Today())
	if err != nil {
		return nil, err
	}
	out, err := visibleOpenShifts(ctx, q, actor, all)
	if err != nil {
		return nil, err
	}
	if !actor.IsManager() {
		if out, err = claimableOpenShifts(ctx, q, actor, out); err != nil {
			return nil, err
		}
	}
	return out, attachClaims(ctx, q, out)
}

// claimableOpenShifts keeps the open shifts of published weeks that the actor offers,
// or may claim: open to them and of a position they are qualified for.
func claimableOpenShifts(ctx context.Context, q store.Q, actor *domain.User, visible []domain.OpenShift) ([]domain.OpenShift, error) {
	qualified, err := permission.QualifiedFor(ctx, q, visible, []int64{actor.ID})
	if err != nil {
		return nil, err
	}
	out := []domain.OpenShift{}
	for _, o := range visible {
		mine := o.OfferedBy != nil && *o.OfferedBy == actor.ID
		if o.Published && (mine || (actor.WorksShifts && o.MayClaim(actor.ID) && permission.QualifiedOn(o, actor.ID, qualified))) {
			out = append(out, o)
		}
	}
	return out, nil
}

// attachClaims loads the pending claims of the listed open shifts in one statement.
func attachClaims(ctx context.Context, q store.Q, list []domain.OpenShift) error {
	ids := make([]int64, len(list))
	for i, o := range list {
		ids[i] = o.ID
		list[i].Claims = []domain.ShiftClaim{}
	}
	claims, err := q.ClaimsOfOpenShifts(ctx, ids, true)
	if err != nil {
		return err
	}
	at := map[int64]int{}
	for i, o := range list {
		at[o.ID] = i
	}
	for _, c := range claims {
		list[at[c.OpenShiftID]].Claims = append(list[at[c.OpenShiftID]].Claims, c)
	}
	return nil
}

// attachOpenShifts loads the open shifts of the listed claims in one statement.
func attachOpenShifts(ctx context.Context, q store.Q, claims []domain.ShiftClaim) error {
	var ids []int64
	for _, c := range claims {
		ids = append(ids, c.OpenShiftID)
	}
	list, err := q.OpenShiftsByIDs(ctx, ids)
	if err != nil {
		return err
	}
	by := map[int64]*domain.OpenShift{}
	for i := range list {
		by[list[i].ID] = &list[i]
	}
	for i := range claims {
		claims[i].OpenShift = by[claims[i].OpenShiftID]
	}
	return nil
}

// OpenShiftOf returns the open shift a claim is on. No actor: it completes a claim that
// the method which returned it already let the actor see. Errors: NotFound.
func (s *Service) OpenShiftOf(ctx context.Context, c *domain.ShiftClaim) (*domain.OpenShift, error) {
	if c.OpenShift != nil {
		return c.OpenShift, nil
	}
	return s.store.Q().OpenShiftByID(ctx, c.OpenShiftID)
}

// ClaimsOn returns the pending claims on an open shift, oldest first: all of them to
// managers and to the person offering it, the actor's own to anyone else. Any signed-in
// user. Errors: Forbidden (an API token without schedule:read).
func (s *Service) ClaimsOn(ctx context.Context, actor *domain.User, o *domain.OpenShift) ([]domain.ShiftClaim, error) {
	if err := actor.Allow(domain.ScopeScheduleRead); err != nil {
		return nil, err
	}
	claims := o.Claims
	var err error
	if claims == nil {
		claims, err = s.store.Q().ClaimsOfOpenShifts(ctx, []int64{o.ID}, true)
	}
	if err != nil || actor.IsManager() || (o.OfferedBy != nil && *o.OfferedBy == actor.ID) {
		return claims, err
	}
	return slices.DeleteFunc(slices.Clone(claims), func(c domain.ShiftClaim) bool { return c.UserID != actor.ID }), nil
}

// MyClaims returns the actor's claims, newest first. Any signed-in user, for themself.
// Errors: Forbidden (an API token without schedule:read).
func (s *Service) MyClaims(ctx context.Context, actor *domain.User) ([]domain.ShiftClaim, error) {
	if err := actor.Allow(domain.ScopeScheduleRead); err != nil {
		return nil, err
	}
	q := s.store.Q()
	claims, err := q.ClaimsOfUser(ctx, actor.ID)
	if err != nil {
		return nil, err
	}
	return claims, attachOpenShifts(ctx, q, claims)
}

// ClaimsAwaitingApproval returns the pending claims, oldest first. Managers only.
// Errors: Forbidden.
func (s *Service) ClaimsAwaitingApproval(ctx context.Context, actor *domain.User) ([]domain.ShiftClaim, error) {
	if err := actor.Allow(domain.ScopeScheduleRead); err != nil {
		return nil, err
	}
	if err := permission.RequireManager(actor); err != nil {
		return nil, err
	}
	q := s.store.Q()
	claims, err := q.PendingClaims(ctx)
	if err != nil {
		return nil, err
	}
	if err := attachOpenShifts(ctx, q, claims); err != nil {
		return nil, err
	}
	return managedClaims(ctx, q, actor, claims)
}

// ClaimConflicts returns what the conflict engine finds, now, about approving a pending
// claim: the warnings (and a hard conflict that arose since it was made) an approving
// manager should see. Any signed-in user; empty for all but managers, and for claims no
// longer pending. Errors: Forbidden (an API token without schedule:read).
func (s *Service) ClaimConflicts(ctx context.Context, actor *domain.User, c *domain.ShiftClaim) ([]domain.ShiftConflict, error) {
	if err := actor.Allow(domain.ScopeScheduleRead); err != nil {
		return nil, err
	}
	if !actor.IsManager() || c.Status != domain.ClaimPending {
		return []domain.ShiftConflict{}, nil
	}
	q := s.store.Q()
	o, err := s.OpenShiftOf(ctx, c)
	if err != nil {
		return nil, err
	}
	sh := domain.Shift{DayKey: o.DayKey, Date: o.Date, StartTime: o.StartTime, EndTime: o.EndTime}
	if o.ShiftID != nil && o.IsOffer() {
		sh.ID = *o.ShiftID
	}
	found, err := s.schedule.ConflictsForPerson(ctx, q, c.UserID, c.UserName, sh)
	if found == nil {
		found = []domain.ShiftConflict{}
	}
	return found, err
}
