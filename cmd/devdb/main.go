// Command devdb starts or stops the private development PostgreSQL cluster.
//
//	devdb start [-backups on|off] [dir]
//	                    start it (initialising it when new) and print its connection string;
//	                    -backups on archives its WAL with pgBackRest into a repository in
//	                    .data/pgbackrest beside it (a first full backup when it has none),
//	                    off stops archiving (docs/operations/backups.md#trying-it-with-make-run)
//	devdb stop [dir]    stop it
//	devdb fresh NAME    (re)create an empty database NAME beside $DATABASE_URL's, or in
//	                    the cluster in .data/pg when that is unset; print its connection string
//
// dir defaults to .data/pg.
package main

import (
	"context"
	"flag"
	"fmt"
	"os"
	"path/filepath"

	"github.com/shiftsched/shiftsched/devtools/backup"
	"github.com/shiftsched/shiftsched/devtools/devdb"
)

func main() {
	if len(os.Args) < 2 {
		fmt.Fprintln(os.Stderr, "usage: devdb start [-backups on|off] [dir] | stop [dir] | fresh NAME")
		os.Exit(2)
	}
	dir := ".data/pg"
	if os.Args[1] == "fresh" && len(os.Args) != 3 {
		fmt.Fprintln(os.Stderr, "usage: devdb fresh NAME")
		os.Exit(2)
	}
	if len(os.Args) > 2 {
		dir = os.Args[2]
	}
	switch os.Args[1] {
	case "start":
		url, err := start(os.Args[2:])
		if err != nil {
			fmt.Fprintln(os.Stderr, "devdb:", err)
			os.Exit(1)
		}
		fmt.Println(url)
	case "stop":
		if err := devdb.Stop(dir); err != nil {
			fmt.Fprintln(os.Stderr, "devdb:", err)
			os.Exit(1)
		}
	case "fresh":
		base := os.Getenv("DATABASE_URL")
		var err error
		if base == "" {
			base, err = devdb.Ensure(context.Background(), ".data/pg")
		}
		if err == nil {
			base, err = devdb.Fresh(context.Background(), base, os.Args[2])
		}
		if err != nil {
			fmt.Fprintln(os.Stderr, "devdb:", err)
			os.Exit(1)
		}
		fmt.Println(base)
	default:
		fmt.Fprintln(os.Stderr, "usage: devdb start [-backups on|off] [dir] | stop [dir] | fresh NAME")
		os.Exit(2)
	}
}

// start is `devdb start [-backups on|off] [dir]`.
func start(args []string) (string, error) {
	fs := flag.NewFlagSet("start", flag.ContinueOnError)
	backups := fs.String("backups", "", "on: archive the WAL with pgBackRest and take a first full backup; off: stop archiving; empty: leave it as it is")
	if err := fs.Parse(args); err != nil {
		return "", err
	}
	dir := ".data/pg"
	if fs.NArg() > 0 {
		dir = fs.Arg(0)
	}
	ctx := context.Background()
	switch *backups {
	case "":
		return devdb.Ensure(ctx, dir)
	case "on", "off":
		// The repository sits beside the cluster: .data/pg's is .data/pgbackrest.
		repo := filepath.Join(filepath.Dir(dir), "pgbackrest")
		url, err := backup.Setup(ctx, dir, repo, *backups == "on")
		if err == nil && *backups == "on" {
			// pgBackRest reads a relative --config from its own working directory, so
			// the command shown names the absolute path.
			if abs, aerr := filepath.Abs(repo); aerr == nil {
				repo = abs
			}
			fmt.Fprintf(os.Stderr, "Backups on: WAL archived with pgBackRest into %s; try pgbackrest --config=%s --stanza=%s info\n",
				filepath.Join(repo, "repo"), filepath.Join(repo, "pgbackrest.conf"), backup.Stanza)
		}
		return url, err
	default:
		return "", fmt.Errorf("-backups is on or off, not %q", *backups)
	}
}
