package store

import (
	"context"

	"github.com/shiftsched/shiftsched/internal/domain"
)

// WorkplaceProfile reads the workplace's name, currency and chosen time zone.
func (q Q) WorkplaceProfile(ctx context.Context) (domain.Profile, error) {
	var p domain.Profile
	err := q.get(ctx, &p, nil, `SELECT name, currency, time_zone FROM workplace_settings WHERE id`)
	return p, err
}

// SetWorkplaceProfile stores the workplace's name, currency and time zone (nil or ""
// for the server's).
func (q Q) SetWorkplaceProfile(ctx context.Context, p domain.Profile) error {
	_, err := q.exec(ctx, `UPDATE workplace_settings SET name = $1, currency = $2, time_zone = nullif($3, '') WHERE id`,
		p.Name, p.Currency, p.TimeZone)
	return err
}

// WorkplaceTimeZone reads the time zone a manager chose; nil when none was.
func (q Q) WorkplaceTimeZone(ctx context.Context) (*string, error) {
	var zone *string
	err := q.get(ctx, &zone, nil, `SELECT time_zone FROM workplace_settings WHERE id`)
	return zone, err
}
