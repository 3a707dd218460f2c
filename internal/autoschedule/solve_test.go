package autoschedule_test

import (
	"context"
	"math/rand/v2"
	"slices"
	"testing"
	"time"

	"github.com/shiftsched/shiftsched/internal/autoschedule"
)

// randomWorkplace makes a small workplace around a random witness roster, with limits
// the witness keeps, so a roster without a hard violation exists.
func randomWorkplace(seed uint64) *autoschedule.Problem {
	rng := rand.New(rand.NewPCG(seed, 1))
	nST, n := 1+rng.IntN(3), 2+rng.IntN(5)
	p := &autoschedule.Problem{Days: 7 + rng.IntN(15), FirstWeekday: time.Weekday(rng.IntN(7))}
	positions := []string{"cashier", "cook"}
	for s := range nST {
		p.ShiftTypes = append(p.ShiftTypes, autoschedule.ShiftType{ID: string(rune('A' + s)), Minutes: 240 + 60*rng.IntN(7),
			Position: positions[rng.IntN(2)]})
	}
	witness := make(autoschedule.Roster, n)
	for i := range n {
		witness[i] = make([]int, p.Days)
		for d := range p.Days {
			witness[i][d] = autoschedule.Off
			if rng.IntN(3) > 0 {
				witness[i][d] = rng.IntN(nST)
			}
		}
		p.People = append(p.People, personKeeping(rng, p, witness[i]))
	}
	addFollows(rng, p, witness)
	for range 2 * n {
		i, d := rng.IntN(n), rng.IntN(p.Days)
		p.Requests = append(p.Requests, autoschedule.Request{Person: i, Day: d, Shift: rng.IntN(nST+1) - 1, On: rng.IntN(2) == 0, Weight: 1 + rng.IntN(3)})
	}
	for d := range p.Days {
		for s := range nST {
			p.Cover = append(p.Cover, autoschedule.Cover{Day: d, Shift: s, Required: rng.IntN(3), UnderWeight: 100, OverWeight: 1 + rng.IntN(2)})
		}
	}
	if i, d := rng.IntN(n), rng.IntN(p.Days); witness[i][d] != autoschedule.Off {
		p.Fixed = []autoschedule.Assignment{{Person: i, Day: d, Shift: witness[i][d]}}
	}
	// Half the workplaces weigh fairness, with a night shift type; a third start from a
	// roster to repair (some of the witness's shifts moved).
	if rng.IntN(2) == 0 {
		p.FairnessWeight = 1
		p.ShiftTypes[rng.IntN(nST)].Night = true
	}
	if rng.IntN(3) == 0 {
		p.ChangeWeight = 1 + rng.IntN(30)
		for i, row := range witness {
			for d, s := range row {
				if s != autoschedule.Off && rng.IntN(4) > 0 {
					p.Initial = append(p.Initial, autoschedule.Assignment{Person: i, Day: (d + rng.IntN(2)) % p.Days, Shift: s})
				}
			}
		}
	}
	return p
}

// personKeeping gives a person hard (and sometimes soft) limits their witness row keeps.
func personKeeping(rng *rand.Rand, p *autoschedule.Problem, row []int) autoschedule.Person {
	pe := autoschedule.Person{ID: "P", MaxShifts: make([]*autoschedule.Limit, len(p.ShiftTypes))}
	minutes, perType := 0, make([]int, len(p.ShiftTypes))
	for d, s := range row {
		if s == autoschedule.Off {
			if rng.IntN(3) == 0 {
				pe.Unavailable = append(pe.Unavailable, d)
			}
			continue
		}
		minutes += p.ShiftTypes[s].Minutes
		perType[s]++
		if !slices.Contains(pe.Positions, p.ShiftTypes[s].Position) {
			pe.Positions = append(pe.Positions, p.ShiftTypes[s].Position)
		}
	}
	for s, k := range perType {
		pe.MaxShifts[s] = hard(k + rng.IntN(2))
	}
	maxRun, minRun, minOff := runs(row)
	pe.MinMinutes, pe.MaxMinutes = hard(minutes-rng.IntN(300)), hard(minutes+rng.IntN(300))
	pe.MaxConsecutive, pe.MinConsecutive, pe.MinDaysOff = hard(max(maxRun, 1)), hard(minRun), hard(minOff)
	pe.MaxWeekends = &autoschedule.Limit{Value: rng.IntN(2), Weight: 5} // soft: costs, never blocks
	return pe
}

// runs is the longest working run and the shortest working and off runs lying inside.
func runs(row []int) (maxRun, minRun, minOff int) {
	minRun, minOff = len(row), len(row)
	start := 0
	for d := 1; d <= len(row); d++ {
		if d < len(row) && (row[d] == autoschedule.Off) == (row[start] == autoschedule.Off) {
			continue
		}
		n, inside := d-start, start > 0 && d < len(row)
		if row[start] != autoschedule.Off {
			maxRun = max(maxRun, n)
			if inside {
				minRun = min(minRun, n)
			}
		} else if inside {
			minOff = min(minOff, n)
		}
		start = d
	}
	return maxRun, minRun, minOff
}

