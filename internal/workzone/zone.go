// Package workzone keeps the workplace's time zone and the first day of its weeks, which
// a manager may change while the server runs. Every part that needs the workplace's
// clock or calendar (its today, its weeks, digests, feeds, timesheets) holds the same
// *Zone. Each instance reads the stored zone when it
// starts and again every so often (Watch), and the instance that saves a new one sets
// it at once, so a change reaches every instance within one refresh.
package workzone

import (
	"context"
	"log/slog"
	"sync/atomic"
	"time"

	"github.com/shiftsched/shiftsched/internal/domain"
)

// Zone is the workplace's time zone now: the one a manager chose, else the server's
// default (WORKPLACE_TZ). A nil *Zone is UTC.
type Zone struct {
	fallback *time.Location
	chosen   atomic.Pointer[time.Location]
	first    atomic.Pointer[domain.DayKey] // nil: Friday
}

// New returns a Zone that is fallback until a zone is chosen; nil fallback means UTC.
func New(fallback *time.Location) *Zone {
	if fallback == nil {
		fallback = time.UTC
	}
	return &Zone{fallback: fallback}
}

// Location is the zone the workplace's clock reads now.
func (z *Zone) Location() *time.Location {
	if z == nil {
		return time.UTC
	}
	if l := z.chosen.Load(); l != nil {
		return l
	}
	return z.fallback
}

// Today is the workplace's calendar day at now.
func (z *Zone) Today(now time.Time) domain.Date { return domain.DateOf(now.In(z.Location())) }

// Midnight is when day d starts in the workplace: the edge of a range of days that
// the readers beside the rules (the audit trail, the reports) ask the store for.
func (z *Zone) Midnight(d domain.Date) time.Time {
	return time.Date(d.Year, d.Month, d.Day, 0, 0, 0, 0, z.Location())
}

// Fallback is the server's default zone, the workplace's until a manager chooses one.
func (z *Zone) Fallback() *time.Location {
	if z == nil {
		return time.UTC
	}
	return z.fallback
}

// Weeks are the workplace's weeks now. A nil *Zone's start on Fridays.
func (z *Zone) Weeks() domain.Weeks {
	if z == nil {
		return domain.FridayWeeks
	}
	if k := z.first.Load(); k != nil {
		return domain.Weeks{First: *k}
	}
	return domain.FridayWeeks
}

// SetWeeks makes weeks start on first.
func (z *Zone) SetWeeks(first domain.DayKey) {
	if z != nil {
		z.first.Store(&first)
	}
}

// Set makes name (an IANA zone, e.g. "Europe/Berlin") the workplace's zone; nil or ""
// goes back to the default. A name the zone database does not know is an error, and
// the zone stays as it was.
func (z *Zone) Set(name *string) error {
	if z == nil {
		return nil
	}
	if name == nil || *name == "" {
		z.chosen.Store(nil)
		return nil
	}
	l, err := time.LoadLocation(*name)
	if err != nil {
		return err
	}
	z.chosen.Store(l)
	return nil
}

// Watch reads the stored zone and first day with read now and then every interval until
// ctx ends. A failed read keeps what it had, and is logged.
func (z *Zone) Watch(ctx context.Context, interval time.Duration, read func(context.Context) (domain.Profile, error), log *slog.Logger) {
	t := time.NewTicker(interval)
	defer t.Stop()
	for {
		p, err := read(ctx)
		if err == nil {
			z.SetWeeks(p.WeekStartsOn)
			err = z.Set(p.TimeZone)
		}
		if err != nil && ctx.Err() == nil {
			log.Warn("reading the workplace's time zone", "err", err)
		}
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
	}
}
