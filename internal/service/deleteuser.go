package service

import (
	"context"
	"fmt"

	"github.com/shiftsched/shiftsched/internal/domain"
)

// UserDeletion is what deleting a user did.
type UserDeletion struct {
	User          domain.User // as it was, now marked deleted
	RemovedShifts int         // their shifts from today on that were removed
	Message       string      // "User {name} deleted successfully."
}

// DeleteUser deletes another user, in one transaction: the account is marked deleted
// (the row stays, so past shifts and swaps keep the name they were worked under, and
// the e-mail address is free again), their tokens stop working, their notifications,
// time-off requests and reset links are removed, every open swap they are part of is
// cancelled (the other person is told), their shifts from the workplace's today on are
// removed, and every manager is told how many. Managers only, never themself. Errors:
// Forbidden, Invalid ("Managers cannot delete their own account."), NotFound ("User not
// found.", also for an already deleted user).
func (s *Service) DeleteUser(ctx context.Context, actor *domain.User, id int64) (*UserDeletion, error) {
	if err := actor.Allow(domain.ScopeStaffWrite); err != nil {
		return nil, err
	}
	if err := requireManager(actor); err != nil {
		return nil, err
	}
	if id == actor.ID {
		return nil, domain.Errorf(domain.Invalid, "Managers cannot delete their own account.")
	}
	today, at := s.Today(), s.now()
	var d UserDeletion
	err := s.change(ctx, actor, func(q *Tx) error {
		// No publish or swap approval may give this person a shift while they go.
		if err := q.LockRoster(ctx); err != nil {
			return err
		}
		// The lock makes a second, concurrent deletion wait and then find no active user.
		u, err := q.ActiveUserForUpdate(ctx, id)
		if err != nil {
			return err
		}
		d.User = *u
		if err := q.SoftDeleteUser(ctx, id, at); err != nil {
			return err
		}
		for _, del := range []func(context.Context, int64) error{
			q.DeleteNotificationsOfUser, q.DeleteTimeOffOfUser, q.DeletePasswordResetsOfUser, q.DeleteAvailabilityOfUser,
		} {
			if err := del(ctx, id); err != nil {
				return err
			}
		}
		swaps, err := q.CancelOpenSwapsOfUser(ctx, id, ReasonPersonDeleted)
		if err != nil {
			return err
		}
		if err := s.notifySwapsCancelled(q, swaps, ReasonPersonDeleted, id); err != nil {
			return err
		}
		if err := q.CancelClaimsOfUser(ctx, id, ReasonPersonDeleted); err != nil {
			return err
		}
		offers, err := q.CancelOffersOfUser(ctx, id, ReasonPersonDeleted)
		if err != nil {
			return err
		}
		if err := s.closeClaims(ctx, q, offers, domain.ClaimCancelled, ReasonPersonDeleted); err != nil {
			return err
		}
		shiftIDs, err := q.ShiftIDsOfUserFrom(ctx, id, today)
		if err != nil {
			return err
		}
		// A swap between two other people cannot name this user's shift, but should one
		// ever do so, it is withdrawn and explained rather than left pointing at nothing.
		swaps, err = q.CancelOpenSwapsOfShifts(ctx, shiftIDs, 0, ReasonPersonDeleted)
		if err != nil {
			return err
		}
		if err := s.notifySwapsCancelled(q, swaps, ReasonPersonDeleted, id); err != nil {
			return err
		}
		n, err := q.DeleteShifts(ctx, shiftIDs)
		if err != nil {
			return err
		}
		d.RemovedShifts = int(n)
		if err := q.DeleteDraftChangesOfUserFrom(ctx, id, today); err != nil {
			return err
		}
		managers, err := q.ManagerIDs(ctx)
		if err != nil {
			return err
		}
		q.audit(Audit{Action: "user.delete", Object: "user", ID: id,
			Summary: fmt.Sprintf("Deleted %s (%d upcoming shifts removed)", u.Name, d.RemovedShifts),
			Before:  userState(u), After: map[string]any{"deleted": true, "removedShifts": d.RemovedShifts}})
		q.emit(domain.EventUserDeleted, map[string]any{"user": map[string]any{"id": u.ID, "name": u.Name, "role": u.Role},
			"removedShifts": d.RemovedShifts})
		return q.notify(managers, notice{domain.KindAccount, deletionNotice(u.Name, actor.Name, d.RemovedShifts), "/schedule"})
	})
	if err != nil {
		return nil, err
	}
	d.User.DeletedAt = &at
	d.Message = fmt.Sprintf("User %s deleted successfully.", d.User.Name)
	return &d, nil
}

// deletionNotice is what managers read after a user is deleted.
func deletionNotice(name, by string, removed int) string {
	switch removed {
	case 0:
		return fmt.Sprintf("%s was deleted by %s; they had no upcoming shifts.", name, by)
	case 1:
		return fmt.Sprintf("%s was deleted by %s; 1 upcoming shift was removed from the schedule.", name, by)
	}
	return fmt.Sprintf("%s was deleted by %s; %d upcoming shifts were removed from the schedule.", name, by, removed)
}
