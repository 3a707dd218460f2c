package domain

import "time"

// PayPeriodKind is how often people are paid.
type PayPeriodKind string

// Pay period kinds.
const (
	PayWeekly      PayPeriodKind = "weekly"
	PayBiweekly    PayPeriodKind = "biweekly"    // every two weeks
	PaySemimonthly PayPeriodKind = "semimonthly" // twice a month: from the start's day, and 15 days later
	PayMonthly     PayPeriodKind = "monthly"
)

// RoundingMode says which way clock times are rounded.
type RoundingMode string

// Rounding modes.
const (
	RoundNearest  RoundingMode = "nearest"
	RoundEmployee RoundingMode = "employee" // clock-ins earlier, clock-outs later
)

// TimesheetRules are the workplace's pay period and overtime settings.
type TimesheetRules struct {
	PayPeriod          PayPeriodKind `db:"pay_period"`
	PayPeriodStart     Date          `db:"pay_period_start"`
	DailyOvertimeMin   *int          `db:"daily_overtime_minutes"`  // nil: no daily overtime
	WeeklyOvertimeMin  *int          `db:"weekly_overtime_minutes"` // nil: no weekly overtime
	PaidBreaks         bool          `db:"paid_breaks"`
	RoundingMinutes    int           `db:"rounding_minutes"` // 0: none
	Rounding           RoundingMode  `db:"rounding_mode"`
	OvertimePayPercent int           `db:"overtime_pay_percent"`
}

// Validate says, in a sentence, what is wrong with the rules.
func (r TimesheetRules) Validate() error {
	switch {
	case r.PayPeriod != PayWeekly && r.PayPeriod != PayBiweekly && r.PayPeriod != PaySemimonthly && r.PayPeriod != PayMonthly:
		return Errorf(Invalid, "A pay period is weekly, every two weeks, twice a month or monthly.")
	case r.PayPeriodStart.IsZero():
		return Errorf(Invalid, "Choose the date a pay period starts on.")
	case r.PayPeriod == PaySemimonthly && r.PayPeriodStart.Day > 13:
		return Errorf(Invalid, "Twice-a-month pay periods start on day 1 to 13 of a month (the second starts 15 days later).")
	case r.PayPeriod == PayMonthly && r.PayPeriodStart.Day > 28:
		return Errorf(Invalid, "Monthly pay periods start on day 1 to 28 of a month.")
	case r.DailyOvertimeMin != nil && (*r.DailyOvertimeMin < 60 || *r.DailyOvertimeMin > 1440):
		return Errorf(Invalid, "Daily overtime starts after 1 to 24 hours.")
	case r.WeeklyOvertimeMin != nil && (*r.WeeklyOvertimeMin < 60 || *r.WeeklyOvertimeMin > 10080):
		return Errorf(Invalid, "Weekly overtime starts after 1 to 168 hours.")
	case r.RoundingMinutes != 0 && r.RoundingMinutes != 5 && r.RoundingMinutes != 6 && r.RoundingMinutes != 15:
		return Errorf(Invalid, "Clock times are rounded to 5, 6 or 15 minutes, or not at all.")
	case r.Rounding != RoundNearest && r.Rounding != RoundEmployee:
		return Errorf(Invalid, "Rounding is to the nearest time or in the employee's favour.")
	case r.OvertimePayPercent < 100 || r.OvertimePayPercent > 300:
		return Errorf(Invalid, "Overtime is paid at 100%% to 300%% of the hourly rate.")
	}
	return nil
}

