package market

import (
	"context"
	"fmt"
	"slices"

	"github.com/shiftsched/shiftsched/internal/audittrail"
	"github.com/shiftsched/shiftsched/internal/change"
	"github.com/shiftsched/shiftsched/internal/domain"
	"github.com/shiftsched/shiftsched/internal/i18n"
	"github.com/shiftsched/shiftsched/internal/labour"
	"github.com/shiftsched/shiftsched/internal/permission"
	"github.com/shiftsched/shiftsched/internal/store"
)

// ShiftClaim is what a client says one shift of a swap looks like. Every field it sets
// is checked against the stored shift; none is ever used in place of the stored value.
type ShiftClaim struct {
	ScheduleID *int64
	DayKey     *domain.DayKey
	Date       *domain.Date
	StartTime  *domain.TimeOfDay
	EndTime    *domain.TimeOfDay
}

// NewSwap is a proposal to exchange the caller's shift with a colleague's.
type NewSwap struct {
	ShiftID       int64      // shift A, the caller's
	TargetShiftID int64      // shift B, the colleague's
	TargetUserID  int64      // who the caller believes owns shift B; 0 when not said
	ClaimA        ShiftClaim // what the caller believes shift A looks like
	ClaimB        ShiftClaim // what the caller believes shift B looks like
}

var (
	errSwapSelf            = domain.Errorf(domain.Invalid, "You cannot swap shifts with yourself.")
	errSwapNotTarget       = domain.Errorf(domain.Forbidden, "Not authorized.")
	errSwapNotPending      = domain.Errorf(domain.Invalid, "Request no longer pending.")
	errSwapNotPendingMgr   = domain.Errorf(domain.NotFound, "Request not found or not pending manager approval.")
	errSwapOwnApproval     = domain.Errorf(domain.Forbidden, "You cannot approve a swap of your own shift; another manager must approve it.")
	errSwapOwnShiftMissing = domain.Errorf(domain.Invalid, "Your shift was not found; it may have been removed from the schedule.")
	errSwapTargetMissing   = domain.Errorf(domain.Invalid, "The shift you asked for was not found; it may have been removed from the schedule.")
	errSwapNotYourShift    = domain.Errorf(domain.Invalid, "You can only offer one of your own shifts for a swap.")
	errSwapNotTargetShift  = domain.Errorf(domain.Invalid, "The shift you asked for does not belong to the colleague you chose.")
	errSwapTargetGone      = domain.Errorf(domain.Invalid, "That colleague no longer works here.")
	errSwapPast            = domain.Errorf(domain.Invalid, "You cannot swap a shift that is in the past.")
	errSwapOwnShiftBusy    = domain.Errorf(domain.Invalid, "Your shift is already part of a pending swap request.")
	errSwapTargetShiftBusy = domain.Errorf(domain.Invalid, "The shift you asked for is already part of a pending swap request.")
)

