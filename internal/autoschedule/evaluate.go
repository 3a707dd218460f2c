package autoschedule

import "fmt"

// Rule codes of hard violations and of the penalty's parts. Those the conflict engine
// also knows carry its codes.
const (
	CodeDoubleBooked = "DOUBLE_BOOKED"
	CodeUnavailable  = "UNAVAILABLE"
	CodeNotQualified = "NOT_QUALIFIED"
	CodeCannotFollow = "CANNOT_FOLLOW"
	CodePinned       = "PINNED_CHANGED"
	CodeMaxShifts    = "MAX_SHIFTS_OF_TYPE"
	CodeMaxHours     = "OVER_HOURS"
	CodeMinHours     = "MIN_HOURS"
	CodeMaxConsec    = "MAX_CONSECUTIVE_DAYS"
	CodeMinConsec    = "MIN_CONSECUTIVE_DAYS"
	CodeMinDaysOff   = "MIN_DAYS_OFF"
	CodeMaxWeekends  = "MAX_WEEKENDS"
	CodeShiftOn      = "SHIFT_ON_REQUEST"
	CodeShiftOff     = "SHIFT_OFF_REQUEST"
	CodeUnderstaffed = "UNDERSTAFFED"
	CodeOverstaffed  = "OVERSTAFFED"
	// CodePremium is the labour premiums a roster pays, in premium hours.
	CodePremium = "LABOUR_PREMIUM"
)

// Violation is one hard rule broken: by whom (-1 for nobody in particular) and on which
// day (the first day of a run or of the horizon for totals).
type Violation struct {
	Code   string
	Person int
	Day    int
	Detail string
}

// Evaluation is a roster scored: its hard violations and its penalty by rule code.
type Evaluation struct {
	Hard    []Violation
	Penalty int
	ByRule  map[string]int
}

// Feasible reports whether the roster breaks no hard rule.
func (e *Evaluation) Feasible() bool { return len(e.Hard) == 0 }

// Evaluate scores assignments against the problem. Two shifts of one person on one day
// are a violation; the first is kept for the other checks.
func Evaluate(p *Problem, as []Assignment) (*Evaluation, error) {
	if err := p.Validate(); err != nil {
		return nil, err
	}
	r := NewRoster(p)
	ev := &Evaluation{ByRule: map[string]int{}}
	for _, a := range as {
		if !p.personOK(a.Person) || !p.dayOK(a.Day) || !p.shiftOK(a.Shift) {
			return nil, fmt.Errorf("assignment %+v names an unknown person, day or shift type", a)
		}
		if r[a.Person][a.Day] != Off {
			ev.Hard = append(ev.Hard, Violation{CodeDoubleBooked, a.Person, a.Day, "two shifts on one day"})
			continue
		}
		r[a.Person][a.Day] = a.Shift
	}
	compile(p).evaluate(r, ev)
	return ev, nil
}

// EvaluateRoster scores a roster (one shift or Off per person and day).
func EvaluateRoster(p *Problem, r Roster) (*Evaluation, error) {
	return Evaluate(p, r.Assignments())
}

func (c *compiled) evaluate(r Roster, ev *Evaluation) {
	fair := newFairState(&c.fair, len(r))
	for i, row := range r {
		t := tally{ev: ev}
		c.person(i, row, &t)
		fair.add(i, t.fair)
	}
	if u := fair.total(); u != 0 {
		ev.Penalty += u
		ev.ByRule[CodeUnfair] += u
	}
	counts := c.counts(r)
	for k, cv := range c.p.Cover {
		n := counts[cv.Day*c.nST+cv.Shift]
		cost := c.coverCost(k, n)
		ev.Penalty += cost
		if n < cv.Required {
			ev.ByRule[CodeUnderstaffed] += cost
		} else if cost > 0 {
			ev.ByRule[CodeOverstaffed] += cost
		}
	}
}

// counts is how many people work each day and shift type, by day*nST+shift.
func (c *compiled) counts(r Roster) []int {
	n := make([]int, c.days*c.nST)
	for _, row := range r {
		for d, s := range row {
			if s != Off {
				n[d*c.nST+s]++
			}
		}
	}
	return n
}

// tally adds up one person's hard units (how far hard rules are broken, which the
// search minimises first) and penalty; with ev set it also lists what it finds.
type tally struct {
	hard, soft int
	ev         *Evaluation
	// fair are the person's fairness measures, which the fairness term weighs by group.
	fair fairY
}

// broke records a rule broken by units (at least 1): a violation when hard, the
// limit's weight per unit when soft.
func (t *tally) broke(l *Limit, code string, i, d, units int, detail func() string) {
	if l == nil || !l.Hard {
		w := 0
		if l != nil {
			w = l.Weight * units
		}
		t.penalty(code, w)
		return
	}
	t.hard += units
	if t.ev != nil {
		t.ev.Hard = append(t.ev.Hard, Violation{code, i, d, detail()})
	}
}

func (t *tally) penalty(code string, w int) {
	t.soft += w
	if t.ev != nil && w != 0 {
		t.ev.Penalty += w
		t.ev.ByRule[code] += w
	}
}

var hardRule = &Limit{Hard: true}

// person checks person i's row against every rule that concerns only them.
func (c *compiled) person(i int, row []int, t *tally) {
	c.dayRules(i, row, t)
	c.totalRules(i, row, t)
	c.runRules(i, row, t)
}

func (c *compiled) dayRules(i int, row []int, t *tally) { c.dayRulesIn(i, row, 0, len(row), t) }

