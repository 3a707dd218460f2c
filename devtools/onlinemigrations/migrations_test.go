package onlinemigrations

import (
	"context"
	"database/sql"
	"flag"
	"fmt"
	"io/fs"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/jmoiron/sqlx"

	"github.com/shiftsched/shiftsched/db"
	"github.com/shiftsched/shiftsched/devtools/dbtest"
	"github.com/shiftsched/shiftsched/devtools/devdb"
	"github.com/shiftsched/shiftsched/devtools/wait"
	"github.com/shiftsched/shiftsched/internal/domain"
	"github.com/shiftsched/shiftsched/internal/seed"
	"github.com/shiftsched/shiftsched/internal/store"
)

var size = flag.String("size", "large", "the seeded workplace: large (500 people, as make test runs it) or small (60)")

// maxLockWait is the longest a request may wait on a migration's locks.
const maxLockWait = time.Second

// rewritesReleased are released migrations that rewrite a big table while holding its
// lock. Installs have applied them, so they stay as they are: their waits are reported,
// not held to maxLockWait, and docs/operations/upgrades.md says what to expect. Add
// none: a new migration is written as that page says (a test below refuses names after
// lastBeforeThisTest).
var rewritesReleased = map[string]string{
	"0018_workplace_structure.sql": "sets location_id on every shift, inside the transaction whose ALTER TABLE holds the shifts table",
}

const lastBeforeThisTest = "0048_week_starts_on.sql"

func TestOnlyMigrationsReleasedBeforeTheMeasurementMayRewriteABigTable(t *testing.T) {
	for name := range rewritesReleased {
		if name > lastBeforeThisTest {
			t.Errorf("%s is newer than this test: write it so that it does not hold a lock while it rewrites a table", name)
		}
	}
}

// measured is one migration as the load saw it.
type measured struct {
	window
	applied    store.Applied
	copied     []copied
	longest    time.Duration // the load's longest wait on a lock during it
	slowest    time.Duration // the load's slowest statement during it
	statements int           // load statements that began during it
}

// Every migration is applied, one at a time, to a database that holds the seeded
// workplace as far as its schema goes, while four connections read and write the busy
// tables; no load statement may wait on a migration's locks for more than a second.
func TestEveryMigrationRunsWhileTheWorkplaceIsInUse(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 15*time.Minute)
	defer cancel()
	sz, err := seed.SizeByName(*size)
	if err != nil {
		t.Fatal(err)
	}
	source := seededSource(ctx, t, sz)
	target := emptyDatabase(t)

	var runs []measured
	var l *load
	var s *sampler
	for i, name := range migrationNames(t) {
		m := measured{window: window{name: name, start: time.Now()}}
		applied, err := store.MigrateReport(ctx, target, name)
		m.end = time.Now()
		if err != nil {
			t.Fatal(err)
		}
		if len(applied) != 1 {
			t.Fatalf("%s: applied %+v", name, applied)
		}
		m.applied = applied[0]
		if m.copied, err = copyNewTables(ctx, source, target.DB); err != nil {
			t.Fatalf("after %s: %v", name, err)
		}
		if i == 0 {
			if l, err = startLoad(ctx, target.DB); err != nil {
				t.Fatal(err)
			}
			s = startSampler(ctx, target.DB, l.pids())
			t.Cleanup(func() { l.finish(); s.finish() }) // when the test stops early
			runs = append(runs, m)
			runs = append(runs, selfCheck(ctx, t, target.DB))
			continue
		}
		if !l.timeClock.Load() && hasTable(ctx, t, target.DB, "time_records") {
			l.timeClock.Store(true)
		}
		runs = append(runs, m)
	}
	statements, byPid := l.finish()
	waits := s.finish()
	logCopies(t, runs)
	report(t, runs, statements, waits, byPid)
}

// seededSource is a database at the latest schema holding the workplace of the size
// and a year of its time clock.
func seededSource(ctx context.Context, t *testing.T, sz seed.Size) *sql.DB {
	t.Helper()
	source, err := sql.Open("postgres", dbtest.NewURL(t))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { source.Close() })
	today := domain.DateOf(time.Now().UTC())
	stats, err := seed.Run(ctx, source, sz, today)
	if err != nil {
		t.Fatal(err)
	}
	records, err := fillTimeClock(ctx, source, today)
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("seeded the %s workplace: %s; %d time records", sz.Name, stats, records)
	return source
}

// fillTimeClock clocks every shift of the past year in and out, a few minutes off its
// times: the seed has no time records, and a workplace on the time clock has many.
func fillTimeClock(ctx context.Context, db *sql.DB, today domain.Date) (int64, error) {
	tx, err := db.BeginTx(ctx, nil)
	if err != nil {
		return 0, err
	}
	defer tx.Rollback()
	if _, err := tx.ExecContext(ctx, `SET LOCAL session_replication_role = replica`); err != nil {
		return 0, err
	}
	res, err := tx.ExecContext(ctx, `
		INSERT INTO time_records (user_id, shift_id, shift_starts_at, shift_ends_at, location_id,
		                          clock_in_at, clock_out_at, source, clock_out_source, no_shift)
		SELECT s.user_id, s.id, t.starts, t.ends, s.location_id,
		       t.starts + make_interval(mins => (s.id % 11)::int - 6),
		       t.ends + make_interval(mins => (s.id % 13)::int - 4), 'device', 'device', false
		FROM shifts s CROSS JOIN LATERAL (
		    SELECT s.shift_date + make_interval(mins => s.start_minute) AS starts,
		           s.shift_date + make_interval(mins => s.end_minute)
		             + CASE WHEN s.end_minute < s.start_minute THEN interval '1 day' ELSE interval '0' END AS ends) t
		WHERE s.shift_date BETWEEN $1::date - 364 AND $1::date - 1`, today.String())
	if err != nil {
		return 0, err
	}
	n, _ := res.RowsAffected()
	if err := tx.Commit(); err != nil {
		return 0, err
	}
	_, err = db.ExecContext(ctx, `ANALYZE time_records`)
	return n, err
}

