package service

import (
	"cmp"
	"context"
	"fmt"
	"slices"
	"strings"

	"github.com/shiftsched/shiftsched/internal/domain"
	"github.com/shiftsched/shiftsched/internal/i18n"
	"github.com/shiftsched/shiftsched/internal/store"
)

// clashLabel names a shift in sentences, e.g. "Sat Nov 28 9:00 AM–5:00 PM".
func clashLabel(sh domain.Shift) string {
	return fmt.Sprintf("%s %s–%s", sh.Date.Time().Format("Mon Jan 2"), clock12(sh.StartTime), clock12(sh.EndTime))
}

// clashArgs are the placeholders of a shift named as clashLabel names it, on the reader's
// clock and in their language.
func clashArgs(sh domain.Shift) i18n.Args {
	return i18n.Args{"Day": i18n.Text(func(l i18n.Locale) string { return l.Weekday(sh.Date.Time().Weekday()) }),
		"Date": dayText(sh.Date),
		"From": i18n.Text(func(l i18n.Locale) string { return noticeTime(l, sh.StartTime) }),
		"To":   i18n.Text(func(l i18n.Locale) string { return noticeTime(l, sh.EndTime) })}
}

// clashesOf returns the requester's shifts that overlap the time off, by time: the
// published ones and those only in a draft (a published shift a draft has moved to
// someone else still clashes until the draft is published).
func clashesOf(ctx context.Context, q store.Q, r *domain.TimeOffRequest) ([]domain.Clash, error) {
	from, uid := r.Date.AddDays(-1), r.UserID
	published, err := q.ShiftsBetween(ctx, from, r.EndDate, &uid)
	if err != nil {
		return nil, err
	}
	drafts, err := q.DraftShiftsOfUserBetween(ctx, uid, from, r.EndDate)
	if err != nil {
		return nil, err
	}
	out := []domain.Clash{}
	seen := map[int64]bool{}
	for _, sh := range published {
		if sh.Interval().Overlaps(r.Interval()) {
			out = append(out, domain.Clash{Shift: sh})
			seen[sh.ID] = true
		}
	}
	for _, c := range drafts {
		sh := changeShift(c, 0)
		if !seen[sh.ID] && sh.Interval().Overlaps(r.Interval()) {
			out = append(out, domain.Clash{Shift: sh, Draft: true})
		}
	}
	slices.SortStableFunc(out, func(a, b domain.Clash) int { return cmp.Compare(a.Shift.Interval().Start, b.Shift.Interval().Start) })
	return out, nil
}

// ClashesWithTimeOff returns the requester's published and draft shifts inside r's
// time off, in q: what approving it asks a manager to decide. No actor: for time off
// (internal/availability), which has checked that the actor may decide r. Errors: only
// the database's.
func (s *Service) ClashesWithTimeOff(ctx context.Context, q store.Q, r *domain.TimeOffRequest) ([]domain.Clash, error) {
	return clashesOf(ctx, q, r)
}

// SettleTimeOffClashes does, in the approval's transaction, what was chosen with each of
// the requester's shifts inside r's time off (a shift without a choice takes fallback;
// with no fallback the approval is refused), and returns what became of each for the
// audit entry and the webhook event. No actor check: for time off
// (internal/availability), which has checked that q's actor may decide r. Errors:
// Conflict naming the clashing shifts that have no choice; Invalid (an unknown action).
func (s *Service) SettleTimeOffClashes(ctx context.Context, q *Tx, r *domain.TimeOffRequest, choices []domain.ShiftChoice, fallback domain.ShiftAction) ([]map[string]any, error) {
	clashes, err := clashesOf(ctx, q.Q, r)
	if err != nil {
		return nil, err
	}
	actions, err := pickActions(clashes, choices, fallback)
	if err != nil {
		return nil, err
	}
	return s.settleShifts(ctx, q, clashes, actions, ReasonTimeOffApproved)
}

