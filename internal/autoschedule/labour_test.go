package autoschedule_test

import (
	"context"
	"testing"
	"time"

	"github.com/shiftsched/shiftsched/internal/autoschedule"
)

// closeOpen is two days of a late and an early shift, one person each day per shift:
// Ada and Ben are alike but for what their own rules let follow what.
func closeOpen() *autoschedule.Problem {
	p := &autoschedule.Problem{Days: 2, FirstWeekday: time.Monday,
		ShiftTypes: []autoschedule.ShiftType{{ID: "late", Minutes: 480}, {ID: "early", Minutes: 480}},
		People:     []autoschedule.Person{{ID: "ada"}, {ID: "ben"}}}
	p.Cover = []autoschedule.Cover{{Day: 0, Shift: 0, Required: 1, UnderWeight: 100, OverWeight: 1},
		{Day: 1, Shift: 1, Required: 1, UnderWeight: 100, OverWeight: 1}}
	return p
}

// A person's own cannot-follow pair (their labour rules' daily rest) is hard for them
// alone: whoever closes on day 0 is not the one who opens on day 1, and the evaluator
// says so when they are.
func TestAPersonsOwnCannotFollowIsKeptForThemAlone(t *testing.T) {
	for seed := uint64(1); seed <= 20; seed++ {
		p := closeOpen()
		p.People[0].CannotFollow = []autoschedule.Follow{{First: 0, Next: 1}}
		p.People[1].CannotFollow = []autoschedule.Follow{{First: 0, Next: 1}}
		sol, err := autoschedule.Solve(context.Background(), p, autoschedule.Options{Seed: seed, Iterations: 20_000})
		if err != nil {
			t.Fatal(err)
		}
		for i, row := range sol.Roster {
			if row[0] == 0 && row[1] == 1 {
				t.Fatalf("seed %d: person %d closes and then opens: %v", seed, i, sol.Roster)
			}
		}
		if sol.Roster[0][0] == sol.Roster[1][0] {
			t.Fatalf("seed %d: both or neither close: %v", seed, sol.Roster)
		}
	}
	p := closeOpen()
	p.People[0].CannotFollow = []autoschedule.Follow{{First: 0, Next: 1}}
	ev, err := autoschedule.Evaluate(p, []autoschedule.Assignment{{Person: 0, Day: 0, Shift: 0}, {Person: 0, Day: 1, Shift: 1}})
	if err != nil || ev.Feasible() {
		t.Fatalf("Ada closing then opening is feasible (%v, %+v), want CANNOT_FOLLOW", err, ev)
	}
	ev, _ = autoschedule.Evaluate(p, []autoschedule.Assignment{{Person: 1, Day: 0, Shift: 0}, {Person: 1, Day: 1, Shift: 1}})
	if !ev.Feasible() {
		t.Fatalf("Ben has no such rule, but %+v", ev.Hard)
	}
}

// Of two rosters equal in everything else, the one paying fewer premium hours wins, and
// the premium is its own line of the penalty.
func TestAPremiumTipsAnOtherwiseEqualChoice(t *testing.T) {
	for seed := uint64(1); seed <= 10; seed++ {
		p := closeOpen()
		p.Cover = p.Cover[:1]
		p.Requests = []autoschedule.Request{{Person: 0, Day: 0, Shift: 0, Weight: 2, Premium: true}}
		sol, err := autoschedule.Solve(context.Background(), p, autoschedule.Options{Seed: seed, Iterations: 20_000})
		if err != nil {
			t.Fatal(err)
		}
		if sol.Roster[0][0] == 0 || sol.Roster[1][0] != 0 {
			t.Fatalf("seed %d: the late shift went to %v, want Ben (Ada's costs a premium)", seed, sol.Roster)
		}
	}
	p := closeOpen()
	p.Requests = []autoschedule.Request{{Person: 0, Day: 0, Shift: 0, Weight: 2, Premium: true}}
	ev, _ := autoschedule.Evaluate(p, []autoschedule.Assignment{{Person: 0, Day: 0, Shift: 0}, {Person: 1, Day: 1, Shift: 1}})
	if ev.ByRule[autoschedule.CodePremium] != 2 || ev.ByRule[autoschedule.CodeShiftOff] != 0 {
		t.Fatalf("penalty by rule %v, want 2 under %s", ev.ByRule, autoschedule.CodePremium)
	}
}
