package store

import (
	"context"

	"github.com/lib/pq"

	"github.com/shiftsched/shiftsched/internal/domain"
)

// Preferences and staffing requirements.

var (
	errPreferenceNotFound  = domain.Errorf(domain.NotFound, "There is no such preference.")
	errRequirementNotFound = domain.Errorf(domain.NotFound, "There is no such staffing requirement.")
)

const preferenceColumns = `id, user_id, wants, on_date, weekday, shift_type_id, strength,
	coalesce((SELECT t.name FROM shift_types t WHERE t.id = shift_type_id), '') AS shift_type_name`

// PreferencesOf returns the preferences of the given people (everyone's when users is
// nil) by user id, in one statement whatever their number: dated ones from..to and
// every weekday one.
func (q Q) PreferencesOf(ctx context.Context, users []int64, from, to domain.Date) (map[int64][]domain.Preference, error) {
	out := map[int64][]domain.Preference{}
	if users != nil && len(users) == 0 {
		return out, nil
	}
	rows := []domain.Preference{}
	err := q.sel(ctx, &rows, `SELECT `+preferenceColumns+` FROM preferences
		WHERE ($1::bigint[] IS NULL OR user_id = ANY($1)) AND (on_date IS NULL OR on_date BETWEEN $2 AND $3)
		ORDER BY user_id, on_date NULLS FIRST, weekday, id`, pq.Array(users), from, to)
	for _, p := range rows {
		out[p.UserID] = append(out[p.UserID], p)
	}
	return out, err
}

// PreferencesOfUser returns one person's preferences: weekday ones first, then dated
// ones from the given date on.
func (q Q) PreferencesOfUser(ctx context.Context, userID int64, from domain.Date) ([]domain.Preference, error) {
	out := []domain.Preference{}
	err := q.sel(ctx, &out, `SELECT `+preferenceColumns+` FROM preferences
		WHERE user_id = $1 AND (on_date IS NULL OR on_date >= $2)
		ORDER BY on_date NULLS FIRST, weekday, id`, userID, from)
	return out, err
}

// AddPreference stores a preference and returns it with its id.
func (q Q) AddPreference(ctx context.Context, p domain.Preference) (*domain.Preference, error) {
	var out domain.Preference
	err := q.get(ctx, &out, nil, `
		INSERT INTO preferences (user_id, wants, on_date, weekday, shift_type_id, strength)
		VALUES ($1, $2, $3, $4, $5, $6) RETURNING `+preferenceColumns,
		p.UserID, p.Wants, p.Date, p.Weekday, p.ShiftTypeID, int(p.Strength))
	return &out, err
}

// DeletePreference deletes one of a person's preferences (anyone's when userID is 0) and
// returns it, or NotFound.
func (q Q) DeletePreference(ctx context.Context, userID, id int64) (*domain.Preference, error) {
	var out domain.Preference
	err := q.get(ctx, &out, errPreferenceNotFound, `
		DELETE FROM preferences WHERE id = $1 AND ($2 = 0 OR user_id = $2) RETURNING `+preferenceColumns, id, userID)
	return &out, err
}

type requirementRow struct {
	domain.StaffingRequirement
	Needed pq.Int64Array `db:"needed"`
}

