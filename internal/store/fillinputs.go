package store

import (
	"context"

	"github.com/lib/pq"

	"github.com/shiftsched/shiftsched/internal/domain"
)

// What the auto-scheduler reads to build its problem: one statement for each kind, the
// range's dates spelled out in SQL so that weekly rules arrive as dates.

// FillShiftType is a shift type to plan, with the types that may not follow it.
type FillShiftType struct {
	ID            int64         `db:"id"`
	Name          string        `db:"name"`
	PositionID    *int64        `db:"position_id"`
	PositionName  *string       `db:"position_name"`
	LocationID    *int64        `db:"location_id"`
	StartMinute   int           `db:"start_minute"`
	EndMinute     int           `db:"end_minute"`
	NotFollowedBy pq.Int64Array `db:"not_followed_by"`
}

// FillShiftTypes returns the shift types that are not archived, of the location (or of
// none) when one is given and of the positions when some are.
func (q Q) FillShiftTypes(ctx context.Context, location *int64, positions []int64) ([]FillShiftType, error) {
	var out []FillShiftType
	err := q.sel(ctx, &out, `
		SELECT st.id, st.name, st.position_id, p.name AS position_name, st.location_id, st.start_minute, st.end_minute,
		       coalesce((SELECT array_agg(s.not_followed_by ORDER BY s.not_followed_by) FROM shift_type_successors s
		                 WHERE s.shift_type_id = st.id), '{}') AS not_followed_by
		FROM shift_types st LEFT JOIN positions p ON p.id = st.position_id
		WHERE st.archived_at IS NULL
		  AND ($1::bigint IS NULL OR st.location_id IS NULL OR st.location_id = $1)
		  AND (coalesce(cardinality($2::bigint[]), 0) = 0 OR st.position_id = ANY ($2))
		ORDER BY st.start_minute, st.id`, location, pq.Int64Array(positions))
	return out, err
}

// FillPerson is someone who may be scheduled, with their positions and rule set.
type FillPerson struct {
	ID          int64             `db:"id"`
	Name        string            `db:"name"`
	Positions   pq.Int64Array     `db:"positions"`
	Locations   pq.Int64Array     `db:"locations"`
	PeriodKind  domain.PeriodKind `db:"period_kind"`
	PeriodWeeks int               `db:"period_weeks"`
	Rules       domain.Rules      `db:"rules"`
}

// FillPeople returns the active people who work shifts (of the location, when one is
// given) with their positions and the rules they follow.
func (q Q) FillPeople(ctx context.Context, location *int64) ([]FillPerson, error) {
	var out []FillPerson
	err := q.sel(ctx, &out, `
		SELECT u.id, u.name,
		       coalesce((SELECT array_agg(up.position_id ORDER BY up.position_id) FROM user_positions up
		                 WHERE up.user_id = u.id), '{}') AS positions,
		       coalesce((SELECT array_agg(ul.location_id ORDER BY ul.location_id) FROM user_locations ul
		                 WHERE ul.user_id = u.id), '{}') AS locations,
		       rs.period_kind, rs.period_weeks, rs.rules
		FROM users u
		JOIN rule_sets rs ON rs.id = u.rule_set_id OR (u.rule_set_id IS NULL AND rs.is_default)
		WHERE u.deleted_at IS NULL AND u.works_shifts
		  AND ($1::bigint IS NULL OR EXISTS (SELECT FROM user_locations ul WHERE ul.user_id = u.id AND ul.location_id = $1))
		ORDER BY u.id`, location)
	return out, err
}

// FillDayOff is a date someone cannot work, and why.
type FillDayOff struct {
	UserID int64       `db:"user_id"`
	Date   domain.Date `db:"on_date"`
	Why    string      `db:"why"`
}

