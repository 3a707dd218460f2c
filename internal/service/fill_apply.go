package service

import (
	"context"
	"fmt"

	"github.com/shiftsched/shiftsched/internal/domain"
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
	byWeek := map[domain.Date][]domain.FillChange{}
	n := 0
	for _, c := range job.Proposal.Changes {
		d, err := domain.ParseDate(c.Date)
		if err != nil {
			return nil, err
		}
		if len(want) == 0 || want[c.Date] {
			byWeek[domain.WeekStart(d)] = append(byWeek[domain.WeekStart(d)], c)
			n++
		}
	}
	err = s.change(ctx, actor, func(q *Tx) error {
		if err := s.applyFillWeeks(ctx, q, actor, job, byWeek); err != nil {
			return err
		}
		if ok, err := q.MarkFillJobApplied(ctx, id); err != nil || !ok {
			return firstErr(err, domain.Errorf(domain.Conflict, "This fill's proposal was applied already."))
		}
		q.audit(Audit{Action: "fill.apply", Object: "fill_job", ID: id,
			Summary: fmt.Sprintf("Applied a fill's proposal to the drafts (%d shift changes)", n),
			After:   map[string]any{"changes": n, "dates": len(dates)}})
		return nil
	})
	if err != nil {
		return nil, err
	}
	return s.store.Q().FillJobByID(ctx, id)
}

func firstErr(a, b error) error {
	if a != nil {
		return a
	}
	return b
}

// applyFillWeeks locks every week of the range's drafts, refuses when they changed since
// the fill read them, then applies each week's changes.
func (s *Service) applyFillWeeks(ctx context.Context, q *Tx, actor *domain.User, job *domain.FillJob,
	byWeek map[domain.Date][]domain.FillChange) error {
	weeks := draftWeeks(job.RangeStart, job.RangeEnd())
	for _, week := range weeks {
		if err := q.LockDraft(ctx, week); err != nil {
			return err
		}
	}
	fp, err := q.DraftFingerprint(ctx, job.RangeStart, job.RangeEnd())
	if err != nil {
		return err
	}
	if fp != job.Fingerprint {
		return errFillDraftsChanged
	}
	for _, week := range weeks {
		if cs := byWeek[week]; len(cs) > 0 {
			if err := s.applyFillWeek(ctx, q, actor, week, cs); err != nil {
				return err
			}
		}
	}
	return nil
}

// applyFillWeek applies one week's changes: the adds in one statement, each change and
// removal made against the shift's current version, as the editor makes them.
func (s *Service) applyFillWeek(ctx context.Context, q *Tx, actor *domain.User, week domain.Date, cs []domain.FillChange) error {
	d, err := s.loadDraft(ctx, q.Q, week, uncheckedDraft)
	if err != nil {
		return err
	}
	var adds []domain.DraftChange
	for _, c := range cs {
		date, _ := domain.ParseDate(c.Date)
		in := DraftShiftInput{Day: string(domain.DayKeyOf(date)), UserID: c.UserID,
			Structure: domain.ShiftStructure{ShiftTypeID: &c.ShiftTypeID}}
		if c.Op == domain.DraftAdd {
			dc, err := draftChange(ctx, q.Q, week, in, nil)
			if err != nil {
				return err
			}
			if err := mayManageShift(ctx, q.Q, actor, dc.LocationID, c.UserID); err != nil {
				return err
			}
			dc.Op, dc.Version = domain.DraftAdd, 1
			adds = append(adds, dc)
			continue
		}
		cur, err := findDraftShift(d, c.ShiftID)
		if err != nil {
			return err
		}
		if err := s.applyFillEdit(ctx, q, actor, week, cur, c, in); err != nil {
			return err
		}
	}
	if len(adds) == 0 {
		return nil
	}
	ids, err := q.NewShiftIDs(ctx, len(adds))
	if err != nil {
		return err
	}
	for i := range adds {
		adds[i].ShiftID = ids[i]
	}
	return q.SaveDraftChanges(ctx, week, adds)
}

// applyFillEdit changes or removes one shift of the draft.
func (s *Service) applyFillEdit(ctx context.Context, q *Tx, actor *domain.User, week domain.Date, cur *domain.DraftShift,
	c domain.FillChange, in DraftShiftInput) error {
	if err := mayManageShift(ctx, q.Q, actor, cur.LocationID, cur.UserID); err != nil {
		return err
	}
	if c.Op == domain.DraftRemove {
		if cur.Status == domain.DraftAdded {
			return q.DeleteDraftChange(ctx, cur.ID)
		}
		uid := cur.UserID
		return q.SaveDraftChange(ctx, domain.DraftChange{ShiftID: cur.ID, WeekStarting: week, Op: domain.DraftRemove,
			DayKey: cur.DayKey, Date: cur.Date, UserID: &uid, StartTime: cur.StartTime, EndTime: cur.EndTime, Version: cur.Version + 1})
	}
	dc, err := draftChange(ctx, q.Q, week, in, &cur.ShiftStructure)
	if err != nil {
		return err
	}
	dc.ShiftID, dc.Version, dc.Op = cur.ID, cur.Version+1, domain.DraftModify
	if cur.Status == domain.DraftAdded {
		dc.Op = domain.DraftAdd
	}
	return q.SaveDraftChange(ctx, dc)
}
