package bench

import (
	"bufio"
	"bytes"
	"context"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"time"
)

// JWTSecret is the signing secret the harness gives the server, so that it can mint
// login tokens for seeded users without a bcrypt check per user.
const JWTSecret = "shiftsched-benchmark-jwt-secret-not-for-production"

// server is the real binary running on a loopback port.
type server struct {
	cmd      *exec.Cmd
	URL      string
	PprofURL string
	done     chan error
	logs     *logTail

	mu      sync.Mutex
	maxRSS  int64 // largest VmRSS sampled since the last resetRSS, in kB
	stopRSS chan struct{}
}

// freePort returns a TCP port on loopback that nothing listens on right now.
func freePort() (int, error) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return 0, err
	}
	defer ln.Close()
	return ln.Addr().(*net.TCPAddr).Port, nil
}

// startServer runs bin against databaseURL, with rate limits off, and waits until it is
// ready. With pprof it also serves the runtime profiles on another loopback port. extra
// adds environment variables (e.g. READ_CACHE_MB=0).
func startServer(ctx context.Context, bin, databaseURL string, pprof bool, extra []string) (*server, error) {
	port, err := freePort()
	if err != nil {
		return nil, err
	}
	env := []string{}
	for _, kv := range os.Environ() {
		k, _, _ := strings.Cut(kv, "=")
		switch k {
		case "DATABASE_URL", "PORT", "APP_ENV", "RATE_LIMITS", "JWT_SECRET", "MANAGER_SECRET_CODE", "PPROF_ADDR", "SMTP_URL", "APP_URL", "WORKPLACE_TZ", "READ_CACHE_MB":
			continue
		}
		env = append(env, kv)
	}
	env = append(env,
		"DATABASE_URL="+databaseURL,
		"PORT="+strconv.Itoa(port),
		"APP_ENV=development",
		"RATE_LIMITS=off",
		"JWT_SECRET="+JWTSecret,
		"MANAGER_SECRET_CODE=benchmark-manager-code",
		"WORKPLACE_TZ=UTC",
	)
	env = append(env, extra...)
	s := &server{URL: fmt.Sprintf("http://127.0.0.1:%d", port), done: make(chan error, 1), logs: &logTail{}, stopRSS: make(chan struct{})}
	if pprof {
		pp, err := freePort()
		if err != nil {
			return nil, err
		}
		env = append(env, fmt.Sprintf("PPROF_ADDR=127.0.0.1:%d", pp))
		s.PprofURL = fmt.Sprintf("http://127.0.0.1:%d", pp)
	}
	cmd := exec.Command(bin)
	cmd.Env = env
	// The server dies with the harness, even when the harness is killed.
	cmd.SysProcAttr = &syscall.SysProcAttr{Pdeathsig: syscall.SIGTERM}
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		return nil, err
	}
	cmd.Stderr = cmd.Stdout
	if err := cmd.Start(); err != nil {
		return nil, fmt.Errorf("start %s: %w", bin, err)
	}
	s.cmd = cmd
	go s.logs.consume(stdout)
	go func() { s.done <- cmd.Wait() }()
	go s.sampleRSS()

	client := &http.Client{Timeout: time.Second}
	deadline := time.Now().Add(60 * time.Second)
	for {
		select {
		case err := <-s.done:
			return nil, fmt.Errorf("the server exited at start (%v):\n%s", err, s.logs.String())
		case <-ctx.Done():
			s.stop()
			return nil, ctx.Err()
		case <-time.After(50 * time.Millisecond):
		}
		res, err := client.Get(s.URL + "/readyz")
		if err == nil {
			res.Body.Close()
			if res.StatusCode == http.StatusOK {
				if err := s.settledOnce(ctx); err != nil {
					return nil, err
				}
				return s, nil
			}
		}
		if time.Now().After(deadline) {
			s.stop()
			return nil, fmt.Errorf("the server was not ready after 60 s:\n%s", s.logs.String())
		}
	}
}

// stop ends the server with SIGTERM (SIGKILL after 10 s).
func (s *server) stop() error {
	close(s.stopRSS)
	s.cmd.Process.Signal(syscall.SIGTERM)
	select {
	case err := <-s.done:
		return err
	case <-time.After(10 * time.Second):
		s.cmd.Process.Kill()
		return <-s.done
	}
}

// procStatus reads a kB field (VmRSS, VmHWM) of the server's /proc/<pid>/status.
func (s *server) procStatus(field string) int64 {
	b, err := os.ReadFile(fmt.Sprintf("/proc/%d/status", s.cmd.Process.Pid))
	if err != nil {
		return 0
	}
	for _, line := range bytes.Split(b, []byte("\n")) {
		if v, ok := bytes.CutPrefix(line, []byte(field+":")); ok {
			n, _ := strconv.ParseInt(strings.TrimSuffix(strings.TrimSpace(string(v)), " kB"), 10, 64)
			return n
		}
	}
	return 0
}

