package labour

import (
	"time"

	"github.com/shiftsched/shiftsched/internal/domain"
)

// premiums prices every premium the work dated in the week earns, one line per premium
// and piece of work. Scheduled work counts whole (where its break falls is not planned);
// worked time counts less its breaks only for the whole-work premiums, since a break's
// place inside a window is known but not worth a second rule here.
func (e *evaluation) premiums(clopenings map[int64]bool) {
	for _, w := range e.work {
		if !e.inWeek(w.Date) {
			continue
		}
		for _, p := range e.in.Rules.Premiums {
			n := e.premiumMinutes(p, w, clopenings)
			if n <= 0 {
				continue
			}
			cents, priced := p.price(n, e.in.Person.rateFor(w))
			e.out.Premiums = append(e.out.Premiums, Pay{Kind: p.Kind, Name: p.Name, UserID: e.in.Person.UserID,
				ShiftID: w.ShiftID, LocationID: w.Structure.LocationID, Minutes: n, Cents: cents, Priced: priced})
		}
	}
}

// premiumMinutes is how many minutes of the work a premium pays for.
func (e *evaluation) premiumMinutes(p Premium, w Work, clopenings map[int64]bool) int {
	whole := w.minutes() - breakMinutes(w)
	switch p.Kind {
	case Night:
		return e.windowMinutes(w, p.From.Minutes(), p.To.Minutes())
	case Sunday:
		return e.daysMinutes(w, func(d domain.Date) bool { return d.Weekday() == time.Sunday })
	case Holiday:
		loc := int64(0)
		if w.Structure.LocationID != nil {
			loc = *w.Structure.LocationID
		}
		days := e.in.Holidays[loc]
		return e.daysMinutes(w, func(d domain.Date) bool { _, ok := days[d]; return ok })
	case ShiftType:
		if w.Structure.ShiftTypeID != nil && *w.Structure.ShiftTypeID == *p.ShiftTypeID {
			return whole
		}
	case Position:
		if w.Structure.PositionID != nil && *w.Structure.PositionID == *p.PositionID {
			return whole
		}
	case ClopeningPay:
		if clopenings[w.ShiftID] {
			return whole
		}
	}
	return 0
}

func breakMinutes(w Work) int {
	n := w.UntimedBreakMinutes
	for _, b := range w.Breaks {
		n += int(b.Until.Sub(b.At) / time.Minute)
	}
	return n
}

// windowMinutes is how many minutes of the work fall inside the daily window from-to
// (past midnight when to is not after from), on each day the work touches.
func (e *evaluation) windowMinutes(w Work, from, to int) int {
	n := 0
	for d := domain.DateOf(w.At.In(e.in.Zone)).AddDays(-1); !d.After(domain.DateOf(w.Until.In(e.in.Zone))); d = d.AddDays(1) {
		end := d
		if to <= from {
			end = d.AddDays(1)
		}
		n += overlap(w.At, w.Until, wall(d, from, e.in.Zone), wall(end, to, e.in.Zone))
	}
	return n
}

// daysMinutes is how many minutes of the work fall on days that match, midnight to
// midnight in the zone.
func (e *evaluation) daysMinutes(w Work, match func(domain.Date) bool) int {
	n := 0
	for d := domain.DateOf(w.At.In(e.in.Zone)); !d.After(domain.DateOf(w.Until.In(e.in.Zone))); d = d.AddDays(1) {
		if match(d) {
			n += overlap(w.At, w.Until, wall(d, 0, e.in.Zone), wall(d.AddDays(1), 0, e.in.Zone))
		}
	}
	return n
}
