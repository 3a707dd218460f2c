package server_test

import (
	"bytes"
	"errors"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/shiftsched/shiftsched/devtools/dbtest"
	"github.com/shiftsched/shiftsched/devtools/wait"
)

// The tests below run the real server binary, as an operator would.

var (
	buildOnce sync.Once
	binPath   string
	buildErr  error
)

// serverBinary builds cmd/shiftsched once per test run.
func serverBinary(t *testing.T) string {
	t.Helper()
	buildOnce.Do(func() {
		goTool, err := exec.LookPath("go") // go test puts its own first on PATH
		if err != nil {
			buildErr = errors.New("no go tool to build the server with")
			return
		}
		dir, err := os.MkdirTemp("", "shiftsched-bin-")
		if err != nil {
			buildErr = err
			return
		}
		binPath = filepath.Join(dir, "shiftsched")
		cmd := exec.Command(goTool, "build", "-o", binPath, "github.com/shiftsched/shiftsched/cmd/shiftsched")
		if out, err := cmd.CombinedOutput(); err != nil {
			buildErr = errors.New("go build: " + string(out))
		}
	})
	if buildErr != nil {
		t.Fatal(buildErr)
	}
	return binPath
}

func TestMain(m *testing.M) {
	code := m.Run()
	if binPath != "" {
		os.RemoveAll(filepath.Dir(binPath))
	}
	os.Exit(code)
}

// serverEnv is a clean environment for the binary plus the given variables.
func serverEnv(vars ...string) []string {
	return append([]string{"PATH=" + os.Getenv("PATH"), "HOME=" + os.TempDir()}, vars...)
}

func TestProductionRefusesWeakSecrets(t *testing.T) {
	t.Parallel()
	bin := serverBinary(t)
	for _, tc := range []struct {
		name string
		env  []string
		want string
	}{
		{"ErrNoJWTSecret", []string{"MANAGER_SECRET_CODE=m"}, "JWT_SECRET"},
		{"ErrShortJWTSecret", []string{"JWT_SECRET=" + strings.Repeat("k", 31), "MANAGER_SECRET_CODE=m"}, "JWT_SECRET"},
		{"ErrNoManagerCode", []string{"JWT_SECRET=" + strings.Repeat("k", 32)}, "MANAGER_SECRET_CODE"},
		{"ErrUnsetAppEnvIsNotDevelopment", []string{"APP_ENV="}, "JWT_SECRET"},
		{"ErrUnsetAppEnvNoManagerCode", []string{"APP_ENV=", "JWT_SECRET=" + strings.Repeat("k", 32)}, "MANAGER_SECRET_CODE"},
		{"ErrShortManagerCode", []string{"JWT_SECRET=" + strings.Repeat("k", 32), "MANAGER_SECRET_CODE=abc"}, "MANAGER_SECRET_CODE must be at least 12 characters"},
		{"ErrWebhookAllowPrivate", []string{"JWT_SECRET=" + strings.Repeat("k", 32), "MANAGER_SECRET_CODE=a-production-code", "WEBHOOK_ALLOW_PRIVATE=on"}, "WEBHOOK_ALLOW_PRIVATE"},
		{"ErrNoVAPIDKeys", []string{"JWT_SECRET=" + strings.Repeat("k", 32), "MANAGER_SECRET_CODE=a-production-code"}, "VAPID_PUBLIC_KEY"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			cmd := exec.Command(bin)
			cmd.Dir = t.TempDir() // nothing may be generated anywhere
			cmd.Env = serverEnv(append([]string{"APP_ENV=production", "DATABASE_URL=host=/nonexistent dbname=x", "PORT=1"}, tc.env...)...)
			var stderr bytes.Buffer
			cmd.Stderr = &stderr
			err := runWithin(t, cmd, 10*time.Second)
			var exit *exec.ExitError
			if !errors.As(err, &exit) || exit.ExitCode() == 0 {
				t.Fatalf("exit = %v, want a failure", err)
			}
			if !strings.Contains(stderr.String(), tc.want) {
				t.Fatalf("stderr = %q, want it to name %s", stderr.String(), tc.want)
			}
		})
	}
}

func runWithin(t *testing.T, cmd *exec.Cmd, d time.Duration) error {
	t.Helper()
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	done := make(chan error, 1)
	go func() { done <- cmd.Wait() }()
	select {
	case err := <-done:
		return err
	case <-time.After(d):
		cmd.Process.Kill()
		t.Fatalf("%s still running after %v", cmd.Path, d)
		return nil
	}
}

func freePort(t *testing.T) int {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	return ln.Addr().(*net.TCPAddr).Port
}

// syncBuffer is a bytes.Buffer safe to read while a process writes to it.
type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}
func (s *syncBuffer) String() string { s.mu.Lock(); defer s.mu.Unlock(); return s.b.String() }

func TestSIGTERMFinishesInFlightRequests(t *testing.T) {
	t.Parallel()
	bin := serverBinary(t)
	port := freePort(t)
	addr := "127.0.0.1:" + strconv.Itoa(port)
	cmd := exec.Command(bin)
	dataDir := t.TempDir()
	cmd.Env = serverEnv("DATABASE_URL="+dbtest.NewURL(t), "PORT="+strconv.Itoa(port), "APP_ENV=development", "DATA_DIR="+dataDir)
	var out syncBuffer
	cmd.Stdout, cmd.Stderr = &out, &out
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	exited := make(chan error, 1)
	go func() { exited <- cmd.Wait() }()
	t.Cleanup(func() { cmd.Process.Kill() })

	if !wait.Until(30*time.Second, func() bool {
		res, err := http.Get("http://" + addr + "/healthz")
		if err != nil {
			return false
		}
		res.Body.Close()
		return res.StatusCode == 200
	}) {
		t.Fatalf("server not healthy after 30s:\n%s", out.String())
	}
	// Printed before serving, but the output reaches the buffer through a pipe that
	// exec copies on its own goroutine, which may lag behind the first answer.
	if !wait.Until(5*time.Second, func() bool { return strings.Contains(out.String(), "MANAGER_SECRET_CODE=") }) {
		t.Errorf("development defaults not printed:\n%s", out.String())
	}

	finish := slowRequest(t, addr)
	// Connections are accepted in the order they were made, so once a later one has
	// been answered the slow one has been accepted; Shutdown waits for accepted
	// connections (a connection still in the listen queue would be dropped instead).
	// The later one must be a new connection: http.Get would reuse the health poll's
	// kept-alive one, which proves nothing (on a loaded machine the slow one then lost).
	fresh := &http.Client{Transport: &http.Transport{DisableKeepAlives: true}}
	if res, err := fresh.Get("http://" + addr + "/healthz"); err == nil {
		res.Body.Close()
	}
	if err := cmd.Process.Signal(syscall.SIGTERM); err != nil {
		t.Fatal(err)
	}
	// Shutdown has begun once new connections are refused; the process must still run.
	waitRefused(t, addr)
	select {
	case err := <-exited:
		t.Fatalf("exited (%v) with a request in flight:\n%s", err, out.String())
	default:
	}
	status, err := finish()
	if err != nil || !strings.Contains(status, " 400 ") {
		t.Fatalf("in-flight request: %q, %v\n%s", status, err, out.String())
	}
	select {
	case err := <-exited:
		if err != nil {
			t.Fatalf("exit: %v\n%s", err, out.String())
		}
	case <-time.After(10 * time.Second):
		t.Fatalf("still running 10s after the last request:\n%s", out.String())
	}
	if !strings.Contains(out.String(), "shutting down") {
		t.Errorf("no shutdown log:\n%s", out.String())
	}
}
