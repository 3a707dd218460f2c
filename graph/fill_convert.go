package graph

import (
	"context"
	"sort"
	"strings"

	"github.com/shiftsched/shiftsched/graph/model"
	"github.com/shiftsched/shiftsched/internal/domain"
)

// fillJobIn answers a fill job for the reader of ctx (fillJobOf).
func fillJobIn(ctx context.Context) func(*domain.FillJob, error) (*model.FillJob, error) {
	return func(j *domain.FillJob, err error) (*model.FillJob, error) { return fillJobOf(ctx, j, err) }
}

// fillJobOf is a fill job as GraphQL answers it.
func fillJobOf(ctx context.Context, j *domain.FillJob, err error) (*model.FillJob, error) {
	if err != nil || j == nil {
		return nil, err
	}
	out := &model.FillJob{ID: j.ID, Mode: model.FillMode(strings.ToUpper(string(j.Mode))),
		Status: model.FillStatus(strings.ToUpper(string(j.Status))), RangeStart: j.RangeStart, Weeks: j.Weeks,
		LocationID: j.LocationID, PositionIds: j.PositionIDs, TimeLimitSeconds: j.TimeLimitMS / 1000, Seed: int(j.Seed),
		Progress: fillProgressOf(j.Progress), Error: j.Error, CreatedAt: j.CreatedAt, StartedAt: j.StartedAt,
		FinishedAt: j.FinishedAt}
	if out.PositionIds == nil {
		out.PositionIds = []int64{}
	}
	if j.Proposal != nil {
		out.Proposal = fillProposalOf(j.Proposal)
		out.Proposal.Conflicts = fillConflictsOf(ctx, j.Proposal.Conflicts)
	}
	return out, nil
}

func fillProgressOf(p domain.FillProgress) model.FillProgress {
	out := model.FillProgress{Penalty: p.Penalty, Feasible: p.Feasible, ElapsedMs: int(p.ElapsedMS), Short: p.Short, ShortRequirements: p.ShortCovers,
		History: make([]model.FillProgressPoint, len(p.History))}
	if p.FirstFeasibleMS != nil {
		ms := int(*p.FirstFeasibleMS)
		out.FirstFeasibleMs = &ms
	}
	for i, h := range p.History {
		out.History[i] = model.FillProgressPoint{ElapsedMs: int(h.ElapsedMS), Penalty: h.Penalty, Feasible: h.Feasible}
	}
	return out
}

// dateOf reads a date the proposal stored (YYYY-MM-DD); the service wrote it.
func dateOf(s string) domain.Date {
	d, _ := domain.ParseDate(s)
	return d
}

func idOrNil(id int64) *int64 {
	if id == 0 {
		return nil
	}
	return &id
}

func fillProposalOf(p *domain.FillProposal) *model.FillProposal {
	out := &model.FillProposal{Penalty: p.Penalty, Feasible: p.Feasible, Notes: p.Notes,
		ByRule: []model.FillPenalty{}, Changes: make([]model.FillChange, len(p.Changes)),
		Short: make([]model.FillShortage, len(p.Short)), Assignments: make([]model.FillAssignment, len(p.Assignments))}
	if out.Notes == nil {
		out.Notes = []string{}
	}
	for rule, pen := range p.ByRule {
		out.ByRule = append(out.ByRule, model.FillPenalty{Rule: rule, Penalty: pen})
	}
	sort.Slice(out.ByRule, func(i, k int) bool { return out.ByRule[i].Rule < out.ByRule[k].Rule })
	for i, c := range p.Changes {
		out.Changes[i] = model.FillChange{Op: strings.ToUpper(string(c.Op)), UserID: c.UserID, Date: dateOf(c.Date),
			ShiftID: idOrNil(c.ShiftID), ShiftTypeID: idOrNil(c.ShiftTypeID), FromShiftTypeID: idOrNil(c.FromShiftTypeID),
			LocationID: c.LocationID, Location: strOrNil(c.Location), StartTime: strOrNil(c.StartTime), EndTime: strOrNil(c.EndTime)}
	}
	for i, s := range p.Short {
		out.Short[i] = model.FillShortage{Date: dateOf(s.Date), ShiftTypeID: s.ShiftTypeID, Missing: s.Missing, Why: s.Why,
			LocationID: s.LocationID, Location: strOrNil(s.Location)}
	}
	for i, a := range p.Assignments {
		out.Assignments[i] = model.FillAssignment{UserID: a.UserID, Date: dateOf(a.Date), ShiftTypeID: a.ShiftTypeID,
			LocationID: a.LocationID, Location: strOrNil(a.Location), StartTime: strOrNil(a.StartTime), EndTime: strOrNil(a.EndTime)}
	}
	out.Checked = p.Checked
	return out
}

// fillConflictsOf are the conflicts a proposal reports, in the reader's language.
func fillConflictsOf(ctx context.Context, cs []domain.FillConflict) []model.FillConflict {
	l := readerLocale(ctx)
	out := make([]model.FillConflict, len(cs))
	for i, c := range cs {
		out[i] = model.FillConflict{Code: c.Code, Severity: c.Severity, UserID: idOrNil(c.UserID), Message: l.Translate(c.Message)}
		if c.Date != "" {
			d := dateOf(c.Date)
			out[i].Date = &d
		}
	}
	return out
}

func strOrNil(s string) *string {
	if s == "" {
		return nil
	}
	return &s
}
