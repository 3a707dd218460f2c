package domain

import (
	"fmt"
	"testing"
)

func win(start, end string) AvailabilityWindow {
	s, _ := ParseTimeOfDay(start)
	e, _ := ParseTimeOfDay(end)
	return AvailabilityWindow{Start: s, End: e}
}

func TestOutsideAvailability(t *testing.T) {
	// Week of Friday 2026-11-27; Monday is 2026-11-30.
	weekly := map[int64]WeeklyAvailability{1: FullWeek(1, []AvailabilityDay{
		{Day: Monday, Mode: NotAvailable},
		{Day: Tuesday, Mode: AvailableWindows, Windows: []AvailabilityWindow{win("09:00", "13:00"), win("18:00", "23:00")}},
		{Day: Friday, Mode: AvailableWindows, Windows: []AvailabilityWindow{win("20:00", "04:00")}},
		{Day: Wednesday, Mode: AvailableWindows, Windows: []AvailabilityWindow{win("20:00", "00:00")}},
	})}
	dates := []UnavailableDate{{UserID: 1, Date: MustDate("2026-12-03"), Note: "exam"}}
	cases := []struct {
		name        string
		date, start string
		end         string
		want        string
	}{
		{"OK_AllDayPattern", "2026-11-29", "08:00", "16:00", ""},
		{"ErrWarnUnavailableMonday", "2026-11-30", "09:00", "17:00", "Eve is scheduled Monday Nov 30 09:00-17:00, outside their weekly availability (Monday: unavailable)."},
		{"OK_InsideAWindow", "2026-12-01", "09:00", "13:00", ""},
		{"ErrWarnAcrossTwoWindows", "2026-12-01", "12:00", "19:00", "Eve is scheduled Tuesday Dec 1 12:00-19:00, outside their weekly availability (Tuesday: 09:00-13:00, 18:00-23:00)."},
		{"OK_OvernightInsideAnOvernightWindow", "2026-11-27", "21:00", "03:00", ""},
		{"ErrWarnOvernightBeforeTheWindow", "2026-11-27", "19:00", "03:00", "Eve is scheduled Friday Nov 27 19:00-03:00, outside their weekly availability (Friday: 20:00-04:00; Saturday: all day)."},
		// Thursday (all day) into Friday, whose only window starts at 20:00.
		{"ErrWarnOvernightIntoAWindowlessMorning", "2026-11-26", "22:00", "02:00", "Eve is scheduled Thursday Nov 26 22:00-02:00, outside their weekly availability (Thursday: all day; Friday: 20:00-04:00)."},
		// Sunday evening (all day) runs into Monday (unavailable).
		{"ErrWarnOvernightIntoAnUnavailableDay", "2026-11-29", "22:00", "02:00", "Eve is scheduled Sunday Nov 29 22:00-02:00, outside their weekly availability (Sunday: all day; Monday: unavailable)."},
		// Wednesday 20:00-midnight then Thursday (all day) covers it, but Thursday is an unavailable date.
		{"ErrWarnOvernightIntoAnUnavailableDate", "2026-12-02", "22:00", "02:00", "Eve is scheduled Wednesday Dec 2 22:00-02:00, marked Dec 3 unavailable (exam)."},
		{"OK_OvernightIntoTheNextDaysAvailability", "2026-11-28", "22:00", "02:00", ""},
		{"ErrWarnUnavailableDate", "2026-12-03", "09:00", "12:00", "Eve is scheduled Thursday Dec 3 09:00-12:00, marked Dec 3 unavailable (exam)."},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			got := outsideAvailability([]Shift{shiftAt(1, "Eve", tc.date, tc.start, tc.end)}, weekly, dates)
			msg := ""
			if len(got) > 0 {
				msg = got[0].Message
				if got[0].Code != OutsideAvailability || got[0].Severity != Warning {
					t.Errorf("conflict = %+v", got[0])
				}
			}
			if msg != tc.want {
				t.Errorf("got %q\nwant %q", msg, tc.want)
			}
		})
	}
	t.Run("OK_NoPatternNoDates", func(t *testing.T) {
		if got := outsideAvailability([]Shift{shiftAt(2, "Bob", "2026-11-30", "09:00", "17:00")}, weekly, dates); len(got) != 0 {
			t.Errorf("got %v", got)
		}
	})
}