// FillDaysOff returns the dates from..to people cannot work: approved time off (a part
// day counts whole), unavailable dates, and weekdays their weekly availability rules out.
func (q Q) FillDaysOff(ctx context.Context, from, to domain.Date) ([]FillDayOff, error) {
	var out []FillDayOff
	err := q.sel(ctx, &out, `
		WITH days AS (SELECT d::date AS on_date, lower(to_char(d, 'FMDay')) AS day_key
		              FROM generate_series($1::date, $2::date, interval '1 day') d)
		SELECT p.user_id, days.on_date, 'on time off' AS why
		FROM pto_requests p JOIN days ON days.on_date BETWEEN p.request_date AND p.end_date
		WHERE p.status = 'approved'
		UNION
		SELECT ud.user_id, ud.unavailable_on, 'unavailable'
		FROM unavailable_dates ud WHERE ud.unavailable_on BETWEEN $1 AND $2
		UNION
		SELECT a.user_id, days.on_date, 'not available that weekday'
		FROM availability_days a JOIN days USING (day_key) WHERE a.mode = 'UNAVAILABLE'
		ORDER BY 1, 2`, from, to)
	return out, err
}

// FillPreference is a preference on one date.
type FillPreference struct {
	UserID      int64       `db:"user_id"`
	Date        domain.Date `db:"on_date"`
	Wants       bool        `db:"wants"`
	ShiftTypeID *int64      `db:"shift_type_id"`
	Strength    int         `db:"strength"`
}

// FillPreferences returns the preferences falling on the dates from..to, weekly ones
// spelled out per date (weekday 0 is Friday).
func (q Q) FillPreferences(ctx context.Context, from, to domain.Date) ([]FillPreference, error) {
	var out []FillPreference
	err := q.sel(ctx, &out, `
		SELECT p.user_id, d::date AS on_date, p.wants, p.shift_type_id, p.strength
		FROM preferences p
		JOIN generate_series($1::date, $2::date, interval '1 day') d
		  ON p.on_date = d::date OR p.weekday = (extract(dow FROM d)::int + 2) % 7
		ORDER BY p.user_id, d, p.id`, from, to)
	return out, err
}

// FillRequirement is a staffing requirement on one date.
type FillRequirement struct {
	ID            int64       `db:"id"`
	LocationID    int64       `db:"location_id"`
	ShiftTypeID   *int64      `db:"shift_type_id"`
	PositionID    *int64      `db:"position_id"`
	StartMinute   *int        `db:"start_minute"`
	EndMinute     *int        `db:"end_minute"`
	Date          domain.Date `db:"on_date"`
	Needed        int         `db:"needed"`
	MissingWeight int         `db:"missing_weight"`
	ExtraWeight   int         `db:"extra_weight"`
	// Overridden says a manager set the date's number; Week is the number per day of
	// the week, Friday first (what a holiday staffed like another day takes).
	Overridden bool          `db:"overridden"`
	Week       pq.Int64Array `db:"week"`
}

// WeekNeeds is Week as StaffingRequirement.Needed has it.
func (r FillRequirement) WeekNeeds() [7]int {
	var out [7]int
	for i := 0; i < len(out) && i < len(r.Week); i++ {
		out[i] = int(r.Week[i])
	}
	return out
}

// FillRequirements returns the staffing requirements (of the location, when given) per
// date from..to, a date's override taking the weekday's place.
func (q Q) FillRequirements(ctx context.Context, from, to domain.Date, location *int64) ([]FillRequirement, error) {
	var out []FillRequirement
	err := q.sel(ctx, &out, `
		SELECT r.id, r.location_id, r.shift_type_id, r.position_id, r.start_minute, r.end_minute, d::date AS on_date,
		       coalesce(o.needed, r.needed[(extract(dow FROM d)::int + 2) % 7 + 1]) AS needed,
		       r.missing_weight, r.extra_weight, o.needed IS NOT NULL AS overridden, r.needed AS week
		FROM staffing_requirements r
		CROSS JOIN generate_series($1::date, $2::date, interval '1 day') d
		LEFT JOIN staffing_overrides o ON o.requirement_id = r.id AND o.on_date = d::date
		WHERE $3::bigint IS NULL OR r.location_id = $3
		ORDER BY r.id, d`, from, to, location)
	return out, err
}

// FillLocationExists reports whether a location exists and is not archived.
func (q Q) FillLocationExists(ctx context.Context, id int64) (bool, error) {
	var ok bool
	err := q.get(ctx, &ok, nil, `SELECT EXISTS (SELECT FROM locations WHERE id = $1 AND archived_at IS NULL)`, id)
	return ok, err
}
