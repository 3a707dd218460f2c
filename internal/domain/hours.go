package domain

import "time"

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
	Weeks    []Date   // the Friday each week starts on
	Months   []string // MonthKey of each month
}

// NewHoursPeriods lists the weeks and months touching from..to.
func NewHoursPeriods(from, to Date) HoursPeriods {
	p := HoursPeriods{From: from, To: to}
	for w := WeekStart(from); !w.After(to); w = w.AddDays(7) {
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
}

// NewHoursLine returns an empty line for the periods.
func (p HoursPeriods) NewHoursLine() HoursLine {
	return HoursLine{WeekMinutes: make([]int, len(p.Weeks)), MonthMinutes: make([]int, len(p.Months))}
}

// Add counts minutes worked on a shift dated d (a shift belongs to the day it starts).
func (p HoursPeriods) Add(l *HoursLine, d Date, minutes int) {
	l.Minutes += minutes
	if i := WeekStart(p.From).DaysUntil(WeekStart(d)) / 7; i >= 0 && i < len(l.WeekMinutes) {
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
}
