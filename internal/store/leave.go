package store

import (
	"context"
	"time"

	"github.com/lib/pq"

	"github.com/shiftsched/shiftsched/internal/domain"
)

// ErrLeaveTypeNotFound and ErrLeavePolicyNotFound answer for ids that name nothing.
var (
	ErrLeaveTypeNotFound   = domain.Errorf(domain.NotFound, "Leave type not found")
	ErrLeavePolicyNotFound = domain.Errorf(domain.NotFound, "Leave policy not found")
)

const leaveTypeColumns = `id, name, kind, paid, unit, needs_approval, needs_balance, staff_may_request, colour,
	archived_at IS NOT NULL AS archived`

// LeaveTypes returns the workplace's leave types, those in use first, by name.
func (q Q) LeaveTypes(ctx context.Context) ([]domain.LeaveType, error) {
	out := []domain.LeaveType{}
	err := q.sel(ctx, &out, `SELECT `+leaveTypeColumns+` FROM leave_types ORDER BY archived_at IS NOT NULL, lower(name), id`)
	return out, err
}

// LeaveTypeByID returns one leave type; ErrLeaveTypeNotFound when there is none.
func (q Q) LeaveTypeByID(ctx context.Context, id int64) (*domain.LeaveType, error) {
	var t domain.LeaveType
	err := q.get(ctx, &t, ErrLeaveTypeNotFound, `SELECT `+leaveTypeColumns+` FROM leave_types WHERE id = $1`, id)
	return &t, err
}

// LeaveTypeOfKind returns the workplace's type of a starting kind (annual, sick, unpaid).
func (q Q) LeaveTypeOfKind(ctx context.Context, kind domain.LeaveKind) (*domain.LeaveType, error) {
	var t domain.LeaveType
	err := q.get(ctx, &t, ErrLeaveTypeNotFound, `SELECT `+leaveTypeColumns+` FROM leave_types WHERE kind = $1`, kind)
	return &t, err
}

// SaveLeaveType inserts a type (ID 0) or updates one, archiving or restoring it, and
// returns it.
func (q Q) SaveLeaveType(ctx context.Context, t domain.LeaveType) (*domain.LeaveType, error) {
	var id int64
	err := q.get(ctx, &id, ErrLeaveTypeNotFound, `
		WITH saved AS (
			INSERT INTO leave_types (name, paid, unit, needs_approval, needs_balance, staff_may_request, colour, archived_at)
			SELECT $2, $3, $4, $5, $6, $7, $8, CASE WHEN $9 THEN now() END WHERE $1 = 0
			RETURNING id
		), changed AS (
			UPDATE leave_types SET name = $2, paid = $3, unit = $4, needs_approval = $5, needs_balance = $6,
				staff_may_request = $7, colour = $8, updated_at = now(),
				archived_at = CASE WHEN $9 THEN COALESCE(archived_at, now()) END
			WHERE id = $1 AND $1 <> 0
			RETURNING id
		)
		SELECT id FROM saved UNION ALL SELECT id FROM changed`,
		t.ID, t.Name, t.Paid, t.Unit, t.NeedsApproval, t.NeedsBalance, t.StaffMayRequest, t.Colour, t.Archived)
	if err != nil {
		return nil, err
	}
	// The statement's snapshot does not see its own writes: read them back.
	return q.LeaveTypeByID(ctx, id)
}

const leavePolicyColumns = `id, leave_type_id, name, method, amount, year_start_month, year_start_day, waiting_days, cap,
	carry_over_max, carry_expires_month, carry_expires_day, negative_limit, archived_at IS NOT NULL AS archived`

// LeavePolicies returns every policy, those in use first, by type and name.
func (q Q) LeavePolicies(ctx context.Context) ([]domain.LeavePolicy, error) {
	out := []domain.LeavePolicy{}
	err := q.sel(ctx, &out, `SELECT `+leavePolicyColumns+` FROM leave_policies
		ORDER BY archived_at IS NOT NULL, leave_type_id, lower(name), id`)
	return out, err
}

