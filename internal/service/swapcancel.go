package service

import (
	"fmt"

	"github.com/shiftsched/shiftsched/internal/domain"
)

// Reasons the system gives when it cancels a swap (shown after "was cancelled: ").
const (
	ReasonShiftChanged  = "a shift in it was changed or removed when the schedule was republished"
	ReasonShiftSwapped  = "one of its shifts was given to someone else by another approved swap"
	ReasonPersonDeleted = "a person in it no longer works here"
)

// notifySwapsCancelled records each cancelled swap in the audit trail and tells both
// its people, in the change q. skip (0 for none) is a user who is not told, e.g.
// because they were deleted.
func (s *Service) notifySwapsCancelled(q *Tx, swaps []domain.Swap, reason string, skip int64) error {
	for _, sw := range swaps {
		q.audit(Audit{Action: "swap.cancel", Object: "swap", ID: sw.ID, Summary: "Cancelled a swap: " + reason,
			Before: map[string]any{"status": "open"}, After: map[string]any{"status": domain.SwapCancelled}})
		if sw.RequesterID != skip {
			if err := q.notify([]int64{sw.RequesterID}, notice{domain.KindSwapDecision,
				fmt.Sprintf("Your shift swap with %s was cancelled: %s.", sw.TargetName, reason), "/swaps"}); err != nil {
				return err
			}
		}
		if sw.TargetID != skip {
			if err := q.notify([]int64{sw.TargetID}, notice{domain.KindSwapDecision,
				fmt.Sprintf("Your shift swap with %s was cancelled: %s.", sw.RequesterName, reason), "/swaps"}); err != nil {
				return err
			}
		}
	}
	return nil
}
