// Command restoretime measures how long backing up and restoring the seeded 500-person
// workplace takes with the shipped pgBackRest setup (docs/operations/backups.md#how-long-a-restore-takes):
// a private cluster that archives its WAL, `shiftsched seed --size large`, a full backup
// with the shipped script, the workplace seeded again into a second database (WAL for
// the restore to replay), then a restore of the latest state into a fresh data
// directory, PostgreSQL started on it, and the server answering on it; the rows restored
// are counted against those written. `make restore-time` runs it; `make test` does not.
package main

import (
	"context"
	"database/sql"
	"flag"
	"fmt"
	"maps"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"time"

	_ "github.com/lib/pq" // the postgres driver

	"github.com/shiftsched/shiftsched/devtools/backup"
	"github.com/shiftsched/shiftsched/devtools/cluster"
	"github.com/shiftsched/shiftsched/devtools/devdb"
)

func main() {
	bin := flag.String("bin", "bin/shiftsched", "the server binary")
	dir := flag.String("dir", ".data/restoretime", "where the clusters and the repository go (removed at the end unless -keep)")
	size := flag.String("size", "large", "the seeded workplace: small or large")
	keep := flag.Bool("keep", false, "keep the clusters and the repository")
	wal := flag.Bool("wal", true, "seed a second database after the backup, for the restore to replay from the WAL")
	flag.Parse()
	if err := run(*bin, *dir, *size, *keep, *wal); err != nil {
		fmt.Fprintln(os.Stderr, "restoretime:", err)
		os.Exit(1)
	}
}

// step times one step and prints it.
func step(what string, f func() error) (time.Duration, error) {
	start := time.Now()
	err := f()
	took := time.Since(start)
	if err == nil {
		fmt.Printf("%-52s %8.1f s\n", what, took.Seconds())
	}
	return took, err
}

func run(bin, dir, size string, keep, wal bool) error {
	ctx := context.Background()
	dir, err := filepath.Abs(dir)
	if err != nil {
		return err
	}
	if bin, err = filepath.Abs(bin); err != nil {
		return err
	}
	if _, err := os.Stat(dir); err == nil {
		return fmt.Errorf("%s exists: remove it (a measure starts from nothing)", dir)
	}
	pgDir, restored := filepath.Join(dir, "pg"), filepath.Join(dir, "restored")
	defer func() {
		devdb.Stop(restored)
		devdb.Stop(pgDir)
		if !keep {
			os.RemoveAll(dir)
		}
	}()
	fmt.Printf("Machine: %s, %d cores; %s\n", cpuModel(), runtime.NumCPU(), time.Now().UTC().Format(time.DateOnly))
	dsn, repo, err := archivingCluster(ctx, pgDir, filepath.Join(dir, "pgbackrest"))
	if err != nil {
		return err
	}
	if _, err := step("seed --size "+size, func() error { return seed(bin, dsn, size) }); err != nil {
		return err
	}
	want, err := counts(dsn)
	if err != nil {
		return err
	}
	if _, err := step("full backup (shiftsched-backup --type full)", func() error { return repo.Backup(ctx, "full") }); err != nil {
		return err
	}
	if err := report(ctx, repo); err != nil {
		return err
	}
	var after, wantAfter string
	if wal {
		// A second copy of the workplace written after the backup: the restore replays it
		// from the archived WAL, as a restore of last week's full backup replays the week.
		if after, err = devdb.Fresh(ctx, dsn, "shiftsched_after"); err != nil {
			return err
		}
		start, err := walPosition(dsn)
		if err != nil {
			return err
		}
		if _, err := step("seed again after the backup (WAL to replay)", func() error { return seed(bin, after, size) }); err != nil {
			return err
		}
		end, err := walPosition(dsn)
		if err != nil {
			return err
		}
		fmt.Printf("%-52s %8.1f MB\n", "WAL written since the backup", mb(end-start))
		if wantAfter, err = counts(after); err != nil {
			return err
		}
	}
	return restoreAndServe(ctx, bin, repo, restored, map[string]string{devdb.DatabaseName: want, "shiftsched_after": wantAfter})
}

// walPosition is the cluster's current WAL position in bytes.
func walPosition(dsn string) (int64, error) {
	db, err := sql.Open("postgres", dsn)
	if err != nil {
		return 0, err
	}
	defer db.Close()
	var lsn int64
	err = db.QueryRow(`SELECT pg_current_wal_lsn() - '0/0'::pg_lsn`).Scan(&lsn)
	return lsn, err
}