// LeavePolicyByID returns one policy; ErrLeavePolicyNotFound when there is none.
func (q Q) LeavePolicyByID(ctx context.Context, id int64) (*domain.LeavePolicy, error) {
	var p domain.LeavePolicy
	err := q.get(ctx, &p, ErrLeavePolicyNotFound, `SELECT `+leavePolicyColumns+` FROM leave_policies WHERE id = $1`, id)
	return &p, err
}

// SaveLeavePolicy inserts a policy (ID 0) or updates one (its type stays) and returns
// its id.
func (q Q) SaveLeavePolicy(ctx context.Context, p domain.LeavePolicy) (int64, error) {
	var id int64
	err := q.get(ctx, &id, ErrLeavePolicyNotFound, `
		WITH saved AS (
			INSERT INTO leave_policies (leave_type_id, name, method, amount, year_start_month, year_start_day, waiting_days,
				cap, carry_over_max, carry_expires_month, carry_expires_day, negative_limit, archived_at)
			SELECT $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, CASE WHEN $14 THEN now() END WHERE $1 = 0
			RETURNING id
		), changed AS (
			UPDATE leave_policies SET name = $3, method = $4, amount = $5, year_start_month = $6, year_start_day = $7,
				waiting_days = $8, cap = $9, carry_over_max = $10, carry_expires_month = $11, carry_expires_day = $12,
				negative_limit = $13, archived_at = CASE WHEN $14 THEN COALESCE(archived_at, now()) END, updated_at = now()
			WHERE id = $1 AND $1 <> 0
			RETURNING id
		)
		SELECT id FROM saved UNION ALL SELECT id FROM changed`,
		p.ID, p.LeaveTypeID, p.Name, p.Method, p.Amount, p.YearStartMonth, p.YearStartDay, p.WaitingDays, p.Cap,
		p.CarryOverMax, p.CarryExpMonth, p.CarryExpDay, p.NegativeLimit, p.Archived)
	return id, err
}

// AssignLeavePolicy gives a policy to one person (userID) or a rule set (ruleSetID),
// replacing the one they had for its type. policyID 0 takes the type's policy away.
func (q Q) AssignLeavePolicy(ctx context.Context, typeID, policyID int64, userID, ruleSetID *int64) error {
	_, err := q.exec(ctx, `
		DELETE FROM leave_policy_assignments
		WHERE leave_type_id = $1 AND (user_id = $2 OR rule_set_id = $3)`, typeID, userID, ruleSetID)
	if err != nil || policyID == 0 {
		return err
	}
	_, err = q.exec(ctx, `
		INSERT INTO leave_policy_assignments (policy_id, leave_type_id, user_id, rule_set_id)
		VALUES ($1, $2, $3, $4)`, policyID, typeID, userID, ruleSetID)
	return err
}

// LeavePolicyAssignment is a policy given to one person or to a rule set.
type LeavePolicyAssignment struct {
	PolicyID    int64     `db:"policy_id"`
	LeaveTypeID int64     `db:"leave_type_id"`
	UserID      *int64    `db:"user_id"`
	RuleSetID   *int64    `db:"rule_set_id"`
	Since       time.Time `db:"created_at"`
}

// LeavePolicyAssignments returns every assignment to a rule set and to an active
// person, by type, rule sets first, then by person.
func (q Q) LeavePolicyAssignments(ctx context.Context) ([]LeavePolicyAssignment, error) {
	out := []LeavePolicyAssignment{}
	err := q.sel(ctx, &out, `
		SELECT a.policy_id, a.leave_type_id, a.user_id, a.rule_set_id, a.created_at
		FROM leave_policy_assignments a LEFT JOIN users u ON u.id = a.user_id
		WHERE a.user_id IS NULL OR u.deleted_at IS NULL
		ORDER BY a.leave_type_id, a.user_id IS NOT NULL, a.rule_set_id, a.user_id`)
	return out, err
}

