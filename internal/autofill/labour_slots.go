package autofill

import (
	"context"
	"slices"
	"time"

	"github.com/shiftsched/shiftsched/internal/autoschedule"
	"github.com/shiftsched/shiftsched/internal/domain"
	"github.com/shiftsched/shiftsched/internal/labour"
	"github.com/shiftsched/shiftsched/internal/leave"
	"github.com/shiftsched/shiftsched/internal/store"
)

// premiumFallbackRate is the hour of pay premiums are weighed in when nobody's rate
// is kept: 20.00 (a percentage is then weighed as a share of an hour, whatever the
// currency; a fixed sum an hour against it).
const premiumFallbackRate = 2000

// candidateID is the shift id a planned slot on a day has while it is judged: negative,
// so it is never a stored shift's.
func candidateID(day, slot, slots int) int64 { return -int64(1 + day*slots + slot) }

// candidate is slot k on day d as work of the plan, for labour.Evaluate.
func (p *fillPlan) candidate(d, k int, zone *time.Location) labour.Work {
	r := p.ShiftTypes[k]
	sh := domain.Shift{ID: candidateID(d, k, len(p.ShiftTypes)), Date: p.Start.AddDays(d),
		StartTime: domain.TimeOfDay(r.Start), EndTime: domain.TimeOfDay(r.End)}
	sh.PositionID, sh.LocationID = r.PositionID, r.LocationID
	if r.ID != 0 {
		id := r.ID
		sh.ShiftTypeID = &id
	}
	return labour.Scheduled(sh, zone, true)
}

// mayWorkSlot reports whether person i is qualified for slot k and free on day d.
func (p *fillPlan) mayWorkSlot(i, d, k int) bool {
	return p.qualifiedFor(i, k) && !slices.Contains(p.Problem.People[i].Unavailable, d)
}

// qualifiedFor reports whether person i may work slot k at all.
func (p *fillPlan) qualifiedFor(i, k int) bool {
	return containsString(p.Problem.People[i].Positions, p.Problem.ShiftTypes[k].Position)
}

// constrainLabour judges each slot a person may work on each day of the range on its
// own, beside the work the planner keeps: a hard violation blocks it for them (with the
// rule kept for the explanation), and its premiums become the cost of working it.
func (p *fillPlan) constrainLabour(lab *labourPlan, lp *labourPerson, holidays map[int64]map[domain.Date]string) {
	pe := &p.Problem.People[lp.Person]
	hasPremiums := len(lp.Rules.Premiums) > 0
	var near []labour.Work
	var nearWeek domain.Date
	for d := range p.Problem.Days {
		week := weekOf(lab.Weeks, p.Start.AddDays(d))
		if near == nil || week != nearWeek {
			near, nearWeek = nearWork(lp, week), week
		}
		for k := range p.ShiftTypes {
			if !p.mayWorkSlot(lp.Person, d, k) {
				continue
			}
			w := p.candidate(d, k, lab.zone)
			res := labour.Evaluate(labour.Input{Rules: lp.Rules, Person: lp.Who, Work: append(slices.Clip(near), w),
				Zone: lab.zone, Anchor: lp.Anchor, Week: week, Holidays: holidays, School: lab.school})
			if v, ok := hardOn(res.Violations, w.ShiftID); ok {
				pe.Blocked = append(pe.Blocked, autoschedule.DayShift{Day: d, Shift: k})
				lab.Kept = append(lab.Kept, labourKept{Person: lp.Person, Day: d, Shift: k, Why: lab.reason(ruleName(v))})
				continue
			}
			if !hasPremiums {
				continue
			}
			if n := premiumHours(lp, res.Premiums, w.ShiftID, lab.hour); n > 0 {
				p.Problem.Requests = append(p.Problem.Requests, autoschedule.Request{Person: lp.Person, Day: d, Shift: k,
					Weight: n, Premium: true})
			}
		}
	}
}

