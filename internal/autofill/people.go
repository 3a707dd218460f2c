package autofill

import (
	"fmt"
	"strconv"

	"github.com/shiftsched/shiftsched/internal/autoschedule"
	"github.com/shiftsched/shiftsched/internal/domain"
	"github.com/shiftsched/shiftsched/internal/store"
)

// addPeople adds everyone who works shifts and may work a slot, with their work rules
// (someone without a position may work a slot that needs none, as the editor allows);
// people without any position who may work no slot are left out with a note.
func (p *fillPlan) addPeople(people []store.FillPerson, types []store.FillShiftType) {
	var none []string
	for _, u := range people {
		pe := autoschedule.Person{ID: strconv.FormatInt(u.ID, 10), Positions: []string{}}
		for k, r := range p.ShiftTypes {
			if mayWork(u, r) {
				pe.Positions = append(pe.Positions, p.Problem.ShiftTypes[k].Position)
			}
		}
		if len(pe.Positions) == 0 {
			if len(u.Positions) == 0 {
				none = append(none, u.Name)
			}
			continue // qualified for none of the slots planned: not part of this fill
		}
		p.addRules(&pe, u)
		p.Problem.People = append(p.Problem.People, pe)
		p.People = append(p.People, fillRef{ID: u.ID, Name: u.Name})
		rest := 0
		if u.Rules.MinRest.On() {
			rest = u.Rules.MinRest.Value
		}
		p.rest = append(p.rest, rest)
	}
	p.index = nil
	switch {
	case len(none) == 1:
		p.Notes = append(p.Notes, fmt.Sprintf("%s has no position and was left out. Give them their positions to include them.", none[0]))
	case len(none) > 1:
		p.Notes = append(p.Notes, fmt.Sprintf("%d people have no position and were left out: %s. Give them their positions to include them.",
			len(none), joinNames(none)))
	}
}

func containsString(xs []string, x string) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}

// addRules turns a person's rule set into limits over the range: a period's value times
// the range's length in periods, rounded.
func (p *fillPlan) addRules(pe *autoschedule.Person, u store.FillPerson) {
	periodDays := 7 * max(u.PeriodWeeks, 1)
	if u.PeriodKind == domain.PeriodMonth {
		periodDays = 30
	}
	scale := func(v int) int { return (v*p.Problem.Days + periodDays/2) / periodDays }
	r := u.Rules
	pe.MaxMinutes = limitOf(r.MaxHours, scale)
	pe.MinMinutes = limitOf(r.MinHours, scale)
	pe.MaxWeekends = limitOf(r.MaxWeekends, scale)
	same := func(v int) int { return v }
	pe.MaxConsecutive = limitOf(r.MaxConsecutiveDays, same)
	pe.MinConsecutive = limitOf(r.MinConsecutiveDays, same)
	pe.MinDaysOff = limitOf(r.MinDaysOff, same)
	for _, l := range r.ShiftTypeLimits {
		for k, t := range p.ShiftTypes {
			if t.ID != l.ShiftTypeID {
				continue
			}
			if pe.MaxShifts == nil {
				pe.MaxShifts = make([]*autoschedule.Limit, len(p.ShiftTypes))
			}
			pe.MaxShifts[k] = limitOf(&domain.Rule{Value: l.Max, Severity: l.Severity}, scale)
		}
	}
}

// limitOf is a rule as a limit: block is hard, warn costs fillWarnWeight a unit, off is
// none.
func limitOf(r *domain.Rule, scale func(int) int) *autoschedule.Limit {
	if !r.On() {
		return nil
	}
	return &autoschedule.Limit{Value: scale(r.Value), Hard: r.Severity == domain.RuleBlock, Weight: fillWarnWeight}
}

// addRequests turns preferences into requests weighing their strength.
func (p *fillPlan) addRequests(prefs []store.FillPreference) {
	for _, pr := range prefs {
		i := p.person(pr.UserID)
		if i < 0 {
			continue
		}
		req := autoschedule.Request{Person: i, Day: p.Start.DaysUntil(pr.Date), Shift: autoschedule.Off, On: pr.Wants, Weight: pr.Strength}
		if pr.ShiftTypeID == nil {
			p.Problem.Requests = append(p.Problem.Requests, req)
			continue
		}
		// A shift type planned at several locations: rather not work any of them, or
		// like to work the first.
		for k, t := range p.ShiftTypes {
			if t.ID == *pr.ShiftTypeID {
				req.Shift = k
				p.Problem.Requests = append(p.Problem.Requests, req)
				if pr.Wants {
					break
				}
			}
		}
	}
}

// addExisting records the shifts already in the range and, by mode, keeps them: fill
// keeps all; rebuild only the pinned; repair the pinned, and counts every person-day
// planned differently from the drafts as a change (fewest changes that restore the
// rules). A shift of no slot keeps its person busy that day. It returns the shifts in a
// slot, which the planner plans.
func (p *fillPlan) addExisting(shifts []domain.DraftShift, mode domain.FillMode) map[int64]bool {
	taken := map[[2]int]bool{}
	planned := map[int64]bool{}
	for _, ds := range shifts {
		sh := ds.Shift
		i := p.person(sh.UserID)
		if i < 0 || ds.Status == domain.DraftRemoved || !p.inRange(sh.Date) {
			continue
		}
		day, k := p.Start.DaysUntil(sh.Date), p.slotOfShift(sh)
		if k >= 0 && taken[[2]int{i, day}] {
			k = -1 // a second shift that day: not the scheduler's to move
		}
		p.Existing = append(p.Existing, fillExisting{ShiftID: sh.ID, Person: i, Day: day, Shift: k})
		if k < 0 {
			p.dayOff(i, day, "working another shift")
			continue
		}
		taken[[2]int{i, day}] = true
		planned[sh.ID] = true
		a := autoschedule.Assignment{Person: i, Day: day, Shift: k}
		if mode == domain.FillModeFill || ds.Pinned {
			if p.kept == nil {
				p.kept = map[int64]bool{}
			}
			p.kept[sh.ID] = true
			p.Problem.Fixed = append(p.Problem.Fixed, a)
		}
		if mode == domain.FillModeRepair {
			p.Problem.Initial = append(p.Problem.Initial, a)
			p.Problem.ChangeWeight = fillChangeWeight
		}
	}
	return planned
}
