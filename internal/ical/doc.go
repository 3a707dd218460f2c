// Package ical renders calendar feeds as iCalendar (RFC 5545): shifts, time off and
// events in the workplace's wall-clock time, with the time zone described inline.
// It reads nothing and decides nothing: the service chooses what a feed shows.
package ical
