package market

import (
	"context"

	"github.com/shiftsched/shiftsched/internal/change"
	"github.com/shiftsched/shiftsched/internal/domain"
	"github.com/shiftsched/shiftsched/internal/i18n"
	"github.com/shiftsched/shiftsched/internal/permission"
	"github.com/shiftsched/shiftsched/internal/store"
)

// ClaimOpenShift is the actor's claim of an open shift or offer of the current or a
// coming published week. A hard conflict (double booking, approved time off) refuses it
// with the sentence. A posted open shift is given at once when the workplace assigns open
// shifts on first claim; otherwise the claim waits for a manager (managers and the
// offering person are told). Anyone the shift is open to, never the person offering it.
// Errors: NotFound, Forbidden (not eligible), Conflict (no longer open, a hard conflict),
// Invalid (past, already claimed).
func (s *Service) ClaimOpenShift(ctx context.Context, actor *domain.User, id int64) (*domain.ShiftClaim, error) {
	if err := actor.Allow(domain.ScopeScheduleWrite); err != nil {
		return nil, err
	}
	var c *domain.ShiftClaim
	err := s.Changes().Run(ctx, actor, func(q *change.Tx) error {
		// Claiming may move a shift: the same lock as publishing and swap approval.
		if err := q.LockRoster(ctx); err != nil {
			return err
		}
		o, err := q.LockOpenShift(ctx, id)
		if err != nil {
			return err
		}
		if err := s.mayClaim(actor, o); err != nil {
			return err
		}
		if err := mayClaimAt(ctx, q.Q, actor, o); err != nil {
			return err
		}
		settings, err := q.Settings(ctx)
		if err != nil {
			return err
		}
		q.Audit(change.Audit{Action: "open_shift.claim", Object: "open_shift", ID: o.ID, Say: change.Say("AuditClaimedOpenShift", map[string]any{"Shift": change.OpenShiftWhen(o)})})
		if !o.IsOffer() && settings.OpenShiftsFirstClaim {
			c, err = s.takeOpenShift(ctx, q, actor, o)
		} else {
			c, err = s.askForOpenShift(ctx, q, actor, o)
		}
		return err
	})
	return c, err
}

// mayClaim refuses a claim of the locked open shift o by actor when it is not theirs to
// claim, no longer open, past, or in a week not yet published.
func (s *Service) mayClaim(actor *domain.User, o *domain.OpenShift) error {
	if !o.Published && !actor.IsManager() {
		return errOpenShiftNotFound
	}
	if !actor.WorksShifts {
		return domain.Errorf(domain.Forbidden, "Only people who work shifts can claim open shifts.")
	}
	if !o.MayClaim(actor.ID) {
		if o.OfferedBy != nil && *o.OfferedBy == actor.ID {
			return domain.Errorf(domain.Invalid, "You cannot claim a shift you offered; take the offer back instead.")
		}
		return errClaimNotEligible
	}
	switch {
	case o.Status != domain.OpenShiftOpen:
		return errOpenShiftClosed
	case o.Date.Before(s.Today()):
		return domain.Errorf(domain.Invalid, "This shift is in the past.")
	case !o.Published:
		return domain.Errorf(domain.Invalid, "This shift's week is not published yet.")
	}
	return nil
}

// takeOpenShift gives a posted open shift to its first claimant at once and tells the
// other managers.
func (s *Service) takeOpenShift(ctx context.Context, q *change.Tx, actor *domain.User, o *domain.OpenShift) (*domain.ShiftClaim, error) {
	c, err := q.InsertClaim(ctx, o.ID, actor.ID, domain.ClaimPending)
	if err != nil {
		return nil, err
	}
	if err := s.assign(ctx, q, o, c, "You cannot take this shift"); err != nil {
		return nil, err
	}
	managers, err := permission.ManagersOf(ctx, q.Q, []int64{actor.ID}, []*int64{o.LocationID}, actor.ID)
	if err != nil {
		return nil, err
	}
	shift, err := s.schedule.OpenShiftName(ctx, q.Q, *o)
	if err != nil {
		return nil, err
	}
	if err := q.Notify(managers, change.Notice{Kind: domain.KindOpenShift, Message: i18n.M("NoticeOpenShiftTaken", i18n.Args{"Name": actor.Name, "Shift": shift}), Link: change.LinkOpenShifts, About: ""}); err != nil {
		return nil, err
	}
	if c, err = q.ClaimByID(ctx, c.ID); err != nil {
		return nil, err
	}
	q.Emit(domain.EventClaimDecided, claimEvent(c, o))
	return c, nil
}

