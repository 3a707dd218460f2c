package labour

import (
	"context"
	"slices"

	"github.com/shiftsched/shiftsched/internal/domain"
	"github.com/shiftsched/shiftsched/internal/leave"
	"github.com/shiftsched/shiftsched/internal/store"
)

// The school calendar lives here, beside the rules for minors, because they are its only
// reader: it says which days are school days at a location, so that a minor's school-day
// limits apply. It is not leave's: nobody takes a school holiday off, and public holidays
// (leave's) only enter it as days that are never school days.

// SchoolDays are school days by location id (0: work without a location) and day.
type SchoolDays map[int64]map[domain.Date]bool

// on reports whether d is a school day at the location (0 without one).
func (s SchoolDays) on(loc *int64, d domain.Date) bool {
	id := int64(0)
	if loc != nil {
		id = *loc
	}
	return s[id][d]
}

// SchoolDaysOf is which days from..to are school days by a location's calendar: a day
// of its school weekdays (nil: Monday to Friday) in none of its school holidays and not a
// public holiday there.
func SchoolDaysOf(src store.SchoolSource, from, to domain.Date) map[domain.Date]bool {
	weekdays := src.Weekdays
	if weekdays == nil {
		weekdays = domain.DefaultSchoolWeekdays
	}
	public := map[domain.Date]bool{}
	for _, h := range leave.Holidays(src.Calendar, src.Changes, from, to) {
		public[h.Date] = true
	}
	out := map[domain.Date]bool{}
	for d := from; !d.After(to); d = d.AddDays(1) {
		iso := int(d.Weekday())
		if iso == 0 {
			iso = 7
		}
		if !slices.Contains(weekdays, iso) || public[d] || inSchoolHoliday(src.Holidays, d) {
			continue
		}
		out[d] = true
	}
	return out
}

func inSchoolHoliday(hs []domain.SchoolHoliday, d domain.Date) bool {
	for _, h := range hs {
		if !d.Before(h.First) && !d.After(h.Last) {
			return true
		}
	}
	return false
}

// SchoolDaysFrom reads the school days from..to at the locations (0: work without a
// location): one statement.
func SchoolDaysFrom(ctx context.Context, q store.Q, ids []int64, from, to domain.Date) (SchoolDays, error) {
	sources, err := q.SchoolSources(ctx, ids, from, to)
	if err != nil {
		return nil, err
	}
	out := make(SchoolDays, len(ids))
	for _, id := range ids {
		out[id] = SchoolDaysOf(*sources[id], from, to)
	}
	return out, nil
}

// minorSchool reports a school day with the minor's work over the most on a school day,
// and the week checked, when it has a school day, with their work over the most in a
// school week. A day is a school day for the person when it is one at the location of
// some of their work that day; the week has a school day when one of its days is a
// school day at a location they work at in the week. Work belongs to its shift's day,
// past midnight included, as for the daily most.
func (e *evaluation) minorSchool(m Minor, minor []Work) {
	if e.in.School == nil || !m.school() {
		return
	}
	name := e.in.Person.Name
	byDay := map[domain.Date][]Work{}
	var days []domain.Date
	week, weekIDs := 0, []int64{}
	for _, w := range minor {
		if !e.inWeek(w.Date) {
			continue
		}
		if _, ok := byDay[w.Date]; !ok {
			days = append(days, w.Date)
		}
		byDay[w.Date] = append(byDay[w.Date], w)
		week += w.minutes()
		if w.Proposed {
			weekIDs = append(weekIDs, w.ShiftID)
		}
	}
	for _, d := range days {
		total, ids, school := 0, []int64{}, false
		for _, w := range byDay[d] {
			total += w.minutes()
			school = school || e.in.School.on(w.Structure.LocationID, d)
			if e.checked(w) {
				ids = append(ids, w.ShiftID)
			}
		}
		if m.SchoolDayMaxMinutes > 0 && school && len(ids) > 0 && total > m.SchoolDayMaxMinutes {
			e.violate(CodeMinorSchoolDay, m.Base, ids, "%s, under %d, would work %s on %s %s, a school day, over the most of %s on a school day for a minor.",
				name, m.UnderAge, domain.Hours(total), domain.DayName(domain.DayKeyOf(d)), d.ShortLabel(), domain.Hours(m.SchoolDayMaxMinutes))
		}
	}
	if m.SchoolWeekMaxMinutes > 0 && len(weekIDs) > 0 && week > m.SchoolWeekMaxMinutes && e.schoolWeek() {
		e.violate(CodeMinorSchoolWeek, m.Base, weekIDs, "%s, under %d, would work %s in the week of %s, a week with school, over the most of %s in a school week for a minor.",
			name, m.UnderAge, domain.Hours(week), e.in.Week.ShortLabel(), domain.Hours(m.SchoolWeekMaxMinutes))
	}
}

// schoolWeek reports whether a day of the week checked is a school day at a location
// of the person's work in the week.
func (e *evaluation) schoolWeek() bool {
	for _, w := range e.work {
		if !e.inWeek(w.Date) {
			continue
		}
		for i := range 7 {
			if e.in.School.on(w.Structure.LocationID, e.in.Week.AddDays(i)) {
				return true
			}
		}
	}
	return false
}
