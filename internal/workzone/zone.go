// Package workzone keeps the workplace's time zone, which a manager may change while
// the server runs. Every part that needs the workplace's clock (its today, digests,
// feeds, timesheets) holds the same *Zone. Each instance reads the stored zone when it
// starts and again every so often (Watch), and the instance that saves a new one sets
// it at once, so a change reaches every instance within one refresh.
package workzone

import (
	"context"
	"log/slog"
	"sync/atomic"
	"time"
)

// Zone is the workplace's time zone now: the one a manager chose, else the server's
// default (WORKPLACE_TZ). A nil *Zone is UTC.
type Zone struct {
	fallback *time.Location
	chosen   atomic.Pointer[time.Location]
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

// Fallback is the server's default zone, the workplace's until a manager chooses one.
func (z *Zone) Fallback() *time.Location {
	if z == nil {
		return time.UTC
	}
	return z.fallback
}

// Set makes name (an IANA zone, e.g. "Europe/Berlin") the workplace's zone; nil or ""
// goes back to the default. A name the zone database does not know is an error, and
// the zone stays as it was.
func (z *Zone) Set(name *string) error {
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

// Watch reads the stored zone with read now and then every interval until ctx ends. A
// failed read keeps the zone it had, and is logged.
func (z *Zone) Watch(ctx context.Context, interval time.Duration, read func(context.Context) (*string, error), log *slog.Logger) {
	t := time.NewTicker(interval)
	defer t.Stop()
	for {
		name, err := read(ctx)
		if err == nil {
			err = z.Set(name)
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
