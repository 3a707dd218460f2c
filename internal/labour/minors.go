package labour

import (
	"github.com/shiftsched/shiftsched/internal/domain"
)

// underAge reports whether someone born on birth is under age on day d: their birthday
// that year makes them a year older from its first minute.
func underAge(birth domain.Date, age int, d domain.Date) bool {
	return d.Before(domain.DateOf(birth.Time().AddDate(age, 0, 0)))
}

// minors applies each rule for minors to the checked work done while the person is
// under its age (by the work's date, so a birthday inside the week frees the days from
// it on).
func (e *evaluation) minors() {
	birth := e.in.Person.BirthDate
	if birth == nil {
		return
	}
	for _, m := range e.in.Rules.Minors {
		if !m.on() {
			continue
		}
		var minor []Work
		for _, w := range e.work {
			if underAge(*birth, m.UnderAge, w.Date) {
				minor = append(minor, w)
			}
		}
		e.minorTimes(m, minor)
		e.minorHours(m, minor)
		e.minorSchool(m, minor)
	}
}

// minorTimes reports checked work that starts before the earliest start or ends after
// the latest end of its day (work past midnight ends after any latest end).
func (e *evaluation) minorTimes(m Minor, minor []Work) {
	name := e.in.Person.Name
	for _, w := range minor {
		if !e.checked(w) {
			continue
		}
		if m.EarliestStart != nil && w.At.Before(wall(w.Date, m.EarliestStart.Minutes(), e.in.Zone)) {
			e.violate(CodeMinorEarly, m.Base, []int64{w.ShiftID}, "%s, under %d, would start %s before %s, the earliest a minor may start.",
				name, m.UnderAge, w.Label, domain.TimeOfDay(*m.EarliestStart))
		}
		if m.LatestEnd != nil && w.Until.After(wall(w.Date, m.LatestEnd.Minutes(), e.in.Zone)) {
			e.violate(CodeMinorLate, m.Base, []int64{w.ShiftID}, "%s, under %d, would work %s past %s, the latest a minor may work.",
				name, m.UnderAge, w.Label, domain.TimeOfDay(*m.LatestEnd))
		}
	}
}

// minorHours reports a day with checked work over the daily most, and the week checked
// when its work as a minor is over the weekly most.
func (e *evaluation) minorHours(m Minor, minor []Work) {
	name := e.in.Person.Name
	byDay := map[domain.Date][]Work{}
	var days []domain.Date
	week, weekIDs := 0, []int64{}
	for _, w := range minor {
		if _, ok := byDay[w.Date]; !ok {
			days = append(days, w.Date)
		}
		byDay[w.Date] = append(byDay[w.Date], w)
		if e.inWeek(w.Date) {
			week += w.minutes()
			if w.Proposed {
				weekIDs = append(weekIDs, w.ShiftID)
			}
		}
	}
	for _, d := range days {
		total, ids := 0, []int64{}
		for _, w := range byDay[d] {
			total += w.minutes()
			if e.checked(w) {
				ids = append(ids, w.ShiftID)
			}
		}
		if m.MaxDailyMinutes > 0 && len(ids) > 0 && total > m.MaxDailyMinutes {
			e.violate(CodeMinorDay, m.Base, ids, "%s, under %d, would work %s on %s %s, over the most of %s a day for a minor.",
				name, m.UnderAge, domain.Hours(total), domain.DayName(domain.DayKeyOf(d)), d.ShortLabel(), domain.Hours(m.MaxDailyMinutes))
		}
	}
	if m.MaxWeeklyMinutes > 0 && len(weekIDs) > 0 && week > m.MaxWeeklyMinutes {
		e.violate(CodeMinorWeek, m.Base, weekIDs, "%s, under %d, would work %s in the week of %s, over the most of %s a week for a minor.",
			name, m.UnderAge, domain.Hours(week), e.in.Week.ShortLabel(), domain.Hours(m.MaxWeeklyMinutes))
	}
}
