package labour

import (
	"slices"
	"testing"
	"time"

	"github.com/shiftsched/shiftsched/internal/domain"
)

var berlin = mustZone("Europe/Berlin")

func mustZone(name string) *time.Location {
	z, err := time.LoadLocation(name)
	if err != nil {
		panic(err)
	}
	return z
}

func day(s string) domain.Date {
	d, err := domain.ParseDate(s)
	if err != nil {
		panic(err)
	}
	return d
}

func clock(s string) *Clock {
	t, err := domain.ParseTimeOfDay(s)
	if err != nil {
		panic(err)
	}
	c := Clock(t)
	return &c
}

// shift is a proposed shift of the person as work in Berlin: "2026-11-27 22:00-06:00".
func shift(id int64, date, from, to string) Work {
	a, b := clock(from), clock(to)
	return Scheduled(domain.Shift{ID: id, UserID: 1, UserName: "Mia", Date: day(date),
		StartTime: domain.TimeOfDay(*a), EndTime: domain.TimeOfDay(*b)}, berlin, true)
}

// stored is shift as context: stored work whose own breaches are not reported.
func stored(id int64, date, from, to string) Work {
	w := shift(id, date, from, to)
	w.Proposed = false
	return w
}

var (
	block = Base{Severity: domain.RuleBlock, Source: "test source"}
	warn  = Base{Severity: domain.RuleWarn}
)

type violationCase struct {
	name  string
	rules Rules
	work  []Work
	birth string
	week  string
	want  []domain.ConflictCode // in order
	ids   [][]int64             // the shifts of each, when given
}

func runViolations(t *testing.T, cases []violationCase) {
	t.Helper()
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			in := Input{Rules: c.rules, Person: Person{UserID: 1, Name: "Mia"}, Work: c.work, Zone: berlin,
				Anchor: day("2021-01-01"), Week: day("2026-11-27")}
			if c.week != "" {
				in.Week = day(c.week)
			}
			if c.birth != "" {
				b := day(c.birth)
				in.Person.BirthDate = &b
			}
			got := Evaluate(in).Violations
			var codes []domain.ConflictCode
			for _, v := range got {
				codes = append(codes, v.Code)
			}
			if !slices.Equal(codes, c.want) {
				t.Fatalf("codes = %v, want %v (%+v)", codes, c.want, got)
			}
			for i, ids := range c.ids {
				if !slices.Equal(got[i].ShiftIDs, ids) {
					t.Errorf("violation %d involves %v, want %v", i, got[i].ShiftIDs, ids)
				}
			}
			for _, v := range got {
				if v.Message == "" || v.Severity != domain.Hard && v.Severity != domain.Warning {
					t.Errorf("violation without words or severity: %+v", v)
				}
			}
		})
	}
}

func TestDailyRest(t *testing.T) {
	t.Parallel()
	rest := Rules{DailyRest: &Rest{Base: block, Minutes: 11 * 60}}
	runViolations(t, []violationCase{
		{name: "OK eleven hours", rules: rest, work: []Work{shift(1, "2026-11-27", "12:00", "20:00"), shift(2, "2026-11-28", "07:00", "15:00")}},
		{name: "ErrTenHours", rules: rest, work: []Work{shift(1, "2026-11-27", "13:00", "21:00"), shift(2, "2026-11-28", "07:00", "15:00")},
			want: []domain.ConflictCode{CodeDailyRest}, ids: [][]int64{{1, 2}}},
		{name: "ErrAcrossMidnight", rules: rest, work: []Work{shift(1, "2026-11-27", "22:00", "06:00"), shift(2, "2026-11-28", "14:00", "22:00")},
			want: []domain.ConflictCode{CodeDailyRest}},
		{name: "ErrAgainstTheWeekBefore", rules: rest, work: []Work{stored(1, "2026-11-26", "16:00", "23:00"), shift(2, "2026-11-27", "06:00", "14:00")},
			want: []domain.ConflictCode{CodeDailyRest}, ids: [][]int64{{1, 2}}},
		{name: "OK two stored shifts are not reported", rules: rest, work: []Work{stored(1, "2026-11-20", "13:00", "21:00"), stored(2, "2026-11-21", "07:00", "15:00")}},
		{name: "OK off", rules: Rules{DailyRest: &Rest{Base: Base{Severity: domain.RuleOff}, Minutes: 11 * 60}},
			work: []Work{shift(1, "2026-11-27", "13:00", "21:00"), shift(2, "2026-11-28", "07:00", "15:00")}},
		// The clocks go back at 03:00 on Oct 25 2026: 21:00 to 07:00 is 11 real hours.
		{name: "OK daylight saving gives an hour", rules: rest, week: "2026-10-23",
			work: []Work{shift(1, "2026-10-24", "13:00", "21:00"), shift(2, "2026-10-25", "07:00", "15:00")}},
		// The clocks go forward at 02:00 on Mar 29 2026: 19:00 to 06:00 is 10 real hours.
		{name: "ErrDaylightSavingTakesAnHour", rules: rest, week: "2026-03-27",
			work: []Work{shift(1, "2026-03-28", "11:00", "19:00"), shift(2, "2026-03-29", "06:00", "14:00")},
			want: []domain.ConflictCode{CodeDailyRest}},
	})
}

