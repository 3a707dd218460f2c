package autoschedule

import (
	"context"
	"math"
	"math/rand/v2"
	"time"
)

// Options bound and steer a Solve.
type Options struct {
	// Seed makes the search repeatable: with Iterations set, the same seed gives the same
	// roster unless TimeLimit or a stop comes first.
	Seed uint64
	// TimeLimit ends the search; 0 is none (then Iterations must be set).
	TimeLimit time.Duration
	// Iterations ends the search after that many moves tried and paces the cooling by
	// them instead of by time; 0 is none.
	Iterations int64
	// Progress, when set, is called with each better roster found.
	Progress func(Progress)
	// Exact, when set, is given small problems as a mixed-integer programme once the
	// search has a roster to start it from (exact.go), and solves the relaxations that
	// price and dive larger ones (columns.go); nil leaves the search alone.
	Exact ExactSolver
}

// Progress is the best roster so far.
type Progress struct {
	Penalty  int
	Feasible bool
	Elapsed  time.Duration
	// Short is how many people the best roster still misses against the cover, over
	// ShortCovers covers (day and shift type) left short.
	Short, ShortCovers int
}

// Solution is the best roster found: a roster without a hard violation whenever one was
// found, the one breaking hard rules least otherwise.
type Solution struct {
	Roster      Roster
	Assignments []Assignment
	// Penalty is the soft penalty as the search counted it; Evaluate gives the same.
	Penalty  int
	Feasible bool
	// FirstFeasible is when the first roster without a hard violation was found, -1 if none.
	FirstFeasible time.Duration
	// BestAt is when the returned roster was found.
	BestAt     time.Duration
	Iterations int64
}

// Solve plans the problem until the time limit, the iteration budget, or ctx ends; it
// returns within a few milliseconds of ctx being cancelled.
func Solve(ctx context.Context, p *Problem, o Options) (*Solution, error) {
	if err := p.Validate(); err != nil {
		return nil, err
	}
	if o.TimeLimit <= 0 && o.Iterations <= 0 {
		o.TimeLimit = time.Minute
	}
	s := newSearch(compile(p), o)
	s.run(ctx)
	return s.solution(), nil
}

// search is simulated annealing over whole rosters. Hard rules are weighed into the
// objective with a weight that rises while the roster is infeasible and falls while it
// is feasible (strategic oscillation), so the search can cross infeasible ground; cover
// and requests are kept incrementally, each person's rules recounted when their row
// changes.
type search struct {
	c      *compiled
	o      Options
	rng    *rand.Rand
	opts   [][][]int
	grid   Roster
	count  []int
	pHard  []int
	pSoft  []int
	hard   int
	soft   int
	weight float64
	undo   []change
	moved  []personCost
	start  time.Time
	it     int64
	dims   []dims
	// pdims are dims with a count of one shift type, for pricing columns (columns.go).
	pdims  []dims
	pc     []counts
	oldRow []int
	// work and dpWork count the search's effort, all of it and the re-plans'.
	work, dpWork int64
	rp           replanner
	// fair is the fairness term over the current roster, part of soft.
	fair fairState

	best                  Roster
	bestHard, bestSoft    int
	bestAt, firstFeasible time.Duration
	bestIt                int64 // the move that found the best
	quenchAt              int64 // the move a quench began (anneal.go), -1 before
}

type change struct{ i, d, old int }

// personCost is what a person's rules cost before a move, to put back on revert.
type personCost struct {
	i, hard, soft, totHard, totSoft int
	fair                            fairY
}

func newSearch(c *compiled, o Options) *search {
	s := &search{c: c, o: o, rng: rand.New(rand.NewPCG(o.Seed, 0x5eed)), start: time.Now(), firstFeasible: -1, quenchAt: -1}
	n := len(c.p.People)
	s.opts, s.grid = make([][][]int, n), NewRoster(c.p)
	s.pHard, s.pSoft = make([]int, n), make([]int, n)
	s.dims = make([]dims, n)
	for i := range s.opts {
		s.dims[i] = c.dimsOf(i)
		s.opts[i] = make([][]int, c.days)
		for d := range s.opts[i] {
			s.opts[i][d] = c.options(i, d)
			s.grid[i][d] = s.opts[i][d][0]
		}
	}
	s.count = c.counts(s.grid)
	s.initCounts()
	s.oldRow = make([]int, c.days)
	for k := range c.p.Cover {
		cv := &c.p.Cover[k]
		s.soft += c.coverCost(k, s.count[cv.Day*c.nST+cv.Shift])
	}
	s.fair = newFairState(&c.fair, n)
	for i, row := range s.grid {
		t := tally{}
		c.person(i, row, &t)
		s.pHard[i], s.pSoft[i] = t.hard, t.soft
		s.hard += t.hard
		s.soft += t.soft + s.fair.add(i, t.fair)
	}
	s.weight = float64(max(maxWeight(c.p), 1))
	s.bestHard, s.bestSoft = math.MaxInt, math.MaxInt
	s.keepIfBest()
	return s
}

