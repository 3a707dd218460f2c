package domain

import (
	"strings"
	"testing"
)

func mkShift(id, user int64, date string, start, end string) Shift {
	d, _ := ParseDate(date)
	s, _ := ParseTimeOfDay(start)
	e, _ := ParseTimeOfDay(end)
	return Shift{ID: id, UserID: user, UserName: map[int64]string{1: "Eve", 2: "Bob"}[user], Date: d, DayKey: DayKeyOf(d), StartTime: s, EndTime: e}
}

func codes(cs []ShiftConflict) string {
	var out []string
	for _, c := range cs {
		out = append(out, string(c.Code)+"/"+string(c.Severity))
	}
	return strings.Join(out, " ")
}

func TestConflicts(t *testing.T) {
	week, _ := ParseDate("2026-11-20")
	tests := []struct {
		name   string
		in     ConflictInput
		want   string
		anyMsg string
	}{
		{"OK_BackToBackWithRest", ConflictInput{Shifts: []Shift{
			mkShift(1, 1, "2026-11-20", "09:00", "17:00"), mkShift(2, 1, "2026-11-21", "09:00", "17:00")}}, "", ""},
		{"ErrDoubleBookedSameDay", ConflictInput{Shifts: []Shift{
			mkShift(1, 1, "2026-11-20", "09:00", "17:00"), mkShift(2, 1, "2026-11-20", "16:00", "20:00")}},
			"DOUBLE_BOOKED/HARD", "Eve cannot work two overlapping shifts: Friday Nov 20 09:00-17:00 and Friday Nov 20 16:00-20:00."},
		{"ErrDoubleBookedOvernight", ConflictInput{Shifts: []Shift{
			mkShift(1, 1, "2026-11-20", "22:00", "06:00"), mkShift(2, 1, "2026-11-21", "05:00", "09:00")}},
			"DOUBLE_BOOKED/HARD", ""},
		{"ErrDoubleBookedAcrossWeeks", ConflictInput{
			Shifts: []Shift{mkShift(1, 1, "2026-11-26", "20:00", "11:00")},
			Others: []Shift{mkShift(9, 1, "2026-11-27", "10:00", "18:00")}},
			"DOUBLE_BOOKED/HARD", "(one of them is in the published week of Nov 27)"},
		{"OKOthersAloneAreNotReported", ConflictInput{
			Shifts: []Shift{mkShift(1, 1, "2026-11-22", "09:00", "17:00")},
			Others: []Shift{mkShift(8, 1, "2026-11-19", "09:00", "17:00"), mkShift(9, 1, "2026-11-19", "10:00", "18:00")}},
			"", ""},
		{"ErrOnTimeOff", ConflictInput{Shifts: []Shift{mkShift(1, 1, "2026-11-22", "09:00", "17:00")},
			TimeOff: []TimeOffRequest{{UserID: 1, Date: mkShift(0, 1, "2026-11-22", "09:00", "10:00").Date, Status: TimeOffApproved}}},
			"ON_TIME_OFF/HARD", "Eve has approved time off on Sunday Nov 22 and cannot be scheduled that day."},
		{"ErrOnTimeOffKeptIsWarning", ConflictInput{Shifts: []Shift{mkShift(1, 1, "2026-11-22", "09:00", "17:00")},
			Kept:    map[int64]Shift{1: mkShift(1, 1, "2026-11-22", "10:00", "17:00")},
			TimeOff: []TimeOffRequest{{UserID: 1, Date: mkShift(0, 1, "2026-11-22", "09:00", "10:00").Date, Status: TimeOffApproved}}},
			"ON_TIME_OFF/WARNING", ""},
		{"ErrShortRestOvernight", ConflictInput{Settings: DefaultSettings, Shifts: []Shift{
			mkShift(1, 1, "2026-11-20", "22:00", "06:00"), mkShift(2, 1, "2026-11-21", "14:00", "20:00")}},
			"SHORT_REST/WARNING", "Eve would rest only 8 h between Friday Nov 20 22:00-06:00 and Saturday Nov 21 14:00-20:00 (the minimum is 10 h)."},
		{"ErrShortRestAcrossWeeks", ConflictInput{Settings: DefaultSettings,
			Shifts: []Shift{mkShift(1, 1, "2026-11-20", "06:00", "12:00")},
			Others: []Shift{mkShift(9, 1, "2026-11-19", "14:00", "23:00")}},
			"SHORT_REST/WARNING", ""},
		{"ErrOverHours", ConflictInput{WeekStarting: week, Settings: DefaultSettings, Shifts: []Shift{
			mkShift(1, 2, "2026-11-20", "08:00", "18:00"), mkShift(2, 2, "2026-11-21", "08:00", "18:00"),
			mkShift(3, 2, "2026-11-22", "08:00", "18:00"), mkShift(4, 2, "2026-11-23", "08:00", "18:00"),
			mkShift(5, 2, "2026-11-24", "08:00", "09:30")}},
			"OVER_HOURS/WARNING", "Bob would work 41 h 30 min in the week of Nov 20, over the weekly limit of 40 h."},
		{"OKOpenShiftsBreakNoPersonalRule", ConflictInput{Settings: DefaultSettings, Shifts: []Shift{
			mkShift(1, 0, "2026-11-20", "09:00", "17:00"), mkShift(2, 0, "2026-11-20", "09:00", "17:00")}}, "", ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if tc.in.Settings == (Settings{}) {
				tc.in.Settings = Settings{MinRestMinutes: 0, WeeklyLimitMinutes: 7 * 24 * 60}
				if strings.HasPrefix(tc.want, "SHORT") || strings.Contains(tc.want, "SHORT") {
					tc.in.Settings = DefaultSettings
				}
			}
			got := Conflicts(tc.in)
			if codes(got) != tc.want {
				t.Fatalf("codes = %q, want %q (%v)", codes(got), tc.want, got)
			}
			if tc.anyMsg != "" {
				found := false
				for _, c := range got {
					found = found || strings.Contains(c.Message, tc.anyMsg)
				}
				if !found {
					t.Errorf("no message contains %q: %v", tc.anyMsg, got)
				}
			}
		})
	}
}
