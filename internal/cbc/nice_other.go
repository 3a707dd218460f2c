//go:build !linux

package cbc

import "os/exec"

func startNiced(cmd *exec.Cmd) error { return cmd.Start() }
