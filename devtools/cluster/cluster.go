// Package cluster runs several real Shiftsched processes on one PostgreSQL database
// behind a real HAProxy, for the multi-instance and fault tests and the soak run.
package cluster

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"time"

	"github.com/shiftsched/shiftsched/internal/config"
)

// Secrets every instance shares: tokens issued by one are accepted by all.
const (
	JWTSecret   = "cluster-test-jwt-secret-of-at-least-32-bytes"
	ManagerCode = "cluster-manager-code"
)

// Options say what to start.
type Options struct {
	Bin         string   // the server binary
	Instances   int      // how many processes (3)
	DatabaseURL string   // one database for all of them
	Dir         string   // where logs and the HAProxy configuration go
	Env         []string // more variables for every instance
}

// Cluster is the running processes and the balancer in front of them.
type Cluster struct {
	URL       string // HAProxy
	Instances []*Instance

	opts    Options
	haproxy *exec.Cmd
	hadone  chan error
}

// Instance is one server process.
type Instance struct {
	Name string
	URL  string // direct, bypassing the balancer
	port int
	env  []string
	bin  string
	log  *lockedBuffer

	mu   sync.Mutex
	cmd  *exec.Cmd
	done chan error
}

// HAProxy returns the path of the haproxy binary.
func HAProxy() (string, error) {
	if p, err := exec.LookPath("haproxy"); err == nil {
		return p, nil
	}
	for _, p := range []string{"/usr/sbin/haproxy", "/usr/local/sbin/haproxy"} {
		if _, err := os.Stat(p); err == nil {
			return p, nil
		}
	}
	return "", errors.New("haproxy is not installed (make haproxy installs Debian's package)")
}

// FreePort returns a loopback TCP port nothing listens on right now.
func FreePort() (int, error) {
	ports, err := FreePorts(1)
	if err != nil {
		return 0, err
	}
	return ports[0], nil
}

// FreePorts returns n different loopback TCP ports nothing listens on right now. Each
// is held until all are chosen: a port closed at once may be handed out again, and two
// instances given one port would both answer at one address (one of them failing to
// start unseen).
func FreePorts(n int) ([]int, error) {
	var held []net.Listener
	defer func() {
		for _, ln := range held {
			ln.Close()
		}
	}()
	ports := make([]int, 0, n)
	for range n {
		ln, err := net.Listen("tcp", "127.0.0.1:0")
		if err != nil {
			return nil, err
		}
		held = append(held, ln)
		ports = append(ports, ln.Addr().(*net.TCPAddr).Port)
	}
	return ports, nil
}

// Start starts the instances, waits until each is healthy, then starts HAProxy and
// waits until it sends to all of them.
func Start(ctx context.Context, o Options) (*Cluster, error) {
	if o.Instances == 0 {
		o.Instances = 3
	}
	c := &Cluster{opts: o}
	ports, err := FreePorts(o.Instances)
	if err != nil {
		return nil, err
	}
	// Production refuses to start without a VAPID key pair; every instance signs its
	// pushes with the same one, as a real deployment's do.
	vapid, err := config.NewVAPID()
	if err != nil {
		return nil, err
	}
	for i, port := range ports {
		c.Instances = append(c.Instances, newInstance(fmt.Sprintf("s%d", i+1), port, o, vapid))
	}
	for _, in := range c.Instances {
		if err := in.Start(ctx); err != nil {
			c.Stop()
			return nil, err
		}
	}
	if err := c.startHAProxy(ctx); err != nil {
		c.Stop()
		return nil, err
	}
	return c, nil
}

// newInstance is an instance of o on port, in production mode with the cluster's secrets.
func newInstance(name string, port int, o Options, vapid config.VAPID) *Instance {
	return &Instance{
		Name: name, URL: fmt.Sprintf("http://127.0.0.1:%d", port), port: port,
		bin: o.Bin, log: &lockedBuffer{},
		env: append([]string{
			"PATH=" + os.Getenv("PATH"), "HOME=" + os.TempDir(),
			"APP_ENV=production", "DATABASE_URL=" + o.DatabaseURL, "PORT=" + strconv.Itoa(port),
			"JWT_SECRET=" + JWTSecret, "MANAGER_SECRET_CODE=" + ManagerCode,
			"TRUSTED_PROXIES=127.0.0.1", "APP_URL=http://shiftsched.test",
			"VAPID_PUBLIC_KEY=" + vapid.PublicKey, "VAPID_PRIVATE_KEY=" + vapid.PrivateKey,
		}, o.Env...),
	}
}

