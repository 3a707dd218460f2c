// Package devdb runs a private PostgreSQL cluster in a folder of the checkout, for
// development and tests, with the machine's PostgreSQL binaries. It listens on a Unix
// socket only, so several checkouts on one machine never collide on a port.
package devdb

import (
	"bytes"
	"context"
	"crypto/sha256"
	"database/sql"
	"encoding/hex"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"os/user"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"syscall"
	"time"

	_ "github.com/lib/pq" // the postgres driver
)

// DatabaseName is the database created in the cluster for the application.
const DatabaseName = "shiftsched"

// Ensure initialises the cluster in dir when it is new, starts it when it is not running,
// creates the application database, and returns its connection string.
func Ensure(ctx context.Context, dir string) (string, error) {
	dir, err := filepath.Abs(dir)
	if err != nil {
		return "", err
	}
	bin, err := binDir()
	if err != nil {
		return "", err
	}
	// Test binaries of several packages may call Ensure at once: one at a time.
	unlock, err := lockFile(dir + ".lock")
	if err != nil {
		return "", err
	}
	defer unlock()
	sock := socketDir(dir)
	if _, err := os.Stat(filepath.Join(dir, "PG_VERSION")); errors.Is(err, os.ErrNotExist) {
		if err := initCluster(bin, dir); err != nil {
			return "", err
		}
	}
	if err := os.MkdirAll(sock, 0o755); err != nil {
		return "", err
	}
	if err := chownToPostgres(sock); err != nil {
		return "", err
	}
	if run(bin, "pg_ctl", "status", "-D", dir) != nil {
		opts := fmt.Sprintf("-c listen_addresses='' -c unix_socket_directories='%s' -c max_connections=300 -c synchronous_commit=off -c shared_buffers=256MB -c shared_preload_libraries=pg_stat_statements -c pg_stat_statements.track=all", sock)
		if err := run(bin, "pg_ctl", "start", "-w", "-t", "60", "-D", dir, "-l", filepath.Join(dir, "server.log"), "-o", opts); err != nil {
			return "", fmt.Errorf("start PostgreSQL (see %s): %w", filepath.Join(dir, "server.log"), err)
		}
	}
	admin := URL(sock, "postgres")
	if err := createDatabase(ctx, admin, DatabaseName); err != nil {
		return "", err
	}
	return URL(sock, DatabaseName), nil
}

// lockFile takes an exclusive lock on path (created when missing) across processes.
func lockFile(path string) (func(), error) {
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return nil, err
	}
	f, err := os.OpenFile(path, os.O_CREATE|os.O_RDWR, 0o644)
	if err != nil {
		return nil, err
	}
	if err := syscall.Flock(int(f.Fd()), syscall.LOCK_EX); err != nil {
		f.Close()
		return nil, err
	}
	return func() { syscall.Flock(int(f.Fd()), syscall.LOCK_UN); f.Close() }, nil
}

// Stop stops the cluster in dir if it runs.
func Stop(dir string) error {
	bin, err := binDir()
	if err != nil {
		return err
	}
	if run(bin, "pg_ctl", "status", "-D", dir) != nil {
		return nil
	}
	return run(bin, "pg_ctl", "stop", "-w", "-m", "fast", "-D", dir)
}

// URL is the connection string of database name in the cluster listening in sock.
func URL(sock, name string) string {
	return fmt.Sprintf("host=%s user=postgres dbname=%s sslmode=disable", sock, name)
}

// socketDir is where the cluster's socket lives: the data folder itself, unless its path
// is too long for a socket name, then a short folder under /tmp named after it.
func socketDir(dir string) string {
	if len(dir)+len("/.s.PGSQL.5432") < 100 {
		return dir
	}
	sum := sha256.Sum256([]byte(dir))
	return filepath.Join(os.TempDir(), "shiftsched-pg-"+hex.EncodeToString(sum[:6]))
}

func initCluster(bin, dir string) error {
	// The postgres user must be able to reach the folder through its parent.
	if err := os.MkdirAll(filepath.Dir(dir), 0o755); err != nil {
		return err
	}
	if asRoot() {
		if err := os.Chmod(filepath.Dir(dir), 0o755); err != nil {
			return err
		}
	}
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return err
	}
	if err := chownToPostgres(dir); err != nil {
		return err
	}
	return run(bin, "initdb", "-D", dir, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--locale=C.UTF-8")
}

// binDir finds the PostgreSQL server binaries: $PG_BIN, the newest Debian-style
// /usr/lib/postgresql/N/bin, or the folder of initdb on the PATH.
func binDir() (string, error) {
	if d := os.Getenv("PG_BIN"); d != "" {
		return d, nil
	}
	dirs, _ := filepath.Glob("/usr/lib/postgresql/*/bin")
	sort.Slice(dirs, func(i, j int) bool { return version(dirs[i]) > version(dirs[j]) })
	for _, d := range dirs {
		if _, err := os.Stat(filepath.Join(d, "initdb")); err == nil {
			return d, nil
		}
	}
	if p, err := exec.LookPath("initdb"); err == nil {
		return filepath.Dir(p), nil
	}
	return "", errors.New("PostgreSQL server binaries not found: install PostgreSQL (apt-get install postgresql) or set PG_BIN")
}

