package cbc

import (
	"os/exec"
	"syscall"
)

// startNiced starts cmd and gives it the lowest priority, as the search's own thread
// has: a fill leaves the cores to requests.
func startNiced(cmd *exec.Cmd) error {
	if err := cmd.Start(); err != nil {
		return err
	}
	_ = syscall.Setpriority(syscall.PRIO_PROCESS, cmd.Process.Pid, 19) // best effort
	return nil
}