// PersonPolicy is the policy a person follows for one type, and since when.
type PersonPolicy struct {
	UserID int64 `db:"user_id"`
	domain.LeavePolicy
	Since time.Time `db:"since"`
}

// PoliciesOfPeople returns, for each person in userIDs (all active people when nil)
// and each type (all when typeID is 0), the policy they follow: their own, else their
// rule set's (the default rule set's when they have none). Archived policies grant nothing.
func (q Q) PoliciesOfPeople(ctx context.Context, userIDs []int64, typeID int64) ([]PersonPolicy, error) {
	out := []PersonPolicy{}
	err := q.sel(ctx, &out, `
		SELECT DISTINCT ON (u.id, a.leave_type_id) u.id AS user_id, a.created_at AS since,
		       p.id, p.leave_type_id, p.name, p.method, p.amount, p.year_start_month, p.year_start_day, p.waiting_days, p.cap,
		       p.carry_over_max, p.carry_expires_month, p.carry_expires_day, p.negative_limit, p.archived_at IS NOT NULL AS archived
		FROM users u
		JOIN leave_policy_assignments a ON a.user_id = u.id
		     OR a.rule_set_id = COALESCE(u.rule_set_id, (SELECT id FROM rule_sets WHERE is_default))
		JOIN leave_policies p ON p.id = a.policy_id AND p.archived_at IS NULL
		WHERE ($1::bigint[] IS NULL AND u.deleted_at IS NULL OR u.id = ANY($1)) AND ($2 = 0 OR a.leave_type_id = $2)
		ORDER BY u.id, a.leave_type_id, a.user_id IS NULL`, pq.Array(userIDs), typeID)
	return out, err
}

type profileRow struct {
	domain.LeaveProfile
	WorkDays pq.Int64Array `db:"work_days"`
}

func (r profileRow) profile() domain.LeaveProfile {
	p := r.LeaveProfile
	p.WorkDays = make([]int, len(r.WorkDays))
	for i, d := range r.WorkDays {
		p.WorkDays[i] = int(d)
	}
	return p
}

// LeaveProfiles returns the leave profiles of people, by id; a person without a row has
// the default: open employment, the full-time week, Monday to Friday.
func (q Q) LeaveProfiles(ctx context.Context, userIDs []int64) (map[int64]domain.LeaveProfile, error) {
	rows := []profileRow{}
	err := q.sel(ctx, &rows, `
		SELECT u.id AS user_id, p.starts_on, p.ends_on, p.minutes_per_week,
		       COALESCE(p.work_days, '{1,2,3,4,5}') AS work_days, p.holiday_location_id
		FROM users u LEFT JOIN leave_profiles p ON p.user_id = u.id
		WHERE u.id = ANY($1)`, pq.Array(userIDs))
	out := make(map[int64]domain.LeaveProfile, len(rows))
	for _, r := range rows {
		out[r.UserID] = r.profile()
	}
	return out, err
}

// LeaveProfileRow is a person's leave profile as stored, or the defaults when they have
// none (Set false), with the location whose holidays apply to them.
type LeaveProfileRow struct {
	domain.LeaveProfile
	Set bool `db:"set"`
	// HolidaysFrom is the profile's holiday location, else the person's first location.
	HolidaysFrom *int64 `db:"holidays_from"`
}

