package labour

import (
	"fmt"
	"time"

	"github.com/shiftsched/shiftsched/internal/domain"
)

// Window widens the days from..to (a week's) to every day whose work the rules look at
// for work dated from..to: the weekly-rest and reference periods that hold them (from
// the anchor) and the day before such a period (its work past midnight counts inside
// it), and two days either side for rest, clopenings and work past midnight.
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
		if p := periodOf(anchor, from, n).AddDays(-1); p.Before(from) {
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
			from, to = domain.EarlierDate(from, p.AddDays(-1)), domain.LaterDate(to, p.AddDays(w.Days))
		}
	}
	return from, to
}

// Far splits a person's work into the pieces dated from..to (NearWindow's days), kept
// whole, and the minutes of the others by the first day of the average week's
// reference period (from the anchor) they fall in, work across a period's edge counting
// on each side: Input.Counted. Without an average, the far work counts for nothing.
func (r Rules) Far(work []Work, anchor, from, to domain.Date, zone *time.Location) ([]Work, map[domain.Date]int) {
	var lo, hi domain.Date
	far := 0
	for _, w := range work {
		switch {
		case dayIn(w.Date, from, to):
		case far == 0:
			lo, hi, far = w.Date, w.Date, 1
		default:
			lo, hi, far = minDay(lo, w.Date), maxDay(hi, w.Date), far+1
		}
	}
	near := make([]Work, 0, len(work)-far) // a piece of work is large: no room to spare
	for _, w := range work {
		if dayIn(w.Date, from, to) {
			near = append(near, w)
		}
	}
	a := r.AverageWeek
	if far == 0 || a == nil || !a.on() {
		return near, nil
	}
	n := a.Weeks * 7
	ps := newPeriods(anchor, n, lo.AddDays(-2), hi.AddDays(2), zone)
	counted := map[domain.Date]int{}
	for _, w := range work {
		if !dayIn(w.Date, from, to) && !ps.add(w, counted) {
			countFar(w, anchor, n, zone, counted)
		}
	}
	return near, counted
}

// periods are the reference periods of some days, as the instants they start at: built
// once for a person's far work, so that each piece finds its periods by comparing
// instants rather than by a Date's arithmetic (time.Date each time).
type periods struct {
	days []domain.Date
	at   []time.Time // at[i] starts days[i]; the last only ends the one before it
}

func newPeriods(anchor domain.Date, n int, lo, hi domain.Date, zone *time.Location) periods {
	var ps periods
	for p := periodOf(anchor, lo, n); ; p = p.AddDays(n) {
		ps.days, ps.at = append(ps.days, p), append(ps.at, wall(p, 0, zone))
		if p.After(hi) {
			return ps
		}
	}
}

// add counts the minutes of w in each period it overlaps; false, counting nothing, when
// w reaches outside the periods.
func (ps periods) add(w Work, counted map[domain.Date]int) bool {
	last := len(ps.at) - 1
	if w.At.Before(ps.at[0]) || w.Until.After(ps.at[last]) {
		return false
	}
	for i := 0; i < last && ps.at[i].Before(w.Until); i++ {
		if m := overlap(w.At, w.Until, ps.at[i], ps.at[i+1]); m > 0 {
			counted[ps.days[i]] += m
		}
	}
	return true
}

// countFar counts the minutes of w in each period of n days from the anchor it overlaps.
func countFar(w Work, anchor domain.Date, n int, zone *time.Location, counted map[domain.Date]int) {
	// From the period of the day before: a zone whose midnight a clock change skips
	// may start a day's first instant later than midnight.
	for p := periodOf(anchor, domain.DateOf(w.At.In(zone)).AddDays(-1), n); ; p = p.AddDays(n) {
		start := wall(p, 0, zone)
		if !start.Before(w.Until) {
			return
		}
		if m := overlap(w.At, w.Until, start, wall(p.AddDays(n), 0, zone)); m > 0 {
			counted[p] += m
		}
	}
}

// dayIn reports whether d is one of the days from..to, comparing the fields of the
// dates (all normalised, as read or made by DateOf), not their times.
func dayIn(d, from, to domain.Date) bool { return !dayBefore(d, from) && !dayBefore(to, d) }

func dayBefore(a, b domain.Date) bool {
	if a.Year != b.Year {
		return a.Year < b.Year
	}
	if a.Month != b.Month {
		return a.Month < b.Month
	}
	return a.Day < b.Day
}

func minDay(a, b domain.Date) domain.Date {
	if dayBefore(b, a) {
		return b
	}
	return a
}

func maxDay(a, b domain.Date) domain.Date {
	if dayBefore(a, b) {
		return b
	}
	return a
}
