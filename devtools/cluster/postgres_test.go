package cluster

import (
	"context"
	"os"
	"path/filepath"
	"runtime"
	"testing"
	"time"

	"github.com/shiftsched/shiftsched/devtools/devdb"
)

// repoData is the checkout's .data folder: a private PostgreSQL cluster that a test
// stops and starts must live where the postgres user can reach it (not under a
// test's 0700 temporary folder).
func repoData(t *testing.T) string {
	t.Helper()
	_, file, _, _ := runtime.Caller(0)
	dir := filepath.Join(filepath.Dir(file), "..", "..", ".data")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	return dir
}

// startPostgres starts (creating on first use) the cluster in dir and returns the
// connection string of its administration database.
func startPostgres(dir string) (string, error) {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	return devdb.Ensure(ctx, dir)
}

// stopPostgres stops the cluster in dir (fast shutdown: sessions are ended).
func stopPostgres(dir string) error {
	defer os.Remove(dir + ".lock")
	return devdb.Stop(dir)
}

// freshDatabase creates an empty database in the cluster admin points at.
func freshDatabase(t *testing.T, admin, name string) string {
	t.Helper()
	dsn, err := devdb.Fresh(context.Background(), admin, name)
	if err != nil {
		t.Fatal(err)
	}
	return dsn
}
