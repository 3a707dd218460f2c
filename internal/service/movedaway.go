package service

import (
	"context"

	"github.com/shiftsched/shiftsched/internal/change"
	"github.com/shiftsched/shiftsched/internal/domain"
	"github.com/shiftsched/shiftsched/internal/i18n"
)

// Reasons the system gives when it cancels a swap (shown after "was cancelled: ").
const (
	ReasonShiftChanged  = "a shift in it was changed or removed when the schedule was republished"
	ReasonShiftSwapped  = "one of its shifts was given to someone else by another approved swap"
	ReasonShiftClaimed  = "one of its shifts was given to someone else by an approved claim"
	ReasonPersonDeleted = "a person in it no longer works here"
)

// Reasons the system gives when it cancels an offer and its claims (after "was cancelled: ").
const (
	ReasonOfferShiftChanged = "the shift was changed or removed when the schedule was republished"
	ReasonOfferShiftMoved   = "the shift was given to someone else by an approved swap"
	ReasonOfferShiftClaimed = "the shift was given to someone else by an approved claim"
	ReasonOfferTakenBack    = "the shift was taken back"
)

// ReasonTimeOffApproved is why shifts that clash with approved time off leave the schedule.
const ReasonTimeOffApproved = "time off approved"

// reasonKeys are the catalogue keys of the reasons: the English words are also what the
// database keeps, so notices translate them on the way out.
var reasonKeys = map[string]string{
	ReasonShiftChanged:      "ReasonShiftChanged",
	ReasonShiftSwapped:      "ReasonShiftSwapped",
	ReasonShiftClaimed:      "ReasonShiftClaimed",
	ReasonPersonDeleted:     "ReasonPersonDeleted",
	ReasonOfferShiftChanged: "ReasonOfferShiftChanged",
	ReasonOfferShiftMoved:   "ReasonOfferShiftMoved",
	ReasonOfferShiftClaimed: "ReasonOfferShiftClaimed",
	ReasonOfferTakenBack:    "ReasonOfferTakenBack",
	ReasonTimeOffApproved:   "ReasonTimeOffApproved",
}

// reasonText is a reason in the reader's language.
func reasonText(reason string) i18n.Msg {
	if id, ok := reasonKeys[reason]; ok {
		return i18n.M(id, nil)
	}
	return i18n.Literal(reason)
}

// movedAway is what left its place: shifts that changed, went away or went to someone
// else, or a person who no longer works here; and why, in the words people read.
type movedAway struct {
	shifts      []int64 // the shifts
	person      int64   // a person who left: their own swaps, offers and claims go too; they are not told (0: none)
	keepSwap    int64   // the swap that moved the shifts: it has its own outcome (0: none)
	keepOffer   int64   // the offer whose claim moved the shift: it has its own outcome (0: none)
	swapReason  string  // why the swaps were cancelled
	offerReason string  // why the offers and their claims were cancelled
}

// shiftsMovedAway is the one cascade of a shift moving away (a republish, a swap or claim
// approval, a person deleted): the open swaps that involve the shifts or the person are
// cancelled, so are the open offers of the shifts or by the person and the pending claims
// on those offers or by the person, and everyone concerned is told why. One statement of
// updates, a read per kind cancelled, and one batch of notifications, however many rows.
func (s *Service) shiftsMovedAway(ctx context.Context, q *Tx, m movedAway) error {
	if len(m.shifts) == 0 && m.person == 0 {
		return nil
	}
	c, err := q.CancelMovedAway(ctx, m.shifts, m.person, m.keepSwap, m.keepOffer, m.swapReason, m.offerReason)
	if err != nil {
		return err
	}
	swaps, offers, claims := c.Swaps, c.Offers, c.Claims
	auditSwapsCancelled(q, swaps, m.swapReason)
	ix, err := openShiftsIndex(ctx, q.Q, offers)
	if err != nil {
		return err
	}
	notes := append(swapCancelNotes(swaps, m.swapReason), offerCancelNotes(ix, offers, claims, m.offerReason)...)
	return q.NotifyEach(notesWithout(notes, m.person))
}

// The market's approvals and withdrawals end in the cascade too; it asks for it through
// market.Schedule, and the reasons stay here, beside the words people read for them. No
// actor check in these: the market has checked its own. Errors: only the database's.

// SwapApproved is the cascade after the approved swap sw exchanged its shifts' owners:
// the other open swaps and the offers of those shifts are cancelled; sw has its own outcome.
func (s *Service) SwapApproved(ctx context.Context, q *Tx, sw *domain.Swap) error {
	return s.shiftsMovedAway(ctx, q, movedAway{shifts: sw.ShiftIDs(), keepSwap: sw.ID,
		swapReason: ReasonShiftSwapped, offerReason: ReasonOfferShiftMoved})
}

