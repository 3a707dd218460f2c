package domain

import (
	"database/sql/driver"
	"encoding/json"
	"fmt"
	"time"
)

// Work rule conflict codes. The least rest keeps the code SHORT_REST and the most hours
// over a period keeps OVER_HOURS: they were the workplace's settings before rule sets,
// and clients and accepted warnings know them by those codes.
const (
	MinHours           ConflictCode = "MIN_HOURS"
	MaxShiftsOfType    ConflictCode = "MAX_SHIFTS_OF_TYPE"
	MaxConsecutiveDays ConflictCode = "MAX_CONSECUTIVE_DAYS"
	MinConsecutiveDays ConflictCode = "MIN_CONSECUTIVE_DAYS"
	MinDaysOff         ConflictCode = "MIN_DAYS_OFF"
	MaxWeekends        ConflictCode = "MAX_WEEKENDS"
	MaxDailyHours      ConflictCode = "MAX_DAILY_HOURS"
)

// RuleSeverity is what breaking a rule does: block (a hard conflict), warn, or nothing.
type RuleSeverity string

// Rule severities.
const (
	RuleBlock RuleSeverity = "BLOCK"
	RuleWarn  RuleSeverity = "WARN"
	RuleOff   RuleSeverity = "OFF"
)

// PeriodKind says how a rule set's planning period runs.
type PeriodKind string

// Period kinds: a number of weeks from a start date, or a calendar month.
const (
	PeriodWeeks PeriodKind = "WEEKS"
	PeriodMonth PeriodKind = "MONTH"
)

// Rule is one limit and what breaking it does. Value is minutes for hours and rest,
// a count of days, weekends or shifts otherwise.
type Rule struct {
	Value    int          `json:"value"`
	Severity RuleSeverity `json:"severity"`
}

// On reports whether the rule is checked.
func (r *Rule) On() bool { return r != nil && (r.Severity == RuleBlock || r.Severity == RuleWarn) }

func (r *Rule) severity() Severity {
	if r.Severity == RuleBlock {
		return Hard
	}
	return Warning
}

// ShiftTypeLimit is the most shifts of one shift type in a period.
type ShiftTypeLimit struct {
	ShiftTypeID int64        `json:"shiftTypeId"`
	Max         int          `json:"max"`
	Severity    RuleSeverity `json:"severity"`
}

// Rules are a rule set's rules; a nil rule is off. Hours over a period and in a day
// count each shift whole on the day it starts (an overnight shift from Sunday 22:00
// counts on Sunday, in Sunday's period); day-based rules count the day a shift starts
// as a working day.
type Rules struct {
	MinHours           *Rule            `json:"minHours,omitempty"`
	MaxHours           *Rule            `json:"maxHours,omitempty"`
	MaxConsecutiveDays *Rule            `json:"maxConsecutiveDays,omitempty"`
	MinConsecutiveDays *Rule            `json:"minConsecutiveDays,omitempty"`
	MinDaysOff         *Rule            `json:"minDaysOff,omitempty"`
	MaxWeekends        *Rule            `json:"maxWeekends,omitempty"`
	MinRest            *Rule            `json:"minRest,omitempty"`
	MaxDailyHours      *Rule            `json:"maxDailyHours,omitempty"`
	ShiftTypeLimits    []ShiftTypeLimit `json:"shiftTypeLimits,omitempty"`
}

// Value stores the rules as JSON.
func (r Rules) Value() (driver.Value, error) { return json.Marshal(r) }

// Scan reads the rules from JSON.
func (r *Rules) Scan(src any) error {
	b, ok := src.([]byte)
	if !ok {
		s, isString := src.(string)
		if !isString {
			return fmt.Errorf("rules: cannot scan %T", src)
		}
		b = []byte(s)
	}
	return json.Unmarshal(b, r)
}

// RuleSet is a named set of work rules (a contract). People without one follow the
// workplace's default.
type RuleSet struct {
	ID          int64      `db:"id"`
	Name        string     `db:"name"`
	IsDefault   bool       `db:"is_default"`
	PeriodKind  PeriodKind `db:"period_kind"`
	PeriodWeeks int        `db:"period_weeks"`
	// PeriodStart is the first day of a period of weeks; periods follow one another
	// from it, both ways.
	PeriodStart Date  `db:"period_start"`
	Rules       Rules `db:"rules"`
	// Labour is the rule set's labour rules as stored (a JSON object), which
	// internal/labour reads and checks; the work rules above do not look at it.
	Labour []byte `db:"labour"`
	// LabourPreset is the preset the labour rules were last set from (nil: none, or set
	// by hand since), read with them so a list of rule sets needs no statement more.
	LabourPreset *string `db:"labour_preset"`
	// UserIDs are the people who follow it, when read with them.
	UserIDs []int64 `db:"-"`
}

// RuleSetFromSettings is the default rule set as the workplace settings say it: the
// least rest and the weekly hours limit, warnings, over Friday-Thursday weeks.
func RuleSetFromSettings(s Settings) *RuleSet {
	return &RuleSet{Name: "Workplace default", IsDefault: true, PeriodKind: PeriodWeeks, PeriodWeeks: 1,
		PeriodStart: Date{2021, time.January, 1},
		Rules:       Rules{MinRest: &Rule{s.MinRestMinutes, RuleWarn}, MaxHours: &Rule{s.WeeklyLimitMinutes, RuleWarn}}}
}

