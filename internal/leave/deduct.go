package leave

import "github.com/shiftsched/shiftsched/internal/domain"

// Day is what a request deducts on one of its days, and why nothing when nothing.
type Day struct {
	Date    domain.Date
	Minutes int
	// Amount is in hundredths of the type's unit.
	Amount int64
	// Skipped is why the day deducts nothing: "holiday", "day off", "not employed"; "" when it deducts.
	Skipped string
}

// Deduction is what one request takes from a balance.
type Deduction struct {
	Days []Day
	// Amount is the sum of the days' amounts: hundredths of the type's unit.
	Amount int64
}

// DeductionInput is what a request's deduction reads.
type DeductionInput struct {
	Request  domain.TimeOffRequest
	Unit     domain.LeaveUnit
	Profile  domain.LeaveProfile
	Settings domain.LeaveSettings
	Holidays map[domain.Date]bool
	// ShiftMinutes are the person's published shifts' minutes by day, read when the
	// workplace deducts by shifts.
	ShiftMinutes map[domain.Date]int
}

// Deduct is what a request takes: for each day it covers, the contracted hours of a
// working day (the week's contracted minutes over its working days), or the day's
// scheduled shifts' hours where the workplace deducts by shifts; part of a day by its
// hours; never a day off, a public holiday, or a day outside the employment. A type
// counted in days takes a whole day per working day and a part day's share of it.
func Deduct(in DeductionInput) Deduction {
	var out Deduction
	r := in.Request
	for d := r.Date; !d.After(r.LastDay()); d = d.AddDays(1) {
		day := Day{Date: d}
		full := in.dayMinutes(d)
		switch {
		case in.Holidays[d]:
			day.Skipped = "holiday"
		case !in.Profile.Employed(d):
			day.Skipped = "not employed"
		case full == 0:
			day.Skipped = "day off"
		default:
			day.Minutes = full
			if r.PartDay() {
				day.Minutes = min(int(*r.EndTime-*r.StartTime), full)
			}
			day.Amount = amountOf(in.Unit, day.Minutes, full)
		}
		out.Days = append(out.Days, day)
		out.Amount += day.Amount
	}
	return out
}

// dayMinutes is a working day's length for the person on d; 0: a day off.
func (in DeductionInput) dayMinutes(d domain.Date) int {
	if in.Settings.DeductBy == domain.DeductShifts {
		return in.ShiftMinutes[d]
	}
	if !in.Profile.Works(d) {
		return 0
	}
	week := in.Settings.FullTimeMinutesWeek
	if in.Profile.MinutesPerWeek != nil {
		week = *in.Profile.MinutesPerWeek
	}
	return week / len(in.Profile.WorkDays)
}

// amountOf is minutes of a day of full minutes in hundredths of the unit, rounded to
// the nearest.
func amountOf(unit domain.LeaveUnit, minutes, full int) int64 {
	if unit == domain.LeaveDays {
		return (int64(minutes)*200 + int64(full)) / (2 * int64(full))
	}
	return (int64(minutes)*100 + 30) / 60
}
