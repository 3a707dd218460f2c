package main

import (
	"context"
	"fmt"
	"os"
	"sort"
	"sync"
	"time"
)

// latencyQ is a manager's ordinary read while a fill runs: the rule sets with their
// people and the week's coverage.
const latencyQ = `query($w: Date!) { ruleSets { id userIds } coverage(weekStarting: $w) { label needed scheduled } }`

// p99 sends latencyQ from four clients for the duration and returns the 99th percentile
// of the answers' times.
func (w *workplace) p99(ctx context.Context, d time.Duration) time.Duration {
	var mu sync.Mutex
	var took []time.Duration
	var wg sync.WaitGroup
	end := time.Now().Add(d)
	friday := w.start.AddDays(4) // the first Friday of the range
	for range 4 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for time.Now().Before(end) && ctx.Err() == nil {
				t0 := time.Now()
				if err := w.mgr.do(ctx, latencyQ, map[string]any{"w": friday.String()}, nil); err != nil {
					fmt.Fprintln(os.Stderr, "latency:", err)
					return
				}
				mu.Lock()
				took = append(took, time.Since(t0))
				mu.Unlock()
			}
		}()
	}
	wg.Wait()
	if len(took) == 0 {
		return 0
	}
	sort.Slice(took, func(i, j int) bool { return took[i] < took[j] })
	return took[len(took)*99/100]
}
