package leave

import (
	"context"

	"github.com/shiftsched/shiftsched/internal/change"
	"github.com/shiftsched/shiftsched/internal/domain"
)

// write stores ledger rows in the change's transaction and tells the webhooks that
// listen to leave.balance_changed: every balance change goes through here, so none is
// written without its event.
func write(ctx context.Context, q *change.Tx, rows []domain.LeaveEntry) error {
	if len(rows) == 0 {
		return nil
	}
	if err := q.InsertLeaveEntries(ctx, rows); err != nil {
		return err
	}
	out := make([]map[string]any, len(rows))
	for i, e := range rows {
		out[i] = entryJSON(e)
	}
	q.Emit(domain.EventLeaveBalanceChanged, map[string]any{"entries": out})
	return nil
}

// entryJSON is a ledger row as webhooks and the personal-data export show it: amounts
// in the type's unit (hours or days), as decimals.
func entryJSON(e domain.LeaveEntry) map[string]any {
	m := map[string]any{"userId": e.UserID, "leaveTypeId": e.LeaveTypeID, "kind": string(e.Kind),
		"effectiveOn": e.EffectiveOn.String(), "amount": float64(e.Amount) / 100}
	if e.PeriodStart != nil {
		m["periodStart"] = e.PeriodStart.String()
	}
	if e.TimeOffID != nil {
		m["timeOffId"] = *e.TimeOffID
	}
	if e.Reason != "" {
		m["reason"] = e.Reason
	}
	return m
}
