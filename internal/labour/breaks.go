package labour

import (
	"fmt"
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
		if f, ok := e.judgeBreak(w); ok && f.Kind != BreakDeducted {
			e.out.Violations = append(e.out.Violations, Violation{Code: CodeBreak, Severity: f.Severity,
				ShiftIDs: []int64{w.ShiftID}, Message: f.Message, Source: f.Source})
		}
	}
}

// judgeBreak is how a piece of worked time kept the break it needed: nothing when it
// did (or needed none); else missed (no break at all), short, or started too late, or
// deducted where the rule deducts an unclocked unpaid break. Breaks whose times are not
// known (a manager's correction keeps a total) count as one part, with no start.
func (e *evaluation) judgeBreak(w Work) (Finding, bool) {
	b, ok := e.in.Rules.RequiredBreak(w.minutes(), e.in.Rules.MinorBreaks(e.in.Person.BirthDate, w.Date)...)
	if !ok {
		return Finding{}, false
	}
	name := e.in.Person.Name
	f := Finding{Severity: b.severity(), Source: b.Source, Rule: b}
	if len(w.Breaks) == 0 && w.UntimedBreakMinutes == 0 && b.AutoDeduct && !b.Paid {
		f.Kind, f.DeductMinutes = BreakDeducted, b.Minutes
		f.Message = fmt.Sprintf("%s clocked no break in %s (%s): the unpaid break of %s is deducted, as the rule allows.",
			name, domain.Hours(w.minutes()), w.Label, domain.Hours(b.Minutes))
		return f, true
	}
	taken, first := w.UntimedBreakMinutes, time.Time{}
	if taken < max(b.MinPartMinutes, 1) {
		taken = 0
	}
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
	switch {
	case taken < b.Minutes:
		f.Kind = BreakShort
		if len(w.Breaks) == 0 && w.UntimedBreakMinutes == 0 {
			f.Kind = BreakMissed
		}
		f.Message = fmt.Sprintf("%s worked %s (%s) with %s of breaks, under the %s needed after %s.",
			name, domain.Hours(w.minutes()), w.Label, domain.Hours(taken), domain.Hours(b.Minutes), domain.Hours(b.AfterMinutes))
	case b.LatestStartMinutes > 0 && !first.IsZero() && first.After(w.At.Add(time.Duration(b.LatestStartMinutes)*time.Minute)):
		f.Kind = BreakLate
		f.Message = fmt.Sprintf("%s started the first break of %s more than %s into the work.",
			name, w.Label, domain.Hours(b.LatestStartMinutes))
	default:
		return Finding{}, false
	}
	return f, true
}
