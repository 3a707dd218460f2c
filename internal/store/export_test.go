package store

import (
	"context"
	"io/fs"
	"time"

	"github.com/jmoiron/sqlx"
)

// PreparedCount is how many statements the store keeps prepared (for tests).
func (s *Store) PreparedCount() int {
	s.stmts.mu.RLock()
	defer s.stmts.mu.RUnlock()
	return len(s.stmts.m)
}

// MigrateFiles applies the migrations of files (migrations/*.sql) as Migrate applies the
// released ones, with the given lock timeout and attempts and a short pause between them.
func MigrateFiles(ctx context.Context, conn *sqlx.DB, files fs.FS, lockTimeout time.Duration, attempts int) ([]Applied, error) {
	return migrator{files: files, lockTimeout: lockTimeout, attempts: attempts, pause: 10 * time.Millisecond}.run(ctx, conn, "")
}

// Exec runs a statement through q (for tests).
func (q Q) Exec(ctx context.Context, query string) error {
	_, err := q.exec(ctx, query)
	return err
}
