package store

import (
	"context"
	"time"

	"github.com/shiftsched/shiftsched/internal/domain"
)

// TimesheetRules returns the workplace's pay period and overtime settings.
func (q Q) TimesheetRules(ctx context.Context) (domain.TimesheetRules, error) {
	var r domain.TimesheetRules
	err := q.get(ctx, &r, nil, `
		SELECT pay_period, pay_period_start, daily_overtime_minutes, weekly_overtime_minutes, paid_breaks,
		       rounding_minutes, rounding_mode, overtime_pay_percent
		FROM workplace_settings WHERE id`)
	return r, err
}

// SetTimesheetRules stores the pay period and overtime settings.
func (q Q) SetTimesheetRules(ctx context.Context, r domain.TimesheetRules) error {
	_, err := q.exec(ctx, `
		UPDATE workplace_settings SET pay_period = $1, pay_period_start = $2, daily_overtime_minutes = $3,
		    weekly_overtime_minutes = $4, paid_breaks = $5, rounding_minutes = $6, rounding_mode = $7,
		    overtime_pay_percent = $8
		WHERE id`, r.PayPeriod, r.PayPeriodStart, r.DailyOvertimeMin, r.WeeklyOvertimeMin, r.PaidBreaks,
		r.RoundingMinutes, r.Rounding, r.OvertimePayPercent)
	return err
}

// TimesheetRow is a time record as a timesheet counts it: what the clock said, its
// breaks in whole minutes (a running one up to now), and the latest correction if any.
type TimesheetRow struct {
	RecordID          int64      `db:"record_id"`
	UserID            int64      `db:"user_id"`
	ShiftStartsAt     *time.Time `db:"shift_starts_at"`
	ClockInAt         time.Time  `db:"clock_in_at"`
	ClockOutAt        *time.Time `db:"clock_out_at"`
	BreakMinutes      int        `db:"break_minutes"`
	OnSite            *bool      `db:"on_site"`
	NoShift           bool       `db:"no_shift"`
	OffSiteClockOut   bool       `db:"off_site_clock_out"`
	ForgottenClockOut bool       `db:"forgotten_clock_out"`
	FixedInAt         *time.Time `db:"fixed_in_at"`
	FixedOutAt        *time.Time `db:"fixed_out_at"`
	FixedBreakMinutes *int       `db:"fixed_break_minutes"`
	FixReason         *string    `db:"fix_reason"`
	FixedAt           *time.Time `db:"fixed_at"`
	FixedByName       *string    `db:"fixed_by_name"`
	ClockOutReason    *string    `db:"clock_out_reason"`
	LateMinutes       *int       `db:"late_minutes"`
	RateCents         *int64     `db:"rate_cents"` // the person's rate in the shift's position, else their own
}

// TimesheetRows returns the records (of one person when userID is set) whose clock-in,
// as corrected, falls in [from, to), by person and time.
func (q Q) TimesheetRows(ctx context.Context, from, to time.Time, userID *int64) ([]TimesheetRow, error) {
	var out []TimesheetRow
	err := q.sel(ctx, &out, `
		SELECT r.id AS record_id, r.user_id, r.shift_starts_at, r.clock_in_at, r.clock_out_at,
		       coalesce((SELECT floor(extract(epoch FROM sum(coalesce(b.ended_at, now()) - b.started_at)) / 60)
		                 FROM time_breaks b WHERE b.record_id = r.id), 0)::int AS break_minutes,
		       r.on_site, r.no_shift, r.off_site_clock_out, r.forgotten_clock_out, r.clock_out_reason, `+lateMinutesColumn+`,
		       c.clock_in_at AS fixed_in_at, c.clock_out_at AS fixed_out_at, c.break_minutes AS fixed_break_minutes,
		       c.reason AS fix_reason, c.corrected_at AS fixed_at, cu.name AS fixed_by_name,
		       coalesce(up.rate_cents, u.hourly_rate_cents)::bigint AS rate_cents
		FROM time_records r JOIN users u ON u.id = r.user_id
		LEFT JOIN shifts sh ON sh.id = r.shift_id
		LEFT JOIN user_positions up ON up.user_id = r.user_id AND up.position_id = sh.position_id
		LEFT JOIN LATERAL (SELECT * FROM time_corrections tc WHERE tc.record_id = r.id ORDER BY tc.id DESC LIMIT 1) c ON true
		LEFT JOIN users cu ON cu.id = c.corrected_by
		WHERE coalesce(c.clock_in_at, r.clock_in_at) >= $1 AND coalesce(c.clock_in_at, r.clock_in_at) < $2
		  AND ($3::bigint IS NULL OR r.user_id = $3)
		ORDER BY r.user_id, coalesce(c.clock_in_at, r.clock_in_at), r.id`, from, to, userID)
	return out, err
}

// TimesheetShift is a published shift's day and times, for scheduled hours.
type TimesheetShift struct {
	UserID    int64            `db:"user_id"`
	Date      domain.Date      `db:"shift_date"`
	StartTime domain.TimeOfDay `db:"start_minute"`
	EndTime   domain.TimeOfDay `db:"end_minute"`
	Attended  bool             `db:"attended"` // someone clocked in for it
}

