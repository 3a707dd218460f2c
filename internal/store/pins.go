package store

import (
	"context"

	"github.com/shiftsched/shiftsched/internal/domain"
)

// PinShift pins a shift of a week's draft (the draft must exist: LockDraft first);
// pinning it again keeps the first pin.
func (q Q) PinShift(ctx context.Context, week domain.Date, shiftID, by int64) error {
	_, err := q.exec(ctx, `
		INSERT INTO pinned_shifts (shift_id, week_starting, pinned_by) VALUES ($1, $2, $3)
		ON CONFLICT (shift_id) DO NOTHING`, shiftID, week, by)
	return err
}

// UnpinShift lets go of a shift's pin, if it has one.
func (q Q) UnpinShift(ctx context.Context, shiftID int64) error {
	_, err := q.exec(ctx, `DELETE FROM pinned_shifts WHERE shift_id = $1`, shiftID)
	return err
}

// PinnedShifts returns the ids of the shifts pinned in the week's draft.
func (q Q) PinnedShifts(ctx context.Context, week domain.Date) ([]int64, error) {
	ids := []int64{}
	err := q.sel(ctx, &ids, `SELECT shift_id FROM pinned_shifts WHERE week_starting = $1`, week)
	return ids, err
}
