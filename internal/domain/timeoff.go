package domain

import (
	"fmt"
	"time"
)

// TimeOffStatus is the state of a time-off request.
type TimeOffStatus string

// Time-off statuses. Only these transitions exist: pending to approved, denied or
// withdrawn; approved to withdrawn (by the employee, before it starts) or cancelled (by a
// manager).
const (
	TimeOffPending   TimeOffStatus = "pending"
	TimeOffApproved  TimeOffStatus = "approved"
	TimeOffDenied    TimeOffStatus = "denied"
	TimeOffWithdrawn TimeOffStatus = "withdrawn"
	TimeOffCancelled TimeOffStatus = "cancelled"
)

// Live reports whether a request in this status still takes the days: pending or approved.
func (s TimeOffStatus) Live() bool { return s == TimeOffPending || s == TimeOffApproved }

// MaxTimeOffDays is the longest range one request may cover.
const MaxTimeOffDays = 60

// TimeOffRequest asks for the days Date..EndDate (inclusive) off, or, when StartTime and
// EndTime are set, part of the one day Date.
type TimeOffRequest struct {
	ID       int64  `db:"id"`
	UserID   int64  `db:"user_id"`
	UserName string `db:"user_name"`
	// Date is the first day: the one day of the REST shim's shape.
	Date      Date          `db:"request_date"`
	EndDate   Date          `db:"end_date"`
	StartTime *TimeOfDay    `db:"start_minute"`
	EndTime   *TimeOfDay    `db:"end_minute"`
	Reason    string        `db:"reason"`
	Status    TimeOffStatus `db:"status"`
	// DecisionNote is the manager's note on approving, denying or cancelling; "" when none.
	DecisionNote string `db:"decision_note"`
	// LeaveTypeID is the request's leave type; nil: annual leave (the REST shim's, and
	// every request from before leave types).
	LeaveTypeID *int64    `db:"leave_type_id"`
	CreatedAt   time.Time `db:"created_at"`
	UpdatedAt   time.Time `db:"updated_at"`
}

// PartDay reports whether the request is for part of one day.
func (r TimeOffRequest) PartDay() bool { return r.StartTime != nil && r.EndTime != nil }

// LastDay is the request's last day (Date when EndDate was not read).
func (r TimeOffRequest) LastDay() Date {
	if r.EndDate.IsZero() {
		return r.Date
	}
	return r.EndDate
}

// Days is the number of calendar days the request touches: what a balance would count.
func (r TimeOffRequest) Days() int { return r.Date.DaysUntil(r.LastDay()) + 1 }

// Interval is when the person is off: from the first day's midnight to the midnight after
// the last day, or the part of the day.
func (r TimeOffRequest) Interval() Interval {
	if r.PartDay() {
		return ShiftInterval(r.Date, *r.StartTime, *r.EndTime)
	}
	return Interval{r.Date.Time().Unix() / 60, r.LastDay().AddDays(1).Time().Unix() / 60}
}

// Covers reports whether the request touches the day.
func (r TimeOffRequest) Covers(d Date) bool { return !d.Before(r.Date) && !d.After(r.LastDay()) }

// Label describes the time off for a person: "Dec 24", "Dec 24 13:00-17:00" or
// "Dec 30 to Jan 2".
func (r TimeOffRequest) Label() string {
	switch {
	case r.PartDay():
		return fmt.Sprintf("%s %s-%s", r.Date.ShortLabel(), r.StartTime, r.EndTime)
	case r.LastDay() == r.Date:
		return r.Date.ShortLabel()
	default:
		return fmt.Sprintf("%s to %s", r.Date.ShortLabel(), r.LastDay().ShortLabel())
	}
}

// NormalizeTimeOff checks a new request's shape (not the calendar or other requests):
// first and last day present and in order, at most MaxTimeOffDays days, part of a day
// only for one day and with its start before its end.
func NormalizeTimeOff(first, last Date, start, end *TimeOfDay) error {
	if first.IsZero() {
		return Errorf(Invalid, "A valid date (YYYY-MM-DD) is required.")
	}
	if last.IsZero() {
		return Errorf(Invalid, "A valid last day (YYYY-MM-DD) is required.")
	}
	if last.Before(first) {
		return Errorf(Invalid, "The last day cannot be before the first day.")
	}
	if first.DaysUntil(last)+1 > MaxTimeOffDays {
		return Errorf(Invalid, "A time-off request may cover at most %d days.", MaxTimeOffDays)
	}
	if (start == nil) != (end == nil) {
		return Errorf(Invalid, "Part of a day needs both a start and an end time.")
	}
	if start != nil {
		if first != last {
			return Errorf(Invalid, "Part of a day can only be requested for a single day.")
		}
		if *start >= *end {
			return Errorf(Invalid, "The start time must be before the end time.")
		}
	}
	return nil
}
