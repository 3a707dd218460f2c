package store

import (
	"context"
	"time"

	"github.com/lib/pq"

	"github.com/shiftsched/shiftsched/internal/domain"
)

// ClockSettings returns the workplace's clock-in window (minutes before a shift) and
// the hours after a shift's end when a forgotten clock-out is closed.
func (q Q) ClockSettings(ctx context.Context) (early, forgottenHours int, err error) {
	var row struct {
		Early int `db:"clock_in_early_minutes"`
		Hours int `db:"forgotten_clock_out_hours"`
	}
	err = q.get(ctx, &row, nil, `SELECT clock_in_early_minutes, forgotten_clock_out_hours FROM workplace_settings WHERE id`)
	return row.Early, row.Hours, err
}

// SetClockSettings stores the clock-in window and the forgotten clock-out delay.
func (q Q) SetClockSettings(ctx context.Context, early, forgottenHours int) error {
	_, err := q.exec(ctx, `UPDATE workplace_settings SET clock_in_early_minutes = $1, forgotten_clock_out_hours = $2 WHERE id`,
		early, forgottenHours)
	return err
}

// ClockShiftsOfUser returns the person's published shifts dated from..to inclusive.
func (q Q) ClockShiftsOfUser(ctx context.Context, userID int64, from, to domain.Date) ([]domain.Shift, error) {
	var out []domain.Shift
	err := q.sel(ctx, &out, scheduleShiftSelect+`
		WHERE sh.user_id = $1 AND sh.shift_date BETWEEN $2 AND $3
		ORDER BY sh.shift_date, sh.start_minute`, userID, from, to)
	return out, err
}

// OnlyLocationOf returns the person's location when they work at exactly one.
func (q Q) OnlyLocationOf(ctx context.Context, userID int64) (*int64, error) {
	var ids []int64
	if err := q.sel(ctx, &ids, `SELECT location_id FROM user_locations WHERE user_id = $1 LIMIT 2`, userID); err != nil {
		return nil, err
	}
	if len(ids) != 1 {
		return nil, nil
	}
	return &ids[0], nil
}

type clockRuleRow struct {
	domain.ClockRule
	Nets pq.StringArray `db:"networks"`
}

// ClockRule returns the location's on-site rule, nil when it has none.
func (q Q) ClockRule(ctx context.Context, locationID int64) (*domain.ClockRule, error) {
	var rows []clockRuleRow
	if err := q.sel(ctx, &rows, `
		SELECT location_id, latitude, longitude, radius_m, networks::text[] AS networks
		FROM location_clock_rules WHERE location_id = $1`, locationID); err != nil || len(rows) == 0 {
		return nil, err
	}
	r := rows[0].ClockRule
	r.Networks = rows[0].Nets
	return &r, nil
}

// SetClockRule replaces the location's on-site rule; nil removes it.
func (q Q) SetClockRule(ctx context.Context, locationID int64, r *domain.ClockRule) error {
	if r == nil {
		_, err := q.exec(ctx, `DELETE FROM location_clock_rules WHERE location_id = $1`, locationID)
		return err
	}
	nets := r.Networks
	if nets == nil {
		nets = []string{} // pq sends a nil slice as NULL
	}
	_, err := q.exec(ctx, `
		INSERT INTO location_clock_rules (location_id, latitude, longitude, radius_m, networks)
		VALUES ($1, $2, $3, $4, $5::cidr[])
		ON CONFLICT (location_id) DO UPDATE SET latitude = excluded.latitude, longitude = excluded.longitude,
		    radius_m = excluded.radius_m, networks = excluded.networks`,
		locationID, r.Latitude, r.Longitude, r.RadiusM, pq.Array(nets))
	return err
}

const timeRecordColumns = `r.id, r.user_id, u.name AS user_name, r.shift_id, r.shift_starts_at, r.shift_ends_at,
	r.location_id, r.clock_in_at, r.clock_out_at, r.source, r.kiosk_id, r.clock_out_source,
	r.latitude, r.longitude, r.accuracy_m, r.on_site, r.no_shift, r.off_site_clock_out, r.forgotten_clock_out,
	r.clock_out_reason, ` + lateMinutesColumn

