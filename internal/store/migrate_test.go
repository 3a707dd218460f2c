package store_test

import (
	"context"
	"strings"
	"testing"
	"testing/fstest"
	"time"

	"github.com/jmoiron/sqlx"

	"github.com/shiftsched/shiftsched/devtools/dbtest"
	"github.com/shiftsched/shiftsched/devtools/wait"
	"github.com/shiftsched/shiftsched/internal/store"
)

// busyTable opens a fresh database holding a table busy(id) of n rows.
func busyTable(t *testing.T, n int) *sqlx.DB {
	t.Helper()
	conn, err := sqlx.Open("postgres", dbtest.NewURL(t))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { conn.Close() })
	if _, err := conn.Exec(`CREATE TABLE busy (id int NOT NULL)`); err != nil {
		t.Fatal(err)
	}
	if _, err := conn.Exec(`INSERT INTO busy SELECT generate_series(1, $1)`, n); err != nil {
		t.Fatal(err)
	}
	return conn
}

// holdLock opens a transaction that holds the lock a statement takes (a report reading
// the table, say) until the returned function ends it.
func holdLock(t *testing.T, conn *sqlx.DB, statement string) func() {
	t.Helper()
	tx, err := conn.Beginx()
	if err != nil {
		t.Fatal(err)
	}
	if _, err := tx.Exec(statement); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { tx.Rollback() })
	return func() { tx.Commit() }
}

// bounded is the test's context: a migration that waits for ever fails the test instead.
func bounded(t *testing.T) context.Context {
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	t.Cleanup(cancel)
	return ctx
}

func migrations(files map[string]string) fstest.MapFS {
	fsys := fstest.MapFS{}
	for name, body := range files {
		fsys["migrations/"+name] = &fstest.MapFile{Data: []byte(body)}
	}
	return fsys
}

// A migration that needs a table's exclusive lock while a long transaction reads the
// table waits in the lock queue, and every request arriving behind it would wait as
// long. With its lock timeout it gives way instead: the requests pass, and the
// migration tries again until the long transaction is over.
func TestAMigrationThatCannotGetItsLockGivesWayToRequests(t *testing.T) {
	t.Parallel()
	ctx := bounded(t)
	conn := busyTable(t, 10)
	release := holdLock(t, conn, `SELECT count(*) FROM busy`)

	done := make(chan error, 1)
	var applied []store.Applied
	go func() {
		var err error
		applied, err = store.MigrateFiles(ctx, conn, migrations(map[string]string{
			"9001_busy_note.sql": `ALTER TABLE busy ADD COLUMN note text;`}), 200*time.Millisecond, 1000)
		done <- err
	}()
	dbtest.WaitForLockWait(t, conn)

	// A request arriving now waits behind the migration's lock request, for at most the
	// lock timeout; without it, it would wait until the report ends (here: never).
	readCtx, cancel := context.WithTimeout(ctx, 5*time.Second)
	defer cancel()
	start := time.Now()
	var n int
	if err := conn.QueryRowContext(readCtx, `SELECT count(*) FROM busy`).Scan(&n); err != nil {
		t.Fatalf("a read behind the waiting migration: %v after %v", err, time.Since(start))
	}
	if took := time.Since(start); took > 2*time.Second {
		t.Errorf("a read waited %v behind the migration", took)
	}

	release()
	if err := <-done; err != nil {
		t.Fatal(err)
	}
	if len(applied) != 1 || applied[0].Attempts < 2 {
		t.Errorf("applied %+v, want 9001 after more than one attempt", applied)
	}
	if _, err := conn.Exec(`SELECT note FROM busy`); err != nil {
		t.Errorf("the column is missing: %v", err)
	}
}

// When the lock never comes, the migration stops after its attempts with a sentence
// that says so, and nothing of it is applied.
func TestAMigrationThatNeverGetsItsLockStopsWithNothingApplied(t *testing.T) {
	t.Parallel()
	conn := busyTable(t, 10)
	holdLock(t, conn, `SELECT count(*) FROM busy`)
	_, err := store.MigrateFiles(bounded(t), conn, migrations(map[string]string{
		"9001_busy_two.sql": "CREATE TABLE busy_sides (id int);\nALTER TABLE busy ADD COLUMN a int;"}), 50*time.Millisecond, 3)
	if err == nil || !strings.Contains(err.Error(), "nothing applied") || !strings.Contains(err.Error(), "3 attempts") {
		t.Fatalf("got %v, want the migration to stop after 3 attempts", err)
	}
	var sides, recorded bool
	if err := conn.QueryRow(`SELECT to_regclass('busy_sides') IS NOT NULL,
		EXISTS (SELECT 1 FROM schema_migrations WHERE name = '9001_busy_two.sql')`).Scan(&sides, &recorded); err != nil {
		t.Fatal(err)
	}
	if sides || recorded {
		t.Errorf("part of the migration stayed: table made %v, recorded %v", sides, recorded)
	}
}