// StaffingRequirements returns the requirements (of one location when location is not
// 0) with their overrides from..to, in two statements.
func (q Q) StaffingRequirements(ctx context.Context, location int64, from, to domain.Date) ([]domain.StaffingRequirement, error) {
	rows := []requirementRow{}
	err := q.sel(ctx, &rows, `
		SELECT r.id, r.location_id, r.shift_type_id, r.position_id, r.start_minute, r.end_minute,
		       r.needed, r.missing_weight, r.extra_weight
		FROM staffing_requirements r
		LEFT JOIN shift_types t ON t.id = r.shift_type_id
		LEFT JOIN positions p ON p.id = r.position_id
		WHERE $1 = 0 OR r.location_id = $1
		ORDER BY r.location_id, lower(coalesce(t.name, p.name)), r.start_minute, r.id`, location)
	if err != nil || len(rows) == 0 {
		return []domain.StaffingRequirement{}, err
	}
	ids := make([]int64, len(rows))
	for i, r := range rows {
		ids[i] = r.ID
	}
	overrides := []domain.StaffingOverride{}
	if err := q.sel(ctx, &overrides, `
		SELECT requirement_id, on_date, needed, note FROM staffing_overrides
		WHERE requirement_id = ANY($1) AND on_date BETWEEN $2 AND $3 ORDER BY on_date`,
		pq.Array(ids), from, to); err != nil {
		return nil, err
	}
	out := make([]domain.StaffingRequirement, len(rows))
	at := make(map[int64]int, len(rows))
	for i, r := range rows {
		out[i] = r.StaffingRequirement
		for d, n := range r.Needed {
			out[i].Needed[d] = int(n)
		}
		at[r.ID] = i
	}
	for _, o := range overrides {
		out[at[o.RequirementID]].Overrides = append(out[at[o.RequirementID]].Overrides, o)
	}
	return out, nil
}

// SaveStaffingRequirement adds a requirement (id 0) or changes one, replacing its
// overrides from the date from on (earlier ones are kept as history: managers see and
// edit only these), in one statement, and returns its id.
func (q Q) SaveStaffingRequirement(ctx context.Context, r domain.StaffingRequirement, from domain.Date) (int64, error) {
	needed := make([]int64, 7)
	for i, n := range r.Needed {
		needed[i] = int64(n)
	}
	dates, counts, notes := make([]string, len(r.Overrides)), make([]int64, len(r.Overrides)), make([]string, len(r.Overrides))
	for i, o := range r.Overrides {
		dates[i], counts[i], notes[i] = o.Date.String(), int64(o.Needed), o.Note
	}
	var id int64
	err := q.get(ctx, &id, errRequirementNotFound, `
		WITH ins AS (
		    INSERT INTO staffing_requirements (location_id, shift_type_id, position_id, start_minute, end_minute,
		        needed, missing_weight, extra_weight)
		    SELECT $2, $3, $4, $5, $6, $7, $8, $9 WHERE $1 = 0 RETURNING id),
		upd AS (
		    UPDATE staffing_requirements SET location_id = $2, shift_type_id = $3, position_id = $4,
		        start_minute = $5, end_minute = $6, needed = $7, missing_weight = $8, extra_weight = $9,
		        updated_at = now()
		    WHERE id = $1 AND $1 <> 0 RETURNING id),
		r AS (SELECT id FROM ins UNION ALL SELECT id FROM upd),
		gone AS (DELETE FROM staffing_overrides o USING r WHERE o.requirement_id = r.id AND o.on_date >= $13 AND NOT o.on_date = ANY($10::date[])),
		added AS (
		    INSERT INTO staffing_overrides (requirement_id, on_date, needed, note)
		    SELECT r.id, d, n, t FROM r, unnest($10::date[], $11::int[], $12::text[]) AS v (d, n, t)
		    ON CONFLICT (requirement_id, on_date) DO UPDATE SET needed = excluded.needed, note = excluded.note)
		SELECT id FROM r`,
		r.ID, r.LocationID, r.ShiftTypeID, r.PositionID, r.StartTime, r.EndTime, pq.Array(needed),
		r.MissingWeight, r.ExtraWeight, pq.Array(dates), pq.Array(counts), pq.Array(notes), from)
	return id, err
}

// DeleteStaffingRequirement deletes a requirement and its overrides.
func (q Q) DeleteStaffingRequirement(ctx context.Context, id int64) error {
	n, err := q.exec(ctx, `DELETE FROM staffing_requirements WHERE id = $1`, id)
	if err == nil && n == 0 {
		return errRequirementNotFound
	}
	return err
}

// RequirementLocation returns the location of the staffing requirement id.
func (q Q) RequirementLocation(ctx context.Context, id int64) (int64, error) {
	var loc int64
	err := q.get(ctx, &loc, errRequirementNotFound, `SELECT location_id FROM staffing_requirements WHERE id = $1`, id)
	return loc, err
}
