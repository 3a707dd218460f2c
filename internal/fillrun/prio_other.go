//go:build !linux

package fillrun

// lowerThreadPriority does nothing where a thread's priority cannot be set alone.
func lowerThreadPriority() error { return nil }