// RequestSwap proposes to exchange the actor's shift A with a colleague's shift B and
// notifies the colleague. Any signed-in user, for their own shift. Both shifts must be
// dated today or later and in no other open swap; what the caller claims about them
// must match the stored shifts. Errors: Invalid (with the reason).
func (s *Service) RequestSwap(ctx context.Context, actor *domain.User, in NewSwap) (*domain.Swap, error) {
	if err := actor.Allow(domain.ScopeScheduleWrite); err != nil {
		return nil, err
	}
	if in.TargetUserID == actor.ID || in.ShiftID == in.TargetShiftID {
		return nil, errSwapSelf
	}
	today := s.Today()
	var sw *domain.Swap
	err := s.Changes().Run(ctx, actor, func(q *change.Tx) error {
		// Both rows stay locked until commit: a second request on either shift waits here
		// and then sees this one's swap as open.
		shifts, err := q.LockSwapShifts(ctx, []int64{in.ShiftID, in.TargetShiftID})
		if err != nil {
			return err
		}
		a, b := findShift(shifts, in.ShiftID), findShift(shifts, in.TargetShiftID)
		switch {
		case a == nil:
			return errSwapOwnShiftMissing
		case b == nil:
			return errSwapTargetMissing
		case a.UserID != actor.ID:
			return errSwapNotYourShift
		case b.UserID == actor.ID:
			return errSwapSelf
		case in.TargetUserID != 0 && b.UserID != in.TargetUserID:
			return errSwapNotTargetShift
		}
		if err := checkClaim("your shift", a, in.ClaimA); err != nil {
			return err
		}
		if err := checkClaim("the shift you asked for", b, in.ClaimB); err != nil {
			return err
		}
		if a.Date.Before(today) || b.Date.Before(today) {
			return errSwapPast
		}
		if _, err := q.ActiveUserByID(ctx, b.UserID); domain.KindOf(err) == domain.NotFound {
			return errSwapTargetGone
		} else if err != nil {
			return err
		}
		busy, err := q.OpenSwapShiftIDs(ctx, []int64{a.ID, b.ID})
		if err != nil {
			return err
		}
		if slices.Contains(busy, a.ID) {
			return errSwapOwnShiftBusy
		}
		if slices.Contains(busy, b.ID) {
			return errSwapTargetShiftBusy
		}
		if err := swapQualified(ctx, q.Q, a, b); err != nil {
			return err
		}
		id, err := q.InsertSwap(ctx, actor.ID, b.UserID, a, b)
		if err != nil {
			return err
		}
		if sw, err = q.SwapByID(ctx, id); err != nil {
			return err
		}
		q.Audit(change.Audit{Action: "swap.request", Object: "swap", ID: sw.ID,
			Say: change.Say("AuditAskedToSwap", map[string]any{"Name": sw.TargetName}), After: swapJSON(sw)})
		return q.Notify([]int64{sw.TargetID}, change.Notice{Kind: domain.KindSwapRequest, Message: i18n.M("NoticeSwapRequested", i18n.Args{"Name": sw.RequesterName}), Link: change.LinkSwaps, About: change.AboutRequest("swap", sw.ID)})
	})
	if err != nil {
		return nil, err
	}
	return sw, nil
}

// RespondToSwap is the target's answer to a pending_target swap: accepting passes it to
// the managers (each notified), denying ends it (the requester is notified). The swap's
// target only. Errors: NotFound "Swap request not found.", Forbidden "Not authorized.",
// Invalid "Request no longer pending.".
func (s *Service) RespondToSwap(ctx context.Context, actor *domain.User, id int64, accept bool) (*domain.Swap, error) {
	if err := actor.Allow(domain.ScopeScheduleWrite); err != nil {
		return nil, err
	}
	var sw *domain.Swap
	err := s.Changes().Run(ctx, actor, func(q *change.Tx) error {
		var err error
		if sw, err = q.LockSwap(ctx, id); err != nil {
			return err
		}
		if sw.TargetID != actor.ID {
			return errSwapNotTarget
		}
		if sw.Status != domain.SwapPendingTarget {
			return errSwapNotPending
		}
		if accept {
			managers, err := swapManagers(ctx, q.Q, sw)
			if err != nil {
				return err
			}
			return s.moveSwap(ctx, q, sw, domain.SwapPendingManager, managers, change.Notice{Kind: domain.KindSwapRequest, Message: i18n.M("NoticeSwapReady", i18n.Args{"Requester": sw.RequesterName, "Target": sw.TargetName}), Link: change.LinkSwaps, About: change.AboutRequest("swap", sw.ID)})
		}
		return s.moveSwap(ctx, q, sw, domain.SwapDeniedByTarget, []int64{sw.RequesterID}, change.Notice{Kind: domain.KindSwapDecision, Message: i18n.M("NoticeSwapDeniedByTarget", i18n.Args{"Name": sw.TargetName}), Link: change.LinkSwaps, About: ""})
	})
	if err != nil {
		return nil, err
	}
	return sw, nil
}