// Period returns the first and last day of the planning period that holds d.
func (rs *RuleSet) Period(d Date) (Date, Date) {
	if rs.PeriodKind == PeriodMonth {
		first := Date{d.Year, d.Month, 1}
		return first, DateOf(first.Time().AddDate(0, 1, -1))
	}
	n := 7 * max(rs.PeriodWeeks, 1)
	off := rs.PeriodStart.DaysUntil(d)
	k := off / n
	if off < 0 && off%n != 0 {
		k--
	}
	start := rs.PeriodStart.AddDays(k * n)
	return start, start.AddDays(n - 1)
}

// isOneWeek reports whether the periods are single weeks (the workplace's, unless the
// rule set chose another first day).
func (rs *RuleSet) isOneWeek() bool {
	return rs.PeriodKind == PeriodWeeks && rs.PeriodWeeks <= 1
}

// periodLabel names the period from..to for a sentence.
func (rs *RuleSet) periodLabel(from, to Date) string {
	if rs.PeriodKind == PeriodMonth {
		return from.Time().Format("January 2006")
	}
	return fmt.Sprintf("the period %s-%s", from.ShortLabel(), to.ShortLabel())
}

// Validate refuses a rule set no workplace could mean, with a sentence.
func (rs *RuleSet) Validate() error {
	name, err := WorkplaceName("rule set", rs.Name)
	if err != nil {
		return err
	}
	rs.Name = name
	if rs.PeriodKind != PeriodWeeks && rs.PeriodKind != PeriodMonth {
		return Errorf(Invalid, "A rule set's period is a number of weeks or a calendar month.")
	}
	if rs.PeriodKind == PeriodWeeks && (rs.PeriodWeeks < 1 || rs.PeriodWeeks > 12) {
		return Errorf(Invalid, "A rule set's period is 1 to 12 weeks.")
	}
	if rs.PeriodStart.IsZero() {
		rs.PeriodStart = Date{2021, time.January, 1}
	}
	r := rs.Rules
	checks := []struct {
		rule     *Rule
		what     string
		min, max int
		minutes  bool
	}{
		{r.MinHours, "The minimum hours", 0, 744 * 60, true}, {r.MaxHours, "The maximum hours", 60, 744 * 60, true},
		{r.MaxConsecutiveDays, "The most consecutive working days", 1, 31, false},
		{r.MinConsecutiveDays, "The fewest consecutive working days", 1, 31, false},
		{r.MinDaysOff, "The fewest consecutive days off", 1, 31, false},
		{r.MaxWeekends, "The most working weekends", 0, 6, false},
		{r.MinRest, "The minimum rest", 0, 48 * 60, true}, {r.MaxDailyHours, "The most hours in a day", 1, 24 * 60, true},
	}
	for _, c := range checks {
		if c.rule == nil {
			continue
		}
		if err := validSeverity(c.rule.Severity); err != nil {
			return err
		}
		if c.rule.Value < c.min || c.rule.Value > c.max {
			if c.minutes {
				return Errorf(Invalid, "%s must be between %s and %s.", c.what, Hours(c.min), Hours(c.max))
			}
			return Errorf(Invalid, "%s must be between %d and %d.", c.what, c.min, c.max)
		}
	}
	seen := map[int64]bool{}
	for _, l := range r.ShiftTypeLimits {
		if err := validSeverity(l.Severity); err != nil {
			return err
		}
		if l.Max < 0 || l.Max > 100 || seen[l.ShiftTypeID] {
			return Errorf(Invalid, "Each shift type may have one limit, of 0 to 100 shifts.")
		}
		seen[l.ShiftTypeID] = true
	}
	return nil
}

func validSeverity(s RuleSeverity) error {
	if s != RuleBlock && s != RuleWarn && s != RuleOff {
		return Errorf(Invalid, "A rule is set to BLOCK, WARN or OFF.")
	}
	return nil
}

// RuleSetList is the distinct rule sets among the default and the people's (by user id),
// as RuleWindow takes them. The conflict engine's loader (internal/service) and a swap's
// check (internal/market) both widen their reads by it.
func RuleSetList(def *RuleSet, sets map[int64]*RuleSet) []*RuleSet {
	var out []*RuleSet
	seen := map[*RuleSet]bool{}
	if def != nil {
		out, seen[def] = append(out, def), true
	}
	for _, rs := range sets {
		if !seen[rs] {
			seen[rs] = true
			out = append(out, rs)
		}
	}
	return out
}

// RuleWindow widens the days from..to to every day whose shifts the rule sets' rules
// look at for shifts dated from..to: the planning periods that hold them, and as many
// days either side as the longest run of days a rule counts (plus one, to see where a
// run ends).
func RuleWindow(sets []*RuleSet, from, to Date) (Date, Date) {
	for _, rs := range sets {
		if rs == nil {
			continue
		}
		if p, _ := rs.Period(from); p.Before(from) {
			from = p
		}
		if _, p := rs.Period(to); p.After(to) {
			to = p
		}
		run := 0
		for _, r := range []*Rule{rs.Rules.MaxConsecutiveDays, rs.Rules.MinConsecutiveDays, rs.Rules.MinDaysOff} {
			if r.On() {
				run = max(run, r.Value+1)
			}
		}
		from, to = from.AddDays(-run), to.AddDays(run)
	}
	return from, to
}
