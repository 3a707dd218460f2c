package store

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"log/slog"
	"sort"
	"strings"
	"time"

	"github.com/jmoiron/sqlx"
	"github.com/lib/pq"

	"github.com/shiftsched/shiftsched/db"
)

// NoTransaction, as the first line of a migration, runs it outside a transaction, one
// statement at a time: CREATE INDEX CONCURRENTLY and its kin refuse to run inside one
// (docs/operations/upgrades.md#writing-a-migration-that-runs-online).
const NoTransaction = "-- shiftsched:no-transaction"

const (
	migrationLockID = 7243021911 // any constant shared by every instance
	// A migration waits this long for each lock before it gives way to the requests
	// queued behind it, and tries again after a pause: requests wait at most about this
	// long behind a migration that cannot get its locks.
	migrationLockTimeout = 300 * time.Millisecond
	migrationAttempts    = 20
	migrationPause       = 250 * time.Millisecond // times the attempt, at most 12 times
)

// Applied is one migration that MigrateReport applied: how long its successful attempt
// took, and how many attempts it needed.
type Applied struct {
	Name     string
	Took     time.Duration
	Attempts int
}

// migrator applies the migrations of files (migrations/*.sql) in name order.
type migrator struct {
	files       fs.FS
	lockTimeout time.Duration
	attempts    int
	pause       time.Duration
}

var released = migrator{files: db.Migrations, lockTimeout: migrationLockTimeout, attempts: migrationAttempts, pause: migrationPause}

// OpenMigrated opens the database at url (Open) and applies the migrations it lacks
// (Migrate): how the server and its commands start.
func OpenMigrated(ctx context.Context, url string) (*Store, error) {
	st, err := Open(ctx, url)
	if err != nil {
		return nil, err
	}
	if err := Migrate(ctx, st.DB); err != nil {
		st.Close()
		return nil, fmt.Errorf("migrate: %w", err)
	}
	return st, nil
}

// Migrate applies the embedded migrations not yet applied, in name order, each in its
// own transaction, under an advisory lock so that instances starting together agree.
func Migrate(ctx context.Context, conn *sqlx.DB) error { return MigrateThrough(ctx, conn, "") }

// MigrateThrough is Migrate that stops after the migration named last (all when ""):
// migration tests build a database as an older release left it.
func MigrateThrough(ctx context.Context, conn *sqlx.DB, last string) error {
	_, err := MigrateReport(ctx, conn, last)
	return err
}

// MigrateReport is MigrateThrough that says what it applied, for the tests that time
// each migration.
func MigrateReport(ctx context.Context, conn *sqlx.DB, last string) ([]Applied, error) {
	return released.run(ctx, conn, last)
}

func (m migrator) run(ctx context.Context, conn *sqlx.DB, last string) ([]Applied, error) {
	c, err := conn.Connx(ctx)
	if err != nil {
		return nil, err
	}
	defer c.Close()
	if err := takeMigrationLock(ctx, c); err != nil {
		return nil, err
	}
	defer c.ExecContext(context.WithoutCancel(ctx), `SELECT pg_advisory_unlock($1)`, migrationLockID)

	pending, err := m.pending(ctx, c, last)
	if err != nil {
		return nil, err
	}
	var applied []Applied
	for _, name := range pending {
		body, err := fs.ReadFile(m.files, "migrations/"+name)
		if err != nil {
			return applied, err
		}
		a, err := m.apply(ctx, c, name, string(body))
		if err != nil {
			return applied, err
		}
		applied = append(applied, a)
	}
	return applied, nil
}

// takeMigrationLock takes the advisory lock that keeps two instances from migrating at
// once. It asks without waiting, again and again, instead of waiting inside
// pg_advisory_lock: a waiting statement holds a snapshot, and a CREATE INDEX
// CONCURRENTLY in the lock holder's migration waits for every older snapshot to end, so
// the two instances would wait on each other until the deadlock detector failed one.
func takeMigrationLock(ctx context.Context, c *sqlx.Conn) error {
	for {
		var got bool
		if err := c.GetContext(ctx, &got, `SELECT pg_try_advisory_lock($1)`, migrationLockID); err != nil {
			return fmt.Errorf("lock migrations: %w", err)
		}
		if got {
			return nil
		}
		select {
		case <-ctx.Done():
			return fmt.Errorf("lock migrations: %w", ctx.Err())
		case <-time.After(100 * time.Millisecond):
		}
	}
}

// pending lists the migrations of m not applied yet, through last (all when "").
func (m migrator) pending(ctx context.Context, c *sqlx.Conn, last string) ([]string, error) {
	// A role that does not own the schema may not run CREATE TABLE, not even IF NOT
	// EXISTS for one that exists; such a role (SECURITY.md, "Running as a role that does
	// not own the tables") starts when nothing is left to apply.
	var listed bool
	if err := c.GetContext(ctx, &listed, `SELECT to_regclass('schema_migrations') IS NOT NULL`); err != nil {
		return nil, err
	}
	if !listed {
		if _, err := c.ExecContext(ctx, `CREATE TABLE IF NOT EXISTS schema_migrations (
			name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`); err != nil {
			return nil, err
		}
	}
	var applied []string
	if err := c.SelectContext(ctx, &applied, `SELECT name FROM schema_migrations`); err != nil {
		return nil, err
	}
	done := map[string]bool{}
	for _, n := range applied {
		done[n] = true
	}
	paths, err := fs.Glob(m.files, "migrations/*.sql")
	if err != nil {
		return nil, err
	}
	sort.Strings(paths)
	var names []string
	for _, path := range paths {
		name := strings.TrimPrefix(path, "migrations/")
		if last != "" && name > last {
			break
		}
		if !done[name] {
			names = append(names, name)
		}
	}
	return names, nil
}

