package autofill

import (
	"context"

	"github.com/shiftsched/shiftsched/internal/change"
	"github.com/shiftsched/shiftsched/internal/domain"
	"github.com/shiftsched/shiftsched/internal/permission"
	"github.com/shiftsched/shiftsched/internal/service"
)

var errFillDraftsChanged = domain.Errorf(domain.Conflict,
	"The drafts of these weeks changed after the fill read them (another manager, or you, edited a shift). "+
		"Nothing was applied: start the fill again to plan from the drafts as they are now.")

// ApplyFill writes a finished fill's proposal into the drafts, all of it or only the
// given dates, in one transaction through the draft edits' own checks; it publishes
// nothing. It is refused when the range's drafts changed since the fill read them.
// Managers only. Errors: Forbidden; NotFound; Conflict (not finished, applied already,
// drafts changed); Invalid (a shift the draft checks refuse).
func (s *Service) ApplyFill(ctx context.Context, actor *domain.User, id int64, dates []domain.Date) (*domain.FillJob, error) {
	if err := actor.Allow(domain.ScopeScheduleWrite); err != nil {
		return nil, err
	}
	job, err := s.FillJob(ctx, actor, id)
	if err != nil {
		return nil, err
	}
	switch {
	case job.Status == domain.FillApplied:
		return nil, domain.Errorf(domain.Conflict, "This fill's proposal was applied already.")
	case job.Status == domain.FillFailed:
		return nil, domain.Errorf(domain.Conflict, "This fill failed and has nothing to apply; start it again.")
	case job.Status != domain.FillDone && job.Status != domain.FillStopped, job.Proposal == nil:
		return nil, errFillNotFinished
	}
	want := map[string]bool{}
	for _, d := range dates {
		want[d.String()] = true
	}
	var chosen []domain.FillChange
	for _, c := range job.Proposal.Changes {
		if len(want) == 0 || want[c.Date] {
			chosen = append(chosen, c)
		}
	}
	n := len(chosen)
	err = s.change(ctx, actor, func(q *change.Tx) error {
		if err := s.applyFillWeeks(ctx, q, actor, job, chosen); err != nil {
			return err
		}
		ok, err := q.MarkFillJobApplied(ctx, id)
		if err != nil {
			return err
		}
		if !ok {
			return domain.Errorf(domain.Conflict, "This fill's proposal was applied already.")
		}
		q.Audit(change.Audit{Action: "fill.apply", Object: "fill_job", ID: id,
			Say:   change.Say("AuditAppliedFill", map[string]any{"Count": n}),
			After: map[string]any{"changes": n, "dates": len(dates)}})
		return nil
	})
	if err != nil {
		return nil, err
	}
	return s.store.Q().FillJobByID(ctx, id)
}

// applyFillWeeks locks every week of the range's drafts, refuses when they changed since
// the fill read them, then writes the changes set-based: the drafts read once per week,
// the people, the structure and the manager's scope once, and every add, change and
// removal in three statements whatever their number, as the editor would make them.
func (s *Service) applyFillWeeks(ctx context.Context, q *change.Tx, actor *domain.User, job *domain.FillJob, cs []domain.FillChange) error {
	weeks := s.draftWeeks(job.RangeStart, job.RangeEnd())
	if err := q.LockDrafts(ctx, weeks); err != nil {
		return err
	}
	fp, err := q.DraftFingerprint(ctx, job.RangeStart, job.RangeEnd())
	if err != nil {
		return err
	}
	if fp != job.Fingerprint {
		return errFillDraftsChanged
	}
	scope, err := permission.ManagerScope(ctx, q.Q, actor)
	if err != nil {
		return err
	}
	return s.writeFillChanges(ctx, q, scope, job, weeks, cs)
}

// writeFillChanges writes a job's proposed changes into the drafts of weeks, each checked
// as the editor checks it (service.DraftBatch) and within the manager's scope (nil:
// any). A shift type of no location goes to the location being filled.
func (s *Service) writeFillChanges(ctx context.Context, q *change.Tx, scope *domain.ManagerScope, job *domain.FillJob, weeks []domain.Date, cs []domain.FillChange) error {
	if len(cs) == 0 {
		return nil
	}
	people := make([]int64, 0, len(cs))
	for _, c := range cs {
		people = append(people, c.UserID)
	}
	b, err := s.drafts.NewDraftBatch(ctx, q.Q, weeks, people, scope, job.LocationID)
	if err != nil {
		return err
	}
	ws := s.drafts.Weeks()
	for _, c := range cs {
		if err := queueChange(b, ws, c); err != nil {
			return err
		}
	}
	return b.Write(ctx, q.Q)
}

// queueChange is one proposed change as the edit the editor would make of it.
func queueChange(b *service.DraftBatch, ws domain.Weeks, c domain.FillChange) error {
	date, err := domain.ParseDate(c.Date)
	if err != nil {
		return err
	}
	week := ws.Start(date)
	in := service.DraftShiftInput{Day: string(domain.DayKeyOf(date)), UserID: c.UserID,
		Structure: domain.ShiftStructure{ShiftTypeID: &c.ShiftTypeID, LocationID: c.LocationID}}
	if c.ShiftTypeID == 0 { // a shift without a shift type (repair): its own place and times
		in.Structure = domain.ShiftStructure{PositionID: c.PositionID, LocationID: c.LocationID}
		in.StartTime, in.EndTime = c.StartTime, c.EndTime
	}
	switch c.Op {
	case domain.DraftAdd:
		return b.Add(week, in)
	case domain.DraftRemove:
		return b.Remove(c.ShiftID)
	}
	return b.Modify(c.ShiftID, week, in)
}