// lateMinutesColumn is how many minutes after its shift started a record clocked in,
// when that is past the workplace's late minutes (null when on time or without a shift).
const lateMinutesColumn = `CASE WHEN r.clock_in_at > r.shift_starts_at
	    + make_interval(mins => (SELECT late_after_minutes FROM workplace_settings WHERE id))
	THEN floor(extract(epoch FROM r.clock_in_at - r.shift_starts_at) / 60)::int END AS late_minutes`

// ErrAlreadyClockedIn is the answer to a second clock-in while one is open: a double
// tap, or two devices at once. The database's partial unique index decides.
var ErrAlreadyClockedIn = domain.Errorf(domain.Conflict, "You are already clocked in.")

// InsertTimeRecord opens a time record; clientAddr "" stores none.
func (q Q) InsertTimeRecord(ctx context.Context, r domain.TimeRecord, clientAddr string) (*domain.TimeRecord, error) {
	var addr *string
	if clientAddr != "" {
		addr = &clientAddr
	}
	var id int64
	// A conflict returns no row: the person already has an open record.
	err := q.get(ctx, &id, ErrAlreadyClockedIn, `
		INSERT INTO time_records (user_id, shift_id, shift_starts_at, shift_ends_at, location_id, clock_in_at,
		    source, kiosk_id, latitude, longitude, accuracy_m, client_addr, on_site, no_shift)
		VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12::inet, $13, $14)
		ON CONFLICT (user_id) WHERE clock_out_at IS NULL DO NOTHING
		RETURNING id`,
		r.UserID, r.ShiftID, r.ShiftStartsAt, r.ShiftEndsAt, r.LocationID, r.ClockInAt, r.Source, r.KioskID,
		r.Latitude, r.Longitude, r.AccuracyM, addr, r.OnSite, r.NoShift)
	if err != nil {
		if IsUniqueViolation(err, "time_records_one_open") {
			return nil, ErrAlreadyClockedIn
		}
		return nil, err
	}
	return q.TimeRecord(ctx, id)
}

var errNoTimeRecord = domain.Errorf(domain.NotFound, "Time record not found.")

// TimeRecord returns one record with its breaks.
func (q Q) TimeRecord(ctx context.Context, id int64) (*domain.TimeRecord, error) {
	var r domain.TimeRecord
	if err := q.get(ctx, &r, errNoTimeRecord, `SELECT `+timeRecordColumns+`
		FROM time_records r JOIN users u ON u.id = r.user_id WHERE r.id = $1`, id); err != nil {
		return nil, err
	}
	err := q.sel(ctx, &r.Breaks, `SELECT id, record_id, started_at, ended_at FROM time_breaks WHERE record_id = $1 ORDER BY started_at, id`, id)
	return &r, err
}

// OpenTimeRecord returns the person's open record, locked for the change, or nil.
func (q Q) OpenTimeRecord(ctx context.Context, userID int64) (*domain.TimeRecord, error) {
	var ids []int64
	if err := q.sel(ctx, &ids, `SELECT id FROM time_records WHERE user_id = $1 AND clock_out_at IS NULL FOR UPDATE`, userID); err != nil || len(ids) == 0 {
		return nil, err
	}
	return q.TimeRecord(ctx, ids[0])
}

// LastTimeRecord returns the person's latest record (open or not), or nil.
func (q Q) LastTimeRecord(ctx context.Context, userID int64) (*domain.TimeRecord, error) {
	var ids []int64
	if err := q.sel(ctx, &ids, `SELECT id FROM time_records WHERE user_id = $1 ORDER BY clock_in_at DESC, id DESC LIMIT 1`, userID); err != nil || len(ids) == 0 {
		return nil, err
	}
	return q.TimeRecord(ctx, ids[0])
}