// archivingCluster starts a private cluster archiving into a repository with its stanza.
func archivingCluster(ctx context.Context, pgDir, repoDir string) (string, *backup.Repo, error) {
	if err := devdb.MkdirOwned(filepath.Dir(pgDir)); err != nil {
		return "", nil, err
	}
	dsn, err := devdb.Ensure(ctx, pgDir)
	if err != nil {
		return "", nil, err
	}
	repo, err := backup.Open(pgDir, repoDir)
	if err != nil {
		return "", nil, err
	}
	if err := repo.EnableArchiving(ctx, devdb.WithDatabase(dsn, "postgres")); err != nil {
		return "", nil, err
	}
	return dsn, repo, repo.StanzaCreate(ctx)
}

func seed(bin, dsn, size string) error {
	cmd := exec.Command(bin, "seed", "--size", size)
	cmd.Env = append(os.Environ(), "DATABASE_URL="+dsn)
	out, err := cmd.CombinedOutput()
	if err != nil {
		return fmt.Errorf("seed: %w\n%s", err, out)
	}
	return nil
}

// counts is the number of rows of the tables a restore must bring back.
func counts(dsn string) (string, error) {
	db, err := sql.Open("postgres", dsn)
	if err != nil {
		return "", err
	}
	defer db.Close()
	var users, shifts, records, notifications int
	err = db.QueryRow(`SELECT (SELECT count(*) FROM users), (SELECT count(*) FROM shifts),
		(SELECT count(*) FROM time_records), (SELECT count(*) FROM notifications)`).Scan(&users, &shifts, &records, &notifications)
	return fmt.Sprintf("%d users, %d shifts, %d time records, %d notifications", users, shifts, records, notifications), err
}

func report(ctx context.Context, repo *backup.Repo) error {
	sets, err := repo.Backups(ctx)
	if err != nil || len(sets) == 0 {
		return fmt.Errorf("no backup listed: %v", err)
	}
	s := sets[len(sets)-1]
	fmt.Printf("%-52s %8.1f MB\n%-52s %8.1f MB\n", "cluster size (every database)", mb(s.Size), "full backup in the repository (zstd)", mb(s.RepoSize))
	return nil
}

func mb(n int64) float64 { return float64(n) / 1e6 }

// restoreAndServe restores the latest state into dir, starts PostgreSQL and the server
// on it, and checks each database in want holds the rows counted before (an empty
// count: not written).
func restoreAndServe(ctx context.Context, bin string, repo *backup.Repo, dir string, want map[string]string) error {
	if err := repo.Check(ctx); err != nil {
		return err
	}
	var dsn string
	total := time.Now()
	if _, err := step("restore into a fresh data directory", func() error { return repo.Restore(ctx, dir, backup.Target{}) }); err != nil {
		return err
	}
	if _, err := step("PostgreSQL started, WAL replayed, promoted", func() (err error) {
		dsn, err = backup.StartRestored(ctx, dir)
		return err
	}); err != nil {
		return err
	}
	in, err := serve(bin, dsn)
	if err != nil {
		return err
	}
	defer in.Terminate(10 * time.Second)
	fmt.Printf("%-52s %8.1f s\n", "restore to serving, in all", time.Since(total).Seconds())
	for _, name := range slices.Sorted(maps.Keys(want)) {
		rows := want[name]
		if rows == "" {
			continue
		}
		got, err := counts(devdb.WithDatabase(dsn, name))
		if err != nil {
			return err
		}
		if got != rows {
			return fmt.Errorf("%s restored: %s; written: %s", name, got, rows)
		}
		fmt.Printf("%s restored as written: %s\n", name, got)
	}
	return nil
}

// serve starts the server on dsn and waits until /readyz answers 200.
func serve(bin, dsn string) (*cluster.Instance, error) {
	var in *cluster.Instance
	_, err := step("server started on it, /readyz 200", func() (err error) {
		if in, err = cluster.StartInstance(context.Background(), bin, dsn); err != nil {
			return err
		}
		res, err := http.Get(in.URL + "/readyz")
		if err != nil {
			return err
		}
		res.Body.Close()
		if res.StatusCode != 200 {
			return fmt.Errorf("/readyz: %s", res.Status)
		}
		return nil
	})
	if err != nil && in != nil {
		in.Terminate(10 * time.Second)
	}
	return in, err
}

func cpuModel() string {
	b, _ := os.ReadFile("/proc/cpuinfo")
	for _, line := range strings.Split(string(b), "\n") {
		if name, ok := strings.CutPrefix(line, "model name"); ok {
			return strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(name), ":"))
		}
	}
	return runtime.GOARCH
}
