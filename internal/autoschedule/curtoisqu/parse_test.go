package curtoisqu_test

import (
	"context"
	"os"
	"testing"

	"github.com/shiftsched/shiftsched/internal/autoschedule"
	"github.com/shiftsched/shiftsched/internal/autoschedule/curtoisqu"
)

// testdata/Instance1.txt is the benchmark's Instance1 as published.
func instance1(t *testing.T) *autoschedule.Problem {
	t.Helper()
	f, err := os.Open("testdata/Instance1.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	p, err := curtoisqu.Parse(f)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

func TestInstance1IsReadWithEveryRuleHard(t *testing.T) {
	p := instance1(t)
	if p.Days != 14 || len(p.ShiftTypes) != 1 || len(p.People) != 8 || len(p.Requests) != 26 || len(p.Cover) != 14 {
		t.Fatalf("days %d, shift types %d, people %d, requests %d, cover %d; want 14, 1, 8, 26, 14",
			p.Days, len(p.ShiftTypes), len(p.People), len(p.Requests), len(p.Cover))
	}
	if st := p.ShiftTypes[0]; st.ID != "D" || st.Minutes != 480 || len(st.CannotFollow) != 0 {
		t.Errorf("shift type %+v, want D of 480 minutes", st)
	}
	a := p.People[0]
	limits := []struct {
		l    *autoschedule.Limit
		want int
	}{{a.MaxShifts[0], 14}, {a.MaxMinutes, 4320}, {a.MinMinutes, 3360}, {a.MaxConsecutive, 5},
		{a.MinConsecutive, 2}, {a.MinDaysOff, 2}, {a.MaxWeekends, 1}}
	for k, l := range limits {
		if l.l == nil || !l.l.Hard || l.l.Value != l.want {
			t.Errorf("limit %d of A: %+v, want hard %d", k, l.l, l.want)
		}
	}
	if len(a.Unavailable) != 1 || a.Unavailable[0] != 0 {
		t.Errorf("A's days off %v, want [0]", a.Unavailable)
	}
	off := p.Requests[21] // the first shift-off request: C, day 12, D, weight 1
	if off.On || off.Person != 2 || off.Day != 12 || off.Shift != 0 || off.Weight != 1 {
		t.Errorf("first shift-off request %+v", off)
	}
	if c := p.Cover[1]; c.Day != 1 || c.Required != 7 || c.UnderWeight != 100 || c.OverWeight != 1 {
		t.Errorf("cover of day 1 %+v", c)
	}
}

// 607 is Instance1's proven optimum; the solver reaches it in a fraction of a second (4M
// moves: re-plans take more of each move's share since they took most of the work, and
// seed 1 needs a little over 2M).
func TestTheSolverReachesInstance1sOptimum(t *testing.T) {
	p := instance1(t)
	sol, err := autoschedule.Solve(context.Background(), p, autoschedule.Options{Seed: 1, Iterations: 4_000_000})
	if err != nil {
		t.Fatal(err)
	}
	ev, err := autoschedule.Evaluate(p, sol.Assignments)
	if err != nil {
		t.Fatal(err)
	}
	if !ev.Feasible() || ev.Penalty != 607 || sol.Penalty != 607 {
		t.Errorf("hard %v, penalty %d (solver says %d), want none and 607", ev.Hard, ev.Penalty, sol.Penalty)
	}
}