// pickActions matches the choices to the clashes; a clash without one takes fallback,
// or, when fallback is empty, the approval is refused with the clashes listed.
func pickActions(clashes []domain.Clash, choices []domain.ShiftChoice, fallback domain.ShiftAction) (map[int64]domain.ShiftAction, error) {
	chosen := map[int64]domain.ShiftAction{}
	for _, c := range choices {
		switch c.Action {
		case domain.ShiftUnassign, domain.ShiftOpen, domain.ShiftKeep:
		default:
			return nil, domain.Errorf(domain.Invalid, "Choose UNASSIGN, OPEN or KEEP for each shift.")
		}
		chosen[c.ShiftID] = c.Action
	}
	var missing []string
	for _, c := range clashes {
		if _, ok := chosen[c.Shift.ID]; ok {
			continue
		}
		if fallback == "" {
			missing = append(missing, clashLabel(c.Shift))
			continue
		}
		chosen[c.Shift.ID] = fallback
	}
	if len(missing) > 0 {
		return nil, domain.Errorf(domain.Conflict,
			"This time off clashes with %s. Choose for each whether to unassign it, post it as an open shift or keep it.",
			strings.Join(missing, ", "))
	}
	return chosen, nil
}

// settleShifts does what was chosen for each shift, in the change's transaction: open
// shifts are posted for those to open, published shifts to unassign or open are taken off
// the schedule (their swaps and offers cancelled, the person told why), and draft ones
// leave the draft. It returns the clashes with what became of each, for the records.
func (s *Service) settleShifts(ctx context.Context, q *Tx, clashes []domain.Clash, actions map[int64]domain.ShiftAction, why string) ([]map[string]any, error) {
	var opens []domain.OpenShift
	var gone, drafts []int64
	var lost []domain.Shift
	record := make([]map[string]any, 0, len(clashes))
	for _, c := range clashes {
		act := actions[c.Shift.ID]
		record = append(record, map[string]any{"shift": shiftJSON(c.Shift), "draft": c.Draft, "action": act})
		if act == domain.ShiftKeep || act == "" {
			continue
		}
		sh := c.Shift
		if act == domain.ShiftOpen {
			opens = append(opens, domain.OpenShift{WeekStarting: s.Weeks().Start(sh.Date), DayKey: sh.DayKey, Date: sh.Date,
				StartTime: sh.StartTime, EndTime: sh.EndTime, CreatedBy: q.Actor().ID, ShiftStructure: sh.ShiftStructure})
		}
		drafts = append(drafts, sh.ID)
		if !c.Draft {
			gone, lost = append(gone, sh.ID), append(lost, sh)
		}
	}
	if err := s.postOpenShifts(ctx, q, opens); err != nil {
		return nil, err
	}
	if err := q.DeleteDraftChanges(ctx, drafts); err != nil {
		return nil, err
	}
	return record, s.unpublishShifts(ctx, q, gone, lost, why)
}

// unpublishShifts takes published shifts off the schedule as a publish that removes them
// would: their open swaps and offers are cancelled, each person's acknowledgement of the
// week is reset and they are told which shifts went and why.
func (s *Service) unpublishShifts(ctx context.Context, q *Tx, ids []int64, shifts []domain.Shift, why string) error {
	if len(ids) == 0 {
		return nil
	}
	if err := s.shiftsMovedAway(ctx, q, movedAway{shifts: ids,
		swapReason: ReasonShiftChanged, offerReason: ReasonOfferShiftChanged}); err != nil {
		return err
	}
	if _, err := q.DeleteShifts(ctx, ids); err != nil {
		return err
	}
	byPerson := map[int64][]i18n.Msg{}
	weeks := map[domain.Date][]int64{}
	for _, sh := range shifts {
		byPerson[sh.UserID] = append(byPerson[sh.UserID], i18n.M("ShiftDateTimes", clashArgs(sh)))
		w := s.Weeks().Start(sh.Date)
		if !slices.Contains(weeks[w], sh.UserID) {
			weeks[w] = append(weeks[w], sh.UserID)
		}
		q.Audit(Audit{Action: "shift.unassign", Object: "shift", ID: sh.ID,
			Say: say("AuditTookOffSchedule", map[string]any{"Name": sh.UserName, "Shift": auditShift{Day: sh.Date, From: sh.StartTime, To: sh.EndTime}, "Reason": reasonArg(why)}), Before: shiftJSON(sh)})
	}
	for w, people := range weeks {
		if err := q.ClosePublishedWeek(ctx, w, people); err != nil {
			return err
		}
	}
	notes := make([]addressed, 0, len(byPerson))
	for id, labels := range byPerson {
		notes = append(notes, addressed{UserID: id, Notice: notice{Kind: domain.KindSchedule, Message: i18n.M("NoticeShiftsRemoved", i18n.Args{"Shifts": listText(labels), "Reason": reasonText(why)}), Link: "/schedule", About: ""}})
	}
	slices.SortFunc(notes, func(a, b addressed) int { return cmp.Compare(a.UserID, b.UserID) })
	return q.NotifyEach(notes)
}
