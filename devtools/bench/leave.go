package bench

import (
	"context"
	"fmt"
	"time"

	"github.com/shiftsched/shiftsched/internal/domain"
	"github.com/shiftsched/shiftsched/internal/leave"
	"github.com/shiftsched/shiftsched/internal/store"
	"github.com/shiftsched/shiftsched/internal/timeclock"
)

// The seeded workplace set leave up at the start of last year, so that the team's
// balances read the ledger a real workplace has by now: the three default types; on the
// default rule set an annual allowance (with carry-over that expires) and sick leave
// accrued per hour worked on approved timesheets (since this year); the managers' own,
// larger allowance; contracts for a third of the people (part-timers pro-rated); the
// seeded approved time off taken, a few adjustments, and what the policies granted
// through today. Every write is one statement over the whole workplace.

// LeaveStats counts what seedLeave wrote.
type LeaveStats struct {
	Assignments, Profiles, TimeRecords, Timesheets, Ledger int
	Took                                                   time.Duration
}

func (s LeaveStats) String() string {
	return fmt.Sprintf("%d policy assignments, %d leave profiles, %d time records on %d approved timesheets, %d ledger rows in %s",
		s.Assignments, s.Profiles, s.TimeRecords, s.Timesheets, s.Ledger, s.Took.Round(time.Millisecond))
}

// leaveYears returns the first day of last leave year (when the annual policies were
// given) and of this one (when sick leave started to accrue); leave years are calendar
// years.
func leaveYears(today domain.Date) (last, this domain.Date) {
	this = domain.Date{Year: today.Year, Month: time.January, Day: 1}
	return this.AddMonths(-12), this
}

// seedLeave sets leave up in a seeded workplace whose today is today, then writes the
// policies' grants through today as settling would (leave.Plan, the settle's own rules),
// so that the server's settle at start finds nothing to write.
func seedLeave(ctx context.Context, st *store.Store, today domain.Date) (LeaveStats, error) {
	start := time.Now()
	var stats LeaveStats
	tx, err := st.DB.BeginTx(ctx, nil)
	if err != nil {
		return stats, err
	}
	defer tx.Rollback()
	last, this := leaveYears(today)
	steps := []struct {
		count *int
		sql   string
		args  []any
	}{
		{&stats.Assignments, leavePoliciesSQL, []any{last, this}},
		{&stats.Profiles, leaveProfilesSQL, []any{today}},
		{&stats.TimeRecords, timeRecordsSQL, []any{this, today}},
		{&stats.Timesheets, timesheetsSQL, []any{today}},
		{nil, sickRequestsSQL, []any{last}},
		{nil, takenSQL, []any{last}},
		{nil, adjustmentsSQL, []any{this, today}},
	}
	for _, s := range steps {
		res, err := tx.ExecContext(ctx, s.sql, s.args...)
		if err != nil {
			return stats, fmt.Errorf("seeding leave: %w\n%s", err, s.sql)
		}
		if n, _ := res.RowsAffected(); s.count != nil {
			*s.count = int(n)
		}
	}
	if err := tx.Commit(); err != nil {
		return stats, err
	}
	grants, err := grantsThrough(ctx, st, today)
	if err != nil {
		return stats, err
	}
	if err := st.Q().InsertLeaveEntries(ctx, grants); err != nil {
		return stats, err
	}
	// Autovacuum would analyze the new rows within a minute; the timed runs start sooner.
	if _, err := st.DB.ExecContext(ctx, `ANALYZE leave_ledger, leave_profiles, leave_policy_assignments, time_records, timesheet_approvals, pto_requests`); err != nil {
		return stats, err
	}
	err = st.DB.QueryRowContext(ctx, `SELECT count(*) FROM leave_ledger`).Scan(&stats.Ledger)
	stats.Took = time.Since(start)
	return stats, err
}

