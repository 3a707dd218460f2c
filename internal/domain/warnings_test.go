package domain

import (
	"strings"
	"testing"
)

func TestWithoutPast(t *testing.T) {
	week, today := mustDate("2026-11-20"), mustDate("2026-11-22")
	cs := []ShiftConflict{
		{Code: Understaffed, Severity: Warning, Date: mustDate("2026-11-21"), RequirementID: 1}, // past
		{Code: Understaffed, Severity: Warning, Date: mustDate("2026-11-22"), RequirementID: 1}, // today
		{Code: ShortRest, Severity: Warning, LastDay: mustDate("2026-11-21")},                   // past
		{Code: DoubleBooked, Severity: Hard, LastDay: mustDate("2026-11-21")},                   // hard: stays
		{Code: AgainstPreference, Severity: Info, LastDay: mustDate("2026-11-20")},              // past
		{Code: OverHours, Severity: Warning},                                                    // no day known: the week's last
		{Code: OverBudget, Severity: Warning, LocationID: 3},                                    // the week's
	}
	var got []string
	for _, c := range WithoutPast(cs, week, today) {
		got = append(got, string(c.Code))
	}
	want := "[UNDERSTAFFED DOUBLE_BOOKED OVER_HOURS OVER_BUDGET]"
	if s := "[" + strings.Join(got, " ") + "]"; s != want {
		t.Fatalf("kept %s; want %s", s, want)
	}
	if kept := WithoutPast(cs[5:], week, mustDate("2026-11-27")); len(kept) != 0 {
		t.Fatalf("a week wholly past keeps %v", kept)
	}
}

func TestStampDaysTakesTheLatestKnownDay(t *testing.T) {
	shifts := []Shift{{ID: 1, Date: mustDate("2026-11-21")}, {ID: 0, Date: mustDate("2026-11-25")}}
	others := []Shift{{ID: 9, Date: mustDate("2026-11-19")}}
	cs := []ShiftConflict{{ShiftIDs: []int64{9, 1}}, {ShiftIDs: []int64{1, 0}}}
	stampDays(cs, shifts, others)
	if cs[0].LastDay != mustDate("2026-11-21") || !cs[1].LastDay.IsZero() {
		t.Fatalf("days = %v, %v", cs[0].LastDay, cs[1].LastDay)
	}
}

func TestSeriousKinds(t *testing.T) {
	for code, want := range map[ConflictCode]bool{ShortRest: true, OverHours: true, DoubleBooked: true, OnTimeOff: true,
		MaxDailyHours: true, Understaffed: false, OverBudget: false, AgainstPreference: false, MaxWeekends: false} {
		if code.Serious() != want {
			t.Errorf("%s serious = %v; want %v", code, !want, want)
		}
	}
}

func mustDate(s string) Date {
	d, err := ParseDate(s)
	if err != nil {
		panic(err)
	}
	return d
}
