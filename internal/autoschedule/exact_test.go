package autoschedule_test

import (
	"bytes"
	"context"
	"errors"
	"testing"
	"time"

	"github.com/shiftsched/shiftsched/internal/autoschedule"
)

// An exact solver that fails, or answers with a roster worse than the search's (and
// relaxations without duals or shares to dive by), leaves the search to carry on: its
// roster still keeps every hard rule, and it is not worse than the search's roster just
// before the hand-over.
func TestAnExactSolverThatFailsOrDoesWorseIsIgnored(t *testing.T) {
	p := randomWorkplace(3)
	allOff := func(ctx context.Context, lp, start []byte, limit time.Duration) ([]byte, error) {
		return []byte("Optimal - objective value 0\n"), nil // everyone off: far worse
	}
	failing := func(ctx context.Context, lp, start []byte, limit time.Duration) ([]byte, error) {
		return nil, errors.New("no solver here")
	}
	for name, exact := range map[string]autoschedule.ExactSolver{"all off": allOff, "failing": failing} {
		var handedOver []byte
		spy := func(ctx context.Context, lp, start []byte, limit time.Duration) ([]byte, error) {
			if start != nil { // the whole problem, not a dive's relaxation
				handedOver = bytes.Clone(start)
			}
			return exact(ctx, lp, start, limit)
		}
		sol, err := autoschedule.Solve(context.Background(), p, autoschedule.Options{Seed: 1, TimeLimit: 300 * time.Millisecond, Exact: spy})
		if err != nil {
			t.Fatal(err)
		}
		if handedOver == nil {
			t.Fatalf("%s: the search never handed the problem over", name)
		}
		start, _, _, err := autoschedule.ReadLPSolution(p, bytes.NewReader(handedOver))
		if err != nil {
			t.Fatal(err)
		}
		before, err := autoschedule.EvaluateRoster(p, start)
		if err != nil {
			t.Fatal(err)
		}
		if !sol.Feasible || !before.Feasible() || sol.Penalty > before.Penalty {
			t.Errorf("%s: ended feasible %v with %d; handed over feasible %v with %d", name, sol.Feasible, sol.Penalty, before.Feasible(), before.Penalty)
		}
	}
}
