package autoschedule

import (
	"math"
	"math/rand/v2"
	"strings"
	"testing"
	"time"
)

// pricingWorkplace is a few people over a week with every hard rule the replanner keeps,
// a binding hard limit on shifts of the first type, and requests to weigh.
func pricingWorkplace(seed uint64) *Problem {
	rng := rand.New(rand.NewPCG(seed, 3))
	hard := func(v int) *Limit { return &Limit{Value: v, Hard: true} }
	p := &Problem{Days: 5 + rng.IntN(4), FirstWeekday: time.Weekday(rng.IntN(7))}
	nST := 1 + rng.IntN(2)
	for s := range nST {
		st := ShiftType{ID: string(rune('A' + s)), Minutes: 240 + 120*rng.IntN(3)}
		if rng.IntN(2) == 0 {
			st.CannotFollow = []int{rng.IntN(nST)}
		}
		p.ShiftTypes = append(p.ShiftTypes, st)
	}
	for range 3 {
		pe := Person{ID: "P", MaxShifts: []*Limit{hard(1 + rng.IntN(3))},
			MaxMinutes: hard(900 + 120*rng.IntN(12)), MaxConsecutive: hard(2 + rng.IntN(3)),
			MinConsecutive: hard(1 + rng.IntN(2)), MinDaysOff: hard(1 + rng.IntN(2)), MaxWeekends: hard(rng.IntN(2))}
		if rng.IntN(2) == 0 {
			pe.MinMinutes = hard(240 * rng.IntN(3))
		}
		if rng.IntN(2) == 0 {
			pe.Unavailable = []int{rng.IntN(p.Days)}
		}
		p.People = append(p.People, pe)
	}
	for range 6 {
		p.Requests = append(p.Requests, Request{Person: rng.IntN(3), Day: rng.IntN(p.Days), Shift: rng.IntN(nST+1) - 1,
			On: rng.IntN(2) == 0, Weight: 1 + rng.IntN(4)})
	}
	for d := range p.Days {
		for s := range nST {
			p.Cover = append(p.Cover, Cover{Day: d, Shift: s, Required: 1, UnderWeight: 10, OverWeight: 1})
		}
	}
	return p
}

// Pricing must find each person's cheapest row at the relaxation's duals exactly (else
// a dive misses the rows it needs): on random small workplaces and random duals, the
// replanner's row costs what the cheapest of every row the person may work costs.
func TestPricingFindsEachPersonsCheapestRowAtTheDuals(t *testing.T) {
	for seed := range uint64(300) {
		p := pricingWorkplace(seed)
		s := newSearch(compile(p), Options{Seed: seed, Iterations: 1})
		rng := rand.New(rand.NewPCG(seed, 4))
		rx := relaxation{person: make([]float64, len(p.People)), cover: make([]float64, len(p.Cover))}
		for j := range rx.cover {
			rx.cover[j] = float64(rng.IntN(1100)-300) / 100
		}
		// A row's price as the replanner weighs it: its own cost less the duals it earns,
		// in thousandths.
		price := func(i int, row []int) (int, bool) {
			cost, ok := s.c.rowCost(i, row)
			v := cost * priceScale
			for d, sh := range row {
				if sh != Off {
					v -= int(math.Round(rx.cover[s.c.coverAt[d*s.c.nST+sh]] * priceScale))
				}
			}
			return v, ok
		}
		for i := range p.People {
			want, found := math.MaxInt, false
			row := make([]int, p.Days)
			var walk func(d int)
			walk = func(d int) {
				if d == p.Days {
					if v, ok := price(i, row); ok {
						want, found = min(want, v), true
					}
					return
				}
				for _, v := range s.opts[i][d] {
					row[d] = v
					walk(d + 1)
				}
			}
			walk(0)
			got, _, _ := s.priceRow(i, &rx)
			if got == nil {
				if found {
					t.Errorf("seed %d person %d: no row priced, but one keeps the rules (price %d)", seed, i, want)
				}
				continue
			}
			v, ok := price(i, got)
			if !ok || v != want {
				t.Errorf("seed %d person %d: priced %v at %d (keeps the rules: %v); the cheapest costs %d", seed, i, got, v, ok, want)
			}
		}
	}
}

// The master's relaxation is written with one row per person and per cover and read
// back: its cost, the duals and every column's share.
func TestTheMasterIsWrittenAndItsRelaxationRead(t *testing.T) {
	p := pricingWorkplace(1)
	c := compile(p)
	pl := &columnPool{seen: map[string]bool{}}
	for i := range p.People {
		pl.add(i, NewRoster(p)[i], 0)
	}
	if pl.add(0, NewRoster(p)[0], 0) {
		t.Error("the same row was added twice")
	}
	var lp strings.Builder
	if err := c.writeMaster(pl, []int{-1, -1, -1}, &lp); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{" p_0: ", " p_2: ", " c_0: ", "+ u_0 - o_0 = 1", "+10 u_0 +1 o_0"} {
		if !strings.Contains(lp.String(), want) {
			t.Errorf("the programme lacks %q:\n%s", want, lp.String())
		}
	}
	solution := "Optimal - objective value 12.5\n" +
		"      0 p_0                  1                      -7\n" +
		"      3 c_0                  1                      2.5\n" +
		"      0 l_1                  0.5                    0\n" +
		"      9 u_0                  1                      0\n"
	rx, ok, err := c.readRelaxation(strings.NewReader(solution), len(pl.cols))
	if err != nil || !ok {
		t.Fatalf("read: ok %v, %v", ok, err)
	}
	if rx.cost != 12.5 || rx.person[0] != -7 || rx.cover[0] != 2.5 || rx.share[1] != 0.5 {
		t.Errorf("read %+v", rx)
	}
	if _, ok, _ := c.readRelaxation(strings.NewReader("Infeasible - objective value 0\n"), 3); ok {
		t.Error("an infeasible relaxation was read as solved")
	}
}