// CREATE INDEX CONCURRENTLY runs outside a transaction and waits for every older
// snapshot to end. An instance waiting to migrate meanwhile must hold none, or the two
// would wait on each other until PostgreSQL's deadlock detector failed one of them.
func TestAnIndexBuiltConcurrentlyWhileAnotherInstanceWaitsToMigrate(t *testing.T) {
	t.Parallel()
	ctx := bounded(t)
	conn := busyTable(t, 20000)
	files := migrations(map[string]string{"9001_busy_index.sql": store.NoTransaction + `
-- Safe to run again: a failed build leaves an invalid index behind.
DROP INDEX CONCURRENTLY IF EXISTS busy_id_idx;
CREATE INDEX CONCURRENTLY busy_id_idx
    ON busy (id);`})
	// Holding the table's SHARE UPDATE EXCLUSIVE lock keeps the build waiting until the
	// second instance is waiting too.
	release := holdLock(t, conn, `LOCK TABLE busy IN SHARE UPDATE EXCLUSIVE MODE`)

	first, second := make(chan error, 1), make(chan error, 1)
	go func() { _, err := store.MigrateFiles(ctx, conn, files, time.Second, 3); first <- err }()
	waitForActivity(t, conn, `query LIKE 'CREATE INDEX CONCURRENTLY%' AND wait_event_type = 'Lock'`)
	go func() { _, err := store.MigrateFiles(ctx, conn, files, time.Second, 3); second <- err }()
	waitForActivity(t, conn, `query LIKE '%advisory_lock(%' AND pid <> pg_backend_pid()`)
	release()

	for _, done := range []chan error{first, second} {
		if err := <-done; err != nil {
			t.Fatal(err)
		}
	}
	var valid bool
	if err := conn.QueryRow(`SELECT indisvalid FROM pg_index WHERE indexrelid = 'busy_id_idx'::regclass`).Scan(&valid); err != nil || !valid {
		t.Fatalf("the index is not valid: %v, %v", valid, err)
	}
}

// waitForActivity waits until a backend of the database matches where (on pg_stat_activity).
func waitForActivity(t *testing.T, conn *sqlx.DB, where string) {
	t.Helper()
	wait.For(t, 10*time.Second, where, func() bool {
		var n int
		if err := conn.QueryRow(`SELECT count(*) FROM pg_stat_activity WHERE datname = current_database() AND ` + where).Scan(&n); err != nil {
			t.Fatal(err)
		}
		return n > 0
	})
}

// A migration outside a transaction runs statement by statement, so it cannot hold what
// only the whole text parses (a function body), nor a statement left unfinished.
func TestANoTransactionMigrationIsRefusedWhenItCannotBeCut(t *testing.T) {
	t.Parallel()
	conn := busyTable(t, 1)
	for name, body := range map[string]string{
		"9001_function.sql": store.NoTransaction + "\nCREATE FUNCTION f() RETURNS int LANGUAGE sql AS $$ SELECT 1; $$;",
		"9001_unended.sql":  store.NoTransaction + "\nCREATE INDEX CONCURRENTLY busy_idx ON busy (id)",
	} {
		_, err := store.MigrateFiles(bounded(t), conn, migrations(map[string]string{name: body}), time.Second, 1)
		if err == nil || !strings.Contains(err.Error(), name) {
			t.Errorf("%s: got %v, want a refusal naming it", name, err)
		}
	}
}

// A big table is filled in batches that commit on their own: a procedure made by an
// ordinary migration, called by a no-transaction one, may COMMIT between batches.
func TestANoTransactionMigrationCallsAProcedureThatCommitsBetweenBatches(t *testing.T) {
	t.Parallel()
	conn := busyTable(t, 2500)
	applied, err := store.MigrateFiles(bounded(t), conn, migrations(map[string]string{
		"9001_busy_double.sql": `ALTER TABLE busy ADD COLUMN doubled int;
CREATE TABLE busy_batches (n int NOT NULL, at_xid xid8 NOT NULL);
CREATE PROCEDURE fill_busy_doubled() LANGUAGE plpgsql AS $$
DECLARE
    done int;
BEGIN
    LOOP
        UPDATE busy SET doubled = id * 2 WHERE id IN (SELECT id FROM busy WHERE doubled IS NULL LIMIT 1000);
        GET DIAGNOSTICS done = ROW_COUNT;
        EXIT WHEN done = 0;
        INSERT INTO busy_batches VALUES (done, pg_current_xact_id());
        COMMIT;
    END LOOP;
END $$;`,
		"9002_busy_fill.sql": store.NoTransaction + "\nCALL fill_busy_doubled();\n",
	}), time.Second, 3)
	if err != nil {
		t.Fatal(err)
	}
	if len(applied) != 2 {
		t.Fatalf("applied %+v", applied)
	}
	var left, batches, transactions int
	if err := conn.QueryRow(`SELECT (SELECT count(*) FROM busy WHERE doubled IS DISTINCT FROM id * 2),
		count(*), count(DISTINCT at_xid) FROM busy_batches`).Scan(&left, &batches, &transactions); err != nil {
		t.Fatal(err)
	}
	if left != 0 || batches != 3 || transactions != 3 {
		t.Errorf("%d rows left, %d batches in %d transactions; want 0, 3 in 3", left, batches, transactions)
	}
}
