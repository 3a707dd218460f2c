package labour

import (
	"fmt"
	"time"

	"github.com/shiftsched/shiftsched/internal/domain"
)

// Worked time as the time clock and timesheets judge it: the same rules as a publish,
// applied to what was clocked. A timesheet cannot be refused, so every broken rule,
// hard or a warning, is a finding to flag; a clock-in can, so a hard rule for minors
// refuses one.

// FindingKind names what a piece of worked time did against a rule.
type FindingKind string

// Finding kinds.
const (
	BreakMissed   FindingKind = "MISSED_BREAK"   // no break clocked at all
	BreakShort    FindingKind = "SHORT_BREAK"    // less than needed, or in parts too short
	BreakLate     FindingKind = "LATE_BREAK"     // the first break started after its latest start
	BreakDeducted FindingKind = "BREAK_DEDUCTED" // not clocked, and deducted as the rule allows
	MinorEarly    FindingKind = "MINOR_EARLY_START"
	MinorLate     FindingKind = "MINOR_LATE_END"
)

// Finding is one rule a piece of worked time broke (or a break deducted), in the rule's
// words, with the law it cites.
type Finding struct {
	Kind     FindingKind
	Severity domain.Severity
	Message  string
	Source   string
	// DeductMinutes is the unpaid break deducted (BreakDeducted only).
	DeductMinutes int
	Rule          Break // the break rule, for break findings
}

// Judged is what the rules make of one piece of worked time: what it broke, the break
// deducted from it, and the premiums it earns (missed-break pay among them).
type Judged struct {
	Findings      []Finding
	DeductMinutes int
	Premiums      []Pay
}

// JudgeWorked judges each piece of a person's worked time (in.Work, each Worked, with
// an id of its own in ShiftID: the time record's): its break, the times of a minor, and
// the premiums it earns wherever it falls (in.Week is not used). Pure.
func JudgeWorked(in Input) map[int64]Judged {
	if in.Zone == nil {
		in.Zone = time.UTC
	}
	work := append([]Work(nil), in.Work...)
	sortWork(work)
	e := evaluation{in: in, work: work, anyWeek: true}
	out := make(map[int64]Judged, len(work))
	for i := range e.work {
		w := &e.work[i]
		var j Judged
		if f, ok := e.judgeBreak(*w); ok {
			j.Findings = append(j.Findings, f)
			j.DeductMinutes = f.DeductMinutes
			w.UntimedBreakMinutes += f.DeductMinutes // premiums count the deducted break out
			if f.Kind != BreakDeducted {
				j.Premiums = append(j.Premiums, e.missedBreakPay(*w)...)
			}
		}
		j.Findings = append(j.Findings, e.minorTimesWorked(*w)...)
		out[w.ShiftID] = j
	}
	e.premiums(e.clopenings())
	for _, p := range e.out.Premiums {
		j := out[p.ShiftID]
		j.Premiums = append(j.Premiums, p)
		out[p.ShiftID] = j
	}
	return out
}

// missedBreakPay is what each missed-break premium pays for one missed break: its hours
// at the person's rate for the work (unpriced without a rate).
func (e *evaluation) missedBreakPay(w Work) []Pay {
	var out []Pay
	for _, p := range e.in.Rules.Premiums {
		if p.Kind != MissedBreak {
			continue
		}
		pay := Pay{Kind: p.Kind, Name: p.Name, UserID: e.in.Person.UserID, ShiftID: w.ShiftID, Minutes: p.Hours * 60}
		if rate := e.in.Person.rateFor(w); rate != nil {
			pay.Cents, pay.Priced = int64(p.Hours)**rate, true
		}
		out = append(out, pay)
	}
	return out
}

// minorTimesWorked flags worked time of a minor begun before the earliest start or
// going past the latest end of its day, whatever the rule's severity: the time was
// worked, and the clock-in refusal (ClockIn) is where BLOCK acts.
func (e *evaluation) minorTimesWorked(w Work) []Finding {
	birth := e.in.Person.BirthDate
	var out []Finding
	for _, m := range e.in.Rules.Minors {
		if birth == nil || !m.on() || !underAge(*birth, m.UnderAge, w.Date) {
			continue
		}
		f := Finding{Severity: m.severity(), Source: m.Source}
		if m.EarliestStart != nil && w.At.Before(wall(w.Date, m.EarliestStart.Minutes(), e.in.Zone)) {
			f.Kind = MinorEarly
			f.Message = fmt.Sprintf("%s, under %d, clocked in at %s, before %s, the earliest a minor may start.",
				e.in.Person.Name, m.UnderAge, w.At.In(e.in.Zone).Format("15:04"), domain.TimeOfDay(*m.EarliestStart))
			out = append(out, f)
		}
		if m.LatestEnd != nil && w.Until.After(wall(w.Date, m.LatestEnd.Minutes(), e.in.Zone)) {
			f.Kind = MinorLate
			f.Message = fmt.Sprintf("%s, under %d, worked until %s, past %s, the latest a minor may work.",
				e.in.Person.Name, m.UnderAge, w.Until.In(e.in.Zone).Format("15:04"), domain.TimeOfDay(*m.LatestEnd))
			out = append(out, f)
		}
	}
	return out
}

// ClockIn is what the rules for minors say of someone born on birth clocking in at now:
// a finding when it is before the earliest start or at or after the latest end of the
// day, and whether a hard rule refuses it (the sentence is then for the person).
func (r Rules) ClockIn(birth *domain.Date, now time.Time, zone *time.Location) (Finding, bool, bool) {
	if birth == nil {
		return Finding{}, false, false
	}
	today := domain.DateOf(now.In(zone))
	for _, m := range r.Minors {
		if !m.on() || !underAge(*birth, m.UnderAge, today) {
			continue
		}
		f := Finding{Severity: m.severity(), Source: m.Source}
		switch {
		case m.EarliestStart != nil && now.Before(wall(today, m.EarliestStart.Minutes(), zone)):
			f.Kind = MinorEarly
			f.Message = fmt.Sprintf("Under %d, you may clock in from %s.", m.UnderAge, domain.TimeOfDay(*m.EarliestStart))
		case m.LatestEnd != nil && !now.Before(wall(today, m.LatestEnd.Minutes(), zone)):
			f.Kind = MinorLate
			f.Message = fmt.Sprintf("Under %d, you may work until %s: it is too late to clock in today.", m.UnderAge, domain.TimeOfDay(*m.LatestEnd))
		default:
			continue
		}
		return f, true, m.Severity == domain.RuleBlock
	}
	return Finding{}, false, false
}
