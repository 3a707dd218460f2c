package store_test

import (
	"context"
	"database/sql"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/jmoiron/sqlx"
	"github.com/lib/pq"

	"github.com/shiftsched/shiftsched/devtools/dbtest"
)

// The references from and to shifts are kept by statement-level triggers (migration
// 0039), not foreign keys. These tests hold the triggers to what the foreign keys did.

// refs is a database with a user, a week and two of the user's shifts in it.
type refs struct {
	db                   *sqlx.DB
	user, sched          int64
	shiftA, shiftB       int64
	position, location   int64
	shiftType, otherUser int64
}

func newRefs(t *testing.T) *refs {
	t.Helper()
	db, err := sqlx.Open("postgres", dbtest.NewURL(t))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	r := &refs{db: db}
	r.user = r.id(t, `INSERT INTO users (name, email, role, password_hash) VALUES ('Ann', 'ann@example.com', 'employee', 'x') RETURNING id`)
	r.otherUser = r.id(t, `INSERT INTO users (name, email, role, password_hash) VALUES ('Bo', 'bo@example.com', 'employee', 'x') RETURNING id`)
	r.sched = r.id(t, `INSERT INTO schedules (week_starting) VALUES ('2030-01-04') RETURNING id`)
	r.position = r.id(t, `INSERT INTO positions (name, colour) VALUES ('Cashier', '#112233') RETURNING id`)
	r.location = r.id(t, `INSERT INTO locations (name) VALUES ('Main street') RETURNING id`)
	r.shiftType = r.id(t, `INSERT INTO shift_types (name, start_minute, end_minute) VALUES ('Early', 360, 840) RETURNING id`)
	r.shiftA = r.shift(t, r.user)
	r.shiftB = r.shift(t, r.otherUser)
	return r
}

func (r *refs) id(t *testing.T, query string, args ...any) int64 {
	t.Helper()
	var id int64
	if err := r.db.QueryRow(query, args...).Scan(&id); err != nil {
		t.Fatalf("%s: %v", query, err)
	}
	return id
}

func (r *refs) shift(t *testing.T, user int64) int64 {
	t.Helper()
	return r.id(t, `INSERT INTO shifts (schedule_id, day_key, shift_date, user_id, start_minute, end_minute)
		VALUES ($1, 'friday', '2030-01-04', $2, 540, 1020) RETURNING id`, r.sched, user)
}

func (r *refs) exec(t *testing.T, query string, args ...any) {
	t.Helper()
	if _, err := r.db.Exec(query, args...); err != nil {
		t.Fatalf("%s: %v", query, err)
	}
}

// mustRefuse runs query and requires PostgreSQL's foreign_key_violation, as a foreign key
// would have raised (the server tells "it was just put to use" by that code).
func mustRefuse(t *testing.T, ex sqlx.Execer, query string, args ...any) {
	t.Helper()
	_, err := ex.Exec(query, args...)
	var pqErr *pq.Error
	if !errors.As(err, &pqErr) || pqErr.Code != "23503" {
		t.Fatalf("%s: want foreign_key_violation (23503), got %v", query, err)
	}
}

// shiftReferrer is a column that names a shift, and how to write a row naming shift $1
// ($2 is a user, $3 a week's schedule, $4 another user; the statements mention each, as
// PostgreSQL must know every parameter's type) that returns its key.
type shiftReferrer struct {
	table, column string
	cascade       bool // removing the shift removes the row; otherwise the column is set NULL
	insert        string
	key           string // the column insert returns
}

