package domain

import (
	"testing"
	"time"
)

func TestWeekStart(t *testing.T) {
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
		if got := WeekStart(d).String(); got != tc.friday {
			t.Errorf("WeekStart(%s) = %s, want %s", tc.day, got, tc.friday)
		}
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
