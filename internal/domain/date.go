package domain

import (
	"database/sql/driver"
	"fmt"
	"time"
)

// Date is a calendar day with no time zone. The zero Date is not a valid day.
type Date struct {
	Year  int
	Month time.Month
	Day   int
}

// DateOf returns the calendar day of t in t's own location.
func DateOf(t time.Time) Date {
	y, m, d := t.Date()
	return Date{y, m, d}
}

// The calendar's supported years. A week reaches six days past its Friday and a month's
// view six days before its first, so these bounds keep every derived date a four-digit
// year that PostgreSQL accepts (it has no year 0).
const (
	MinYear = 1900
	MaxYear = 9998
)

// ParseDate reads YYYY-MM-DD. A full RFC 3339 timestamp is accepted and truncated to
// its UTC date, as the REST contract asks. Years outside MinYear..MaxYear are refused.
func ParseDate(s string) (Date, error) {
	d, err := parseDate(s)
	if err == nil && (d.Year < MinYear || d.Year > MaxYear) {
		return Date{}, fmt.Errorf("date %q is outside the years %d to %d", s, MinYear, MaxYear)
	}
	return d, err
}

func parseDate(s string) (Date, error) {
	if t, err := time.Parse("2006-01-02", s); err == nil {
		return DateOf(t), nil
	}
	if t, err := time.Parse(time.RFC3339Nano, s); err == nil {
		return DateOf(t.UTC()), nil
	}
	return Date{}, fmt.Errorf("invalid date %q: want YYYY-MM-DD", s)
}

// Time returns midnight UTC of the day.
func (d Date) Time() time.Time { return time.Date(d.Year, d.Month, d.Day, 0, 0, 0, 0, time.UTC) }

// IsZero reports whether d is the zero Date.
func (d Date) IsZero() bool { return d == Date{} }

func (d Date) String() string {
	if d.Year < 0 || d.Year > 9999 || d.Month < 1 || d.Month > 12 || d.Day < 1 || d.Day > 31 {
		return fmt.Sprintf("%04d-%02d-%02d", d.Year, d.Month, d.Day)
	}
	// Without fmt: schedules print thousands of these per response.
	y, m := d.Year, int(d.Month)
	return string([]byte{byte('0' + y/1000), byte('0' + y/100%10), byte('0' + y/10%10), byte('0' + y%10), '-',
		byte('0' + m/10), byte('0' + m%10), '-', byte('0' + d.Day/10), byte('0' + d.Day%10)})
}

// AddDays returns the day n days after d (before, when n is negative).
func (d Date) AddDays(n int) Date {
	if !d.plain() {
		return DateOf(d.Time().AddDate(0, 0, n))
	}
	return civil(d.days() + n)
}

// Weekday returns the day of the week.
func (d Date) Weekday() time.Weekday { return d.Time().Weekday() }

// EarlierDate is the earlier of a and b.
func EarlierDate(a, b Date) Date {
	if b.Before(a) {
		return b
	}
	return a
}

// LaterDate is the later of a and b.
func LaterDate(a, b Date) Date {
	if b.After(a) {
		return b
	}
	return a
}

// Before reports whether d is earlier than o.
func (d Date) Before(o Date) bool {
	if !d.plain() || !o.plain() {
		return d.Time().Before(o.Time())
	}
	return d.Year < o.Year || d.Year == o.Year && (d.Month < o.Month || d.Month == o.Month && d.Day < o.Day)
}

// After reports whether d is later than o.
func (d Date) After(o Date) bool { return o.Before(d) }

// DaysUntil returns the number of days from d to o (negative when o is earlier).
func (d Date) DaysUntil(o Date) int {
	if !d.plain() || !o.plain() {
		return int(o.Time().Sub(d.Time()).Hours() / 24)
	}
	return o.days() - d.days()
}

// plain reports whether d is a day of a month as written (no normalising needed) in
// the years the calendar supports: its arithmetic then needs no time.Date, which a
// conflict check's millions of date sums and comparisons felt. Other dates (the zero
// Date, a day past a month's end) go through time.Date as before.
func (d Date) plain() bool {
	return d.Year >= 1 && d.Year <= 9999 && d.Month >= 1 && d.Month <= 12 && d.Day >= 1 &&
		(d.Day <= 28 || d.Day <= daysIn(d.Month, d.Year))
}

func daysIn(m time.Month, y int) int {
	switch m {
	case time.February:
		if y%4 == 0 && (y%100 != 0 || y%400 == 0) {
			return 29
		}
		return 28
	case time.April, time.June, time.September, time.November:
		return 30
	}
	return 31
}

// days is the number of days from 1970-01-01 to d, in the proleptic Gregorian calendar
// (the days-from-civil algorithm of H. Hinnant's chrono date algorithms).
func (d Date) days() int {
	y, m := d.Year, int(d.Month)
	if m <= 2 {
		y--
	}
	era := y / 400 // y >= 0 here: plain dates start at year 1
	yoe := y - era*400
	mp := (m + 9) % 12
	doy := (153*mp+2)/5 + d.Day - 1
	doe := yoe*365 + yoe/4 - yoe/100 + doy
	return era*146097 + doe - 719468
}

// civil is the day n days after 1970-01-01: days' inverse.
func civil(n int) Date {
	z := n + 719468
	era := z / 146097
	if z < 0 {
		era = (z - 146096) / 146097
	}
	doe := z - era*146097
	yoe := (doe - doe/1460 + doe/36524 - doe/146096) / 365
	doy := doe - (365*yoe + yoe/4 - yoe/100)
	mp := (5*doy + 2) / 153
	day := doy - (153*mp+2)/5 + 1
	m := (mp+2)%12 + 1
	y := yoe + era*400
	if m <= 2 {
		y++
	}
	return Date{y, time.Month(m), day}
}

// ShortLabel is the en-US short month and day, e.g. "Nov 20", used in notifications.
func (d Date) ShortLabel() string { return d.Time().Format("Jan 2") }

// Scan reads a PostgreSQL date.
func (d *Date) Scan(src any) error {
	switch v := src.(type) {
	case time.Time:
		*d = Date{v.Year(), v.Month(), v.Day()}
		return nil
	case []byte:
		return d.scanString(string(v))
	case string:
		return d.scanString(v)
	}
	return fmt.Errorf("cannot scan %T into Date", src)
}

func (d *Date) scanString(s string) error {
	if len(s) > 10 {
		s = s[:10]
	}
	p, err := parseDate(s) // what the database holds, whatever its year
	*d = p
	return err
}

// Value writes the date as YYYY-MM-DD.
func (d Date) Value() (driver.Value, error) { return d.String(), nil }