var shiftReferrers = []shiftReferrer{
	{"swap_requests", "a_shift_id", false, `INSERT INTO swap_requests (a_shift_id, requester_id, target_id,
		a_schedule_id, a_day_key, a_date, a_start_minute, a_end_minute, b_schedule_id, b_day_key, b_date, b_start_minute, b_end_minute)
		VALUES ($1, $2, $4, $3, 'friday', '2030-01-04', 540, 1020, $3, 'friday', '2030-01-04', 540, 1020) RETURNING id`, "id"},
	{"swap_requests", "b_shift_id", false, `INSERT INTO swap_requests (b_shift_id, requester_id, target_id,
		a_schedule_id, a_day_key, a_date, a_start_minute, a_end_minute, b_schedule_id, b_day_key, b_date, b_start_minute, b_end_minute)
		VALUES ($1, $2, $4, $3, 'friday', '2030-01-04', 540, 1020, $3, 'friday', '2030-01-04', 540, 1020) RETURNING id`, "id"},
	{"open_shifts", "shift_id", false, `INSERT INTO open_shifts (shift_id, week_starting, day_key, shift_date, start_minute, end_minute, created_by)
		SELECT $1, '2030-01-04', 'friday', '2030-01-04', 540, 1020, $2 WHERE $3::bigint > 0 AND $4::bigint > 0 RETURNING id`, "id"},
	// One open record a person: each row is clocked in by a new person.
	{"time_records", "shift_id", false, `WITH u AS (
			INSERT INTO users (name, email, role, password_hash)
			SELECT 'Clocked', gen_random_uuid() || '@example.com', 'employee', 'x' WHERE $2::bigint > 0 AND $3::bigint > 0 AND $4::bigint > 0
			RETURNING id)
		INSERT INTO time_records (shift_id, user_id, clock_in_at, source, no_shift, shift_starts_at)
		SELECT $1, u.id, now(), 'device', false, now() FROM u RETURNING id`, "id"},
	{"clock_alerts", "shift_id", true, `INSERT INTO clock_alerts (shift_id, kind, created_at)
		SELECT $1, 'late', now() WHERE $2::bigint > 0 AND $3::bigint > 0 AND $4::bigint > 0 RETURNING shift_id`, "shift_id"},
}

// timeRecords is the time_records column of shiftReferrers.
var timeRecords = shiftReferrers[3]

func (r *refs) naming(t *testing.T, ref shiftReferrer, shift int64) int64 {
	t.Helper()
	return r.id(t, ref.insert, shift, r.user, r.sched, r.otherUser)
}

// Removing a shift does to what names it what ON DELETE SET NULL and CASCADE did, also
// when one statement removes several shifts that one row names twice.
func TestRemovingAShiftReachesEverythingThatNamesIt(t *testing.T) {
	t.Parallel()
	r := newRefs(t)
	for _, ref := range shiftReferrers {
		row := r.naming(t, ref, r.shiftA)
		kept := r.naming(t, ref, r.shiftB)
		r.exec(t, `DELETE FROM shifts WHERE id = $1`, r.shiftA)
		var named sql.NullInt64
		err := r.db.QueryRow(`SELECT `+ref.column+` FROM `+ref.table+` WHERE `+ref.key+` = $1`, row).Scan(&named)
		switch {
		case ref.cascade && !errors.Is(err, sql.ErrNoRows):
			t.Errorf("%s.%s: the row naming a removed shift is still there (%v)", ref.table, ref.column, err)
		case !ref.cascade && (err != nil || named.Valid):
			t.Errorf("%s.%s: after the shift went it names %v (%v), want NULL", ref.table, ref.column, named, err)
		}
		if err := r.db.QueryRow(`SELECT `+ref.column+` FROM `+ref.table+` WHERE `+ref.key+` = $1`, kept).Scan(&named); err != nil || named.Int64 != r.shiftB {
			t.Errorf("%s.%s: a row naming another shift changed: %v (%v)", ref.table, ref.column, named, err)
		}
		r.shiftA = r.shift(t, r.user)
	}

	both := r.id(t, `INSERT INTO swap_requests (a_shift_id, b_shift_id, requester_id, target_id,
		a_schedule_id, a_day_key, a_date, a_start_minute, a_end_minute, b_schedule_id, b_day_key, b_date, b_start_minute, b_end_minute)
		VALUES ($1, $2, $3, $4, $5, 'friday', '2030-01-04', 540, 1020, $5, 'friday', '2030-01-04', 540, 1020) RETURNING id`,
		r.shiftA, r.shiftB, r.user, r.otherUser, r.sched)
	r.exec(t, `DELETE FROM shifts WHERE id IN ($1, $2)`, r.shiftA, r.shiftB)
	var a, b sql.NullInt64
	if err := r.db.QueryRow(`SELECT a_shift_id, b_shift_id FROM swap_requests WHERE id = $1`, both).Scan(&a, &b); err != nil || a.Valid || b.Valid {
		t.Errorf("a swap of two removed shifts names %v and %v (%v), want NULL and NULL", a, b, err)
	}
}

