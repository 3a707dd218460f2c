// Command benchroster is `make bench-roster`: for each Curtois–Qu instance it starts the
// real server on a fresh database, enters the instance through the GraphQL API as a
// manager (and the staff, for their preferences) would, runs a rebuild fill through the
// API with the time limit, reads the proposal back, writes <instance>.roster.csv
// (EmployeeID,Day,ShiftID, day 0 first), scores it with the core's evaluator of the
// benchmark's rules, and prints a table against the best known results.
package main

import (
	"context"
	"flag"
	"fmt"
	"os"
	"os/signal"
	"path/filepath"
	"strings"
	"syscall"
	"text/tabwriter"
	"time"

	"github.com/shiftsched/shiftsched/devtools/bench"
	"github.com/shiftsched/shiftsched/devtools/devdb"
	"github.com/shiftsched/shiftsched/internal/autoschedule"
	"github.com/shiftsched/shiftsched/internal/autoschedule/curtoisqu"
	"github.com/shiftsched/shiftsched/internal/domain"
)

// bestKnown are the published best penalties (../shared/rostering/README.md).
var bestKnown = map[string]int{
	"Instance1": 607, "Instance2": 828, "Instance3": 1001,
	"Instance9": 439, "Instance10": 4631, "Instance14": 1279,
}

var measure time.Duration

type row struct {
	name                  string
	hard, penalty         int
	firstFeasible, atBest float64
}

func main() {
	instances := flag.String("instances", "", "space-separated instance files")
	seconds := flag.Int("seconds", 60, "time limit per instance, in seconds")
	out := flag.String("out", "bench-out/roster", "folder the rosters are written to")
	bin := flag.String("bin", "bin/shiftsched", "the server binary")
	pgdir := flag.String("pgdir", ".data/pg", "the checkout's private PostgreSQL cluster")
	generated := flag.Int("generated", 0, "also fill a generated workplace of this many people (5 locations, 8 positions, 4 weeks)")
	flag.DurationVar(&measure, "latency", 0, "measure the API's p99 for this long idle, then while the fill runs")
	flag.Parse()
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	if err := os.MkdirAll(*out, 0o755); err != nil {
		fail(err)
	}
	var rows []row
	for _, path := range strings.Fields(*instances) {
		r, err := runInstance(ctx, path, *seconds, *out, *bin, *pgdir)
		if err != nil {
			fail(fmt.Errorf("%s: %w", path, err))
		}
		rows = append(rows, *r)
	}
	if len(rows) > 0 {
		printTable(rows)
	}
	if *generated > 0 {
		if err := runGenerated(ctx, *generated, *seconds, *bin, *pgdir); err != nil {
			fail(fmt.Errorf("generated workplace: %w", err))
		}
	}
}

func fail(err error) {
	fmt.Fprintln(os.Stderr, "bench-roster:", err)
	os.Exit(1)
}

// runInstance enters one instance into a fresh workplace, fills it and scores the roster.
func runInstance(ctx context.Context, path string, seconds int, out, bin, pgdir string) (*row, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	p, err := curtoisqu.Parse(f)
	f.Close()
	if err != nil {
		return nil, err
	}
	name := strings.TrimSuffix(filepath.Base(path), filepath.Ext(path))
	base := os.Getenv("DATABASE_URL")
	if base == "" {
		if base, err = devdb.Ensure(ctx, pgdir); err != nil {
			return nil, err
		}
	}
	url, err := devdb.Fresh(ctx, base, "shiftsched_roster_"+strings.ToLower(name))
	if err != nil {
		return nil, err
	}
	srv, err := bench.StartServer(ctx, bin, url, nil)
	if err != nil {
		return nil, err
	}
	defer srv.Stop()
	// The instance starts on a Monday: the first one a week or more from today, so that
	// its dates are all ahead.
	start := domain.DateOf(time.Now().UTC()).AddDays(7)
	for start.Weekday() != time.Monday {
		start = start.AddDays(1)
	}
	t0 := time.Now()
	w, err := enter(ctx, srv.URL(), p, start)
	if err != nil {
		return nil, err
	}
	w.measure = measure
	fmt.Fprintf(os.Stderr, "%s: entered %d people, %d shift types, %d requests, %d cover days in %.1f s; filling for %d s\n",
		name, len(p.People), len(p.ShiftTypes), len(p.Requests), len(p.Cover), time.Since(t0).Seconds(), seconds)
	res, err := w.fill(ctx, p, seconds)
	if err != nil {
		return nil, err
	}
	ev, err := autoschedule.Evaluate(p, res.assignments)
	if err != nil {
		return nil, err
	}
	if measure > 0 {
		fmt.Fprintf(os.Stderr, "%s: API p99 %v idle, %v while filling (%.1fx)\n", name,
			w.idleP99.Round(time.Millisecond/10), w.busyP99.Round(time.Millisecond/10), float64(w.busyP99)/float64(w.idleP99))
	}
	if err := writeCSV(filepath.Join(out, name+".roster.csv"), p, res.assignments); err != nil {
		return nil, err
	}
	return &row{name: name, hard: len(ev.Hard), penalty: ev.Penalty, firstFeasible: res.firstFeasible, atBest: res.atBest}, nil
}

func writeCSV(path string, p *autoschedule.Problem, as []autoschedule.Assignment) error {
	var b strings.Builder
	for _, a := range as {
		fmt.Fprintf(&b, "%s,%d,%s\n", p.People[a.Person].ID, a.Day, p.ShiftTypes[a.Shift].ID)
	}
	return os.WriteFile(path, []byte(b.String()), 0o644)
}

func printTable(rows []row) {
	tw := tabwriter.NewWriter(os.Stdout, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(tw, "instance\thard\tpenalty\tbest known\tgap\tfirst feasible s\tbest at s\t")
	for _, r := range rows {
		best, gap := "?", "?"
		if b, ok := bestKnown[r.name]; ok {
			best, gap = fmt.Sprint(b), fmt.Sprintf("%.1f%%", 100*float64(r.penalty-b)/float64(b))
		}
		ff := "-"
		if r.firstFeasible >= 0 {
			ff = fmt.Sprintf("%.1f", r.firstFeasible)
		}
		fmt.Fprintf(tw, "%s\t%d\t%d\t%s\t%s\t%s\t%.1f\t\n", r.name, r.hard, r.penalty, best, gap, ff, r.atBest)
	}
	tw.Flush()
}
