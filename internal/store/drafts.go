package store

import (
	"context"
	"time"

	"github.com/lib/pq"

	"github.com/shiftsched/shiftsched/internal/domain"
)

// ErrDraftShiftNotFound is the answer for an edit of a shift the week does not have.
var ErrDraftShiftNotFound = domain.Errorf(domain.NotFound, "This shift is not in the week's draft.")

// Settings returns the workplace's scheduling rules.
func (q Q) Settings(ctx context.Context) (domain.Settings, error) {
	var s domain.Settings
	err := q.get(ctx, &s, nil, `
		SELECT min_rest_minutes, weekly_limit_minutes, digest_minute, open_shifts_first_claim, week_starts_on,
		       EXISTS (SELECT 1 FROM preferences) AS has_preferences,
		       EXISTS (SELECT 1 FROM staffing_requirements) AS has_requirements,
		       EXISTS (SELECT 1 FROM location_labour_budgets) AS has_labour_budgets
		FROM workplace_settings WHERE id`)
	return s, err
}

// UpdateSettings stores the workplace's rules, and the digest default and the
// first-claim rule when s.NewDigestTime and s.NewOpenShiftsFirstClaim are set, and
// returns the row as stored. Left out, they keep their stored values in the same
// statement, so two managers saving at once lose nothing.
func (q Q) UpdateSettings(ctx context.Context, s domain.Settings) (domain.Settings, error) {
	var digest *int
	if s.NewDigestTime != nil {
		d := int(*s.NewDigestTime)
		digest = &d
	}
	var out domain.Settings
	// The least rest and the weekly limit are also the default rule set's: kept in step
	// in the same statement, with the severities a manager gave them there.
	err := q.get(ctx, &out, nil, `
		WITH rules AS (
		    UPDATE rule_sets SET rules = rules
		        || jsonb_build_object('minRest', jsonb_build_object('value', $1::int,
		               'severity', coalesce(rules->'minRest'->>'severity', 'WARN')))
		        || jsonb_build_object('maxHours', jsonb_build_object('value', $2::int,
		               'severity', coalesce(rules->'maxHours'->>'severity', 'WARN'))),
		        updated_at = now()
		    WHERE is_default)
		UPDATE workplace_settings SET min_rest_minutes = $1, weekly_limit_minutes = $2,
			digest_minute = COALESCE($3, digest_minute), open_shifts_first_claim = COALESCE($4, open_shifts_first_claim), updated_at = now()
		WHERE id
		RETURNING min_rest_minutes, weekly_limit_minutes, digest_minute, open_shifts_first_claim, week_starts_on`,
		s.MinRestMinutes, s.WeeklyLimitMinutes, digest, s.NewOpenShiftsFirstClaim)
	return out, err
}

// LockDraft creates the week's draft when it has none, marks it updated, and locks it
// until the transaction ends, so that edits of one week's draft run one after the other.
func (q Q) LockDraft(ctx context.Context, week domain.Date) error {
	_, err := q.exec(ctx, `
		INSERT INTO schedule_drafts (week_starting) VALUES ($1)
		ON CONFLICT (week_starting) DO UPDATE SET updated_at = now()`, week)
	return err
}

// DraftUpdatedAt returns when the week's draft last changed; nil when it has none.
func (q Q) DraftUpdatedAt(ctx context.Context, week domain.Date) (*time.Time, error) {
	var at []time.Time
	if err := q.sel(ctx, &at, `SELECT updated_at FROM schedule_drafts WHERE week_starting = $1`, week); err != nil {
		return nil, err
	}
	if len(at) == 0 {
		return nil, nil
	}
	return &at[0], nil
}

// DraftChanges returns the pending changes of a week's draft, with the current names of
// their people, by date, start and id.
func (q Q) DraftChanges(ctx context.Context, week domain.Date) ([]domain.DraftChange, error) {
	out := []domain.DraftChange{}
	err := q.sel(ctx, &out, `
		SELECT d.shift_id, d.week_starting, d.op, d.day_key, d.shift_date, d.user_id, u.name AS user_name,
		       d.start_minute, d.end_minute, d.version, d.position_id, d.location_id, d.shift_type_id
		FROM draft_shifts d
		LEFT JOIN users u ON u.id = d.user_id
		WHERE d.week_starting = $1
		ORDER BY d.shift_date, d.start_minute, d.shift_id`, week)
	return out, err
}

