package ical

import (
	"fmt"
	"time"

	ics "github.com/arran4/golang-ical"

	"github.com/shiftsched/shiftsched/internal/domain"
	"github.com/shiftsched/shiftsched/internal/i18n"
)

// The iCalendar (RFC 5545) form of a feed, built with github.com/arran4/golang-ical.
// Times are wall-clock times in the workplace time zone (TZID), described by a
// VTIMEZONE with each of its offset changes in the feed's range.

const icalLocal = "20060102T150405"

// Render returns the feed c as an iCalendar document.
func Render(c domain.FeedContent) string {
	it, loc, host, from, to, stamp := c, c.Zone, c.Host, c.From, c.To, c.Stamp
	l := i18n.For(c.Lang, nil)
	cal := ics.NewCalendarFor("Shiftsched")
	cal.SetMethod(ics.MethodPublish)
	// Text values go through oneLine: the library escapes LF but not CR, and a reader
	// that splits lines on a bare CR would take the rest for properties of their own.
	cal.SetName(domain.OneLine(it.Name))
	cal.SetXWRCalName(domain.OneLine(it.Name))
	cal.SetXWRTimezone(loc.String())
	cal.SetRefreshInterval("PT1H")
	addTimezone(cal, loc, from, to)
	for _, sh := range it.Shifts {
		e := cal.AddEvent(fmt.Sprintf("shift-%d@%s", sh.ID, host))
		e.SetDtStampTime(stamp)
		start := sh.Date.Time().Add(time.Duration(sh.StartTime) * time.Minute)
		end := sh.Date.Time().Add(time.Duration(sh.EndTime) * time.Minute)
		if sh.EndTime <= sh.StartTime {
			end = end.AddDate(0, 0, 1) // overnight: ends the next day
		}
		e.SetProperty(ics.ComponentPropertyDtStart, start.Format(icalLocal), ics.WithTZID(loc.String()))
		e.SetProperty(ics.ComponentPropertyDtEnd, end.Format(icalLocal), ics.WithTZID(loc.String()))
		e.SetSummary(domain.OneLine(shiftSummary(l, it, sh)))
		if sh.LocationID != nil {
			if l, ok := it.Locations[*sh.LocationID]; ok {
				where := l.Name
				if l.Address != nil && *l.Address != "" {
					where += ", " + *l.Address
				}
				e.SetLocation(domain.OneLine(where))
			}
		}
	}
	for _, r := range it.TimeOff {
		e := cal.AddEvent(fmt.Sprintf("timeoff-%d@%s", r.ID, host))
		e.SetDtStampTime(stamp)
		if r.PartDay() {
			// Part of a day: its hours, in the workplace's zone like shifts.
			start := r.Date.Time().Add(time.Duration(*r.StartTime) * time.Minute)
			end := r.Date.Time().Add(time.Duration(*r.EndTime) * time.Minute)
			e.SetProperty(ics.ComponentPropertyDtStart, start.Format(icalLocal), ics.WithTZID(loc.String()))
			e.SetProperty(ics.ComponentPropertyDtEnd, end.Format(icalLocal), ics.WithTZID(loc.String()))
		} else {
			// A range is one all-day event; DTEND is the day after its last day.
			e.SetAllDayStartAt(r.Date.Time())
			e.SetAllDayEndAt(r.LastDay().AddDays(1).Time())
		}
		summary := l.T("CalendarTimeOff", nil)
		if it.Named {
			summary = l.T("CalendarTimeOffOf", i18n.Args{"Name": r.UserName})
		}
		e.SetSummary(domain.OneLine(summary))
		e.SetTimeTransparency(ics.TransparencyTransparent)
	}
	for _, ev := range it.Events {
		e := cal.AddEvent(fmt.Sprintf("event-%d@%s", ev.ID, host))
		e.SetDtStampTime(stamp)
		e.SetAllDayStartAt(ev.Date.Time())
		e.SetAllDayEndAt(ev.Date.AddDays(1).Time())
		e.SetSummary(domain.OneLine(ev.Title))
		e.SetTimeTransparency(ics.TransparencyTransparent)
	}
	return cal.Serialize(ics.WithNewLine("\r\n")) // RFC 5545 lines end in CRLF
}

// addTimezone describes loc from a year before from to a year after to: one STANDARD or
// DAYLIGHT component per change of offset, or a single STANDARD for a fixed zone.
func addTimezone(cal *ics.Calendar, loc *time.Location, from, to domain.Date) {
	tz := cal.AddTimezone(loc.String())
	start := time.Date(from.Year-1, 1, 1, 0, 0, 0, 0, loc)
	end := time.Date(to.Year+1, 12, 31, 0, 0, 0, 0, loc)
	prevName, prevOff := start.Zone()
	found := false
	for t := start; t.Before(end); {
		next := t.Add(24 * time.Hour)
		if _, off := next.Zone(); off != prevOff {
			at := transition(t, next, prevOff) // first instant with the new offset
			name, newOff := at.Zone()
			addObservance(tz, at.IsDST(), at.In(time.FixedZone("", prevOff)), prevOff, newOff, name)
			prevName, prevOff, found = name, newOff, true
			t = at
			continue
		}
		t = next
	}
	if !found {
		addObservance(tz, false, time.Date(1970, 1, 1, 0, 0, 0, 0, time.UTC), prevOff, prevOff, prevName)
	}
}

// transition finds, between a (offset prevOff) and b, the first second with another offset.
func transition(a, b time.Time, prevOff int) time.Time {
	for b.Sub(a) > time.Second {
		mid := a.Add(b.Sub(a) / 2)
		if _, off := mid.Zone(); off == prevOff {
			a = mid
		} else {
			b = mid
		}
	}
	return b
}

// addObservance adds one onset: DTSTART is the local time just before the change, in
// the offset that was in force (RFC 5545, 3.6.5).
func addObservance(tz *ics.VTimezone, daylight bool, onset time.Time, from, to int, name string) {
	var c *ics.ComponentBase
	if daylight {
		d := &ics.Daylight{}
		tz.Components = append(tz.Components, d)
		c = &d.ComponentBase
	} else {
		c = &tz.AddStandard().ComponentBase
	}
	c.SetProperty(ics.ComponentPropertyDtStart, onset.Format(icalLocal))
	c.SetProperty(ics.ComponentProperty(ics.PropertyTzoffsetfrom), utcOffset(from))
	c.SetProperty(ics.ComponentProperty(ics.PropertyTzoffsetto), utcOffset(to))
	if name != "" {
		c.SetProperty(ics.ComponentProperty(ics.PropertyTzname), name)
	}
}

// utcOffset formats seconds east of UTC as ±hhmm.
func utcOffset(sec int) string {
	sign := "+"
	if sec < 0 {
		sign, sec = "-", -sec
	}
	return fmt.Sprintf("%s%02d%02d", sign, sec/3600, sec%3600/60)
}

// shiftSummary is a shift's title: "Shift", whose it is in the workplace feed, and its
// position when it has one, e.g. "Shift: Ann (Cook)".
func shiftSummary(l i18n.Locale, it domain.FeedContent, sh domain.Shift) string {
	summary := l.T("CalendarShift", nil)
	if it.Named {
		summary = l.T("CalendarShiftOf", i18n.Args{"Name": sh.UserName})
	}
	if sh.PositionID != nil {
		if name, ok := it.Positions[*sh.PositionID]; ok {
			summary += " (" + name + ")"
		}
	}
	return summary
}