// LeaveProfileOf returns an active person's leave profile (signed up or not), in one
// statement; NotFound when there is no such person.
func (q Q) LeaveProfileOf(ctx context.Context, userID int64) (*LeaveProfileRow, error) {
	var r struct {
		profileRow
		Set          bool   `db:"set"`
		HolidaysFrom *int64 `db:"holidays_from"`
	}
	err := q.get(ctx, &r, errUserNotFound, `
		SELECT u.id AS user_id, p.starts_on, p.ends_on, p.minutes_per_week,
		       COALESCE(p.work_days, '{1,2,3,4,5}') AS work_days, p.holiday_location_id, p.user_id IS NOT NULL AS set,
		       COALESCE(p.holiday_location_id, (SELECT min(location_id) FROM user_locations WHERE user_id = u.id)) AS holidays_from
		FROM users u LEFT JOIN leave_profiles p ON p.user_id = u.id
		WHERE u.id = $1 AND u.deleted_at IS NULL`, userID)
	if err != nil {
		return nil, err
	}
	return &LeaveProfileRow{LeaveProfile: r.profile(), Set: r.Set, HolidaysFrom: r.HolidaysFrom}, nil
}

// SetLeaveProfile stores what a person's contract says for leave.
func (q Q) SetLeaveProfile(ctx context.Context, p domain.LeaveProfile) error {
	days := make(pq.Int64Array, len(p.WorkDays))
	for i, d := range p.WorkDays {
		days[i] = int64(d)
	}
	_, err := q.exec(ctx, `
		INSERT INTO leave_profiles (user_id, starts_on, ends_on, minutes_per_week, work_days, holiday_location_id)
		VALUES ($1, $2, $3, $4, $5, $6)
		ON CONFLICT (user_id) DO UPDATE SET starts_on = $2, ends_on = $3, minutes_per_week = $4, work_days = $5,
			holiday_location_id = $6, updated_at = now()`,
		p.UserID, p.StartsOn, p.EndsOn, p.MinutesPerWeek, days, p.HolidayLocationID)
	return err
}

// LeaveSettings returns the workplace's leave settings.
func (q Q) LeaveSettings(ctx context.Context) (domain.LeaveSettings, error) {
	var s domain.LeaveSettings
	err := q.get(ctx, &s, nil, `SELECT full_time_minutes_week, deduct_by FROM leave_settings WHERE id`)
	return s, err
}

// SetLeaveSettings stores the workplace's leave settings.
func (q Q) SetLeaveSettings(ctx context.Context, s domain.LeaveSettings) error {
	_, err := q.exec(ctx, `UPDATE leave_settings SET full_time_minutes_week = $1, deduct_by = $2 WHERE id`,
		s.FullTimeMinutesWeek, s.DeductBy)
	return err
}

// LockLeave serializes the changes of one person's balances until the transaction ends:
// two approvals against one balance, or a settle beside an adjustment, take turns, and
// the second reads what the first wrote.
func (q Q) LockLeave(ctx context.Context, userID int64) error {
	_, err := q.exec(ctx, `SELECT pg_advisory_xact_lock(hashtext('leave_ledger'), $1::int)`, userID)
	return err
}

const leaveEntryColumns = `id, user_id, leave_type_id, effective_on, kind, amount, period_start, time_off_id, reason,
	created_by, created_at`

// LeaveLedger returns people's ledger rows of one type (every type when typeID is 0)
// dated from..to (zero from: since ever), by person, date and id.
func (q Q) LeaveLedger(ctx context.Context, userIDs []int64, typeID int64, from, to domain.Date) ([]domain.LeaveEntry, error) {
	out := []domain.LeaveEntry{}
	var since *domain.Date
	if !from.IsZero() {
		since = &from
	}
	err := q.sel(ctx, &out, `SELECT `+leaveEntryColumns+` FROM leave_ledger
		WHERE user_id = ANY($1) AND ($2 = 0 OR leave_type_id = $2) AND ($3::date IS NULL OR effective_on >= $3)
		  AND effective_on <= $4
		ORDER BY user_id, leave_type_id, effective_on, id`, pq.Array(userIDs), typeID, since, to)
	return out, err
}

