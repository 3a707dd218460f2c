package store

import (
	"context"

	"github.com/lib/pq"

	"github.com/shiftsched/shiftsched/internal/domain"
)

// scheduleShiftSelect reads shifts with their person's current name; append WHERE/ORDER clauses
// on alias sh.
const scheduleShiftSelect = `
	SELECT sh.id, sh.schedule_id, sh.day_key, sh.shift_date, sh.start_minute, sh.end_minute,
	       sh.user_id, u.name AS user_name, sh.position, sh.version,
	       sh.position_id, sh.location_id, sh.shift_type_id
	FROM shifts sh
	JOIN users u ON u.id = sh.user_id`

// selShifts runs a query whose columns are scheduleShiftSelect's, in its order, and
// scans them by hand: sqlx's reflection per row was a tenth of a week's dry run.
func (q Q) selShifts(ctx context.Context, query string, args ...any) ([]domain.Shift, error) {
	rows, err := q.x.QueryContext(ctx, query, args...)
	if err != nil {
		return nil, unavailable(textError(err))
	}
	defer rows.Close()
	shifts := []domain.Shift{}
	for rows.Next() {
		var sh domain.Shift
		var day string
		var start, end int
		if err := rows.Scan(&sh.ID, &sh.ScheduleID, &day, &sh.Date, &start, &end, &sh.UserID, &sh.UserName,
			&sh.Position, &sh.Version, &sh.PositionID, &sh.LocationID, &sh.ShiftTypeID); err != nil {
			return nil, unavailable(textError(err))
		}
		sh.DayKey, sh.StartTime, sh.EndTime = domain.DayKey(day), domain.TimeOfDay(start), domain.TimeOfDay(end)
		shifts = append(shifts, sh)
	}
	return shifts, unavailable(textError(rows.Err()))
}

// ShiftsOfSchedules returns the shifts of the given schedules, by date and position.
func (q Q) ShiftsOfSchedules(ctx context.Context, scheduleIDs []int64) ([]domain.Shift, error) {
	if len(scheduleIDs) == 0 {
		return []domain.Shift{}, nil
	}
	return q.selShifts(ctx, scheduleShiftSelect+`
		WHERE sh.schedule_id = ANY($1)
		ORDER BY sh.shift_date, sh.position, sh.id`, pq.Array(scheduleIDs))
}

// LockShiftsOfSchedule returns the shifts of one schedule, by date and position, and
// locks them until the transaction ends, so that no swap can be requested or approved
// on them while they are being replaced.
func (q Q) LockShiftsOfSchedule(ctx context.Context, scheduleID int64) ([]domain.Shift, error) {
	return q.selShifts(ctx, scheduleShiftSelect+`
		WHERE sh.schedule_id = $1
		ORDER BY sh.shift_date, sh.position, sh.id
		FOR UPDATE OF sh`, scheduleID)
}

// ShiftsBetween returns the shifts dated from..to (inclusive), of one user when userID
// is not nil, by date, start time and id.
func (q Q) ShiftsBetween(ctx context.Context, from, to domain.Date, userID *int64) ([]domain.Shift, error) {
	return q.selShifts(ctx, scheduleShiftSelect+`
		WHERE sh.shift_date BETWEEN $1 AND $2 AND ($3::bigint IS NULL OR sh.user_id = $3)
		ORDER BY sh.shift_date, sh.start_minute, sh.id`, from, to, userID)
}

// ShiftsOfUsersOutside returns the shifts of the given users dated from..to (inclusive)
// that belong to any schedule but scheduleID, by date and start time.
func (q Q) ShiftsOfUsersOutside(ctx context.Context, userIDs []int64, from, to domain.Date, scheduleID int64) ([]domain.Shift, error) {
	if len(userIDs) == 0 {
		return []domain.Shift{}, nil
	}
	return q.selShifts(ctx, scheduleShiftSelect+`
		WHERE sh.user_id = ANY($1) AND sh.shift_date BETWEEN $2 AND $3 AND sh.schedule_id <> $4
		ORDER BY sh.shift_date, sh.start_minute, sh.id`, pq.Array(userIDs), from, to, scheduleID)
}

