package labour

import (
	"fmt"
	"time"

	"github.com/shiftsched/shiftsched/internal/domain"
)

// Window widens the days from..to (a week's) to every day whose work the rules look at
// for work dated from..to: the weekly-rest and reference periods that hold them (from
// the anchor), and two days either side for rest, clopenings and work past midnight.
func (r Rules) Window(anchor, from, to domain.Date) (domain.Date, domain.Date) {
	from, to = from.AddDays(-2), to.AddDays(2)
	var spans []int
	if w := r.WeeklyRest; w != nil && w.on() {
		spans = append(spans, w.Days)
	}
	if a := r.AverageWeek; a != nil && a.on() {
		spans = append(spans, a.Weeks*7)
	}
	for _, n := range spans {
		if p := periodOf(anchor, from, n); p.Before(from) {
			from = p
		}
		if p := periodOf(anchor, to, n).AddDays(n); p.After(to) {
			to = p
		}
	}
	return from, to
}

// CountsTime reports whether a rule that counts time between or over pieces of work is
// on (rest, averages, clopenings): only then does worked time matter to a check.
func (r Rules) CountsTime() bool {
	for _, b := range []*Base{baseOf(r.DailyRest), baseOf(r.WeeklyRest), baseOf(r.AverageWeek), baseOf(r.Clopening)} {
		if b != nil && b.on() {
			return true
		}
	}
	return false
}

// NeedsBirthDates reports whether a rule for minors is checked: only then does the
// conflict engine read the people's birth dates.
func (r Rules) NeedsBirthDates() bool { return r.hasMinors() }

// Late reports whether publishing the week starting on week at the instant now misses the
// posting deadline, and the deadline: the start of the day the rule's days before the week.
func (r Rules) Late(week domain.Date, now time.Time, zone *time.Location) (bool, time.Time) {
	p := r.PostingDeadline
	if p == nil || !p.on() {
		return false, time.Time{}
	}
	deadline := wall(week.AddDays(-p.Days), 0, zone)
	return now.After(deadline), deadline
}

// LateConflict is the warning a late publish gets: the week, the deadline and the rule.
func (r Rules) LateConflict(week domain.Date, deadline time.Time) domain.ShiftConflict {
	return domain.ShiftConflict{Code: CodeLatePublishing, Severity: domain.Warning,
		Message: latePosting(week, r.PostingDeadline.Days, domain.DateOf(deadline))}
}

func latePosting(week domain.Date, days int, deadline domain.Date) string {
	return fmt.Sprintf("The week of %s is published after its posting deadline of %s (%s before it starts).",
		week.ShortLabel(), deadline.ShortLabel(), dayCount(days))
}

// baseOf is the Base of a rule that may be nil.
func baseOf[T interface{ base() *Base }](r T) *Base { return r.base() }

func (r *Rest) base() *Base {
	if r == nil {
		return nil
	}
	return &r.Base
}

func (r *WeeklyRest) base() *Base {
	if r == nil {
		return nil
	}
	return &r.Base
}

func (r *Average) base() *Base {
	if r == nil {
		return nil
	}
	return &r.Base
}

func (r *Clopening) base() *Base {
	if r == nil {
		return nil
	}
	return &r.Base
}

// NearWindow is the days around the week starting on week whose work the rules look at
// piece by piece: three days either side of it for rest and clopenings (a rest is at
// most 48 h, and work lasts under a day), and each period of weekly rest the week's
// work touches, from the day before it (work past midnight reaches in). Work further
// out (a reference period's months) only the average counts: Far sums it.
func (r Rules) NearWindow(anchor, week domain.Date) (domain.Date, domain.Date) {
	from, to := week.AddDays(-3), week.AddDays(9)
	if w := r.WeeklyRest; w != nil && w.on() {
		for _, d := range []domain.Date{week, week.AddDays(7)} {
			p := periodOf(anchor, d, w.Days)
			from, to = minDate(from, p.AddDays(-1)), maxDate(to, p.AddDays(w.Days))
		}
	}
	return from, to
}

// Far splits a person's work into the pieces dated from..to (NearWindow's days), kept
// whole, and the minutes of the others by the first day of the average week's
// reference period (from the anchor) they fall in, work across a period's edge counting
// on each side: Input.Counted. Without an average, the far work counts for nothing.
func (r Rules) Far(work []Work, anchor, from, to domain.Date, zone *time.Location) ([]Work, map[domain.Date]int) {
	near := make([]Work, 0, len(work))
	var counted map[domain.Date]int
	a := r.AverageWeek
	for _, w := range work {
		if !w.Date.Before(from) && !w.Date.After(to) {
			near = append(near, w)
			continue
		}
		if a == nil || !a.on() {
			continue
		}
		if counted == nil {
			counted = map[domain.Date]int{}
		}
		n := a.Weeks * 7
		// From the period of the day before: a zone whose midnight a clock change
		// skips may start a day's first instant later than midnight.
		for p := periodOf(anchor, domain.DateOf(w.At.In(zone)).AddDays(-1), n); ; p = p.AddDays(n) {
			start := wall(p, 0, zone)
			if !start.Before(w.Until) {
				break
			}
			if m := overlap(w.At, w.Until, start, wall(p.AddDays(n), 0, zone)); m > 0 {
				counted[p] += m
			}
		}
	}
	return near, counted
}
