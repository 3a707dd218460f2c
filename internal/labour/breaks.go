package labour

import (
	"time"

	"github.com/shiftsched/shiftsched/internal/domain"
)

// RequiredBreak returns the break rule that work of the minutes needs (the one with the
// longest AfterMinutes it passes), and whether any does: what the editor shows on a
// shift and what the time clock checks.
func (r Rules) RequiredBreak(minutes int) (Break, bool) {
	var best Break
	found := false
	for _, b := range r.Breaks {
		if b.on() && minutes > b.AfterMinutes && (!found || b.AfterMinutes > best.AfterMinutes) {
			best, found = b, true
		}
	}
	return best, found
}

// breaks checks the breaks of checked worked time against the break it needed: enough
// minutes in parts long enough, the first of them started in time. A scheduled shift
// plans no break, so it breaks no break rule.
func (e *evaluation) breaks() {
	for _, w := range e.work {
		if !w.Worked || !e.checked(w) {
			continue
		}
		b, ok := e.in.Rules.RequiredBreak(w.minutes())
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
