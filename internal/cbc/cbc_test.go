package cbc_test

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"math"
	"math/rand/v2"
	"os"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/shiftsched/shiftsched/internal/autoschedule"
	"github.com/shiftsched/shiftsched/internal/autoschedule/curtoisqu"
	"github.com/shiftsched/shiftsched/internal/cbc"
)

// solver is the installed cbc; make test installs it and asks for it, elsewhere the
// tests are skipped without it.
func solver(t *testing.T) autoschedule.ExactSolver {
	t.Helper()
	s := cbc.Find()
	if s == nil {
		if os.Getenv("SHIFTSCHED_REQUIRE_CBC") != "" {
			t.Fatal("cbc is not on PATH (make cbc installs it)")
		}
		t.Skip("cbc is not on PATH")
	}
	return s
}

// softWorkplace is a small random workplace whose every kind of limit is soft, with a
// weight, and tight enough to be broken.
func softWorkplace(seed uint64) *autoschedule.Problem {
	rng := rand.New(rand.NewPCG(seed, 7))
	return softWorkplaceOf(rng, 1+rng.IntN(3), 3+rng.IntN(4), 7+rng.IntN(8))
}

// softWorkplaceOf is softWorkplace with nST shift types, n people and days days.
func softWorkplaceOf(rng *rand.Rand, nST, n, days int) *autoschedule.Problem {
	p := &autoschedule.Problem{Days: days, FirstWeekday: time.Weekday(rng.IntN(7))}
	for s := range nST {
		st := autoschedule.ShiftType{ID: fmt.Sprint("S", s), Minutes: 240 + 60*rng.IntN(5)}
		if s > 0 && rng.IntN(2) == 0 {
			st.CannotFollow = []int{s - 1}
		}
		p.ShiftTypes = append(p.ShiftTypes, st)
	}
	soft := func(v int) *autoschedule.Limit { return &autoschedule.Limit{Value: v, Weight: 1 + rng.IntN(20)} }
	for i := range n {
		pe := autoschedule.Person{ID: fmt.Sprint("P", i),
			MaxShifts: []*autoschedule.Limit{soft(2 + rng.IntN(4))}, MaxMinutes: soft(1200 + 60*rng.IntN(20)),
			MinMinutes: soft(600 + 60*rng.IntN(10)), MaxConsecutive: soft(2 + rng.IntN(3)),
			MinConsecutive: soft(1 + rng.IntN(3)), MinDaysOff: soft(1 + rng.IntN(3)), MaxWeekends: soft(rng.IntN(2))}
		if rng.IntN(4) == 0 {
			pe.Unavailable = []int{rng.IntN(p.Days)}
		}
		p.People = append(p.People, pe)
	}
	for range 2 * n {
		p.Requests = append(p.Requests, autoschedule.Request{Person: rng.IntN(n), Day: rng.IntN(p.Days),
			Shift: rng.IntN(nST+1) - 1, On: rng.IntN(2) == 0, Weight: 1 + rng.IntN(3)})
	}
	for d := range p.Days {
		for s := range nST {
			p.Cover = append(p.Cover, autoschedule.Cover{Day: d, Shift: s, Required: rng.IntN(3), UnderWeight: 10 + rng.IntN(90), OverWeight: rng.IntN(5)})
		}
	}
	if i, d := rng.IntN(n), rng.IntN(p.Days); rng.IntN(3) == 0 && !slices.Contains(p.People[i].Unavailable, d) {
		p.Fixed = []autoschedule.Assignment{{Person: i, Day: d, Shift: rng.IntN(nST)}}
	}
	if rng.IntN(3) == 0 {
		p.ChangeWeight = 1 + rng.IntN(10)
		for range n * 2 {
			p.Initial = append(p.Initial, autoschedule.Assignment{Person: rng.IntN(n), Day: rng.IntN(p.Days), Shift: rng.IntN(nST)})
		}
	}
	return p
}

// objective reads the objective value from a cbc solution's first line.
func objective(t *testing.T, out []byte) float64 {
	t.Helper()
	first, _, _ := strings.Cut(string(out), "\n")
	var v float64
	if _, err := fmt.Sscanf(first[strings.LastIndex(first, "objective value"):], "objective value %g", &v); err != nil {
		t.Fatalf("no objective in %q", first)
	}
	return v
}