// dayRulesIn checks days from..to-1 of the row, each against the day before.
func (c *compiled) dayRulesIn(i int, row []int, from, to int, t *tally) {
	for d := from; d < to; d++ {
		s := row[d]
		if f := c.fixed[i][d]; f != noFix && f != s {
			t.broke(hardRule, CodePinned, i, d, 1, func() string { return "a pinned shift was changed" })
		}
		if c.initial != nil && c.initial[i][d] != s {
			t.penalty(CodeChanged, c.p.ChangeWeight)
		}
		for _, r := range c.requests[i][d] {
			if met := s != Off && (r.Shift == Off || r.Shift == s); met != r.On {
				code := CodeShiftOff
				switch {
				case r.On:
					code = CodeShiftOn
				case r.Premium:
					code = CodePremium
				}
				t.penalty(code, r.Weight)
			}
		}
		if s == Off {
			continue
		}
		if c.unavail[i][d] {
			t.broke(hardRule, CodeUnavailable, i, d, 1, func() string { return "works a day they cannot" })
		} else if c.blocked[i][d*c.nST+s] {
			t.broke(hardRule, CodeUnavailable, i, d, 1, func() string { return "too close to a shift kept as it is" })
		}
		if !c.qualified[i][s] {
			t.broke(hardRule, CodeNotQualified, i, d, 1, func() string { return "not qualified for " + c.p.ShiftTypes[s].ID })
		}
		if d > 0 && row[d-1] != Off && c.follows[i][row[d-1]][s] {
			t.broke(hardRule, CodeCannotFollow, i, d, 1, func() string {
				return c.p.ShiftTypes[s].ID + " may not follow " + c.p.ShiftTypes[row[d-1]].ID
			})
		}
	}
}

func (c *compiled) totalRules(i int, row []int, t *tally) {
	var perType [128]int
	minutes, weekends, lastWeekend, weekendDays, nights := 0, 0, -1, 0, 0
	for d, s := range row {
		if s == Off {
			continue
		}
		perType[s]++
		minutes += c.p.ShiftTypes[s].Minutes
		if c.p.ShiftTypes[s].Night {
			nights++
		}
		if w := c.weekendOf[d]; w >= 0 {
			weekendDays++
			if w != lastWeekend {
				weekends, lastWeekend = weekends+1, w
			}
		}
	}
	t.fair = c.fair.measures(i, weekendDays, nights, minutes)
	c.totals(i, perType[:c.nST], minutes, weekends, t)
}

// totals checks person i's counts over the horizon: shifts per type, minutes and
// weekends worked (the search keeps these counts as it goes).
func (c *compiled) totals(i int, perType []int, minutes, weekends int, t *tally) {
	pe := &c.p.People[i]
	for s, l := range pe.MaxShifts {
		if l != nil && s < c.nST && perType[s] > l.Value {
			t.broke(l, CodeMaxShifts, i, 0, perType[s]-l.Value, func() string {
				return fmt.Sprintf("%d shifts of %s, at most %d", perType[s], c.p.ShiftTypes[s].ID, l.Value)
			})
		}
	}
	if l := pe.MaxMinutes; l != nil && minutes > l.Value {
		c.brokeMinutes(t, l, CodeMaxHours, i, minutes-l.Value, minutes)
	}
	if l := pe.MinMinutes; l != nil && minutes < l.Value {
		c.brokeMinutes(t, l, CodeMinHours, i, l.Value-minutes, minutes)
	}
	if l := pe.MaxWeekends; l != nil && weekends > l.Value {
		t.broke(l, CodeMaxWeekends, i, 0, weekends-l.Value, func() string {
			return fmt.Sprintf("%d weekends, at most %d", weekends, l.Value)
		})
	}
}

// brokeMinutes counts a minutes limit broken by by minutes: in shortest shifts for the
// search when hard, in started hours for the weight when soft.
func (c *compiled) brokeMinutes(t *tally, l *Limit, code string, i, by, minutes int) {
	unit := 60
	if l.Hard {
		unit = c.minMinutes
	}
	t.broke(l, code, i, 0, (by+unit-1)/unit, func() string {
		return fmt.Sprintf("%d minutes in the horizon, limit %d", minutes, l.Value)
	})
}

// runRules checks runs of working days and of days off; a run touching the horizon's
// first or last day is not checked against a minimum, as it may continue outside.
func (c *compiled) runRules(i int, row []int, t *tally) { c.runRulesIn(i, row, 0, len(row), t) }

// runRulesIn checks the runs of days from..to-1, which must begin at from and end at to.
func (c *compiled) runRulesIn(i int, row []int, from, to int, t *tally) {
	pe := &c.p.People[i]
	start := from
	for d := from + 1; d <= to; d++ {
		if d < to && (row[d] == Off) == (row[start] == Off) {
			continue
		}
		n, inside, first := d-start, start > 0 && d < len(row), start
		if row[start] != Off {
			if l := pe.MaxConsecutive; l != nil && n > l.Value {
				t.broke(l, CodeMaxConsec, i, first, n-l.Value, func() string { return fmt.Sprintf("%d days in a row", n) })
			}
			if l := pe.MinConsecutive; l != nil && inside && n < l.Value {
				t.broke(l, CodeMinConsec, i, first, l.Value-n, func() string { return fmt.Sprintf("only %d working days in a row", n) })
			}
		} else if l := pe.MinDaysOff; l != nil && inside && n < l.Value {
			t.broke(l, CodeMinDaysOff, i, first, l.Value-n, func() string { return fmt.Sprintf("only %d days off in a row", n) })
		}
		start = d
	}
}
