package service

import (
	"context"
	"fmt"
	"time"

	"github.com/shiftsched/shiftsched/internal/accounts"
	"github.com/shiftsched/shiftsched/internal/domain"
	"github.com/shiftsched/shiftsched/internal/i18n"
	"github.com/shiftsched/shiftsched/internal/permission"
)

// UserDeletion is what deleting a user did.
type UserDeletion struct {
	User          domain.User // as it was, now marked deleted
	RemovedShifts int         // their shifts from today on that were removed
	Opened        bool        // whether those shifts were posted as open shifts first
	Message       string      // "User {name} deleted successfully."
}

// DeleteUser deletes another user, in one transaction: the account is marked deleted
// (the row stays, so past shifts and swaps keep the name they were worked under, and
// the e-mail address is free again), their tokens stop working, their notifications,
// time-off requests and reset links are removed, every open swap they are part of is
// cancelled (the other person is told), their shifts from the workplace's today on are
// removed, and every manager is told how many. Managers only, never themself; a manager
// limited to some locations, only people they manage (reach.go). Errors:
// Forbidden, Invalid ("Managers cannot delete their own account."), NotFound ("User not
// found.", also for an already deleted user).
func (s *Service) DeleteUser(ctx context.Context, actor *domain.User, id int64) (*UserDeletion, error) {
	return s.DeleteUserWith(ctx, actor, id, domain.ShiftUnassign)
}

// DeleteUserWith is DeleteUser that first posts the person's shifts from today on
// (published, and those only in a draft) as open shifts when shifts is domain.ShiftOpen, in
// the deletion's transaction; domain.ShiftUnassign only removes them. Errors: those of
// DeleteUser; Invalid (another action).
func (s *Service) DeleteUserWith(ctx context.Context, actor *domain.User, id int64, shifts domain.ShiftAction) (*UserDeletion, error) {
	if err := actor.Allow(domain.ScopeStaffWrite); err != nil {
		return nil, err
	}
	if err := permission.RequireManager(actor); err != nil {
		return nil, err
	}
	if shifts != domain.ShiftUnassign && shifts != domain.ShiftOpen {
		return nil, domain.Errorf(domain.Invalid, "A deleted person's shifts can be unassigned or posted as open shifts.")
	}
	if id == actor.ID {
		return nil, domain.Errorf(domain.Invalid, "Managers cannot delete their own account.")
	}
	at := s.Now()
	var d *UserDeletion
	err := s.Changes().Run(ctx, actor, func(q *Tx) error {
		if err := permission.MayManagePerson(ctx, q.Q, actor, id); err != nil {
			return err
		}
		var err error
		if d, err = s.deleteUser(ctx, q, actor, id, at, shifts); err != nil {
			return err
		}
		d.Opened = shifts == domain.ShiftOpen
		return nil
	})
	if err != nil {
		return nil, err
	}
	d.User.DeletedAt = &at
	d.Message = fmt.Sprintf("User %s deleted successfully.", d.User.Name)
	return d, nil
}

