package domain

import (
	"fmt"
	"sort"
	"strings"
	"unicode/utf8"
)

// AvailabilityMode says when a person can work on one weekday.
type AvailabilityMode string

// Availability modes.
const (
	AvailableAllDay AvailabilityMode = "ALL_DAY"
	NotAvailable    AvailabilityMode = "UNAVAILABLE"
	// AvailableWindows: only inside the day's windows.
	AvailableWindows AvailabilityMode = "WINDOWS"
)

// MaxAvailabilityWindows is the most windows one weekday may have.
const MaxAvailabilityWindows = 6

// MaxUnavailableNote is the longest note of an unavailable date, in characters.
const MaxUnavailableNote = 200

// AvailabilityWindow is a stretch of a day a person can work; an End earlier than (or
// equal to) Start runs into the next morning, as a shift does.
type AvailabilityWindow struct {
	Start TimeOfDay `db:"start_minute"`
	End   TimeOfDay `db:"end_minute"`
}

// AvailabilityDay is a person's availability on one weekday.
type AvailabilityDay struct {
	Day     DayKey           `db:"day_key"`
	Mode    AvailabilityMode `db:"mode"`
	Windows []AvailabilityWindow
}

// WeeklyAvailability is a person's weekly pattern: seven days, Friday first.
type WeeklyAvailability struct {
	UserID int64
	Days   []AvailabilityDay
}

// UnavailableDate is one date a person cannot work, with an optional note.
type UnavailableDate struct {
	ID     int64  `db:"id"`
	UserID int64  `db:"user_id"`
	Date   Date   `db:"unavailable_on"`
	Note   string `db:"note"`
}

// FullWeek returns the pattern with every weekday present, Friday first: a day not given is
// available all day.
func FullWeek(userID int64, days []AvailabilityDay) WeeklyAvailability {
	byKey := map[DayKey]AvailabilityDay{}
	for _, d := range days {
		byKey[d.Day] = d
	}
	out := WeeklyAvailability{UserID: userID, Days: make([]AvailabilityDay, 0, 7)}
	for _, k := range DayKeys {
		d, ok := byKey[k]
		if !ok {
			d = AvailabilityDay{Day: k, Mode: AvailableAllDay}
		}
		// A copy, by start time: the caller's slice is left as it was.
		d.Windows = append([]AvailabilityWindow{}, d.Windows...)
		sort.Slice(d.Windows, func(i, j int) bool { return d.Windows[i].Start < d.Windows[j].Start })
		out.Days = append(out.Days, d)
	}
	return out
}

// Day returns the availability of one weekday (all day when the pattern lacks it).
func (w WeeklyAvailability) Day(k DayKey) AvailabilityDay {
	for _, d := range w.Days {
		if d.Day == k {
			return d
		}
	}
	return AvailabilityDay{Day: k, Mode: AvailableAllDay}
}

// NormalizeAvailability checks a weekly pattern: known day keys, each at most once, a
// known mode, windows only (and at least one) for WINDOWS, windows that do not overlap.
// Days left out are available all day.
func NormalizeAvailability(days []AvailabilityDay) error {
	seen := map[DayKey]bool{}
	for _, d := range days {
		if d.Day.Index() < 0 {
			return Errorf(Invalid, "Unknown day %q.", d.Day)
		}
		if seen[d.Day] {
			return Errorf(Invalid, "%s is given twice.", DayName(d.Day))
		}
		seen[d.Day] = true
		switch d.Mode {
		case AvailableAllDay, NotAvailable:
			if len(d.Windows) > 0 {
				return Errorf(Invalid, "%s: times can only be given for \"available between\".", DayName(d.Day))
			}
		case AvailableWindows:
			if len(d.Windows) == 0 {
				return Errorf(Invalid, "%s: give at least one time window.", DayName(d.Day))
			}
			if len(d.Windows) > MaxAvailabilityWindows {
				return Errorf(Invalid, "%s: at most %d time windows.", DayName(d.Day), MaxAvailabilityWindows)
			}
			ivs := make([]Interval, len(d.Windows))
			for i, w := range d.Windows {
				if w.Start == w.End {
					return Errorf(Invalid, "%s: a time window cannot start and end at the same time.", DayName(d.Day))
				}
				ivs[i] = ShiftInterval(Date{Year: 2000, Month: 1, Day: 1}, w.Start, w.End)
			}
			sort.Slice(ivs, func(i, j int) bool { return ivs[i].Start < ivs[j].Start })
			for i := 1; i < len(ivs); i++ {
				if ivs[i].Start < ivs[i-1].End {
					return Errorf(Invalid, "%s: time windows overlap.", DayName(d.Day))
				}
			}
		default:
			return Errorf(Invalid, "%s: unknown availability %q.", DayName(d.Day), d.Mode)
		}
	}
	return nil
}

// NormalizeUnavailableNote trims a note and checks its length.
func NormalizeUnavailableNote(note string) (string, error) {
	note = strings.TrimSpace(note)
	if utf8.RuneCountInString(note) > MaxUnavailableNote {
		return "", Errorf(Invalid, "The note must be at most %d characters long.", MaxUnavailableNote)
	}
	if err := CheckDirection(note); err != nil {
		return "", err
	}
	return note, nil
}

