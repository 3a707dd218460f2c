package domain

import (
	"testing"
	"time"
)

func TestClockTimesRoundToTheWallClockMarkTheRuleSays(t *testing.T) {
	berlin, _ := time.LoadLocation("Europe/Berlin")
	kathmandu, _ := time.LoadLocation("Asia/Kathmandu") // +05:45: marks are on the wall clock, not on UTC
	at := func(loc *time.Location, h, m, s int) time.Time { return time.Date(2026, 3, 2, h, m, s, 0, loc) }
	cases := []struct {
		name    string
		t       time.Time
		step    int
		mode    RoundingMode
		clockIn bool
		want    time.Time
	}{
		{"no rounding keeps the time", at(berlin, 8, 7, 31), 0, RoundNearest, true, at(berlin, 8, 7, 31)},
		{"nearest 15 rounds 8:07 down", at(berlin, 8, 7, 0), 15, RoundNearest, true, at(berlin, 8, 0, 0)},
		{"nearest 15 rounds 8:07:30 up", at(berlin, 8, 7, 30), 15, RoundNearest, true, at(berlin, 8, 15, 0)},
		{"nearest 5 rounds 17:02 down", at(berlin, 17, 2, 0), 5, RoundNearest, false, at(berlin, 17, 0, 0)},
		{"nearest 6 rounds 9:04 up to 9:06", at(berlin, 9, 4, 0), 6, RoundNearest, true, at(berlin, 9, 6, 0)},
		{"a time on the mark stays", at(berlin, 9, 0, 0), 15, RoundEmployee, false, at(berlin, 9, 0, 0)},
		{"in the employee's favour a clock-in goes earlier", at(berlin, 8, 14, 0), 15, RoundEmployee, true, at(berlin, 8, 0, 0)},
		{"in the employee's favour a clock-out goes later", at(berlin, 17, 1, 0), 15, RoundEmployee, false, at(berlin, 17, 15, 0)},
		{"6 minutes on a +05:45 wall clock", at(kathmandu, 9, 4, 0), 6, RoundNearest, true, at(kathmandu, 9, 6, 0)},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if got := RoundClock(c.t, c.step, c.mode, c.clockIn); !got.Equal(c.want) {
				t.Errorf("RoundClock(%s) = %s, want %s", c.t.Format("15:04:05"), got.In(c.t.Location()).Format("15:04:05"), c.want.Format("15:04:05"))
			}
		})
	}
}

func TestOvertimeIsCountedOverTheDailyAndTheWeeklyThreshold(t *testing.T) {
	eight, forty := 480, 2400
	week := FridayWeeks.Start
	fri := Date{2026, 3, 6} // a workplace week starts on Friday
	days := func(minutes ...int) []DayMinutes {
		out := make([]DayMinutes, len(minutes))
		for i, m := range minutes {
			out[i] = DayMinutes{fri.AddDays(i), m}
		}
		return out
	}
	cases := []struct {
		name          string
		days          []DayMinutes
		daily, weekly *int
		want          []OvertimeSplit
	}{
		{"both off: everything is regular", days(600, 600), nil, nil, []OvertimeSplit{{600, 0}, {600, 0}}},
		{"daily: past 8 hours a day", days(600, 420), &eight, nil, []OvertimeSplit{{480, 120}, {420, 0}}},
		{"weekly: past 40 hours in the week", days(540, 540, 540, 540, 540), nil, &forty, []OvertimeSplit{{540, 0}, {540, 0}, {540, 0}, {540, 0}, {240, 300}}},
		{"daily overtime does not count towards the weekly threshold", days(600, 600, 600, 600, 600), &eight, &forty, []OvertimeSplit{{480, 120}, {480, 120}, {480, 120}, {480, 120}, {480, 120}}},
		{"both: the sixth day is all overtime", days(480, 480, 480, 480, 480, 300), &eight, &forty, []OvertimeSplit{{480, 0}, {480, 0}, {480, 0}, {480, 0}, {480, 0}, {0, 300}}},
		{"a new week starts counting again", append(days(2400), DayMinutes{fri.AddDays(7), 300}), nil, &forty, []OvertimeSplit{{2400, 0}, {300, 0}}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got := SplitOvertime(c.days, c.daily, c.weekly, week)
			for i := range c.want {
				if got[i] != c.want[i] {
					t.Fatalf("day %d: got %+v, want %+v (all: %+v)", i, got[i], c.want[i], got)
				}
			}
		})
	}
}