// ShiftsOfUsersAsDrafted is ShiftsOfUsersOutside for checking the draft of the week
// starting week: the other weeks read as their drafts would publish them (a pending
// change replaces or removes its published shift; a draft's added shifts count),
// published where they have no draft. One statement, whatever the number of people or
// weeks. NOT IN (shift_id is the key, never null) is a hashed subplan: NOT EXISTS was
// planned as a nested loop over draft_shifts, a scan per shift read even when it held
// no row, three times the statement's time over a reference period's months.
func (q Q) ShiftsOfUsersAsDrafted(ctx context.Context, userIDs []int64, from, to, week domain.Date) ([]domain.Shift, error) {
	if len(userIDs) == 0 {
		return []domain.Shift{}, nil
	}
	return q.selShifts(ctx, `
		SELECT id, schedule_id, day_key, shift_date, start_minute, end_minute, user_id, user_name, position, version,
		       position_id, location_id, shift_type_id
		FROM (
			SELECT sh.id, sh.schedule_id, sh.day_key, sh.shift_date, sh.start_minute, sh.end_minute,
			       sh.user_id, u.name AS user_name, sh.position, sh.version,
			       sh.position_id, sh.location_id, sh.shift_type_id
			FROM shifts sh
			JOIN users u ON u.id = sh.user_id
			JOIN schedules s ON s.id = sh.schedule_id
			WHERE sh.user_id = ANY($1) AND sh.shift_date BETWEEN $2 AND $3 AND s.week_starting <> $4
			  AND sh.id NOT IN (SELECT shift_id FROM draft_shifts)
			UNION ALL
			SELECT d.shift_id, 0, d.day_key, d.shift_date, d.start_minute, d.end_minute,
			       d.user_id, u.name, 0, d.version, d.position_id, d.location_id, d.shift_type_id
			FROM draft_shifts d
			JOIN users u ON u.id = d.user_id
			WHERE d.user_id = ANY($1) AND d.shift_date BETWEEN $2 AND $3 AND d.week_starting <> $4 AND d.op <> 'remove'
		) AS drafted
		ORDER BY shift_date, start_minute, id`, pq.Array(userIDs), from, to, week)
}

// ShiftTimesOfUsersOutside is ShiftsOfUsersOutside for the days from..to outside
// near..nearTo, only as times (id, person, date, start and end; no name, position or
// order): the far weeks a labour rule's average only counts, read lean because they
// are months of rows.
func (q Q) ShiftTimesOfUsersOutside(ctx context.Context, userIDs []int64, from, to, near, nearTo domain.Date, scheduleID int64) ([]domain.Shift, error) {
	if len(userIDs) == 0 {
		return []domain.Shift{}, nil
	}
	return q.shiftTimes(ctx, `
		SELECT id, user_id, shift_date, start_minute, end_minute FROM shifts
		WHERE user_id = ANY($1) AND shift_date BETWEEN $2 AND $3 AND NOT shift_date BETWEEN $4 AND $5
		  AND schedule_id <> $6`, pq.Array(userIDs), from, to, near, nearTo, scheduleID)
}

// ShiftTimesOfUsersAsDrafted is ShiftsOfUsersAsDrafted for the days from..to outside
// near..nearTo, only as times, as ShiftTimesOfUsersOutside is: one statement.
func (q Q) ShiftTimesOfUsersAsDrafted(ctx context.Context, userIDs []int64, from, to, near, nearTo, week domain.Date) ([]domain.Shift, error) {
	if len(userIDs) == 0 {
		return []domain.Shift{}, nil
	}
	return q.shiftTimes(ctx, `
		SELECT sh.id, sh.user_id, sh.shift_date, sh.start_minute, sh.end_minute
		FROM shifts sh
		JOIN schedules s ON s.id = sh.schedule_id
		WHERE sh.user_id = ANY($1) AND sh.shift_date BETWEEN $2 AND $3 AND NOT sh.shift_date BETWEEN $4 AND $5
		  AND s.week_starting <> $6
		  AND sh.id NOT IN (SELECT shift_id FROM draft_shifts)
		UNION ALL
		SELECT d.shift_id, d.user_id, d.shift_date, d.start_minute, d.end_minute
		FROM draft_shifts d
		WHERE d.user_id = ANY($1) AND d.shift_date BETWEEN $2 AND $3 AND NOT d.shift_date BETWEEN $4 AND $5
		  AND d.week_starting <> $6 AND d.op <> 'remove'`, pq.Array(userIDs), from, to, near, nearTo, week)
}

