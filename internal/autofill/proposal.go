package autofill

import (
	"context"
	"encoding/json"
	"fmt"
	"slices"
	"strings"

	"github.com/shiftsched/shiftsched/internal/autoschedule"
	"github.com/shiftsched/shiftsched/internal/domain"
)

// Plan is a job's problem as the runner solves it, and turns a solution into the
// job's proposal.
type Plan struct {
	Problem *autoschedule.Problem
	plan    *fillPlan
}

// PlanOfFillJob reads back the problem a job was started with. System-only: the runner
// calls it for a job it claimed.
func (s *Service) PlanOfFillJob(_ context.Context, job *domain.FillJob) (*Plan, error) {
	var p fillPlan
	if err := json.Unmarshal(job.Problem, &p); err != nil {
		return nil, err
	}
	start, err := domain.ParseDate(p.StartText)
	if err != nil {
		return nil, err
	}
	p.Start = start
	if p.Labour != nil {
		if err := p.Labour.restore(); err != nil {
			return nil, err
		}
	}
	return &Plan{Problem: &p.Problem, plan: &p}, nil
}

// Proposal compares the solution with the shifts already there: what it adds, changes
// and removes per person and day, the penalty by rule, and why each requirement left
// short is short.
func (fp *Plan) Proposal(sol *autoschedule.Solution) (*domain.FillProposal, error) {
	p := fp.plan
	roster, note := p.keepLabour(sol.Roster)
	ev, err := autoschedule.EvaluateRoster(&p.Problem, roster)
	if err != nil {
		return nil, err
	}
	notes := p.Notes
	if note != "" {
		notes = append(slices.Clip(notes), note)
	}
	out := &domain.FillProposal{Penalty: ev.Penalty, Feasible: ev.Feasible(), ByRule: ev.ByRule,
		Notes: notes, Changes: []domain.FillChange{}, Short: []domain.FillShortage{}}
	for _, a := range roster.Assignments() {
		out.Assignments = append(out.Assignments, domain.FillAssignment{UserID: p.People[a.Person].ID,
			Date: p.Start.AddDays(a.Day).String(), ShiftTypeID: p.ShiftTypes[a.Shift].ID, FillPlace: p.ShiftTypes[a.Shift].place()})
	}
	out.Changes = p.changes(roster)
	out.Short = p.shortages(roster)
	return out, nil
}

// changes lists per person and day what differs from the shifts already there.
func (p *fillPlan) changes(r autoschedule.Roster) []domain.FillChange {
	var out []domain.FillChange
	had := map[[2]int]fillExisting{}
	for _, e := range p.Existing {
		if e.Shift >= 0 {
			had[[2]int{e.Person, e.Day}] = e
		}
	}
	for i, row := range r {
		for d, k := range row {
			e, ok := had[[2]int{i, d}]
			c := domain.FillChange{UserID: p.People[i].ID, Date: p.Start.AddDays(d).String()}
			switch {
			case !ok && k == autoschedule.Off, ok && e.Shift == k:
				continue
			case !ok:
				c.Op, c.ShiftTypeID, c.FillPlace = domain.DraftAdd, p.ShiftTypes[k].ID, p.ShiftTypes[k].place()
			case k == autoschedule.Off:
				c.Op, c.ShiftID, c.FromShiftTypeID = domain.DraftRemove, e.ShiftID, p.ShiftTypes[e.Shift].ID
			default:
				c.Op, c.ShiftID, c.ShiftTypeID = domain.DraftModify, e.ShiftID, p.ShiftTypes[k].ID
				c.FromShiftTypeID, c.FillPlace = p.ShiftTypes[e.Shift].ID, p.ShiftTypes[k].place()
			}
			out = append(out, c)
		}
	}
	return out
}

