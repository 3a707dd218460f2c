package autofill

import (
	"fmt"
	"slices"

	"github.com/shiftsched/shiftsched/internal/autoschedule"
	"github.com/shiftsched/shiftsched/internal/domain"
	"github.com/shiftsched/shiftsched/internal/labour"
)

// labourRuleNames name each labour rule in the explanations of what stays short.
var labourRuleNames = map[domain.ConflictCode]string{
	labour.CodeBreak:           "breaks",
	labour.CodeMinorDay:        "minors' most hours a day",
	labour.CodeMinorWeek:       "minors' most hours a week",
	labour.CodeMinorEarly:      "minors' earliest start",
	labour.CodeMinorLate:       "minors' latest end",
	labour.CodeMinorSchoolDay:  "minors' most hours on a school day",
	labour.CodeMinorSchoolWeek: "minors' most hours in a school week",
	labour.CodeDailyRest:       "daily rest",
	labour.CodeWeeklyRest:      "weekly rest",
	labour.CodeAverageWeek:     "the average week",
	labour.CodeClopening:       "clopenings",
}

// ruleName is what a violation's rule is called where a proposal explains itself: the
// labour rule and the law it cites.
func ruleName(v labour.Violation) string {
	name, ok := labourRuleNames[v.Code]
	if !ok {
		name = string(v.Code)
	}
	if v.Source != "" {
		return fmt.Sprintf("kept off by the labour rule on %s (%s)", name, v.Source)
	}
	return "kept off by the labour rule on " + name
}

// keepLabour holds a roster to its people's hard labour rules as the editor will judge
// it: each person's planned shifts with the work around the range, week by week of the
// editor. While a hard rule is broken, the latest planned shift it names that the
// roster does not keep fixed is taken out, and the rule is noted for the explanation.
// What the solver could not see (rules over many shifts: a minor's week, weekly rest,
// the average week) is settled here; the slots it could see are blocked before.
func (p *fillPlan) keepLabour(r autoschedule.Roster) (autoschedule.Roster, string) {
	lab := p.Labour
	p.taken, p.why = nil, nil
	if lab == nil {
		return r, ""
	}
	out := make(autoschedule.Roster, len(r))
	for i := range r {
		out[i] = slices.Clone(r[i])
	}
	fixed := map[[2]int]bool{}
	for _, a := range p.Problem.Fixed {
		fixed[[2]int{a.Person, a.Day}] = true
	}
	taken := 0
	for k := range lab.People {
		lp := &lab.People[k]
		for {
			d, why := p.labourBreach(lab, lp, out[lp.Person], fixed)
			if d < 0 {
				break
			}
			p.taken = append(p.taken, labourKept{Person: lp.Person, Day: d, Shift: out[lp.Person][d], Why: lab.reason(why)})
			out[lp.Person][d] = autoschedule.Off
			taken++
		}
	}
	if taken == 0 {
		return out, ""
	}
	return out, fmt.Sprintf("%d planned %s broke a hard labour rule over several shifts and %s taken out; what stays short says which rule.",
		taken, plural(taken, "shift", "shifts"), plural(taken, "was", "were"))
}

// labourBreach is the day of the latest movable planned shift of the row that a hard
// labour rule names, and the rule; -1 when the row keeps every hard rule.
func (p *fillPlan) labourBreach(lab *labourPlan, lp *labourPerson, row []int, fixed map[[2]int]bool) (int, string) {
	work := slices.Clip(lp.Context)
	for d, k := range row {
		if k != autoschedule.Off {
			work = append(work, p.candidate(d, k, lab.zone))
		}
	}
	latest, why := -1, ""
	for _, week := range lab.Weeks {
		res := labour.Evaluate(labour.Input{Rules: lp.Rules, Person: lp.Who, Work: work, Zone: lab.zone, Anchor: lp.Anchor, Week: week,
			School: lab.school})
		for _, v := range res.Violations {
			if v.Severity != domain.Hard {
				continue
			}
			for _, id := range v.ShiftIDs {
				d := p.candidateDay(id)
				if d > latest && !fixed[[2]int{lp.Person, d}] {
					latest, why = d, ruleName(v)
				}
			}
		}
	}
	return latest, why
}

// candidateDay is the day of a candidate's shift id, -1 for a stored shift.
func (p *fillPlan) candidateDay(id int64) int {
	if id >= 0 {
		return -1
	}
	return int(-id-1) / len(p.ShiftTypes)
}

// labourReason is the labour rule that kept person i from slot k on day d of the
// roster, "" when none did.
func (p *fillPlan) labourReason(r autoschedule.Roster, i, d, k int) string {
	if p.Labour == nil {
		return ""
	}
	if p.why == nil {
		p.why = map[[3]int]string{}
		for _, kp := range append(slices.Clip(p.Labour.Kept), p.taken...) {
			at := [3]int{kp.Person, kp.Day, kp.Shift}
			if kp.Prev != nil {
				at = [3]int{kp.Person, -2 - *kp.Prev, kp.Shift} // after the slot Prev
			}
			if _, ok := p.why[at]; !ok {
				p.why[at] = p.Labour.Reasons[kp.Why]
			}
		}
	}
	if why, ok := p.why[[3]int{i, d, k}]; ok {
		return why
	}
	if d > 0 && r[i][d-1] != autoschedule.Off {
		return p.why[[3]int{i, -2 - r[i][d-1], k}]
	}
	return ""
}