// OfferClaimed is the cascade after an approved claim gave the offered shift to its
// claimant: the open swaps and other offers of the shift are cancelled; offer has its own
// outcome.
func (s *Service) OfferClaimed(ctx context.Context, q *Tx, offer *domain.OpenShift) error {
	return s.shiftsMovedAway(ctx, q, movedAway{shifts: []int64{*offer.ShiftID}, keepOffer: offer.ID,
		swapReason: ReasonShiftClaimed, offerReason: ReasonOfferShiftClaimed})
}

// OpenShiftTakenBack cancels the pending claims on the withdrawn open shift o and tells
// each claimant why.
func (s *Service) OpenShiftTakenBack(ctx context.Context, q *Tx, o *domain.OpenShift) error {
	list := []domain.OpenShift{*o}
	claims, err := q.ClosePendingClaims(ctx, []int64{o.ID}, 0, domain.ClaimCancelled, ReasonOfferTakenBack)
	if err != nil {
		return err
	}
	ix, err := openShiftsIndex(ctx, q.Q, list)
	if err != nil {
		return err
	}
	return q.NotifyEach(claimCancelNotes(ix, list, claims, ReasonOfferTakenBack))
}

// auditSwapsCancelled records each swap the system cancelled in the audit trail.
func auditSwapsCancelled(q *Tx, swaps []domain.Swap, reason string) {
	for _, sw := range swaps {
		q.Audit(Audit{Action: "swap.cancel", Object: "swap", ID: sw.ID, Say: say("AuditCancelledSwap", map[string]any{"Reason": reasonArg(reason)}),
			Before: map[string]any{"status": "open"}, After: map[string]any{"status": domain.SwapCancelled}})
	}
}

// swapCancelNotes tell both people of each cancelled swap why.
func swapCancelNotes(swaps []domain.Swap, reason string) []addressed {
	var out []addressed
	for _, sw := range swaps {
		out = append(out,
			addressed{UserID: sw.RequesterID, Notice: notice{Kind: domain.KindSwapDecision, Message: i18n.M("NoticeSwapCancelled", i18n.Args{"Name": sw.TargetName, "Reason": reasonText(reason)}), Link: change.LinkSwaps, About: ""}},
			addressed{UserID: sw.TargetID, Notice: notice{Kind: domain.KindSwapDecision, Message: i18n.M("NoticeSwapCancelled", i18n.Args{"Name": sw.RequesterName, "Reason": reasonText(reason)}), Link: change.LinkSwaps, About: ""}})
	}
	return out
}

// offerCancelNotes tell each offering person and each claimant of a cancelled offer why.
func offerCancelNotes(ix *structureIndex, offers []domain.OpenShift, claims []domain.ShiftClaim, reason string) []addressed {
	var out []addressed
	for _, o := range offers {
		out = append(out, addressed{UserID: *o.OfferedBy, Notice: notice{Kind: domain.KindOpenShift, Message: i18n.M("NoticeOfferCancelled", i18n.Args{"Shift": openShiftPlaced(o, ix), "Reason": reasonText(reason)}), Link: change.LinkOpenShifts, About: ""}})
	}
	return append(out, claimCancelNotes(ix, offers, claims, reason)...)
}

// claimCancelNotes tell each claimant of one of the open shifts that their claim was
// cancelled, and why. Claims on other open shifts (a deleted person's own) tell nobody.
func claimCancelNotes(ix *structureIndex, shifts []domain.OpenShift, claims []domain.ShiftClaim, reason string) []addressed {
	byID := make(map[int64]domain.OpenShift, len(shifts))
	for _, o := range shifts {
		byID[o.ID] = o
	}
	var out []addressed
	for _, c := range claims {
		if o, ok := byID[c.OpenShiftID]; ok {
			out = append(out, addressed{UserID: c.UserID, Notice: notice{Kind: domain.KindOpenShift, Message: i18n.M("NoticeClaimCancelled", i18n.Args{"Shift": openShiftPlaced(o, ix), "Reason": reasonText(reason)}), Link: change.LinkOpenShifts, About: ""}})
		}
	}
	return out
}

// notesWithout drops the notes to the person (0: none dropped).
func notesWithout(notes []addressed, person int64) []addressed {
	if person == 0 {
		return notes
	}
	out := notes[:0]
	for _, n := range notes {
		if n.UserID != person {
			out = append(out, n)
		}
	}
	return out
}