// CloseTimeRecord clocks an open record out at at, ending a running break with it, and
// keeps why (nil: no reason given).
func (q Q) CloseTimeRecord(ctx context.Context, id int64, at time.Time, source domain.ClockSource, offSite bool, reason *string) error {
	_, err := q.exec(ctx, `
		WITH br AS (UPDATE time_breaks SET ended_at = $2 WHERE record_id = $1 AND ended_at IS NULL)
		UPDATE time_records SET clock_out_at = $2, clock_out_source = $3, off_site_clock_out = $4, clock_out_reason = $5
		WHERE id = $1 AND clock_out_at IS NULL`, id, at, source, offSite, reason)
	return err
}

// StartBreak starts a break in the record; the partial unique index keeps one open.
func (q Q) StartBreak(ctx context.Context, recordID int64, at time.Time) error {
	_, err := q.exec(ctx, `INSERT INTO time_breaks (record_id, started_at) VALUES ($1, $2)`, recordID, at)
	if IsUniqueViolation(err, "time_breaks_one_open") {
		return domain.Errorf(domain.Conflict, "You are already on a break.")
	}
	return err
}

// EndBreak ends the record's running break; false when none was running.
func (q Q) EndBreak(ctx context.Context, recordID int64, at time.Time) (bool, error) {
	n, err := q.exec(ctx, `UPDATE time_breaks SET ended_at = $2 WHERE record_id = $1 AND ended_at IS NULL`, recordID, at)
	return n > 0, err
}

// TimeRecordsOfUser returns the person's records that began in [from, to), oldest first.
func (q Q) TimeRecordsOfUser(ctx context.Context, userID int64, from, to time.Time) ([]domain.TimeRecord, error) {
	var out []domain.TimeRecord
	if err := q.sel(ctx, &out, `SELECT `+timeRecordColumns+`
		FROM time_records r JOIN users u ON u.id = r.user_id
		WHERE r.user_id = $1 AND r.clock_in_at >= $2 AND r.clock_in_at < $3
		ORDER BY r.clock_in_at, r.id`, userID, from, to); err != nil || len(out) == 0 {
		return out, err
	}
	ids := make([]int64, len(out))
	at := map[int64]int{}
	for i, r := range out {
		ids[i], at[r.ID] = r.ID, i
	}
	var breaks []domain.TimeBreak
	if err := q.sel(ctx, &breaks, `SELECT id, record_id, started_at, ended_at FROM time_breaks
		WHERE record_id = ANY($1) ORDER BY started_at, id`, pq.Array(ids)); err != nil {
		return nil, err
	}
	for _, b := range breaks {
		out[at[b.RecordID]].Breaks = append(out[at[b.RecordID]].Breaks, b)
	}
	return out, nil
}

// CloseForgottenClockOuts closes at most limit records still open the workplace's
// forgotten-clock-out hours after their shift ended, at the shift's end, and flags
// them. Rows another instance is closing are skipped, so each is closed once.
func (q Q) CloseForgottenClockOuts(ctx context.Context, now time.Time, limit int) ([]domain.TimeRecord, error) {
	var out []domain.TimeRecord
	err := q.sel(ctx, &out, `
		WITH due AS (
		    SELECT r.id, greatest(r.clock_in_at, r.shift_ends_at) AS closed_at FROM time_records r
		    WHERE r.clock_out_at IS NULL AND r.shift_ends_at IS NOT NULL
		      AND r.shift_ends_at + make_interval(hours => (SELECT forgotten_clock_out_hours FROM workplace_settings WHERE id)) <= $1
		    ORDER BY r.shift_ends_at LIMIT $2 FOR UPDATE SKIP LOCKED),
		br AS (
		    UPDATE time_breaks b SET ended_at = greatest(b.started_at, due.closed_at)
		    FROM due WHERE b.record_id = due.id AND b.ended_at IS NULL),
		r AS (
		    UPDATE time_records r SET clock_out_at = due.closed_at, clock_out_source = 'sweep', forgotten_clock_out = true
		    FROM due WHERE r.id = due.id RETURNING r.*)
		SELECT `+timeRecordColumns+` FROM r JOIN users u ON u.id = r.user_id ORDER BY r.id`, now, limit)
	return out, err
}

// SetPIN stores the person's kiosk PIN hash.
func (q Q) SetPIN(ctx context.Context, userID int64, hash string, at time.Time) error {
	_, err := q.exec(ctx, `
		INSERT INTO user_pins (user_id, pin_hash, set_at) VALUES ($1, $2, $3)
		ON CONFLICT (user_id) DO UPDATE SET pin_hash = excluded.pin_hash, set_at = excluded.set_at`, userID, hash, at)
	return err
}

