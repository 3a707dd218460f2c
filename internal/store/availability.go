package store

import (
	"context"

	"github.com/lib/pq"

	"github.com/shiftsched/shiftsched/internal/domain"
)

// ErrUnavailableDateNotFound is the answer for an unavailable date that does not exist.
var ErrUnavailableDateNotFound = domain.Errorf(domain.NotFound, "Unavailable date not found")

// WeeklyAvailability returns the weekly patterns of the given users, by user id; a user
// who never set one is absent.
func (q Q) WeeklyAvailability(ctx context.Context, userIDs []int64) (map[int64]domain.WeeklyAvailability, error) {
	// One statement: each day with its windows (none: a NULL window), by start time.
	var rows []struct {
		UserID int64 `db:"user_id"`
		domain.AvailabilityDay
		Start *domain.TimeOfDay `db:"start_minute"`
		End   *domain.TimeOfDay `db:"end_minute"`
	}
	if err := q.sel(ctx, &rows, `
		SELECT d.user_id, d.day_key, d.mode, w.start_minute, w.end_minute
		FROM availability_days d
		LEFT JOIN availability_windows w ON w.user_id = d.user_id AND w.day_key = d.day_key
		WHERE d.user_id = ANY($1)
		ORDER BY d.user_id, d.day_key, w.start_minute`, pq.Array(userIDs)); err != nil {
		return nil, err
	}
	perUser := map[int64][]domain.AvailabilityDay{}
	for _, r := range rows {
		days := perUser[r.UserID]
		if n := len(days); n == 0 || days[n-1].Day != r.Day {
			days = append(days, domain.AvailabilityDay{Day: r.Day, Mode: r.Mode})
		}
		if r.Start != nil && r.End != nil {
			last := &days[len(days)-1]
			last.Windows = append(last.Windows, domain.AvailabilityWindow{Start: *r.Start, End: *r.End})
		}
		perUser[r.UserID] = days
	}
	out := make(map[int64]domain.WeeklyAvailability, len(perUser))
	for id, ds := range perUser {
		out[id] = domain.FullWeek(id, ds)
	}
	return out, nil
}

// ReplaceWeeklyAvailability stores a user's whole weekly pattern in place of the old one.
func (q Q) ReplaceWeeklyAvailability(ctx context.Context, userID int64, days []domain.AvailabilityDay) error {
	if _, err := q.exec(ctx, `DELETE FROM availability_days WHERE user_id = $1`, userID); err != nil {
		return err
	}
	var keys, modes, winKeys []string
	var starts, ends []int64
	for _, d := range days {
		keys, modes = append(keys, string(d.Day)), append(modes, string(d.Mode))
		for _, w := range d.Windows {
			winKeys = append(winKeys, string(d.Day))
			starts, ends = append(starts, int64(w.Start)), append(ends, int64(w.End))
		}
	}
	if _, err := q.exec(ctx, `
		INSERT INTO availability_days (user_id, day_key, mode)
		SELECT $1, k, m FROM unnest($2::text[], $3::text[]) AS t (k, m)`,
		userID, pq.Array(keys), pq.Array(modes)); err != nil {
		return err
	}
	_, err := q.exec(ctx, `
		INSERT INTO availability_windows (user_id, day_key, start_minute, end_minute)
		SELECT $1, k, s, e FROM unnest($2::text[], $3::smallint[], $4::smallint[]) AS t (k, s, e)`,
		userID, pq.Array(winKeys), pq.Array(starts), pq.Array(ends))
	return err
}

// UnavailableDates returns the unavailable dates of the given users from..to, by date.
func (q Q) UnavailableDates(ctx context.Context, userIDs []int64, from, to domain.Date) ([]domain.UnavailableDate, error) {
	out := []domain.UnavailableDate{}
	err := q.sel(ctx, &out, `
		SELECT id, user_id, unavailable_on, note FROM unavailable_dates
		WHERE user_id = ANY($1) AND unavailable_on BETWEEN $2 AND $3
		ORDER BY unavailable_on, user_id`, pq.Array(userIDs), from, to)
	return out, err
}

// InsertUnavailableDate records an unavailable date; the same date twice is Invalid.
func (q Q) InsertUnavailableDate(ctx context.Context, userID int64, date domain.Date, note string) (*domain.UnavailableDate, error) {
	var out domain.UnavailableDate
	err := q.get(ctx, &out, nil, `
		INSERT INTO unavailable_dates (user_id, unavailable_on, note) VALUES ($1, $2, $3)
		RETURNING id, user_id, unavailable_on, note`, userID, date, note)
	if IsUniqueViolation(err, "unavailable_dates_user_id_unavailable_on_key") {
		return nil, domain.Errorf(domain.Invalid, "%s is already marked unavailable.", date.ShortLabel())
	}
	return &out, err
}

// UnavailableDate returns one unavailable date; ErrUnavailableDateNotFound when none.
func (q Q) UnavailableDate(ctx context.Context, id int64) (*domain.UnavailableDate, error) {
	var out domain.UnavailableDate
	err := q.get(ctx, &out, ErrUnavailableDateNotFound, `
		SELECT id, user_id, unavailable_on, note FROM unavailable_dates WHERE id = $1`, id)
	return &out, err
}

// DeleteUnavailableDate removes one unavailable date.
func (q Q) DeleteUnavailableDate(ctx context.Context, id int64) error {
	_, err := q.exec(ctx, `DELETE FROM unavailable_dates WHERE id = $1`, id)
	return err
}

// DeleteAvailabilityOfUser removes a user's weekly pattern and unavailable dates.
func (q Q) DeleteAvailabilityOfUser(ctx context.Context, userID int64) error {
	if _, err := q.exec(ctx, `DELETE FROM availability_days WHERE user_id = $1`, userID); err != nil {
		return err
	}
	_, err := q.exec(ctx, `DELETE FROM unavailable_dates WHERE user_id = $1`, userID)
	return err
}