// apply runs one migration. One that must wait too long for a lock gives way (nothing
// of it is applied) and is tried again after a pause that grows with each attempt.
func (m migrator) apply(ctx context.Context, c *sqlx.Conn, name, body string) (Applied, error) {
	if strings.HasPrefix(body, NoTransaction) {
		start := time.Now()
		if err := applyOutsideTx(ctx, c, name, body); err != nil {
			return Applied{}, err
		}
		return Applied{Name: name, Took: time.Since(start), Attempts: 1}, nil
	}
	for attempt := 1; ; attempt++ {
		start := time.Now()
		err := m.applyInTx(ctx, c, name, body)
		if err == nil {
			return Applied{Name: name, Took: time.Since(start), Attempts: attempt}, nil
		}
		if !lockRefused(err) {
			return Applied{}, fmt.Errorf("migration %s: %w", name, err)
		}
		if attempt == m.attempts {
			return Applied{}, fmt.Errorf("migration %s: nothing applied: its locks were not granted within %v in %d attempts, "+
				"because requests kept the tables it changes busy; start again when the load is lower: %w",
				name, m.lockTimeout, attempt, err)
		}
		// Said each time, so that a server starting under load is not silent for the
		// most of a minute the attempts can take.
		slog.Default().Info("migration waits for its locks: requests keep its tables busy",
			"migration", name, "attempt", attempt, "of", m.attempts)
		select {
		case <-ctx.Done():
			return Applied{}, fmt.Errorf("migration %s: %w", name, ctx.Err())
		case <-time.After(m.pause * time.Duration(min(attempt, 12))):
		}
	}
}

// applyInTx runs the migration and records it in one transaction whose lock waits are
// bounded by m.lockTimeout (a migration may SET LOCAL another).
func (m migrator) applyInTx(ctx context.Context, c *sqlx.Conn, name, body string) error {
	tx, err := c.BeginTxx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	if _, err := tx.ExecContext(ctx, fmt.Sprintf(`SET LOCAL lock_timeout = %d`, m.lockTimeout.Milliseconds())); err != nil {
		return err
	}
	if _, err := tx.ExecContext(ctx, body); err != nil {
		return err
	}
	if _, err := tx.ExecContext(ctx, `INSERT INTO schema_migrations (name) VALUES ($1)`, name); err != nil {
		return err
	}
	return tx.Commit()
}

// lockRefused reports whether err is a lock the migration gave up waiting for
// (lock_not_available) or lost in a deadlock with a request: trying again is safe.
func lockRefused(err error) bool {
	var pqErr *pq.Error
	return errors.As(err, &pqErr) && (pqErr.Code == "55P03" || pqErr.Code == "40P01")
}

// applyOutsideTx runs a NoTransaction migration one statement at a time, each
// committing on its own, and then records it. Statements that succeeded stay when a
// later one fails, so each must be safe to run again (DROP INDEX CONCURRENTLY IF EXISTS
// before CREATE INDEX CONCURRENTLY: a failed build leaves an invalid index behind).
func applyOutsideTx(ctx context.Context, c *sqlx.Conn, name, body string) error {
	statements, err := splitStatements(body)
	if err != nil {
		return fmt.Errorf("migration %s: %w", name, err)
	}
	for i, s := range statements {
		if _, err := c.ExecContext(ctx, s); err != nil {
			return fmt.Errorf("migration %s, statement %d of %d (those before it stay applied): %w", name, i+1, len(statements), err)
		}
	}
	_, err = c.ExecContext(ctx, `INSERT INTO schema_migrations (name) VALUES ($1)`, name)
	return err
}

// splitStatements cuts a NoTransaction migration into its statements, each ending with
// a semicolon at the end of a line. PostgreSQL runs several statements sent at once as
// one transaction, which CREATE INDEX CONCURRENTLY refuses; function bodies, whose
// semicolons would cut wrongly, belong in ordinary migrations.
func splitStatements(body string) ([]string, error) {
	if strings.Contains(body, "$") {
		return nil, errors.New("a " + NoTransaction + " migration cannot hold dollar-quoted text or parameters")
	}
	var statements []string
	var current strings.Builder
	code := false // whether current holds more than comments
	for _, line := range strings.Split(body, "\n") {
		trimmed := strings.TrimSpace(line)
		current.WriteString(line + "\n")
		code = code || (trimmed != "" && !strings.HasPrefix(trimmed, "--"))
		if strings.HasSuffix(trimmed, ";") && !strings.HasPrefix(trimmed, "--") {
			statements = append(statements, current.String())
			current.Reset()
			code = false
		}
	}
	if code {
		return nil, errors.New("its last statement does not end with a semicolon at the end of a line")
	}
	if len(statements) == 0 {
		return nil, errors.New("it holds no statement")
	}
	return statements, nil
}
