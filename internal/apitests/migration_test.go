package apitests_test

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/jmoiron/sqlx"

	"github.com/shiftsched/shiftsched/devtools/apptest"
	"github.com/shiftsched/shiftsched/devtools/dbtest"
	"github.com/shiftsched/shiftsched/devtools/devdb"
	"github.com/shiftsched/shiftsched/internal/auth"
	"github.com/shiftsched/shiftsched/internal/store"
)

// beforeWorkplaceStructure is the last migration of the release before locations and
// positions.
const beforeWorkplaceStructure = "0015_delivery_security.sql"

// workplaceData is a workplace as the release before locations left it: people, two
// published weeks (one shift changed since, so its version moved), a draft changing one
// shift and adding one, and an open shift. Fixed times keep both databases' answers
// byte for byte comparable.
const workplaceData = `
	INSERT INTO users (name, email, role, password_hash, created_at, updated_at) VALUES
	    ('Mia Manager', 'mia@example.com', 'manager', $1, '2026-11-01', '2026-11-01'),
	    ('Eve Early', 'eve@example.com', 'employee', $1, '2026-11-01', '2026-11-01'),
	    ('Bob Busy', 'bob@example.com', 'employee', $1, '2026-11-01', '2026-11-01');
	INSERT INTO schedules (week_starting, created_at, updated_at) VALUES
	    ('2026-11-20', '2026-11-10', '2026-11-10'), ('2026-11-27', '2026-11-11', '2026-11-11');
	INSERT INTO shifts (schedule_id, day_key, shift_date, user_id, start_minute, end_minute, position) VALUES
	    (1, 'friday', '2026-11-20', 2, 540, 1020, 0), (1, 'saturday', '2026-11-21', 3, 1320, 360, 0),
	    (2, 'friday', '2026-11-27', 2, 540, 1020, 0), (2, 'sunday', '2026-11-29', 3, 600, 960, 0);
	UPDATE shifts SET start_minute = 600 WHERE id = 1;
	INSERT INTO schedule_drafts (week_starting, created_at, updated_at) VALUES ('2026-11-27', '2026-11-12', '2026-11-12');
	INSERT INTO draft_shifts (shift_id, week_starting, op, day_key, shift_date, user_id, start_minute, end_minute, updated_at) VALUES
	    (3, '2026-11-27', 'change', 'friday', '2026-11-27', 3, 540, 1020, '2026-11-12'),
	    (nextval(pg_get_serial_sequence('shifts', 'id')), '2026-11-27', 'add', 'monday', '2026-11-30', 2, 480, 960, '2026-11-12');
	INSERT INTO open_shifts (week_starting, day_key, shift_date, start_minute, end_minute, created_by, created_at, updated_at) VALUES
	    ('2026-11-27', 'tuesday', '2026-12-01', 600, 840, 1, '2026-11-12', '2026-11-12');`

// withHash puts the password hash (a bcrypt string, no quotes) into the data: several
// statements in one Exec cannot take parameters.
func withHash(sql, hash string) string { return strings.ReplaceAll(sql, "$1", "'"+hash+"'") }

// workplaceReads are what the migration must not change, over both doors.
var workplaceReads = []struct{ name, rest, gql string }{
	{name: "REST week Nov 20", rest: "/api/schedules/week?date=2026-11-20"},
	{name: "REST week Nov 27", rest: "/api/schedules/week?date=2026-11-27"},
	{name: "GraphQL weeks", gql: `{ a: week(date: "2026-11-20") { weekStarting schedule { id days { key shifts { id scheduleId dayKey date startTime endTime userId userName } } } }
		b: week(date: "2026-11-27") { weekStarting schedule { id days { key shifts { id dayKey date startTime endTime userId userName } } } } }`},
	{name: "GraphQL draft", gql: `{ weekDraft(weekStarting: "2026-11-27") { ` + draftFields + ` } }`},
	{name: "GraphQL open shifts", gql: `{ openShifts { id status weekStarting dayKey date startTime endTime published } }`},
}

