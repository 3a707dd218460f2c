package main

import (
	"context"
	"fmt"
	"math/rand/v2"
	"time"

	"github.com/shiftsched/shiftsched/internal/autoschedule"
)

// A workplace at real-world scale built straight into the core's model, so the search's
// speed there can be compared between builds in seconds rather than after minutes of
// entering through the API (make bench-roster's GENERATED): like that one, five
// locations, eight positions with a day and an evening shift type each (a day may not
// follow an evening), full- and part-time contracts, weekdays off, unavailable dates,
// time off, preferences, and four weeks of requirements. Same people, same workplace.

var genNeeded = []int{4, 2, 3, 4, 1, 1, 2, 1} // per shift of a position on a weekday

const (
	genLocations = 5
	genDays      = 28
)

func generatedProblem(people int) *autoschedule.Problem {
	r := rand.New(rand.NewPCG(uint64(people), 7))
	p := &autoschedule.Problem{Days: genDays, FirstWeekday: time.Monday, FairnessWeight: 1}
	for l := range genLocations {
		for pos := range genNeeded {
			day := len(p.ShiftTypes)
			name := fmt.Sprintf("L%dP%d", l, pos)
			p.ShiftTypes = append(p.ShiftTypes,
				autoschedule.ShiftType{ID: name + "D", Minutes: 480, Position: name},
				autoschedule.ShiftType{ID: name + "E", Minutes: 480, Position: name, CannotFollow: []int{day}})
			for d := range genDays {
				n := genNeeded[pos]
				if d%7 >= 4 { // Friday to Sunday
					n++
				}
				for s := day; s < day+2; s++ {
					p.Cover = append(p.Cover, autoschedule.Cover{Day: d, Shift: s, Required: n, UnderWeight: 10, OverWeight: 1})
				}
			}
		}
	}
	for i := range people {
		p.People = append(p.People, generatedPerson(r, p, i))
	}
	return p
}

// generatedPerson draws person i: one or two positions at their location (one in ten
// at the next one too), a contract, and some absences and preferences.
func generatedPerson(r *rand.Rand, p *autoschedule.Problem, i int) autoschedule.Person {
	soft := func(v, w int) *autoschedule.Limit { return &autoschedule.Limit{Value: v, Weight: w} }
	hard := func(v int) *autoschedule.Limit { return &autoschedule.Limit{Value: v, Hard: true} }
	pe := autoschedule.Person{ID: fmt.Sprintf("S%03d", i), MaxMinutes: hard(160 * 60), MinMinutes: soft(120*60, 1),
		MaxConsecutive: hard(5), MinDaysOff: soft(2, 1), MaxWeekends: soft(3, 1)}
	if r.IntN(5) < 2 {
		pe.MaxMinutes, pe.MinMinutes, pe.MaxConsecutive, pe.MaxWeekends = hard(96*60), soft(48*60, 1), hard(4), soft(2, 1)
	}
	locs := []int{i % genLocations}
	if r.IntN(10) == 0 {
		locs = append(locs, (i+1)%genLocations)
	}
	pos := []int{r.IntN(len(genNeeded))}
	if r.IntN(5) < 2 {
		pos = append(pos, r.IntN(len(genNeeded)))
	}
	for _, l := range locs {
		for _, q := range pos {
			pe.Positions = append(pe.Positions, fmt.Sprintf("L%dP%d", l, q))
		}
	}
	if r.IntN(5) == 0 {
		for d := r.IntN(7); d < genDays; d += 7 {
			pe.Unavailable = append(pe.Unavailable, d)
		}
	}
	if r.IntN(10) == 0 {
		pe.Unavailable = append(pe.Unavailable, r.IntN(genDays))
	}
	if r.IntN(12) == 0 {
		from := 1 + r.IntN(genDays-6)
		for d := from; d <= from+2+r.IntN(4); d++ {
			pe.Unavailable = append(pe.Unavailable, d)
		}
	}
	for range r.IntN(4) * r.IntN(2) {
		s := (locs[0]*len(genNeeded)+pos[0])*2 + r.IntN(2)
		p.Requests = append(p.Requests, autoschedule.Request{Person: len(p.People), Day: r.IntN(genDays), Shift: s,
			On: r.IntN(2) == 0, Weight: 1 + r.IntN(3)})
	}
	return pe
}

// runGenerated solves the generated workplace and prints when the first roster without
// a hard violation came and the best penalty at a few moments.
func runGenerated(ctx context.Context, people int, limit time.Duration, seed uint64) error {
	p := generatedProblem(people)
	var history []autoschedule.Progress
	o := autoschedule.Options{Seed: seed, TimeLimit: limit, Exact: exact, Progress: func(pr autoschedule.Progress) { history = append(history, pr) }}
	sol, err := autoschedule.Solve(ctx, p, o)
	if err != nil {
		return err
	}
	first := "-"
	if sol.FirstFeasible >= 0 {
		first = fmt.Sprintf("%.2f s", sol.FirstFeasible.Seconds())
	}
	fmt.Printf("generated %d people, %d shift types: first feasible %s", people, len(p.ShiftTypes), first)
	for _, at := range []time.Duration{5 * time.Second, 10 * time.Second, 30 * time.Second, 60 * time.Second} {
		if at > limit {
			break
		}
		pen := "-"
		for _, h := range history {
			if h.Elapsed <= at && h.Feasible {
				pen = fmt.Sprint(h.Penalty)
			}
		}
		fmt.Printf(", %v %s", at, pen)
	}
	fmt.Printf(", end %d (%d moves)\n", sol.Penalty, sol.Iterations)
	return nil
}
