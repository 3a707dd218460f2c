package fillrun

import "syscall"

// lowerThreadPriority makes the calling OS thread nice 19, so that the scheduler gives
// the API's threads the CPU first. Linux applies setpriority to a thread id alone.
func lowerThreadPriority() error {
	return syscall.Setpriority(syscall.PRIO_PROCESS, syscall.Gettid(), 19)
}
