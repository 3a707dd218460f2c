package timeclock

import (
	"context"
	"time"

	"github.com/shiftsched/shiftsched/internal/change"
	"github.com/shiftsched/shiftsched/internal/domain"
)

// Forgotten clock-outs: a record still open the workplace's set hours after its shift
// ended is closed at the shift's end and flagged. Every instance sweeps; the rows are
// claimed with SKIP LOCKED, so each is closed, audited and announced once.

// clockSweepBatch bounds the records one sweep transaction closes.
const clockSweepBatch = 200

// ClockSweepEvery is how often RunClockSweep looks for forgotten clock-outs.
const ClockSweepEvery = time.Minute

// CloseForgottenClockOuts closes the forgotten clock-outs due now and returns how many.
// System-only (the sweep).
func (s *Service) CloseForgottenClockOuts(ctx context.Context) (int, error) {
	total := 0
	for {
		n := 0
		err := s.Changes().Run(ctx, nil, func(q *change.Tx) error {
			recs, err := q.CloseForgottenClockOuts(ctx, s.Now(), clockSweepBatch)
			if err != nil {
				return err
			}
			n = len(recs)
			if n == 0 {
				q.Unchanged()
			}
			for i := range recs {
				r := &recs[i]
				q.Audit(change.Audit{Action: "time_record.forgotten_clock_out", Object: "time_record", ID: r.ID,
					Say: change.Say("AuditClosedForgottenClockOut", map[string]any{"Name": r.UserName}), After: clockSummary(r)})
				q.Emit(domain.EventClockOut, map[string]any{"timeRecord": clockSummary(r)})
			}
			return nil
		})
		total += n
		if err != nil || n < clockSweepBatch {
			return total, err
		}
	}
}

// RunClockSweep closes forgotten clock-outs and sends late and no-show alerts every
// ClockSweepEvery until ctx ends.
func (s *Service) RunClockSweep(ctx context.Context) {
	t := time.NewTicker(ClockSweepEvery)
	defer t.Stop()
	for {
		if _, err := s.CloseForgottenClockOuts(ctx); err != nil && ctx.Err() == nil {
			s.log.Error("forgotten clock-out sweep", "err", err)
		}
		if _, err := s.SendAttendanceAlerts(ctx); err != nil && ctx.Err() == nil {
			s.log.Error("late and no-show alerts", "err", err)
		}
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
	}
}
