package backup

import (
	"context"
	"database/sql"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/shiftsched/shiftsched/devtools/cluster"
	"github.com/shiftsched/shiftsched/devtools/devdb"
)

var serverBin string

func TestMain(m *testing.M) {
	cluster.RunWithServer(m, "backup", "", nil, &serverBin)
}

// needPgBackRest skips the test when pgBackRest is missing, and fails it instead under
// make test (SHIFTSCHED_REQUIRE_OPS_TOOLS), where it must run.
func needPgBackRest(t *testing.T) {
	t.Helper()
	if _, err := exec.LookPath("pgbackrest"); err != nil {
		if os.Getenv("SHIFTSCHED_REQUIRE_OPS_TOOLS") != "" {
			t.Fatal("pgbackrest is not installed (make ops-tools installs Debian's package)")
		}
		t.Skip("pgbackrest is not installed (make ops-tools installs Debian's package)")
	}
}

// privateCluster starts a PostgreSQL cluster of the test's own that archives its WAL into
// a repository beside it with a stanza made, both in the checkout's .data (the postgres
// user must reach them, and cannot reach a test's 0700 temporary folder). It returns the
// repository and the application database's connection string.
func privateCluster(t *testing.T) (*Repo, string) {
	t.Helper()
	_, file, _, _ := runtime.Caller(0)
	data := filepath.Join(filepath.Dir(file), "..", "..", ".data")
	if err := os.MkdirAll(data, 0o755); err != nil {
		t.Fatal(err)
	}
	dir, err := os.MkdirTemp(data, "backup-")
	if err != nil {
		t.Fatal(err)
	}
	if err := os.Chmod(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { os.RemoveAll(dir) })
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	pgDir := filepath.Join(dir, "pg")
	t.Cleanup(func() { devdb.Stop(pgDir) })
	dsn, err := devdb.Ensure(ctx, pgDir)
	if err != nil {
		t.Fatal(err)
	}
	repo, err := Open(pgDir, filepath.Join(dir, "pgbackrest"))
	if err != nil {
		t.Fatal(err)
	}
	if err := repo.EnableArchiving(ctx, devdb.WithDatabase(dsn, "postgres")); err != nil {
		t.Fatal(err)
	}
	if err := repo.StanzaCreate(ctx); err != nil {
		t.Fatal(err)
	}
	return repo, dsn
}

// restored restores the repository into a fresh data directory beside the cluster's, to
// target, starts it and returns its application database's connection string; the
// cluster stops when the test ends.
func restored(t *testing.T, repo *Repo, name string, target Target) string {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	dir := filepath.Join(filepath.Dir(repo.PGDir), name)
	t.Cleanup(func() { devdb.Stop(dir) })
	start := time.Now()
	if err := repo.Restore(ctx, dir, target); err != nil {
		t.Fatal(err)
	}
	restoredAt := time.Now()
	dsn, err := StartRestored(ctx, dir)
	if err != nil {
		log, _ := os.ReadFile(filepath.Join(dir, "server.log"))
		t.Fatalf("%v\n%s", err, log)
	}
	t.Logf("%s: restored in %v, recovered and promoted in %v", name, restoredAt.Sub(start).Round(time.Millisecond), time.Since(restoredAt).Round(time.Millisecond))
	return dsn
}

// startServer starts the real server on dsn, stopped when the test ends (its log shown
// when the test fails).
func startServer(t *testing.T, dsn string) *api {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	in, err := cluster.StartInstance(ctx, serverBin, dsn)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		in.Terminate(10 * time.Second)
		if t.Failed() {
			t.Logf("server log:\n%s", in.Logs())
		}
	})
	return &api{t: t, base: in.URL}
}

func openDB(t *testing.T, dsn string) *sql.DB {
	t.Helper()
	db, err := sql.Open("postgres", dsn)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	return db
}

// fingerprintTables are the tables only this test's requests write (the clock sweep's
// alerts need a shift today, and it closes only forgotten clock-outs; the outbox's
// workers write elsewhere): at a quiet moment they hold exactly what was committed.
var fingerprintTables = []string{"users", "schedules", "shifts", "time_records", "time_breaks", "timesheet_approvals", "notifications", "audit_log"}