// SaveDraftChange records (or replaces) the pending change of one shift, one version
// after the one it had (version 1 for its first change).
func (q Q) SaveDraftChange(ctx context.Context, c domain.DraftChange) error {
	_, err := q.exec(ctx, `
		INSERT INTO draft_shifts (shift_id, week_starting, op, day_key, shift_date, user_id, start_minute, end_minute, version,
		                          position_id, location_id, shift_type_id)
		VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
		ON CONFLICT (shift_id) DO UPDATE SET op = EXCLUDED.op, day_key = EXCLUDED.day_key,
		    shift_date = EXCLUDED.shift_date, user_id = EXCLUDED.user_id, start_minute = EXCLUDED.start_minute,
		    end_minute = EXCLUDED.end_minute, version = EXCLUDED.version, position_id = EXCLUDED.position_id,
		    location_id = EXCLUDED.location_id, shift_type_id = EXCLUDED.shift_type_id, updated_at = now()`,
		c.ShiftID, c.WeekStarting, string(c.Op), string(c.DayKey), c.Date, c.UserID, int(c.StartTime), int(c.EndTime), c.Version,
		c.PositionID, c.LocationID, c.ShiftTypeID)
	return err
}

// SaveDraftChanges records many new pending changes (adds) in one statement.
func (q Q) SaveDraftChanges(ctx context.Context, week domain.Date, cs []domain.DraftChange) error {
	if len(cs) == 0 {
		return nil
	}
	var ids, users, starts, ends, positions, locations, types []int64
	var ops, days, dates []string
	for _, c := range cs {
		ids = append(ids, c.ShiftID)
		ops = append(ops, string(c.Op))
		days = append(days, string(c.DayKey))
		dates = append(dates, c.Date.String())
		var u int64
		if c.UserID != nil {
			u = *c.UserID
		}
		users = append(users, u)
		starts = append(starts, int64(c.StartTime))
		ends = append(ends, int64(c.EndTime))
		positions = append(positions, orZero(c.PositionID))
		locations = append(locations, orZero(c.LocationID))
		types = append(types, orZero(c.ShiftTypeID))
	}
	_, err := q.exec(ctx, `
		INSERT INTO draft_shifts (shift_id, week_starting, op, day_key, shift_date, user_id, start_minute, end_minute,
		                          position_id, location_id, shift_type_id)
		SELECT v.id, $1, v.op, v.day_key, v.shift_date, NULLIF(v.user_id, 0), v.start_minute, v.end_minute,
		       NULLIF(v.position_id, 0), NULLIF(v.location_id, 0), NULLIF(v.shift_type_id, 0)
		FROM unnest($2::bigint[], $3::text[], $4::text[], $5::date[], $6::bigint[], $7::smallint[], $8::smallint[],
		            $9::bigint[], $10::bigint[], $11::bigint[])
		     AS v (id, op, day_key, shift_date, user_id, start_minute, end_minute, position_id, location_id, shift_type_id)`,
		week, pq.Array(ids), pq.Array(ops), pq.Array(days), pq.Array(dates), pq.Array(users), pq.Array(starts), pq.Array(ends),
		pq.Array(positions), pq.Array(locations), pq.Array(types))
	return err
}

// DeleteDraftChange forgets the pending change of one shift.
func (q Q) DeleteDraftChange(ctx context.Context, shiftID int64) error {
	_, err := q.exec(ctx, `DELETE FROM draft_shifts WHERE shift_id = $1`, shiftID)
	return err
}

// DeleteDraft forgets a week's draft and all its pending changes.
func (q Q) DeleteDraft(ctx context.Context, week domain.Date) error {
	_, err := q.exec(ctx, `DELETE FROM schedule_drafts WHERE week_starting = $1`, week)
	return err
}

// NewShiftIDs reserves n ids from the shifts table's own sequence, so that a shift
// added in a draft keeps its id once published.
func (q Q) NewShiftIDs(ctx context.Context, n int) ([]int64, error) {
	ids := []int64{}
	if n == 0 {
		return ids, nil
	}
	err := q.sel(ctx, &ids, `SELECT nextval(pg_get_serial_sequence('shifts', 'id')) FROM generate_series(1, $1)`, n)
	return ids, err
}

