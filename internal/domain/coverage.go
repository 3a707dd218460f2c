package domain

import (
	"fmt"
	"sort"
	"strings"
)

// Conflict codes of preferences and staffing requirements.
const (
	// AgainstPreference: a shift on a day (or of a type) its person would rather not
	// work, or of another type than the one they would like that day (information).
	AgainstPreference ConflictCode = "AGAINST_PREFERENCE"
	// Understaffed: fewer people scheduled on a day than a requirement needs (warning).
	Understaffed ConflictCode = "UNDERSTAFFED"
	// Overstaffed: more people scheduled on a day than a requirement needs (warning).
	Overstaffed ConflictCode = "OVERSTAFFED"
)

// Strength is how much a preference matters: low, medium, high weigh 1, 2 and 3.
type Strength int

// Strengths.
const (
	Low    Strength = 1
	Medium Strength = 2
	High   Strength = 3
)

// Label is the strength as people read it.
func (s Strength) Label() string {
	switch s {
	case Low:
		return "low"
	case High:
		return "high"
	}
	return "medium"
}

// Preference is a person's soft wish to work (Wants) or rather not work a date or a day
// of the week, optionally only shifts of one type.
type Preference struct {
	ID          int64    `db:"id"`
	UserID      int64    `db:"user_id"`
	Wants       bool     `db:"wants"`
	Date        *Date    `db:"on_date"`
	Weekday     *int     `db:"weekday"` // DayKeys index: 0 is Friday
	ShiftTypeID *int64   `db:"shift_type_id"`
	Strength    Strength `db:"strength"`
	// ShiftTypeName names the shift type, when a reader joined it.
	ShiftTypeName string `db:"shift_type_name"`
}

// Day returns the preference's day of the week, or "" for a dated one.
func (p Preference) Day() DayKey {
	if p.Weekday == nil {
		return ""
	}
	return DayKeys[*p.Weekday]
}

// Covers reports whether the preference is about date d.
func (p Preference) Covers(d Date) bool {
	if p.Date != nil {
		return *p.Date == d
	}
	return p.Weekday != nil && DayKeyOf(d).Index() == *p.Weekday
}

// Describe is the preference as a sentence's end: "would rather not work Saturdays
// (high)", naming typeName when the preference is about a shift type.
// Each case is one whole phrase, so that the catalogues can write it again in a
// reader's language.
func (p Preference) Describe(typeName string) string {
	when, strength := p.when(), p.Strength.Label()
	switch {
	case p.Wants && typeName != "":
		return fmt.Sprintf("would like to work %s on %s (%s)", typeName, when, strength)
	case p.Wants:
		return fmt.Sprintf("would like to work %s (%s)", when, strength)
	case typeName != "":
		return fmt.Sprintf("would rather not work %s on %s (%s)", typeName, when, strength)
	}
	return fmt.Sprintf("would rather not work %s (%s)", when, strength)
}

// when is the preference's day: "Mon Jan 2", or every such day of the week ("Saturdays").
func (p Preference) when() string {
	if p.Date != nil {
		return p.Date.Time().Format("Mon Jan 2")
	}
	if p.Weekday != nil {
		d := string(DayKeys[*p.Weekday])
		return strings.ToUpper(d[:1]) + d[1:] + "s"
	}
	return ""
}

// StaffingRequirement is how many people a location needs on each day of the week of
// a shift type, or of a position over a time range, with per-date overrides.
type StaffingRequirement struct {
	ID          int64      `db:"id"`
	LocationID  int64      `db:"location_id"`
	ShiftTypeID *int64     `db:"shift_type_id"`
	PositionID  *int64     `db:"position_id"`
	StartTime   *TimeOfDay `db:"start_minute"`
	EndTime     *TimeOfDay `db:"end_minute"`
	// Needed is per day of the week, Friday first.
	Needed        [7]int             `db:"-"`
	MissingWeight int                `db:"missing_weight"`
	ExtraWeight   int                `db:"extra_weight"`
	Overrides     []StaffingOverride `db:"-"`
}

// StaffingOverride is a date that needs another number than its weekday.
type StaffingOverride struct {
	RequirementID int64  `db:"requirement_id"`
	Date          Date   `db:"on_date"`
	Needed        int    `db:"needed"`
	Note          string `db:"note"`
}

// Default weights of a missing and an extra person.
const (
	DefaultMissingWeight = 100
	DefaultExtraWeight   = 1
)

// NeededOn is how many people the requirement needs on date d.
func (r StaffingRequirement) NeededOn(d Date) int {
	for _, o := range r.Overrides {
		if o.Date == d {
			return o.Needed
		}
	}
	return r.Needed[DayKeyOf(d).Index()]
}

// Counts reports whether shift sh counts towards the requirement: an assigned shift of
// its shift type (at its location, or with none), or of its position at its location
// that covers the whole time range.
func (r StaffingRequirement) Counts(sh Shift) bool {
	if sh.UserID == 0 {
		return false
	}
	if sh.LocationID != nil && *sh.LocationID != r.LocationID {
		return false
	}
	if r.ShiftTypeID != nil {
		return sh.ShiftTypeID != nil && *sh.ShiftTypeID == *r.ShiftTypeID
	}
	if r.PositionID == nil || sh.PositionID == nil || *sh.PositionID != *r.PositionID || sh.LocationID == nil {
		return false
	}
	need := ShiftInterval(sh.Date, *r.StartTime, *r.EndTime)
	got := sh.Interval()
	return got.Start <= need.Start && got.End >= need.End
}