func (c *Cluster) startHAProxy(ctx context.Context) error {
	bin, err := HAProxy()
	if err != nil {
		return err
	}
	port, err := FreePort()
	if err != nil {
		return err
	}
	c.URL = fmt.Sprintf("http://127.0.0.1:%d", port)
	var servers strings.Builder
	for _, in := range c.Instances {
		fmt.Fprintf(&servers, "  server %s 127.0.0.1:%d check\n", in.Name, in.port)
	}
	unavailable := filepath.Join(c.opts.Dir, "503.http")
	if err := os.WriteFile(unavailable, []byte(unavailableResponse), 0o644); err != nil {
		return err
	}
	cfg := fmt.Sprintf(haproxyConfig, unavailable, port, servers.String())
	path := filepath.Join(c.opts.Dir, "haproxy.cfg")
	if err := os.WriteFile(path, []byte(cfg), 0o644); err != nil {
		return err
	}
	log, err := os.Create(filepath.Join(c.opts.Dir, "haproxy.log"))
	if err != nil {
		return err
	}
	c.haproxy = exec.Command(bin, "-db", "-f", path)
	c.haproxy.Stdout, c.haproxy.Stderr = log, log
	if err := c.haproxy.Start(); err != nil {
		return fmt.Errorf("start haproxy: %w", err)
	}
	c.hadone = make(chan error, 1)
	go func() { c.hadone <- c.haproxy.Wait(); log.Close() }()
	// Ready when every instance has answered through it once.
	deadline := time.Now().Add(15 * time.Second)
	for seen := map[string]bool{}; len(seen) < len(c.Instances); {
		if time.Now().After(deadline) {
			b, _ := os.ReadFile(filepath.Join(c.opts.Dir, "haproxy.log"))
			return fmt.Errorf("haproxy does not reach every instance: %s", b)
		}
		res, err := http.Get(c.URL + "/healthz")
		if err == nil {
			res.Body.Close()
			if res.StatusCode == 200 {
				seen[res.Header.Get("X-Served-By")] = true
				continue
			}
		}
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-time.After(100 * time.Millisecond):
		}
	}
	return nil
}

// The balancer: round robin, health checks on /readyz every half second (an answer may
// take 2 s: a busy instance is not a dead one, and two slow checks marked one down), a failed
// connection retried on another instance, no keep-alive to the servers (a server
// that is stopping closes idle connections, and a request must never land on one), the
// client's address in X-Forwarded-For, and the serving instance's name in X-Served-By.
// With every instance down (the database is), its own 503 says what the instances
// would: try again shortly.
const haproxyConfig = `global
  maxconn 2000

defaults
  mode http
  timeout connect 2s
  timeout client 60s
  timeout server 60s
  timeout tunnel 1h
  timeout check 2s
  retries 3
  option redispatch
  option http-server-close
  option forwardfor
  errorfile 503 %s

frontend web
  bind 127.0.0.1:%d
  default_backend app

backend app
  balance roundrobin
  option httpchk GET /readyz
  http-check expect status 200
  default-server inter 500ms fall 2 rise 2
  http-response set-header X-Served-By %%[srv_name]
%s`

const unavailableResponse = "HTTP/1.1 503 Service Unavailable\r\n" +
	"Content-Type: application/json; charset=utf-8\r\n" +
	"Retry-After: 5\r\n" +
	"Cache-Control: no-store\r\n" +
	"Connection: close\r\n" +
	"\r\n" +
	`{"msg":"The service is briefly unavailable (its database cannot be reached). Try again in a few seconds."}` + "\n"

// Stop stops HAProxy and every instance.
func (c *Cluster) Stop() {
	if c.haproxy != nil && c.haproxy.Process != nil {
		c.haproxy.Process.Kill()
		<-c.hadone
	}
	for _, in := range c.Instances {
		in.Terminate(10 * time.Second)
	}
}