func shiftAt(user int64, name, date, start, end string) Shift {
	s, _ := ParseTimeOfDay(start)
	e, _ := ParseTimeOfDay(end)
	d := MustDate(date)
	return Shift{ID: 7, UserID: user, UserName: name, Date: d, DayKey: DayKeyOf(d), StartTime: s, EndTime: e}
}

func TestNormalizeAvailability(t *testing.T) {
	cases := []struct {
		name string
		days []AvailabilityDay
		want string
	}{
		{"OK", []AvailabilityDay{{Day: Monday, Mode: NotAvailable}, {Day: Tuesday, Mode: AvailableWindows, Windows: []AvailabilityWindow{win("22:00", "02:00")}}}, "<nil>"},
		{"ErrTwice", []AvailabilityDay{{Day: Monday, Mode: NotAvailable}, {Day: Monday, Mode: AvailableAllDay}}, "Monday is given twice."},
		{"ErrNoWindows", []AvailabilityDay{{Day: Monday, Mode: AvailableWindows}}, "Monday: give at least one time window."},
		{"ErrWindowsForAllDay", []AvailabilityDay{{Day: Monday, Mode: AvailableAllDay, Windows: []AvailabilityWindow{win("09:00", "10:00")}}}, `Monday: times can only be given for "available between".`},
		{"ErrOverlap", []AvailabilityDay{{Day: Monday, Mode: AvailableWindows, Windows: []AvailabilityWindow{win("09:00", "12:00"), win("11:00", "14:00")}}}, "Monday: time windows overlap."},
		{"ErrEmptyWindow", []AvailabilityDay{{Day: Monday, Mode: AvailableWindows, Windows: []AvailabilityWindow{win("09:00", "09:00")}}}, "Monday: a time window cannot start and end at the same time."},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			if got := fmt.Sprint(NormalizeAvailability(tc.days)); got != tc.want {
				t.Errorf("got %q; want %q", got, tc.want)
			}
		})
	}
}

func TestOnTimeOffPartDay(t *testing.T) {
	nine, noon := TimeOfDay(9*60), TimeOfDay(12*60)
	off := []TimeOffRequest{
		{UserID: 1, Date: MustDate("2026-12-01"), EndDate: MustDate("2026-12-01"), StartTime: &nine, EndTime: &noon, Status: TimeOffApproved},
		{UserID: 1, Date: MustDate("2026-12-05"), EndDate: MustDate("2026-12-06"), Status: TimeOffApproved},
	}
	cases := []struct {
		name, date, start, end, want string
	}{
		{"OK_AfterThePartDay", "2026-12-01", "13:00", "17:00", ""},
		{"ErrHardInsideThePartDay", "2026-12-01", "11:00", "15:00", "Eve has approved time off (Dec 1 09:00-12:00) overlapping Tuesday Dec 1 11:00-15:00 and cannot be scheduled that day."},
		{"ErrHardOnTheLastDayOfARange", "2026-12-06", "09:00", "17:00", "Eve has approved time off on Sunday Dec 6 and cannot be scheduled that day."},
		{"ErrHardOvernightIntoTheRange", "2026-12-04", "22:00", "06:00", "Eve has approved time off (Dec 5 to Dec 6) overlapping Friday Dec 4 22:00-06:00 and cannot be scheduled that day."},
		{"OK_TheDayAfter", "2026-12-07", "00:00", "08:00", ""},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			got := onTimeOff([]Shift{shiftAt(1, "Eve", tc.date, tc.start, tc.end)}, off, nil)
			msg := ""
			if len(got) > 0 {
				msg = got[0].Message
			}
			if msg != tc.want {
				t.Errorf("got %q\nwant %q", msg, tc.want)
			}
		})
	}
}

func MustDate(s string) Date {
	d, err := ParseDate(s)
	if err != nil {
		panic(err)
	}
	return d
}
