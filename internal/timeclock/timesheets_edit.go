package timeclock

import (
	"context"
	"strings"
	"time"

	"github.com/shiftsched/shiftsched/internal/change"
	"github.com/shiftsched/shiftsched/internal/domain"
	"github.com/shiftsched/shiftsched/internal/permission"
	"github.com/shiftsched/shiftsched/internal/store"
)

// CorrectionInput is a manager's correction of a time record: what it should say, and why.
type CorrectionInput struct {
	ClockInAt, ClockOutAt time.Time
	BreakMinutes          int
	Reason                string
}

// CorrectTimeRecord keeps a correction beside a closed or open time record (the record
// itself stays what the clock said) and returns the person's timesheet of the pay period
// it now falls in. Managers of every location. Errors: Forbidden, NotFound, Invalid,
// Conflict (the period is approved and locked).
func (s *Service) CorrectTimeRecord(ctx context.Context, actor *domain.User, recordID int64, in CorrectionInput) (*Timesheet, error) {
	if err := permission.MayManageTimesheets(ctx, s.store.Q(), actor); err != nil {
		return nil, err
	}
	in.Reason = strings.TrimSpace(in.Reason)
	switch {
	case in.Reason == "" || len([]rune(in.Reason)) > 500:
		return nil, domain.Errorf(domain.Invalid, "Give the reason for the correction (up to 500 characters).")
	case domain.CheckDirection(in.Reason) != nil:
		return nil, domain.ErrDirectionControl
	case !in.ClockOutAt.After(in.ClockInAt):
		return nil, domain.Errorf(domain.Invalid, "The clock-out must be after the clock-in.")
	case in.ClockOutAt.Sub(in.ClockInAt) > 24*time.Hour:
		return nil, domain.Errorf(domain.Invalid, "A time record is at most 24 hours long.")
	case in.ClockOutAt.After(s.Now()):
		return nil, domain.Errorf(domain.Invalid, "The clock-out cannot be in the future.")
	case in.BreakMinutes < 0 || time.Duration(in.BreakMinutes)*time.Minute >= in.ClockOutAt.Sub(in.ClockInAt):
		return nil, domain.Errorf(domain.Invalid, "Breaks must be shorter than the time between clock-in and clock-out.")
	}
	err := s.Changes().Run(ctx, actor, func(q *change.Tx) error {
		rec, err := q.TimeRecord(ctx, recordID)
		if err != nil {
			return err
		}
		if err := q.LockTimesheet(ctx, rec.UserID); err != nil {
			return err
		}
		for _, at := range []time.Time{rec.ClockInAt, in.ClockInAt} {
			if err := s.refuseLocked(q, rec.UserID, rec.UserName, at); err != nil {
				return err
			}
		}
		q.Audit(change.Audit{Action: "time_record.correct", Object: "time_record", ID: rec.ID,
			Say: change.Say("AuditCorrectedTimeRecord", map[string]any{"Name": rec.UserName, "Reason": in.Reason}), Before: clockSummary(rec),
			After: map[string]any{"clockInAt": in.ClockInAt, "clockOutAt": in.ClockOutAt, "breakMinutes": in.BreakMinutes, "reason": in.Reason}})
		return q.InsertTimeCorrection(ctx, rec.ID, in.ClockInAt, in.ClockOutAt, in.BreakMinutes, in.Reason, actor.ID, s.Now())
	})
	if err != nil {
		return nil, err
	}
	rec, err := s.store.Q().TimeRecord(ctx, recordID)
	if err != nil {
		return nil, err
	}
	return s.timesheetOf(ctx, actor, rec.UserID, domain.DateOf(in.ClockInAt.In(s.loc())))
}

// refuseLocked refuses a change to a person's day at t when an approval covers it.
func (s *Service) refuseLocked(q *change.Tx, userID int64, name string, t time.Time) error {
	a, err := q.ApprovalCovering(q.Context(), userID, domain.DateOf(t.In(s.loc())))
	if err != nil || a == nil {
		return err
	}
	return domain.Errorf(domain.Conflict, "%s's timesheet for %s to %s is approved and locked: reopen it to make changes.",
		name, a.PeriodStart.ShortLabel(), a.PeriodEnd.ShortLabel())
}

// timesheetOf is one person's timesheet of the pay period holding day, as actor may
// read it (hideTimesheetPay).
func (s *Service) timesheetOf(ctx context.Context, actor *domain.User, userID int64, day domain.Date) (*Timesheet, error) {
	p, err := s.timesheetPeriod(ctx, s.store.Q(), day, &userID)
	if err != nil {
		return nil, err
	}
	if len(p.People) == 0 {
		return nil, domain.Errorf(domain.NotFound, "That person has no timesheet in the pay period.")
	}
	hideTimesheetPay(actor, &p.People[0])
	return &p.People[0], nil
}