// CoverageDay is one requirement on one date: needed and scheduled.
type CoverageDay struct {
	Requirement StaffingRequirement
	Date        Date
	Needed      int
	Scheduled   int
	// Label names what is counted, e.g. "Early cook" or "Cashier 17:00–22:00".
	Label string
}

// Short is how many people are missing.
func (c CoverageDay) Short() int { return max(c.Needed-c.Scheduled, 0) }

// Over is how many people are extra.
func (c CoverageDay) Over() int { return max(c.Scheduled-c.Needed, 0) }

// Penalty weighs the missing and extra people.
func (c CoverageDay) Penalty() int {
	return c.Short()*c.Requirement.MissingWeight + c.Over()*c.Requirement.ExtraWeight
}

// Coverage counts shifts against the requirements on each of the seven days from
// week. label names each requirement.
func Coverage(week Date, reqs []StaffingRequirement, shifts []Shift, label func(StaffingRequirement) string) []CoverageDay {
	var out []CoverageDay
	for i := range 7 {
		d := week.AddDays(i)
		for _, r := range reqs {
			c := CoverageDay{Requirement: r, Date: d, Needed: r.NeededOn(d), Label: label(r)}
			for _, sh := range shifts {
				if sh.Date == d && r.Counts(sh) {
					c.Scheduled++
				}
			}
			out = append(out, c)
		}
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].Date.Before(out[j].Date) })
	return out
}

// CoverageConflicts are the UNDERSTAFFED and OVERSTAFFED warnings of a week's coverage,
// one per day and requirement. They are keyed by requirement, date and count (see
// ShiftConflict.Key), so an accepted "one short" must be accepted again at two short.
func CoverageConflicts(days []CoverageDay) []ShiftConflict {
	var out []ShiftConflict
	for _, c := range days {
		when := c.Date.Time().Format("Mon Jan 2")
		switch {
		case c.Short() > 0:
			out = append(out, ShiftConflict{Code: Understaffed, Severity: Warning, Date: c.Date,
				RequirementID: c.Requirement.ID, Count: c.Short(),
				Message: fmt.Sprintf("%s on %s: %d needed, %d scheduled (%d short).", c.Label, when, c.Needed, c.Scheduled, c.Short())})
		case c.Over() > 0:
			out = append(out, ShiftConflict{Code: Overstaffed, Severity: Warning, Date: c.Date,
				RequirementID: c.Requirement.ID, Count: c.Over(),
				Message: fmt.Sprintf("%s on %s: %d needed, %d scheduled (%d over).", c.Label, when, c.Needed, c.Scheduled, c.Over())})
		}
	}
	return out
}

// againstPreferences reports, as information, each proposed shift that goes against
// its person's preferences: a day (or type) they would rather not work, or another type
// than the one they would like that day. A day they would like to work without a shift
// is not reported: the engine also checks parts of a week (a swap, a claim).
func againstPreferences(shifts []Shift, prefs map[int64][]Preference, types map[int64]ShiftType) []ShiftConflict {
	var out []ShiftConflict
	for _, sh := range shifts {
		for _, p := range prefs[sh.UserID] {
			if sh.UserID == 0 || !p.Covers(sh.Date) {
				continue
			}
			sameType := p.ShiftTypeID == nil || (sh.ShiftTypeID != nil && *sh.ShiftTypeID == *p.ShiftTypeID)
			if p.Wants == sameType || (p.Wants && p.ShiftTypeID == nil) {
				continue
			}
			name := ""
			if p.ShiftTypeID != nil {
				name = types[*p.ShiftTypeID].Name
			}
			out = append(out, ShiftConflict{Code: AgainstPreference, Severity: Info, UserID: sh.UserID,
				UserName: sh.UserName, ShiftIDs: []int64{sh.ID}, Message: againstMessage(sh, p, name)})
		}
	}
	return out
}

// againstMessage is the sentence of a shift against a preference, as Describe words the
// preference, but one whole sentence per case so that the catalogues can write it again
// in a reader's language.
func againstMessage(sh Shift, p Preference, typeName string) string {
	when := p.when()
	switch {
	case p.Wants && typeName != "":
		return fmt.Sprintf("%s would like to work %s on %s (%s) but is scheduled %s.", sh.UserName, typeName, when, p.Strength.Label(), ShiftLabel(sh))
	case p.Wants:
		return fmt.Sprintf("%s would like to work %s (%s) but is scheduled %s.", sh.UserName, when, p.Strength.Label(), ShiftLabel(sh))
	case typeName != "":
		return fmt.Sprintf("%s would rather not work %s on %s (%s) but is scheduled %s.", sh.UserName, typeName, when, p.Strength.Label(), ShiftLabel(sh))
	}
	return fmt.Sprintf("%s would rather not work %s (%s) but is scheduled %s.", sh.UserName, when, p.Strength.Label(), ShiftLabel(sh))
}
