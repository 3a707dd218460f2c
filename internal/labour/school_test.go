package labour

import (
	"testing"

	"github.com/shiftsched/shiftsched/internal/domain"
	"github.com/shiftsched/shiftsched/internal/store"
)

// The school calendar of the tests: location 1 keeps Monday to Friday, with a school
// holiday on Dec 1-2 and a public holiday (the workplace's own) on Dec 3, and a winter
// break from Dec 18 for every location; location 2 has school on Saturdays too and no
// school holiday of its own; 0 is work without a location.
func testSchool(from, to domain.Date) SchoolDays {
	one := int64(1)
	winter := domain.SchoolHoliday{ID: 9, Name: "Winter break", First: day("2026-12-18"), Last: day("2027-01-03")}
	sources := map[int64]store.SchoolSource{
		1: {HolidaySource: store.HolidaySource{Changes: []domain.HolidayChange{{LocationID: &one, Date: day("2026-12-03"), Name: "Founders' Day"}}},
			Holidays: []domain.SchoolHoliday{{ID: 1, LocationID: &one, Name: "Thanksgiving break", First: day("2026-12-01"), Last: day("2026-12-02")}, winter}},
		2: {Weekdays: []int{1, 2, 3, 4, 5, 6}, Holidays: []domain.SchoolHoliday{winter}},
		0: {Holidays: []domain.SchoolHoliday{winter}},
	}
	out := SchoolDays{}
	for id, src := range sources {
		out[id] = SchoolDaysOf(src, from, to)
	}
	return out
}

func TestSchoolDaysOf(t *testing.T) {
	t.Parallel()
	s := testSchool(day("2026-11-27"), day("2026-12-31"))
	one, two := int64(1), int64(2)
	for _, c := range []struct {
		loc  *int64
		date string
		want bool
	}{
		{&one, "2026-11-27", true},  // a Friday
		{&one, "2026-11-28", false}, // Saturday
		{&two, "2026-11-28", true},  // Saturday school at location 2
		{&one, "2026-11-29", false}, // Sunday
		{&two, "2026-11-29", false},
		{&one, "2026-11-30", true},
		{&one, "2026-12-01", false}, // in location 1's school holiday
		{&two, "2026-12-01", true},  // not location 2's
		{&one, "2026-12-03", false}, // a public holiday at location 1
		{&two, "2026-12-03", true},
		{nil, "2026-12-03", true},
		{&one, "2026-12-18", false}, // the winter break of every location
		{&two, "2026-12-21", false},
		{nil, "2026-12-21", false},
		{nil, "2026-12-17", true},
	} {
		if got := s.on(c.loc, day(c.date)); got != c.want {
			t.Errorf("school day at %v on %s = %v, want %v", c.loc, c.date, got, c.want)
		}
	}
}

// atLoc is work at a location.
func atLoc(loc int64, w Work) Work {
	w.Structure.LocationID = &loc
	return w
}

type schoolCase struct {
	name  string
	rules Rules
	work  []Work
	birth string
	week  string
	noCal bool // the calendars were not read
	want  []domain.ConflictCode
	ids   [][]int64
}

