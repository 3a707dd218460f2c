// Package timeclock is the time clock: clocking in and out and breaks, on a person's own
// device or at a kiosk with a PIN; each location's on-site rule; the live board of who
// is on the clock, late or absent, and the attendance alerts to managers; the sweep that
// closes forgotten clock-outs; and timesheets per pay period, their corrections and
// approvals, and the payroll export.
//
// It writes through the change kernel (internal/change) and asks internal/permission who
// may do what; it never imports internal/service; the hours report (internal/reports)
// reads the timesheet rule from here (EntryOf).
//
// Errors are *domain.Error (Invalid, NotFound, Forbidden, Conflict, Unauthenticated,
// TooMany) with a message meant for a person; anything else is Internal.
package timeclock
