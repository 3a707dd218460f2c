package domain

import (
	"fmt"
	"time"
)

// LeaveKind marks the leave types a workplace starts with; the ones managers add are
// LeaveOther.
type LeaveKind string

// The leave kinds.
const (
	LeaveAnnual LeaveKind = "annual"
	LeaveSick   LeaveKind = "sick"
	LeaveUnpaid LeaveKind = "unpaid"
	LeaveOther  LeaveKind = "other"
)

// LeaveUnit is what a leave type is counted in.
type LeaveUnit string

// The leave units.
const (
	LeaveHours LeaveUnit = "hours"
	LeaveDays  LeaveUnit = "days"
)

// LeaveType is a kind of leave a workplace keeps: annual, sick, unpaid, or its own.
type LeaveType struct {
	ID              int64     `db:"id"`
	Name            string    `db:"name"`
	Kind            LeaveKind `db:"kind"`
	Paid            bool      `db:"paid"`
	Unit            LeaveUnit `db:"unit"`
	NeedsApproval   bool      `db:"needs_approval"`
	NeedsBalance    bool      `db:"needs_balance"`
	StaffMayRequest bool      `db:"staff_may_request"`
	Colour          string    `db:"colour"`
	Archived        bool      `db:"archived"`
}

// LeaveMethod is how a policy grants leave.
type LeaveMethod string

// The leave methods: a yearly allowance, or accrual per hour worked (approved
// timesheets), per pay period or per calendar month.
const (
	LeaveAllowance   LeaveMethod = "allowance"
	LeaveHoursWorked LeaveMethod = "hours_worked"
	LeavePayPeriod   LeaveMethod = "pay_period"
	LeaveMonthly     LeaveMethod = "monthly"
	// LeaveOvertime banks approved overtime as time off in lieu instead of paying it:
	// the amount is hundredths of an hour banked per overtime hour (100: hour for hour).
	LeaveOvertime LeaveMethod = "overtime"
)

// LeavePolicy says how a person is granted one leave type. Amounts are hundredths of the
// type's unit (Amount per hour worked: hundredths per hour).
type LeavePolicy struct {
	ID             int64       `db:"id"`
	LeaveTypeID    int64       `db:"leave_type_id"`
	Name           string      `db:"name"`
	Method         LeaveMethod `db:"method"`
	Amount         int64       `db:"amount"`
	YearStartMonth int         `db:"year_start_month"`
	YearStartDay   int         `db:"year_start_day"`
	WaitingDays    int         `db:"waiting_days"`
	Cap            *int64      `db:"cap"`
	CarryOverMax   int64       `db:"carry_over_max"`
	CarryExpMonth  *int        `db:"carry_expires_month"`
	CarryExpDay    *int        `db:"carry_expires_day"`
	NegativeLimit  int64       `db:"negative_limit"`
	Archived       bool        `db:"archived"`
}

// MaxLeaveAmount is the largest amount a policy names, in hundredths (a million units).
const MaxLeaveAmount = 100_000_000

// Validate says, in a sentence, what is wrong with the policy.
func (p LeavePolicy) Validate() error {
	switch {
	case p.Method != LeaveAllowance && p.Method != LeaveHoursWorked && p.Method != LeavePayPeriod && p.Method != LeaveMonthly && p.Method != LeaveOvertime:
		return Errorf(Invalid, "A policy grants a yearly allowance, accrues per hour worked, per pay period or per month, or banks overtime.")
	case p.Amount < 0 || p.Amount > MaxLeaveAmount:
		return Errorf(Invalid, "The amount must be between 0 and 1000000.")
	case p.YearStartMonth < 1 || p.YearStartMonth > 12 || p.YearStartDay < 1 || p.YearStartDay > 28:
		return Errorf(Invalid, "A leave year starts on day 1 to 28 of a month.")
	case p.WaitingDays < 0 || p.WaitingDays > 3660:
		return Errorf(Invalid, "A waiting period is 0 to 3660 days.")
	case p.Cap != nil && (*p.Cap < 0 || *p.Cap > MaxLeaveAmount):
		return Errorf(Invalid, "The cap must be between 0 and 1000000.")
	case p.CarryOverMax < 0 || p.CarryOverMax > MaxLeaveAmount || p.NegativeLimit < 0 || p.NegativeLimit > MaxLeaveAmount:
		return Errorf(Invalid, "Carry-over and the negative limit must be between 0 and 1000000.")
	case (p.CarryExpMonth == nil) != (p.CarryExpDay == nil):
		return Errorf(Invalid, "Carried-over leave expires on a month and a day, or never.")
	case p.CarryExpMonth != nil && (*p.CarryExpMonth < 1 || *p.CarryExpMonth > 12 || *p.CarryExpDay < 1 ||
		*p.CarryExpDay > time.Date(2025, time.Month(*p.CarryExpMonth)+1, 0, 0, 0, 0, 0, time.UTC).Day()):
		return Errorf(Invalid, "Carried-over leave expires on a day of a month (28 February at the latest).")
	case p.CarryExpMonth != nil && *p.CarryExpMonth == p.YearStartMonth && *p.CarryExpDay == p.YearStartDay:
		return Errorf(Invalid, "Carried-over leave must expire before the next leave year starts.")
	}
	return nil
}

