package store

import (
	"context"

	"github.com/lib/pq"

	"github.com/shiftsched/shiftsched/internal/domain"
)

// HolidayStaffingOf returns how a location is staffed on its public holidays: as usual
// when it has no rule.
func (q Q) HolidayStaffingOf(ctx context.Context, locationID int64) (domain.HolidayStaffing, error) {
	rows := []domain.HolidayStaffing{}
	err := q.sel(ctx, &rows, `SELECT location_id, rule, like_day FROM location_holiday_staffing WHERE location_id = $1`, locationID)
	if err != nil || len(rows) == 0 {
		return domain.HolidayStaffing{LocationID: locationID, Rule: domain.HolidayUsual}, err
	}
	return rows[0], nil
}

// SetHolidayStaffing stores a location's holiday rule; as usual forgets it.
func (q Q) SetHolidayStaffing(ctx context.Context, h domain.HolidayStaffing) error {
	if h.Rule == domain.HolidayUsual {
		_, err := q.exec(ctx, `DELETE FROM location_holiday_staffing WHERE location_id = $1`, h.LocationID)
		return err
	}
	_, err := q.exec(ctx, `
		INSERT INTO location_holiday_staffing (location_id, rule, like_day) VALUES ($1, $2, $3)
		ON CONFLICT (location_id) DO UPDATE SET rule = $2, like_day = $3`, h.LocationID, h.Rule, h.LikeDay)
	return err
}

// HolidayStaffed is a location whose holidays are not staffed as usual, with where its
// holidays come from (nil: only the workplace's own).
type HolidayStaffed struct {
	domain.HolidayStaffing
	Calendar *domain.HolidayCalendar
}

type holidayStaffedRow struct {
	domain.HolidayStaffing
	Country *string `db:"country"`
	Region  *string `db:"region"`
}

// HolidayStaffedLocations returns the locations whose holidays are not staffed as usual,
// and the workplace's holiday changes from..to that touch them: one statement when no
// location has a rule (the common case), two otherwise, whatever their number.
func (q Q) HolidayStaffedLocations(ctx context.Context, from, to domain.Date) ([]HolidayStaffed, []domain.HolidayChange, error) {
	rows := []holidayStaffedRow{}
	err := q.sel(ctx, &rows, `
		SELECT s.location_id, s.rule, s.like_day, c.country, c.region
		FROM location_holiday_staffing s LEFT JOIN location_holiday_calendars c USING (location_id)
		ORDER BY s.location_id`)
	if err != nil || len(rows) == 0 {
		return nil, nil, err
	}
	out := make([]HolidayStaffed, len(rows))
	ids := make([]int64, len(rows))
	for i, r := range rows {
		out[i].HolidayStaffing, ids[i] = r.HolidayStaffing, r.LocationID
		if r.Country != nil {
			out[i].Calendar = &domain.HolidayCalendar{Country: *r.Country, Region: *r.Region}
		}
	}
	changes := []domain.HolidayChange{}
	err = q.sel(ctx, &changes, `SELECT id, location_id, holiday_date, name, removed FROM public_holiday_changes
		WHERE (location_id IS NULL OR location_id = ANY($1)) AND holiday_date BETWEEN $2 AND $3
		ORDER BY holiday_date, location_id NULLS FIRST`, pq.Array(ids), from, to)
	return out, changes, err
}
