package labour

import "testing"

// The read reaches the day before a reference period: a night shift dated that day runs
// past midnight into the period, and its minutes there count towards the average.
func TestWindowReadsTheDayBeforeAReferencePeriod(t *testing.T) {
	avg := Rules{AverageWeek: &Average{Base: block, MaxMinutes: 48 * 60, Weeks: 4}}
	anchor := day("2026-01-02") // periods of 4 weeks from Friday 2 January
	// The week of Friday 27 November lies in the period of 6 November to 3 December; the
	// two days after it (work past midnight, rest) reach the next, to 31 December.
	from, to := avg.Window(anchor, day("2026-11-27"), day("2026-12-03"))
	if from != day("2026-11-05") {
		t.Errorf("the read starts %v, want 2026-11-05 (the day before the period of 6 November)", from)
	}
	if to != day("2027-01-01") {
		t.Errorf("the read ends %v, want 2027-01-01 (the day after the next period's end)", to)
	}
}