func maxWeight(p *Problem) int {
	w := 1
	for _, cv := range p.Cover {
		w = max(w, cv.UnderWeight, cv.OverWeight)
	}
	for _, r := range p.Requests {
		w = max(w, r.Weight)
	}
	return w
}

// set gives person i value v on day d, keeping the cover part of the penalty.
func (s *search) set(i, d, v int) {
	old := s.grid[i][d]
	if old == v {
		return
	}
	s.undo = append(s.undo, change{i, d, old})
	s.grid[i][d] = v
	s.countCell(i, d, old, v)
	if old != Off {
		s.recount(d*s.c.nST+old, -1)
	}
	if v != Off {
		s.recount(d*s.c.nST+v, +1)
	}
}

func (s *search) recount(k, by int) {
	cv := s.c.coverAt[k]
	s.soft -= s.c.coverCost(cv, s.count[k])
	s.count[k] += by
	s.soft += s.c.coverCost(cv, s.count[k])
}

func (s *search) touched(i int) bool {
	for _, m := range s.moved {
		if m.i == i {
			return true
		}
	}
	return false
}

// revert undoes the last move.
func (s *search) revert() {
	for k := len(s.undo) - 1; k >= 0; k-- {
		ch := s.undo[k]
		v := s.grid[ch.i][ch.d]
		s.grid[ch.i][ch.d] = ch.old
		s.countCell(ch.i, ch.d, v, ch.old)
		if v != Off {
			s.recount(ch.d*s.c.nST+v, -1)
		}
		if ch.old != Off {
			s.recount(ch.d*s.c.nST+ch.old, +1)
		}
	}
	for _, m := range s.moved {
		s.hard += m.hard - s.pHard[m.i]
		s.soft += m.soft - s.pSoft[m.i] + s.fair.set(m.i, m.fair)
		s.pHard[m.i], s.pSoft[m.i] = m.hard, m.soft
		s.pc[m.i].totHard, s.pc[m.i].totSoft = m.totHard, m.totSoft
	}
	s.clear()
}

func (s *search) clear() { s.undo, s.moved = s.undo[:0], s.moved[:0] }

func (s *search) objective() float64 { return float64(s.soft) + s.weight*float64(s.hard) }

// keepIfBest copies the roster when it beats the best: fewer hard units, then a lower
// penalty.
func (s *search) keepIfBest() {
	if s.hard > s.bestHard || (s.hard == s.bestHard && s.soft >= s.bestSoft) {
		return
	}
	if s.best == nil {
		s.best = NewRoster(s.c.p)
	}
	for i := range s.grid {
		copy(s.best[i], s.grid[i])
	}
	s.bestHard, s.bestSoft, s.bestAt, s.bestIt = s.hard, s.soft, time.Since(s.start), s.it
	if s.hard == 0 && s.firstFeasible < 0 {
		s.firstFeasible = s.bestAt
	}
	if s.o.Progress != nil {
		short, covers := s.short()
		s.o.Progress(Progress{Penalty: s.soft, Feasible: s.hard == 0, Elapsed: s.bestAt, Short: short, ShortCovers: covers})
	}
}

// short counts the people missing against the cover in the current roster, and the
// covers they are missing from.
func (s *search) short() (people, covers int) {
	for _, cv := range s.c.p.Cover {
		if n := s.count[cv.Day*s.c.nST+cv.Shift]; n < cv.Required {
			people, covers = people+cv.Required-n, covers+1
		}
	}
	return people, covers
}

func (s *search) solution() *Solution {
	return &Solution{Roster: s.best, Assignments: s.best.Assignments(), Penalty: s.bestSoft,
		Feasible: s.bestHard == 0, FirstFeasible: s.firstFeasible, BestAt: s.bestAt, Iterations: s.it}
}

// construct plans each person in turn against the others, twice over: a roster that
// keeps most hard rules to start the annealing from. A large workplace takes seconds to
// plan, so the roster is offered as the best every constructEvery people on the way.
func (s *search) construct(ctx context.Context) {
	for range 2 {
		for i := range s.grid {
			if s.stopped(ctx) {
				break
			}
			if row := s.replan(i); row != nil {
				for d, v := range row {
					s.set(i, d, v)
				}
				s.rescore()
				s.clear()
			}
			if i%constructEvery == constructEvery-1 {
				s.keepIfBest()
			}
		}
	}
	s.keepIfBest()
}

const constructEvery = 25