// What names a shift names one that exists, when written and when changed; NULL names none.
func TestWhatNamesAShiftNamesOneThatExists(t *testing.T) {
	t.Parallel()
	r := newRefs(t)
	gone := r.shift(t, r.user)
	r.exec(t, `DELETE FROM shifts WHERE id = $1`, gone)
	for _, ref := range shiftReferrers {
		mustRefuse(t, r.db, ref.insert, gone, r.user, r.sched, r.otherUser)
		row := r.naming(t, ref, r.shiftA)
		mustRefuse(t, r.db, `UPDATE `+ref.table+` SET `+ref.column+` = $2 WHERE `+ref.key+` = $1`, row, gone)
		r.exec(t, `UPDATE `+ref.table+` SET `+ref.column+` = $2 WHERE `+ref.key+` = $1`, row, r.shiftB)
		if !ref.cascade {
			r.exec(t, `UPDATE `+ref.table+` SET `+ref.column+` = NULL WHERE `+ref.key+` = $1`, row)
		}
	}
}

// A shift names an existing week, person, position, location and shift type, when
// written and when changed.
func TestAShiftNamesRowsThatExist(t *testing.T) {
	t.Parallel()
	r := newRefs(t)
	insert := `INSERT INTO shifts (schedule_id, day_key, shift_date, user_id, start_minute, end_minute, position_id, location_id, shift_type_id)
		VALUES ($1, 'friday', '2030-01-04', $2, 540, 1020, $3, $4, $5)`
	r.exec(t, insert, r.sched, r.user, r.position, r.location, r.shiftType)
	r.exec(t, insert, r.sched, r.user, nil, nil, nil)
	const missing = 999999
	mustRefuse(t, r.db, insert, missing, r.user, nil, nil, nil)
	mustRefuse(t, r.db, insert, r.sched, missing, nil, nil, nil)
	mustRefuse(t, r.db, insert, r.sched, r.user, missing, nil, nil)
	mustRefuse(t, r.db, insert, r.sched, r.user, nil, missing, nil)
	mustRefuse(t, r.db, insert, r.sched, r.user, nil, nil, missing)
	for _, col := range []string{"schedule_id", "user_id", "position_id", "location_id", "shift_type_id"} {
		mustRefuse(t, r.db, `UPDATE shifts SET `+col+` = $2 WHERE id = $1`, r.shiftA, missing)
	}
	r.exec(t, `UPDATE shifts SET user_id = $2, position_id = $3 WHERE id = $1`, r.shiftA, r.otherUser, r.position)
}

// Removing a week removes its shifts (and what names them follows); a person, position,
// location or shift type a shift names cannot be removed, one no shift names can.
func TestRemovingWhatAShiftNames(t *testing.T) {
	t.Parallel()
	r := newRefs(t)
	record := r.naming(t, timeRecords, r.shiftA)
	r.exec(t, `UPDATE shifts SET position_id = $2, location_id = $3, shift_type_id = $4 WHERE id = $1`,
		r.shiftB, r.position, r.location, r.shiftType)
	for _, del := range []struct {
		table string
		id    int64
	}{{"users", r.user}, {"positions", r.position}, {"locations", r.location}, {"shift_types", r.shiftType}} {
		mustRefuse(t, r.db, `DELETE FROM `+del.table+` WHERE id = $1`, del.id)
	}
	unused := r.id(t, `INSERT INTO positions (name, colour) VALUES ('Unused', '#445566') RETURNING id`)
	r.exec(t, `DELETE FROM positions WHERE id = $1`, unused)

	r.exec(t, `DELETE FROM schedules WHERE id = $1`, r.sched)
	var left int
	if err := r.db.Get(&left, `SELECT count(*) FROM shifts WHERE schedule_id = $1`, r.sched); err != nil || left != 0 {
		t.Errorf("removing a week left %d of its shifts (%v)", left, err)
	}
	var named sql.NullInt64
	if err := r.db.Get(&named, `SELECT shift_id FROM time_records WHERE id = $1`, record); err != nil || named.Valid {
		t.Errorf("a time record names %v (%v) after its week went, want NULL", named, err)
	}
}

