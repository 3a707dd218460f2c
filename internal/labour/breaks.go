package labour

import (
	"time"

	"github.com/shiftsched/shiftsched/internal/domain"
)

// RequiredBreak returns the break rule that work of the minutes needs (the one with the
// longest AfterMinutes it passes), and whether any does: what the editor shows on a
// shift and what the time clock checks. For a minor, pass their age's breaks as well
// (MinorBreaks): the longest break needed wins.
func (r Rules) RequiredBreak(minutes int, extra ...[]Break) (Break, bool) {
	var best Break
	found := false
	for _, list := range append([][]Break{r.Breaks}, extra...) {
		var pick Break
		ok := false
		for _, b := range list {
			if b.on() && minutes > b.AfterMinutes && (!ok || b.AfterMinutes > pick.AfterMinutes) {
				pick, ok = b, true
			}
		}
		if ok && (!found || pick.Minutes > best.Minutes) {
			best, found = pick, true
		}
	}
	return best, found
}

// MinorBreaks returns the breaks of the rules for minors that someone born on birth
// (nil: not kept) is under the age of on the day.
func (r Rules) MinorBreaks(birth *domain.Date, d domain.Date) [][]Break {
	var out [][]Break
	for _, m := range r.Minors {
		if birth != nil && m.on() && len(m.Breaks) > 0 && underAge(*birth, m.UnderAge, d) {
			out = append(out, m.Breaks)
		}
	}
	return out
}

// breaks checks the breaks of checked worked time against the break it needed: enough
// minutes in parts long enough, the first of them started in time. A scheduled shift
// plans no break, so it breaks no break rule.
func (e *evaluation) breaks() {
	for _, w := range e.work {
		if !w.Worked || !e.checked(w) {
			continue
		}
		b, ok := e.in.Rules.RequiredBreak(w.minutes(), e.in.Rules.MinorBreaks(e.in.Person.BirthDate, w.Date)...)
		if !ok {
			continue
		}
		taken := 0
		var first time.Time
		for _, br := range w.Breaks {
			n := int(br.Until.Sub(br.At) / time.Minute)
			if n < max(b.MinPartMinutes, 1) {
				continue
			}
			taken += n
			if first.IsZero() || br.At.Before(first) {
				first = br.At
			}
		}
		if taken < b.Minutes {
			e.violate(CodeBreak, b.Base, []int64{w.ShiftID}, "%s worked %s (%s) with %s of breaks, under the %s needed after %s.",
				e.in.Person.Name, domain.Hours(w.minutes()), w.Label, domain.Hours(taken), domain.Hours(b.Minutes), domain.Hours(b.AfterMinutes))
			continue
		}
		if b.LatestStartMinutes > 0 && first.After(w.At.Add(time.Duration(b.LatestStartMinutes)*time.Minute)) {
			e.violate(CodeBreak, b.Base, []int64{w.ShiftID}, "%s started the first break of %s more than %s into the work.",
				e.in.Person.Name, w.Label, domain.Hours(b.LatestStartMinutes))
		}
	}
}
