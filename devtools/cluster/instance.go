package cluster

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/shiftsched/shiftsched/internal/config"
)

// BuildServer builds the server binary into dir and returns its path: the processes
// these tests start are the real program.
func BuildServer(dir string) (string, error) {
	bin := filepath.Join(dir, "shiftsched")
	goTool, err := exec.LookPath("go") // go test puts its own first on PATH
	if err != nil {
		goTool = "go"
	}
	if out, err := exec.Command(goTool, "build", "-o", bin, "github.com/shiftsched/shiftsched/cmd/shiftsched").CombinedOutput(); err != nil {
		return "", fmt.Errorf("build the server: %v\n%s", err, out)
	}
	return bin, nil
}

// StartInstance starts one instance of bin on databaseURL, without a balancer (for a
// test of the database under it, such as a restore), and waits until it is healthy.
// Stop it with Terminate.
func StartInstance(ctx context.Context, bin, databaseURL string, env ...string) (*Instance, error) {
	port, err := FreePort()
	if err != nil {
		return nil, err
	}
	vapid, err := config.NewVAPID()
	if err != nil {
		return nil, err
	}
	in := newInstance("s1", port, Options{Bin: bin, DatabaseURL: databaseURL, Env: env}, vapid)
	if err := in.Start(ctx); err != nil {
		return nil, err
	}
	return in, nil
}

// RunWithServer is the TestMain of packages whose tests start the real server next to
// tools (HAProxy, Patroni, Prometheus, pgBackRest). When missing is not nil their tests
// are skipped, or fail where the variable named require is set: make test sets it, so
// that a missing tool fails the run instead of passing it quietly. Otherwise it builds
// the server, stores its path in *bin, and runs the tests.
func RunWithServer(m *testing.M, what, require string, missing error, bin *string) {
	if missing != nil {
		if os.Getenv(require) != "" {
			fmt.Fprintln(os.Stderr, missing)
			os.Exit(1)
		}
		fmt.Fprintf(os.Stderr, "skipping the %s tests: %v\n", what, missing)
		os.Exit(0)
	}
	dir, err := os.MkdirTemp("", "shiftsched-"+what+"-")
	if err != nil {
		panic(err)
	}
	if *bin, err = BuildServer(dir); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	code := m.Run()
	os.RemoveAll(dir)
	os.Exit(code)
}