// askForOpenShift records a pending claim for a manager to decide, refusing at once what
// no manager could approve, and tells the managers and the offering person.
func (s *Service) askForOpenShift(ctx context.Context, q *change.Tx, actor *domain.User, o *domain.OpenShift) (*domain.ShiftClaim, error) {
	if _, _, err := s.claimConflicts(ctx, q.Q, o, actor.ID, actor.Name, "You cannot take this shift"); err != nil {
		return nil, err
	}
	c, err := q.InsertClaim(ctx, o.ID, actor.ID, domain.ClaimPending)
	if err != nil {
		return nil, err
	}
	managers, err := permission.ManagersOf(ctx, q.Q, []int64{actor.ID}, []*int64{o.LocationID}, 0)
	if err != nil {
		return nil, err
	}
	shift, err := s.schedule.OpenShiftName(ctx, q.Q, *o)
	if err != nil {
		return nil, err
	}
	if err := q.Notify(managers, change.Notice{Kind: domain.KindOpenShift, Message: i18n.M("NoticeClaimReady", i18n.Args{"Name": actor.Name, "Shift": shift}), Link: change.LinkSwaps, About: change.AboutRequest("claim", c.ID)}); err != nil {
		return nil, err
	}
	if o.IsOffer() {
		return c, q.Notify([]int64{*o.OfferedBy}, change.Notice{Kind: domain.KindOpenShift, Message: i18n.M("NoticeOfferClaimed", i18n.Args{"Name": actor.Name, "Shift": shift}), Link: change.LinkOpenShifts, About: ""})
	}
	return c, nil
}

var errOpenShiftNotFound = domain.Errorf(domain.NotFound, "Open shift not found.")

// WithdrawClaim takes back the actor's pending claim. The claimant only. Errors:
// NotFound, Forbidden, Conflict (no longer pending).
func (s *Service) WithdrawClaim(ctx context.Context, actor *domain.User, id int64) (*domain.ShiftClaim, error) {
	if err := actor.Allow(domain.ScopeScheduleWrite); err != nil {
		return nil, err
	}
	var c *domain.ShiftClaim
	err := s.Changes().Run(ctx, actor, func(q *change.Tx) error {
		var err error
		if c, err = q.LockClaim(ctx, id); err != nil {
			return err
		}
		if c.UserID != actor.ID {
			return errClaimNotYours
		}
		if c.Status != domain.ClaimPending {
			return errClaimNotPending
		}
		if err := q.SetClaimStatus(ctx, id, domain.ClaimWithdrawn, nil); err != nil {
			return err
		}
		q.Audit(change.Audit{Action: "claim.withdraw", Object: "shift_claim", ID: id, Say: change.Say("AuditWithdrewClaim", nil)})
		c, err = q.ClaimByID(ctx, id)
		return err
	})
	return c, err
}

