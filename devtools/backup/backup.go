// Package backup runs pgBackRest for the private PostgreSQL clusters of development and
// tests (devtools/devdb) with what the project ships in deploy/pgbackrest: its
// configuration, rendered with the cluster's paths, and its backup script. It turns WAL
// archiving on, creates the stanza, takes backups and restores them into fresh data
// directories (docs/operations/backups.md).
package backup

import (
	"bytes"
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"time"

	_ "github.com/lib/pq" // the postgres driver

	"github.com/shiftsched/shiftsched/devtools/devdb"
)

// Stanza is the name pgBackRest knows Shiftsched's cluster by, as in the shipped configuration.
const Stanza = "shiftsched"

// Repo is a pgBackRest repository of one private cluster, with everything pgBackRest
// keeps beside it: its configuration, logs, locks, and the backup metric.
type Repo struct {
	Dir     string // holds pgbackrest.conf, repo/, log/, lock/ and metrics/
	PGDir   string // the data directory of the cluster backed up
	Config  string // the rendered configuration
	Metrics string // the directory the backup script writes its textfile metric in
	root    string // the checkout, whose deploy/pgbackrest is used
}

// Open prepares the repository in dir for the cluster in pgDir: the shipped configuration
// rendered with their paths (written again each time, so that a change to the shipped
// file is taken up) and the folders pgBackRest writes in, owned by the cluster's owner.
func Open(pgDir, dir string) (*Repo, error) {
	root, err := checkout()
	if err != nil {
		return nil, err
	}
	if pgDir, err = filepath.Abs(pgDir); err != nil {
		return nil, err
	}
	if dir, err = filepath.Abs(dir); err != nil {
		return nil, err
	}
	r := &Repo{Dir: dir, PGDir: pgDir, Config: filepath.Join(dir, "pgbackrest.conf"), Metrics: filepath.Join(dir, "metrics"), root: root}
	for _, d := range []string{dir, filepath.Join(dir, "repo"), filepath.Join(dir, "log"), filepath.Join(dir, "lock"), r.Metrics} {
		if err := devdb.MkdirOwned(d); err != nil {
			return nil, err
		}
	}
	shipped, err := os.ReadFile(filepath.Join(root, "deploy", "pgbackrest", "pgbackrest.conf"))
	if err != nil {
		return nil, err
	}
	sock, err := devdb.SocketDir(pgDir)
	if err != nil {
		return nil, err
	}
	conf := Render(string(shipped), map[string]map[string]string{
		"global": {"repo1-path": filepath.Join(dir, "repo"), "log-path": filepath.Join(dir, "log"), "lock-path": filepath.Join(dir, "lock")},
		Stanza:   {"pg1-path": pgDir, "pg1-socket-path": sock},
	}, map[string][]string{
		// The private clusters keep their socket and log in the data directory: a copy of
		// the socket's lock file would stop a restored cluster from starting.
		Stanza: {"exclude=.s.PGSQL.5432", "exclude=.s.PGSQL.5432.lock", "exclude=server.log"},
	})
	return r, os.WriteFile(r.Config, []byte(conf), 0o644)
}

// checkout finds the module's root from the working directory: the folder of go.mod,
// where deploy/pgbackrest is (make runs in it, go test in a package below it).
func checkout() (string, error) {
	dir, err := os.Getwd()
	if err != nil {
		return "", err
	}
	for {
		if _, err := os.Stat(filepath.Join(dir, "deploy", "pgbackrest", "shiftsched-backup")); err == nil {
			return dir, nil
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return "", errors.New("deploy/pgbackrest not found above the working directory: run from the Shiftsched checkout")
		}
		dir = parent
	}
}

// Render returns an INI configuration with the values of set replaced, section by
// section (a key the section lacks is added at its end, with the lines of add). Comments
// and every other line stay as they are.
func Render(conf string, set map[string]map[string]string, add map[string][]string) string {
	var out []string
	section := ""
	done := map[string]bool{}
	closeSection := func() {
		for key, value := range set[section] {
			if !done[section+"\x00"+key] {
				out = append(out, key+"="+value)
			}
		}
		out = append(out, add[section]...)
	}
	for _, line := range strings.Split(strings.TrimRight(conf, "\n"), "\n") {
		trimmed := strings.TrimSpace(line)
		if strings.HasPrefix(trimmed, "[") && strings.HasSuffix(trimmed, "]") {
			closeSection()
			section = strings.Trim(trimmed, "[]")
			out = append(out, line)
			continue
		}
		key, _, isSetting := strings.Cut(trimmed, "=")
		if value, ok := set[section][key]; ok && isSetting && !strings.HasPrefix(trimmed, "#") {
			line = key + "=" + value
			done[section+"\x00"+key] = true
		}
		out = append(out, line)
	}
	closeSection()
	return strings.Join(out, "\n") + "\n"
}