// No foreign key guards these ids any more: they cannot change, and the tables cannot be
// truncated from under what names their rows.
func TestNamedShiftsAndWeeksKeepTheirIDs(t *testing.T) {
	t.Parallel()
	r := newRefs(t)
	mustRefuse(t, r.db, `UPDATE shifts SET id = DEFAULT WHERE id = $1`, r.shiftA)
	mustRefuse(t, r.db, `UPDATE schedules SET id = DEFAULT WHERE id = $1`, r.sched)
	mustRefuse(t, r.db, `TRUNCATE shifts CASCADE`)
	mustRefuse(t, r.db, `TRUNCATE schedules CASCADE`)
}

// A row naming a shift and the shift's removal race as they did with a foreign key: the
// first to lock wins. A removal waits for the transaction that named the shift and then
// reaches its row; a row written after the removal locked the shift fails once the
// removal commits. Likewise a position a new shift names cannot be removed meanwhile.
func TestNamingAndRemovingRace(t *testing.T) {
	t.Parallel()
	r := newRefs(t)
	ref := timeRecords
	ctx := context.Background()

	// The naming transaction first: the removal waits, then sets the new row's column NULL.
	naming := begin(t, r.db)
	row := idIn(t, naming, ref.insert, r.shiftA, r.user, r.sched, r.otherUser)
	removal := async(r.db, `DELETE FROM shifts WHERE id = $1`, r.shiftA)
	dbtest.WaitForLockWait(t, r.db)
	if err := naming.Commit(); err != nil {
		t.Fatal(err)
	}
	if err := <-removal; err != nil {
		t.Fatalf("the removal after a committed referrer: %v", err)
	}
	var named sql.NullInt64
	if err := r.db.GetContext(ctx, &named, `SELECT shift_id FROM time_records WHERE id = $1`, row); err != nil || named.Valid {
		t.Errorf("a row named a shift while it was being removed: it names %v (%v), want NULL", named, err)
	}

	// The removal first: the naming insert waits, then fails.
	remover := begin(t, r.db)
	if _, err := remover.Exec(`DELETE FROM shifts WHERE id = $1`, r.shiftB); err != nil {
		t.Fatal(err)
	}
	insert := async(r.db, ref.insert, r.shiftB, r.user, r.sched, r.otherUser)
	dbtest.WaitForLockWait(t, r.db)
	if err := remover.Commit(); err != nil {
		t.Fatal(err)
	}
	var pqErr *pq.Error
	if err := <-insert; !errors.As(err, &pqErr) || pqErr.Code != "23503" {
		t.Errorf("naming a shift removed meanwhile: want foreign_key_violation, got %v", err)
	}

	// A new shift's position, removed meanwhile: the removal waits, then fails.
	writer := begin(t, r.db)
	if _, err := writer.Exec(`INSERT INTO shifts (schedule_id, day_key, shift_date, user_id, start_minute, end_minute, position_id)
		VALUES ($1, 'friday', '2030-01-04', $2, 540, 1020, $3)`, r.sched, r.user, r.position); err != nil {
		t.Fatal(err)
	}
	positionGone := async(r.db, `DELETE FROM positions WHERE id = $1`, r.position)
	dbtest.WaitForLockWait(t, r.db)
	if err := writer.Commit(); err != nil {
		t.Fatal(err)
	}
	if err := <-positionGone; !errors.As(err, &pqErr) || pqErr.Code != "23503" {
		t.Errorf("removing a position a new shift named meanwhile: want foreign_key_violation, got %v", err)
	}
}

