// Package dbtest gives each test its own freshly migrated PostgreSQL database, copied
// from a template database that is migrated once. It uses $TEST_DATABASE_URL, or starts
// the checkout's private cluster (devtools/devdb) when that is unset.
package dbtest

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sync"
	"testing"

	"github.com/jmoiron/sqlx"

	"github.com/shiftsched/shiftsched/db"
	"github.com/shiftsched/shiftsched/devtools/devdb"
	"github.com/shiftsched/shiftsched/internal/store"
)

var (
	setupOnce sync.Once
	baseURL   string
	template  string
	setupErr  error
)

// New returns a store on a new, migrated, empty database that is dropped when the test
// ends.
func New(tb testing.TB) *store.Store {
	tb.Helper()
	url := NewURL(tb)
	st, err := store.Open(context.Background(), url)
	if err != nil {
		tb.Fatal(err)
	}
	tb.Cleanup(func() { st.Close() })
	return st
}

// NewURL creates a new, migrated, empty database, dropped when the test ends, and
// returns its connection string.
func NewURL(tb testing.TB) string {
	tb.Helper()
	setupOnce.Do(setup)
	if setupErr != nil {
		tb.Fatalf("test database: %v", setupErr)
	}
	admin, err := sqlx.Open("postgres", baseURL)
	if err != nil {
		tb.Fatal(err)
	}
	defer admin.Close()
	name := "test_" + randomHex(8)
	if _, err := admin.Exec(`CREATE DATABASE ` + name + ` TEMPLATE ` + template); err != nil {
		tb.Fatalf("create test database: %v", err)
	}
	tb.Cleanup(func() {
		admin, err := sqlx.Open("postgres", baseURL)
		if err != nil {
			return
		}
		defer admin.Close()
		admin.Exec(`DROP DATABASE IF EXISTS ` + name + ` WITH (FORCE)`)
	})
	return devdb.WithDatabase(baseURL, name)
}

// AdminURL returns the connection string of the database the test databases are made
// from, for statements a database cannot run on itself.
func AdminURL(tb testing.TB) string {
	tb.Helper()
	setupOnce.Do(setup)
	if setupErr != nil {
		tb.Fatalf("test database: %v", setupErr)
	}
	return baseURL
}

func setup() {
	baseURL = os.Getenv("TEST_DATABASE_URL")
	if baseURL == "" {
		root, err := repoRoot()
		if err != nil {
			setupErr = err
			return
		}
		baseURL, setupErr = devdb.Ensure(context.Background(), filepath.Join(root, ".data", "pg"))
		if setupErr != nil {
			return
		}
	}
	template, setupErr = ensureTemplate(baseURL)
}

// ensureTemplate creates, once per set of migrations, a migrated database to copy.
func ensureTemplate(url string) (string, error) {
	sum := sha256.New()
	fs.WalkDir(db.Migrations, ".", func(path string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() {
			b, _ := fs.ReadFile(db.Migrations, path)
			sum.Write([]byte(path))
			sum.Write(b)
		}
		return nil
	})
	name := "tmpl_" + hex.EncodeToString(sum.Sum(nil)[:8])

	ctx := context.Background()
	admin, err := sqlx.Open("postgres", url)
	if err != nil {
		return "", err
	}
	defer admin.Close()
	conn, err := admin.Connx(ctx)
	if err != nil {
		return "", err
	}
	defer conn.Close()
	// Test binaries of several packages run at once; one of them builds the template.
	if _, err := conn.ExecContext(ctx, `SELECT pg_advisory_lock(8675309)`); err != nil {
		return "", err
	}
	defer conn.ExecContext(ctx, `SELECT pg_advisory_unlock(8675309)`)
	var exists bool
	if err := conn.GetContext(ctx, &exists, `SELECT EXISTS (SELECT 1 FROM pg_database WHERE datname = $1)`, name); err != nil {
		return "", err
	}
	if exists {
		return name, nil
	}
	building := name + "_building"
	conn.ExecContext(ctx, `DROP DATABASE IF EXISTS `+building+` WITH (FORCE)`)
	if _, err := conn.ExecContext(ctx, `CREATE DATABASE `+building); err != nil {
		return "", err
	}
	tmpl, err := sqlx.Open("postgres", devdb.WithDatabase(url, building))
	if err != nil {
		return "", err
	}
	err = store.Migrate(ctx, tmpl)
	tmpl.Close()
	if err != nil {
		return "", err
	}
	if _, err := conn.ExecContext(ctx, `ALTER DATABASE `+building+` RENAME TO `+name); err != nil {
		return "", err
	}
	return name, nil
}

func repoRoot() (string, error) {
	dir, err := os.Getwd()
	if err != nil {
		return "", err
	}
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			return dir, nil
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return "", fmt.Errorf("no go.mod above the working directory")
		}
		dir = parent
	}
}

func randomHex(n int) string {
	b := make([]byte, n)
	rand.Read(b)
	return hex.EncodeToString(b)
}