// Logs returns every instance's output.
func (c *Cluster) Logs() string {
	var b strings.Builder
	for _, in := range c.Instances {
		fmt.Fprintf(&b, "--- %s\n%s\n", in.Name, in.Logs())
	}
	return b.String()
}

// Start starts the process and waits until /healthz answers.
func (in *Instance) Start(ctx context.Context) error {
	in.mu.Lock()
	cmd := exec.Command(in.bin)
	cmd.Env = in.env
	cmd.Stdout, cmd.Stderr = in.log, in.log
	if err := cmd.Start(); err != nil {
		in.mu.Unlock()
		return err
	}
	done := make(chan error, 1)
	go func() { done <- cmd.Wait() }()
	in.cmd, in.done = cmd, done
	in.mu.Unlock()
	deadline := time.Now().Add(30 * time.Second)
	for {
		res, err := http.Get(in.URL + "/healthz")
		if err == nil {
			res.Body.Close()
			if res.StatusCode == 200 {
				return nil
			}
		}
		select {
		case err := <-done:
			// Gone, and its exit taken: stopping the cluster must not wait for it again.
			in.mu.Lock()
			in.cmd = nil
			in.mu.Unlock()
			return fmt.Errorf("%s exited (%v):\n%s", in.Name, err, in.Logs())
		case <-ctx.Done():
			return ctx.Err()
		case <-time.After(50 * time.Millisecond):
		}
		if time.Now().After(deadline) {
			return fmt.Errorf("%s not healthy after 30 s:\n%s", in.Name, in.Logs())
		}
	}
}

// Terminate sends SIGTERM and waits up to timeout for the process to exit (then kills
// it). It returns the process's exit error.
func (in *Instance) Terminate(timeout time.Duration) error {
	return in.signal(syscall.SIGTERM, timeout)
}

// Kill sends SIGKILL and waits for the process to be gone.
func (in *Instance) Kill() error { return in.signal(syscall.SIGKILL, 10*time.Second) }

func (in *Instance) signal(sig syscall.Signal, timeout time.Duration) error {
	in.mu.Lock()
	cmd, done := in.cmd, in.done
	in.cmd = nil
	in.mu.Unlock()
	if cmd == nil {
		return nil
	}
	cmd.Process.Signal(sig)
	select {
	case err := <-done:
		return err
	case <-time.After(timeout):
		cmd.Process.Kill()
		<-done
		return fmt.Errorf("%s still running %v after %v; killed", in.Name, timeout, sig)
	}
}

// Logs returns what the process wrote.
func (in *Instance) Logs() string { return in.log.String() }

// RSS returns the process's resident memory in kB (VmRSS), or 0 when it is not running.
func (in *Instance) RSS() int64 {
	in.mu.Lock()
	cmd := in.cmd
	in.mu.Unlock()
	if cmd == nil {
		return 0
	}
	b, err := os.ReadFile(fmt.Sprintf("/proc/%d/status", cmd.Process.Pid))
	if err != nil {
		return 0
	}
	for _, line := range strings.Split(string(b), "\n") {
		if v, ok := strings.CutPrefix(line, "VmRSS:"); ok {
			n, _ := strconv.ParseInt(strings.TrimSuffix(strings.TrimSpace(v), " kB"), 10, 64)
			return n
		}
	}
	return 0
}

// WaitServing waits until the balancer sends a request to the instance.
func (c *Cluster) WaitServing(in *Instance, within time.Duration) error {
	for deadline := time.Now().Add(within); time.Now().Before(deadline); time.Sleep(100 * time.Millisecond) {
		res, err := http.Get(c.URL + "/healthz")
		if err == nil {
			res.Body.Close()
			if res.Header.Get("X-Served-By") == in.Name {
				return nil
			}
		}
	}
	return fmt.Errorf("the balancer does not send to %s after %v", in.Name, within)
}

// lockedBuffer is a bytes.Buffer that a process writes while tests read it.
type lockedBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (l *lockedBuffer) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.Write(p)
}

func (l *lockedBuffer) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.String()
}