// DecideClaim is a manager's decision on a pending claim. Approving gives the shift to
// the claimant (a posted shift is added to the published week; an offered one changes
// owner), with the roster lock, the open shift and the claim locked, so that two
// approvals at once give the shift once; the other claimants are told it went to someone
// else, the offering person that it moved. Denying tells the claimant. Managers only, never
// on their own claim's approval. Errors: Forbidden; NotFound; Conflict (no longer
// pending or open, the shift changed, a hard conflict with the sentence).
func (s *Service) DecideClaim(ctx context.Context, actor *domain.User, id int64, approve bool) (*domain.ShiftClaim, error) {
	if err := actor.Allow(domain.ScopeScheduleWrite); err != nil {
		return nil, err
	}
	if err := permission.RequireManager(actor); err != nil {
		return nil, err
	}
	var c *domain.ShiftClaim
	err := s.Changes().Run(ctx, actor, func(q *change.Tx) error {
		seen, err := q.ClaimByID(ctx, id)
		if err != nil {
			return err
		}
		if approve && seen.UserID == actor.ID {
			return errClaimOwnApproval
		}
		// Lock order: roster, open shift, claim, as a claim on first-claim does.
		if err := q.LockRoster(ctx); err != nil {
			return err
		}
		o, err := q.LockOpenShift(ctx, seen.OpenShiftID)
		if err != nil {
			return err
		}
		if err := permission.MayManageShift(ctx, q.Q, actor, o.LocationID, seen.UserID); err != nil {
			return err
		}
		if c, err = q.LockClaim(ctx, id); err != nil {
			return err
		}
		if c.Status != domain.ClaimPending {
			return errClaimNotPending
		}
		if approve {
			q.Audit(change.Audit{Action: "claim.approve", Object: "shift_claim", ID: id, Say: change.Say("AuditGaveOpenShift", map[string]any{"Shift": change.OpenShiftWhen(o), "Name": c.UserName})})
		} else {
			q.Audit(change.Audit{Action: "claim.deny", Object: "shift_claim", ID: id, Say: change.Say("AuditTurnedDownClaim", map[string]any{"Name": c.UserName, "Shift": change.OpenShiftWhen(o)})})
		}
		shift, err := s.schedule.OpenShiftName(ctx, q.Q, *o)
		if err != nil {
			return err
		}
		if !approve {
			if err := q.SetClaimStatus(ctx, id, domain.ClaimDeclined, nil); err != nil {
				return err
			}
			if err := q.Notify([]int64{c.UserID}, change.Notice{Kind: domain.KindOpenShift, Message: i18n.M("NoticeClaimDenied", i18n.Args{"Shift": shift}), Link: change.LinkOpenShifts, About: ""}); err != nil {
				return err
			}
		} else {
			if o.Status != domain.OpenShiftOpen {
				return errOpenShiftClosed
			}
			if err := s.assign(ctx, q, o, c, "This claim cannot be approved"); err != nil {
				return err
			}
			if err := q.Notify([]int64{c.UserID}, change.Notice{Kind: domain.KindOpenShift, Message: i18n.M("NoticeClaimApproved", i18n.Args{"Shift": shift}), Link: "/schedule", About: ""}); err != nil {
				return err
			}
		}
		if c, err = q.ClaimByID(ctx, id); err != nil {
			return err
		}
		q.Emit(domain.EventClaimDecided, claimEvent(c, o))
		return nil
	})
	return c, err
}

// claimEvent is a decided claim as webhook events carry it.
func claimEvent(c *domain.ShiftClaim, o *domain.OpenShift) map[string]any {
	return map[string]any{
		"claim": map[string]any{"id": c.ID, "openShiftId": c.OpenShiftID, "userId": c.UserID, "status": c.Status},
		"openShift": map[string]any{"id": o.ID, "date": o.Date.String(), "startTime": o.StartTime.String(), "endTime": o.EndTime.String(),
			"shiftId": o.ShiftID, "offeredBy": o.OfferedBy},
	}
}

