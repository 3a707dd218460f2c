package change

import (
	"github.com/shiftsched/shiftsched/internal/domain"
	"github.com/shiftsched/shiftsched/internal/i18n"
)

// The texts below are written into notices by more than one domain (the week's rules and
// time off), so they live beside the notices rather than in either domain.

// DayText writes a date in the reader's locale.
func DayText(d domain.Date) i18n.Text {
	return func(l i18n.Locale) string { return l.Date(d.Year, d.Month, d.Day) }
}

// TimeOffText writes the days (or hours) a time-off request covers, as
// domain.TimeOffRequest.Label does in English.
func TimeOffText(req *domain.TimeOffRequest) i18n.Text {
	r := *req
	return func(l i18n.Locale) string {
		switch {
		case r.PartDay():
			return DayText(r.Date)(l) + " " + l.Span(int(*r.StartTime), int(*r.EndTime))
		case r.LastDay() == r.Date:
			return DayText(r.Date)(l)
		default:
			return l.T("DateRange", i18n.Args{"From": DayText(r.Date), "To": DayText(r.LastDay())})
		}
	}
}