// DecideSwap is a manager's decision on a pending_manager swap. Approving exchanges the
// two shifts' owners, in the transaction that marks the swap approved, with both shifts
// and the swap locked; it cancels any other open swap on those shifts. Both people are
// notified either way. Managers only, and never a manager who is the swap's requester or
// target approving it (denying their own swap is allowed: it only withdraws it).
// Errors: Forbidden (employees; a party approving), NotFound "Request
// not found or not pending manager approval.", Conflict (approval would break a rule:
// a shift changed since the request, is in the past, or the exchange would double-book
// someone or put them on a day of their approved time off).
func (s *Service) DecideSwap(ctx context.Context, actor *domain.User, id int64, approve bool) (*domain.Swap, error) {
	if err := actor.Allow(domain.ScopeScheduleWrite); err != nil {
		return nil, err
	}
	if err := permission.RequireManager(actor); err != nil {
		return nil, err
	}
	var sw *domain.Swap
	err := s.Changes().Run(ctx, actor, func(q *change.Tx) error {
		seen, err := q.SwapByID(ctx, id)
		if domain.KindOf(err) == domain.NotFound {
			return errSwapNotPendingMgr
		}
		if err != nil {
			return err
		}
		if seen.Status != domain.SwapPendingManager {
			return errSwapNotPendingMgr
		}
		// Parties never change, so the unlocked read decides this.
		if approve && (seen.RequesterID == actor.ID || seen.TargetID == actor.ID) {
			return errSwapOwnApproval
		}
		if err := permission.MayDecideSwap(ctx, q.Q, actor, seen); err != nil {
			return err
		}
		// Lock order: shifts (by id), then swaps, as a republish does (it changes
		// shifts, then cancels their swaps). Two approvals sharing a shift then queue
		// on the shift instead of deadlocking over each other's swap rows.
		var shifts []domain.Shift
		if approve {
			// An approval moves shifts between people: it must not interleave with a
			// publish or a deletion whose overlap and "still active" checks it would void.
			if err := q.LockRoster(ctx); err != nil {
				return err
			}
			if shifts, err = q.LockSwapShifts(ctx, seen.ShiftIDs()); err != nil {
				return err
			}
		}
		if sw, err = q.LockSwap(ctx, id); err != nil {
			return err
		}
		// A manager who waited for another's decision on the same swap lands here.
		if sw.Status != domain.SwapPendingManager {
			return errSwapNotPendingMgr
		}
		if !approve {
			return s.tellBoth(ctx, q, sw, domain.SwapDeniedByManager, "NoticeSwapDenied")
		}
		return s.approveSwap(ctx, q, sw, shifts)
	})
	if err != nil {
		return nil, err
	}
	return sw, nil
}

// approveSwap exchanges the owners of the locked swap's locked shifts and marks it
// approved.
func (s *Service) approveSwap(ctx context.Context, q *change.Tx, sw *domain.Swap, shifts []domain.Shift) error {
	a, err := unchangedShift(shifts, sw.ShiftA, sw.RequesterID, sw.RequesterName)
	if err != nil {
		return err
	}
	b, err := unchangedShift(shifts, sw.ShiftB, sw.TargetID, sw.TargetName)
	if err != nil {
		return err
	}
	today := s.Today()
	if a.Date.Before(today) || b.Date.Before(today) {
		return domain.Errorf(domain.Conflict, "This swap can no longer be approved: one of its shifts is in the past.")
	}
	both := []int64{a.ID, b.ID}
	// The requester takes shift B, the target shift A.
	if err := s.canWork(ctx, q.Q, sw.RequesterID, sw.RequesterName, b, both); err != nil {
		return err
	}
	if err := s.canWork(ctx, q.Q, sw.TargetID, sw.TargetName, a, both); err != nil {
		return err
	}
	if err := q.SetShiftOwner(ctx, a.ID, sw.TargetID); err != nil {
		return err
	}
	if err := q.SetShiftOwner(ctx, b.ID, sw.RequesterID); err != nil {
		return err
	}
	if err := q.MoveDraftChange(ctx, a.ID, sw.TargetID); err != nil {
		return err
	}
	if err := q.MoveDraftChange(ctx, b.ID, sw.RequesterID); err != nil {
		return err
	}
	if err := s.tellBoth(ctx, q, sw, domain.SwapApproved, "NoticeSwapApproved"); err != nil {
		return err
	}
	return s.schedule.SwapApproved(ctx, q, sw)
}