// shortages explains each cover the roster leaves short: who could have worked it and
// what kept each of them away.
func (p *fillPlan) shortages(r autoschedule.Roster) []domain.FillShortage {
	out := []domain.FillShortage{}
	why := map[[2]int]string{}
	for _, o := range p.DaysOff {
		why[[2]int{o.Person, o.Day}] = o.Why
	}
	for _, cv := range p.Problem.Cover {
		n := 0
		for i := range r {
			if r[i][cv.Day] == cv.Shift {
				n++
			}
		}
		if n >= cv.Required {
			continue
		}
		st := p.ShiftTypes[cv.Shift]
		date := p.Start.AddDays(cv.Day)
		label := fmt.Sprintf("%s %s, %s", date.Weekday(), date.ShortLabel(), st.Name)
		if st.Position != "" {
			label += " (" + st.Position + ")"
		}
		if st.Location != "" {
			label += " at " + st.Location
		}
		out = append(out, domain.FillShortage{Date: date.String(), ShiftTypeID: st.ID, Missing: cv.Required - n, FillPlace: st.place(),
			Why: fmt.Sprintf("%s: %d short; %s", label, cv.Required-n, p.reasons(r, cv, why))})
	}
	return out
}

// reasons counts the people qualified for a cover's shift type by what kept them from it.
func (p *fillPlan) reasons(r autoschedule.Roster, cv autoschedule.Cover, why map[[2]int]string) string {
	counts := map[string]int{}
	var order []string
	qualified := 0
	for i, pe := range p.Problem.People {
		pos := p.Problem.ShiftTypes[cv.Shift].Position
		if pos != "" && !containsString(pe.Positions, pos) {
			continue
		}
		qualified++
		reason := p.reason(r, i, cv, why)
		if counts[reason] == 0 {
			order = append(order, reason)
		}
		counts[reason]++
	}
	if qualified == 0 {
		return "nobody is qualified for it"
	}
	parts := make([]string, 0, len(order))
	for _, o := range order {
		parts = append(parts, fmt.Sprintf("%d %s", counts[o], o))
	}
	return fmt.Sprintf("%d qualified %s: %s", qualified, plural(qualified, "person", "people"), strings.Join(parts, ", "))
}

func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}

// reason is what kept person i from the cover's shift: working it, a day off, another
// shift, or the first of their hard limits that one more shift would break.
func (p *fillPlan) reason(r autoschedule.Roster, i int, cv autoschedule.Cover, why map[[2]int]string) string {
	switch v := r[i][cv.Day]; {
	case v == cv.Shift:
		return "working it"
	case why[[2]int{i, cv.Day}] != "":
		return why[[2]int{i, cv.Day}]
	case v != autoschedule.Off:
		return "working another shift"
	}
	if why := p.labourReason(r, i, cv.Day, cv.Shift); why != "" {
		return why
	}
	pe := p.Problem.People[i]
	minutes, same := 0, 0
	for _, k := range r[i] {
		if k != autoschedule.Off {
			minutes += p.Problem.ShiftTypes[k].Minutes
			if k == cv.Shift {
				same++
			}
		}
	}
	switch {
	case hardBelow(pe.MaxMinutes, minutes+p.Problem.ShiftTypes[cv.Shift].Minutes):
		return fmt.Sprintf("at their %d-hour maximum", pe.MaxMinutes.Value/60)
	case cv.Shift < len(pe.MaxShifts) && hardBelow(pe.MaxShifts[cv.Shift], same+1):
		return "at their most shifts of this type"
	}
	return "kept off by another work rule or a cheaper plan (days in a row, days off, weekends, what may follow)"
}

func hardBelow(l *autoschedule.Limit, v int) bool { return l != nil && l.Hard && v > l.Value }

// place is where a slot's shifts are: its location, and without a shift type its
// position and times.
func (r fillTypeRef) place() domain.FillPlace {
	pl := domain.FillPlace{LocationID: r.LocationID, Location: r.Location}
	if r.ID == 0 {
		pl.PositionID = r.PositionID
		pl.StartTime, pl.EndTime = domain.TimeOfDay(r.Start).String(), domain.TimeOfDay(r.End).String()
	}
	return pl
}
