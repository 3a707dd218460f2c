package labour

import (
	"fmt"
	"time"

	"github.com/shiftsched/shiftsched/internal/domain"
)

// Violation codes: machine-readable, the same in every language.
const (
	CodeBreak           domain.ConflictCode = "LABOUR_BREAK"
	CodeMinorDay        domain.ConflictCode = "LABOUR_MINOR_DAY_HOURS"
	CodeMinorWeek       domain.ConflictCode = "LABOUR_MINOR_WEEK_HOURS"
	CodeMinorEarly      domain.ConflictCode = "LABOUR_MINOR_EARLY_START"
	CodeMinorLate       domain.ConflictCode = "LABOUR_MINOR_LATE_END"
	CodeMinorSchoolDay  domain.ConflictCode = "LABOUR_MINOR_SCHOOL_DAY_HOURS"
	CodeMinorSchoolWeek domain.ConflictCode = "LABOUR_MINOR_SCHOOL_WEEK_HOURS"
	CodeDailyRest       domain.ConflictCode = "LABOUR_DAILY_REST"
	CodeWeeklyRest      domain.ConflictCode = "LABOUR_WEEKLY_REST"
	CodeAverageWeek     domain.ConflictCode = "LABOUR_AVERAGE_WEEK"
	CodeClopening       domain.ConflictCode = "LABOUR_CLOPENING"
	CodeLatePublishing  domain.ConflictCode = "LABOUR_LATE_POSTING"
)

// Person is who the work is of, as the rules need them.
type Person struct {
	UserID int64
	Name   string
	// BirthDate is nil when not kept: no rule for minors applies then.
	BirthDate *domain.Date
	// RateCents is their hourly rate (nil: not kept), to price premiums; PositionRates
	// their rates in positions where those differ, by position id.
	RateCents     *int64
	PositionRates map[int64]int64
}

// rateFor is the person's hourly rate for the work: their rate in its position, or
// their own.
func (p Person) rateFor(w Work) *int64 {
	if w.Structure.PositionID != nil {
		if r, ok := p.PositionRates[*w.Structure.PositionID]; ok {
			return &r
		}
	}
	return p.RateCents
}

// Input is everything Evaluate looks at for one person.
type Input struct {
	Rules  Rules
	Person Person
	// Work is the person's work around the week, proposed and context, in any order:
	// enough of it for the rules' periods (Window says how much).
	Work []Work
	Zone *time.Location
	// Anchor is the first day of the weekly-rest and reference periods (the rule set's
	// period start); periods follow one another from it, both ways.
	Anchor domain.Date
	// Week is the first day of the week checked: the per-week limits count it, and
	// premiums are earned by the work dated in it.
	Week domain.Date
	// Holidays are the public holidays by location id (0: work without a location) and
	// day, for the holiday premium.
	Holidays map[int64]map[domain.Date]string
	// School are the school days of the week checked by location id (0: work without a
	// location), for the minors' school limits; nil: not read, and those limits are not
	// checked (SchoolDaysFrom reads them).
	School SchoolDays
	// Counted is the minutes of the person's work left out of Work, by the first day of
	// the average week's reference period they fall in: work far from the week, which
	// only the average counts (Far splits it off), so that months of it are summed, not
	// sorted and walked.
	Counted map[domain.Date]int
}

// Violation is one broken labour rule: its code, hard or warning, the work involved and
// a sentence with the rule's words and source.
type Violation struct {
	Code     domain.ConflictCode
	Severity domain.Severity
	ShiftIDs []int64
	Message  string
	// Source is the law the rule cites, when it cites one (kept beside the sentence, so
	// that the sentence translates whatever the citation).
	Source string
}

// Result is what Evaluate finds: the broken rules and the premiums the week's work earns.
type Result struct {
	Violations []Violation
	Premiums   []Pay
}

// Evaluate applies the labour rules to one person's work. Pure: the same input gives
// the same answer, whoever asks (the conflict engine, the dry run, later the
// auto-scheduler and the time clock).
func Evaluate(in Input) Result {
	if in.Zone == nil {
		in.Zone = time.UTC
	}
	work := append([]Work(nil), in.Work...)
	sortWork(work)
	e := evaluation{in: in, work: work}
	e.breaks()
	e.minors()
	e.dailyRest()
	e.weeklyRest()
	e.average()
	clopenings := e.clopenings()
	e.premiums(clopenings)
	return e.out
}

// premiumsOf is what Evaluate finds of the premiums alone: pricing work already checked
// (Check.Premiums) needs the clopenings the clopening premium pays, not the other rules.
func premiumsOf(in Input) []Pay {
	if in.Zone == nil {
		in.Zone = time.UTC
	}
	work := append([]Work(nil), in.Work...)
	sortWork(work)
	e := evaluation{in: in, work: work}
	e.premiums(e.clopenings())
	return e.out.Premiums
}

// evaluation is one run of Evaluate: its input, the work by start, and what it found.
type evaluation struct {
	in   Input
	work []Work
	out  Result
	// anyWeek: every day counts as the week's (worked time judged over a pay period).
	anyWeek bool
	// weekEnd is the day after the week, once inWeek needed it: a Date's arithmetic
	// goes through time.Date, too dear to repeat for every piece of work.
	weekEnd domain.Date
}

func (e *evaluation) violate(code domain.ConflictCode, b Base, ids []int64, format string, args ...any) {
	e.out.Violations = append(e.out.Violations, Violation{Code: code, Severity: b.severity(), ShiftIDs: ids,
		Message: fmt.Sprintf(format, args...), Source: b.Source})
}

// inWeek reports whether the day is in the week checked.
func (e *evaluation) inWeek(d domain.Date) bool {
	if e.anyWeek {
		return true
	}
	if e.weekEnd == (domain.Date{}) {
		e.weekEnd = e.in.Week.AddDays(7)
	}
	return !d.Before(e.in.Week) && d.Before(e.weekEnd)
}

// checked reports whether a piece of work is one whose breaches are reported: proposed
// and in the week.
func (e *evaluation) checked(w Work) bool { return w.Proposed && e.inWeek(w.Date) }

// periodOf returns the first day of the period of n days from the anchor that holds d.
func periodOf(anchor, d domain.Date, n int) domain.Date {
	off := anchor.DaysUntil(d)
	k := off / n
	if off < 0 && off%n != 0 {
		k--
	}
	return anchor.AddDays(k * n)
}

func dayCount(n int) string {
	if n == 1 {
		return "1 day"
	}
	return fmt.Sprintf("%d days", n)
}