// PINHash returns the person's PIN hash, "" when they set none.
func (q Q) PINHash(ctx context.Context, userID int64) (string, error) {
	var hashes []string
	err := q.sel(ctx, &hashes, `SELECT pin_hash FROM user_pins WHERE user_id = $1`, userID)
	if err != nil || len(hashes) == 0 {
		return "", err
	}
	return hashes[0], nil
}

// HasPIN reports whether the person set a PIN.
func (q Q) HasPIN(ctx context.Context, userID int64) (bool, error) {
	h, err := q.PINHash(ctx, userID)
	return h != "", err
}

const kioskColumns = `k.id, k.location_id, l.name AS location_name, k.name, k.hint, k.created_at, k.revoked_at`

var errKioskNotFound = domain.Errorf(domain.NotFound, "Kiosk not found.")

// CreateKiosk stores a kiosk under the hash of its credential.
func (q Q) CreateKiosk(ctx context.Context, k domain.Kiosk, secretHash []byte, by int64) (*domain.Kiosk, error) {
	var id int64
	if err := q.get(ctx, &id, nil, `
		INSERT INTO kiosks (location_id, name, secret_hash, hint, created_by, created_at)
		VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
		k.LocationID, k.Name, secretHash, k.Hint, by, k.CreatedAt); err != nil {
		return nil, err
	}
	return q.Kiosk(ctx, id)
}

// Kiosk returns one kiosk.
func (q Q) Kiosk(ctx context.Context, id int64) (*domain.Kiosk, error) {
	var k domain.Kiosk
	err := q.get(ctx, &k, errKioskNotFound, `SELECT `+kioskColumns+` FROM kiosks k JOIN locations l ON l.id = k.location_id WHERE k.id = $1`, id)
	return &k, err
}

// Kiosks returns the kiosks not revoked, by location and name.
func (q Q) Kiosks(ctx context.Context) ([]domain.Kiosk, error) {
	var out []domain.Kiosk
	err := q.sel(ctx, &out, `SELECT `+kioskColumns+` FROM kiosks k JOIN locations l ON l.id = k.location_id
		WHERE k.revoked_at IS NULL ORDER BY l.name, k.name, k.id`)
	return out, err
}

// KioskBySecret returns the live kiosk with this credential hash.
func (q Q) KioskBySecret(ctx context.Context, secretHash []byte) (*domain.Kiosk, error) {
	var k domain.Kiosk
	err := q.get(ctx, &k, errKioskNotFound, `SELECT `+kioskColumns+` FROM kiosks k JOIN locations l ON l.id = k.location_id
		WHERE k.secret_hash = $1 AND k.revoked_at IS NULL`, secretHash)
	return &k, err
}

// RevokeKiosk ends a kiosk's credential at once.
func (q Q) RevokeKiosk(ctx context.Context, id int64, at time.Time) error {
	n, err := q.exec(ctx, `UPDATE kiosks SET revoked_at = $2 WHERE id = $1 AND revoked_at IS NULL`, id, at)
	if err == nil && n == 0 {
		return errKioskNotFound
	}
	return err
}

// KioskPerson is someone a kiosk lists: on shift at its location on the given days.
type KioskPerson struct {
	UserID int64  `db:"user_id"`
	Name   string `db:"name"`
}

// PeopleOnShiftAt returns the people with a shift at the location dated from..to, by name.
func (q Q) PeopleOnShiftAt(ctx context.Context, locationID int64, from, to domain.Date) ([]KioskPerson, error) {
	var out []KioskPerson
	err := q.sel(ctx, &out, `
		SELECT DISTINCT u.id AS user_id, u.name FROM shifts sh JOIN users u ON u.id = sh.user_id
		WHERE sh.location_id = $1 AND sh.shift_date BETWEEN $2 AND $3 AND u.deleted_at IS NULL
		ORDER BY u.name, u.id`, locationID, from, to)
	return out, err
}
