// Package cbc runs COIN-OR's branch-and-cut solver (Debian's coinor-cbc) as the
// auto-scheduler's exact solver: the programme and its start go to a temporary folder,
// cbc runs there at the lowest priority with one thread, and its solution file is read
// back.
package cbc

import (
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"time"

	"github.com/shiftsched/shiftsched/internal/autoschedule"
)

// Find returns the exact solver backed by the cbc on PATH, or nil when there is none.
func Find() autoschedule.ExactSolver {
	path, err := exec.LookPath("cbc")
	if err != nil {
		return nil
	}
	return Solver(path)
}

// grace is how long cbc may overrun its own time limit (reading the programme,
// writing the solution) before it is killed.
const grace = 2 * time.Second

// Solver is the exact solver backed by the cbc binary at path.
func Solver(path string) autoschedule.ExactSolver {
	return func(ctx context.Context, lp, start []byte, limit time.Duration) ([]byte, error) {
		dir, err := os.MkdirTemp("", "shiftsched-cbc-")
		if err != nil {
			return nil, err
		}
		defer os.RemoveAll(dir)
		args := []string{"model.lp"}
		if len(start) > 0 {
			args = append(args, "-mips", "start.txt")
			if err := os.WriteFile(filepath.Join(dir, "start.txt"), start, 0o600); err != nil {
				return nil, err
			}
		}
		if err := os.WriteFile(filepath.Join(dir, "model.lp"), lp, 0o600); err != nil {
			return nil, err
		}
		// The rows are printed too: their duals price the columns of a dive.
		secs := strconv.FormatFloat(max(limit.Seconds(), 0.1), 'f', 1, 64)
		args = append(args, "-timeMode", "elapsed", "-sec", secs, "-threads", "1", "-log", "0", "-solve", "-printingOptions", "rows", "-solu", "solution.txt")
		runCtx, cancel := context.WithTimeout(ctx, limit+grace)
		defer cancel()
		cmd := exec.CommandContext(runCtx, path, args...)
		cmd.Dir = dir
		if err := startNiced(cmd); err != nil {
			return nil, err
		}
		if err := cmd.Wait(); err != nil {
			if ctx.Err() != nil {
				return nil, ctx.Err()
			}
			return nil, fmt.Errorf("cbc: %w", err)
		}
		out, err := os.ReadFile(filepath.Join(dir, "solution.txt"))
		if errors.Is(err, os.ErrNotExist) {
			return nil, errors.New("cbc wrote no solution")
		}
		return out, err
	}
}
