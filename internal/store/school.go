package store

import (
	"context"

	"github.com/lib/pq"

	"github.com/shiftsched/shiftsched/internal/domain"
)

// The school calendar per location (internal/labour, school.go): its school weekdays and
// school holidays.

var errSchoolHolidayNotFound = domain.Errorf(domain.NotFound, "School holiday not found.")

// SchoolWeekdaysOf returns a location's school weekdays (ISO, 1 Monday .. 7 Sunday), or
// nil when it keeps the default.
func (q Q) SchoolWeekdaysOf(ctx context.Context, locationID int64) ([]int, error) {
	var rows []pq.Int64Array
	if err := q.sel(ctx, &rows, `SELECT weekdays FROM location_school_weeks WHERE location_id = $1`, locationID); err != nil || len(rows) == 0 {
		return nil, err
	}
	return ints(rows[0]), nil
}

// SetSchoolWeekdays sets a location's school weekdays.
func (q Q) SetSchoolWeekdays(ctx context.Context, locationID int64, weekdays []int) error {
	days := make(pq.Int64Array, len(weekdays))
	for i, d := range weekdays {
		days[i] = int64(d)
	}
	_, err := q.exec(ctx, `
		INSERT INTO location_school_weeks (location_id, weekdays) VALUES ($1, $2)
		ON CONFLICT (location_id) DO UPDATE SET weekdays = $2`, locationID, days)
	return err
}

// SchoolHolidaysOf returns a location's school holidays and those of every location,
// by first day; locationID nil: those of every location only.
func (q Q) SchoolHolidaysOf(ctx context.Context, locationID *int64) ([]domain.SchoolHoliday, error) {
	out := []domain.SchoolHoliday{}
	err := q.sel(ctx, &out, `SELECT id, location_id, name, first_day, last_day FROM school_holidays
		WHERE location_id IS NULL OR location_id = $1 ORDER BY first_day, location_id NULLS FIRST, id`, locationID)
	return out, err
}

// AddSchoolHoliday keeps a school holiday and returns its id.
func (q Q) AddSchoolHoliday(ctx context.Context, h domain.SchoolHoliday) (int64, error) {
	var id int64
	err := q.get(ctx, &id, nil, `INSERT INTO school_holidays (location_id, name, first_day, last_day)
		VALUES ($1, $2, $3, $4) RETURNING id`, h.LocationID, h.Name, h.First, h.Last)
	return id, err
}

// SchoolHolidayForUpdate returns a school holiday, locked, or NotFound.
func (q Q) SchoolHolidayForUpdate(ctx context.Context, id int64) (*domain.SchoolHoliday, error) {
	var h domain.SchoolHoliday
	err := q.get(ctx, &h, errSchoolHolidayNotFound, `SELECT id, location_id, name, first_day, last_day
		FROM school_holidays WHERE id = $1 FOR UPDATE`, id)
	if err != nil {
		return nil, err
	}
	return &h, nil
}

// DeleteSchoolHoliday forgets a school holiday.
func (q Q) DeleteSchoolHoliday(ctx context.Context, id int64) error {
	_, err := q.exec(ctx, `DELETE FROM school_holidays WHERE id = $1`, id)
	return err
}

// SchoolSource is what a location's school days are made of: its public holidays'
// source (never school days), its school weekdays (nil: the default) and the school
// holidays that reach into the days read (its own and those of every location).
type SchoolSource struct {
	HolidaySource
	Weekdays []int
	Holidays []domain.SchoolHoliday
}

// SchoolSources returns, for each location given (0: work without a location, which has
// the default weekdays, the workplace's own public holidays and the school holidays of
// every location), what its school days from..to are made of: one statement, whatever
// the number of locations.
func (q Q) SchoolSources(ctx context.Context, locationIDs []int64, from, to domain.Date) (map[int64]*SchoolSource, error) {
	rows := []struct {
		For      int64         `db:"for_location"`
		Kind     string        `db:"kind"`
		Country  *string       `db:"country"`
		Region   *string       `db:"region"`
		ID       int64         `db:"id"`
		Location *int64        `db:"location_id"`
		First    domain.Date   `db:"first_day"`
		Last     domain.Date   `db:"last_day"`
		Name     string        `db:"name"`
		Removed  bool          `db:"removed"`
		Weekdays pq.Int64Array `db:"weekdays"`
	}{}
	err := q.sel(ctx, &rows, `
		WITH l(id) AS (SELECT unnest($1::bigint[]))
		SELECT l.id AS for_location, 'calendar' AS kind, c.country, c.region, 0::bigint AS id, NULL::bigint AS location_id,
		       '0001-01-01'::date AS first_day, '0001-01-01'::date AS last_day, '' AS name, false AS removed, NULL::bigint[] AS weekdays
		FROM l JOIN location_holiday_calendars c ON c.location_id = l.id
		UNION ALL
		SELECT l.id, 'change', NULL, NULL, h.id, h.location_id, h.holiday_date, h.holiday_date, h.name, h.removed, NULL
		FROM l JOIN public_holiday_changes h ON (h.location_id IS NULL OR h.location_id = l.id) AND h.holiday_date BETWEEN $2 AND $3
		UNION ALL
		SELECT l.id, 'week', NULL, NULL, 0, l.id, '0001-01-01', '0001-01-01', '', false, w.weekdays::bigint[]
		FROM l JOIN location_school_weeks w ON w.location_id = l.id
		UNION ALL
		SELECT l.id, 'school', NULL, NULL, s.id, s.location_id, s.first_day, s.last_day, s.name, false, NULL
		FROM l JOIN school_holidays s ON (s.location_id IS NULL OR s.location_id = l.id) AND s.first_day <= $3 AND s.last_day >= $2
		ORDER BY 1, 2, 7, 6 NULLS FIRST`, pq.Array(locationIDs), from, to)
	out := make(map[int64]*SchoolSource, len(locationIDs))
	for _, id := range locationIDs {
		out[id] = &SchoolSource{}
	}
	for _, r := range rows {
		src := out[r.For]
		switch r.Kind {
		case "calendar":
			if r.Country != nil && r.Region != nil {
				src.Calendar = &domain.HolidayCalendar{Country: *r.Country, Region: *r.Region}
			}
		case "change":
			src.Changes = append(src.Changes, domain.HolidayChange{ID: r.ID, LocationID: r.Location, Date: r.First, Name: r.Name, Removed: r.Removed})
		case "week":
			src.Weekdays = ints(r.Weekdays)
		case "school":
			src.Holidays = append(src.Holidays, domain.SchoolHoliday{ID: r.ID, LocationID: r.Location, Name: r.Name, First: r.First, Last: r.Last})
		}
	}
	return out, err
}

func ints(a pq.Int64Array) []int {
	out := make([]int, len(a))
	for i, v := range a {
		out[i] = int(v)
	}
	return out
}
