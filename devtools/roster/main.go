// Command roster is the auto-scheduler core's own yardstick: it solves Curtois–Qu
// benchmark instances with internal/autoschedule, writes each roster as
// <instance>.roster.csv (EmployeeID,Day,ShiftID, day 0 first), scores it with the
// evaluator, and prints a table against the best known results.
//
//	go run ./devtools/roster -instances "../shared/rostering/Instance1.txt ..." -seconds 60 -out bench-out/roster
package main

import (
	"context"
	"flag"
	"fmt"
	"os"
	"os/signal"
	"path/filepath"
	"runtime/pprof"
	"sort"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/shiftsched/shiftsched/internal/autoschedule"
	"github.com/shiftsched/shiftsched/internal/autoschedule/curtoisqu"
	"github.com/shiftsched/shiftsched/internal/cbc"
)

// exact is the exact solver the search hands small problems to and dives larger ones
// with: cbc when it is on PATH and -no-exact is not given.
var exact autoschedule.ExactSolver

// trace prints the penalty over time (-trace).
var trace bool

// traceProgress prints a better roster's time and penalty, at most one every half
// second, so where the time goes (search, cbc, dives) shows.
func traceProgress() func(autoschedule.Progress) {
	last := -time.Second
	return func(pr autoschedule.Progress) {
		if pr.Elapsed-last >= 500*time.Millisecond {
			fmt.Fprintf(os.Stderr, "%6.1f s  %d\n", pr.Elapsed.Seconds(), pr.Penalty)
			last = pr.Elapsed
		}
	}
}

// bestKnown are the published best penalties (../shared/rostering/README.md).
var bestKnown = map[string]int{
	"Instance1": 607, "Instance2": 828, "Instance3": 1001,
	"Instance9": 439, "Instance10": 4631, "Instance14": 1279,
}

func main() {
	dir := "../shared/rostering"
	def := []string{}
	for _, n := range []string{"Instance1", "Instance2", "Instance3", "Instance9", "Instance10", "Instance14"} {
		def = append(def, filepath.Join(dir, n+".txt"))
	}
	instances := flag.String("instances", strings.Join(def, " "), "space-separated instance files")
	seconds := flag.Float64("seconds", 60, "time limit per instance, in seconds")
	out := flag.String("out", "bench-out/roster", "folder the rosters are written to")
	seed := flag.Uint64("seed", 1, "the search's seed")
	iterations := flag.Int64("iterations", 0, "end each search after this many moves instead of the time limit, so runs compare the same effort on a loaded machine")
	profile := flag.String("cpuprofile", "", "write a CPU profile of the whole run to this file")
	flag.BoolVar(&trace, "trace", false, "print the best penalty as it falls, at most twice a second (stderr)")
	noExact := flag.Bool("no-exact", false, "leave cbc out even when it is on PATH (the search alone)")
	generated := flag.Int("generated", 0, "after the instances, solve a generated workplace of this many people (generated.go); -instances \"\" runs it alone")
	flag.Parse()
	if !*noExact {
		exact = cbc.Find()
	}
	if *profile != "" {
		stopProfile, err := startProfile(*profile)
		if err != nil {
			fail(err)
		}
		defer stopProfile()
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	if err := os.MkdirAll(*out, 0o755); err != nil {
		fail(err)
	}
	tw := tabwriter.NewWriter(os.Stdout, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(tw, "instance\thard violations\tpenalty\tbest known\tgap\tfirst feasible (s)\tbest (s)\tmoves/s\t")
	var breakdown []string
	for _, path := range strings.Fields(*instances) {
		row, by, err := run(ctx, path, *out, time.Duration(*seconds*float64(time.Second)), *seed, *iterations)
		if err != nil {
			fail(fmt.Errorf("%s: %w", path, err))
		}
		fmt.Fprintln(os.Stderr, "done:", row)
		fmt.Fprintln(tw, row)
		breakdown = append(breakdown, by)
	}
	tw.Flush()
	if len(breakdown) > 0 {
		fmt.Println("\nThe evaluator's penalty by rule:")
		for _, b := range breakdown {
			fmt.Println(b)
		}
	}
	if *generated > 0 {
		if err := runGenerated(ctx, *generated, time.Duration(*seconds*float64(time.Second)), *seed); err != nil {
			fail(err)
		}
	}
}

// byRule is the evaluation's penalty by rule code, in a stable order.
func byRule(name string, ev *autoschedule.Evaluation) string {
	codes := make([]string, 0, len(ev.ByRule))
	for c := range ev.ByRule {
		codes = append(codes, c)
	}
	sort.Strings(codes)
	parts := []string{name + ":"}
	for _, c := range codes {
		parts = append(parts, fmt.Sprintf("%s %d", c, ev.ByRule[c]))
	}
	return strings.Join(parts, " ")
}

func run(ctx context.Context, path, out string, limit time.Duration, seed uint64, iterations int64) (row, by string, err error) {
	f, err := os.Open(path)
	if err != nil {
		return "", "", err
	}
	p, err := curtoisqu.Parse(f)
	f.Close()
	if err != nil {
		return "", "", err
	}
	o := autoschedule.Options{Seed: seed, TimeLimit: limit, Exact: exact}
	if iterations > 0 {
		o = autoschedule.Options{Seed: seed, Iterations: iterations}
	}
	if trace {
		o.Progress = traceProgress()
	}
	start := time.Now()
	sol, err := autoschedule.Solve(ctx, p, o)
	if err != nil {
		return "", "", err
	}
	name := strings.TrimSuffix(filepath.Base(path), filepath.Ext(path))
	if err := writeCSV(filepath.Join(out, name+".roster.csv"), p, sol.Assignments); err != nil {
		return "", "", err
	}
	ev, err := autoschedule.Evaluate(p, sol.Assignments)
	if err != nil {
		return "", "", err
	}
	best, gap := "unknown", "-"
	if b, ok := bestKnown[name]; ok {
		best, gap = fmt.Sprint(b), fmt.Sprintf("%.1f%%", 100*float64(ev.Penalty-b)/float64(b))
	}
	first := "-"
	if sol.FirstFeasible >= 0 {
		first = fmt.Sprintf("%.2f", sol.FirstFeasible.Seconds())
	}
	rate := float64(sol.Iterations) / time.Since(start).Seconds()
	row = fmt.Sprintf("%s\t%d\t%d\t%s\t%s\t%s\t%.2f\t%.0fk\t", name, len(ev.Hard), ev.Penalty, best, gap, first, sol.BestAt.Seconds(), rate/1000)
	return row, byRule(name, ev), nil
}

func writeCSV(path string, p *autoschedule.Problem, as []autoschedule.Assignment) error {
	var b strings.Builder
	for _, a := range as {
		fmt.Fprintf(&b, "%s,%d,%s\n", p.People[a.Person].ID, a.Day, p.ShiftTypes[a.Shift].ID)
	}
	return os.WriteFile(path, []byte(b.String()), 0o644)
}

// startProfile profiles the CPU until the returned function is called: where the
// search's time goes, without a server in the way.
func startProfile(path string) (func(), error) {
	f, err := os.Create(path)
	if err != nil {
		return nil, err
	}
	if err := pprof.StartCPUProfile(f); err != nil {
		f.Close()
		return nil, err
	}
	return func() { pprof.StopCPUProfile(); f.Close() }, nil
}

func fail(err error) {
	fmt.Fprintln(os.Stderr, "roster:", err)
	os.Exit(1)
}
