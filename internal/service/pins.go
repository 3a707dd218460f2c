package service

import (
	"context"

	"github.com/shiftsched/shiftsched/internal/domain"
	"github.com/shiftsched/shiftsched/internal/permission"
)

// SetShiftPinned pins a shift of a week's draft, or lets go of its pin, and returns the
// shift. The auto-scheduler never moves a pinned shift and a rebuild keeps only pinned
// ones; the editor and publishing treat it as any other. Managers of the shift's
// location only. Errors: Forbidden; NotFound (no such shift in the draft); Invalid (a
// removed shift).
func (s *Service) SetShiftPinned(ctx context.Context, actor *domain.User, week domain.Date, shiftID int64, pinned bool) (*domain.DraftShift, error) {
	if err := actor.Allow(domain.ScopeScheduleWrite); err != nil {
		return nil, err
	}
	if err := s.checkDraftWeek(actor, week); err != nil {
		return nil, err
	}
	var out domain.DraftShift
	err := s.Changes().Run(ctx, actor, func(q *Tx) error {
		if err := q.LockDraft(ctx, week); err != nil {
			return err
		}
		d, err := s.loadDraft(ctx, q.Q, week, uncheckedDraft)
		if err != nil {
			return err
		}
		cur, err := findDraftShift(d, shiftID)
		if err != nil {
			return err
		}
		if cur.Status == domain.DraftRemoved {
			return domain.Errorf(domain.Invalid, "This shift is removed in the draft; only a shift the draft keeps can be pinned.")
		}
		if err := permission.MayManageShift(ctx, q.Q, actor, cur.LocationID, cur.UserID); err != nil {
			return err
		}
		if pinned {
			err = q.PinShift(ctx, week, shiftID, actor.ID)
		} else {
			err = q.UnpinShift(ctx, shiftID)
		}
		if err != nil {
			return err
		}
		action, summary := "shift.pin", say("AuditPinnedShift", nil)
		if !pinned {
			action, summary = "shift.unpin", say("AuditUnpinnedShift", nil)
		}
		q.Audit(Audit{Action: action, Object: "shift", ID: shiftID, Say: summary,
			After: map[string]any{"weekStarting": week.String(), "pinned": pinned}})
		out, out.Pinned = *cur, pinned
		return nil
	})
	if err != nil {
		return nil, err
	}
	return &out, nil
}
