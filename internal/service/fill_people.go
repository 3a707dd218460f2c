package service

import (
	"fmt"
	"strconv"

	"github.com/shiftsched/shiftsched/internal/autoschedule"
	"github.com/shiftsched/shiftsched/internal/domain"
	"github.com/shiftsched/shiftsched/internal/store"
)

// addPeople adds everyone qualified for a planned shift type, with their work rules;
// people without any position are left out with a note.
func (p *fillPlan) addPeople(people []store.FillPerson, types []store.FillShiftType) {
	var none []string
	for _, u := range people {
		if len(u.Positions) == 0 {
			none = append(none, u.Name)
			continue
		}
		pe := autoschedule.Person{ID: strconv.FormatInt(u.ID, 10), Positions: []string{}}
		works := false
		pe.Positions = qualifications(u.Positions, u.Locations)
		for _, st := range p.Problem.ShiftTypes {
			works = works || st.Position == "" || containsString(pe.Positions, st.Position)
		}
		if !works {
			continue // qualified for none of the shift types planned: not part of this fill
		}
		p.addRules(&pe, u, types)
		p.Problem.People = append(p.Problem.People, pe)
		p.People = append(p.People, fillRef{ID: u.ID, Name: u.Name})
	}
	p.index = nil
	if len(none) > 0 {
		p.Notes = append(p.Notes, fmt.Sprintf("%d people have no position and were left out: %s. Give them their positions to include them.",
			len(none), joinNames(none)))
	}
}

// qualifications are what a person may work: each position at each of their locations
// or at none, and any shift type of their locations without a position.
func qualifications(positions, locations []int64) []string {
	out := []string{}
	for _, l := range append([]int64{0}, locations...) {
		loc := ""
		if l != 0 {
			loc = strconv.FormatInt(l, 10)
			out = append(out, "@"+loc)
		}
		for _, p := range positions {
			out = append(out, strconv.FormatInt(p, 10)+"@"+loc)
		}
	}
	return out
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
func (p *fillPlan) addRules(pe *autoschedule.Person, u store.FillPerson, types []store.FillShiftType) {
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
		for k, t := range types {
			if t.ID != l.ShiftTypeID {
				continue
			}
			if pe.MaxShifts == nil {
				pe.MaxShifts = make([]*autoschedule.Limit, len(types))
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
		s := autoschedule.Off
		if pr.ShiftTypeID != nil {
			if s = p.shiftIndex(pr.ShiftTypeID); s < 0 {
				continue // a shift type not planned here
			}
		}
		p.Problem.Requests = append(p.Problem.Requests, autoschedule.Request{Person: i,
			Day: p.Start.DaysUntil(pr.Date), Shift: s, On: pr.Wants, Weight: pr.Strength})
	}
}

// addExisting records the shifts already there and, by mode, keeps them: fill keeps
// all; rebuild only the pinned; repair the pinned, and counts every person-day planned
// differently from the drafts as a change (fewest changes that restore the rules). A
// shift of a type not planned keeps its person busy that day.
func (p *fillPlan) addExisting(d *domain.WeekDraft, mode domain.FillMode) {
	taken := map[[2]int]bool{}
	for _, ds := range d.Shifts {
		sh := ds.Shift
		i := p.person(sh.UserID)
		if i < 0 || ds.Status == domain.DraftRemoved {
			continue
		}
		day, k := p.Start.DaysUntil(sh.Date), p.shiftIndex(sh.ShiftTypeID)
		if day < 0 || day >= p.Problem.Days {
			continue // a draft week's day outside the range
		}
		if k >= 0 && taken[[2]int{i, day}] {
			k = -1 // a second shift that day: not the scheduler's to move
		}
		p.Existing = append(p.Existing, fillExisting{ShiftID: sh.ID, Person: i, Day: day, Shift: k})
		if k < 0 {
			p.dayOff(i, day, "working another shift")
			continue
		}
		taken[[2]int{i, day}] = true
		a := autoschedule.Assignment{Person: i, Day: day, Shift: k}
		if mode == domain.FillModeFill || ds.Pinned {
			p.Problem.Fixed = append(p.Problem.Fixed, a)
		}
		if mode == domain.FillModeRepair {
			p.Problem.Initial = append(p.Problem.Initial, a)
			p.Problem.ChangeWeight = fillChangeWeight
		}
	}
}
