package autoschedule

import (
	"fmt"
	"time"
)

// Problem is a workplace to plan over a horizon of Days days, day 0 first.
type Problem struct {
	Days int
	// FirstWeekday is the weekday of day 0; a weekend is a Saturday and the Sunday after.
	FirstWeekday time.Weekday
	ShiftTypes   []ShiftType
	People       []Person
	Requests     []Request
	Cover        []Cover
	// Fixed are assignments the solver keeps as they are (pinned or existing shifts).
	Fixed []Assignment
	// Initial is the roster as it stood before planning (repair mode): each person-day
	// planned differently from it costs ChangeWeight, so the fewest changes win.
	Initial      []Assignment
	ChangeWeight int
	// FairnessWeight weighs the unfairness term (fairness.go); 0 leaves it out.
	FairnessWeight int
}

// ShiftType is a kind of shift: its length, the position it needs, and the shift types
// that may not be worked the day after it.
type ShiftType struct {
	ID      string
	Minutes int
	// Position is the position the shift needs; "" lets anyone work it.
	Position string
	// CannotFollow are indexes of shift types that may not be worked the next day.
	CannotFollow []int
	// Night marks a night shift, counted by the fairness term.
	Night bool
}

// Limit is one work rule's bound. A hard limit is never broken by the solver; a soft
// one costs Weight per unit it is broken by (a day, a shift, a weekend, or a started
// hour for minutes).
type Limit struct {
	Value  int
	Hard   bool
	Weight int
}

// Person is someone who may be scheduled, with their rules; a nil limit is off.
type Person struct {
	ID string
	// Positions are those the person is qualified for; nil means every position.
	Positions []string
	// Unavailable are days the person cannot work (approved time off, unavailable dates).
	Unavailable []int
	// Blocked are shift types the person may not work on a day though the day is free:
	// they would start too soon after, or end too close before, a shift the planner does
	// not move (before the horizon, after it, or of a type it does not plan).
	Blocked []DayShift
	// CannotFollow are pairs of shift types this person may not work on two days in a
	// row, besides the shift types' own (their labour rules' daily rest or clopening).
	CannotFollow []Follow
	// MaxShifts is per shift type index; a nil entry (or a short slice) is no limit.
	MaxShifts      []*Limit
	MinMinutes     *Limit
	MaxMinutes     *Limit
	MaxConsecutive *Limit
	// MinConsecutive and MinDaysOff count only runs lying wholly inside the horizon: a
	// run touching its first or last day may continue outside it.
	MinConsecutive *Limit
	MinDaysOff     *Limit
	MaxWeekends    *Limit
}

// Follow is shift type Next on the day after shift type First.
type Follow struct {
	First, Next int
}

// Request is a person's wish to work (On) or not work a day, a given shift type or
// (Shift -1) any; it costs Weight when not met.
type Request struct {
	Person, Day, Shift int
	On                 bool
	Weight             int
	// Premium marks the cost of a labour premium the shift would pay (a request not to
	// work it, weighed in premium hours), counted under CodePremium.
	Premium bool `json:",omitempty"`
}

// Cover is how many people a shift type needs on a day; each person under costs
// UnderWeight and each person over OverWeight.
type Cover struct {
	Day, Shift, Required    int
	UnderWeight, OverWeight int
}

// Assignment is a person working a shift type on a day (indexes into the Problem).
type Assignment struct {
	Person, Day, Shift int
}

// DayShift is a shift type on a day.
type DayShift struct {
	Day, Shift int
}

// Off marks a day without a shift in a roster row.
const Off = -1

// Validate reports the first index out of range or duplicate cover, with a sentence.
func (p *Problem) Validate() error {
	if p.Days < 1 || len(p.ShiftTypes) < 1 || len(p.ShiftTypes) > 120 {
		return fmt.Errorf("a problem needs at least one day and 1 to 120 shift types")
	}
	for _, st := range p.ShiftTypes {
		for _, f := range st.CannotFollow {
			if !p.shiftOK(f) {
				return fmt.Errorf("shift type %s: cannot-follow %d is not a shift type", st.ID, f)
			}
		}
	}
	for _, pe := range p.People {
		for _, d := range pe.Unavailable {
			if !p.dayOK(d) {
				return fmt.Errorf("person %s: unavailable day %d is outside the horizon", pe.ID, d)
			}
		}
	}
	for i, pe := range p.People {
		for _, b := range pe.Blocked {
			if !p.dayOK(b.Day) || !p.shiftOK(b.Shift) {
				return fmt.Errorf("person %d: blocked shift %+v is outside the horizon or not a shift type", i, b)
			}
		}
	}
	for i, pe := range p.People {
		for _, f := range pe.CannotFollow {
			if !p.shiftOK(f.First) || !p.shiftOK(f.Next) {
				return fmt.Errorf("person %d: cannot-follow %+v names an unknown shift type", i, f)
			}
		}
	}
	for _, r := range p.Requests {
		if !p.personOK(r.Person) || !p.dayOK(r.Day) || (r.Shift != Off && !p.shiftOK(r.Shift)) {
			return fmt.Errorf("request %+v names an unknown person, day or shift type", r)
		}
	}
	seen := map[[2]int]bool{}
	for _, c := range p.Cover {
		if !p.dayOK(c.Day) || !p.shiftOK(c.Shift) || seen[[2]int{c.Day, c.Shift}] {
			return fmt.Errorf("cover %+v names an unknown day or shift type, or repeats one", c)
		}
		seen[[2]int{c.Day, c.Shift}] = true
	}
	for _, a := range p.Fixed {
		if !p.personOK(a.Person) || !p.dayOK(a.Day) || !p.shiftOK(a.Shift) {
			return fmt.Errorf("fixed assignment %+v names an unknown person, day or shift type", a)
		}
	}
	for _, a := range p.Initial {
		if !p.personOK(a.Person) || !p.dayOK(a.Day) || !p.shiftOK(a.Shift) {
			return fmt.Errorf("initial assignment %+v names an unknown person, day or shift type", a)
		}
	}
	return nil
}

func (p *Problem) dayOK(d int) bool    { return d >= 0 && d < p.Days }
func (p *Problem) shiftOK(s int) bool  { return s >= 0 && s < len(p.ShiftTypes) }
func (p *Problem) personOK(i int) bool { return i >= 0 && i < len(p.People) }

// Roster is a shift type index (or Off) per person and day.
type Roster [][]int

// NewRoster is a roster with everyone off.
func NewRoster(p *Problem) Roster {
	r := make(Roster, len(p.People))
	for i := range r {
		r[i] = make([]int, p.Days)
		for d := range r[i] {
			r[i][d] = Off
		}
	}
	return r
}

// Assignments lists the roster's shifts, person by person, day by day.
func (r Roster) Assignments() []Assignment {
	var out []Assignment
	for i, row := range r {
		for d, s := range row {
			if s != Off {
				out = append(out, Assignment{i, d, s})
			}
		}
	}
	return out
}