// archiveCommand is what PostgreSQL runs for each finished WAL segment.
func (r *Repo) archiveCommand() string {
	return fmt.Sprintf("pgbackrest --config=%s --stanza=%s archive-push %%p", r.Config, Stanza)
}

// EnableArchiving makes the cluster (running, at admin) archive every WAL segment into
// the repository, for good: the settings are kept in the cluster (ALTER SYSTEM), and
// the cluster restarts when archiving was off.
func (r *Repo) EnableArchiving(ctx context.Context, admin string) error {
	return r.setArchiving(ctx, admin, "on", r.archiveCommand())
}

// DisableArchiving turns WAL archiving off again, restarting the cluster when it was on.
func (r *Repo) DisableArchiving(ctx context.Context, admin string) error {
	return r.setArchiving(ctx, admin, "off", "")
}

func (r *Repo) setArchiving(ctx context.Context, admin, mode, command string) error {
	db, err := sql.Open("postgres", admin)
	if err != nil {
		return err
	}
	defer db.Close()
	var nowMode, nowCommand string
	if err := db.QueryRowContext(ctx, `SELECT current_setting('archive_mode'), current_setting('archive_command')`).Scan(&nowMode, &nowCommand); err != nil {
		return err
	}
	if nowMode == mode && (mode == "off" || nowCommand == command) {
		return nil
	}
	stmts := []string{`ALTER SYSTEM RESET archive_mode`, `ALTER SYSTEM RESET archive_command`}
	if mode == "on" {
		// ALTER SYSTEM takes no parameters; the command holds only paths of ours.
		stmts = []string{`ALTER SYSTEM SET archive_mode = on`, `ALTER SYSTEM SET archive_command = ` + quoteLiteral(command)}
	}
	for _, s := range append(stmts, `SELECT pg_reload_conf()`) {
		if _, err := db.ExecContext(ctx, s); err != nil {
			return err
		}
	}
	db.Close()
	if nowMode == mode {
		return nil // only the command changed: the reload took it
	}
	if err := devdb.Stop(r.PGDir); err != nil {
		return err
	}
	_, err = devdb.Ensure(ctx, r.PGDir)
	return err
}

func quoteLiteral(s string) string { return "'" + strings.ReplaceAll(s, "'", "''") + "'" }

// pgbackrest runs a pgBackRest command with the repository's configuration, as the
// clusters' owner; the error carries its output.
func (r *Repo) pgbackrest(ctx context.Context, args ...string) ([]byte, error) {
	args = append([]string{"--config=" + r.Config, "--stanza=" + Stanza}, args...)
	return output(devdb.Command(ctx, "pgbackrest", args...))
}

func output(cmd *exec.Cmd) ([]byte, error) {
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	if err := cmd.Run(); err != nil {
		return nil, fmt.Errorf("%s: %w\n%s%s", strings.Join(cmd.Args, " "), err, stdout.Bytes(), stderr.Bytes())
	}
	return stdout.Bytes(), nil
}

// StanzaCreate creates the stanza in the repository (nothing when it exists for this cluster).
func (r *Repo) StanzaCreate(ctx context.Context) error {
	_, err := r.pgbackrest(ctx, "stanza-create")
	return err
}

// Check switches to a new WAL segment and waits until it is archived: everything
// committed before Check is in the repository once it returns.
func (r *Repo) Check(ctx context.Context) error {
	_, err := r.pgbackrest(ctx, "check")
	return err
}

// Backup takes a backup of typ (full, diff or incr) with the shipped script, which also
// writes the backup metric into r.Metrics.
func (r *Repo) Backup(ctx context.Context, typ string) error {
	script := filepath.Join(r.root, "deploy", "pgbackrest", "shiftsched-backup")
	_, err := output(devdb.Command(ctx, "/bin/sh", script, "--config", r.Config, "--type", typ, "--textfile-dir", r.Metrics))
	return err
}

// Set is one backup in the repository.
type Set struct {
	Label     string
	Type      string // full, diff or incr
	Start     time.Time
	Stop      time.Time
	Size      int64 // the database's size
	Delta     int64 // what this backup copied (all of it for a full)
	RepoSize  int64 // the backup set in the repository, compressed, with what it refers to
	RepoDelta int64 // this backup's files in the repository
	Prior     string
	WALStart  string
	WALStop   string
}