// InsertLeaveEntries writes ledger rows, in one statement.
func (q Q) InsertLeaveEntries(ctx context.Context, rows []domain.LeaveEntry) error {
	if len(rows) == 0 {
		return nil
	}
	var users, types, amounts, timeOff, by []any
	var dates, kinds, periods, reasons []any
	for _, e := range rows {
		users, types, amounts = append(users, e.UserID), append(types, e.LeaveTypeID), append(amounts, e.Amount)
		dates, kinds, reasons = append(dates, e.EffectiveOn.String()), append(kinds, string(e.Kind)), append(reasons, e.Reason)
		periods, timeOff, by = append(periods, datePtr(e.PeriodStart)), append(timeOff, e.TimeOffID), append(by, e.CreatedBy)
	}
	_, err := q.exec(ctx, `
		INSERT INTO leave_ledger (user_id, leave_type_id, effective_on, kind, amount, period_start, time_off_id, reason, created_by)
		SELECT * FROM unnest($1::bigint[], $2::bigint[], $3::date[], $4::text[], $5::bigint[], $6::date[], $7::bigint[],
			$8::text[], $9::bigint[])`,
		pq.Array(users), pq.Array(types), pq.Array(dates), pq.Array(kinds), pq.Array(amounts), pq.Array(periods),
		pq.Array(timeOff), pq.Array(reasons), pq.Array(by))
	return err
}

func datePtr(d *domain.Date) any {
	if d == nil {
		return nil
	}
	return d.String()
}

// LeaveBalance is a person's balance of one type on a day, and what made it over a
// range: the balance before the range, and what the range granted and took.
type LeaveBalance struct {
	UserID      int64 `db:"user_id"`
	LeaveTypeID int64 `db:"leave_type_id"`
	Opening     int64 `db:"opening"`
	Granted     int64 `db:"granted"`
	Taken       int64 `db:"taken"`
	Other       int64 `db:"other"`
	Closing     int64 `db:"closing"`
}

// LeaveBalances returns, for people (all active people when nil) and one type (all when
// 0), the balance before from, what from..to granted (allowances, accruals, carry-over),
// took (taken less restored) and changed otherwise (expiry, adjustments), and the balance
// on to: one statement, whatever the number of people. Its cost is a pass over every
// ledger row through to, so the pass does the least a row: the people are joined to the
// sums rather than to each row, and the other changes are what the kinds summed leave
// of the closing balance (the kinds above are every kind).
func (q Q) LeaveBalances(ctx context.Context, userIDs []int64, typeID int64, from, to domain.Date) ([]LeaveBalance, error) {
	out := []LeaveBalance{}
	err := q.sel(ctx, &out, `
		SELECT b.user_id, b.leave_type_id, b.opening, b.granted, b.taken, b.closing
		FROM (SELECT l.user_id, l.leave_type_id,
		             COALESCE(sum(l.amount) FILTER (WHERE l.effective_on < $3), 0) AS opening,
		             COALESCE(sum(l.amount) FILTER (WHERE l.effective_on >= $3 AND l.kind IN ('allowance', 'accrual', 'carry_over', 'banked')), 0) AS granted,
		             COALESCE(-sum(l.amount) FILTER (WHERE l.effective_on >= $3 AND l.kind IN ('taken', 'restored')), 0) AS taken,
		             sum(l.amount) AS closing
		      FROM leave_ledger l
		      WHERE ($1::bigint[] IS NULL OR l.user_id = ANY($1)) AND ($2 = 0 OR l.leave_type_id = $2) AND l.effective_on <= $4
		      GROUP BY l.user_id, l.leave_type_id) b
		JOIN users u ON u.id = b.user_id
		WHERE $1::bigint[] IS NOT NULL OR u.deleted_at IS NULL
		ORDER BY b.user_id, b.leave_type_id`, pq.Array(userIDs), typeID, from, to)
	for i := range out {
		b := &out[i]
		b.Other = b.Closing - b.Opening - b.Granted + b.Taken
	}
	return out, err
}