func begin(t *testing.T, db *sqlx.DB) *sqlx.Tx {
	t.Helper()
	tx, err := db.Beginx()
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { tx.Rollback() })
	return tx
}

func idIn(t *testing.T, tx *sqlx.Tx, query string, args ...any) int64 {
	t.Helper()
	var id int64
	if err := tx.QueryRow(query, args...).Scan(&id); err != nil {
		t.Fatalf("%s: %v", query, err)
	}
	return id
}

// async runs query on a connection of its own and reports how it ended.
func async(db *sqlx.DB, query string, args ...any) <-chan error {
	done := make(chan error, 1)
	go func() {
		_, err := db.Exec(query, args...)
		done <- err
	}()
	return done
}

// Removing a shift finds what names it by an index on each naming column: a republished
// week removes 280 shifts.
func TestEveryColumnNamingAShiftIsIndexed(t *testing.T) {
	t.Parallel()
	r := newRefs(t)
	for _, ref := range shiftReferrers {
		var defs []string
		if err := r.db.Select(&defs, `SELECT pg_get_indexdef(i.indexrelid) FROM pg_index i
			JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = i.indkey[0]
			WHERE i.indrelid = $1::regclass AND a.attname = $2
			  AND (i.indpred IS NULL OR pg_get_expr(i.indpred, i.indrelid) = '(' || quote_ident(a.attname) || ' IS NOT NULL)')`,
			ref.table, ref.column); err != nil {
			t.Fatal(err)
		}
		if len(defs) == 0 {
			t.Errorf("no index leads with %s.%s: removing shifts would scan %s", ref.table, ref.column, ref.table)
		}
	}
	// The list above is every column that names a shift by the triggers.
	var src string
	if err := r.db.Get(&src, `SELECT prosrc FROM pg_proc WHERE proname = 'shifts_removed'`); err != nil {
		t.Fatal(err)
	}
	if n := strings.Count(src, " IN (SELECT id FROM removed)"); n != len(shiftReferrers) {
		t.Errorf("shifts_removed reaches %d columns; the tests know %d", n, len(shiftReferrers))
	}
}

// A worked shift can still be removed (a week republished without it, its person
// deleted): its closed time record, which refuses every other change, forgets the shift
// and keeps what the clock said.
func TestAClosedTimeRecordForgetsItsRemovedShift(t *testing.T) {
	t.Parallel()
	r := newRefs(t)
	rec := r.id(t, `INSERT INTO time_records (shift_id, user_id, clock_in_at, clock_out_at, clock_out_source, source, no_shift, shift_starts_at)
		VALUES ($1, $2, '2030-01-04 09:00Z', '2030-01-04 17:00Z', 'device', 'device', false, '2030-01-04 09:00Z') RETURNING id`,
		r.shiftA, r.user)
	r.exec(t, `DELETE FROM shifts WHERE id = $1`, r.shiftA)
	var got struct {
		Shift   sql.NullInt64 `db:"shift_id"`
		In      time.Time     `db:"clock_in_at"`
		Out     time.Time     `db:"clock_out_at"`
		Starts  time.Time     `db:"shift_starts_at"`
		NoShift bool          `db:"no_shift"`
	}
	if err := r.db.Get(&got, `SELECT shift_id, clock_in_at, clock_out_at, shift_starts_at, no_shift FROM time_records WHERE id = $1`, rec); err != nil {
		t.Fatal(err)
	}
	want := time.Date(2030, 1, 4, 9, 0, 0, 0, time.UTC)
	if got.Shift.Valid || !got.In.Equal(want) || !got.Out.Equal(want.Add(8*time.Hour)) || !got.Starts.Equal(want) || got.NoShift {
		t.Errorf("the closed record became %+v", got)
	}
	for _, change := range []string{`shift_id = $2`, `clock_out_at = clock_out_at + interval '1 hour'`, `shift_id = NULL, forgotten_clock_out = NOT forgotten_clock_out`} {
		if _, err := r.db.Exec(`UPDATE time_records SET `+change+` WHERE id = $1`, rec, r.shiftB); err == nil {
			t.Errorf("a closed record took %s", change)
		}
	}
}