// cpuTime is the CPU time the server has used so far (user + system).
func (s *server) cpuTime() time.Duration { return procCPU(s.cmd.Process.Pid) }

// procCPU is the CPU time (user + system) process pid has used so far, 0 when unknown.
func procCPU(pid int) time.Duration {
	b, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", pid))
	if err != nil {
		return 0
	}
	// Fields after the command name (which is in parentheses): utime and stime are the
	// 12th and 13th, in clock ticks (100 a second on Linux).
	i := bytes.LastIndexByte(b, ')')
	if i < 0 {
		return 0
	}
	f := strings.Fields(string(b[i+1:]))
	if len(f) < 13 {
		return 0
	}
	u, _ := strconv.ParseInt(f[11], 10, 64)
	st, _ := strconv.ParseInt(f[12], 10, 64)
	return time.Duration(u+st) * 10 * time.Millisecond
}

// PeakRSSMB is the server's peak resident memory since it started (VmHWM), in MB.
func (s *server) PeakRSSMB() float64 { return float64(s.procStatus("VmHWM")) / 1024 }

func (s *server) sampleRSS() {
	t := time.NewTicker(100 * time.Millisecond)
	defer t.Stop()
	for {
		select {
		case <-s.stopRSS:
			return
		case <-t.C:
		}
		if v := s.procStatus("VmRSS"); v > 0 {
			s.mu.Lock()
			s.maxRSS = max(s.maxRSS, v)
			s.mu.Unlock()
		}
	}
}

// takeMaxRSSMB returns the largest resident size sampled since the last call, in MB.
func (s *server) takeMaxRSSMB() float64 {
	now := s.procStatus("VmRSS")
	s.mu.Lock()
	defer s.mu.Unlock()
	v := max(s.maxRSS, now)
	s.maxRSS = 0
	return float64(v) / 1024
}

// profile saves a CPU profile of the next d to path.
func (s *server) profile(ctx context.Context, d time.Duration, path string) error {
	if s.PprofURL == "" {
		return nil
	}
	secs := max(1, int(d.Round(time.Second)/time.Second))
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, fmt.Sprintf("%s/debug/pprof/profile?seconds=%d", s.PprofURL, secs), nil)
	if err != nil {
		return err
	}
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		return err
	}
	defer res.Body.Close()
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	if _, err := io.Copy(f, res.Body); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}

// logTail reads the server's log, keeping the first lines (the start banner) and the
// last warnings and errors; request lines are counted and dropped.
type logTail struct {
	mu       sync.Mutex
	head     []string
	problems []string
	errors   int
	settled  int // passes of the leave settle logged (internal/leave's RunSettle)
}

func (l *logTail) consume(r io.Reader) {
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 64*1024), 1024*1024)
	for sc.Scan() {
		line := sc.Bytes()
		isErr := bytes.Contains(line, []byte("level=ERROR"))
		l.mu.Lock()
		if bytes.Contains(line, []byte("msg=\"leave settled\"")) {
			l.settled++
		}
		if len(l.head) < 20 {
			l.head = append(l.head, string(line))
		}
		if isErr || bytes.Contains(line, []byte("level=WARN")) || bytes.Contains(line, []byte("panic")) {
			if isErr {
				l.errors++
			}
			l.problems = append(l.problems, string(line))
			if len(l.problems) > 40 {
				l.problems = l.problems[1:]
			}
		}
		l.mu.Unlock()
	}
	io.Copy(io.Discard, r)
}

// String returns the kept lines.
func (l *logTail) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return strings.Join(l.head, "\n") + "\n...\n" + strings.Join(l.problems, "\n")
}

// takeErrors returns how many error lines were logged since the last call, and the last.
func (l *logTail) takeErrors() (int, string) {
	l.mu.Lock()
	defer l.mu.Unlock()
	n := l.errors
	l.errors = 0
	last := ""
	for i := len(l.problems) - 1; i >= 0; i-- {
		if strings.Contains(l.problems[i], "level=ERROR") {
			last = l.problems[i]
			break
		}
	}
	return n, last
}

// settledOnce waits for the server's first leave settle, which it starts with: over a
// seeded year of leave it reads every person's account for several seconds, and a
// timed run beside it would measure both.
func (s *server) settledOnce(ctx context.Context) error {
	deadline := time.Now().Add(5 * time.Minute)
	for {
		s.logs.mu.Lock()
		n := s.logs.settled
		s.logs.mu.Unlock()
		if n > 0 {
			return nil
		}
		select {
		case err := <-s.done:
			return fmt.Errorf("the server exited during its first leave settle (%v):\n%s", err, s.logs.String())
		case <-ctx.Done():
			s.stop()
			return ctx.Err()
		case <-time.After(100 * time.Millisecond):
		}
		if time.Now().After(deadline) {
			s.stop()
			return fmt.Errorf("the server's first leave settle took over 5 minutes:\n%s", s.logs.String())
		}
	}
}