// fingerprint is, per table, its row count and a digest of every row.
func fingerprint(t *testing.T, db *sql.DB) map[string]string {
	t.Helper()
	out := map[string]string{}
	for _, table := range fingerprintTables {
		var n int
		var digest string
		// The table names are the constants above.
		q := `SELECT count(*), coalesce(md5(string_agg(r::text, E'\n' ORDER BY r::text)), '') FROM ` + table + ` r`
		if err := db.QueryRow(q).Scan(&n, &digest); err != nil {
			t.Fatal(err)
		}
		out[table] = fmt.Sprintf("%d rows, %s", n, digest)
	}
	return out
}

func sameFingerprint(t *testing.T, what string, got, want map[string]string) {
	t.Helper()
	for _, table := range fingerprintTables {
		if got[table] != want[table] {
			t.Errorf("%s: %s holds %s, want %s", what, table, got[table], want[table])
		}
	}
}

// phase is what the workload acknowledged in one step: a week published, one person's
// time record, and that person's timesheet approved.
type phase struct {
	week     string
	shifts   []string
	worker   person
	recordID string
}

// writePhase publishes week for the staff, clocks worker in and out, and approves
// worker's timesheet, each through the API and acknowledged.
func writePhase(a *api, boss person, staff []person, worker person, week, today string) phase {
	a.t.Helper()
	p := phase{week: week, worker: worker}
	p.shifts = a.publish(boss, week, staff)
	p.recordID = a.clockInAndOut(worker)
	a.approve(boss, worker, today)
	return p
}

// A mistake (a week's shifts deleted) is undone by restoring into a fresh data directory
// to the moment before it, both by that moment's time and by a restore point made then:
// every row committed before it is there, none after. Restoring the latest state loses no
// acknowledged write. Backups are a full, then an incremental, with the shipped script.
func TestPointInTimeRestore(t *testing.T) {
	needPgBackRest(t)
	t.Parallel()
	ctx := context.Background()
	repo, dsn := privateCluster(t)
	db := openDB(t, dsn)
	a := startServer(t, dsn)
	today := time.Now().UTC().Format(time.DateOnly)
	boss := a.register("Backup Boss", "manager")
	var staff []person
	for i := range 3 {
		staff = append(staff, a.register(fmt.Sprintf("Backup Staff %d", i), "employee"))
	}

	before := writePhase(a, boss, staff, staff[0], "2031-05-02", today)
	if err := repo.Backup(ctx, "full"); err != nil {
		t.Fatal(err)
	}
	between := writePhase(a, boss, staff, staff[1], "2031-05-09", today)
	if err := repo.Backup(ctx, "incr"); err != nil {
		t.Fatal(err)
	}
	// Written after the last backup: only the archived WAL holds it.
	afterBackups := a.clockInAndOut(staff[2])

	// The moment: a restore point, then the time, then what is in the tables.
	if _, err := db.Exec(`SELECT pg_create_restore_point('before-the-mistake')`); err != nil {
		t.Fatal(err)
	}
	var moment time.Time
	if err := db.QueryRow(`SELECT clock_timestamp()`).Scan(&moment); err != nil {
		t.Fatal(err)
	}
	atMoment := fingerprint(t, db)

	later := writePhase(a, boss, staff, staff[2], "2031-05-16", today)
	// The mistake.
	if _, err := db.Exec(`DELETE FROM shifts WHERE schedule_id = (SELECT id FROM schedules WHERE week_starting = '2031-05-02')`); err != nil {
		t.Fatal(err)
	}
	latest := fingerprint(t, db)
	if err := repo.Check(ctx); err != nil { // everything so far is archived
		t.Fatal(err)
	}
	sets := checkBackupsAndMetric(t, repo)

	beforeMistake := func(t *testing.T, dsn string) {
		sameFingerprint(t, "restored to the moment", fingerprint(t, openDB(t, dsn)), atMoment)
		r := startServer(t, dsn)
		r.wantWeek(boss, before.week, before.shifts)
		r.wantWeek(boss, between.week, between.shifts)
		r.wantWeek(boss, later.week, nil)
		r.wantRecords(staff[0], before.recordID)
		r.wantRecords(staff[1], between.recordID)
		r.wantRecords(staff[2], afterBackups)
		r.wantApproved(boss, today, map[string]bool{staff[0].ID: true, staff[1].ID: true, staff[2].ID: false})
	}
	t.Run("to the time before the mistake", func(t *testing.T) {
		t.Parallel()
		beforeMistake(t, restored(t, repo, "pg-time", Target{Time: moment}))
	})
	// From the full backup: the incremental and the WAL since replayed up to the point.
	t.Run("to the restore point before the mistake", func(t *testing.T) {
		t.Parallel()
		beforeMistake(t, restored(t, repo, "pg-name", Target{Name: "before-the-mistake", Set: sets[0].Label}))
	})
	t.Run("to the latest state", func(t *testing.T) {
		t.Parallel()
		dsn := restored(t, repo, "pg-latest", Target{})
		sameFingerprint(t, "restored to the latest", fingerprint(t, openDB(t, dsn)), latest)
		r := startServer(t, dsn)
		r.wantWeek(boss, before.week, []string{}) // the mistake, replayed too
		r.wantWeek(boss, between.week, between.shifts)
		r.wantWeek(boss, later.week, later.shifts)
		r.wantRecords(staff[2], afterBackups, later.recordID)
		r.wantApproved(boss, today, map[string]bool{staff[0].ID: true, staff[1].ID: true, staff[2].ID: true})
	})
}