// unchangedShift returns the locked shift a swap snapshot refers to, or Conflict when it
// was removed or no longer has the owner, date and times it had when requested.
func unchangedShift(locked []domain.Shift, snap domain.SwapShift, ownerID int64, ownerName string) (*domain.Shift, error) {
	var sh *domain.Shift
	if snap.ShiftID != nil {
		sh = findShift(locked, *snap.ShiftID)
	}
	if sh == nil || sh.UserID != ownerID || sh.Date != snap.Date ||
		sh.StartTime != snap.StartTime || sh.EndTime != snap.EndTime {
		return nil, domain.Errorf(domain.Conflict,
			"This swap can no longer be approved: %s's shift on %s was changed or removed after the swap was requested.",
			ownerName, snap.Date.ShortLabel())
	}
	return sh, nil
}

// canWork refuses (Conflict) giving shift sh to the user when the conflict engine finds
// a hard conflict: it would overlap another of their shifts (overnight shifts included)
// or fall on a day of their approved time off. except are the shifts the swap itself
// moves. Warnings (rest, weekly hours) do not block a swap both people agreed to.
func (s *Service) canWork(ctx context.Context, q store.Q, userID int64, name string, sh *domain.Shift, except []int64) error {
	def, sets, err := q.RuleSetsOfUsers(ctx, []int64{userID})
	if err != nil {
		return err
	}
	// The labour rules are the week's conflict engine's (labour.Check): their hard ones
	// refuse a swap as they refuse a publish.
	lab, err := labour.NewCheck(def, sets, []int64{userID}, s.Weeks().Start(sh.Date), s.Zone().Location(), s.Now())
	if err != nil {
		return err
	}
	// A shift lasts under 24 hours, so only shifts dated the day before to the day
	// after can overlap it; the person's work and labour rules may look further.
	from, to := lab.Window(domain.RuleWindow(domain.RuleSetList(def, sets), sh.Date.AddDays(-1), sh.Date.AddDays(1)))
	others, err := q.ShiftsOfUserBetween(ctx, userID, from, to, except)
	if err != nil {
		return err
	}
	off, err := q.ApprovedTimeOffOfUsers(ctx, []int64{userID}, sh.Date, sh.Date.AddDays(1))
	if err != nil {
		return err
	}
	moved := *sh
	moved.UserID, moved.UserName = userID, name
	in := domain.ConflictInput{Shifts: []domain.Shift{moved}, Others: others, TimeOff: off, RuleSets: sets, DefaultRules: def}
	if err := s.schedule.StructureFacts(ctx, q, &in); err != nil {
		return err
	}
	labourFound, err := lab.Conflicts(ctx, q, in.Shifts, others)
	if err != nil {
		return err
	}
	found := domain.HardConflicts(append(domain.Conflicts(in), labourFound...))
	if len(found) == 0 {
		return nil
	}
	if c := found[0]; c.Code == domain.OnTimeOff {
		return domain.Errorf(domain.Conflict,
			"This swap cannot be approved: %s has approved time off on %s.", name, sh.Date.ShortLabel())
	}
	for _, o := range others {
		if o.Interval().Overlaps(sh.Interval()) {
			return domain.Errorf(domain.Conflict,
				"This swap cannot be approved: %s would be on overlapping shifts (%s %s-%s and %s %s-%s).",
				name, sh.Date.ShortLabel(), sh.StartTime, sh.EndTime, o.Date.ShortLabel(), o.StartTime, o.EndTime)
		}
	}
	return domain.Errorf(domain.Conflict, "This swap cannot be approved: %s", found[0].Message)
}