// shiftTimes runs a query of shifts' id, user_id, shift_date, start_minute and
// end_minute, in that order, scanned by hand.
func (q Q) shiftTimes(ctx context.Context, query string, args ...any) ([]domain.Shift, error) {
	rows, err := q.x.QueryContext(ctx, query, args...)
	if err != nil {
		return nil, unavailable(textError(err))
	}
	defer rows.Close()
	shifts := []domain.Shift{}
	for rows.Next() {
		var sh domain.Shift
		var start, end int
		if err := rows.Scan(&sh.ID, &sh.UserID, &sh.Date, &start, &end); err != nil {
			return nil, unavailable(textError(err))
		}
		sh.StartTime, sh.EndTime = domain.TimeOfDay(start), domain.TimeOfDay(end)
		shifts = append(shifts, sh)
	}
	return shifts, unavailable(textError(rows.Err()))
}

// shiftColumns holds shifts column by column, for set-based writes through unnest.
type shiftColumns struct {
	ids, users              []int64
	days, dates             []string
	starts, ends, positions []int64
	// The position, location and shift type of each, 0 for none.
	positionIDs, locationIDs, typeIDs []int64
}

// orZero is an optional id as the unnest columns carry it: 0 for none.
func orZero(id *int64) int64 {
	if id == nil {
		return 0
	}
	return *id
}

func columnsOf(shifts []domain.Shift) shiftColumns {
	var c shiftColumns
	for _, s := range shifts {
		c.ids = append(c.ids, s.ID)
		c.users = append(c.users, s.UserID)
		c.days = append(c.days, string(s.DayKey))
		c.dates = append(c.dates, s.Date.String())
		c.starts = append(c.starts, int64(s.StartTime))
		c.ends = append(c.ends, int64(s.EndTime))
		c.positions = append(c.positions, int64(s.Position))
		c.positionIDs = append(c.positionIDs, orZero(s.PositionID))
		c.locationIDs = append(c.locationIDs, orZero(s.LocationID))
		c.typeIDs = append(c.typeIDs, orZero(s.ShiftTypeID))
	}
	return c
}

// PublishedWeek is what publishing writes of a week: its shifts (Kept[i] says Shifts[i]
// is a published shift rewritten in place; the others are added), the published shifts
// Gone, and the people whose shifts changed (Changed).
type PublishedWeek struct {
	ScheduleID int64
	Week       domain.Date
	Shifts     []domain.Shift
	Kept       []bool
	Gone       []int64
	Changed    []int64
}