func TestWeeklyRest(t *testing.T) {
	t.Parallel()
	seven := Rules{WeeklyRest: &WeeklyRest{Base: warn, Minutes: 24 * 60, Days: 7}}
	fourteen := Rules{WeeklyRest: &WeeklyRest{Base: warn, Minutes: 48 * 60, Days: 14}}
	var everyDay, everyOther []Work
	for i := range 7 {
		everyDay = append(everyDay, shift(int64(i+1), day("2026-11-27").AddDays(i).String(), "08:00", "20:00"))
	}
	for i := range 14 {
		if i != 6 { // one day off in fourteen: 36 h rest, no 48
			everyOther = append(everyOther, shift(int64(i+1), day("2026-11-27").AddDays(i).String(), "08:00", "20:00"))
		}
	}
	runViolations(t, []violationCase{
		{name: "ErrNoDayOff", rules: seven, work: everyDay, want: []domain.ConflictCode{CodeWeeklyRest}},
		{name: "OK a day off", rules: seven, work: everyDay[:6]},
		// Rest from Thursday 20:00 into the period is cut at its first midnight: Friday's
		// 00:00-08:00 is only 8 h of it.
		{name: "ErrRestAcrossThePeriodsEdgeCountsInside", rules: seven,
			work: append([]Work{stored(0, "2026-11-26", "08:00", "20:00")}, everyDay...), want: []domain.ConflictCode{CodeWeeklyRest}},
		{name: "ErrFourteenDaysWithoutFortyEight", rules: fourteen, work: everyOther, want: []domain.ConflictCode{CodeWeeklyRest}},
		{name: "OK fourteen days with two off", rules: fourteen, work: slices.Delete(slices.Clone(everyOther), 5, 6)},
	})
}

func TestAverageWeek(t *testing.T) {
	t.Parallel()
	// Two-week reference periods from 2021-01-01: Nov 13-26 and Nov 27-Dec 10 2026;
	// 10 h a week on average, 20 h in each.
	avg := Rules{AverageWeek: &Average{Base: block, MaxMinutes: 10 * 60, Weeks: 2}}
	before := []Work{stored(1, "2026-11-16", "08:00", "16:00"), stored(2, "2026-11-18", "08:00", "14:00")} // 14 h
	runViolations(t, []violationCase{
		// 22:00 to 06:00 on the period's last day: 2 h in it (16 h, under 20), 6 in the next.
		{name: "OK the night across the edge counts on each side", rules: avg, week: "2026-11-20",
			work: append(slices.Clone(before), shift(3, "2026-11-26", "22:00", "06:00"))},
		{name: "ErrTheNextPeriodGetsItsPart", rules: avg, week: "2026-11-20",
			work: append(slices.Clone(before), shift(3, "2026-11-26", "22:00", "06:00"),
				stored(4, "2026-11-28", "08:00", "16:00"), stored(5, "2026-11-29", "08:00", "15:00")),
			want: []domain.ConflictCode{CodeAverageWeek}, ids: [][]int64{{3}}},
		{name: "OK exactly the whole period", rules: avg, week: "2026-11-20",
			work: append(slices.Clone(before), shift(3, "2026-11-24", "08:00", "14:00"))},
		{name: "ErrOverTheWholePeriod", rules: avg, week: "2026-11-20",
			work: append(slices.Clone(before), shift(3, "2026-11-24", "06:00", "13:00")), want: []domain.ConflictCode{CodeAverageWeek}},
	})
}

