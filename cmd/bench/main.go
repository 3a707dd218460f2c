// Command bench runs Shiftsched's load benchmark (devtools/bench): it seeds a fresh
// database per workplace size, starts the server binary on a loopback port, runs every
// scenario and prints a markdown table with the budgets, also written as JSON.
//
//	go run ./cmd/bench [-conns 32] [-duration 20s] [-warmup 3s] [-sizes small,large]
//	                   [-only rest_week,gql_month] [-profile dir] [-json bench-results/latest.json]
//	                   [-browser=false] [-capture devtools/bench/clientrequests]
package main

import (
	"context"
	"flag"
	"fmt"
	"os"
	"os/signal"
	"strings"
	"syscall"
	"time"

	"github.com/shiftsched/shiftsched/devtools/bench"
)

func main() {
	var (
		bin      = flag.String("bin", "bin/shiftsched", "the server binary")
		conns    = flag.Int("conns", 32, "parallel connections per scenario")
		duration = flag.Duration("duration", 20*time.Second, "timed run per scenario")
		warmup   = flag.Duration("warmup", 3*time.Second, "warm-up before each timed run")
		sizes    = flag.String("sizes", "small,large", "workplace sizes to run, in order")
		only     = flag.String("only", "", "comma-separated scenarios to run (the floor always runs): "+strings.Join(bench.ScenarioNames(), ", "))
		profile  = flag.String("profile", "", "folder to save a CPU profile of the server for each timed run")
		pgDir    = flag.String("pgdir", ".data/pg", "the private PostgreSQL cluster to use when DATABASE_URL is unset")
		browser  = flag.Bool("browser", true, "after each size, time the week and month grids in Chromium, and run Lighthouse at the first size (needs the client's npm packages and /usr/bin/chromium)")
		capture  = flag.String("capture", "", "instead of benchmarking, seed the small workplace and record the built client's GraphQL requests from Chromium into this folder (make capture-requests)")
		jsonPath = flag.String("json", "bench-results/latest.json", "where to write the results as JSON (empty: nowhere)")
	)
	flag.Parse()
	ctx, stop := signal.NotifyContext(context.Background(), syscall.SIGINT, syscall.SIGTERM)
	defer stop()
	cfg := bench.Config{
		Bin: *bin, Conns: *conns, Duration: *duration, Warmup: *warmup,
		Sizes: split(*sizes), Only: split(*only), Profile: *profile, Log: os.Stderr,
		Database: bench.DefaultDatabase(*pgDir), Browser: *browser,
	}
	if _, err := os.Stat(cfg.Bin); err != nil {
		fmt.Fprintf(os.Stderr, "bench: %v (build it with make build)\n", err)
		os.Exit(1)
	}
	if *capture != "" {
		if err := bench.Capture(ctx, cfg, *capture); err != nil {
			fmt.Fprintln(os.Stderr, "bench:", err)
			os.Exit(1)
		}
		return
	}
	rep, err := bench.Run(ctx, cfg)
	if rep != nil && len(rep.Results) > 0 {
		fmt.Println(rep.Markdown())
		if *jsonPath != "" {
			if err := rep.WriteJSON(*jsonPath); err != nil {
				fmt.Fprintln(os.Stderr, "bench:", err)
			} else {
				fmt.Fprintln(os.Stderr, "results written to", *jsonPath)
			}
		}
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "bench:", err)
		os.Exit(1)
	}
}

func split(s string) []string {
	var out []string
	for _, p := range strings.Split(s, ",") {
		if p = strings.TrimSpace(p); p != "" {
			out = append(out, p)
		}
	}
	return out
}