// MoveDraftChange gives a shift's pending change (if any) to a new person and a new
// version, so that a draft made before a swap was approved does not undo it and edits
// made against the old version are refused.
func (q Q) MoveDraftChange(ctx context.Context, shiftID, userID int64) error {
	_, err := q.exec(ctx, `
		UPDATE draft_shifts SET user_id = $2, version = version + 1, updated_at = now()
		WHERE shift_id = $1 AND op <> 'remove'`, shiftID, userID)
	return err
}

// ClosePublishedWeek is what publishing a week leaves behind, in one statement: it
// forgets the acknowledgements of the given people for the week and the week's draft
// with all its pending changes.
func (q Q) ClosePublishedWeek(ctx context.Context, week domain.Date, userIDs []int64) error {
	_, err := q.exec(ctx, `
		WITH acks AS (DELETE FROM schedule_acks WHERE week_starting = $1 AND user_id = ANY($2))
		DELETE FROM schedule_drafts WHERE week_starting = $1`, week, pq.Array(userIDs))
	return err
}

// DeleteDraftChangesOfUserFrom forgets the pending changes that give a person shifts
// dated from on (their account is being deleted).
func (q Q) DeleteDraftChangesOfUserFrom(ctx context.Context, userID int64, from domain.Date) error {
	_, err := q.exec(ctx, `DELETE FROM draft_shifts WHERE user_id = $1 AND shift_date >= $2`, userID, from)
	return err
}

// DraftScope is part of a week's draft: the shifts with these ids, of these people or
// on these dates, as published or as a pending change has them. Reading only that part
// keeps a single-shift edit of a 500-person week from reading the whole week.
type DraftScope struct {
	IDs, People []int64
	Dates       []domain.Date
}

func (sc DraftScope) args() (ids, people, dates any) {
	days := make([]string, len(sc.Dates))
	for i, d := range sc.Dates {
		days[i] = d.String()
	}
	return pq.Array(sc.IDs), pq.Array(sc.People), pq.Array(days)
}

// ShiftsOfScheduleIn returns the schedule's shifts in the scope, and those a pending
// change of the week moves into it, by date and position.
func (q Q) ShiftsOfScheduleIn(ctx context.Context, scheduleID int64, week domain.Date, sc DraftScope) ([]domain.Shift, error) {
	ids, people, dates := sc.args()
	return q.selShifts(ctx, scheduleShiftSelect+`
		WHERE sh.schedule_id = $1
		  AND (sh.id = ANY($3) OR sh.user_id = ANY($4) OR sh.shift_date = ANY($5::date[])
		       OR sh.id IN (SELECT d.shift_id FROM draft_shifts d WHERE d.week_starting = $2
		                    AND (d.user_id = ANY($4) OR d.shift_date = ANY($5::date[]))))
		ORDER BY sh.shift_date, sh.position, sh.id`, scheduleID, week, ids, people, dates)
}

// DraftChangesIn returns the pending changes of a week's draft in the scope, and those
// of the schedule's shifts in it (a change may move a shift out), as DraftChanges does.
func (q Q) DraftChangesIn(ctx context.Context, week domain.Date, scheduleID int64, sc DraftScope) ([]domain.DraftChange, error) {
	out := []domain.DraftChange{}
	ids, people, dates := sc.args()
	err := q.sel(ctx, &out, `
		SELECT d.shift_id, d.week_starting, d.op, d.day_key, d.shift_date, d.user_id, u.name AS user_name,
		       d.start_minute, d.end_minute, d.version, d.position_id, d.location_id, d.shift_type_id
		FROM draft_shifts d
		LEFT JOIN users u ON u.id = d.user_id
		WHERE d.week_starting = $1
		  AND (d.shift_id = ANY($3) OR d.user_id = ANY($4) OR d.shift_date = ANY($5::date[])
		       OR d.shift_id IN (SELECT sh.id FROM shifts sh WHERE sh.schedule_id = $2
		                         AND (sh.user_id = ANY($4) OR sh.shift_date = ANY($5::date[]))))
		ORDER BY d.shift_date, d.start_minute, d.shift_id`, week, scheduleID, ids, people, dates)
	return out, err
}