// nearWork is the kept work a candidate of the week is judged beside: what the rules'
// window around the week holds (Rules.Window), never empty so that it is read once.
func nearWork(lp *labourPerson, week domain.Date) []labour.Work {
	from, to := lp.Rules.Window(lp.Anchor, week, week.AddDays(6))
	out := []labour.Work{}
	for _, w := range lp.fixed {
		if !w.Date.Before(from.AddDays(-1)) && !w.Date.After(to) {
			out = append(out, w)
		}
	}
	return out
}

// weekOf is the first day of the editor's week holding d.
func weekOf(weeks []domain.Date, d domain.Date) domain.Date {
	w := weeks[0]
	for _, x := range weeks {
		if !x.After(d) {
			w = x
		}
	}
	return w
}

// hardOn is the first hard violation that names the shift.
func hardOn(vs []labour.Violation, id int64) (labour.Violation, bool) {
	for _, v := range vs {
		if v.Severity == domain.Hard && slices.Contains(v.ShiftIDs, id) {
			return v, true
		}
	}
	return labour.Violation{}, false
}

// premiumHours weighs the premiums a candidate earns in hours of pay at the planned
// people's median rate (money, in a unit that does not depend on the currency),
// rounded up, so that any premium costs at least 1: on the scale of a preference (1 to
// 3) and below a missing person (100), so a premium decides between otherwise equal
// rosters, the one cheaper in money winning, and never leaves a requirement short
// unless it costs more than 100 hours' pay. A percentage of a rate not kept is priced at
// that hour.
func premiumHours(lp *labourPerson, pays []labour.Pay, id int64, hour int64) int {
	cents := int64(0)
	for _, pay := range pays {
		if pay.ShiftID != id {
			continue
		}
		cents += pay.Cents // priced, or the fixed sum an hour of an unpriced one
		if pay.Priced {
			continue
		}
		for _, pr := range lp.Rules.Premiums {
			if pr.Kind == pay.Kind && pr.Name == pay.Name {
				cents += int64(pay.Minutes) * int64(pr.Percent) * hour / 6000
				break
			}
		}
	}
	return int((cents + hour - 1) / hour)
}

// medianRate is the median of the people's own rates that are kept, else
// premiumFallbackRate.
func medianRate(lp []labourPerson) int64 {
	var rates []int64
	for _, p := range lp {
		if r := p.Who.RateCents; r != nil && *r > 0 {
			rates = append(rates, *r)
		}
	}
	if len(rates) == 0 {
		return premiumFallbackRate
	}
	slices.Sort(rates)
	return rates[(len(rates)-1)/2]
}

// labourFollows forbids, per person, the pairs of slots on days in a row that a hard
// daily rest or clopening forbids on any day of the range (real time: across a
// daylight-saving change a pair may be forbidden for the whole range). A pair is judged
// once per rule set, and only when someone of it may work both slots.
func (p *fillPlan) labourFollows(lab *labourPlan) {
	type key struct {
		rs   *domain.RuleSet
		a, b int
	}
	judged := map[key]*labourKept{}
	for _, lp := range lab.People {
		rules := pairRules(lp.Rules)
		if rules == nil {
			continue
		}
		var slots []int
		for k := range p.ShiftTypes {
			if p.qualifiedFor(lp.Person, k) {
				slots = append(slots, k)
			}
		}
		pe := &p.Problem.People[lp.Person]
		for _, a := range slots {
			for _, b := range slots {
				kp, seen := judged[key{lp.rs, a, b}]
				if !seen {
					kp = p.pairForbidden(lab, rules, a, b)
					judged[key{lp.rs, a, b}] = kp
				}
				if kp != nil {
					pe.CannotFollow = append(pe.CannotFollow, autoschedule.Follow{First: a, Next: b})
					k := *kp
					k.Person = lp.Person
					lab.Kept = append(lab.Kept, k)
				}
			}
		}
	}
}

// pairRules are the hard rules of two pieces of work in a row, nil when none is on.
func pairRules(r labour.Rules) *labour.Rules {
	var out labour.Rules
	if r.DailyRest != nil && r.DailyRest.Severity == domain.RuleBlock {
		out.DailyRest = r.DailyRest
	}
	if r.Clopening != nil && r.Clopening.Severity == domain.RuleBlock {
		out.Clopening = r.Clopening
	}
	if out.DailyRest == nil && out.Clopening == nil {
		return nil
	}
	return &out
}

