package onlinemigrations

import (
	"context"
	"database/sql"
	"sync"
	"time"

	"github.com/lib/pq"
)

// lockWait is one wait of a load statement for a lock, as the sampler saw it: from when
// PostgreSQL says it began (pg_locks.waitstart) to the last sample that saw it.
type lockWait struct {
	pid             int64
	start, lastSeen time.Time
	onTheLoadOnly   bool // every session it waited for was the load's own
}

// sampler reads pg_locks every few milliseconds for the load's backends that wait.
type sampler struct {
	mu    sync.Mutex
	waits map[[2]int64]*lockWait // by pid and waitstart
	stop  chan struct{}
	done  chan struct{}
	once  sync.Once
}

const sampleEvery = 5 * time.Millisecond

func startSampler(ctx context.Context, db *sql.DB, pids []int64) *sampler {
	s := &sampler{waits: map[[2]int64]*lockWait{}, stop: make(chan struct{}), done: make(chan struct{})}
	go func() {
		defer close(s.done)
		tick := time.NewTicker(sampleEvery)
		defer tick.Stop()
		for {
			select {
			case <-s.stop:
				return
			case <-tick.C:
			}
			s.sample(ctx, db, pids)
		}
	}()
	return s
}

func (s *sampler) sample(ctx context.Context, db *sql.DB, pids []int64) {
	rows, err := db.QueryContext(ctx, `
		SELECT l.pid, l.waitstart, clock_timestamp(), pg_blocking_pids(l.pid) <@ $1::int[]
		FROM pg_locks l WHERE NOT l.granted AND l.waitstart IS NOT NULL AND l.pid = ANY ($1::int[])`, pq.Array(pids))
	if err != nil {
		return // the next sample tries again; a wait long enough to matter is seen by many
	}
	defer rows.Close()
	s.mu.Lock()
	defer s.mu.Unlock()
	for rows.Next() {
		var w lockWait
		if err := rows.Scan(&w.pid, &w.start, &w.lastSeen, &w.onTheLoadOnly); err != nil {
			return
		}
		key := [2]int64{w.pid, w.start.UnixNano()}
		if seen, ok := s.waits[key]; ok {
			seen.lastSeen = w.lastSeen
			seen.onTheLoadOnly = seen.onTheLoadOnly && w.onTheLoadOnly
			continue
		}
		s.waits[key] = &w
	}
}

// finish stops the sampler (once) and returns the waits it saw.
func (s *sampler) finish() []lockWait {
	s.once.Do(func() {
		close(s.stop)
		<-s.done
	})
	s.mu.Lock()
	defer s.mu.Unlock()
	var out []lockWait
	for _, w := range s.waits {
		out = append(out, *w)
	}
	return out
}

// window is when one migration ran.
type window struct {
	name       string
	start, end time.Time
}

// waitEnd is when a wait ended at the latest: the end of the load statement that was
// waiting when it was last seen (the sampler saw it waiting until then, at least).
func waitEnd(w lockWait, pidOf map[int64][]statement) time.Time {
	for _, st := range pidOf[w.pid] {
		if !st.start.After(w.lastSeen) && !st.end.Before(w.lastSeen) {
			return st.end
		}
	}
	return w.lastSeen.Add(sampleEvery)
}

// longestWait is the longest wait of the load on a lock (not on the load's own rows)
// that began in the window: a migration's locks are taken and given back within it.
func longestWait(win window, waits []lockWait, pidOf map[int64][]statement) time.Duration {
	var longest time.Duration
	for _, w := range waits {
		if w.onTheLoadOnly {
			continue
		}
		if w.start.Before(win.start) || w.start.After(win.end) {
			continue
		}
		longest = max(longest, waitEnd(w, pidOf).Sub(w.start))
	}
	return longest
}

// slowest is the longest load statement that began in the window, and how many did.
func slowest(win window, statements []statement) (time.Duration, int) {
	var longest time.Duration
	n := 0
	for _, st := range statements {
		if st.start.Before(win.start) || st.start.After(win.end) {
			continue
		}
		n++
		longest = max(longest, st.end.Sub(st.start))
	}
	return longest, n
}
