package bench

import (
	"context"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/shiftsched/shiftsched/devtools/dbtest"
)

// TestSmoke runs every scenario briefly on the small workplace, so that the harness
// cannot rot. Budgets are reported, never asserted: timings depend on the machine. It
// asserts that every scenario ran and had no errors.
func TestSmoke(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and runs the server")
	}
	t.Parallel()
	bin := filepath.Join(t.TempDir(), "shiftsched")
	goTool, err := exec.LookPath("go") // go test puts its own first on PATH
	if err != nil {
		goTool = "go"
	}
	build := exec.Command(goTool, "build", "-o", bin, "github.com/shiftsched/shiftsched/cmd/shiftsched")
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("build the server: %v\n%s", err, out)
	}
	var log strings.Builder
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	rep, err := Run(ctx, Config{
		Bin: bin, Conns: 4, Duration: 1500 * time.Millisecond, Warmup: 300 * time.Millisecond,
		Sizes: []string{"small"}, Log: &log, ClientDir: "../../client",
		Database: func(context.Context, string) (string, error) { return dbtest.NewURL(t), nil },
	})
	t.Log("\n" + log.String())
	if err != nil {
		t.Fatal(err)
	}
	md := rep.Markdown()
	t.Log("\n" + md)
	for _, sc := range scenarios() {
		if !sc.runsAt("small") {
			continue
		}
		r := rep.Find("small", sc.Name)
		if r == nil {
			t.Errorf("%s: did not run", sc.Name)
			continue
		}
		if r.Ops == 0 || r.Errors > 0 {
			t.Errorf("%s: %d operations, %d errors (first: %s)", sc.Name, r.Ops, r.Errors, r.FirstError)
		}
		if r.ServerErrs > 0 {
			t.Errorf("%s: the server logged %d errors", sc.Name, r.ServerErrs)
		}
		if r.Background != nil && (r.Background.Ops == 0 || r.Background.Errors > 0) {
			t.Errorf("%s (background %s): %d operations, %d errors (first: %s)", sc.Name, r.Background.Scenario, r.Background.Ops, r.Background.Errors, r.Background.FirstError)
		}
	}
	if rep.PeakRSSMB <= 0 {
		t.Error("the server's peak memory was not measured")
	}
	if len(rep.Budgets) == 0 || !strings.Contains(md, "| budget |") {
		t.Error("no budget table")
	}
	if err := rep.WriteJSON(filepath.Join(t.TempDir(), "out", "latest.json")); err != nil {
		t.Error(err)
	}
}

func TestPercentile(t *testing.T) {
	t.Parallel()
	var lat []time.Duration
	for i := 1; i <= 100; i++ {
		lat = append(lat, time.Duration(i)*time.Millisecond)
	}
	for _, c := range []struct {
		q    float64
		want float64
	}{{0.5, 50}, {0.95, 95}, {0.99, 99}, {1, 100}} {
		if got := percentile(lat, c.q); got != c.want {
			t.Errorf("p%v = %v, want %v", c.q*100, got, c.want)
		}
	}
	if got := percentile(nil, 0.5); got != 0 {
		t.Errorf("empty: %v", got)
	}
}

// The browser stage's scripts (client/scripts) at least parse: the stage itself runs
// only in make bench, never in the tests.
func TestBrowserScriptsParse(t *testing.T) {
	t.Parallel()
	node, err := exec.LookPath("node")
	if err != nil {
		t.Skip("no node on PATH")
	}
	for _, s := range []string{"browser.mjs", "capture-requests.mjs", "grid-timing.mjs", "lighthouse.mjs"} {
		if out, err := exec.Command(node, "--check", filepath.Join("../../client/scripts", s)).CombinedOutput(); err != nil {
			t.Errorf("%s: %v\n%s", s, err, out)
		}
	}
}

// The growth check subtracts the servers' background statements, measured beside the
// floor, so that a scenario of a few requests a second does not seem to grow.
func TestOwnStatementsLeaveOutTheBackgroundWorkers(t *testing.T) {
	t.Parallel()
	// The floor: 10,000 operations of one statement in 20 s, and 300 more statements.
	bg := backgroundRate(&Result{Ops: 10000, Seconds: 20, SQLPerOp: 1.03})
	if bg != 15 {
		t.Fatalf("background %v a second, want 15", bg)
	}
	// 3 statements a request at 50 requests a second beside two servers' workers.
	slow := &Result{Ops: 1000, Seconds: 20, SQLPerOp: 3 + 2*15.0/50}
	if got := ownStatements(slow, bg, true); got < 2.999 || got > 3.001 {
		t.Errorf("own statements %v, want 3", got)
	}
	if got := ownStatements(slow, -1, true); got != -1 {
		t.Errorf("without a floor: %v, want -1", got)
	}
}

// What the growth check leaves out widens its margin by a tenth: 3.00 against 2.94
// after 0.8 statements of background is the same, 3.0 against 3.2 is growth.
func TestGrowthAllowsForTheBackgroundEstimate(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		large float64
		same  bool
	}{{2.94, true}, {3.2, false}} {
		rep := &Report{Results: []Result{
			{Size: "small", Scenario: ScTeamLeave, SQLPerOp: 3.13, OwnSQLPerOp: 3.0},
			{Size: "large", Scenario: ScTeamLeave, SQLPerOp: c.large + 0.8, OwnSQLPerOp: c.large},
		}}
		if g := growth(rep); len(g) != 1 || g[0].Equal != c.same {
			t.Errorf("large %v: %+v, want same %v", c.large, g, c.same)
		}
	}
}