// LeaveClosingBalances returns LeaveBalances' closing balances alone (the other sums are
// zero): the balance on a day of people (all active people when nil) and one type (all
// when 0). A reader that shows nothing else (the managers' team page) saves the pass
// the other sums' conditions on every row.
func (q Q) LeaveClosingBalances(ctx context.Context, userIDs []int64, typeID int64, on domain.Date) ([]LeaveBalance, error) {
	out := []LeaveBalance{}
	err := q.sel(ctx, &out, `
		SELECT b.user_id, b.leave_type_id, b.closing
		FROM (SELECT l.user_id, l.leave_type_id, sum(l.amount) AS closing
		      FROM leave_ledger l
		      WHERE ($1::bigint[] IS NULL OR l.user_id = ANY($1)) AND ($2 = 0 OR l.leave_type_id = $2) AND l.effective_on <= $3
		      GROUP BY l.user_id, l.leave_type_id) b
		JOIN users u ON u.id = b.user_id
		WHERE $1::bigint[] IS NOT NULL OR u.deleted_at IS NULL
		ORDER BY b.user_id, b.leave_type_id`, pq.Array(userIDs), typeID, on)
	return out, err
}

// TakenForTimeOff returns the sum of the taken and restored rows of one request: what it
// holds of a balance now.
func (q Q) TakenForTimeOff(ctx context.Context, timeOffID int64) (int64, error) {
	var s int64
	err := q.get(ctx, &s, nil, `SELECT COALESCE(sum(amount), 0) FROM leave_ledger
		WHERE time_off_id = $1 AND kind IN ('taken', 'restored')`, timeOffID)
	return s, err
}

// ApprovedTimesheetPeriods returns a person's approved timesheets ending from..to.
func (q Q) ApprovedTimesheetPeriods(ctx context.Context, userID int64, from, to domain.Date) ([]TimesheetApproval, error) {
	out := []TimesheetApproval{}
	err := q.sel(ctx, &out, `SELECT user_id, period_start, period_end FROM timesheet_approvals
		WHERE user_id = $1 AND period_end BETWEEN $2 AND $3 ORDER BY period_start`, userID, from, to)
	return out, err
}

// ShiftMinutesOfUser returns a person's published shifts' minutes by day from..to.
func (q Q) ShiftMinutesOfUser(ctx context.Context, userID int64, from, to domain.Date) (map[domain.Date]int, error) {
	rows := []struct {
		Date    domain.Date `db:"shift_date"`
		Minutes int         `db:"minutes"`
	}{}
	err := q.sel(ctx, &rows, `
		SELECT shift_date, sum(CASE WHEN end_minute > start_minute THEN end_minute - start_minute
		                            ELSE end_minute + 1440 - start_minute END)::int AS minutes
		FROM shifts WHERE user_id = $1 AND shift_date BETWEEN $2 AND $3 GROUP BY shift_date`, userID, from, to)
	out := make(map[domain.Date]int, len(rows))
	for _, r := range rows {
		out[r.Date] = r.Minutes
	}
	return out, err
}

// HolidayLocationOf returns the location whose public holidays a person has: their
// profile's, else the first of their locations; nil when neither.
func (q Q) HolidayLocationOf(ctx context.Context, userID int64) (*int64, error) {
	var loc *int64
	err := q.get(ctx, &loc, nil, `
		SELECT COALESCE((SELECT holiday_location_id FROM leave_profiles WHERE user_id = $1),
		                (SELECT min(location_id) FROM user_locations WHERE user_id = $1))`, userID)
	return loc, err
}

// HolidayCalendarOf returns a location's holiday calendar; nil when it has none.
func (q Q) HolidayCalendarOf(ctx context.Context, locationID int64) (*domain.HolidayCalendar, error) {
	cals := []domain.HolidayCalendar{}
	err := q.sel(ctx, &cals, `SELECT country, region FROM location_holiday_calendars WHERE location_id = $1`, locationID)
	if err != nil || len(cals) == 0 {
		return nil, err
	}
	return &cals[0], nil
}

