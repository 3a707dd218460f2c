package autoschedule

import (
	"bytes"
	"context"
	"time"
)

// ExactSolver solves a programme in the CPLEX LP format (WriteLP's, or the relaxation of
// the master of columns.go) within limit, starting from start (WriteMIPStart's) when
// given, and returns its solution as cbc writes it with its rows: a status line, each
// row's activity and dual, then each variable's value. It returns early when ctx ends.
type ExactSolver func(ctx context.Context, lp, start []byte, limit time.Duration) ([]byte, error)

// When the search hands a problem to the exact solver: at exactAt of the time budget,
// for at most exactShare of it, and only when the programme has at most exactMaxVars
// shift variables. Measured with cbc at 60 s: Instance1 and Instance2 (112 and 392
// variables) are proven optimal in 1 and 7 s, which the search alone does not reach on
// Instance2 (833); Instance3 (598) goes from the search's 1009 to 1002 in 26 s when
// started from its roster. On Instance9 and Instance14 (2,912 and 3,572) cbc finds
// nothing better than its start in 40 s, so they are dived instead (columns.go). A
// small problem not proven optimal is dived after the solver: with a share of 0.3
// instead of 0.5, Instance3 ends at 1001 after 24 s on seeds 1 to 3 (at 0.5, 1001 after
// 36 s, and 1002 in one run through the API), and Instance2 is still proven optimal
// after 7 s.
const (
	exactAt      = 0.1
	exactShare   = 0.3
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