// Backups lists the repository's backups, oldest first (pgbackrest info).
func (r *Repo) Backups(ctx context.Context) ([]Set, error) {
	out, err := r.pgbackrest(ctx, "--output=json", "info")
	if err != nil {
		return nil, err
	}
	var info []struct {
		Backup []struct {
			Label   string `json:"label"`
			Type    string `json:"type"`
			Prior   *string
			Archive struct{ Start, Stop string }
			Info    struct {
				Size, Delta int64
				Repository  struct{ Size, Delta int64 }
			}
			Timestamp struct{ Start, Stop int64 }
		}
	}
	if err := json.Unmarshal(out, &info); err != nil {
		return nil, fmt.Errorf("pgbackrest info: %w", err)
	}
	var sets []Set
	for _, stanza := range info {
		for _, b := range stanza.Backup {
			s := Set{Label: b.Label, Type: b.Type, Start: time.Unix(b.Timestamp.Start, 0), Stop: time.Unix(b.Timestamp.Stop, 0),
				Size: b.Info.Size, Delta: b.Info.Delta, RepoSize: b.Info.Repository.Size, RepoDelta: b.Info.Repository.Delta,
				WALStart: b.Archive.Start, WALStop: b.Archive.Stop}
			if b.Prior != nil {
				s.Prior = *b.Prior
			}
			sets = append(sets, s)
		}
	}
	return sets, nil
}

// Target is where a restore ends: the zero Target is the latest state archived.
type Target struct {
	Time time.Time // the moment: transactions committed at or before it, none after
	Name string    // a restore point made with pg_create_restore_point
	// Set is the backup to start from; "" lets pgBackRest choose (the latest, or for a
	// Time the latest that ended before it). A Name needs a backup from before the point.
	Set string
}

// Restore restores the repository into dest, a new or empty data directory, to target.
// The copy promotes itself once there and does not archive: the cluster it came from
// may still be running and archiving into the repository.
func (r *Repo) Restore(ctx context.Context, dest string, target Target) error {
	dest, err := filepath.Abs(dest)
	if err != nil {
		return err
	}
	if err := os.MkdirAll(filepath.Dir(dest), 0o755); err != nil {
		return err
	}
	if err := os.Mkdir(dest, 0o700); err != nil && !errors.Is(err, os.ErrExist) {
		return err
	}
	if err := devdb.MkdirOwned(dest); err != nil {
		return err
	}
	if err := os.Chmod(dest, 0o700); err != nil {
		return err
	}
	args := []string{"--pg1-path=" + dest, "--archive-mode=off"}
	switch {
	case !target.Time.IsZero():
		args = append(args, "--type=time", "--target="+target.Time.UTC().Format("2006-01-02 15:04:05.999999-07"), "--target-action=promote")
	case target.Name != "":
		args = append(args, "--type=name", "--target="+target.Name, "--target-action=promote")
	}
	if target.Set != "" {
		args = append(args, "--set="+target.Set)
	}
	_, err = r.pgbackrest(ctx, append(args, "restore")...)
	return err
}

// StartRestored starts the cluster restored in dir and waits until it has replayed to
// its target and been promoted; it returns the application database's connection string.
func StartRestored(ctx context.Context, dir string) (string, error) {
	url, err := devdb.Ensure(ctx, dir)
	if err != nil {
		return "", err
	}
	db, err := sql.Open("postgres", url)
	if err != nil {
		return "", err
	}
	defer db.Close()
	for {
		var recovering bool
		if err := db.QueryRowContext(ctx, `SELECT pg_is_in_recovery()`).Scan(&recovering); err != nil {
			return "", err
		}
		if !recovering {
			return url, nil
		}
		select {
		case <-ctx.Done():
			return "", fmt.Errorf("the cluster restored in %s is still recovering: %w", dir, ctx.Err())
		case <-time.After(50 * time.Millisecond):
		}
	}
}

// Setup is `make run`'s switch: with on, the cluster in pgDir archives into the
// repository in dir, which gets its stanza and, when it has none, a first full backup;
// with off, archiving stops (the repository stays). It returns the application
// database's connection string.
func Setup(ctx context.Context, pgDir, dir string, on bool) (string, error) {
	url, err := devdb.Ensure(ctx, pgDir)
	if err != nil {
		return "", err
	}
	r, err := Open(pgDir, dir)
	if err != nil {
		return "", err
	}
	admin := devdb.WithDatabase(url, "postgres")
	if !on {
		return url, r.DisableArchiving(ctx, admin)
	}
	if err := r.EnableArchiving(ctx, admin); err != nil {
		return "", err
	}
	if err := r.StanzaCreate(ctx); err != nil {
		return "", err
	}
	sets, err := r.Backups(ctx)
	if err != nil {
		return "", err
	}
	if len(sets) == 0 {
		if err := r.Backup(ctx, "full"); err != nil {
			return "", err
		}
	}
	return url, nil
}