func TestMinors(t *testing.T) {
	t.Parallel()
	minor := Rules{Minors: []Minor{{Base: block, UnderAge: 18, MaxDailyMinutes: 8 * 60, MaxWeeklyMinutes: 16 * 60,
		EarliestStart: clock("06:00"), LatestEnd: clock("20:00")}}}
	runViolations(t, []violationCase{
		{name: "OK within the limits", rules: minor, birth: "2010-05-01", work: []Work{shift(1, "2026-11-27", "08:00", "16:00")}},
		{name: "ErrTooEarlyAndTooLong", rules: minor, birth: "2010-05-01", work: []Work{shift(1, "2026-11-27", "05:00", "14:00")},
			want: []domain.ConflictCode{CodeMinorEarly, CodeMinorDay}},
		{name: "ErrPastMidnightEndsTooLate", rules: minor, birth: "2010-05-01", work: []Work{shift(1, "2026-11-27", "19:00", "01:00")},
			want: []domain.ConflictCode{CodeMinorLate}},
		{name: "ErrWeekHours", rules: minor, birth: "2010-05-01",
			work: []Work{shift(1, "2026-11-27", "08:00", "14:00"), shift(2, "2026-11-28", "08:00", "14:00"), shift(3, "2026-11-29", "08:00", "14:00")},
			want: []domain.ConflictCode{CodeMinorWeek}, ids: [][]int64{{1, 2, 3}}},
		// Eighteen on Sunday Nov 29: Friday and Saturday count, Sunday's 6 h do not.
		{name: "OK the birthday inside the week frees the days from it", rules: minor, birth: "2008-11-29",
			work: []Work{shift(1, "2026-11-27", "08:00", "14:00"), shift(2, "2026-11-28", "08:00", "14:00"), shift(3, "2026-11-29", "05:00", "22:00")}},
		{name: "ErrTheDayBeforeTheBirthday", rules: minor, birth: "2008-11-29", work: []Work{shift(2, "2026-11-28", "14:00", "21:00")},
			want: []domain.ConflictCode{CodeMinorLate}},
		{name: "OK an adult", rules: minor, birth: "1990-01-01", work: []Work{shift(1, "2026-11-27", "05:00", "23:00")}},
		{name: "OK no birth date kept", rules: minor, work: []Work{shift(1, "2026-11-27", "05:00", "23:00")}},
	})
}

func TestClopening(t *testing.T) {
	t.Parallel()
	c := Rules{Clopening: &Clopening{Base: warn, MinRestMinutes: 11 * 60, ClosingAfter: clock("22:00")}}
	runViolations(t, []violationCase{
		{name: "ErrCloseThenOpen", rules: c, work: []Work{shift(1, "2026-11-27", "16:00", "23:00"), shift(2, "2026-11-28", "07:00", "12:00")},
			want: []domain.ConflictCode{CodeClopening}, ids: [][]int64{{1, 2}}},
		{name: "OK not a closing", rules: c, work: []Work{shift(1, "2026-11-27", "12:00", "21:00"), shift(2, "2026-11-28", "07:00", "12:00")}},
		{name: "ErrClosingPastMidnight", rules: c, work: []Work{shift(1, "2026-11-27", "18:00", "01:00"), shift(2, "2026-11-28", "09:00", "15:00")},
			want: []domain.ConflictCode{CodeClopening}},
		{name: "OK the same day is a split shift", rules: c, work: []Work{shift(1, "2026-11-27", "06:00", "10:00"), shift(2, "2026-11-27", "17:00", "23:00")}},
	})
}

