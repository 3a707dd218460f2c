package store

import (
	"context"
	"time"

	"github.com/lib/pq"

	"github.com/shiftsched/shiftsched/internal/domain"
)

// LateAfterMinutes returns how long after a shift's start a person not clocked in is late.
func (q Q) LateAfterMinutes(ctx context.Context) (int, error) {
	var n int
	err := q.get(ctx, &n, nil, `SELECT late_after_minutes FROM workplace_settings WHERE id`)
	return n, err
}

// SetLateAfterMinutes stores how long after a shift's start a person is late.
func (q Q) SetLateAfterMinutes(ctx context.Context, minutes int) error {
	_, err := q.exec(ctx, `UPDATE workplace_settings SET late_after_minutes = $1 WHERE id`, minutes)
	return err
}

// BoardRow is one line of a live board: a shift with the latest record matched to it,
// or an open record without a shift (ShiftID nil), and the location of either.
type BoardRow struct {
	ShiftID      *int64            `db:"shift_id"`
	UserID       int64             `db:"user_id"`
	UserName     string            `db:"user_name"`
	LocationID   *int64            `db:"location_id"`
	LocationName *string           `db:"location_name"`
	Date         *domain.Date      `db:"shift_date"`
	StartTime    *domain.TimeOfDay `db:"start_minute"`
	EndTime      *domain.TimeOfDay `db:"end_minute"`
	RecordID     *int64            `db:"record_id"`
	ClockIn      *time.Time        `db:"clock_in_at"`
	ClockOut     *time.Time        `db:"clock_out_at"`
	OnBreak      bool              `db:"on_break"`
}

// ClockBoard returns the shifts dated from..to at the locations (nil: every location,
// and shifts without one) with the latest record of each, and the open records there
// without a shift, in one statement.
func (q Q) ClockBoard(ctx context.Context, locations []int64, from, to domain.Date) ([]BoardRow, error) {
	out := []BoardRow{}
	var locs any
	if locations != nil {
		locs = pq.Array(locations)
	}
	err := q.sel(ctx, &out, `
		SELECT sh.id AS shift_id, sh.user_id, u.name AS user_name, sh.location_id, l.name AS location_name,
		       sh.shift_date, sh.start_minute, sh.end_minute, r.id AS record_id, r.clock_in_at, r.clock_out_at,
		       r.clock_out_at IS NULL AND EXISTS (SELECT 1 FROM time_breaks b WHERE b.record_id = r.id AND b.ended_at IS NULL) AS on_break
		FROM shifts sh JOIN users u ON u.id = sh.user_id LEFT JOIN locations l ON l.id = sh.location_id
		LEFT JOIN LATERAL (SELECT r.id, r.clock_in_at, r.clock_out_at FROM time_records r
		                   WHERE r.shift_id = sh.id ORDER BY r.clock_in_at DESC LIMIT 1) r ON true
		WHERE ($1::bigint[] IS NULL OR sh.location_id = ANY($1)) AND sh.shift_date BETWEEN $2 AND $3
		UNION ALL
		SELECT NULL, r.user_id, u.name, r.location_id, l.name, NULL, NULL, NULL, r.id, r.clock_in_at, r.clock_out_at,
		       EXISTS (SELECT 1 FROM time_breaks b WHERE b.record_id = r.id AND b.ended_at IS NULL)
		FROM time_records r JOIN users u ON u.id = r.user_id LEFT JOIN locations l ON l.id = r.location_id
		WHERE ($1::bigint[] IS NULL OR r.location_id = ANY($1)) AND r.clock_out_at IS NULL AND r.shift_id IS NULL
		ORDER BY shift_date NULLS LAST, start_minute, user_name, location_name`, locs, from, to)
	return out, err
}

// AlertCandidate is a shift dated in a sweep's range that nobody clocked in for yet.
type AlertCandidate struct {
	domain.Shift
	LocationName string `db:"location_name"`
}

// UnattendedShifts returns the shifts dated from..to without a time record and without
// a no-show alert, at locations where someone clocked in since usedSince (a workplace
// that does not use the time clock is not told that everyone is late).
func (q Q) UnattendedShifts(ctx context.Context, from, to domain.Date, usedSince time.Time) ([]AlertCandidate, error) {
	out := []AlertCandidate{}
	err := q.sel(ctx, &out, `
		SELECT sh.id, sh.schedule_id, sh.day_key, sh.shift_date, sh.start_minute, sh.end_minute,
		       sh.user_id, u.name AS user_name, sh.position, sh.version,
		       sh.position_id, sh.location_id, sh.shift_type_id, l.name AS location_name
		FROM shifts sh JOIN users u ON u.id = sh.user_id JOIN locations l ON l.id = sh.location_id
		WHERE sh.shift_date BETWEEN $1 AND $2 AND u.deleted_at IS NULL
		  AND NOT EXISTS (SELECT 1 FROM time_records r WHERE r.shift_id = sh.id)
		  AND NOT EXISTS (SELECT 1 FROM clock_alerts a WHERE a.shift_id = sh.id AND a.kind = 'no_show')
		  AND EXISTS (SELECT 1 FROM time_records r WHERE r.location_id = sh.location_id AND r.clock_in_at >= $3)
		ORDER BY sh.id`, from, to, usedSince)
	return out, err
}

// ClaimClockAlerts records the alerts (shift and kind, pairwise) not recorded yet and
// returns the index of each one this call recorded: the instance whose insert lands
// sends it, so that several instances sweeping at once send each alert once.
func (q Q) ClaimClockAlerts(ctx context.Context, shifts []int64, kinds []string, at time.Time) ([]int, error) {
	var claimed []int
	err := q.sel(ctx, &claimed, `
		WITH want AS (SELECT s, k, i FROM unnest($1::bigint[], $2::text[]) WITH ORDINALITY AS w (s, k, i)),
		ins AS (INSERT INTO clock_alerts (shift_id, kind, created_at)
		        SELECT s, k, $3 FROM want ORDER BY i ON CONFLICT DO NOTHING RETURNING shift_id, kind)
		SELECT (want.i - 1)::int FROM want JOIN ins ON ins.shift_id = want.s AND ins.kind = want.k ORDER BY want.i`,
		pq.Array(shifts), pq.Array(kinds), at)
	return claimed, err
}