// ApproveTimesheet approves and locks a person's timesheet for the pay period holding
// day, and sends the timesheet.approved webhook. Managers of every location. Errors:
// Forbidden, NotFound, Conflict (already approved, or someone still on the clock).
func (s *Service) ApproveTimesheet(ctx context.Context, actor *domain.User, userID int64, day domain.Date) (*Timesheet, error) {
	if err := permission.MayManageTimesheets(ctx, s.store.Q(), actor); err != nil {
		return nil, err
	}
	err := s.Changes().Run(ctx, actor, func(q *change.Tx) error {
		if err := q.LockTimesheet(ctx, userID); err != nil {
			return err
		}
		p, err := s.timesheetPeriod(ctx, q.Q, day, &userID)
		if err != nil {
			return err
		}
		if len(p.People) == 0 {
			return domain.Errorf(domain.NotFound, "That person has no timesheet in the pay period.")
		}
		t := p.People[0]
		switch {
		case t.ApprovedAt != nil:
			return domain.Errorf(domain.Conflict, "%s's timesheet for this pay period is already approved.", t.Name)
		case t.Open:
			return domain.Errorf(domain.Conflict, "%s is still on the clock in this pay period: approve once they clock out (or correct the entry).", t.Name)
		}
		ok, err := q.ApproveTimesheet(ctx, timesheetApproval(userID, p), actor.ID, s.Now())
		if err != nil {
			return err
		}
		if !ok {
			return domain.Errorf(domain.Conflict, "%s's timesheet for this pay period is already approved.", t.Name)
		}
		summary := timesheetSummary(&t, p)
		if s.leave != nil {
			banked, err := s.leave.BankOvertime(ctx, q, userID, p.Start, p.End, t.Totals.OvertimeMinutes)
			if err != nil {
				return err
			}
			summary["overtimeBanked"] = banked
		}
		q.Audit(change.Audit{Action: "timesheet.approve", Object: "timesheet", ID: userID,
			Say: change.Say("AuditApprovedTimesheet", map[string]any{"Name": t.Name, "From": change.Date{Day: p.Start}, "To": change.Date{Day: p.End}}), After: summary})
		q.Emit(domain.EventTimesheetApproved, map[string]any{"timesheet": summary})
		return nil
	})
	if err != nil {
		return nil, err
	}
	return s.timesheetOf(ctx, actor, userID, day)
}

// ReopenTimesheet unlocks a person's approved pay period; the reason is audited.
// Managers of every location. Errors: Forbidden, Invalid, Conflict (not approved).
func (s *Service) ReopenTimesheet(ctx context.Context, actor *domain.User, userID int64, day domain.Date, reason string) (*Timesheet, error) {
	if err := permission.MayManageTimesheets(ctx, s.store.Q(), actor); err != nil {
		return nil, err
	}
	reason = strings.TrimSpace(reason)
	if reason == "" || len([]rune(reason)) > 500 {
		return nil, domain.Errorf(domain.Invalid, "Give the reason for reopening the timesheet (up to 500 characters).")
	}
	if err := domain.CheckDirection(reason); err != nil {
		return nil, err
	}
	err := s.Changes().Run(ctx, actor, func(q *change.Tx) error {
		rules, err := q.TimesheetRules(ctx)
		if err != nil {
			return err
		}
		start, end := rules.PayPeriodOf(day)
		ok, err := q.ReopenTimesheet(ctx, userID, start)
		if err != nil {
			return err
		}
		if !ok {
			return domain.Errorf(domain.Conflict, "That timesheet is not approved, so there is nothing to reopen.")
		}
		if s.leave != nil {
			if err := s.leave.UnbankOvertime(ctx, q, userID, start); err != nil {
				return err
			}
		}
		u, err := q.UserByID(ctx, userID)
		if err != nil {
			return err
		}
		q.Audit(change.Audit{Action: "timesheet.reopen", Object: "timesheet", ID: userID,
			Say:    change.Say("AuditReopenedTimesheet", map[string]any{"Name": u.Name, "From": change.Date{Day: start}, "To": change.Date{Day: end}, "Reason": reason}),
			Before: map[string]any{"userId": userID, "periodStart": start, "periodEnd": end, "approved": true},
			After:  map[string]any{"userId": userID, "periodStart": start, "periodEnd": end, "approved": false, "reason": reason}})
		return nil
	})
	if err != nil {
		return nil, err
	}
	return s.timesheetOf(ctx, actor, userID, day)
}

func timesheetApproval(userID int64, p *TimesheetPeriod) store.TimesheetApproval {
	return store.TimesheetApproval{UserID: userID, PeriodStart: p.Start, PeriodEnd: p.End}
}

// timesheetSummary is an approved timesheet as audit entries and webhooks carry it.
func timesheetSummary(t *Timesheet, p *TimesheetPeriod) map[string]any {
	return map[string]any{
		"userId": t.UserID, "userName": t.Name, "periodStart": p.Start, "periodEnd": p.End,
		"scheduledMinutes": t.Totals.ScheduledMinutes, "workedMinutes": t.Totals.WorkedMinutes,
		"breakMinutes": t.Totals.BreakMinutes, "regularMinutes": t.Totals.RegularMinutes,
		"overtimeMinutes": t.Totals.OvertimeMinutes, "grossPayCents": t.GrossPayCents,
	}
}