// pairForbidden is the rule that slot b on the day after slot a breaks on some day of
// the range, nil when none does.
func (p *fillPlan) pairForbidden(lab *labourPlan, rules *labour.Rules, a, b int) *labourKept {
	for d := 0; d+1 < p.Problem.Days; d++ {
		wa, wb := p.candidate(d, a, lab.zone), p.candidate(d+1, b, lab.zone)
		res := labour.Evaluate(labour.Input{Rules: *rules, Work: []labour.Work{wa, wb}, Zone: lab.zone,
			Week: weekOf(lab.Weeks, wa.Date)})
		if v, ok := hardOn(res.Violations, wb.ShiftID); ok && slices.Contains(v.ShiftIDs, wa.ShiftID) {
			prev := a
			return &labourKept{Day: -1, Shift: b, Prev: &prev, Why: lab.reason(ruleName(v))}
		}
	}
	return nil
}

// labourHolidays reads the public holidays of the range at the slots' locations (0:
// the workplace's own), only when someone's holiday premium is on.
func labourHolidays(ctx context.Context, q store.Q, p *fillPlan, lab *labourPlan) (map[int64]map[domain.Date]string, error) {
	need := false
	for _, lp := range lab.People {
		for _, pr := range lp.Rules.Premiums {
			need = need || pr.Kind == labour.Holiday
		}
	}
	if !need {
		return nil, nil
	}
	ids := []int64{0}
	for _, r := range p.ShiftTypes {
		if id := idOr0(r.LocationID); !slices.Contains(ids, id) {
			ids = append(ids, id)
		}
	}
	from, to := p.Start, p.Start.AddDays(p.Problem.Days)
	sources, err := q.HolidaySources(ctx, ids, from, to)
	if err != nil {
		return nil, err
	}
	out := make(map[int64]map[domain.Date]string, len(ids))
	for _, id := range ids {
		days := map[domain.Date]string{}
		if src := sources[id]; src != nil {
			for _, h := range leave.Holidays(src.Calendar, src.Changes, from, to) {
				days[h.Date] = h.Name
			}
		}
		out[id] = days
	}
	return out, nil
}

// labourSchool reads the school days of the range's weeks at the slots' locations and
// those of the minors' kept work (0: without a location), only when a minor with a birth
// date has a rule limiting school days: one statement. They are kept with the plan as
// dates, so that the proposal is held to them without reading them again.
func labourSchool(ctx context.Context, q store.Q, p *fillPlan, lab *labourPlan) error {
	ids := []int64{0}
	need := false
	for _, lp := range lab.People {
		if lp.Who.BirthDate == nil || !lp.Rules.NeedsSchoolDays() {
			continue
		}
		need = true
		for _, w := range lp.Context {
			if id := idOr0(w.Structure.LocationID); !slices.Contains(ids, id) {
				ids = append(ids, id)
			}
		}
	}
	if !need {
		return nil
	}
	for _, r := range p.ShiftTypes {
		if id := idOr0(r.LocationID); !slices.Contains(ids, id) {
			ids = append(ids, id)
		}
	}
	from, to := lab.Weeks[0], lab.Weeks[len(lab.Weeks)-1].AddDays(6)
	school, err := labour.SchoolDaysFrom(ctx, q, ids, from, to)
	if err != nil {
		return err
	}
	lab.school, lab.SchoolDays = school, map[int64][]string{}
	for id, days := range school {
		list := []string{}
		for d := from; !d.After(to); d = d.AddDays(1) {
			if days[d] {
				list = append(list, d.String())
			}
		}
		lab.SchoolDays[id] = list
	}
	return nil
}

// restoreSchool turns a stored plan's school days back into the rules' shape.
func (lab *labourPlan) restoreSchool() error {
	if lab.SchoolDays == nil {
		return nil
	}
	lab.school = labour.SchoolDays{}
	for id, list := range lab.SchoolDays {
		days := map[domain.Date]bool{}
		for _, s := range list {
			d, err := domain.ParseDate(s)
			if err != nil {
				return err
			}
			days[d] = true
		}
		lab.school[id] = days
	}
	return nil
}
