package auth

import (
	"context"
	"runtime"
	"sync/atomic"
)

// bcryptSlots bounds how many bcrypt computations run at once in the process, so that a
// burst of logins cannot take every core away from the rest of the application: one core
// stays free (on a one-core machine, logins take turns).
var bcryptSlots = make(chan struct{}, max(1, runtime.GOMAXPROCS(0)-1))

// Passwords hashes and checks passwords and PINs in the process's bcrypt slots, and
// counts every run: what a request cost in the scarcest resource of the public routes,
// which the API tests read. The zero value is ready; the domains that check secrets
// share one, so the count covers them all.
type Passwords struct {
	runs atomic.Int64
}

// Hash returns the bcrypt hash of p once a slot is free, or ctx's error.
func (pw *Passwords) Hash(ctx context.Context, p string) (string, error) {
	select {
	case bcryptSlots <- struct{}{}:
	case <-ctx.Done():
		return "", ctx.Err()
	}
	defer func() { <-bcryptSlots }()
	pw.runs.Add(1)
	return HashPassword(p)
}

// Check reports whether p matches hash once a slot is free; false when ctx ends first.
func (pw *Passwords) Check(ctx context.Context, hash, p string) bool {
	select {
	case bcryptSlots <- struct{}{}:
	case <-ctx.Done():
		return false
	}
	defer func() { <-bcryptSlots }()
	pw.runs.Add(1)
	return CheckPassword(hash, p)
}

// Runs returns how many bcrypt computations Hash and Check have made.
func (pw *Passwords) Runs() int64 { return pw.runs.Load() }