func version(binDir string) int {
	n, _ := strconv.Atoi(filepath.Base(filepath.Dir(binDir)))
	return n
}

// PostgreSQL refuses to run as root; as root, the cluster belongs to the postgres user.
func asRoot() bool { return os.Geteuid() == 0 }

func chownToPostgres(dir string) error {
	if !asRoot() {
		return nil
	}
	u, err := user.Lookup("postgres")
	if err != nil {
		return errors.New("running as root needs a 'postgres' system user to own the database cluster (apt-get install postgresql creates it)")
	}
	uid, _ := strconv.Atoi(u.Uid)
	gid, _ := strconv.Atoi(u.Gid)
	return os.Chown(dir, uid, gid)
}

// Command is the program at path run as the owner of the clusters: the postgres user
// when this process is root, else this process's user. Tools that read or write a
// cluster's files (pg_ctl, pgBackRest) must run as it.
func Command(ctx context.Context, path string, args ...string) *exec.Cmd {
	if asRoot() {
		return exec.CommandContext(ctx, "runuser", append([]string{"-u", "postgres", "--", path}, args...)...)
	}
	return exec.CommandContext(ctx, path, args...)
}

// MkdirOwned creates dir (and its missing parents) reachable by everyone and owned by the
// clusters' owner, who writes in it.
func MkdirOwned(dir string) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	return chownToPostgres(dir)
}

// SocketDir is the folder of the Unix socket of the cluster in dir.
func SocketDir(dir string) (string, error) {
	dir, err := filepath.Abs(dir)
	if err != nil {
		return "", err
	}
	return socketDir(dir), nil
}

func run(bin, name string, args ...string) error {
	cmd := Command(context.Background(), filepath.Join(bin, name), args...)
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &out
	if err := cmd.Run(); err != nil {
		return fmt.Errorf("%s: %w: %s", name, err, bytes.TrimSpace(out.Bytes()))
	}
	return nil
}

func createDatabase(ctx context.Context, adminURL, name string) error {
	conn, err := sql.Open("postgres", adminURL)
	if err != nil {
		return err
	}
	defer conn.Close()
	ctx, cancel := context.WithTimeout(ctx, 30*time.Second)
	defer cancel()
	var exists bool
	if err := conn.QueryRowContext(ctx, `SELECT EXISTS (SELECT 1 FROM pg_database WHERE datname = $1)`, name).Scan(&exists); err != nil {
		return err
	}
	if exists {
		return nil
	}
	_, err = conn.ExecContext(ctx, `CREATE DATABASE `+name)
	if err != nil && !bytes.Contains([]byte(err.Error()), []byte("already exists")) {
		return err
	}
	return nil
}

// WithDatabase replaces the database name in a key=value or URL connection string.
func WithDatabase(conn, name string) string {
	for _, scheme := range []string{"postgres://", "postgresql://"} {
		if !strings.HasPrefix(conn, scheme) {
			continue
		}
		rest := conn[len(scheme):]
		slash := strings.Index(rest, "/")
		if slash < 0 {
			q := strings.Index(rest, "?")
			if q < 0 {
				return conn + "/" + name
			}
			return scheme + rest[:q] + "/" + name + rest[q:]
		}
		tail := rest[slash+1:]
		if q := strings.Index(tail, "?"); q >= 0 {
			return scheme + rest[:slash+1] + name + tail[q:]
		}
		return scheme + rest[:slash+1] + name
	}
	var parts []string
	for _, p := range strings.Fields(conn) {
		if !strings.HasPrefix(p, "dbname=") {
			parts = append(parts, p)
		}
	}
	return strings.Join(append(parts, "dbname="+name), " ")
}

// Fresh drops and recreates database name next to the one conn points at, and returns
// its connection string.
func Fresh(ctx context.Context, conn, name string) (string, error) {
	db, err := sql.Open("postgres", conn)
	if err != nil {
		return "", err
	}
	defer db.Close()
	if _, err := db.ExecContext(ctx, `DROP DATABASE IF EXISTS `+quoteIdent(name)+` WITH (FORCE)`); err != nil {
		return "", err
	}
	if _, err := db.ExecContext(ctx, `CREATE DATABASE `+quoteIdent(name)); err != nil {
		return "", err
	}
	return WithDatabase(conn, name), nil
}

func quoteIdent(s string) string { return `"` + strings.ReplaceAll(s, `"`, `""`) + `"` }