// availableAround returns the stretches around date (the day before to the day after)
// when a person can work, merged and in order.
func availableAround(w WeeklyAvailability, unavailable map[Date]bool, date Date) []Interval {
	var ivs []Interval
	for d := date.AddDays(-1); !d.After(date.AddDays(1)); d = d.AddDays(1) {
		day := w.Day(DayKeyOf(d))
		switch day.Mode {
		case AvailableWindows:
			for _, win := range day.Windows {
				ivs = append(ivs, ShiftInterval(d, win.Start, win.End))
			}
		case NotAvailable:
		default:
			ivs = append(ivs, Interval{d.Time().Unix() / 60, d.AddDays(1).Time().Unix() / 60})
		}
	}
	// An unavailable date takes its whole calendar day out, windows from the day before included.
	for d := date.AddDays(-1); !d.After(date.AddDays(1)); d = d.AddDays(1) {
		if unavailable[d] {
			ivs = subtract(ivs, Interval{d.Time().Unix() / 60, d.AddDays(1).Time().Unix() / 60})
		}
	}
	sort.Slice(ivs, func(i, j int) bool { return ivs[i].Start < ivs[j].Start })
	var merged []Interval
	for _, iv := range ivs {
		if n := len(merged); n > 0 && iv.Start <= merged[n-1].End {
			if iv.End > merged[n-1].End {
				merged[n-1].End = iv.End
			}
			continue
		}
		merged = append(merged, iv)
	}
	return merged
}

func subtract(ivs []Interval, cut Interval) []Interval {
	var out []Interval
	for _, iv := range ivs {
		if !iv.Overlaps(cut) {
			out = append(out, iv)
			continue
		}
		if iv.Start < cut.Start {
			out = append(out, Interval{iv.Start, cut.Start})
		}
		if cut.End < iv.End {
			out = append(out, Interval{cut.End, iv.End})
		}
	}
	return out
}

// outsideAvailability warns about each proposed shift not wholly inside its person's
// availability: their weekly pattern (an overnight shift needs both evenings and the next
// morning covered) less the dates they marked unavailable.
func outsideAvailability(shifts []Shift, avail map[int64]WeeklyAvailability, dates []UnavailableDate) []ShiftConflict {
	off := map[int64]map[Date]UnavailableDate{}
	for _, u := range dates {
		if off[u.UserID] == nil {
			off[u.UserID] = map[Date]UnavailableDate{}
		}
		off[u.UserID][u.Date] = u
	}
	var out []ShiftConflict
	for _, sh := range shifts {
		if sh.UserID == 0 {
			continue
		}
		w, hasPattern := avail[sh.UserID]
		if !hasPattern && len(off[sh.UserID]) == 0 {
			continue
		}
		if !hasPattern {
			w = FullWeek(sh.UserID, nil)
		}
		days := map[Date]bool{}
		for d := range off[sh.UserID] {
			days[d] = true
		}
		iv := sh.Interval()
		covered := false
		for _, a := range availableAround(w, days, sh.Date) {
			if a.Start <= iv.Start && iv.End <= a.End {
				covered = true
				break
			}
		}
		if covered {
			continue
		}
		out = append(out, ShiftConflict{
			Code: OutsideAvailability, Severity: Warning, UserID: sh.UserID, UserName: sh.UserName, ShiftIDs: []int64{sh.ID},
			Message: unavailableMessage(sh, w, off[sh.UserID]),
		})
	}
	return out
}

// unavailableMessage says why a shift is outside its person's availability: a date they
// marked, else their weekly pattern. Each case is one whole sentence, so that the
// catalogues can write it again in a reader's language.
func unavailableMessage(sh Shift, w WeeklyAvailability, off map[Date]UnavailableDate) string {
	iv := sh.Interval()
	for d := sh.Date; !d.After(sh.Date.AddDays(1)); d = d.AddDays(1) {
		if u, ok := off[d]; ok && iv.Overlaps(Interval{d.Time().Unix() / 60, d.AddDays(1).Time().Unix() / 60}) {
			if u.Note != "" {
				return fmt.Sprintf("%s is scheduled %s, marked %s unavailable (%s).", sh.UserName, ShiftLabel(sh), d.ShortLabel(), u.Note)
			}
			return fmt.Sprintf("%s is scheduled %s, marked %s unavailable.", sh.UserName, ShiftLabel(sh), d.ShortLabel())
		}
	}
	days := w.Day(DayKeyOf(sh.Date)).Label()
	if sh.EndTime <= sh.StartTime {
		days += "; " + w.Day(DayKeyOf(sh.Date.AddDays(1))).Label()
	}
	return fmt.Sprintf("%s is scheduled %s, outside their weekly availability (%s).", sh.UserName, ShiftLabel(sh), days)
}

// Label describes a weekday's availability, e.g. "Monday: unavailable" or
// "Tuesday: 09:00-13:00, 18:00-22:00".
func (d AvailabilityDay) Label() string {
	switch d.Mode {
	case NotAvailable:
		return fmt.Sprintf("%s: unavailable", DayName(d.Day))
	case AvailableWindows:
		parts := make([]string, len(d.Windows))
		for i, w := range d.Windows {
			parts[i] = w.Start.String() + "-" + w.End.String()
		}
		return fmt.Sprintf("%s: %s", DayName(d.Day), strings.Join(parts, ", "))
	default:
		return fmt.Sprintf("%s: all day", DayName(d.Day))
	}
}
