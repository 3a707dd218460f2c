package domain

import (
	"fmt"
	"strings"
	"time"
)

// DayKey names a day of the week. Stored day indexes (a requirement's day, a fill's
// weekday) count from Friday, the order of DayKeys, whichever day the workplace's weeks
// start on.
type DayKey string

// The day keys in week order.
const (
	Friday    DayKey = "friday"
	Saturday  DayKey = "saturday"
	Sunday    DayKey = "sunday"
	Monday    DayKey = "monday"
	Tuesday   DayKey = "tuesday"
	Wednesday DayKey = "wednesday"
	Thursday  DayKey = "thursday"
)

// DayKeys lists the days of a week, Friday first: the stored order.
var DayKeys = [7]DayKey{Friday, Saturday, Sunday, Monday, Tuesday, Wednesday, Thursday}

// ParseDayKey accepts a day key in any letter case.
func ParseDayKey(s string) (DayKey, error) {
	k := DayKey(strings.ToLower(s))
	if k.Index() < 0 {
		return "", fmt.Errorf("unknown day %q", s)
	}
	return k, nil
}

// Index is the day's position in the week (Friday is 0), or -1 for an unknown key.
func (k DayKey) Index() int {
	for i, d := range DayKeys {
		if d == k {
			return i
		}
	}
	return -1
}

// Weekday is the day of the week the key names.
func (k DayKey) Weekday() time.Weekday { return time.Weekday((k.Index() + int(time.Friday)) % 7) }

// DayKeyOf returns the day key of d.
func DayKeyOf(d Date) DayKey { return DayKeys[(int(d.Weekday())-int(time.Friday)+7)%7] }

// Weeks is how the workplace cuts its calendar into weeks: each starts on First, Friday
// unless a manager chose another day (the zero value is Friday). A week is stored and
// named by its first date.
type Weeks struct{ First DayKey }

// FridayWeeks are the weeks the specification describes, and every workplace's until a
// manager chooses another first day.
var FridayWeeks = Weeks{First: Friday}

func (w Weeks) first() time.Weekday { return w.FirstDay().Weekday() }

// Start returns the first day of the week d is in.
func (w Weeks) Start(d Date) Date {
	back := (int(d.Weekday()) - int(w.first()) + 7) % 7
	return d.AddDays(-back)
}

// IsStart reports whether a week starts on d.
func (w Weeks) IsStart(d Date) bool { return d.Weekday() == w.first() }

// FirstDay is the day key weeks start on.
func (w Weeks) FirstDay() DayKey {
	if w.First.Index() < 0 {
		return Friday
	}
	return w.First
}

// DateInWeek returns the date of day k in the week that starts on start.
func DateInWeek(start Date, k DayKey) Date {
	return start.AddDays((int(k.Weekday()) - int(start.Weekday()) + 7) % 7)
}

// NotAStart is the sentence refusing a week that does not start on the workplace's first
// day.
func (w Weeks) NotAStart(d Date) error {
	return Errorf(Invalid, "A week must start on a %s; %s is a %s.", w.first(), d, d.Weekday())
}

// TimeOfDay is minutes after midnight, 0 to 1439, written HH:MM.
type TimeOfDay int

// ParseTimeOfDay reads HH:MM on the 24-hour clock.
func ParseTimeOfDay(s string) (TimeOfDay, error) {
	if len(s) == 5 && s[2] == ':' && isDigits(s[:2]) && isDigits(s[3:]) {
		h := int(s[0]-'0')*10 + int(s[1]-'0')
		m := int(s[3]-'0')*10 + int(s[4]-'0')
		if h < 24 && m < 60 {
			return TimeOfDay(h*60 + m), nil
		}
	}
	return 0, fmt.Errorf("invalid time %q: want HH:MM between 00:00 and 23:59", s)
}

func isDigits(s string) bool {
	for _, c := range s {
		if c < '0' || c > '9' {
			return false
		}
	}
	return true
}

func (t TimeOfDay) String() string {
	if t < 0 || t >= 24*60 {
		return fmt.Sprintf("%02d:%02d", int(t)/60, int(t)%60)
	}
	// Without fmt: schedules print thousands of these per response.
	h, m := int(t)/60, int(t)%60
	return string([]byte{byte('0' + h/10), byte('0' + h%10), ':', byte('0' + m/10), byte('0' + m%10)})
}

// Interval is a span of minutes counted from 1970-01-01 00:00 of the workplace clock.
type Interval struct{ Start, End int64 }

// ShiftInterval returns when a shift on date from start to end runs; an end earlier than
// the start means the shift ends the next morning.
func ShiftInterval(date Date, start, end TimeOfDay) Interval {
	day := date.Time().Unix() / 60
	s, e := day+int64(start), day+int64(end)
	if end <= start {
		e += 24 * 60
	}
	return Interval{s, e}
}

// Overlaps reports whether two intervals share any minute.
func (a Interval) Overlaps(b Interval) bool { return a.Start < b.End && b.Start < a.End }