// checkBackupsAndMetric checks the repository holds the full and the incremental
// backup, and the script's metric has a line for each, no older than the backup's end.
func checkBackupsAndMetric(t *testing.T, repo *Repo) []Set {
	t.Helper()
	sets, err := repo.Backups(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if len(sets) != 2 || sets[0].Type != "full" || sets[1].Type != "incr" || sets[1].Prior != sets[0].Label {
		t.Fatalf("backups: %+v, want a full and an incremental on it", sets)
	}
	prom, err := os.ReadFile(filepath.Join(repo.Metrics, "shiftsched_backup.prom"))
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range sets {
		var at int64
		line := fmt.Sprintf(`shiftsched_backup_last_success_timestamp_seconds{type=%q} `, s.Type)
		i := strings.Index(string(prom), line)
		if i < 0 {
			t.Fatalf("no %s line in the metric file:\n%s", s.Type, prom)
		}
		fmt.Sscan(string(prom[i+len(line):]), &at)
		if at < s.Stop.Unix() || at > time.Now().Unix() {
			t.Errorf("the %s backup ended at %d, its metric says %d", s.Type, s.Stop.Unix(), at)
		}
	}
	t.Logf("full backup %d bytes (%d in the repository), incremental %d (%d)", sets[0].Size, sets[0].RepoSize, sets[1].Delta, sets[1].RepoDelta)
	return sets
}

// The shipped configuration is rendered with a cluster's paths: values replaced in
// their own section, missing ones added, comments and other settings kept.
func TestRender(t *testing.T) {
	conf := "# a comment\n[global]\nrepo1-path=/var/lib/pgbackrest\n#repo1-path=/s3\nstart-fast=y\n\n[shiftsched]\npg1-path=/var/lib/postgresql/15/main\n"
	got := Render(conf, map[string]map[string]string{
		"global":     {"repo1-path": "/r", "lock-path": "/l"},
		"shiftsched": {"pg1-path": "/p"},
	}, map[string][]string{"shiftsched": {"exclude=x"}})
	want := "# a comment\n[global]\nrepo1-path=/r\n#repo1-path=/s3\nstart-fast=y\n\nlock-path=/l\n[shiftsched]\npg1-path=/p\nexclude=x\n"
	if got != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
}

// The backup script refuses what it cannot do before it starts a backup, with a
// sentence and status 2: a type pgBackRest has not, an option without its value, a
// metrics directory it cannot write.
func TestTheBackupScriptRefusesBadUsage(t *testing.T) {
	t.Parallel()
	root, err := checkout()
	if err != nil {
		t.Fatal(err)
	}
	script := filepath.Join(root, "deploy", "pgbackrest", "shiftsched-backup")
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"--type", "weekly", "--textfile-dir", t.TempDir()}, "--type is full, diff or incr, not 'weekly'"},
		{[]string{"--type"}, "usage: shiftsched-backup"},
		{[]string{"--verbose"}, "unknown argument '--verbose'"},
		{[]string{"--type=full", "--textfile-dir", filepath.Join(t.TempDir(), "missing")}, "is not a directory this user can write"},
	} {
		cmd := exec.Command("/bin/sh", append([]string{script}, c.args...)...)
		cmd.Env = []string{"PATH=/nonexistent"} // a backup started anyway would fail otherwise
		out, err := cmd.CombinedOutput()
		if cmd.ProcessState == nil || cmd.ProcessState.ExitCode() != 2 || !strings.Contains(string(out), c.want) {
			t.Errorf("shiftsched-backup %v: %v %s, want status 2 and %q", c.args, err, out, c.want)
		}
	}
}