// readWorkplace signs in as the manager and as Eve and returns every read's answer.
func readWorkplace(t *testing.T, app *apptest.App) map[string]string {
	t.Helper()
	out := map[string]string{}
	for _, who := range []string{"mia", "eve"} {
		token := app.Login(who+"@example.com", "secret123")
		for _, r := range workplaceReads {
			if r.rest != "" {
				res := app.Do("GET", r.rest, token, nil)
				out[who+" "+r.name] = string(res.Raw)
				continue
			}
			res := app.GQL(token, r.gql, nil)
			out[who+" "+r.name] = string(res.Raw)
		}
	}
	return out
}

// shiftVersions reads every published shift's id and version.
func shiftVersions(t *testing.T, db *sqlx.DB) string {
	t.Helper()
	var rows []string
	if err := db.Select(&rows, `SELECT id || ':' || version FROM shifts ORDER BY id`); err != nil {
		t.Fatal(err)
	}
	return strings.Join(rows, ",")
}

func TestAWorkplaceMigratedToLocationsReadsEveryWeekAsBeforeOverBothDoors(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	hash, err := auth.HashPassword("secret123")
	if err != nil {
		t.Fatal(err)
	}

	// The old release's database: migrated through 0015, then the data, then the rest.
	admin, err := sqlx.Open("postgres", dbtest.AdminURL(t))
	if err != nil {
		t.Fatal(err)
	}
	defer admin.Close()
	name := fmt.Sprintf("migr_%d", time.Now().UnixNano())
	if _, err := admin.Exec(`CREATE DATABASE ` + name); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { admin.Exec(`DROP DATABASE IF EXISTS ` + name + ` WITH (FORCE)`) })
	dsn := devdb.WithDatabase(dbtest.AdminURL(t), name)
	old, err := store.Open(ctx, dsn)
	if err != nil {
		t.Fatal(err)
	}
	defer old.Close()
	if err := store.MigrateThrough(ctx, old.DB, beforeWorkplaceStructure); err != nil {
		t.Fatal(err)
	}
	if _, err := old.DB.Exec(`SELECT 1 FROM locations`); err == nil {
		t.Fatal("the database at 0015 already has locations")
	}
	if _, err := old.DB.Exec(withHash(workplaceData, hash)); err != nil {
		t.Fatal(err)
	}
	versionsBefore := shiftVersions(t, old.DB)
	if err := store.Migrate(ctx, old.DB); err != nil {
		t.Fatal(err)
	}
	if got := shiftVersions(t, old.DB); got != versionsBefore {
		t.Fatalf("shift versions moved in the migration: %s, then %s", versionsBefore, got)
	}
	var unplaced int
	if err := old.DB.Get(&unplaced, `
		SELECT (SELECT count(*) FROM shifts WHERE location_id IS NULL) + (SELECT count(*) FROM draft_shifts WHERE location_id IS NULL)
		     + (SELECT count(*) FROM open_shifts WHERE location_id IS NULL)
		     + (SELECT count(*) FROM users u WHERE NOT EXISTS (SELECT 1 FROM user_locations l WHERE l.user_id = u.id))`); err != nil {
		t.Fatal(err)
	}
	if unplaced != 0 {
		t.Fatalf("%d people or shifts are outside the Main location", unplaced)
	}
	migrated := readWorkplace(t, apptest.New(t, apptest.Options{DSN: dsn}))

	// The same data written into a database that never lacked locations.
	fresh := apptest.New(t)
	if _, err := fresh.Store.DB.Exec(withHash(workplaceData, hash)); err != nil {
		t.Fatal(err)
	}
	want := readWorkplace(t, fresh)
	for key, answer := range want {
		// Staff may not read drafts: the same refusal on both is the right answer.
		if strings.HasPrefix(key, "mia ") && (answer == "" || strings.Contains(answer, `"errors"`)) {
			t.Errorf("%s: the read failed: %s", key, answer)
		}
		if migrated[key] != answer {
			t.Errorf("%s differs after the migration:\n got %s\nwant %s", key, migrated[key], answer)
		}
	}
}
