package availability

import (
	"context"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/shiftsched/shiftsched/internal/change"
	"github.com/shiftsched/shiftsched/internal/domain"
	"github.com/shiftsched/shiftsched/internal/i18n"
	"github.com/shiftsched/shiftsched/internal/permission"
	"github.com/shiftsched/shiftsched/internal/store"
)

// MaxTimeOffReason is the longest reason of a time-off request, in characters; a
// manager's note has the same limit.
const MaxTimeOffReason = 500

// TimeOffInput is a new time-off request: the days First..Last (inclusive; Last zero
// means First alone), or with Start and End, part of that one day.
type TimeOffInput struct {
	First, Last domain.Date
	Start, End  *domain.TimeOfDay
	Reason      string
	// LeaveTypeID is the leave type asked for; nil: annual leave.
	LeaveTypeID *int64
}

// TimeOffDecision is a manager's answer and the requester's published shifts that fall
// inside the time off (they are left for the manager to fix).
type TimeOffDecision struct {
	Request      *domain.TimeOffRequest
	ShiftsInside []domain.Shift
	// Opened are the published shifts the decision posted as open shifts.
	Opened []domain.Shift
}

func cleanNote(text, what string) (string, error) {
	text = strings.TrimSpace(text)
	if utf8.RuneCountInString(text) > MaxTimeOffReason {
		return "", domain.Errorf(domain.Invalid, "The %s must be at most %d characters long.", what, MaxTimeOffReason)
	}
	return text, domain.CheckDirection(text)
}