// deleteUser marks the user deleted at at, removes what was theirs alone, runs the
// cascade of their shifts from today on moving away, and tells the managers.
func (s *Service) deleteUser(ctx context.Context, q *Tx, actor *domain.User, id int64, at time.Time, shifts domain.ShiftAction) (*UserDeletion, error) {
	// No publish or swap approval may give this person a shift while they go.
	if err := q.LockRoster(ctx); err != nil {
		return nil, err
	}
	// The lock makes a second, concurrent deletion wait and then find no active user.
	u, err := q.ActiveUserForUpdate(ctx, id)
	if err != nil {
		return nil, err
	}
	if err := q.SoftDeleteUser(ctx, id, at); err != nil {
		return nil, err
	}
	for _, del := range []func(context.Context, int64) error{
		q.DeleteNotificationsOfUser, q.DeleteTimeOffOfUser, q.DeletePasswordResetsOfUser, q.DeleteAvailabilityOfUser,
	} {
		if err := del(ctx, id); err != nil {
			return nil, err
		}
	}
	if shifts == domain.ShiftOpen {
		if err := s.openUpcomingShifts(ctx, q, id); err != nil {
			return nil, err
		}
	}
	removed, err := s.removeUpcomingShifts(ctx, q, id)
	if err != nil {
		return nil, err
	}
	managers, err := q.ManagerIDs(ctx)
	if err != nil {
		return nil, err
	}
	q.Audit(Audit{Action: "user.delete", Object: "user", ID: id,
		Say:    say("AuditDeletedUser", map[string]any{"Name": u.Name, "Count": removed}),
		Before: accounts.UserState(u), After: map[string]any{"deleted": true, "removedShifts": removed}})
	q.Emit(domain.EventUserDeleted, map[string]any{"user": map[string]any{"id": u.ID, "name": u.Name, "role": u.Role},
		"removedShifts": removed})
	if err := q.Notify(managers, notice{Kind: domain.KindAccount, Message: deletionNotice(u.Name, actor.Name, removed), Link: "/schedule", About: ""}); err != nil {
		return nil, err
	}
	return &UserDeletion{User: *u, RemovedShifts: removed}, nil
}

// removeUpcomingShifts removes the deleted user's shifts from today on (with their draft
// changes) after the cascade of those shifts and of the person moving away: every open
// swap, offer and claim of theirs is cancelled and the other people told. It returns how
// many shifts it removed.
func (s *Service) removeUpcomingShifts(ctx context.Context, q *Tx, id int64) (int, error) {
	today := s.Today()
	shiftIDs, err := q.ShiftIDsOfUserFrom(ctx, id, today)
	if err != nil {
		return 0, err
	}
	if err := s.shiftsMovedAway(ctx, q, movedAway{shifts: shiftIDs, person: id,
		swapReason: ReasonPersonDeleted, offerReason: ReasonPersonDeleted}); err != nil {
		return 0, err
	}
	n, err := q.DeleteShifts(ctx, shiftIDs)
	if err != nil {
		return 0, err
	}
	return int(n), q.DeleteDraftChangesOfUserFrom(ctx, id, today)
}

// openUpcomingShifts posts the person's shifts from today on, published and draft, as
// open shifts; removeUpcomingShifts then takes the person off them.
func (s *Service) openUpcomingShifts(ctx context.Context, q *Tx, id int64) error {
	today := s.Today()
	// Shifts are published at most a couple of years ahead; ten bounds the read.
	until := today.AddDays(3660)
	published, err := q.ShiftsBetween(ctx, today, until, &id)
	if err != nil {
		return err
	}
	drafts, err := q.DraftShiftsOfUserBetween(ctx, id, today, until)
	if err != nil {
		return err
	}
	seen := map[int64]bool{}
	var opens []domain.OpenShift
	add := func(sh domain.Shift) {
		if seen[sh.ID] {
			return
		}
		seen[sh.ID] = true
		opens = append(opens, domain.OpenShift{WeekStarting: s.Weeks().Start(sh.Date), DayKey: sh.DayKey, Date: sh.Date,
			StartTime: sh.StartTime, EndTime: sh.EndTime, CreatedBy: q.Actor().ID, ShiftStructure: sh.ShiftStructure})
	}
	for _, sh := range published {
		add(sh)
	}
	for _, c := range drafts {
		add(changeShift(c, 0))
	}
	return s.postOpenShifts(ctx, q, opens)
}

// deletionNotice is what managers read after a user is deleted.
func deletionNotice(name, by string, removed int) i18n.Msg {
	if removed == 0 {
		return i18n.M("NoticeUserDeletedNoShifts", i18n.Args{"Name": name, "By": by})
	}
	m := i18n.M("NoticeUserDeleted", i18n.Args{"Name": name, "By": by})
	m.Count = &removed
	return m
}
