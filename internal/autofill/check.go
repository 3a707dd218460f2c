package autofill

import (
	"context"

	"github.com/shiftsched/shiftsched/internal/change"
	"github.com/shiftsched/shiftsched/internal/domain"
	"github.com/shiftsched/shiftsched/internal/service"
)

// One judge of the rules (issue 42: 5): what a proposal reports is what the editor will
// say once it is applied, because it is the editor that says it. The proposal is written
// into the drafts in a transaction, exactly as ApplyFill writes it, each week of the
// range is checked as the editor checks it, and the transaction is rolled back.

// CheckFillProposal sets the proposal's conflicts to those the editor reports on the
// range's draft weeks with the proposal applied, coverage included. A proposal the
// drafts no longer take (they changed since the fill read them) is left unchecked.
// System-only: the runner calls it for the job it ran.
func (s *Service) CheckFillProposal(ctx context.Context, job *domain.FillJob, p *domain.FillProposal) error {
	weeks := s.draftWeeks(job.RangeStart, job.RangeEnd())
	found := []domain.FillConflict{}
	err := s.changes.Rehearse(ctx, func(q *change.Tx) error {
		if err := q.LockDrafts(ctx, weeks); err != nil {
			return err
		}
		if err := s.writeFillChanges(ctx, q, nil, job, weeks, p.Changes); err != nil {
			return err
		}
		for _, week := range weeks {
			d, err := s.drafts.ReadDraft(ctx, q.Q, week, service.DraftView{})
			if err != nil {
				return err
			}
			found = append(found, fillConflictsOf(d)...)
		}
		return nil
	})
	switch {
	case err == nil:
		p.Checked, p.Conflicts = true, found
		return nil
	case domain.KindOf(err) == domain.Invalid || domain.KindOf(err) == domain.NotFound:
		return nil
	}
	return err
}

// fillConflictsOf are a checked draft's conflicts as a proposal reports them.
func fillConflictsOf(d *domain.WeekDraft) []domain.FillConflict {
	dates := map[int64]domain.Date{}
	for _, sh := range d.Shifts {
		dates[sh.ID] = sh.Date
	}
	out := make([]domain.FillConflict, 0, len(d.Conflicts))
	for _, c := range d.Conflicts {
		fc := domain.FillConflict{Code: c.Code, Severity: c.Severity, UserID: c.UserID, Message: c.Message}
		date := c.Date
		if date.IsZero() && len(c.ShiftIDs) > 0 {
			date = dates[c.ShiftIDs[0]]
		}
		if !date.IsZero() {
			fc.Date = date.String()
		}
		out = append(out, fc)
	}
	return out
}
