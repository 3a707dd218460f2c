package labour

import (
	"encoding/json"
	"fmt"

	"github.com/shiftsched/shiftsched/internal/domain"
)

// Base is what every rule carries: what breaking it does (BLOCK: a hard conflict that
// stops a publish, WARN: a warning a manager accepts, OFF: not checked) and the law it
// comes from, when a preset cited one.
type Base struct {
	Severity domain.RuleSeverity `json:"severity"`
	Source   string              `json:"source,omitempty"`
}

// on reports whether the rule is checked.
func (b Base) on() bool { return b.Severity == domain.RuleBlock || b.Severity == domain.RuleWarn }

func (b Base) severity() domain.Severity {
	if b.Severity == domain.RuleBlock {
		return domain.Hard
	}
	return domain.Warning
}

// Break is a break that work longer than AfterMinutes needs: Minutes in all, in parts
// of at least MinPartMinutes (0: any), the first starting at most LatestStartMinutes
// after the work starts (0: any time). Paid says whether the break is paid time.
// AutoDeduct lets a timesheet deduct an unpaid break that was not clocked at all (the
// rule presumes it was taken), instead of flagging it missed.
type Break struct {
	Base
	AfterMinutes       int  `json:"afterMinutes"`
	Minutes            int  `json:"minutes"`
	MinPartMinutes     int  `json:"minPartMinutes,omitempty"`
	LatestStartMinutes int  `json:"latestStartMinutes,omitempty"`
	Paid               bool `json:"paid"`
	AutoDeduct         bool `json:"autoDeduct,omitempty"`
}

// Minor limits the work of people under UnderAge on the day of the work: most minutes
// a day and a week (0: no limit), the earliest start and the latest end (nil: none), and
// the breaks they need (which apply besides the rules' own, the longer one winning).
// SchoolDayMaxMinutes is the most on a school day, SchoolWeekMaxMinutes the most in a
// week with at least one school day (0: no limit), school days as the school calendar
// of the work's location says (school.go).
type Minor struct {
	Base
	UnderAge             int     `json:"underAge"`
	Breaks               []Break `json:"breaks,omitempty"`
	MaxDailyMinutes      int     `json:"maxDailyMinutes,omitempty"`
	MaxWeeklyMinutes     int     `json:"maxWeeklyMinutes,omitempty"`
	EarliestStart        *Clock  `json:"earliestStart,omitempty"`
	LatestEnd            *Clock  `json:"latestEnd,omitempty"`
	SchoolDayMaxMinutes  int     `json:"schoolDayMaxMinutes,omitempty"`
	SchoolWeekMaxMinutes int     `json:"schoolWeekMaxMinutes,omitempty"`
}

// school reports whether the rule limits work on school days or in school weeks.
func (m Minor) school() bool { return m.SchoolDayMaxMinutes > 0 || m.SchoolWeekMaxMinutes > 0 }

// Rest is the least rest between two pieces of work of one person, in real minutes.
type Rest struct {
	Base
	Minutes int `json:"minutes"`
}

// WeeklyRest is the least uninterrupted rest in each period of Days (7 or 14) days,
// counted from the rule set's period start.
type WeeklyRest struct {
	Base
	Minutes int `json:"minutes"`
	Days    int `json:"days"`
}

// Average is the most work per week on average over reference periods of Weeks weeks,
// counted from the rule set's period start.
type Average struct {
	Base
	MaxMinutes int `json:"maxMinutes"`
	Weeks      int `json:"weeks"`
}

// Posting is how many days before a week starts it is to be published.
type Posting struct {
	Base
	Days int `json:"days"`
}

// Clopening is a close then an open: work on a later day starting less than
// MinRestMinutes after work that ended at or after ClosingAfter (nil: any work).
type Clopening struct {
	Base
	MinRestMinutes int    `json:"minRestMinutes"`
	ClosingAfter   *Clock `json:"closingAfter,omitempty"`
}

// Rules are a rule set's labour rules; a nil or empty rule is off.
type Rules struct {
	Breaks          []Break     `json:"breaks,omitempty"`
	Minors          []Minor     `json:"minors,omitempty"`
	DailyRest       *Rest       `json:"dailyRest,omitempty"`
	WeeklyRest      *WeeklyRest `json:"weeklyRest,omitempty"`
	AverageWeek     *Average    `json:"averageWeek,omitempty"`
	PostingDeadline *Posting    `json:"postingDeadline,omitempty"`
	Clopening       *Clopening  `json:"clopening,omitempty"`
	Premiums        []Premium   `json:"premiums,omitempty"`
	// Predictability is the fair-workweek rule of late changes (predictability.go).
	Predictability *Predictability `json:"predictability,omitempty"`
}

// Parse reads a rule set's stored labour rules (empty: none).
func Parse(b []byte) (Rules, error) {
	var r Rules
	if len(b) == 0 {
		return r, nil
	}
	if err := json.Unmarshal(b, &r); err != nil {
		return r, fmt.Errorf("labour rules: %w", err)
	}
	return r, nil
}

// Empty reports whether no rule is set: the conflict engine then reads nothing more.
func (r Rules) Empty() bool {
	return len(r.Breaks) == 0 && len(r.Minors) == 0 && r.DailyRest == nil && r.WeeklyRest == nil &&
		r.AverageWeek == nil && r.PostingDeadline == nil && r.Clopening == nil && len(r.Premiums) == 0 &&
		(r.Predictability == nil || !r.Predictability.on())
}

// hasMinors reports whether a minors' rule is checked: only then is a birth date read.
func (r Rules) hasMinors() bool {
	for _, m := range r.Minors {
		if m.on() {
			return true
		}
	}
	return false
}

// NeedsSchoolDays reports whether a checked rule for minors limits work on school days:
// only then are the school calendars read.
func (r Rules) NeedsSchoolDays() bool {
	for _, m := range r.Minors {
		if m.on() && m.school() {
			return true
		}
	}
	return false
}

// Clock is a time of day written "HH:MM" in JSON.
type Clock domain.TimeOfDay

// MarshalJSON writes the clock as "HH:MM".
func (c Clock) MarshalJSON() ([]byte, error) { return json.Marshal(domain.TimeOfDay(c).String()) }

// UnmarshalJSON reads "HH:MM".
func (c *Clock) UnmarshalJSON(b []byte) error {
	var s string
	if err := json.Unmarshal(b, &s); err != nil {
		return err
	}
	t, err := domain.ParseTimeOfDay(s)
	if err != nil {
		return err
	}
	*c = Clock(t)
	return nil
}

// Minutes is the clock as minutes after midnight.
func (c Clock) Minutes() int { return int(c) }