// TimesheetShifts returns the published shifts dated from..to, whether each was
// clocked in for, by person and time.
func (q Q) TimesheetShifts(ctx context.Context, from, to domain.Date, userID *int64) ([]TimesheetShift, error) {
	var out []TimesheetShift
	err := q.sel(ctx, &out, `
		SELECT user_id, shift_date, start_minute, end_minute,
		       EXISTS (SELECT 1 FROM time_records r WHERE r.shift_id = shifts.id) AS attended FROM shifts
		WHERE shift_date BETWEEN $1 AND $2 AND user_id IS NOT NULL AND ($3::bigint IS NULL OR user_id = $3)
		ORDER BY user_id, shift_date, start_minute`, from, to, userID)
	return out, err
}

// TimesheetPerson is someone with a timesheet in a pay period, and its approval.
type TimesheetPerson struct {
	UserID         int64      `db:"id"`
	Name           string     `db:"name"`
	Email          string     `db:"email"`
	RateCents      *int64     `db:"hourly_rate_cents"`
	ApprovedAt     *time.Time `db:"approved_at"`
	ApprovedByName *string    `db:"approved_by_name"`
}

// TimesheetPeople returns, by name, the people with a record (clocked in from..to) or
// a published shift (dated periodStart..periodEnd) in the pay period, or an approval of it.
func (q Q) TimesheetPeople(ctx context.Context, periodStart, periodEnd domain.Date, from, to time.Time, userID *int64) ([]TimesheetPerson, error) {
	var out []TimesheetPerson
	err := q.sel(ctx, &out, `
		SELECT u.id, u.name, u.email, u.hourly_rate_cents, a.approved_at, ab.name AS approved_by_name
		FROM users u
		LEFT JOIN timesheet_approvals a ON a.user_id = u.id AND a.period_start = $1
		LEFT JOIN users ab ON ab.id = a.approved_by
		WHERE ($5::bigint IS NULL OR u.id = $5) AND (a.user_id IS NOT NULL
		   OR EXISTS (SELECT 1 FROM time_records r WHERE r.user_id = u.id AND r.clock_in_at >= $3 AND r.clock_in_at < $4)
		   OR EXISTS (SELECT 1 FROM shifts sh WHERE sh.user_id = u.id AND sh.shift_date BETWEEN $1 AND $2))
		ORDER BY lower(u.name), u.name, u.id`, periodStart, periodEnd, from, to, userID)
	return out, err
}

// TimesheetApproval is an approved pay period of one person.
type TimesheetApproval struct {
	UserID      int64       `db:"user_id"`
	PeriodStart domain.Date `db:"period_start"`
	PeriodEnd   domain.Date `db:"period_end"`
}

// ApprovalCovering returns the person's approval whose period holds a day, or nil.
func (q Q) ApprovalCovering(ctx context.Context, userID int64, d domain.Date) (*TimesheetApproval, error) {
	var out []TimesheetApproval
	err := q.sel(ctx, &out, `
		SELECT user_id, period_start, period_end FROM timesheet_approvals
		WHERE user_id = $1 AND $2::date BETWEEN period_start AND period_end LIMIT 1`, userID, d)
	if err != nil || len(out) == 0 {
		return nil, err
	}
	return &out[0], nil
}

// InsertTimeCorrection keeps a manager's correction of a record beside it.
func (q Q) InsertTimeCorrection(ctx context.Context, recordID int64, in, out time.Time, breakMinutes int, reason string, by int64, at time.Time) error {
	_, err := q.exec(ctx, `
		INSERT INTO time_corrections (record_id, clock_in_at, clock_out_at, break_minutes, reason, corrected_by, corrected_at)
		VALUES ($1, $2, $3, $4, $5, $6, $7)`, recordID, in, out, breakMinutes, reason, by, at)
	return err
}

// ApproveTimesheet locks a person's pay period; false when it already was.
func (q Q) ApproveTimesheet(ctx context.Context, a TimesheetApproval, by int64, at time.Time) (bool, error) {
	n, err := q.exec(ctx, `
		INSERT INTO timesheet_approvals (user_id, period_start, period_end, approved_by, approved_at)
		VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING`, a.UserID, a.PeriodStart, a.PeriodEnd, by, at)
	return n == 1, err
}

// ReopenTimesheet removes a person's approval of a pay period; false when there was none.
func (q Q) ReopenTimesheet(ctx context.Context, userID int64, periodStart domain.Date) (bool, error) {
	n, err := q.exec(ctx, `DELETE FROM timesheet_approvals WHERE user_id = $1 AND period_start = $2`, userID, periodStart)
	return n == 1, err
}

// timesheetLockSpace names the advisory locks of people's timesheets (two-key form:
// this space, the person's id), apart from the roster's one-key lock.
const timesheetLockSpace = 7243021913 % (1 << 31)

// LockTimesheet waits until no other transaction corrects, approves or reopens the
// person's timesheet, so that a correction and an approval never cross; released when
// the transaction ends. Ids past 2^31 may share a lock, which only makes them wait.
func (q Q) LockTimesheet(ctx context.Context, userID int64) error {
	_, err := q.exec(ctx, `SELECT pg_advisory_xact_lock($1::int, $2::int)`, timesheetLockSpace, int32(userID))
	return err
}