// swapQualified refuses (Conflict) a swap that would put either person on a shift
// whose position they are not qualified for.
func swapQualified(ctx context.Context, q store.Q, a, b *domain.Shift) error {
	var users, positions []int64
	var moves [][2]*domain.Shift // the shift moved, and the one whose owner takes it
	for _, m := range [][2]*domain.Shift{{a, b}, {b, a}} {
		if m[0].PositionID != nil {
			users, positions = append(users, m[1].UserID), append(positions, *m[0].PositionID)
			moves = append(moves, m)
		}
	}
	if len(moves) == 0 {
		return nil
	}
	ok, names, err := q.Qualifications(ctx, users, positions)
	if err != nil {
		return err
	}
	for _, m := range moves {
		if ok[[2]int64{m[1].UserID, *m[0].PositionID}] {
			continue
		}
		return domain.Errorf(domain.Conflict, "This swap is not possible: %s is not qualified as %s for the shift on %s.",
			m[1].UserName, names[*m[0].PositionID], m[0].Date.ShortLabel())
	}
	return nil
}

// tellBoth moves the swap to a manager's decision and tells both people.
func (s *Service) tellBoth(ctx context.Context, q *change.Tx, sw *domain.Swap, to domain.SwapStatus, verb string) error {
	if err := s.moveSwap(ctx, q, sw, to, []int64{sw.RequesterID}, change.Notice{Kind: domain.KindSwapDecision, Message: i18n.M(verb, i18n.Args{"Name": sw.TargetName}), Link: change.LinkSwaps, About: ""}); err != nil {
		return err
	}
	return q.Notify([]int64{sw.TargetID}, change.Notice{Kind: domain.KindSwapDecision, Message: i18n.M(verb, i18n.Args{"Name": sw.RequesterName}), Link: change.LinkSwaps, About: ""})
}

// moveSwap changes the locked swap's status, reloads it into sw, records it in the
// audit trail (and a manager's decision as a webhook event), and notifies userIDs.
func (s *Service) moveSwap(ctx context.Context, q *change.Tx, sw *domain.Swap, to domain.SwapStatus, userIDs []int64, n change.Notice) error {
	if !sw.Status.CanBecome(to) {
		return fmt.Errorf("swap %d: %s cannot become %s", sw.ID, sw.Status, to)
	}
	if err := q.SetSwapStatus(ctx, sw.ID, to); err != nil {
		return err
	}
	fresh, err := q.SwapByID(ctx, sw.ID)
	if err != nil {
		return err
	}
	before := sw.Status
	*sw = *fresh
	q.Audit(change.Audit{Action: swapActions[to], Object: "swap", ID: sw.ID,
		Say: swapSaid(to, sw.RequesterName, sw.TargetName), Summary: audittrail.SwapPredicate(to, sw.RequesterName, sw.TargetName),
		Before: map[string]any{"status": before}, After: map[string]any{"status": to}})
	if to == domain.SwapApproved || to == domain.SwapDeniedByManager {
		q.Emit(domain.EventSwapDecided, map[string]any{"swap": swapJSON(sw)})
	}
	return q.Notify(userIDs, n)
}

// MySwaps returns the swaps the actor requested or was asked for, newest first. Any
// signed-in user, for themself. Errors: Forbidden (an API token without schedule:read).
func (s *Service) MySwaps(ctx context.Context, actor *domain.User) ([]domain.Swap, error) {
	if err := actor.Allow(domain.ScopeScheduleRead); err != nil {
		return nil, err
	}
	return s.store.Q().SwapsOfUser(ctx, actor.ID)
}