// emptyDatabase is a new database without even the migrations' table, dropped when the
// test ends.
func emptyDatabase(t *testing.T) *sqlx.DB {
	t.Helper()
	admin, err := sql.Open("postgres", dbtest.AdminURL(t))
	if err != nil {
		t.Fatal(err)
	}
	defer admin.Close()
	name := fmt.Sprintf("online_migrations_%d", time.Now().UnixNano())
	if _, err := admin.Exec(`CREATE DATABASE ` + name); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		admin, err := sql.Open("postgres", dbtest.AdminURL(t))
		if err == nil {
			admin.Exec(`DROP DATABASE IF EXISTS ` + name + ` WITH (FORCE)`)
			admin.Close()
		}
	})
	target, err := sqlx.Open("postgres", devdb.WithDatabase(dbtest.AdminURL(t), name))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { target.Close() })
	return target
}

func migrationNames(t *testing.T) []string {
	t.Helper()
	paths, err := fs.Glob(db.Migrations, "migrations/*.sql")
	if err != nil {
		t.Fatal(err)
	}
	sort.Strings(paths)
	names := make([]string, len(paths))
	for i, p := range paths {
		names[i] = strings.TrimPrefix(p, "migrations/")
	}
	return names
}

func hasTable(ctx context.Context, t *testing.T, db *sql.DB, table string) bool {
	t.Helper()
	var ok bool
	if err := db.QueryRowContext(ctx, `SELECT to_regclass($1) IS NOT NULL`, table).Scan(&ok); err != nil {
		t.Fatal(err)
	}
	return ok
}

// selfCheck holds the shifts table while the load runs until a load statement has
// waited 250 ms for it: the measurement must then report a wait of at least that, or it
// could not see a migration's either.
func selfCheck(ctx context.Context, t *testing.T, db *sql.DB) measured {
	t.Helper()
	m := measured{window: window{name: checkName, start: time.Now()}}
	tx, err := db.BeginTx(ctx, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer tx.Rollback()
	if _, err := tx.ExecContext(ctx, `LOCK TABLE shifts IN ACCESS EXCLUSIVE MODE`); err != nil {
		t.Fatal(err)
	}
	wait.For(t, 20*time.Second, "a load statement waiting 250 ms for the shifts table", func() bool {
		var waited bool
		if err := db.QueryRowContext(ctx, `SELECT EXISTS (SELECT 1 FROM pg_locks
			WHERE NOT granted AND relation = 'shifts'::regclass AND clock_timestamp() - waitstart >= interval '250 ms')`).Scan(&waited); err != nil {
			t.Fatal(err)
		}
		return waited
	})
	if err := tx.Commit(); err != nil {
		t.Fatal(err)
	}
	m.end = time.Now()
	return m
}

// logCopies says how much the copies between migrations moved, which the migrations'
// times do not include.
func logCopies(t *testing.T, runs []measured) {
	t.Helper()
	var rows int
	var took time.Duration
	for _, r := range runs {
		for _, c := range r.copied {
			rows += c.rows
			took += c.took
		}
	}
	t.Logf("copied %d rows into the migrating database, between migrations, in %v", rows, took.Round(time.Millisecond))
}

const checkName = "(check: shifts locked for 250 ms)"

// report prints the table of migrations and fails the test on a wait over maxLockWait,
// on a load statement that failed, or when the check's wait went unseen.
func report(t *testing.T, runs []measured, statements []statement, waits []lockWait, byPid map[int64][]statement) {
	t.Helper()
	failed := map[string]int{}
	var firstErrors []string
	for _, st := range statements {
		if st.err != nil {
			failed[st.op]++
			if len(firstErrors) < 5 {
				firstErrors = append(firstErrors, st.op+": "+st.err.Error())
			}
		}
	}
	if len(failed) > 0 {
		t.Errorf("load statements failed: %v\n%s", failed, strings.Join(firstErrors, "\n"))
	}
	var b strings.Builder
	fmt.Fprintf(&b, "%d load statements, %d lock waits sampled\n", len(statements), len(waits))
	fmt.Fprintf(&b, "| Migration | Took | Attempts | Longest lock wait | Slowest statement | Statements |\n|---|---|---|---|---|---|\n")
	for _, r := range runs {
		r.longest = longestWait(r.window, waits, byPid)
		r.slowest, r.statements = slowest(r.window, statements)
		took := r.end.Sub(r.start)
		if r.applied.Name != "" {
			took = r.applied.Took
		}
		fmt.Fprintf(&b, "| %s | %s | %d | %s | %s | %d |\n", r.name, ms(took), r.applied.Attempts, ms(r.longest), ms(r.slowest), r.statements)
		switch {
		case r.name == checkName && r.longest < 250*time.Millisecond:
			t.Errorf("the check held the shifts table until a statement had waited 250 ms, and the measurement saw %v", r.longest)
		case rewritesReleased[r.name] != "":
			t.Logf("%s: the load waited %v: released, it %s", r.name, r.longest, rewritesReleased[r.name])
		case r.name != checkName && r.longest > maxLockWait:
			t.Errorf("%s: the load waited %v on its locks, over %v", r.name, r.longest, maxLockWait)
		}
	}
	t.Log("\n" + b.String())
}

func ms(d time.Duration) string {
	if d == 0 {
		return "0"
	}
	return fmt.Sprintf("%d ms", d.Round(time.Millisecond).Milliseconds())
}
