package availability

import (
	"context"

	"github.com/shiftsched/shiftsched/internal/change"
	"github.com/shiftsched/shiftsched/internal/domain"
	"github.com/shiftsched/shiftsched/internal/i18n"
	"github.com/shiftsched/shiftsched/internal/permission"
	"github.com/shiftsched/shiftsched/internal/store"
)

// RecordBackDays is how far back a manager may record leave: a sick call is often
// written up after the day, but not months later.
const RecordBackDays = 31

// checkLeave asks the leave domain about a new request; without one every request
// needs approval, as before leave types.
func (s *Service) checkLeave(ctx context.Context, q store.Q, actor *domain.User, r domain.TimeOffRequest) (bool, error) {
	if s.leave == nil {
		return true, nil
	}
	return s.leave.CheckRequest(ctx, q, actor, r)
}

// approveNow approves a request just recorded, in its transaction: the balance is
// deducted, the person's shifts inside it are settled with action (OPEN posts them
// as open shifts), the time_off.decided webhook is sent and the person told. It
// returns the request and what became of each shift.
func (s *Service) approveNow(ctx context.Context, q *change.Tx, req *domain.TimeOffRequest, action domain.ShiftAction) (*domain.TimeOffRequest, []map[string]any, error) {
	if s.leave != nil {
		if err := s.leave.TakeForTimeOff(ctx, q, req); err != nil {
			return nil, nil, err
		}
	}
	settled, err := s.settleClashes(ctx, q, req, domain.TimeOffApproved, nil, action)
	if err != nil {
		return nil, nil, err
	}
	note := ""
	if req, err = q.SetTimeOffStatus(ctx, req.ID, domain.TimeOffApproved, &note); err != nil {
		return nil, nil, err
	}
	q.Emit(domain.EventTimeOffDecided, map[string]any{"timeOff": timeOffJSON(req), "shifts": settled})
	if err := q.Notify([]int64{req.UserID}, change.Notice{Kind: domain.KindTimeOffDecision,
		Message: i18n.M("NoticeLeaveRecorded", i18n.Args{"When": change.TimeOffText(req)}), Link: "/pto"}); err != nil {
		return nil, nil, err
	}
	return req, settled, nil
}

// RecordLeave records leave for a person and approves it at once: a sick call (the
// sick leave type when in names none) or any other type a manager records. The
// person's published and draft shifts inside it are posted as open shifts in the same
// transaction, as approving clashing time off may do. The days may start up to
// RecordBackDays ago; a PTO_RESTRICTED day does not stop it (nobody plans to be ill).
// Managers who manage the person (a token needs timeoff:decide). Errors: Forbidden;
// NotFound (no such person); Invalid (dates, reason, a type not in use, overlap with
// the person's pending or approved time off); Conflict (over the balance the policy
// allows, with the numbers).
func (s *Service) RecordLeave(ctx context.Context, actor *domain.User, userID int64, in TimeOffInput) (*TimeOffDecision, error) {
	if err := actor.Allow(domain.ScopeTimeOffDecide); err != nil {
		return nil, err
	}
	if err := permission.RequireManager(actor); err != nil {
		return nil, err
	}
	if in.Last.IsZero() {
		in.Last = in.First
	}
	if err := domain.NormalizeTimeOff(in.First, in.Last, in.Start, in.End); err != nil {
		return nil, err
	}
	if in.First.Before(s.Today().AddDays(-RecordBackDays)) {
		return nil, domain.Errorf(domain.Invalid, "Leave can be recorded for the last %d days at most.", RecordBackDays)
	}
	reason, err := cleanNote(in.Reason, "reason")
	if err != nil {
		return nil, err
	}
	var out TimeOffDecision
	err = s.Changes().Run(ctx, actor, func(q *change.Tx) error {
		if err := permission.MayManagePerson(ctx, q.Q, actor, userID); err != nil {
			return err
		}
		if _, err := q.ActiveUserByID(ctx, userID); err != nil {
			return err
		}
		want := domain.TimeOffRequest{UserID: userID, Date: in.First, EndDate: in.Last, StartTime: in.Start, EndTime: in.End,
			Reason: reason, LeaveTypeID: in.LeaveTypeID}
		if want.LeaveTypeID == nil && s.leave != nil {
			id, err := s.leave.SickLeaveType(ctx, q.Q)
			if err != nil {
				return err
			}
			want.LeaveTypeID = &id
		}
		if err := s.refuseOverlap(ctx, q, want); err != nil {
			return err
		}
		if _, err := s.checkLeave(ctx, q.Q, actor, want); err != nil {
			return err
		}
		req, err := q.InsertTimeOff(ctx, want)
		if err != nil {
			return err
		}
		if out.Opened, err = openedBy(ctx, q.Q, req, nil, domain.ShiftOpen); err != nil {
			return err
		}
		if out.Request, _, err = s.approveNow(ctx, q, req, domain.ShiftOpen); err != nil {
			return err
		}
		q.Audit(change.Audit{Action: "time_off.record", Object: "time_off", ID: req.ID,
			Say:   change.Say("AuditRecordedLeave", map[string]any{"Name": req.UserName, "When": change.TimeOff{Request: *req}}),
			After: timeOffJSON(out.Request)})
		out.ShiftsInside, err = shiftsInside(ctx, q.Q, out.Request)
		return err
	})
	if err != nil {
		return nil, err
	}
	return &out, nil
}

// refuseOverlap locks the person's time off and refuses leave that overlaps their
// pending or approved time off.
func (s *Service) refuseOverlap(ctx context.Context, q *change.Tx, want domain.TimeOffRequest) error {
	if err := q.LockUserTimeOff(ctx, want.UserID); err != nil {
		return err
	}
	live, err := q.LiveTimeOffOfUserBetween(ctx, want.UserID, want.Date, want.LastDay())
	if err != nil {
		return err
	}
	for _, r := range live {
		if r.Interval().Overlaps(want.Interval()) {
			return domain.Errorf(domain.Invalid, "This overlaps %s's %s time off on %s.", r.UserName, r.Status, r.Label())
		}
	}
	return nil
}
