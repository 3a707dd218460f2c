package fillrun

import (
	"testing"
	"time"

	"github.com/shiftsched/shiftsched/internal/autoschedule"
)

func TestTheHistoryKeepsTheFirstSecondsWhenASearchFindsThousandsOfBetterRosters(t *testing.T) {
	tr := &tracker{}
	see := func(ms int) {
		tr.see(autoschedule.Progress{Penalty: 100_000 - ms, Feasible: true, Elapsed: time.Duration(ms) * time.Millisecond})
	}
	// A construction offering 40 rosters in its first 5 s, then an annealing finding a
	// better one every 10 ms.
	for ms := 0; ms < 5_000; ms += 125 {
		see(ms)
	}
	for ms := 5_000; ms < 60_000; ms += 10 {
		see(ms)
	}
	h := tr.history
	if len(h) > historyLen || h[len(h)-1].ElapsedMS != 59_990 {
		t.Fatalf("%d points, the last at %d ms; want at most %d and the last one found", len(h), h[len(h)-1].ElapsedMS, historyLen)
	}
	early := 0
	for _, p := range h {
		if p.ElapsedMS < 5_000 {
			early++
		}
	}
	if early < 3 {
		t.Errorf("only %d points in the first 5 s of 60: %v", early, h)
	}
}