// PayPeriodOf returns the first and last day of the pay period that holds d.
func (r TimesheetRules) PayPeriodOf(d Date) (Date, Date) {
	a := r.PayPeriodStart
	switch r.PayPeriod {
	case PayWeekly, PayBiweekly:
		n := 7
		if r.PayPeriod == PayBiweekly {
			n = 14
		}
		k := floorDiv(a.DaysUntil(d), n)
		start := a.AddDays(k * n)
		return start, start.AddDays(n - 1)
	case PaySemimonthly:
		first := Date{Year: d.Year, Month: d.Month, Day: a.Day}
		second := first.AddDays(15)
		switch {
		case d.Before(first):
			prev := first.AddMonths(-1).AddDays(15)
			return prev, first.AddDays(-1)
		case d.Before(second):
			return first, second.AddDays(-1)
		default:
			return second, first.AddMonths(1).AddDays(-1)
		}
	default:
		start := Date{Year: d.Year, Month: d.Month, Day: a.Day}
		if d.Before(start) {
			start = start.AddMonths(-1)
		}
		return start, start.AddMonths(1).AddDays(-1)
	}
}

// AddMonths moves a date by whole months; callers keep the day at 28 or less.
func (d Date) AddMonths(n int) Date { return DateOf(d.Time().AddDate(0, n, 0)) }

func floorDiv(a, b int) int {
	q := a / b
	if a%b != 0 && (a < 0) != (b < 0) {
		q--
	}
	return q
}

// RoundClock rounds a clock time to step minutes of the wall clock in t's zone (0: as
// it is). Nearest rounds half up; in the employee's favour a clock-in goes to the
// earlier mark and a clock-out to the later one.
func RoundClock(t time.Time, step int, mode RoundingMode, clockIn bool) time.Time {
	if step <= 0 {
		return t
	}
	_, offset := t.Zone()
	unit := time.Duration(step) * time.Minute
	wall := t.Add(time.Duration(offset) * time.Second).UTC()
	down := wall.Truncate(unit)
	var to time.Time
	switch {
	case down.Equal(wall):
		to = down
	case mode == RoundEmployee && clockIn:
		to = down
	case mode == RoundEmployee:
		to = down.Add(unit)
	case wall.Sub(down) >= unit/2:
		to = down.Add(unit)
	default:
		to = down
	}
	return t.Add(to.Sub(wall))
}

// DayMinutes is what a person was paid for on one day, in order of days.
type DayMinutes struct {
	Date    Date
	Minutes int
}

// OvertimeSplit is a day's paid minutes split into regular and overtime.
type OvertimeSplit struct {
	Regular, Overtime int
}

// SplitOvertime splits each day's minutes into regular time and overtime: minutes past
// the daily threshold are overtime, and regular minutes past the weekly threshold
// (counted from weekStart of each day) are overtime too. A nil threshold is off. Days
// come in date order; a week's earlier days count towards its threshold even when the
// caller shows only later ones.
func SplitOvertime(days []DayMinutes, daily, weekly *int, weekStart func(Date) Date) []OvertimeSplit {
	out := make([]OvertimeSplit, len(days))
	var week Date
	weekRegular := 0
	for i, d := range days {
		if ws := weekStart(d.Date); ws != week {
			week, weekRegular = ws, 0
		}
		regular := d.Minutes
		if daily != nil && regular > *daily {
			regular = *daily
		}
		if weekly != nil && weekRegular+regular > *weekly {
			regular = max(0, *weekly-weekRegular)
		}
		weekRegular += regular
		out[i] = OvertimeSplit{Regular: regular, Overtime: d.Minutes - regular}
	}
	return out
}

// PaidMinutes is what a stretch on the clock pays: from the rounded clock-in to the
// rounded clock-out in real elapsed time (a daylight-saving change inside it counts as
// the hour it really was), less breaks unless breaks are paid.
func (r TimesheetRules) PaidMinutes(in, out time.Time, breakMinutes int) int {
	in = RoundClock(in, r.RoundingMinutes, r.Rounding, true)
	out = RoundClock(out, r.RoundingMinutes, r.Rounding, false)
	m := int(out.Sub(in) / time.Minute)
	if !r.PaidBreaks {
		m -= breakMinutes
	}
	return max(0, m)
}
