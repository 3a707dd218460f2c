package store

import (
	"context"

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

// HolidayStaffingRules returns the rules of the locations whose holidays are not
// staffed as usual, in one statement.
func (q Q) HolidayStaffingRules(ctx context.Context) ([]domain.HolidayStaffing, error) {
	out := []domain.HolidayStaffing{}
	err := q.sel(ctx, &out, `SELECT location_id, rule, like_day FROM location_holiday_staffing ORDER BY location_id`)
	return out, err
}