// The set-based statements of seedLeave: what managers and the time clock wrote.
const (
	// Policies, given on the first day of last year (sick leave: of this year): the
	// default rule set's, and the managers' own annual allowance, which wins over it.
	leavePoliciesSQL = `WITH p AS (
		INSERT INTO leave_policies (leave_type_id, name, method, amount, cap, carry_over_max, carry_expires_month, carry_expires_day, negative_limit)
		SELECT t.id, v.name, v.method, v.amount, v.cap, v.carry, v.expires_month, v.expires_day, v.negative
		FROM (VALUES ('annual', 'Annual leave', 'allowance', 20000, NULL::bigint, 4000, 3, 31, 1600),
		             ('annual', 'Annual leave, managers', 'allowance', 24000, NULL, 4000, 3, 31, 1600),
		             ('sick', 'Sick pay, per hour worked', 'hours_worked', 4, 6400, 0, NULL, NULL, 0))
		     v (kind, name, method, amount, cap, carry, expires_month, expires_day, negative)
		JOIN leave_types t ON t.kind = v.kind
		RETURNING id, leave_type_id, name, method)
	 INSERT INTO leave_policy_assignments (policy_id, leave_type_id, user_id, rule_set_id, created_at)
	 SELECT p.id, p.leave_type_id, u.id, r.id,
	        CASE WHEN p.method = 'hours_worked' THEN $2::date ELSE $1::date END + time '09:00'
	 FROM p LEFT JOIN rule_sets r ON r.is_default AND p.name <> 'Annual leave, managers'
	        LEFT JOIN users u ON u.role = 'manager' AND u.deleted_at IS NULL AND p.name = 'Annual leave, managers'
	 WHERE r.id IS NOT NULL OR u.id IS NOT NULL`
	// A third of the people have a contract on file: every other one of them part time
	// (15 to 30 hours over three or four days), a few leaving in the coming weeks.
	leaveProfilesSQL = `INSERT INTO leave_profiles (user_id, starts_on, ends_on, minutes_per_week, work_days)
	 SELECT u.id, u.created_at::date,
	        CASE WHEN u.id % 39 = 0 THEN $1::date + 20 + (u.id % 40)::int END,
	        CASE WHEN u.id % 6 = 0 THEN 900 + 300 * (u.id % 4)::int END,
	        CASE WHEN u.id % 6 = 0 AND u.id % 4 < 2 THEN '{1,2,3}'::smallint[]
	             WHEN u.id % 6 = 0 THEN '{4,5,6,7}' ELSE '{1,2,3,4,5}' END
	 FROM users u WHERE u.id % 3 = 0 AND u.deleted_at IS NULL`
	// The time clock since this year: every past shift clocked in and out a few minutes
	// off its times, as devtools/onlinemigrations fills it.
	timeRecordsSQL = `INSERT INTO time_records (user_id, shift_id, shift_starts_at, shift_ends_at, location_id,
	                           clock_in_at, clock_out_at, source, clock_out_source, no_shift)
	 SELECT s.user_id, s.id, t.starts, t.ends, s.location_id,
	        t.starts + make_interval(mins => (s.id % 11)::int - 6),
	        t.ends + make_interval(mins => (s.id % 13)::int - 4), 'device', 'device', false
	 FROM shifts s CROSS JOIN LATERAL (
	     SELECT s.shift_date + make_interval(mins => s.start_minute) AS starts,
	            s.shift_date + make_interval(mins => s.end_minute)
	              + CASE WHEN s.end_minute < s.start_minute THEN interval '1 day' ELSE interval '0' END AS ends) t
	 WHERE s.shift_date BETWEEN $1::date AND $2::date - 2`
	// Each pay period that has ended, approved by a manager for everyone who worked in it.
	timesheetsSQL = `INSERT INTO timesheet_approvals (user_id, period_start, period_end, approved_by, approved_at)
	 SELECT r.user_id, p.s, p.s + (w.n - 1), (SELECT min(id) FROM users WHERE role = 'manager'), (p.s + w.n + 1) + time '10:00'
	 FROM workplace_settings ws
	 CROSS JOIN LATERAL (SELECT CASE ws.pay_period WHEN 'biweekly' THEN 14 ELSE 7 END AS n) w
	 JOIN time_records r ON true
	 CROSS JOIN LATERAL (SELECT ws.pay_period_start + w.n * floor((r.clock_in_at::date - ws.pay_period_start)::numeric / w.n)::int AS s) p
	 WHERE ws.id AND ws.pay_period IN ('weekly', 'biweekly') AND p.s + (w.n - 1) < $1::date
	 GROUP BY r.user_id, p.s, w.n`
	// One approved request in five was sick leave; the rest annual (no type).
	sickRequestsSQL = `UPDATE pto_requests SET leave_type_id = (SELECT id FROM leave_types WHERE kind = 'sick')
	 WHERE status = 'approved' AND id % 5 = 0 AND request_date >= $1::date`
	// What approved time off took: the contracted day (the week over its working days)
	// for each day, in hundredths of an hour, dated on its first day.
	takenSQL = `INSERT INTO leave_ledger (user_id, leave_type_id, effective_on, kind, amount, time_off_id)
	 SELECT r.user_id, COALESCE(r.leave_type_id, (SELECT id FROM leave_types WHERE kind = 'annual')), r.request_date, 'taken',
	        -round((r.end_date - r.request_date + 1) * COALESCE(p.minutes_per_week, s.full_time_minutes_week)::numeric
	               / cardinality(COALESCE(p.work_days, '{1,2,3,4,5}')) * 100 / 60)::bigint, r.id
	 FROM pto_requests r JOIN leave_settings s ON s.id LEFT JOIN leave_profiles p ON p.user_id = r.user_id
	 WHERE r.status = 'approved' AND r.request_date >= $1::date`
	// A manager's adjustment for one person in seven this year, with its reason.
	adjustmentsSQL = `INSERT INTO leave_ledger (user_id, leave_type_id, effective_on, kind, amount, reason, created_by)
	 SELECT u.id, t.id, LEAST($1::date + (u.id * 13 % 300)::int, $2::date), 'adjustment',
	        CASE WHEN u.id % 2 = 0 THEN 800 ELSE -1600 END,
	        CASE WHEN u.id % 2 = 0 THEN 'A day in lieu for the stocktake weekend' ELSE 'Two days taken before leave was recorded here' END,
	        (SELECT min(id) FROM users WHERE role = 'manager')
	 FROM users u JOIN leave_types t ON t.kind = 'annual' WHERE u.id % 7 = 3 AND u.deleted_at IS NULL`
)