// On random small workplaces with every kind of soft rule, cbc's optimal roster scores,
// by the evaluator, exactly the programme's objective plus its constant (the programme
// counts what the evaluator counts), and the search alone never does better than that
// optimum (the programme forbids nothing the rules allow).
func TestTheProgrammeAndTheEvaluatorAgreeAtTheOptimum(t *testing.T) {
	exact := solver(t)
	for seed := range uint64(20) {
		p := softWorkplace(seed)
		var lp bytes.Buffer
		constant, err := autoschedule.WriteLP(p, &lp)
		if err != nil {
			t.Fatal(err)
		}
		out, err := exact(context.Background(), lp.Bytes(), nil, 20*time.Second)
		if err != nil {
			t.Fatalf("workplace %d: %v", seed, err)
		}
		roster, found, optimal, err := autoschedule.ReadLPSolution(p, bytes.NewReader(out))
		if err != nil || !found || !optimal {
			t.Fatalf("workplace %d: found %v, optimal %v, %v: %.80s", seed, found, optimal, err, out)
		}
		ev, err := autoschedule.EvaluateRoster(p, roster)
		if err != nil {
			t.Fatal(err)
		}
		want := int(math.Round(objective(t, out))) + constant
		if !ev.Feasible() || ev.Penalty != want {
			t.Errorf("workplace %d: the evaluator scores cbc's roster %d (hard %v), the programme %d", seed, ev.Penalty, ev.Hard, want)
		}
		sol, err := autoschedule.Solve(context.Background(), p, autoschedule.Options{Seed: seed, Iterations: 300_000})
		if err != nil {
			t.Fatal(err)
		}
		if sol.Penalty < want {
			t.Errorf("workplace %d: the search found %d, below the programme's optimum %d", seed, sol.Penalty, want)
		}
	}
}

// With cbc, the search hands Instance1 over, gets its optimum (607) proven, and stops
// long before its time limit.
func TestASmallProblemProvenOptimalEndsTheSearchEarly(t *testing.T) {
	exact := solver(t)
	f, err := os.Open("../autoschedule/curtoisqu/testdata/Instance1.txt")
	if err != nil {
		t.Fatal(err)
	}
	p, err := curtoisqu.Parse(f)
	f.Close()
	if err != nil {
		t.Fatal(err)
	}
	start := time.Now()
	sol, err := autoschedule.Solve(context.Background(), p, autoschedule.Options{Seed: 1, TimeLimit: 60 * time.Second, Exact: exact})
	if err != nil {
		t.Fatal(err)
	}
	if took := time.Since(start); !sol.Feasible || sol.Penalty != 607 || took > 30*time.Second {
		t.Errorf("penalty %d (feasible %v) after %v; want 607, well before the 60 s limit", sol.Penalty, sol.Feasible, took)
	}
}

// A stop reaches cbc: the solver returns within a second or two of ctx ending.
func TestAStopEndsCBC(t *testing.T) {
	exact := solver(t)
	// 6,720 shift variables: far more than cbc solves in a second.
	p := softWorkplaceOf(rand.New(rand.NewPCG(9, 7)), 4, 60, 28)
	var lp bytes.Buffer
	if _, err := autoschedule.WriteLP(p, &lp); err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), time.Second)
	defer cancel()
	start := time.Now()
	_, err := exact(ctx, lp.Bytes(), nil, time.Minute)
	if !errors.Is(err, context.DeadlineExceeded) || time.Since(start) > 3*time.Second {
		t.Errorf("err %v after %v; want the stop's error within about a second", err, time.Since(start))
	}
}

// A problem too large to hand over whole is dived (columns.go): cbc solves the
// relaxations of the master programme, the first of which (every person free, the
// best roster's rows among the columns) costs no more than that roster, and the fill
// ends with a roster that keeps the hard rules and is no worse than that roster.
func TestADiveSolvesRelaxationsAndNeverLosesGround(t *testing.T) {
	exact := solver(t)
	p := softWorkplaceOf(rand.New(rand.NewPCG(5, 7)), 3, 30, 28) // 2,520 shift variables
	var (
		mu         sync.Mutex
		bestBefore = math.MaxInt
		best       int
		relaxed    []float64
	)
	spy := func(ctx context.Context, lp, start []byte, limit time.Duration) ([]byte, error) {
		out, err := exact(ctx, lp, start, limit)
		if err == nil && bytes.Contains(lp, []byte(" p_0: ")) {
			mu.Lock()
			if len(relaxed) == 0 {
				bestBefore = best
			}
			relaxed = append(relaxed, objective(t, out))
			mu.Unlock()
		}
		return out, err
	}
	progress := func(pr autoschedule.Progress) {
		mu.Lock()
		best = pr.Penalty
		mu.Unlock()
	}
	sol, err := autoschedule.Solve(context.Background(), p, autoschedule.Options{Seed: 1, TimeLimit: 8 * time.Second, Exact: spy, Progress: progress})
	if err != nil {
		t.Fatal(err)
	}
	if len(relaxed) == 0 {
		t.Fatalf("no relaxation was solved (penalty %d, best %d)", sol.Penalty, best)
	}
	t.Logf("%d relaxations solved, the first costing %v; the dive started from %d, the fill ended at %d", len(relaxed), relaxed[0], bestBefore, sol.Penalty)
	if relaxed[0] > float64(bestBefore)+1e-6 {
		t.Errorf("the first relaxation costs %v, more than the roster it started from (%d)", relaxed[0], bestBefore)
	}
	ev, err := autoschedule.Evaluate(p, sol.Assignments)
	if err != nil {
		t.Fatal(err)
	}
	if !sol.Feasible || !ev.Feasible() || ev.Penalty != sol.Penalty || sol.Penalty > bestBefore {
		t.Errorf("ended with %d (feasible %v, evaluated %d), started the dive from %d", sol.Penalty, sol.Feasible, ev.Penalty, bestBefore)
	}
}
