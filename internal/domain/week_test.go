package domain

import (
	"testing"
	"time"
)

func TestFridayWeeksStartOnTheFridayOnOrBefore(t *testing.T) {
	tests := []struct{ day, friday string }{
		{"2026-11-20", "2026-11-20"}, // a Friday is its own week start
		{"2026-11-26", "2026-11-20"}, // Thursday ends the week
		{"2026-11-27", "2026-11-27"},
		{"2027-01-01", "2027-01-01"},
		{"2026-12-31", "2026-12-25"}, // across the year end
		{"2024-03-01", "2024-03-01"},
		{"2024-02-29", "2024-02-23"}, // leap day
	}
	for _, tc := range tests {
		d, _ := ParseDate(tc.day)
		if got := FridayWeeks.Start(d).String(); got != tc.friday {
			t.Errorf("Start(%s) = %s, want %s", tc.day, got, tc.friday)
		}
		if (Weeks{}).Start(d) != FridayWeeks.Start(d) {
			t.Errorf("the zero Weeks do not start on Fridays")
		}
	}
}

func TestWeeksStartOnTheChosenDay(t *testing.T) {
	monday := Weeks{First: Monday}
	for day, want := range map[string]string{
		"2026-11-23": "2026-11-23", // a Monday starts its own week
		"2026-11-29": "2026-11-23", // Sunday ends it
		"2026-11-27": "2026-11-23",
		"2027-01-03": "2026-12-28", // across the year end
	} {
		d, _ := ParseDate(day)
		if got := monday.Start(d).String(); got != want {
			t.Errorf("Start(%s) = %s, want %s", day, got, want)
		}
		if monday.IsStart(d) != (day == want) {
			t.Errorf("IsStart(%s) = %v", day, monday.IsStart(d))
		}
	}
	start, _ := ParseDate("2026-11-23")
	if got := DateInWeek(start, Sunday).String(); got != "2026-11-29" {
		t.Errorf("DateOf(Sunday) = %s, want the week's last day", got)
	}
	if got := DateInWeek(start, Friday).String(); got != "2026-11-27" {
		t.Errorf("DateOf(Friday) = %s", got)
	}
	if got := monday.NotAStart(start.AddDays(4)).Error(); got != "A week must start on a Monday; 2026-11-27 is a Friday." {
		t.Errorf("NotAStart = %q", got)
	}
	if DayKeyOf(start) != Monday || DayKeyOf(start.AddDays(-3)) != Friday {
		t.Errorf("DayKeyOf does not depend on the week")
	}
}

func TestParseDateTruncatesTimestampsToUTC(t *testing.T) {
	d, err := ParseDate("2026-11-20T23:30:00-05:00")
	if err != nil || d.String() != "2026-11-21" {
		t.Fatalf("got %v, %v", d, err)
	}
	for _, bad := range []string{"2026-02-30", "0001-01-01", "1899-12-31", "9999-01-01"} {
		if _, err := ParseDate(bad); err == nil {
			t.Errorf("%s accepted", bad)
		}
	}
}

func TestTimeOfDay(t *testing.T) {
	for _, bad := range []string{"24:00", "9:00", "09:60", "ab:cd", "", "09:00:00"} {
		if _, err := ParseTimeOfDay(bad); err == nil {
			t.Errorf("%q accepted", bad)
		}
	}
	v, err := ParseTimeOfDay("23:59")
	if err != nil || v.String() != "23:59" {
		t.Fatalf("got %v, %v", v, err)
	}
}

func TestShiftIntervalsOverlap(t *testing.T) {
	d, _ := ParseDate("2026-11-20")
	night := ShiftInterval(d, 22*60, 6*60)             // 22:00 to 06:00 next day
	morning := ShiftInterval(d.AddDays(1), 5*60, 9*60) // next day 05:00-09:00
	later := ShiftInterval(d.AddDays(1), 6*60, 14*60)
	if !night.Overlaps(morning) {
		t.Error("overnight shift should overlap next morning's 05:00 start")
	}
	if night.Overlaps(later) {
		t.Error("back-to-back shifts should not overlap")
	}
	if time.Duration(night.End-night.Start)*time.Minute != 8*time.Hour {
		t.Error("overnight shift should last 8 hours")
	}
}

func TestSwapTransitions(t *testing.T) {
	if !SwapPendingTarget.CanBecome(SwapPendingManager) || SwapPendingTarget.CanBecome(SwapApproved) {
		t.Error("pending_target transitions wrong")
	}
	if SwapApproved.CanBecome(SwapCancelled) {
		t.Error("approved is final")
	}
}