// DraftState says whether a week's draft has pending changes, when it was last
// changed, and which of the locations with staffing requirements the shifts it would
// publish are at (all that the staffing checks ask).
func (q Q) DraftState(ctx context.Context, week domain.Date, scheduleID int64) (changed bool, at *time.Time, locations []int64, err error) {
	var row struct {
		Changed   bool          `db:"changed"`
		At        *time.Time    `db:"updated_at"`
		Locations pq.Int64Array `db:"locations"`
	}
	// A location has a live shift when the draft leaves one of its published shifts as
	// it is, or adds or moves one there: each check stops at the first such shift.
	err = q.get(ctx, &row, nil, `
		SELECT EXISTS (SELECT 1 FROM draft_shifts WHERE week_starting = $1) AS changed,
		       (SELECT updated_at FROM schedule_drafts WHERE week_starting = $1) AS updated_at,
		       ARRAY(SELECT r.location_id FROM (SELECT DISTINCT location_id FROM staffing_requirements) r
		             WHERE EXISTS (SELECT 1 FROM shifts sh
		                           WHERE sh.schedule_id = $2 AND sh.location_id = r.location_id
		                             AND NOT EXISTS (SELECT 1 FROM draft_shifts d WHERE d.shift_id = sh.id))
		                OR EXISTS (SELECT 1 FROM draft_shifts d
		                           WHERE d.week_starting = $1 AND d.op <> 'remove' AND d.location_id = r.location_id)
		             ORDER BY r.location_id) AS locations`, week, scheduleID)
	return row.Changed, row.At, row.Locations, err
}

// LockDrafts is LockDraft for many weeks in one statement, locking them in date order so
// that two such calls never wait on each other crosswise.
func (q Q) LockDrafts(ctx context.Context, weeks []domain.Date) error {
	dates := make([]string, len(weeks))
	for i, w := range weeks {
		dates[i] = w.String()
	}
	_, err := q.exec(ctx, `
		INSERT INTO schedule_drafts (week_starting) SELECT w FROM unnest($1::date[]) AS w ORDER BY w
		ON CONFLICT (week_starting) DO UPDATE SET updated_at = now()`, pq.Array(dates))
	return err
}

// UpsertDraftChanges records (or replaces) the pending changes of many shifts, of any
// weeks, each with its own version, in one statement.
func (q Q) UpsertDraftChanges(ctx context.Context, cs []domain.DraftChange) error {
	if len(cs) == 0 {
		return nil
	}
	var ids, users, starts, ends, versions, positions, locations, types []int64
	var weeks, ops, days, dates []string
	for _, c := range cs {
		ids = append(ids, c.ShiftID)
		weeks = append(weeks, c.WeekStarting.String())
		ops = append(ops, string(c.Op))
		days = append(days, string(c.DayKey))
		dates = append(dates, c.Date.String())
		users = append(users, orZero(c.UserID))
		starts = append(starts, int64(c.StartTime))
		ends = append(ends, int64(c.EndTime))
		versions = append(versions, int64(c.Version))
		positions = append(positions, orZero(c.PositionID))
		locations = append(locations, orZero(c.LocationID))
		types = append(types, orZero(c.ShiftTypeID))
	}
	_, err := q.exec(ctx, `
		INSERT INTO draft_shifts (shift_id, week_starting, op, day_key, shift_date, user_id, start_minute, end_minute, version,
		                          position_id, location_id, shift_type_id)
		SELECT v.id, v.week, v.op, v.day_key, v.shift_date, NULLIF(v.user_id, 0), v.start_minute, v.end_minute, v.version,
		       NULLIF(v.position_id, 0), NULLIF(v.location_id, 0), NULLIF(v.shift_type_id, 0)
		FROM unnest($1::bigint[], $2::date[], $3::text[], $4::text[], $5::date[], $6::bigint[], $7::smallint[], $8::smallint[],
		            $9::int[], $10::bigint[], $11::bigint[], $12::bigint[])
		     AS v (id, week, op, day_key, shift_date, user_id, start_minute, end_minute, version, position_id, location_id, shift_type_id)
		ON CONFLICT (shift_id) DO UPDATE SET op = EXCLUDED.op, day_key = EXCLUDED.day_key,
		    shift_date = EXCLUDED.shift_date, user_id = EXCLUDED.user_id, start_minute = EXCLUDED.start_minute,
		    end_minute = EXCLUDED.end_minute, version = EXCLUDED.version, position_id = EXCLUDED.position_id,
		    location_id = EXCLUDED.location_id, shift_type_id = EXCLUDED.shift_type_id, updated_at = now()`,
		pq.Array(ids), pq.Array(weeks), pq.Array(ops), pq.Array(days), pq.Array(dates), pq.Array(users), pq.Array(starts),
		pq.Array(ends), pq.Array(versions), pq.Array(positions), pq.Array(locations), pq.Array(types))
	return err
}