// RequestTimeOff asks for time off starting today (the workplace's) or later, and tells
// every manager (but the requester). Any signed-in user. Errors: Invalid (no date, a past
// date, a bad range or part of a day, reason too long, a PTO_RESTRICTED day in the range,
// overlap with the requester's own pending or approved time off; for a one-day request the
// REST contract's messages "This date ({title}) is restricted from PTO requests." and "You
// have already submitted a request for this date.").
func (s *Service) RequestTimeOff(ctx context.Context, actor *domain.User, in TimeOffInput) (*domain.TimeOffRequest, error) {
	if err := actor.Allow(domain.ScopeTimeOffWrite); err != nil {
		return nil, err
	}
	if in.Last.IsZero() {
		in.Last = in.First
	}
	if err := domain.NormalizeTimeOff(in.First, in.Last, in.Start, in.End); err != nil {
		return nil, err
	}
	if in.First.Before(s.Today()) {
		return nil, domain.Errorf(domain.Invalid, "Time off cannot be requested for a past date.")
	}
	reason, err := cleanNote(in.Reason, "reason")
	if err != nil {
		return nil, err
	}
	want := domain.TimeOffRequest{UserID: actor.ID, Date: in.First, EndDate: in.Last, StartTime: in.Start, EndTime: in.End, Reason: reason, LeaveTypeID: in.LeaveTypeID}
	oneDay := in.First == in.Last && !want.PartDay()
	var out *domain.TimeOffRequest
	err = s.Changes().Run(ctx, actor, func(q *change.Tx) error {
		if err := refuseRestricted(ctx, q.Q, in, oneDay); err != nil {
			return err
		}
		if err := q.LockUserTimeOff(ctx, actor.ID); err != nil {
			return err
		}
		live, err := q.LiveTimeOffOfUserBetween(ctx, actor.ID, in.First, in.Last)
		if err != nil {
			return err
		}
		for _, r := range live {
			if !r.Interval().Overlaps(want.Interval()) {
				continue
			}
			if oneDay {
				return domain.Errorf(domain.Invalid, "You have already submitted a request for this date.")
			}
			return domain.Errorf(domain.Invalid, "This request overlaps your %s time off on %s.", r.Status, r.Label())
		}
		needsApproval, err := s.checkLeave(ctx, q.Q, actor, want)
		if err != nil {
			return err
		}
		req, err := q.InsertTimeOff(ctx, want)
		if err != nil {
			return err
		}
		if !needsApproval {
			// A type that needs no approval (a sick day the person records) is approved
			// at once, and their shifts that day go to the open-shift board.
			if req, _, err = s.approveNow(ctx, q, req, domain.ShiftOpen); err != nil {
				return err
			}
		}
		out = req
		q.Audit(change.Audit{Action: "time_off.request", Object: "time_off", ID: req.ID,
			Say: change.Say("AuditAskedForTimeOff", map[string]any{"When": change.TimeOff{Request: *req}}), After: timeOffJSON(req)})
		if !needsApproval {
			return nil
		}
		managers, err := permission.ManagersOf(ctx, q.Q, []int64{req.UserID}, nil, actor.ID)
		if err != nil {
			return err
		}
		if err := q.Notify(managers, change.Notice{Kind: domain.KindTimeOffRequest, Message: i18n.M("NoticeTimeOffSubmitted", i18n.Args{"Name": req.UserName, "When": change.TimeOffText(req)}), Link: "/pto", About: change.AboutRequest("timeoff", req.ID)}); err != nil {
			return err
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	return out, nil
}

// refuseRestricted refuses a request with a PTO_RESTRICTED day in it.
func refuseRestricted(ctx context.Context, q store.Q, in TimeOffInput, oneDay bool) error {
	restricted, err := q.PTORestriction(ctx, in.First, in.Last)
	if err != nil || restricted == nil {
		return err
	}
	if oneDay {
		return domain.Errorf(domain.Invalid, "This date (%s) is restricted from PTO requests.", restricted.Title)
	}
	return domain.Errorf(domain.Invalid, "%s %s (%s) is restricted from PTO requests.",
		domain.DayName(domain.DayKeyOf(restricted.Date)), restricted.Date.ShortLabel(), restricted.Title)
}

func withNote(msg i18n.Msg, note string) i18n.Msg {
	if note == "" {
		return msg
	}
	return i18n.M("NoticeWithNote", i18n.Args{"Message": msg, "Note": note})
}

// decidedKey and withdrewKey are the texts that tell a time-off request's decision and
// its withdrawal, by the request's status.
var (
	decidedKey  = map[domain.TimeOffStatus]string{domain.TimeOffApproved: "NoticeTimeOffApproved", domain.TimeOffDenied: "NoticeTimeOffDenied"}
	withdrewKey = map[domain.TimeOffStatus]string{domain.TimeOffPending: "NoticeTimeOffWithdrewPending", domain.TimeOffApproved: "NoticeTimeOffWithdrewApproved"}
)

// RespondToTimeOff approves or denies a pending request, with an optional note, tells the
// requester, and lists the requester's published shifts inside the time off. Shifts that
// clash are kept (the REST contract's behaviour); DecideTimeOff asks what to do with
// them. The request is locked, so of two managers answering at once exactly one
// succeeds. Managers only. Errors: Forbidden; Invalid "Invalid status." (status not
// approved or denied), "This request has already been actioned.", note too long; NotFound
// "Request not found".
func (s *Service) RespondToTimeOff(ctx context.Context, actor *domain.User, id int64, status domain.TimeOffStatus, note string) (*TimeOffDecision, error) {
	return s.decideTimeOff(ctx, actor, id, status, note, nil, domain.ShiftKeep)
}

// DecideTimeOff is RespondToTimeOff that, when approving, settles each of the
// requester's published and draft shifts inside the time off as chosen (unassign, post
// as an open shift, keep), in the approval's transaction. Errors: those of
// RespondToTimeOff; Conflict naming the clashing shifts that have no choice; Invalid (an
// unknown action).
func (s *Service) DecideTimeOff(ctx context.Context, actor *domain.User, id int64, status domain.TimeOffStatus, note string, choices []domain.ShiftChoice) (*TimeOffDecision, error) {
	return s.decideTimeOff(ctx, actor, id, status, note, choices, "")
}

func (s *Service) decideTimeOff(ctx context.Context, actor *domain.User, id int64, status domain.TimeOffStatus, note string, choices []domain.ShiftChoice, fallback domain.ShiftAction) (*TimeOffDecision, error) {
	if err := actor.Allow(domain.ScopeTimeOffDecide); err != nil {
		return nil, err
	}
	if err := permission.RequireManager(actor); err != nil {
		return nil, err
	}
	if status != domain.TimeOffApproved && status != domain.TimeOffDenied {
		return nil, domain.Errorf(domain.Invalid, "Invalid status.")
	}
	note, err := cleanNote(note, "note")
	if err != nil {
		return nil, err
	}
	if id <= 0 {
		return nil, store.ErrTimeOffNotFound
	}
	var out TimeOffDecision
	err = s.Changes().Run(ctx, actor, func(q *change.Tx) error {
		req, err := q.TimeOffForUpdate(ctx, id)
		if err != nil {
			return err
		}
		if err := permission.MayManagePerson(ctx, q.Q, actor, req.UserID); err != nil {
			return err
		}
		if req.Status != domain.TimeOffPending {
			return domain.Errorf(domain.Invalid, "This request has already been actioned.")
		}
		if status == domain.TimeOffApproved && s.leave != nil {
			if err := s.leave.TakeForTimeOff(ctx, q, req); err != nil {
				return err
			}
		}
		if status == domain.TimeOffApproved {
			if out.Opened, err = openedBy(ctx, q.Q, req, choices, fallback); err != nil {
				return err
			}
		}
		settled, err := s.settleClashes(ctx, q, req, status, choices, fallback)
		if err != nil {
			return err
		}
		if req, err = q.SetTimeOffStatus(ctx, id, status, &note); err != nil {
			return err
		}
		q.Audit(change.Audit{Action: "time_off.decide", Object: "time_off", ID: req.ID,
			Say:    timeOffDecided(status, req),
			Before: map[string]any{"status": domain.TimeOffPending}, After: map[string]any{"status": status, "note": note, "shifts": settled}})
		q.Emit(domain.EventTimeOffDecided, map[string]any{"timeOff": timeOffJSON(req), "shifts": settled})
		if err := q.Notify([]int64{req.UserID}, change.Notice{Kind: domain.KindTimeOffDecision, Message: withNote(
			i18n.M(decidedKey[status], i18n.Args{"When": change.TimeOffText(req)}), note), Link: "/pto", About: ""}); err != nil {
			return err
		}
		if out.ShiftsInside, err = shiftsInside(ctx, q.Q, req); err != nil {
			return err
		}
		out.Request = req
		return nil
	})
	if err != nil {
		return nil, err
	}
	return &out, nil
}

// restore gives back to the leave balance what an approved request took.
func (s *Service) restore(ctx context.Context, q *change.Tx, req *domain.TimeOffRequest) error {
	if req.Status != domain.TimeOffApproved || s.leave == nil {
		return nil
	}
	return s.leave.RestoreForTimeOff(ctx, q, req)
}

// settleClashes, when approving, has the week's rules do what was chosen with each of
// the requester's shifts inside the time off, and returns what became of each for the
// audit entry and the webhook event.
func (s *Service) settleClashes(ctx context.Context, q *change.Tx, req *domain.TimeOffRequest, status domain.TimeOffStatus, choices []domain.ShiftChoice, fallback domain.ShiftAction) ([]map[string]any, error) {
	if status != domain.TimeOffApproved {
		return []map[string]any{}, nil
	}
	return s.schedule.SettleTimeOffClashes(ctx, q, req, choices, fallback)
}

// TimeOffClashes returns the requester's published and draft shifts inside a request's
// time off: what approving it asks a manager to decide. Managers only. Errors:
// Forbidden; NotFound "Request not found".
func (s *Service) TimeOffClashes(ctx context.Context, actor *domain.User, id int64) ([]domain.Clash, error) {
	if err := actor.Allow(domain.ScopeTimeOffDecide); err != nil {
		return nil, err
	}
	if err := permission.RequireManager(actor); err != nil {
		return nil, err
	}
	q := s.store.Q()
	r, err := q.TimeOffByID(ctx, id)
	if err != nil {
		return nil, err
	}
	if err := permission.MayManagePerson(ctx, q, actor, r.UserID); err != nil {
		return nil, err
	}
	return s.schedule.ClashesWithTimeOff(ctx, q, r)
}

// openedBy returns the requester's published shifts inside the time off that settling
// it with choices (fallback for the rest) posts as open shifts; asked before settling,
// since afterwards they are no longer the requester's.
func openedBy(ctx context.Context, q store.Q, r *domain.TimeOffRequest, choices []domain.ShiftChoice, fallback domain.ShiftAction) ([]domain.Shift, error) {
	inside, err := shiftsInside(ctx, q, r)
	if err != nil {
		return nil, err
	}
	chosen := make(map[int64]domain.ShiftAction, len(choices))
	for _, c := range choices {
		chosen[c.ShiftID] = c.Action
	}
	opened := []domain.Shift{}
	for _, sh := range inside {
		act, ok := chosen[sh.ID]
		if !ok {
			act = fallback
		}
		if act == domain.ShiftOpen {
			opened = append(opened, sh)
		}
	}
	return opened, nil
}

// shiftsInside returns the requester's published shifts that overlap the time off.
func shiftsInside(ctx context.Context, q store.Q, r *domain.TimeOffRequest) ([]domain.Shift, error) {
	byID, err := shiftsInsideAll(ctx, q, []domain.TimeOffRequest{*r})
	return byID[r.ID], err
}

// shiftsInsideAll returns, per request id, the requester's published shifts that overlap
// the time off, by time: one statement for any number of requests.
func shiftsInsideAll(ctx context.Context, q store.Q, reqs []domain.TimeOffRequest) (map[int64][]domain.Shift, error) {
	out := make(map[int64][]domain.Shift, len(reqs))
	byID := make(map[int64]domain.TimeOffRequest, len(reqs))
	ids := make([]int64, 0, len(reqs))
	for _, r := range reqs {
		out[r.ID] = []domain.Shift{}
		byID[r.ID] = r
		ids = append(ids, r.ID)
	}
	if len(ids) == 0 {
		return out, nil
	}
	rows, err := q.ShiftsNearTimeOff(ctx, ids)
	if err != nil {
		return nil, err
	}
	for _, row := range rows {
		r := byID[row.RequestID]
		if row.Shift.Interval().Overlaps(r.Interval()) {
			out[row.RequestID] = append(out[row.RequestID], row.Shift)
		}
	}
	return out, nil
}

// ShiftsInsideTimeOff returns, per request id, the requester's published shifts that
// overlap the time off, by time, whatever the request's status; one statement for all
// the requests. No actor: a batch loader's, for a caller that has already checked the
// actor may see the requests (published shifts are visible to every signed-in user).
// Errors: only the database's.
func (s *Service) ShiftsInsideTimeOff(ctx context.Context, reqs []domain.TimeOffRequest) (map[int64][]domain.Shift, error) {
	return shiftsInsideAll(ctx, s.store.Q(), reqs)
}

// WithdrawTimeOff takes back the actor's own request: a pending one, or an approved one
// whose first day is after today. Managers are told (but the requester). Any signed-in
// user, for their own requests. Errors: NotFound "Request not found" (also for someone
// else's request); Invalid "This request can no longer be withdrawn.".
func (s *Service) WithdrawTimeOff(ctx context.Context, actor *domain.User, id int64) (*domain.TimeOffRequest, error) {
	if err := actor.Allow(domain.ScopeTimeOffWrite); err != nil {
		return nil, err
	}
	var out *domain.TimeOffRequest
	err := s.Changes().Run(ctx, actor, func(q *change.Tx) error {
		req, err := q.TimeOffForUpdate(ctx, id)
		if err != nil {
			return err
		}
		if req.UserID != actor.ID {
			return store.ErrTimeOffNotFound
		}
		if !(req.Status == domain.TimeOffPending || (req.Status == domain.TimeOffApproved && s.Today().Before(req.Date))) {
			return domain.Errorf(domain.Invalid, "This request can no longer be withdrawn.")
		}
		was := req.Status
		if err := s.restore(ctx, q, req); err != nil {
			return err
		}
		if req, err = q.SetTimeOffStatus(ctx, id, domain.TimeOffWithdrawn, nil); err != nil {
			return err
		}
		managers, err := permission.ManagersOf(ctx, q.Q, []int64{req.UserID}, nil, actor.ID)
		if err != nil {
			return err
		}
		q.Audit(change.Audit{Action: "time_off.withdraw", Object: "time_off", ID: req.ID,
			Say: change.Say("AuditWithdrewTimeOff", map[string]any{"When": change.TimeOff{Request: *req}}), Before: map[string]any{"status": was}, After: map[string]any{"status": req.Status}})
		if err := q.Notify(managers, change.Notice{Kind: domain.KindTimeOffRequest, Message: i18n.M(withdrewKey[was], i18n.Args{"Name": req.UserName, "When": change.TimeOffText(req)}), Link: "/pto", About: ""}); err != nil {
			return err
		}
		out = req
		return nil
	})
	return out, err
}

// CancelTimeOff cancels an approved request that has not ended, with an optional note,
// and tells the requester. Managers only, of people they manage. Errors: Forbidden; NotFound "Request not
// found"; Invalid "Only approved time off that has not ended can be cancelled.", note too long.
func (s *Service) CancelTimeOff(ctx context.Context, actor *domain.User, id int64, note string) (*domain.TimeOffRequest, error) {
	if err := actor.Allow(domain.ScopeTimeOffDecide); err != nil {
		return nil, err
	}
	if err := permission.RequireManager(actor); err != nil {
		return nil, err
	}
	note, err := cleanNote(note, "note")
	if err != nil {
		return nil, err
	}
	var out *domain.TimeOffRequest
	err = s.Changes().Run(ctx, actor, func(q *change.Tx) error {
		req, err := q.TimeOffForUpdate(ctx, id)
		if err != nil {
			return err
		}
		if err := permission.MayManagePerson(ctx, q.Q, actor, req.UserID); err != nil {
			return err
		}
		if req.Status != domain.TimeOffApproved || req.LastDay().Before(s.Today()) {
			return domain.Errorf(domain.Invalid, "Only approved time off that has not ended can be cancelled.")
		}
		if err := s.restore(ctx, q, req); err != nil {
			return err
		}
		if req, err = q.SetTimeOffStatus(ctx, id, domain.TimeOffCancelled, &note); err != nil {
			return err
		}
		q.Audit(change.Audit{Action: "time_off.cancel", Object: "time_off", ID: req.ID,
			Say:    change.Say("AuditCancelledTimeOff", map[string]any{"Name": req.UserName, "When": change.TimeOff{Request: *req}}),
			Before: map[string]any{"status": domain.TimeOffApproved}, After: map[string]any{"status": req.Status, "note": note}})
		q.Emit(domain.EventTimeOffDecided, map[string]any{"timeOff": timeOffJSON(req)})
		if err := q.Notify([]int64{req.UserID}, change.Notice{Kind: domain.KindTimeOffDecision, Message: withNote(
			i18n.M("NoticeTimeOffCancelled", i18n.Args{"When": change.TimeOffText(req)}), note), Link: "/pto", About: ""}); err != nil {
			return err
		}
		out = req
		return nil
	})
	return out, err
}

// MyTimeOff returns the actor's own requests, by first day, newest first. Any signed-in
// user. Errors: Forbidden (an API token without timeoff:read).
func (s *Service) MyTimeOff(ctx context.Context, actor *domain.User) ([]domain.TimeOffRequest, error) {
	if err := actor.Allow(domain.ScopeTimeOffRead); err != nil {
		return nil, err
	}
	return s.store.Q().TimeOffOfUser(ctx, actor.ID)
}

// PendingTimeOff returns every pending request, by first day, oldest first. Managers only.
// Errors: Forbidden.
func (s *Service) PendingTimeOff(ctx context.Context, actor *domain.User) ([]domain.TimeOffRequest, error) {
	if err := actor.Allow(domain.ScopeTimeOffRead); err != nil {
		return nil, err
	}
	if err := permission.RequireManager(actor); err != nil {
		return nil, err
	}
	q := s.store.Q()
	list, err := q.PendingTimeOff(ctx)
	if err != nil {
		return nil, err
	}
	return managedTimeOff(ctx, q, actor, list)
}

// TimeOff returns everyone's requests that touch from..to (at most domain.MaxRangeDays days), of
// one status when status is not empty, by first day: what a manager needs to see who is
// off while building a schedule. Managers only. Errors: Forbidden, Invalid (range).
func (s *Service) TimeOff(ctx context.Context, actor *domain.User, from, to domain.Date, status domain.TimeOffStatus) ([]domain.TimeOffRequest, error) {
	if err := actor.Allow(domain.ScopeTimeOffRead); err != nil {
		return nil, err
	}
	if err := permission.RequireManager(actor); err != nil {
		return nil, err
	}
	if err := domain.CheckRange(from, to); err != nil {
		return nil, err
	}
	q := s.store.Q()
	list, err := q.TimeOffBetween(ctx, from, to, status)
	if err != nil {
		return nil, err
	}
	return managedTimeOff(ctx, q, actor, list)
}

// MaxWhoIsOffDays is the longest range "who is off" answers: a month view with its edges.
const MaxWhoIsOffDays = 62

// DayOff is who is off on one day: the approved requests the actor may see (all for a
// manager, their own for staff) and how many other people are off.
type DayOff struct {
	Date     domain.Date
	Requests []domain.TimeOffRequest
	// OthersOff counts the people off that day other than the actor.
	OthersOff int
}

// WhoIsOff returns, for each day from..to (at most MaxWhoIsOffDays), the approved time off:
// every request for managers (a limited manager: of the people they manage); for staff
// their own and the number of colleagues off (not who). Any signed-in user. Errors: Invalid (range).
func (s *Service) WhoIsOff(ctx context.Context, actor *domain.User, from, to domain.Date) ([]DayOff, error) {
	if err := actor.Allow(domain.ScopeTimeOffRead); err != nil {
		return nil, err
	}
	if from.IsZero() || to.IsZero() || to.Before(from) {
		return nil, domain.Errorf(domain.Invalid, "A valid date range is required.")
	}
	if from.DaysUntil(to)+1 > MaxWhoIsOffDays {
		return nil, domain.Errorf(domain.Invalid, "A date range may span at most %d days.", MaxWhoIsOffDays)
	}
	q := s.store.Q()
	reqs, err := q.TimeOffBetween(ctx, from, to, domain.TimeOffApproved)
	if err != nil {
		return nil, err
	}
	m := &domain.ManagerScope{}
	if actor.IsManager() {
		if m, err = permission.ManagerScope(ctx, q, actor); err != nil {
			return nil, err
		}
	}
	out := make([]DayOff, 0, from.DaysUntil(to)+1)
	for d := from; !d.After(to); d = d.AddDays(1) {
		day := DayOff{Date: d, Requests: []domain.TimeOffRequest{}}
		people := map[int64]bool{}
		for _, r := range reqs {
			if !r.Covers(d) {
				continue
			}
			if r.UserID != actor.ID {
				people[r.UserID] = true
			}
			if (actor.IsManager() && m.Person(r.UserID)) || r.UserID == actor.ID {
				day.Requests = append(day.Requests, r)
			}
		}
		day.OthersOff = len(people)
		out = append(out, day)
	}
	return out, nil
}

// timeOffJSON is a time-off request as webhook events and audit entries carry it.
func timeOffJSON(r *domain.TimeOffRequest) map[string]any {
	m := map[string]any{"id": r.ID, "userId": r.UserID, "userName": r.UserName, "firstDay": r.Date.String(),
		"lastDay": r.LastDay().String(), "status": r.Status, "reason": r.Reason, "note": r.DecisionNote}
	if r.StartTime != nil && r.EndTime != nil {
		m["startTime"], m["endTime"] = r.StartTime.String(), r.EndTime.String()
	}
	return m
}

// managedTimeOff keeps the requests of people a limited manager manages: a request
// concerns the locations its person works at.
func managedTimeOff(ctx context.Context, q store.Q, actor *domain.User, list []domain.TimeOffRequest) ([]domain.TimeOffRequest, error) {
	m, err := permission.ManagerScope(ctx, q, actor)
	if err != nil || !m.Limited() {
		return list, err
	}
	return slices.DeleteFunc(list, func(r domain.TimeOffRequest) bool { return !m.Person(r.UserID) }), nil
}

// timeOffDecided says that a manager approved or denied req.
func timeOffDecided(status domain.TimeOffStatus, req *domain.TimeOffRequest) change.Said {
	key := "AuditDeniedTimeOff"
	if status == domain.TimeOffApproved {
		key = "AuditApprovedTimeOff"
	}
	return change.Say(key, map[string]any{"Name": req.UserName, "When": change.TimeOff{Request: *req}})
}