// grantsThrough returns the rows settling everyone through today would write to a
// ledger that holds no grants yet: each policy's plan over the rows people wrote and
// the approved timesheets, read for the whole workplace in a few statements.
func grantsThrough(ctx context.Context, st *store.Store, today domain.Date) ([]domain.LeaveEntry, error) {
	q := st.Q()
	pols, err := q.PoliciesOfPeople(ctx, nil, 0)
	if err != nil {
		return nil, err
	}
	var ids []int64
	for _, p := range pols {
		ids = append(ids, p.UserID)
	}
	profiles, err := q.LeaveProfiles(ctx, ids)
	if err != nil {
		return nil, err
	}
	settings, err := q.LeaveSettings(ctx)
	if err != nil {
		return nil, err
	}
	written, err := q.LeaveLedger(ctx, ids, 0, domain.Date{}, domain.Date{Year: domain.MaxYear, Month: time.December, Day: 31})
	if err != nil {
		return nil, err
	}
	byAccount := map[[2]int64][]domain.LeaveEntry{}
	for _, e := range written {
		k := [2]int64{e.UserID, e.LeaveTypeID}
		byAccount[k] = append(byAccount[k], e)
	}
	worked, err := workedPeriods(ctx, st, today)
	if err != nil {
		return nil, err
	}
	var out []domain.LeaveEntry
	for _, p := range pols {
		plan := leave.Plan{Policy: p.LeavePolicy, Person: leave.Person{Profile: profiles[p.UserID],
			FullTimeMinutes: settings.FullTimeMinutesWeek, Since: domain.DateOf(p.Since.UTC())}}
		if p.Method == domain.LeaveHoursWorked {
			plan.Worked = worked[p.UserID]
		}
		rows := leave.Missing(nil, plan.Generate(byAccount[[2]int64{p.UserID, p.LeaveTypeID}], today))
		for i := range rows {
			rows[i].UserID, rows[i].LeaveTypeID = p.UserID, p.LeaveTypeID
		}
		out = append(out, rows...)
	}
	return out, nil
}

// workedPeriods returns each person's approved timesheets through today with their paid
// minutes, counted as the settle counts them (timeclock.EntryOf, the timesheet's rule;
// a record belongs to the period of its clock-in day in the workplace's zone, UTC here).
func workedPeriods(ctx context.Context, st *store.Store, today domain.Date) (map[int64][]leave.WorkedPeriod, error) {
	var approved []store.TimesheetApproval
	q := st.Q()
	if err := st.DB.SelectContext(ctx, &approved, `SELECT user_id, period_start, period_end FROM timesheet_approvals
		WHERE period_end <= $1 ORDER BY user_id, period_start`, today); err != nil || len(approved) == 0 {
		return nil, err
	}
	rules, err := q.TimesheetRules(ctx)
	if err != nil {
		return nil, err
	}
	first := approved[0].PeriodStart
	for _, a := range approved {
		if a.PeriodStart.Before(first) {
			first = a.PeriodStart
		}
	}
	recs, err := q.TimesheetRows(ctx, first.Time(), today.AddDays(1).Time(), nil)
	if err != nil {
		return nil, err
	}
	minutes := map[int64]map[domain.Date]int{} // by person and clock-in day
	now := time.Now()
	for _, r := range recs {
		if minutes[r.UserID] == nil {
			minutes[r.UserID] = map[domain.Date]int{}
		}
		minutes[r.UserID][domain.DateOf(r.ClockInAt.UTC())] += timeclock.EntryOf(r, rules, now).PaidMinutes
	}
	out := map[int64][]leave.WorkedPeriod{}
	for _, a := range approved {
		w := leave.WorkedPeriod{Start: a.PeriodStart, End: a.PeriodEnd}
		for d := a.PeriodStart; !d.After(a.PeriodEnd); d = d.AddDays(1) {
			w.Minutes += minutes[a.UserID][d]
		}
		out[a.UserID] = append(out[a.UserID], w)
	}
	return out, nil
}
