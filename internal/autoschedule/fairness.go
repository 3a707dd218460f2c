package autoschedule

import (
	"slices"
	"strings"
)

// The fairness term. Comparable people are those qualified for the same positions.
// Each person has three measures: weekend days worked, night shifts worked, and hours
// worked in units of fairHourUnit minutes (a usual shift). A measure is made relative to the person's
// contract (their most minutes over the horizon, else their fewest) by scaling it to the
// group's largest contract: y = x × C_max / C_person, so a half-timer with half the
// weekends of a full-timer is even with them. A group's unfairness on a measure is the
// sum of squared deviations from its mean halved, Σ(y−ȳ)²/2 = (n·Σy² − (Σy)²) / 2n
// (integer division: one shift more for one person of a group costs nothing, so being
// fair never pays for an extra person), and the term is FairnessWeight times the sum
// over groups and measures. Two people with 14 and 0 shifts cost 49 on hours alone.
// Kept as sums per group, it changes in constant time when one person's row does.
const (
	CodeUnfair   = "UNFAIR"
	CodeChanged  = "CHANGED"
	fairHourUnit = 480
	fairDivisor  = 2
	fairMeasures = 3
)

// fairGroups says who is compared with whom: group[i] is person i's group (-1 when the
// term is off) and num[i]/den[i] scales their measures to the group's largest contract.
type fairGroups struct {
	weight   int
	group    []int
	num, den []int64
	n        int
}

type fairY [fairMeasures]int64

func groupComparable(p *Problem) fairGroups {
	f := fairGroups{weight: p.FairnessWeight, group: make([]int, len(p.People))}
	f.num, f.den = make([]int64, len(p.People)), make([]int64, len(p.People))
	byKey := map[string]int{}
	var most []int64
	for i, pe := range p.People {
		f.group[i] = -1
		if f.weight <= 0 {
			continue
		}
		qs := slices.Clone(pe.Positions)
		slices.Sort(qs)
		key := strings.Join(qs, "\x00")
		if pe.Positions == nil {
			key = "\x01any"
		}
		g, ok := byKey[key]
		if !ok {
			g = len(most)
			byKey[key] = g
			most = append(most, 0)
		}
		f.group[i] = g
		f.den[i] = contract(&pe)
		most[g] = max(most[g], f.den[i])
	}
	f.n = len(most)
	for i, g := range f.group {
		if g < 0 {
			continue
		}
		if f.den[i] == 0 {
			f.den[i] = max(most[g], 1) // no contract: counted as the group's fullest
		}
		f.num[i] = max(most[g], 1)
	}
	return f
}

// contract is a person's contracted minutes over the horizon, 0 for none stated.
func contract(pe *Person) int64 {
	if l := pe.MaxMinutes; l != nil && l.Value > 0 {
		return int64(l.Value)
	}
	if l := pe.MinMinutes; l != nil && l.Value > 0 {
		return int64(l.Value)
	}
	return 0
}

// measures are person i's scaled measures from their counts.
func (f *fairGroups) measures(i, weekendDays, nights, minutes int) fairY {
	if f.group[i] < 0 {
		return fairY{}
	}
	x := fairY{int64(weekendDays), int64(nights), int64(minutes / fairHourUnit)}
	for k := range x {
		x[k] = x[k] * f.num[i] / f.den[i]
	}
	return x
}

// fairSums are one group's running sums.
type fairSums struct {
	n       int64
	sum, sq fairY
}

func (f *fairGroups) cost(g *fairSums) int {
	if g.n == 0 {
		return 0
	}
	var c int64
	for k := range g.sum {
		c += (g.n*g.sq[k] - g.sum[k]*g.sum[k]) / (fairDivisor * g.n)
	}
	return int(c) * f.weight
}

// fairState is the term kept over a roster: every group's sums and each person's measures.
type fairState struct {
	f      *fairGroups
	groups []fairSums
	y      []fairY
}

func newFairState(f *fairGroups, people int) fairState {
	return fairState{f: f, groups: make([]fairSums, f.n), y: make([]fairY, people)}
}

// add counts person i in their group with measures y and returns how the term changed.
func (s *fairState) add(i int, y fairY) int {
	g := s.f.group[i]
	if g < 0 {
		return 0
	}
	gs := &s.groups[g]
	before := s.f.cost(gs)
	gs.n++
	for k := range y {
		gs.sum[k] += y[k]
		gs.sq[k] += y[k] * y[k]
	}
	s.y[i] = y
	return s.f.cost(gs) - before
}

// set replaces person i's measures and returns how the term changed.
func (s *fairState) set(i int, y fairY) int {
	g := s.f.group[i]
	if g < 0 {
		return 0
	}
	gs := &s.groups[g]
	before := s.f.cost(gs)
	old := s.y[i]
	for k := range y {
		gs.sum[k] += y[k] - old[k]
		gs.sq[k] += y[k]*y[k] - old[k]*old[k]
	}
	s.y[i] = y
	return s.f.cost(gs) - before
}

// total is the whole term.
func (s *fairState) total() int {
	t := 0
	for g := range s.groups {
		t += s.f.cost(&s.groups[g])
	}
	return t
}
