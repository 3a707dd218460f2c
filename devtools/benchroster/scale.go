package main

import (
	"context"
	"fmt"
	"os"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/shiftsched/shiftsched/devtools/bench"
	"github.com/shiftsched/shiftsched/devtools/devdb"
	"github.com/shiftsched/shiftsched/internal/domain"
)

// checkpoints are the times the scale table reads the penalty at, in seconds.
var checkpoints = []int{5, 10, 30, 60}

// runGenerated enters the generated workplace on a fresh database, rebuilds its four
// weeks at every location through the API, and prints when the first roster without a
// hard violation came and the best penalty at each checkpoint (from the job's history).
func runGenerated(ctx context.Context, people, seconds int, bin, pgdir string) error {
	base := os.Getenv("DATABASE_URL")
	var err error
	if base == "" {
		if base, err = devdb.Ensure(ctx, pgdir); err != nil {
			return err
		}
	}
	url, err := devdb.Fresh(ctx, base, fmt.Sprintf("shiftsched_roster_generated%d", people))
	if err != nil {
		return err
	}
	srv, err := bench.StartServer(ctx, bin, url, nil)
	if err != nil {
		return err
	}
	defer srv.Stop()
	start := domain.DateOf(time.Now().UTC()).AddDays(7)
	for start.Weekday() != time.Monday {
		start = start.AddDays(1)
	}
	t0 := time.Now()
	g, err := enterGenerated(ctx, srv.URL(), people, start)
	if err != nil {
		return err
	}
	fmt.Fprintf(os.Stderr, "generated: entered %d people, %d locations, %d shift types in %.1f s; filling for %d s\n",
		people, len(g.locations), len(g.shiftTypes), time.Since(t0).Seconds(), seconds)
	j, err := g.runFill(ctx, map[string]any{"mode": "REBUILD", "rangeStart": start.String(), "weeks": genWeeks, "timeLimitSeconds": seconds})
	if err != nil {
		return err
	}
	printScale(people, len(g.shiftTypes), j)
	return nil
}

func printScale(people, types int, j *fillJob) {
	tw := tabwriter.NewWriter(os.Stdout, 0, 0, 2, ' ', tabwriter.AlignRight)
	head := []string{"workplace", "people", "shift types", "first feasible s"}
	for _, c := range checkpoints {
		head = append(head, fmt.Sprintf("penalty at %d s", c))
	}
	fmt.Fprintln(tw, strings.Join(append(head, "still short"), "\t")+"\t")
	ff := "-"
	if ms := j.Progress.FirstFeasibleMs; ms != nil {
		ff = fmt.Sprintf("%.1f", float64(*ms)/1000)
	}
	cells := []string{"generated", fmt.Sprint(people), fmt.Sprint(types), ff}
	for _, c := range checkpoints {
		cells = append(cells, penaltyAt(j.Progress.History, j.Progress.ElapsedMs, c*1000))
	}
	short := "?"
	if j.Progress.Short != nil {
		short = fmt.Sprint(*j.Progress.Short)
	}
	fmt.Fprintln(tw, strings.Join(append(cells, short), "\t")+"\t")
	tw.Flush()
	if pr := j.Proposal; pr != nil {
		var by []string
		for _, r := range pr.ByRule {
			by = append(by, fmt.Sprintf("%s %d", r.Rule, r.Penalty))
		}
		fmt.Printf("\nThe proposal's penalty by rule: %s\n", strings.Join(by, ", "))
		for _, n := range pr.Notes {
			fmt.Println("Note:", n)
		}
		if len(pr.Short) > 0 {
			fmt.Printf("%d shortages, the first: %s\n", len(pr.Short), pr.Short[0].Why)
		}
	}
}

// penaltyAt is the best penalty found by ms, marked when that roster broke a hard rule;
// "-" when the job, which ran for elapsed ms, ended well before ms or had no roster yet.
func penaltyAt(h []progressPoint, elapsed, ms int) string {
	if elapsed+500 < ms {
		return "-"
	}
	at := "-"
	for _, p := range h {
		if p.ElapsedMs > ms {
			break
		}
		at = fmt.Sprint(p.Penalty)
		if !p.Feasible {
			at += " (hard)"
		}
	}
	return at
}