func TestBreaksOfWorkedTime(t *testing.T) {
	t.Parallel()
	r := Rules{Breaks: []Break{{Base: warn, AfterMinutes: 6 * 60, Minutes: 30, MinPartMinutes: 15, LatestStartMinutes: 6 * 60},
		{Base: warn, AfterMinutes: 9 * 60, Minutes: 45, MinPartMinutes: 15}}}
	worked := func(from, to string, breaks ...[2]string) Work {
		w := shift(1, "2026-11-27", from, to)
		w.Worked = true
		for _, b := range breaks {
			w.Breaks = append(w.Breaks, Span{wall(w.Date, clock(b[0]).Minutes(), berlin), wall(w.Date, clock(b[1]).Minutes(), berlin)})
		}
		return w
	}
	scheduled := shift(1, "2026-11-27", "08:00", "18:00")
	runViolations(t, []violationCase{
		{name: "OK a scheduled shift plans no break", rules: r, work: []Work{scheduled}},
		{name: "OK thirty minutes after seven hours", rules: r, work: []Work{worked("08:00", "15:00", [2]string{"12:00", "12:30"})}},
		{name: "ErrMissed", rules: r, work: []Work{worked("08:00", "15:00")}, want: []domain.ConflictCode{CodeBreak}},
		{name: "ErrPartsTooShort", rules: r, work: []Work{worked("08:00", "15:00", [2]string{"10:00", "10:10"}, [2]string{"12:00", "12:20"})},
			want: []domain.ConflictCode{CodeBreak}},
		{name: "ErrShortAfterNineHours", rules: r, work: []Work{worked("08:00", "18:00", [2]string{"12:00", "12:30"})},
			want: []domain.ConflictCode{CodeBreak}},
		{name: "ErrStartedTooLate", rules: r, work: []Work{worked("08:00", "15:00", [2]string{"14:10", "14:40"})},
			want: []domain.ConflictCode{CodeBreak}},
	})
	if b, ok := r.RequiredBreak(10 * 60); !ok || b.Minutes != 45 {
		t.Errorf("RequiredBreak(10 h) = %+v, %v; want 45 min", b, ok)
	}
	if _, ok := r.RequiredBreak(6 * 60); ok {
		t.Errorf("RequiredBreak(6 h) found a break; want none until more than 6 h")
	}
}

func TestMinorsBreaks(t *testing.T) {
	t.Parallel()
	r := Rules{Breaks: []Break{{Base: warn, AfterMinutes: 6 * 60, Minutes: 30}},
		Minors: []Minor{{Base: block, UnderAge: 18, Breaks: []Break{{Base: block, AfterMinutes: 270, Minutes: 30},
			{Base: block, AfterMinutes: 6 * 60, Minutes: 60}}}}}
	worked := shift(1, "2026-11-27", "08:00", "15:00")
	worked.Worked = true
	worked.Breaks = []Span{{wall(worked.Date, 12*60, berlin), wall(worked.Date, 12*60+30, berlin)}}
	runViolations(t, []violationCase{
		{name: "OK an adult needs 30 min", rules: r, birth: "1990-01-01", work: []Work{worked}},
		{name: "ErrAMinorNeedsAnHour", rules: r, birth: "2010-01-01", work: []Work{worked}, want: []domain.ConflictCode{CodeBreak}},
	})
}

// Worked time counts in place of the shift it was for, and beside the shifts where it
// was for none: a late clock-out shortens the rest before the next shift.
func TestWorkedTimeCountsForRest(t *testing.T) {
	t.Parallel()
	rest := Rules{DailyRest: &Rest{Base: block, Minutes: 11 * 60}}
	late := stored(1, "2026-11-26", "12:00", "20:00")
	late.Until = wall(day("2026-11-26"), 21*60+30, berlin) // clocked out at 21:30
	late.Worked = true
	extra := stored(0, "2026-11-26", "22:00", "23:30")
	extra.Worked = true
	scheduled := []Work{stored(1, "2026-11-26", "12:00", "20:00"), shift(2, "2026-11-27", "08:00", "16:00")}
	runViolations(t, []violationCase{
		{name: "OK as scheduled", rules: rest, work: scheduled},
		{name: "ErrAsWorked", rules: rest, work: WithWorked(scheduled, []Work{late}), want: []domain.ConflictCode{CodeDailyRest}, ids: [][]int64{{1, 2}}},
		{name: "ErrWorkedWithoutAShift", rules: rest, work: WithWorked(scheduled, []Work{extra}), want: []domain.ConflictCode{CodeDailyRest}, ids: [][]int64{{0, 2}}},
	})
	if got := WithWorked(scheduled, []Work{{ShiftID: 99, Date: day("2026-11-25")}}); len(got) != 3 {
		t.Errorf("worked time on a shift not read was dropped: %d pieces, want 3", len(got))
	}
}
