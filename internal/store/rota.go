package store

import (
	"context"
	"database/sql"

	"github.com/lib/pq"

	"github.com/shiftsched/shiftsched/internal/domain"
)

// ActiveRota returns every active user who works shifts, by name.
func (q Q) ActiveRota(ctx context.Context) ([]domain.User, error) {
	users := []domain.User{}
	err := q.sel(ctx, &users, `
		SELECT `+userColumns+` FROM users
		WHERE deleted_at IS NULL AND works_shifts
		ORDER BY lower(name), name, id`)
	return users, err
}

// SetWorksShifts puts an active user on the rota or takes them off it.
func (q Q) SetWorksShifts(ctx context.Context, id int64, works bool) (*domain.User, error) {
	var u domain.User
	err := q.get(ctx, &u, errUserNotFound, `
		UPDATE users SET works_shifts = $2, updated_at = now()
		WHERE id = $1 AND deleted_at IS NULL
		RETURNING `+userColumns, id, works)
	return &u, err
}

// DraftShiftsOfUserBetween returns the pending changes that give a person a shift dated
// from..to (inclusive), by date and time.
func (q Q) DraftShiftsOfUserBetween(ctx context.Context, userID int64, from, to domain.Date) ([]domain.DraftChange, error) {
	out := []domain.DraftChange{}
	err := q.sel(ctx, &out, `
		SELECT d.shift_id, d.week_starting, d.op, d.day_key, d.shift_date, d.user_id, u.name AS user_name,
		       d.start_minute, d.end_minute, d.version, d.position_id, d.location_id, d.shift_type_id
		FROM draft_shifts d
		JOIN users u ON u.id = d.user_id
		WHERE d.user_id = $1 AND d.shift_date BETWEEN $2 AND $3 AND d.op <> 'remove'
		ORDER BY d.shift_date, d.start_minute, d.shift_id`, userID, from, to)
	return out, err
}

// DeleteDraftChanges forgets the pending changes of the shifts.
func (q Q) DeleteDraftChanges(ctx context.Context, shiftIDs []int64) error {
	if len(shiftIDs) == 0 {
		return nil
	}
	_, err := q.exec(ctx, `DELETE FROM draft_shifts WHERE shift_id = ANY($1)`, pq.Array(shiftIDs))
	return err
}

// InsertOpenShifts posts open shifts, open to everyone, in one statement, and returns
// their ids.
func (q Q) InsertOpenShifts(ctx context.Context, list []domain.OpenShift) ([]int64, error) {
	ids := []int64{}
	if len(list) == 0 {
		return ids, nil
	}
	n := len(list)
	weeks, days, dates := make([]string, n), make([]string, n), make([]string, n)
	starts, ends, by := make([]int64, n), make([]int64, n), make([]int64, n)
	pos, loc, typ := make([]*int64, n), make([]*int64, n), make([]*int64, n)
	for i, o := range list {
		weeks[i], days[i], dates[i] = o.WeekStarting.String(), string(o.DayKey), o.Date.String()
		starts[i], ends[i], by[i] = int64(o.StartTime), int64(o.EndTime), o.CreatedBy
		pos[i], loc[i], typ[i] = o.PositionID, o.LocationID, o.ShiftTypeID
	}
	err := q.sel(ctx, &ids, `
		INSERT INTO open_shifts (week_starting, day_key, shift_date, start_minute, end_minute,
		    eligible, created_by, position_id, location_id, shift_type_id)
		SELECT w::date, d, dt::date, s, e, '{}', b, p, l, t
		FROM unnest($1::text[], $2::text[], $3::text[], $4::int[], $5::int[], $6::bigint[], $7::bigint[], $8::bigint[], $9::bigint[])
		     AS x(w, d, dt, s, e, b, p, l, t)
		RETURNING id`,
		pq.Array(weeks), pq.Array(days), pq.Array(dates), pq.Array(starts), pq.Array(ends), pq.Array(by),
		pq.Array(nullable(pos)), pq.Array(nullable(loc)), pq.Array(nullable(typ)))
	return ids, err
}

// nullable turns optional ids into what an array parameter with NULLs takes.
func nullable(ids []*int64) []sql.NullInt64 {
	out := make([]sql.NullInt64, len(ids))
	for i, id := range ids {
		if id != nil {
			out[i] = sql.NullInt64{Int64: *id, Valid: true}
		}
	}
	return out
}