// YearStart is the first day of the leave year that d falls in.
func (p LeavePolicy) YearStart(d Date) Date {
	s := Date{d.Year, time.Month(p.YearStartMonth), p.YearStartDay}
	if d.Before(s) {
		s.Year--
	}
	return s
}

// CarryExpiry is the day carried-over leave of the leave year starting on start expires
// (the first such day on or after start), and false when it never does.
func (p LeavePolicy) CarryExpiry(start Date) (Date, bool) {
	if p.CarryExpMonth == nil {
		return Date{}, false
	}
	e := Date{start.Year, time.Month(*p.CarryExpMonth), *p.CarryExpDay}
	if e.Before(start) || e == start {
		e.Year++
	}
	return e, true
}

// LeaveProfile is what a person's contract says for leave.
type LeaveProfile struct {
	UserID int64 `db:"user_id"`
	// StartsOn and EndsOn bound the employment; nil: open.
	StartsOn *Date `db:"starts_on"`
	EndsOn   *Date `db:"ends_on"`
	// MinutesPerWeek is the contracted week; nil: the workplace's full-time week.
	MinutesPerWeek *int `db:"minutes_per_week"`
	// WorkDays are the ISO weekdays worked (1 Monday .. 7 Sunday).
	WorkDays          []int  `db:"-"`
	HolidayLocationID *int64 `db:"holiday_location_id"`
}

// Works reports whether d is one of the person's working weekdays.
func (p LeaveProfile) Works(d Date) bool {
	iso := int(d.Weekday())
	if iso == 0 {
		iso = 7
	}
	for _, w := range p.WorkDays {
		if w == iso {
			return true
		}
	}
	return false
}

// Employed reports whether d is inside the employment.
func (p LeaveProfile) Employed(d Date) bool {
	return (p.StartsOn == nil || !d.Before(*p.StartsOn)) && (p.EndsOn == nil || !d.After(*p.EndsOn))
}

// LeaveDeductBy is what a request deducts: contracted hours, or scheduled shifts' hours.
type LeaveDeductBy string

// The ways a request deducts.
const (
	DeductContract LeaveDeductBy = "contract"
	DeductShifts   LeaveDeductBy = "shifts"
)

// LeaveSettings are the workplace's leave settings.
type LeaveSettings struct {
	FullTimeMinutesWeek int           `db:"full_time_minutes_week"`
	DeductBy            LeaveDeductBy `db:"deduct_by"`
}

// LeaveEntryKind is why a balance changed.
type LeaveEntryKind string

// The ledger's kinds of row.
const (
	EntryAllowance  LeaveEntryKind = "allowance"
	EntryAccrual    LeaveEntryKind = "accrual"
	EntryTaken      LeaveEntryKind = "taken"
	EntryRestored   LeaveEntryKind = "restored"
	EntryCarryOver  LeaveEntryKind = "carry_over"
	EntryExpiry     LeaveEntryKind = "expiry"
	EntryAdjustment LeaveEntryKind = "adjustment"
	// EntryBanked is overtime of an approved timesheet banked as time off in lieu (its
	// PeriodStart is the timesheet's pay period); negative when the timesheet is reopened.
	EntryBanked LeaveEntryKind = "banked"
)

// Generated reports whether settling writes rows of this kind (they name a period).
func (k LeaveEntryKind) Generated() bool {
	return k == EntryAllowance || k == EntryAccrual || k == EntryCarryOver || k == EntryExpiry
}

// LeaveEntry is one row of a person's ledger for one leave type: a change of the balance
// by Amount hundredths, counted from EffectiveOn.
type LeaveEntry struct {
	ID          int64          `db:"id"`
	UserID      int64          `db:"user_id"`
	LeaveTypeID int64          `db:"leave_type_id"`
	EffectiveOn Date           `db:"effective_on"`
	Kind        LeaveEntryKind `db:"kind"`
	Amount      int64          `db:"amount"`
	PeriodStart *Date          `db:"period_start"`
	TimeOffID   *int64         `db:"time_off_id"`
	Reason      string         `db:"reason"`
	CreatedBy   *int64         `db:"created_by"`
	CreatedAt   time.Time      `db:"created_at"`
}

// Hundredths prints an amount of hundredths as a decimal ("-12.5", "8").
func Hundredths(v int64) string {
	sign := ""
	if v < 0 {
		sign, v = "-", -v
	}
	s := fmt.Sprintf("%s%d.%02d", sign, v/100, v%100)
	for s[len(s)-1] == '0' {
		s = s[:len(s)-1]
	}
	if s[len(s)-1] == '.' {
		s = s[:len(s)-1]
	}
	return s
}

// HolidayCalendar is where a location's public holidays come from: a country (ISO 3166
// alpha-2, lower case) and a region of it ("" for the nation), as the holiday library
// names them.
type HolidayCalendar struct {
	Country string `db:"country"`
	Region  string `db:"region"`
}

// HolidayChange is a workplace's own holiday (Removed false) or a library holiday it
// works (Removed true), for one location or, LocationID nil, all.
type HolidayChange struct {
	ID         int64  `db:"id"`
	LocationID *int64 `db:"location_id"`
	Date       Date   `db:"holiday_date"`
	Name       string `db:"name"`
	Removed    bool   `db:"removed"`
}
