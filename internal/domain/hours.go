package domain

import (
	"fmt"
	"time"
)

// ShiftMinutes is how long a shift on date from start to end really lasts in the
// workplace's time zone: an overnight shift runs into the next morning, and a shift
// across a daylight-saving change is an hour shorter or longer than its clock times say.
func ShiftMinutes(date Date, start, end TimeOfDay, loc *time.Location) int {
	endDate := date
	if end <= start {
		endDate = date.AddDays(1)
	}
	a := time.Date(date.Year, date.Month, date.Day, int(start)/60, int(start)%60, 0, 0, loc)
	b := time.Date(endDate.Year, endDate.Month, endDate.Day, int(end)/60, int(end)%60, 0, 0, loc)
	return int(b.Sub(a) / time.Minute)
}

// MonthKey names the calendar month of d, as "2026-11".
func MonthKey(d Date) string { return d.Time().Format("2006-01") }

// HoursPeriods are the columns of an hours report over from..to: the Friday weeks and
// the calendar months that touch it.
type HoursPeriods struct {
	From, To Date
	Weeks    []Date   // the first day of each of the workplace's weeks
	Months   []string // MonthKey of each month
	// The positions and locations with shifts in the report, by name, for columns of
	// their own; Cost says whether labour cost is reported (managers, rates set).
	Positions, Locations []HoursColumn
	Cost                 bool
}

// HoursColumn is a position or location an hours report breaks the hours down by.
type HoursColumn struct {
	Kind string `db:"kind"` // "position" or "location"
	ID   int64  `db:"id"`
	Name string `db:"name"`
}

// NewHoursPeriods lists the workplace's weeks and the months touching from..to.
func NewHoursPeriods(from, to Date, weeks Weeks) HoursPeriods {
	p := HoursPeriods{From: from, To: to}
	for w := weeks.Start(from); !w.After(to); w = w.AddDays(7) {
		p.Weeks = append(p.Weeks, w)
	}
	for d := from; !d.After(to); d = d.AddDays(1) {
		if k := MonthKey(d); len(p.Months) == 0 || p.Months[len(p.Months)-1] != k {
			p.Months = append(p.Months, k)
		}
	}
	return p
}

// HoursLine is one person's scheduled minutes over a report's periods.
type HoursLine struct {
	Minutes      int
	WeekMinutes  []int // in the order of HoursPeriods.Weeks
	MonthMinutes []int // in the order of HoursPeriods.Months
	// PositionMinutes and LocationMinutes are in the order of HoursPeriods.Positions and
	// Locations; shifts without one count in neither.
	PositionMinutes, LocationMinutes []int
	// CostCents is the labour cost of the shifts with an hourly rate; nil when the
	// report has no cost or no shift of the line has a rate.
	CostCents *int64
}

// NewHoursLine returns an empty line for the periods.
func (p HoursPeriods) NewHoursLine() HoursLine {
	return HoursLine{WeekMinutes: make([]int, len(p.Weeks)), MonthMinutes: make([]int, len(p.Months)),
		PositionMinutes: make([]int, len(p.Positions)), LocationMinutes: make([]int, len(p.Locations))}
}

// LabourCost is CostCents as a decimal, "1234.50"; nil when there is none.
func (l HoursLine) LabourCost() *string {
	if l.CostCents == nil {
		return nil
	}
	c := *l.CostCents
	s := fmt.Sprintf("%d.%02d", c/100, c%100)
	return &s
}

// AddShift counts a shift as Add does, and by its position and location, and its cost
// at rateCents an hour when the report has costs and the rate is set.
func (p HoursPeriods) AddShift(l *HoursLine, d Date, minutes int, positionID, locationID, rateCents *int64) {
	p.Add(l, d, minutes)
	for i, c := range p.Positions {
		if positionID != nil && c.ID == *positionID {
			l.PositionMinutes[i] += minutes
		}
	}
	for i, c := range p.Locations {
		if locationID != nil && c.ID == *locationID {
			l.LocationMinutes[i] += minutes
		}
	}
	if p.Cost && rateCents != nil {
		// Rounded to the cent per shift, as a payslip would.
		c := (int64(minutes)**rateCents + 30) / 60
		if l.CostCents != nil {
			c += *l.CostCents
		}
		l.CostCents = &c
	}
}

// Add counts minutes worked on a shift dated d (a shift belongs to the day it starts).
func (p HoursPeriods) Add(l *HoursLine, d Date, minutes int) {
	l.Minutes += minutes
	if i := p.week(d); i >= 0 && i < len(l.WeekMinutes) {
		l.WeekMinutes[i] += minutes
	}
	for i, k := range p.Months {
		if k == MonthKey(d) {
			l.MonthMinutes[i] += minutes
		}
	}
}

// Sum adds another line into l.
func (l *HoursLine) Sum(o HoursLine) {
	l.Minutes += o.Minutes
	for i := range l.WeekMinutes {
		l.WeekMinutes[i] += o.WeekMinutes[i]
	}
	for i := range l.MonthMinutes {
		l.MonthMinutes[i] += o.MonthMinutes[i]
	}
	for i := range l.PositionMinutes {
		l.PositionMinutes[i] += o.PositionMinutes[i]
	}
	for i := range l.LocationMinutes {
		l.LocationMinutes[i] += o.LocationMinutes[i]
	}
	if o.CostCents != nil {
		c := *o.CostCents
		if l.CostCents != nil {
			c += *l.CostCents
		}
		l.CostCents = &c
	}
}

// week is the index in Weeks of the week d is in; -1 when it is before the first.
func (p HoursPeriods) week(d Date) int {
	if len(p.Weeks) == 0 || d.Before(p.Weeks[0]) {
		return -1
	}
	return p.Weeks[0].DaysUntil(d) / 7
}
