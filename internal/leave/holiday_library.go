package leave

import (
	"sort"

	"github.com/rickar/cal/v2"
	"github.com/rickar/cal/v2/at"
	"github.com/rickar/cal/v2/au"
	"github.com/rickar/cal/v2/be"
	"github.com/rickar/cal/v2/ca"
	"github.com/rickar/cal/v2/ch"
	"github.com/rickar/cal/v2/cz"
	"github.com/rickar/cal/v2/de"
	"github.com/rickar/cal/v2/dk"
	"github.com/rickar/cal/v2/es"
	"github.com/rickar/cal/v2/fr"
	"github.com/rickar/cal/v2/gb"
	"github.com/rickar/cal/v2/ie"
	"github.com/rickar/cal/v2/it"
	"github.com/rickar/cal/v2/nl"
	"github.com/rickar/cal/v2/no"
	"github.com/rickar/cal/v2/nz"
	"github.com/rickar/cal/v2/pl"
	"github.com/rickar/cal/v2/se"
	"github.com/rickar/cal/v2/us"

	"github.com/shiftsched/shiftsched/internal/domain"
)

// calendars are the holiday library's lists (github.com/rickar/cal/v2) by country and
// region ("" is the country's national list). Regions are listed where the library keeps
// them and they differ from the nation's.
var calendars = map[string]map[string][]*cal.Holiday{
	"at": {"": at.Holidays},
	"au": {"act": au.HolidaysACT, "nsw": au.HolidaysNSW, "nt": au.HolidaysNT, "qld": au.HolidaysQLD,
		"sa": au.HolidaysSA, "tas": au.HolidaysTAS, "vic": au.HolidaysVIC, "wa": au.HolidaysWA},
	"be": {"": be.Holidays},
	"ca": {"": ca.Holidays},
	"ch": {"": ch.Holidays, "zh": ch.HolidaysZH, "be": ch.HolidaysBE, "lu": ch.HolidaysLU, "ge": ch.HolidaysGE, "vd": ch.HolidaysVD, "bs": ch.HolidaysBS},
	"cz": {"": cz.Holidays},
	"de": {"": de.Holidays, "bw": de.HolidaysBW, "by": de.HolidaysBY, "be": de.HolidaysBE, "bb": de.HolidaysBB,
		"hb": de.HolidaysHB, "hh": de.HolidaysHH, "he": de.HolidaysHE, "mv": de.HolidaysMV, "ni": de.HolidaysNI,
		"nw": de.HolidaysNW, "rp": de.HolidaysRP, "sl": de.HolidaysSL, "sn": de.HolidaysSN, "st": de.HolidaysST,
		"sh": de.HolidaysSH, "th": de.HolidaysTH},
	"dk": {"": dk.Holidays},
	"es": {"": es.Holidays},
	"fr": {"": fr.Holidays},
	"gb": {"": gb.Holidays},
	"ie": {"": ie.Holidays},
	"it": {"": it.Holidays},
	"nl": {"": nl.Holidays},
	"no": {"": no.Holidays},
	"nz": {"": nz.Holidays},
	"pl": {"": pl.Holidays},
	"se": {"": se.Holidays},
	"us": {"": us.Holidays},
}

// Check refuses a country or region the library does not know.
func CheckCalendar(c domain.HolidayCalendar) error {
	regions, ok := calendars[c.Country]
	if !ok {
		return domain.Errorf(domain.Invalid, "Public holidays are not known for the country %q.", c.Country)
	}
	if _, ok := regions[c.Region]; !ok {
		return domain.Errorf(domain.Invalid, "Public holidays are not known for the region %q of %q.", c.Region, c.Country)
	}
	return nil
}

// Countries returns the countries and regions the holiday library knows, sorted.
func Countries() []domain.HolidayCalendar {
	var out []domain.HolidayCalendar
	for c, regions := range calendars {
		for r := range regions {
			out = append(out, domain.HolidayCalendar{Country: c, Region: r})
		}
	}
	sort.Slice(out, func(i, j int) bool {
		if out[i].Country != out[j].Country {
			return out[i].Country < out[j].Country
		}
		return out[i].Region < out[j].Region
	})
	return out
}

// Holiday is a public holiday on a day: the day it is observed (taken off).
type Holiday struct {
	Date domain.Date
	Name string
	// Added says a workplace added it rather than the library.
	Added bool
}

// Holidays returns a location's public holidays from..to, by day: the library's for its
// calendar (nil: none) with the workplace's changes applied; a location's own change of a
// day wins over one for every location.
func Holidays(c *domain.HolidayCalendar, changes []domain.HolidayChange, from, to domain.Date) []Holiday {
	byDay := map[domain.Date]Holiday{}
	if c != nil {
		for y := from.Year; y <= to.Year; y++ {
			for _, h := range calendars[c.Country][c.Region] {
				if h.Type != cal.ObservancePublic && h.Type != cal.ObservanceBank && h.Type != cal.ObservanceUnknown {
					continue
				}
				_, obs := h.Calc(y)
				if obs.IsZero() {
					continue
				}
				d := domain.DateOf(obs)
				if !d.Before(from) && !d.After(to) {
					byDay[d] = Holiday{Date: d, Name: h.Name}
				}
			}
		}
	}
	sort.SliceStable(changes, func(i, j int) bool { return changes[i].LocationID == nil && changes[j].LocationID != nil })
	for _, ch := range changes {
		if ch.Date.Before(from) || ch.Date.After(to) {
			continue
		}
		if ch.Removed {
			delete(byDay, ch.Date)
		} else {
			byDay[ch.Date] = Holiday{Date: ch.Date, Name: ch.Name, Added: true}
		}
	}
	out := make([]Holiday, 0, len(byDay))
	for _, h := range byDay {
		out = append(out, h)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Date.Before(out[j].Date) })
	return out
}