// addFollows forbids every shift type pair the witness never works on following days.
func addFollows(rng *rand.Rand, p *autoschedule.Problem, witness autoschedule.Roster) {
	used := map[[2]int]bool{}
	for _, row := range witness {
		for d := 1; d < len(row); d++ {
			if row[d-1] != autoschedule.Off && row[d] != autoschedule.Off {
				used[[2]int{row[d-1], row[d]}] = true
			}
		}
	}
	for a := range p.ShiftTypes {
		for b := range p.ShiftTypes {
			if !used[[2]int{a, b}] && rng.IntN(2) == 0 {
				p.ShiftTypes[a].CannotFollow = append(p.ShiftTypes[a].CannotFollow, b)
			}
		}
	}
}

func TestOnRandomSmallWorkplacesTheSolverBreaksNoHardRuleAndAgreesWithTheEvaluator(t *testing.T) {
	for seed := range uint64(40) {
		p := randomWorkplace(seed)
		var last autoschedule.Progress
		sol, err := autoschedule.Solve(context.Background(), p, autoschedule.Options{Seed: seed, Iterations: 200_000,
			Progress: func(pr autoschedule.Progress) { last = pr }})
		if err != nil {
			t.Fatalf("workplace %d: %v", seed, err)
		}
		ev, err := autoschedule.Evaluate(p, sol.Assignments)
		if err != nil {
			t.Fatalf("workplace %d: %v", seed, err)
		}
		if !sol.Feasible || !ev.Feasible() {
			t.Errorf("workplace %d: the solver found no roster without a hard violation: %v", seed, ev.Hard)
		}
		if sol.Penalty != ev.Penalty || last.Penalty != ev.Penalty {
			t.Errorf("workplace %d: solver penalty %d, last progress %d, evaluator %d", seed, sol.Penalty, last.Penalty, ev.Penalty)
		}
		if want := shortOf(p, sol.Roster); last.Short != want {
			t.Errorf("workplace %d: last progress says %d short, the roster is %d short", seed, last.Short, want)
		}
	}
}

// shortOf counts the people a roster misses against the cover.
func shortOf(p *autoschedule.Problem, r autoschedule.Roster) int {
	short := 0
	for _, cv := range p.Cover {
		n := 0
		for _, row := range r {
			if row[cv.Day] == cv.Shift {
				n++
			}
		}
		short += max(cv.Required-n, 0)
	}
	return short
}

// twoAlike is two people qualified alike, with one day shift a day needed from Monday
// for two weeks: every spread of the fourteen shifts fills the cover.
func twoAlike() *autoschedule.Problem {
	p := &autoschedule.Problem{Days: 14, FirstWeekday: time.Monday,
		ShiftTypes: []autoschedule.ShiftType{{ID: "D", Minutes: 480}},
		People:     []autoschedule.Person{{ID: "A"}, {ID: "B"}}}
	for d := range p.Days {
		p.Cover = append(p.Cover, autoschedule.Cover{Day: d, Shift: 0, Required: 1, UnderWeight: 100, OverWeight: 100})
	}
	return p
}

func TestFairnessSpreadsWeekendsAndHoursEvenlyBetweenComparablePeople(t *testing.T) {
	p := twoAlike()
	p.FairnessWeight = 1
	// A prefers to work every day: without fairness they would take all fourteen.
	for d := range p.Days {
		p.Requests = append(p.Requests, autoschedule.Request{Person: 0, Day: d, Shift: autoschedule.Off, On: true, Weight: 1})
	}
	sol, err := autoschedule.Solve(context.Background(), p, autoschedule.Options{Seed: 1, Iterations: 100_000})
	if err != nil {
		t.Fatal(err)
	}
	weekend, days := [2]int{}, [2]int{}
	for _, a := range sol.Assignments {
		days[a.Person]++
		if wd := (a.Day + int(time.Monday)) % 7; wd == 0 || wd == 6 {
			weekend[a.Person]++
		}
	}
	if weekend != [2]int{2, 2} || days[0]-days[1] > 2 || days[1] > days[0] {
		t.Errorf("weekend days %v and days %v: want two weekend days each and near-even days", weekend, days)
	}
	ev, _ := autoschedule.Evaluate(p, sol.Assignments)
	if ev.Penalty != sol.Penalty {
		t.Errorf("solver penalty %d, evaluator %d", sol.Penalty, ev.Penalty)
	}
}