// assign gives the locked open shift o to the claimant of the locked claim c: it runs the
// conflict engine (a hard conflict refuses it, the sentence after prefix), moves or adds
// the shift, marks o filled and c approved, declines the other claims (telling each),
// tells the offering person, and cancels the open swaps of an offered shift.
func (s *Service) assign(ctx context.Context, q *change.Tx, o *domain.OpenShift, c *domain.ShiftClaim, prefix string) error {
	if o.Date.Before(s.Today()) {
		return domain.Errorf(domain.Conflict, "%s: the shift is in the past.", prefix)
	}
	sh, _, err := s.claimConflicts(ctx, q.Q, o, c.UserID, c.UserName, prefix)
	if err != nil {
		return err
	}
	if o.IsOffer() {
		if err := q.SetShiftOwner(ctx, sh.ID, c.UserID); err != nil {
			return err
		}
		if err := q.MoveDraftChange(ctx, sh.ID, c.UserID); err != nil {
			return err
		}
	} else {
		sched, err := q.ScheduleByWeek(ctx, o.WeekStarting)
		if err != nil {
			return err
		}
		sh.UserID = c.UserID
		if sh.ID, err = q.InsertShiftReturningID(ctx, sched.ID, sh); err != nil {
			return err
		}
	}
	if err := q.ResetAcknowledgements(ctx, o.WeekStarting, []int64{c.UserID}); err != nil {
		return err
	}
	if err := q.CloseOpenShift(ctx, o.ID, domain.OpenShiftFilled, &c.UserID, &sh.ID, nil); err != nil {
		return err
	}
	if err := q.SetClaimStatus(ctx, c.ID, domain.ClaimApproved, nil); err != nil {
		return err
	}
	others, err := q.ClosePendingClaims(ctx, []int64{o.ID}, c.ID, domain.ClaimDeclined, "the shift was given to someone else")
	if err != nil {
		return err
	}
	losers := make([]int64, len(others))
	for i, other := range others {
		losers[i] = other.UserID
	}
	shift, err := s.schedule.OpenShiftName(ctx, q.Q, *o)
	if err != nil {
		return err
	}
	if err := q.Notify(losers, change.Notice{Kind: domain.KindOpenShift, Message: i18n.M("NoticeClaimLost", i18n.Args{"Shift": shift}), Link: change.LinkOpenShifts, About: ""}); err != nil {
		return err
	}
	if !o.IsOffer() {
		return nil
	}
	if err := q.Notify([]int64{*o.OfferedBy}, change.Notice{Kind: domain.KindOpenShift, Message: i18n.M("NoticeOfferGiven", i18n.Args{"Shift": shift, "Name": c.UserName}), Link: "/schedule", About: ""}); err != nil {
		return err
	}
	return s.schedule.OfferClaimed(ctx, q, o)
}

// claimConflicts runs the conflict engine over giving o to the user: Conflict (the
// sentence after prefix) on a hard one, else the warnings. For an offer it also checks the
// offered shift is still the offering person's, unchanged, and returns it locked; for a
// posted shift it returns the shift to be added.
func (s *Service) claimConflicts(ctx context.Context, q store.Q, o *domain.OpenShift, userID int64, name, prefix string) (*domain.Shift, []domain.ShiftConflict, error) {
	sh := &domain.Shift{DayKey: o.DayKey, Date: o.Date, StartTime: o.StartTime, EndTime: o.EndTime, ShiftStructure: o.ShiftStructure}
	if o.IsOffer() {
		var locked []domain.Shift
		var err error
		if o.ShiftID != nil {
			if locked, err = q.LockSwapShifts(ctx, []int64{*o.ShiftID}); err != nil {
				return nil, nil, err
			}
		}
		if len(locked) == 0 || locked[0].UserID != *o.OfferedBy || locked[0].Date != o.Date ||
			locked[0].StartTime != o.StartTime || locked[0].EndTime != o.EndTime {
			return nil, nil, domain.Errorf(domain.Conflict, "%s: the offered shift was changed or removed since it was offered.", prefix)
		}
		sh = &locked[0]
	}
	found, err := s.schedule.ConflictsForPerson(ctx, q, userID, name, *sh)
	if err != nil {
		return nil, nil, err
	}
	if hard := domain.HardConflicts(found); len(hard) > 0 {
		return nil, nil, domain.Errorf(domain.Conflict, "%s: %s", prefix, hard[0].Message)
	}
	return sh, found, nil
}