// SetHolidayCalendar gives a location its holiday calendar; nil takes it away.
func (q Q) SetHolidayCalendar(ctx context.Context, locationID int64, c *domain.HolidayCalendar) error {
	if c == nil {
		_, err := q.exec(ctx, `DELETE FROM location_holiday_calendars WHERE location_id = $1`, locationID)
		return err
	}
	_, err := q.exec(ctx, `
		INSERT INTO location_holiday_calendars (location_id, country, region) VALUES ($1, $2, $3)
		ON CONFLICT (location_id) DO UPDATE SET country = $2, region = $3`, locationID, c.Country, c.Region)
	return err
}

// HolidayChangesOf returns the workplace's holiday changes for a location (and those for
// every location) dated from..to; locationID nil: those for every location only.
func (q Q) HolidayChangesOf(ctx context.Context, locationID *int64, from, to domain.Date) ([]domain.HolidayChange, error) {
	out := []domain.HolidayChange{}
	err := q.sel(ctx, &out, `SELECT id, location_id, holiday_date, name, removed FROM public_holiday_changes
		WHERE (location_id IS NULL OR location_id = $1) AND holiday_date BETWEEN $2 AND $3
		ORDER BY holiday_date, location_id NULLS FIRST`, locationID, from, to)
	return out, err
}

// HolidaySource is what a location's public holidays are made of: its calendar (nil:
// none) and the workplace's changes that apply to it.
type HolidaySource struct {
	Calendar *domain.HolidayCalendar
	Changes  []domain.HolidayChange
}

// HolidaySources returns, for each location given, its holiday calendar and the
// workplace's changes dated from..to (its own and those for every location), in one
// statement whatever the number of locations.
func (q Q) HolidaySources(ctx context.Context, locationIDs []int64, from, to domain.Date) (map[int64]*HolidaySource, error) {
	rows := []struct {
		For     int64   `db:"for_location"`
		Country *string `db:"country"`
		Region  *string `db:"region"`
		domain.HolidayChange
		HasChange bool `db:"has_change"`
	}{}
	err := q.sel(ctx, &rows, `
		SELECT l.id AS for_location, c.country, c.region, 0::bigint AS id, NULL::bigint AS location_id,
		       '0001-01-01'::date AS holiday_date, '' AS name, false AS removed, false AS has_change
		FROM unnest($1::bigint[]) AS l(id) JOIN location_holiday_calendars c ON c.location_id = l.id
		UNION ALL
		SELECT l.id, NULL, NULL, h.id, h.location_id, h.holiday_date, h.name, h.removed, true
		FROM unnest($1::bigint[]) AS l(id)
		JOIN public_holiday_changes h ON (h.location_id IS NULL OR h.location_id = l.id) AND h.holiday_date BETWEEN $2 AND $3
		ORDER BY for_location, holiday_date, location_id NULLS FIRST`, pq.Array(locationIDs), from, to)
	out := make(map[int64]*HolidaySource, len(locationIDs))
	for _, id := range locationIDs {
		out[id] = &HolidaySource{}
	}
	for _, r := range rows {
		src := out[r.For]
		if r.HasChange {
			src.Changes = append(src.Changes, r.HolidayChange)
		} else if r.Country != nil {
			src.Calendar = &domain.HolidayCalendar{Country: *r.Country, Region: *r.Region}
		}
	}
	return out, err
}

// SetHolidayChange records a workplace's holiday change for a day, replacing the one it
// had for that location and day; removed with no name and clear set forgets the change.
func (q Q) SetHolidayChange(ctx context.Context, c domain.HolidayChange, clear bool) error {
	_, err := q.exec(ctx, `DELETE FROM public_holiday_changes WHERE COALESCE(location_id, 0) = COALESCE($1, 0) AND holiday_date = $2`,
		c.LocationID, c.Date)
	if err != nil || clear {
		return err
	}
	_, err = q.exec(ctx, `INSERT INTO public_holiday_changes (location_id, holiday_date, name, removed) VALUES ($1, $2, $3, $4)`,
		c.LocationID, c.Date, c.Name, c.Removed)
	return err
}
