package labour

import (
	"time"

	"github.com/shiftsched/shiftsched/internal/domain"
)

// dailyRest reports two consecutive pieces of work with less real time between them
// than the daily rest, when either is checked.
func (e *evaluation) dailyRest() {
	r := e.in.Rules.DailyRest
	if r == nil || !r.on() {
		return
	}
	for i := 1; i < len(e.work); i++ {
		prev, next := e.work[i-1], e.work[i]
		if !e.checked(prev) && !e.checked(next) {
			continue
		}
		gap := int(next.At.Sub(prev.Until) / time.Minute)
		if gap < 0 || gap >= r.Minutes {
			continue // an overlap is a double booking, reported as one
		}
		e.violate(CodeDailyRest, r.Base, []int64{prev.ShiftID, next.ShiftID},
			"%s would rest only %s between %s and %s, under the daily rest of %s.",
			e.in.Person.Name, domain.Hours(gap), prev.Label, next.Label, domain.Hours(r.Minutes))
	}
}

// clopenings reports work that opens on a later day less than the rule's rest after
// work that closed (ended at or after the closing time, or past midnight), and returns
// the opening pieces' shift ids for the clopening premium.
func (e *evaluation) clopenings() map[int64]bool {
	c := e.in.Rules.Clopening
	if c == nil || !c.on() {
		return nil
	}
	opens := map[int64]bool{}
	for i := 1; i < len(e.work); i++ {
		prev, next := e.work[i-1], e.work[i]
		gap := int(next.At.Sub(prev.Until) / time.Minute)
		if !next.Date.After(prev.Date) || gap < 0 || gap >= c.MinRestMinutes || !closes(prev, c.ClosingAfter, e.in.Zone) {
			continue
		}
		opens[next.ShiftID] = true
		if e.checked(prev) || e.checked(next) {
			e.violate(CodeClopening, c.Base, []int64{prev.ShiftID, next.ShiftID},
				"%s would open %s only %s after closing %s, a clopening (less than %s between).",
				e.in.Person.Name, next.Label, domain.Hours(gap), prev.Label, domain.Hours(c.MinRestMinutes))
		}
	}
	return opens
}

// closes reports whether work ends at or after the closing time on its day, or on a
// later day.
func closes(w Work, after *Clock, zone *time.Location) bool {
	if after == nil {
		return true
	}
	return !w.Until.Before(wall(w.Date, after.Minutes(), zone))
}

// periodsOfChecked returns the first days of the periods of n days (from the anchor)
// that checked work touches (work past midnight may reach into the next), in order.
func (e *evaluation) periodsOfChecked(n int) []domain.Date {
	var out []domain.Date
	seen := map[domain.Date]bool{}
	for _, w := range e.work {
		if !e.checked(w) {
			continue
		}
		for _, d := range []domain.Date{w.Date, domain.DateOf(w.Until.Add(-time.Minute).In(e.in.Zone))} {
			if p := periodOf(e.in.Anchor, d, n); !seen[p] {
				seen[p] = true
				out = append(out, p)
			}
		}
	}
	return out
}

// weeklyRest reports each period (7 or 14 days from the anchor, midnight to midnight in
// the zone) holding checked work whose longest uninterrupted rest inside it is shorter
// than the rule's.
func (e *evaluation) weeklyRest() {
	r := e.in.Rules.WeeklyRest
	if r == nil || !r.on() {
		return
	}
	for _, p := range e.periodsOfChecked(r.Days) {
		from, to := wall(p, 0, e.in.Zone), wall(p.AddDays(r.Days), 0, e.in.Zone)
		longest, cursor := 0, from
		var ids []int64
		for _, w := range e.work {
			if !w.Until.After(from) || !w.At.Before(to) {
				continue
			}
			if e.checked(w) && overlap(w.At, w.Until, from, to) > 0 {
				ids = append(ids, w.ShiftID)
			}
			if gap := int(w.At.Sub(cursor) / time.Minute); gap > longest {
				longest = gap
			}
			if w.Until.After(cursor) {
				cursor = w.Until
			}
		}
		if gap := int(to.Sub(cursor) / time.Minute); gap > longest {
			longest = gap
		}
		if longest < r.Minutes && len(ids) > 0 {
			e.violate(CodeWeeklyRest, r.Base, ids,
				"%s would have no uninterrupted rest of %s in the %s from %s to %s (the longest is %s).",
				e.in.Person.Name, domain.Hours(r.Minutes), dayCount(r.Days), p.ShortLabel(),
				p.AddDays(r.Days-1).ShortLabel(), domain.Hours(longest))
		}
	}
}

// average reports each reference period holding checked work in which the work already
// passes the average weekly maximum times the period's weeks: the average can no longer
// be kept, whatever the rest of the period holds. Work across the period's edge counts
// the minutes on each side in its own period.
func (e *evaluation) average() {
	a := e.in.Rules.AverageWeek
	if a == nil || !a.on() {
		return
	}
	for _, p := range e.periodsOfChecked(a.Weeks * 7) {
		end := p.AddDays(a.Weeks * 7)
		from, to := wall(p, 0, e.in.Zone), wall(end, 0, e.in.Zone)
		total := e.in.Counted[p]
		var ids []int64
		for _, w := range e.work {
			n := overlap(w.At, w.Until, from, to)
			total += n
			if e.checked(w) && n > 0 {
				ids = append(ids, w.ShiftID)
			}
		}
		if limit := a.MaxMinutes * a.Weeks; total > limit && len(ids) > 0 {
			e.violate(CodeAverageWeek, a.Base, ids,
				"%s would work %s in the %d weeks from %s to %s, over the average of %s a week (%s in all).",
				e.in.Person.Name, domain.Hours(total), a.Weeks, p.ShortLabel(), end.AddDays(-1).ShortLabel(),
				domain.Hours(a.MaxMinutes), domain.Hours(limit))
		}
	}
}
