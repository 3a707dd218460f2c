package autoschedule

import (
	"bytes"
	"context"
	"time"
)

// ExactSolver solves a mixed-integer programme written by WriteLP within limit,
// starting from start (WriteMIPStart's), and returns its solution in the form
// ReadLPSolution reads. It returns early when ctx ends.
type ExactSolver func(ctx context.Context, lp, start []byte, limit time.Duration) ([]byte, error)

// When the search hands a problem to the exact solver: at exactAt of the time budget,
// for at most exactShare of it, and only when the programme has at most exactMaxVars
// shift variables. Measured with cbc at 60 s: Instance1 and Instance2 (112 and 392
// variables) are proven optimal in 1 and 7 s, which the search alone does not reach on
// Instance2 (833); Instance3 (598) goes from the search's 1009 to 1002 in 26 s when
// started from its roster. On Instance9 and Instance14 (2,912 and 5,376) cbc finds
// nothing better than its start in 40 s, so they are left to the search.
const (
	exactAt      = 0.1
	exactShare   = 0.5
	exactMaxVars = 2000
)

// exactWanted reports whether this search should try the exact solver: one is given,
// the budget is time (an iteration budget is for repeatable runs) and the problem is
// small enough.
func (s *search) exactWanted() bool {
	return s.o.Exact != nil && s.o.TimeLimit > 0 && s.shiftVars() <= exactMaxVars
}

// shiftVars is how many shift variables the programme has: a person's shift types
// open to them on each day.
func (s *search) shiftVars() int {
	vars := 0
	for _, row := range s.opts {
		for _, o := range row {
			vars += len(o) - 1
		}
	}
	return vars
}

// tryExact gives the problem, with the best roster as its start, to the exact solver,
// and carries on from the solver's roster when it is better. It reports whether that
// roster is proven optimal (the fairness term, which the programme leaves out, off),
// when the search can stop. A solver that fails leaves the search as it was.
func (s *search) tryExact(ctx context.Context) bool {
	var lp, start bytes.Buffer
	if _, err := WriteLP(s.c.p, &lp); err != nil {
		return false
	}
	if s.best != nil {
		if err := WriteMIPStart(s.c.p, s.best, &start); err != nil {
			return false
		}
	}
	limit := min(time.Duration(exactShare*float64(s.o.TimeLimit)), s.o.TimeLimit-time.Since(s.start))
	out, err := s.o.Exact(ctx, lp.Bytes(), start.Bytes(), limit)
	if err != nil || ctx.Err() != nil {
		return false
	}
	roster, found, optimal, err := ReadLPSolution(s.c.p, bytes.NewReader(out))
	if err != nil || !found {
		return false
	}
	return s.adopt(roster) >= 0 && optimal && s.hard == 0 && s.c.p.FairnessWeight == 0
}

// adopt carries on from roster when it is at least as good as the best (reporting 1
// when better, 0 when as good), else from the best (-1).
func (s *search) adopt(roster Roster) int {
	hard, soft := s.bestHard, s.bestSoft
	for i := range roster {
		for d, v := range roster[i] {
			s.set(i, d, v)
		}
	}
	s.rescore()
	s.clear()
	switch {
	case s.hard > hard || s.hard == hard && s.soft > soft:
		s.restoreBest()
		return -1
	case s.hard == hard && s.soft == soft:
		return 0
	}
	s.keepIfBest()
	return 1
}

// Larger problems are handed over a window at a time: from windowAt of the budget until
// windowEnd, each person's days outside windowDays consecutive days are held as the
// best roster has them, and the exact solver plans everyone's days inside (at most
// windowLimit each), window after window in random order until none of them improves
// the roster; then the search carries on. A window re-plans many people's days at
// once, which the search's moves (one or two people) cannot. Measured at 60 s, seeds
// 1 to 3, against the search alone: Instance14 1372, 1372, 1375 against 1362, 1410,
// 1414; Instance9 454, 461, 462 against 457, 453, 457 (no gain beyond the spread).
// Starting at 0.2, two shorter rounds (0.3 and 0.85), and one at 0.5 ending after 10
// windows without a gain were each worse on Instance14; windows of 10 and 14 days were
// too slow to pay (Instance14 1423 to 1400 in 40 s with 14). README, "Exact solving".
const (
	windowAt      = 0.3
	windowEnd     = 0.9
	windowDays    = 7
	windowLimit   = 5 * time.Second
	windowMaxVars = 1500
)

// windowsWanted reports whether this search should re-plan windows exactly: a solver
// is given, the budget is time, the whole problem was too large to hand over, and a
// window is small enough.
func (s *search) windowsWanted() bool {
	if s.o.Exact == nil || s.o.TimeLimit <= 0 || s.exactWanted() || s.c.days <= windowDays {
		return false
	}
	return s.shiftVars()*windowDays/s.c.days <= windowMaxVars
}

// exactWindows re-plans windows of the best roster until a whole round of them brings
// nothing better, or the time for windows is spent.
func (s *search) exactWindows(ctx context.Context) {
	if s.bestHard > 0 {
		return // windows improve rosters that keep the hard rules
	}
	s.restoreBest()
	starts := s.rng.Perm(s.c.days - windowDays + 1)
	for k, since := 0, 0; since < len(starts) && !s.stopped(ctx) && s.fraction() < windowEnd; k++ {
		from := starts[k%len(starts)]
		if s.solveWindow(ctx, from, from+windowDays) > 0 {
			since = 0
		} else {
			since++
		}
	}
}

// solveWindow hands days from..to-1 of the best roster to the exact solver and
// adopts its roster (see adopt); -1 when the solver gave none.
func (s *search) solveWindow(ctx context.Context, from, to int) int {
	q := windowProblem(s.c.p, s.best, from, to)
	var lp, start bytes.Buffer
	if _, err := WriteLP(q, &lp); err != nil {
		return -1
	}
	if err := WriteMIPStart(q, s.best, &start); err != nil {
		return -1
	}
	limit := min(windowLimit, s.o.TimeLimit-time.Since(s.start))
	out, err := s.o.Exact(ctx, lp.Bytes(), start.Bytes(), limit)
	if err != nil || ctx.Err() != nil {
		return -1
	}
	roster, found, _, err := ReadLPSolution(q, bytes.NewReader(out))
	if err != nil || !found {
		return -1
	}
	return s.adopt(roster)
}

// windowProblem is p with every day of roster outside from..to-1 held: a shift as a
// fixed assignment, a day off as a day the person cannot work.
func windowProblem(p *Problem, roster Roster, from, to int) *Problem {
	q := *p
	q.People = make([]Person, len(p.People))
	q.Fixed = append([]Assignment(nil), p.Fixed...)
	for i, row := range roster {
		q.People[i] = p.People[i]
		q.People[i].Unavailable = append([]int(nil), p.People[i].Unavailable...)
		for d, v := range row {
			switch {
			case d >= from && d < to:
			case v == Off:
				q.People[i].Unavailable = append(q.People[i].Unavailable, d)
			default:
				q.Fixed = append(q.Fixed, Assignment{i, d, v})
			}
		}
	}
	return &q
}
