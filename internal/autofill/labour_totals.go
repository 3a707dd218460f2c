package autofill

import (
	"time"

	"github.com/shiftsched/shiftsched/internal/autoschedule"
	"github.com/shiftsched/shiftsched/internal/domain"
	"github.com/shiftsched/shiftsched/internal/labour"
)

// labourTotals tells the solver the hard labour limits on a person's minutes that it
// can hold exactly as its one total over the range: a minor's week (and their school
// week, when it has school wherever they may work) when the range is that week and they
// are a minor all of it, and the average week when the range lies in
// one reference period; each less the minutes of kept work already in it. Rules over
// several of the solver's totals (a minor's weeks in a longer range, periods the range
// crosses, weekly rest) are held by keepLabour on the proposal instead.
func (p *fillPlan) labourTotals(lab *labourPlan, lp *labourPerson) {
	from, to := p.Start, p.Start.AddDays(p.Problem.Days-1)
	pe := &p.Problem.People[lp.Person]
	if week := lab.Weeks[0]; len(lab.Weeks) == 1 && !from.Before(week) && lp.Who.BirthDate != nil {
		for _, m := range lp.Rules.Minors {
			if m.Severity != domain.RuleBlock || !minorAll(*lp.Who.BirthDate, m.UnderAge, week) {
				continue
			}
			used := minutesIn(lp.Context, lab.zone, week, week.AddDays(7), true)
			if m.MaxWeeklyMinutes > 0 {
				pe.MaxMinutes = tighter(pe.MaxMinutes, m.MaxWeeklyMinutes-used)
			}
			if m.SchoolWeekMaxMinutes > 0 && lab.schoolEverywhere(week) {
				pe.MaxMinutes = tighter(pe.MaxMinutes, m.SchoolWeekMaxMinutes-used)
			}
		}
	}
	if a := lp.Rules.AverageWeek; a != nil && a.Severity == domain.RuleBlock {
		n := a.Weeks * 7
		if first := periodStart(lp.Anchor, from, n); first == periodStart(lp.Anchor, to, n) {
			used := minutesIn(lp.Context, lab.zone, first, first.AddDays(n), false)
			pe.MaxMinutes = tighter(pe.MaxMinutes, a.MaxMinutes*a.Weeks-used)
		}
	}
}

// schoolEverywhere reports whether the week has a school day at every location the
// plan read the school calendar of (each slot's, and without a location): then it is a
// school week whatever the person works, and its most is one total of the solver.
func (lab *labourPlan) schoolEverywhere(week domain.Date) bool {
	if len(lab.school) == 0 {
		return false
	}
	for _, days := range lab.school {
		found := false
		for i := range 7 {
			found = found || days[week.AddDays(i)]
		}
		if !found {
			return false
		}
	}
	return true
}

// minorAll reports whether someone born on birth is under age on every day of the week.
func minorAll(birth domain.Date, age int, week domain.Date) bool {
	return week.AddDays(6).Before(domain.DateOf(birth.Time().AddDate(age, 0, 0)))
}

// periodStart is the first day of the period of n days from the anchor holding d.
func periodStart(anchor, d domain.Date, n int) domain.Date {
	off := anchor.DaysUntil(d)
	k := off / n
	if off < 0 && off%n != 0 {
		k--
	}
	return anchor.AddDays(k * n)
}

// minutesIn is the real minutes of work inside from..to (midnight to midnight in the
// zone), or, byDate, of work dated in it (a minor's week counts its work whole).
func minutesIn(ws []labour.Work, zone *time.Location, from, to domain.Date, byDate bool) int {
	a := time.Date(from.Year, from.Month, from.Day, 0, 0, 0, 0, zone)
	b := time.Date(to.Year, to.Month, to.Day, 0, 0, 0, 0, zone)
	n := 0
	for _, w := range ws {
		switch {
		case byDate:
			if !w.Date.Before(from) && w.Date.Before(to) {
				n += int(w.Until.Sub(w.At) / time.Minute)
			}
		case w.Until.After(a) && w.At.Before(b):
			start, end := w.At, w.Until
			if start.Before(a) {
				start = a
			}
			if end.After(b) {
				end = b
			}
			n += int(end.Sub(start) / time.Minute)
		}
	}
	return n
}

// tighter is a hard limit of at most v minutes, or l when it is already at most v: a
// rule set's warning under the labour limit keeps its cost, and keepLabour then holds
// the limit.
func tighter(l *autoschedule.Limit, v int) *autoschedule.Limit {
	v = max(v, 0)
	if l != nil && l.Value <= v {
		return l
	}
	return &autoschedule.Limit{Value: v, Hard: true, Weight: fillWarnWeight}
}