func TestPaidMinutesAreRealElapsedTimeLessUnpaidBreaks(t *testing.T) {
	berlin, _ := time.LoadLocation("Europe/Berlin")
	rules := TimesheetRules{Rounding: RoundNearest}
	cases := []struct {
		name      string
		in, out   time.Time
		breaks    int
		paid      bool
		roundStep int
		want      int
	}{
		{"a day shift less its break", time.Date(2026, 3, 2, 9, 0, 0, 0, berlin), time.Date(2026, 3, 2, 17, 0, 0, 0, berlin), 30, false, 0, 450},
		{"paid breaks count", time.Date(2026, 3, 2, 9, 0, 0, 0, berlin), time.Date(2026, 3, 2, 17, 0, 0, 0, berlin), 30, true, 0, 480},
		{"an overnight shift", time.Date(2026, 3, 2, 22, 0, 0, 0, berlin), time.Date(2026, 3, 3, 6, 0, 0, 0, berlin), 0, false, 0, 480},
		{"a night the clocks go forward is an hour shorter", time.Date(2026, 3, 28, 22, 0, 0, 0, berlin), time.Date(2026, 3, 29, 6, 0, 0, 0, berlin), 0, false, 0, 420},
		{"a night the clocks go back is an hour longer", time.Date(2026, 10, 24, 22, 0, 0, 0, berlin), time.Date(2026, 10, 25, 6, 0, 0, 0, berlin), 0, false, 0, 540},
		{"rounded to 15 minutes", time.Date(2026, 3, 2, 8, 53, 0, 0, berlin), time.Date(2026, 3, 2, 17, 6, 0, 0, berlin), 0, false, 15, 480},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			r := rules
			r.PaidBreaks, r.RoundingMinutes = c.paid, c.roundStep
			if got := r.PaidMinutes(c.in, c.out, c.breaks); got != c.want {
				t.Errorf("got %d minutes, want %d", got, c.want)
			}
		})
	}
}

func TestPayPeriodsFollowFromTheirStartDate(t *testing.T) {
	d := func(y int, m time.Month, day int) Date { return Date{y, m, day} }
	cases := []struct {
		name       string
		kind       PayPeriodKind
		start, day Date
		from, to   Date
	}{
		{"weekly, after the start", PayWeekly, d(2026, 1, 2), d(2026, 1, 14), d(2026, 1, 9), d(2026, 1, 15)},
		{"weekly, before the start", PayWeekly, d(2026, 1, 2), d(2025, 12, 31), d(2025, 12, 26), d(2026, 1, 1)},
		{"every two weeks", PayBiweekly, d(2026, 1, 2), d(2026, 1, 16), d(2026, 1, 16), d(2026, 1, 29)},
		{"twice a month, first half", PaySemimonthly, d(2026, 1, 1), d(2026, 2, 15), d(2026, 2, 1), d(2026, 2, 15)},
		{"twice a month, second half", PaySemimonthly, d(2026, 1, 1), d(2026, 2, 16), d(2026, 2, 16), d(2026, 2, 28)},
		{"twice a month from the 5th, early in the month", PaySemimonthly, d(2026, 1, 5), d(2026, 3, 2), d(2026, 2, 20), d(2026, 3, 4)},
		{"monthly from the 10th", PayMonthly, d(2026, 1, 10), d(2026, 3, 9), d(2026, 2, 10), d(2026, 3, 9)},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			from, to := TimesheetRules{PayPeriod: c.kind, PayPeriodStart: c.start}.PayPeriodOf(c.day)
			if from != c.from || to != c.to {
				t.Errorf("got %s to %s, want %s to %s", from, to, c.from, c.to)
			}
		})
	}
}