func TestFairnessIsRelativeToContracts(t *testing.T) {
	p := twoAlike()
	p.FairnessWeight = 5
	// A is contracted for twice B's hours (both may work every day): A should get about
	// two thirds of the shifts.
	p.People[0].MaxMinutes = &autoschedule.Limit{Value: 14 * 480, Weight: 1}
	p.People[1].MaxMinutes = &autoschedule.Limit{Value: 7 * 480, Weight: 1}
	sol, _ := autoschedule.Solve(context.Background(), p, autoschedule.Options{Seed: 1, Iterations: 100_000})
	days := [2]int{}
	for _, a := range sol.Assignments {
		days[a.Person]++
	}
	if days[0] < 8 || days[0] > 10 {
		t.Errorf("days %v: want A to work about twice B's", days)
	}
}

func TestRepairMakesTheFewestChangesToTheRosterItStartsFrom(t *testing.T) {
	p := twoAlike()
	p.ChangeWeight = 30
	// The roster to repair: A works every day, but A has become unavailable on day 3.
	for d := range p.Days {
		p.Initial = append(p.Initial, autoschedule.Assignment{Person: 0, Day: d, Shift: 0})
	}
	p.People[0].Unavailable = []int{3}
	sol, err := autoschedule.Solve(context.Background(), p, autoschedule.Options{Seed: 1, Iterations: 100_000})
	if err != nil {
		t.Fatal(err)
	}
	ev, _ := autoschedule.Evaluate(p, sol.Assignments)
	if !ev.Feasible() || ev.ByRule[autoschedule.CodeChanged] != 2*30 || ev.Penalty != sol.Penalty {
		t.Errorf("penalty %v (solver %d): want exactly two changes (A off day 3, B on it)", ev.ByRule, sol.Penalty)
	}
}

func TestAPinnedShiftIsNeverMovedEvenWhenMovingItWouldPay(t *testing.T) {
	p := twoAlike()
	// B is pinned on day 2, where the cover needs one person and A asks to work.
	p.Fixed = []autoschedule.Assignment{{Person: 1, Day: 2, Shift: 0}}
	p.Requests = []autoschedule.Request{{Person: 0, Day: 2, Shift: 0, On: true, Weight: 3}, {Person: 1, Day: 2, Shift: 0, On: false, Weight: 3}}
	for seed := range uint64(5) {
		sol, _ := autoschedule.Solve(context.Background(), p, autoschedule.Options{Seed: seed, Iterations: 50_000})
		if sol.Roster[1][2] != 0 || !sol.Feasible {
			t.Errorf("seed %d: the pinned shift of B on day 2 was moved", seed)
		}
	}
}

func TestTheSameSeedGivesTheSameRoster(t *testing.T) {
	p := randomWorkplace(7)
	o := autoschedule.Options{Seed: 42, Iterations: 50_000}
	a, _ := autoschedule.Solve(context.Background(), p, o)
	b, _ := autoschedule.Solve(context.Background(), p, o)
	if !slices.Equal(a.Assignments, b.Assignments) || a.Penalty != b.Penalty {
		t.Errorf("seed 42 gave two rosters: penalty %d and %d", a.Penalty, b.Penalty)
	}
}

func TestAStopIsObeyedWithinASecond(t *testing.T) {
	p := randomWorkplace(3)
	ctx, cancel := context.WithCancel(context.Background())
	progressed := make(chan struct{}, 1)
	done := make(chan *autoschedule.Solution)
	go func() {
		sol, _ := autoschedule.Solve(ctx, p, autoschedule.Options{TimeLimit: time.Hour, Progress: func(autoschedule.Progress) {
			select {
			case progressed <- struct{}{}:
			default:
			}
		}})
		done <- sol
	}()
	<-progressed // running: it has found a roster
	cancel()
	asked := time.Now()
	select {
	case sol := <-done:
		if sol == nil || sol.Roster == nil {
			t.Error("a stopped solve returned no roster")
		}
	case <-time.After(time.Second):
		t.Fatal("the solver was still running a second after the stop")
	}
	t.Logf("stopped %v after asking", time.Since(asked))
}

// A small workplace is planned in a fraction of a second; with a 15 s budget the search
// stops once it has stalled instead of running the whole budget (issue 42: 5).
func TestASmallWorkplaceStopsWhenItCannotImprove(t *testing.T) {
	for seed := uint64(1); seed <= 4; seed++ {
		p := randomWorkplace(seed)
		start := time.Now()
		sol, err := autoschedule.Solve(context.Background(), p, autoschedule.Options{Seed: seed, TimeLimit: 15 * time.Second})
		took := time.Since(start)
		if err != nil {
			t.Fatal(err)
		}
		t.Logf("seed %d: %d people, %d days: penalty %d (feasible %v) in %v", seed, len(p.People), p.Days, sol.Penalty, sol.Feasible, took)
		if took > 5*time.Second {
			t.Errorf("seed %d: a small workplace took %v of its 15 s budget", seed, took)
		}
	}
}
