// Command devdb starts or stops the private development PostgreSQL cluster.
//
//	devdb start [dir]   start it (initialising it when new) and print its connection string
//	devdb stop [dir]    stop it
//	devdb fresh NAME    (re)create an empty database NAME beside $DATABASE_URL's, or in
//	                    the cluster in .data/pg when that is unset; print its connection string
//
// dir defaults to .data/pg.
package main

import (
	"context"
	"fmt"
	"os"

	"github.com/shiftsched/shiftsched/devtools/devdb"
)

func main() {
	if len(os.Args) < 2 {
		fmt.Fprintln(os.Stderr, "usage: devdb start|stop [dir]")
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
		url, err := devdb.Ensure(context.Background(), dir)
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
		fmt.Fprintln(os.Stderr, "usage: devdb start|stop [dir] | fresh NAME")
		os.Exit(2)
	}
}