// SwapsAwaitingApproval returns the swaps waiting for a manager, oldest first. Managers
// only. Errors: Forbidden.
func (s *Service) SwapsAwaitingApproval(ctx context.Context, actor *domain.User) ([]domain.Swap, error) {
	if err := actor.Allow(domain.ScopeScheduleRead); err != nil {
		return nil, err
	}
	if err := permission.RequireManager(actor); err != nil {
		return nil, err
	}
	q := s.store.Q()
	list, err := q.SwapsPendingManager(ctx)
	if err != nil {
		return nil, err
	}
	return managedSwaps(ctx, q, actor, list)
}

// swapManagers returns the managers who may decide the swap (see permission.MayDecideSwap).
func swapManagers(ctx context.Context, q store.Q, sw *domain.Swap) ([]int64, error) {
	locs, err := q.ShiftLocations(ctx, sw.ShiftIDs())
	if err != nil {
		return nil, err
	}
	var at []*int64
	for _, l := range locs {
		at = append(at, l)
	}
	return permission.ManagersOf(ctx, q, []int64{sw.RequesterID, sw.TargetID}, at, 0)
}

func findShift(shifts []domain.Shift, id int64) *domain.Shift {
	for i := range shifts {
		if shifts[i].ID == id {
			return &shifts[i]
		}
	}
	return nil
}

// checkClaim compares what the client sent about a shift with the stored shift.
func checkClaim(label string, sh *domain.Shift, c ShiftClaim) error {
	mismatch := func(field, actual string) error {
		return domain.Errorf(domain.Invalid,
			"The %s sent for %s does not match the schedule (it is %s); reload the schedule and try again.",
			field, label, actual)
	}
	switch {
	case c.ScheduleID != nil && *c.ScheduleID != sh.ScheduleID:
		return mismatch("schedule", fmt.Sprint(sh.ScheduleID))
	case c.DayKey != nil && *c.DayKey != sh.DayKey:
		return mismatch("day", string(sh.DayKey))
	case c.Date != nil && *c.Date != sh.Date:
		return mismatch("date", sh.Date.String())
	case c.StartTime != nil && *c.StartTime != sh.StartTime:
		return mismatch("start time", sh.StartTime.String())
	case c.EndTime != nil && *c.EndTime != sh.EndTime:
		return mismatch("end time", sh.EndTime.String())
	}
	return nil
}

// swapActions name each status a swap moves to in the audit trail.
var swapActions = map[domain.SwapStatus]string{
	domain.SwapPendingManager:  "swap.accept",
	domain.SwapDeniedByTarget:  "swap.refuse",
	domain.SwapApproved:        "swap.approve",
	domain.SwapDeniedByManager: "swap.deny",
}

// swapSaid says what moving a swap between requester and target to status was, as
// audittrail.SwapPredicate does in English; nothing for a status without a sentence of its own.
func swapSaid(status domain.SwapStatus, requester, target string) change.Said {
	args := map[string]any{"Requester": requester, "Target": target}
	switch status {
	case domain.SwapPendingManager:
		return change.Say("AuditSwapAgreed", args)
	case domain.SwapDeniedByTarget:
		return change.Say("AuditSwapTurnedDown", args)
	case domain.SwapApproved:
		return change.Say("AuditSwapApproved", args)
	case domain.SwapDeniedByManager:
		return change.Say("AuditSwapDenied", args)
	}
	return change.Said{}
}

// swapJSON is a swap as webhook events and audit entries carry it.
func swapJSON(sw *domain.Swap) map[string]any {
	side := func(sh domain.SwapShift) map[string]any {
		m := map[string]any{"date": sh.Date.String(), "startTime": sh.StartTime.String(), "endTime": sh.EndTime.String()}
		if sh.ShiftID != nil {
			m["shiftId"] = *sh.ShiftID
		}
		return m
	}
	return map[string]any{"id": sw.ID, "status": sw.Status,
		"requester": map[string]any{"id": sw.RequesterID, "name": sw.RequesterName},
		"target":    map[string]any{"id": sw.TargetID, "name": sw.TargetName},
		"shiftA":    side(sw.ShiftA), "shiftB": side(sw.ShiftB)}
}