func TestMinorSchoolLimits(t *testing.T) {
	t.Parallel()
	flsa := Rules{Minors: []Minor{{Base: block, UnderAge: 16, MaxDailyMinutes: 8 * 60, MaxWeeklyMinutes: 40 * 60,
		SchoolDayMaxMinutes: 3 * 60, SchoolWeekMaxMinutes: 18 * 60}}}
	warned := Rules{Minors: []Minor{{Base: warn, UnderAge: 16, SchoolDayMaxMinutes: 3 * 60}}}
	// Nov 27 is a Friday (a school day), the week runs to Thursday Dec 3.
	weekend := []Work{atLoc(1, shift(1, "2026-11-28", "08:00", "16:00")), atLoc(1, shift(2, "2026-11-29", "08:00", "16:00"))}
	runSchool(t, []schoolCase{
		{name: "OK three hours on a school day", rules: flsa, work: []Work{atLoc(1, shift(1, "2026-11-30", "15:00", "18:00"))}},
		{name: "ErrFourHoursOnASchoolDay", rules: flsa, work: []Work{atLoc(1, shift(1, "2026-11-30", "14:00", "18:00"))},
			want: []domain.ConflictCode{CodeMinorSchoolDay}, ids: [][]int64{{1}}},
		{name: "ErrTwoShiftsOfASchoolDayTogether", rules: flsa,
			work: []Work{atLoc(1, shift(1, "2026-11-30", "07:00", "09:00")), atLoc(1, shift(2, "2026-11-30", "16:00", "18:00"))},
			want: []domain.ConflictCode{CodeMinorSchoolDay}, ids: [][]int64{{1, 2}}},
		{name: "OK four hours on a Saturday", rules: flsa, work: []Work{atLoc(1, shift(1, "2026-11-28", "08:00", "12:00"))}},
		{name: "ErrSaturdaySchoolAtItsLocation", rules: flsa, work: []Work{atLoc(2, shift(1, "2026-11-28", "08:00", "12:00"))},
			want: []domain.ConflictCode{CodeMinorSchoolDay}},
		{name: "OK four hours in a school holiday", rules: flsa, work: []Work{atLoc(1, shift(1, "2026-12-01", "08:00", "12:00"))}},
		{name: "ErrTheHolidayIsAnotherLocation's", rules: flsa, work: []Work{atLoc(2, shift(1, "2026-12-01", "08:00", "12:00"))},
			want: []domain.ConflictCode{CodeMinorSchoolDay}},
		{name: "OK four hours on a public holiday", rules: flsa, work: []Work{atLoc(1, shift(1, "2026-12-03", "08:00", "12:00"))}},
		{name: "ErrWorkWithoutALocationByTheWorkplace'sCalendar", rules: flsa, work: []Work{shift(1, "2026-12-03", "08:00", "12:00")},
			want: []domain.ConflictCode{CodeMinorSchoolDay}},
		{name: "OK past midnight from a Sunday counts on the Sunday", rules: flsa, work: []Work{atLoc(1, shift(1, "2026-11-29", "22:00", "03:00"))}},
		{name: "ErrPastMidnightFromASchoolDayCountsOnIt", rules: flsa, work: []Work{atLoc(1, shift(1, "2026-11-30", "22:00", "02:00"))},
			want: []domain.ConflictCode{CodeMinorSchoolDay}},
		{name: "ErrSchoolWeek", rules: flsa, work: append([]Work{atLoc(1, shift(3, "2026-11-27", "15:00", "18:00"))}, weekend...),
			want: []domain.ConflictCode{CodeMinorSchoolWeek}, ids: [][]int64{{3, 1, 2}}},
		{name: "OK eighteen hours in a school week", rules: flsa, work: append([]Work{atLoc(1, shift(3, "2026-11-27", "16:00", "18:00"))}, weekend...)},
		{name: "OK a week without a school day", rules: flsa, week: "2026-12-18",
			work: []Work{atLoc(1, shift(1, "2026-12-18", "08:00", "16:00")), atLoc(1, shift(2, "2026-12-19", "08:00", "16:00")), atLoc(1, shift(3, "2026-12-21", "08:00", "12:00"))}},
		{name: "ErrWeekHoursStillCountOutsideSchool", rules: flsa, week: "2026-12-18",
			work: []Work{atLoc(1, shift(1, "2026-12-18", "08:00", "16:00")), atLoc(1, shift(2, "2026-12-19", "08:00", "16:00")),
				atLoc(1, shift(3, "2026-12-21", "08:00", "16:00")), atLoc(1, shift(4, "2026-12-22", "08:00", "16:00")), atLoc(1, shift(5, "2026-12-23", "08:00", "16:00")),
				atLoc(1, shift(6, "2026-12-24", "08:00", "09:00"))},
			want: []domain.ConflictCode{CodeMinorWeek}},
		// Sixteen on Monday Nov 30: Monday's 4 hours are no minor's, and the week's
		// work as a minor is Friday's 2 and the weekend's 16.
		{name: "OK a birthday inside the week ends the limits", rules: flsa, birth: "2010-11-30",
			work: append([]Work{atLoc(1, shift(3, "2026-11-27", "16:00", "18:00")), atLoc(1, shift(4, "2026-11-30", "08:00", "12:00"))}, weekend...)},
		{name: "ErrTheDayBeforeTheBirthday", rules: flsa, birth: "2010-11-30", work: []Work{atLoc(1, shift(1, "2026-11-27", "08:00", "12:00"))},
			want: []domain.ConflictCode{CodeMinorSchoolDay}},
		{name: "OK sixteen already", rules: flsa, birth: "2010-11-27", work: []Work{atLoc(1, shift(1, "2026-11-30", "08:00", "12:00"))}},
		{name: "OK no calendar read", rules: flsa, noCal: true, work: []Work{atLoc(1, shift(1, "2026-11-30", "08:00", "12:00"))}},
		{name: "OK stored work is not reported again", rules: flsa, work: []Work{atLoc(1, stored(1, "2026-11-30", "08:00", "12:00"))}},
		{name: "ErrAWarning", rules: warned, work: []Work{atLoc(1, shift(1, "2026-11-30", "08:00", "12:00"))},
			want: []domain.ConflictCode{CodeMinorSchoolDay}},
	})
}

func runSchool(t *testing.T, cases []schoolCase) {
	t.Helper()
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			week := day("2026-11-27")
			if c.week != "" {
				week = day(c.week)
			}
			birth := day("2012-05-01")
			if c.birth != "" {
				birth = day(c.birth)
			}
			in := Input{Rules: c.rules, Person: Person{UserID: 1, Name: "Mia", BirthDate: &birth}, Work: c.work, Zone: berlin,
				Anchor: day("2021-01-01"), Week: week}
			if !c.noCal {
				in.School = testSchool(week, week.AddDays(6))
			}
			got := Evaluate(in).Violations
			var codes []domain.ConflictCode
			for _, v := range got {
				codes = append(codes, v.Code)
			}
			if len(codes) != len(c.want) {
				t.Fatalf("codes = %v, want %v (%+v)", codes, c.want, got)
			}
			for i := range codes {
				if codes[i] != c.want[i] {
					t.Fatalf("codes = %v, want %v (%+v)", codes, c.want, got)
				}
			}
			for i, ids := range c.ids {
				if len(got[i].ShiftIDs) != len(ids) {
					t.Fatalf("violation %d involves %v, want %v", i, got[i].ShiftIDs, ids)
				}
				for j := range ids {
					if got[i].ShiftIDs[j] != ids[j] {
						t.Errorf("violation %d involves %v, want %v", i, got[i].ShiftIDs, ids)
					}
				}
			}
			if c.rules.Minors[0].Severity == domain.RuleWarn && len(got) > 0 && got[0].Severity != domain.Warning {
				t.Errorf("a WARN rule gave %v", got[0].Severity)
			}
		})
	}
}
