package autoschedule

import (
	"math/rand/v2"
	"testing"
	"time"
)

// mixedWorkplace has every rule both hard and soft among its people, so that every
// part of the penalty moves while a search runs.
func mixedWorkplace(seed uint64) *Problem {
	rng := rand.New(rand.NewPCG(seed, 2))
	p := &Problem{Days: 14 + rng.IntN(15), FirstWeekday: time.Weekday(rng.IntN(7))}
	for s := range 3 {
		p.ShiftTypes = append(p.ShiftTypes, ShiftType{ID: string(rune('A' + s)), Minutes: 300 + 120*s, CannotFollow: []int{rng.IntN(3)}})
	}
	limit := func(v int) *Limit { return &Limit{Value: v, Hard: rng.IntN(2) == 0, Weight: 1 + rng.IntN(5)} }
	for range 8 {
		p.People = append(p.People, Person{ID: "P", MaxShifts: []*Limit{limit(4), nil, limit(6)},
			MinMinutes: limit(2000), MaxMinutes: limit(5000), MaxConsecutive: limit(4),
			MinConsecutive: limit(2), MinDaysOff: limit(2), MaxWeekends: limit(1), Unavailable: []int{rng.IntN(p.Days)}})
	}
	for range 30 {
		p.Requests = append(p.Requests, Request{Person: rng.IntN(8), Day: rng.IntN(p.Days), Shift: rng.IntN(4) - 1, On: rng.IntN(2) == 0, Weight: 1 + rng.IntN(3)})
	}
	// Fairness on for two seeds in three, over weekends, nights and hours.
	p.FairnessWeight = int(seed % 3)
	p.ShiftTypes[1].Night = true
	for d := range p.Days {
		for s := range 3 {
			p.Cover = append(p.Cover, Cover{Day: d, Shift: s, Required: rng.IntN(3), UnderWeight: 100, OverWeight: 1})
		}
	}
	return p
}

func TestThePenaltyKeptMoveByMoveEqualsARecountOfTheWholeRoster(t *testing.T) {
	for seed := range uint64(5) {
		p := mixedWorkplace(seed)
		s := newSearch(compile(p), Options{Seed: seed, Iterations: 20000})
		for it := range 20000 {
			if s.move() {
				s.rescore()
			}
			if it%3 == 0 {
				s.revert()
			} else {
				s.clear()
			}
			if it%97 != 0 {
				continue
			}
			ev := &Evaluation{ByRule: map[string]int{}}
			s.c.evaluate(s.grid, ev)
			hard := 0
			for i, row := range s.grid {
				tl := tally{}
				s.c.person(i, row, &tl)
				hard += tl.hard
			}
			if ev.Penalty != s.soft || hard != s.hard {
				t.Fatalf("seed %d, move %d: kept penalty %d and hard units %d, recounted %d and %d", seed, it, s.soft, s.hard, ev.Penalty, hard)
			}
		}
	}
}