// WritePublishedWeek writes a week as published in one statement and returns its
// shifts, by date and position: the shifts gone are removed, a kept shift is rewritten
// in place by id, any other is added. An added shift with id 0 gets a new id; any other
// id was reserved with NewShiftIDs (a shift added in a draft) and is kept. The same
// statement closes the week as ClosePublishedWeek does: the changed people's
// acknowledgements of it and its draft are gone. The shifts returned are those written
// (the week holds no others once gone are removed).
func (q Q) WritePublishedWeek(ctx context.Context, w PublishedWeek) ([]domain.Shift, error) {
	c := columnsOf(w.Shifts)
	out := []domain.Shift{}
	// Data-modifying CTEs: the deletes, the update and the insert run as one statement;
	// RETURNING hands back what they wrote instead of reading the week again.
	err := q.sel(ctx, &out, `
		WITH acks AS (DELETE FROM schedule_acks WHERE week_starting = $14 AND user_id = ANY($15)),
		draft AS (DELETE FROM schedule_drafts WHERE week_starting = $14),
		v AS (
		    SELECT * FROM unnest($2::bigint[], $3::text[], $4::date[], $5::bigint[], $6::smallint[], $7::smallint[],
		                         $8::integer[], $9::boolean[], $11::bigint[], $12::bigint[], $13::bigint[])
		        AS v (id, day_key, shift_date, user_id, start_minute, end_minute, position, kept, position_id, location_id, shift_type_id)),
		gone AS (DELETE FROM shifts WHERE schedule_id = $1 AND id = ANY($10)),
		upd AS (
		    UPDATE shifts sh
		    SET day_key = v.day_key, shift_date = v.shift_date, user_id = v.user_id,
		        start_minute = v.start_minute, end_minute = v.end_minute, position = v.position,
		        position_id = NULLIF(v.position_id, 0), location_id = NULLIF(v.location_id, 0),
		        shift_type_id = NULLIF(v.shift_type_id, 0)
		    FROM v WHERE v.kept AND sh.id = v.id AND sh.schedule_id = $1
		      AND (sh.day_key, sh.shift_date, sh.user_id, sh.start_minute, sh.end_minute, sh.position,
		           sh.position_id, sh.location_id, sh.shift_type_id)
		          IS DISTINCT FROM (v.day_key, v.shift_date, v.user_id, v.start_minute, v.end_minute, v.position,
		           NULLIF(v.position_id, 0), NULLIF(v.location_id, 0), NULLIF(v.shift_type_id, 0))
		    RETURNING sh.id, sh.schedule_id, sh.day_key, sh.shift_date, sh.start_minute, sh.end_minute,
		              sh.user_id, sh.position, sh.version, sh.position_id, sh.location_id, sh.shift_type_id),
		-- A kept shift sent as it stands is not rewritten: no dead row, no trigger.
		same AS (
		    SELECT sh.id, sh.schedule_id, sh.day_key, sh.shift_date, sh.start_minute, sh.end_minute,
		           sh.user_id, sh.position, sh.version, sh.position_id, sh.location_id, sh.shift_type_id
		    FROM shifts sh JOIN v ON v.kept AND sh.id = v.id AND sh.schedule_id = $1
		    WHERE (sh.day_key, sh.shift_date, sh.user_id, sh.start_minute, sh.end_minute, sh.position,
		           sh.position_id, sh.location_id, sh.shift_type_id)
		          IS NOT DISTINCT FROM (v.day_key, v.shift_date, v.user_id, v.start_minute, v.end_minute, v.position,
		           NULLIF(v.position_id, 0), NULLIF(v.location_id, 0), NULLIF(v.shift_type_id, 0))),
		ins AS (
		    INSERT INTO shifts (id, schedule_id, day_key, shift_date, user_id, start_minute, end_minute, position,
		                        position_id, location_id, shift_type_id)
		    OVERRIDING SYSTEM VALUE
		    SELECT COALESCE(NULLIF(v.id, 0), nextval(pg_get_serial_sequence('shifts', 'id'))),
		           $1, v.day_key, v.shift_date, v.user_id, v.start_minute, v.end_minute, v.position,
		           NULLIF(v.position_id, 0), NULLIF(v.location_id, 0), NULLIF(v.shift_type_id, 0)
		    FROM v WHERE NOT v.kept
		    RETURNING id, schedule_id, day_key, shift_date, start_minute, end_minute, user_id, position, version,
		              position_id, location_id, shift_type_id)
		SELECT sh.id, sh.schedule_id, sh.day_key, sh.shift_date, sh.start_minute, sh.end_minute,
		       sh.user_id, u.name AS user_name, sh.position, sh.version, sh.position_id, sh.location_id, sh.shift_type_id
		FROM (SELECT * FROM upd UNION ALL SELECT * FROM same UNION ALL SELECT * FROM ins) sh
		JOIN users u ON u.id = sh.user_id
		ORDER BY sh.shift_date, sh.position, sh.id`,
		w.ScheduleID, pq.Array(c.ids), pq.Array(c.days), pq.Array(c.dates), pq.Array(c.users),
		pq.Array(c.starts), pq.Array(c.ends), pq.Array(c.positions), pq.Array(w.Kept), pq.Array(w.Gone),
		pq.Array(c.positionIDs), pq.Array(c.locationIDs), pq.Array(c.typeIDs), w.Week, pq.Array(w.Changed))
	return out, err
}

// ShiftLoad returns how many published shifts the busiest day holds and how many there
// are in all: what a date range of shifts can return at most.
func (q Q) ShiftLoad(ctx context.Context) (domain.ShiftLoad, error) {
	var l domain.ShiftLoad
	err := q.get(ctx, &l, nil, `
		SELECT coalesce(max(n), 0) AS busiest_day, coalesce(sum(n), 0) AS total
		FROM (SELECT count(*) AS n FROM shifts GROUP BY shift_date) per_day`)
	return l, err
}

// DayShiftCount is how many shifts are dated on one day.
type DayShiftCount struct {
	Date  domain.Date `db:"shift_date"`
	Count int         `db:"shift_count"`
}

// ShiftCountsBetween counts the shifts of each date from..to (inclusive) in one
// aggregate statement, by date; dates without shifts are left out.
func (q Q) ShiftCountsBetween(ctx context.Context, from, to domain.Date) ([]DayShiftCount, error) {
	counts := []DayShiftCount{}
	err := q.sel(ctx, &counts, `
		SELECT shift_date, count(*) AS shift_count
		FROM shifts
		WHERE shift_date BETWEEN $1 AND $2
		GROUP BY shift_date
		ORDER BY shift_date`, from, to)
	return counts, err
}
