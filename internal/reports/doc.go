// Package reports holds the reports a reader asks for over a range of days: the hours
// report (scheduled hours per person by week, month, position and location, with
// approved time off, and the hours and labour cost the time clock recorded beside
// them), which GraphQL answers as a page and REST streams as CSV.
//
// It is a package of its own because no week rule calls it: it reads the store, asks
// internal/permission whom a reader's report covers and whether they see pay, and counts
// clocked time by the timesheet's rule (timeclock.EntryOf), never a copy. It writes
// nothing and never imports internal/service.
//
// Errors are *domain.Error (Forbidden, Invalid) with a message meant for a person;
// anything else is Internal.
package reports
