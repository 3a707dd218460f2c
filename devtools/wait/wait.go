// Package wait is how tests wait on a condition that sends no event: a row lock seen in
// pg_stat_activity, a process's answer, a line in a log. It checks the condition itself,
// every few milliseconds, until it holds or a deadline passes; the pause between checks
// lives here so that tests wait on conditions, never on times.
package wait

import (
	"testing"
	"time"
)

// Every is the pause between two checks of a condition.
const Every = 5 * time.Millisecond

// For waits until cond holds, and fails tb when it does not within limit; what names the
// condition in the failure.
func For(tb testing.TB, limit time.Duration, what string, cond func() bool) {
	tb.Helper()
	if !Until(limit, cond) {
		tb.Fatalf("not within %v: %s", limit, what)
	}
}

// Until waits until cond holds and reports whether it did within limit.
func Until(limit time.Duration, cond func() bool) bool {
	for deadline := time.Now().Add(limit); !cond(); time.Sleep(Every) {
		if time.Now().After(deadline) {
			return false
		}
	}
	return true
}
