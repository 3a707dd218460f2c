package store

import (
	"context"

	"github.com/lib/pq"

	"github.com/shiftsched/shiftsched/internal/domain"
)

// WorkplaceProfile reads the workplace's name, currency, chosen time zone and first day
// of the week.
func (q Q) WorkplaceProfile(ctx context.Context) (domain.Profile, error) {
	var p domain.Profile
	err := q.get(ctx, &p, nil, `SELECT name, currency, time_zone, week_starts_on FROM workplace_settings WHERE id`)
	return p, err
}

// SetWorkplaceProfile stores the workplace's name, currency, time zone (nil or "" for
// the server's) and first day of the week. A rule set counting single weeks from the
// old first day counts them from the new one (the day on or before).
func (q Q) SetWorkplaceProfile(ctx context.Context, p domain.Profile) error {
	_, err := q.exec(ctx, `
		WITH old AS (SELECT week_starts_on AS day FROM workplace_settings WHERE id),
		moved AS (
			UPDATE rule_sets SET period_start = period_start
			    - ((extract(isodow FROM period_start)::int - array_position($5::text[], $4) + 7) % 7)
			WHERE period_kind = 'WEEKS' AND period_weeks <= 1 AND $4 <> (SELECT day FROM old)
			  AND to_char(period_start, 'fmday') = (SELECT day FROM old))
		UPDATE workplace_settings SET name = $1, currency = $2, time_zone = nullif($3, ''), week_starts_on = $4
		WHERE id`,
		p.Name, p.Currency, p.TimeZone, p.WeekStartsOn, pq.StringArray(isoDays))
	return err
}

// isoDays are the day keys by ISO day number (Monday is 1), the numbers extract(isodow)
// gives.
var isoDays = []string{"monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"}

// WeeksStored reports whether any week has a published schedule, a draft or an open
// shift: weeks are stored by their first day, which then cannot change. It first locks
// the settings until the transaction ends: a week written meanwhile waits (its trigger
// reads them FOR SHARE), and one committed before is seen by the next statement.
func (q Q) WeeksStored(ctx context.Context) (bool, error) {
	if _, err := q.exec(ctx, `SELECT 1 FROM workplace_settings WHERE id FOR UPDATE`); err != nil {
		return false, err
	}
	var any bool
	err := q.get(ctx, &any, nil, `
		SELECT EXISTS (SELECT 1 FROM schedules) OR EXISTS (SELECT 1 FROM schedule_drafts)
		    OR EXISTS (SELECT 1 FROM open_shifts)`)
	return any, err
}
