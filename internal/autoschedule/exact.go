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
	if s.o.Exact == nil || s.o.TimeLimit <= 0 {
		return false
	}
	vars := 0
	for _, row := range s.opts {
		for _, o := range row {
			vars += len(o) - 1
		}
	}
	return vars <= exactMaxVars
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
	for i := range roster {
		for d, v := range roster[i] {
			s.set(i, d, v)
		}
	}
	s.rescore()
	s.clear()
	s.keepIfBest()
	if s.hard > s.bestHard || s.hard == s.bestHard && s.soft > s.bestSoft {
		s.restoreBest() // the search's roster was better: go on from it
		return false
	}
	return optimal && s.hard == 0 && s.c.p.FairnessWeight == 0
}
