package audittrail

import (
	"regexp"
	"time"

	"github.com/shiftsched/shiftsched/internal/domain"
)

// Older entries named days and shifts as "Nov 23 09:00-17:00", "Sat Nov 28 9:00 AM–5:00 PM",
// "the week of Nov 27" and "on 2026-12-24"; they are read in today's words ("Monday 23
// November, 9a–5p"). The stored lines stay as they were written: the log is append-only.
var (
	legacyOpenShift = regexp.MustCompile(`\b([A-Z][a-z]{2}) (\d{1,2}) (\d{2}:\d{2})-(\d{2}:\d{2})\b`)
	legacyClash     = regexp.MustCompile(`\b([A-Z][a-z]{2}) ([A-Z][a-z]{2}) (\d{1,2}) (\d{1,2}:\d{2} [AP]M)–(\d{1,2}:\d{2} [AP]M)`)
	legacyWeek      = regexp.MustCompile(`\bthe week of ([A-Z][a-z]{2}) (\d{1,2})\b`)
	// ISO dates only where the app wrote them, at the end of a line or before "unavailable",
	// so an event title that holds a date is left alone.
	legacyISO = regexp.MustCompile(`(^Marked |^Removed the unavailable date | on )(\d{4}-\d{2}-\d{2})( unavailable)?$`)
)

// legacyDates rewrites the older forms in s; at is when the entry was written, which
// tells the year the older forms left out.
func legacyDates(s string, at time.Time) string {
	s = legacyClash.ReplaceAllStringFunc(s, func(m string) string {
		p := legacyClash.FindStringSubmatch(m)
		start, err1 := time.Parse("3:04 PM", p[4])
		end, err2 := time.Parse("3:04 PM", p[5])
		d, ok := nearestDate(p[2], p[3], p[1], at)
		if !ok || err1 != nil || err2 != nil {
			return m
		}
		return domain.ShiftWhen(d, minutesOf(start), minutesOf(end))
	})
	s = legacyOpenShift.ReplaceAllStringFunc(s, func(m string) string {
		p := legacyOpenShift.FindStringSubmatch(m)
		start, err1 := domain.ParseTimeOfDay(p[3])
		end, err2 := domain.ParseTimeOfDay(p[4])
		d, ok := nearestDate(p[1], p[2], "", at)
		if !ok || err1 != nil || err2 != nil {
			return m
		}
		return domain.ShiftWhen(d, start, end)
	})
	s = legacyWeek.ReplaceAllStringFunc(s, func(m string) string {
		p := legacyWeek.FindStringSubmatch(m)
		if d, ok := nearestDate(p[1], p[2], "Fri", at); ok {
			return "the week of " + d.DayLabel()
		}
		return m
	})
	if p := legacyISO.FindStringSubmatchIndex(s); p != nil {
		if d, err := domain.ParseDate(s[p[4]:p[5]]); err == nil {
			s = s[:p[4]] + d.DayLabel() + s[p[5]:]
		}
	}
	return s
}

// nearestDate is the day month/day (e.g. "Nov", "23") closest to at, within a year either
// side, on the given weekday ("Sat") when one is named.
func nearestDate(month, day, weekday string, at time.Time) (domain.Date, bool) {
	t, err := time.Parse("Jan 2", month+" "+day)
	if err != nil {
		return domain.Date{}, false
	}
	var best domain.Date
	bestGap := time.Duration(1<<63 - 1)
	for y := at.Year() - 1; y <= at.Year()+1; y++ {
		d := domain.Date{Year: y, Month: t.Month(), Day: t.Day()}
		if d.Time().Day() != t.Day() || weekday != "" && d.Weekday().String()[:3] != weekday {
			continue // Feb 29 of a year without one, or another weekday
		}
		if gap := d.Time().Sub(at).Abs(); gap < bestGap {
			best, bestGap = d, gap
		}
	}
	return best, bestGap != time.Duration(1<<63-1)
}

func minutesOf(t time.Time) domain.TimeOfDay {
	return domain.TimeOfDay(t.Hour()*60 + t.Minute())
}
