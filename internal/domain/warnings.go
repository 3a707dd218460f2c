package domain

// What a publish asks a manager about its warnings: which kinds are serious, and which
// warnings concern days already past.

// seriousCodes are the kinds of conflict that put a person's health or a legal limit at
// stake, or put them on work they have said they cannot do: too little rest, too many
// hours in a week or a day, too many days in a row or too few days off, a shift on their
// approved time off, two shifts at once. The others (staffing, budget, preferences,
// availability, fairness and minimums) are about how good the plan is, not whether
// someone may work it.
var seriousCodes = map[ConflictCode]bool{
	DoubleBooked: true, OnTimeOff: true, ShortRest: true, OverHours: true,
	MaxDailyHours: true, MaxConsecutiveDays: true, MinDaysOff: true,
}

// Serious says whether a conflict of this kind should be read before the others.
func (c ConflictCode) Serious() bool { return seriousCodes[c] }

// Serious says whether the conflict's kind is serious (ConflictCode.Serious).
func (c ShiftConflict) Serious() bool { return c.Code.Serious() }

// DayIn is the last day the conflict concerns, of a conflict computed for the week
// starting on week: a staffing conflict's date, else the latest day of its shifts, else
// (a budget warning, or a shift not stored yet) the week's last day.
func (c ShiftConflict) DayIn(week Date) Date {
	switch {
	case !c.Date.IsZero():
		return c.Date
	case !c.LastDay.IsZero():
		return c.LastDay
	}
	return week.AddDays(6)
}

// stampDays sets LastDay on each conflict: the latest day of its shifts, looked up by id
// among shifts and others; left zero when one of them is not stored yet (id 0) and so
// cannot be told apart from another new shift.
func stampDays(cs []ShiftConflict, shifts, others []Shift) {
	days := make(map[int64]Date, len(shifts)+len(others))
	for _, list := range [][]Shift{shifts, others} {
		for _, sh := range list {
			if sh.ID != 0 {
				days[sh.ID] = sh.Date
			}
		}
	}
	for i := range cs {
		var last Date
		for _, id := range cs[i].ShiftIDs {
			d, ok := days[id]
			if !ok {
				last = Date{}
				break
			}
			if last.IsZero() || d.After(last) {
				last = d
			}
		}
		cs[i].LastDay = last
	}
}

// WithoutPast drops the warnings and notes of the week starting on week whose days are
// all before today: nobody can act on them any more. Hard conflicts stay.
func WithoutPast(cs []ShiftConflict, week, today Date) []ShiftConflict {
	out := cs[:0:0]
	for _, c := range cs {
		if c.Severity == Hard || !c.DayIn(week).Before(today) {
			out = append(out, c)
		}
	}
	return out
}

// StampDays is stampDays for conflicts found outside this package (the labour rules').
func StampDays(cs []ShiftConflict, shifts, others []Shift) { stampDays(cs, shifts, others) }
