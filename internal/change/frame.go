package change

import (
	"time"

	"github.com/shiftsched/shiftsched/internal/domain"
	"github.com/shiftsched/shiftsched/internal/workzone"
)

// Frame is what every domain service that writes stands on: the one write path its
// changes take, whose clock is every domain's, and the workplace's calendar. A domain's
// Service embeds it, so that a new domain starts from one field rather than a copy of
// this one (and cannot be wired with a clock of its own by mistake).
type Frame struct {
	changes *Runner
	zone    *workzone.Zone
}

// NewFrame returns the frame of a domain writing through changes, counting days and
// weeks in zone (nil: UTC, Friday weeks).
func NewFrame(changes *Runner, zone *workzone.Zone) Frame {
	return Frame{changes: changes, zone: zone}
}

// Changes is the write path: a domain's every change is Changes().Run. The frame has no
// Run of its own on purpose: a method of the service taking an actor must check that
// actor first, and a promoted Run would be one that does not.
func (f Frame) Changes() *Runner { return f.changes }

// Now is the write path's clock: the time changes record.
func (f Frame) Now() time.Time { return f.changes.Now() }

// Today is the workplace's calendar day now.
func (f Frame) Today() domain.Date { return f.zone.Today(f.Now()) }

// Weeks are the workplace's weeks now (a manager may change their first day).
func (f Frame) Weeks() domain.Weeks { return f.zone.Weeks() }

// Zone is the workplace's time zone and weeks, which a manager may change at any time.
func (f Frame) Zone() *workzone.Zone { return f.zone }
