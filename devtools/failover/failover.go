// Package failover runs a PostgreSQL cluster the way docs/operations/failover.md sets one
// up: one etcd, Patroni nodes started from the repository's deploy/patroni/patroni.yml,
// and HAProxy from deploy/haproxy/postgres.cfg routing to the leader, all on loopback, for
// the failover tests.
package failover

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"net/http"
	"os"
	"os/exec"
	"os/user"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"syscall"
	"time"

	_ "github.com/lib/pq" // the postgres driver

	"github.com/shiftsched/shiftsched/devtools/cluster"
)

// Password is every role's password in the test cluster.
const Password = "failover-test-password"

// Tools returns an error naming the first tool the tests need that is missing.
func Tools() error {
	for _, tool := range []string{"patroni", "patronictl", "etcd"} {
		if _, err := exec.LookPath(tool); err != nil {
			return fmt.Errorf("%s is not installed (make ops-tools installs Debian's patroni and etcd-server)", tool)
		}
	}
	if _, err := cluster.HAProxy(); err != nil {
		return err
	}
	if os.Geteuid() == 0 {
		if _, err := user.Lookup("postgres"); err != nil {
			return errors.New("running as root needs a 'postgres' user for Patroni (apt-get install postgresql creates it)")
		}
	}
	return nil
}

// Cluster is etcd, the Patroni nodes and HAProxy.
type Cluster struct {
	Dir   string  // each node's data and logs
	Nodes []*Node // in start order
	// Proxy is the host and port of HAProxy, which sends to the leader.
	Proxy string

	etcd, haproxy *process
	etcdURL       string
}

// Start starts etcd, n Patroni nodes (at once: one bootstraps, the others copy it) and
// HAProxy, and returns once a node leads, every other streams from it as a replica, and
// a connection through HAProxy reaches the leader. dir must be reachable by the postgres
// user (not a test's private temporary folder).
func Start(ctx context.Context, dir string, n int) (*Cluster, error) {
	ports, err := cluster.FreePorts(3 + 2*n)
	if err != nil {
		return nil, err
	}
	c := &Cluster{Dir: dir, Proxy: fmt.Sprintf("127.0.0.1:%d", ports[2])}
	if err := c.startEtcd(ctx, ports[0], ports[1]); err != nil {
		return nil, err
	}
	for i := range n {
		node := &Node{Name: fmt.Sprintf("pg%d", i+1), PGPort: ports[3+2*i], RESTPort: ports[4+2*i], Dir: filepath.Join(dir, fmt.Sprintf("pg%d", i+1))}
		c.Nodes = append(c.Nodes, node)
		if err := c.StartNode(node); err != nil {
			c.Stop()
			return nil, err
		}
	}
	if err := c.startHAProxy(); err != nil {
		c.Stop()
		return nil, err
	}
	if err := c.WaitHealthy(ctx, 2*time.Minute); err != nil {
		c.Stop()
		return nil, fmt.Errorf("%w\n%s", err, c.Logs())
	}
	return c, nil
}

// WaitHealthy waits until one node leads and answers through HAProxy, every other node
// is a replica streaming from it, and one of them is the synchronous standby in etcd:
// until then Patroni lets no replica take over (it might lack acknowledged commits).
func (c *Cluster) WaitHealthy(ctx context.Context, within time.Duration) error {
	deadline := time.Now().Add(within)
	for {
		if leader := c.Leader(); leader != nil && c.throughProxy(ctx) == nil && c.streaming(ctx, leader) == len(c.Nodes)-1 {
			replicas, sync := 0, 0
			for _, n := range c.Nodes {
				if n != leader && n.Is("replica") {
					replicas++
				}
				if n != leader && n.Is("sync") {
					sync++
				}
			}
			if replicas == len(c.Nodes)-1 && sync > 0 {
				return nil
			}
		}
		if time.Now().After(deadline) {
			return fmt.Errorf("the cluster is not healthy after %v", within)
		}
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-time.After(200 * time.Millisecond):
		}
	}
}

// URL is the connection string of database dbname through HAProxy, as the app uses it.
func (c *Cluster) URL(dbname string) string {
	host, port, _ := strings.Cut(c.Proxy, ":")
	return fmt.Sprintf("host=%s port=%s user=postgres password=%s dbname=%s sslmode=disable connect_timeout=5", host, port, Password, dbname)
}

// Leader returns the node whose REST API says it leads (GET /primary answers 200), or nil.
func (c *Cluster) Leader() *Node {
	for _, n := range c.Nodes {
		if n.Is("primary") {
			return n
		}
	}
	return nil
}

func (c *Cluster) throughProxy(ctx context.Context) error {
	db, err := sql.Open("postgres", c.URL("postgres"))
	if err != nil {
		return err
	}
	defer db.Close()
	ctx, cancel := context.WithTimeout(ctx, 5*time.Second)
	defer cancel()
	var recovery bool
	if err := db.QueryRowContext(ctx, `SELECT pg_is_in_recovery()`).Scan(&recovery); err != nil {
		return err
	}
	if recovery {
		return errors.New("HAProxy sends to a replica")
	}
	return nil
}

// streaming returns how many replicas stream from leader (-1 when it cannot be asked).
func (c *Cluster) streaming(ctx context.Context, leader *Node) int {
	db, err := sql.Open("postgres", leader.URL("postgres"))
	if err != nil {
		return -1
	}
	defer db.Close()
	ctx, cancel := context.WithTimeout(ctx, 5*time.Second)
	defer cancel()
	var n int
	if err := db.QueryRowContext(ctx, `SELECT count(*) FROM pg_stat_replication WHERE state = 'streaming'`).Scan(&n); err != nil {
		return -1
	}
	return n
}

// Stop stops HAProxy, every node (Patroni stops its PostgreSQL) and etcd.
func (c *Cluster) Stop() {
	c.haproxy.stop(syscall.SIGKILL, 5*time.Second)
	for _, n := range c.Nodes {
		n.Stop()
	}
	c.etcd.stop(syscall.SIGTERM, 10*time.Second)
}

// Logs returns the end of each node's Patroni log and PostgreSQL's.
func (c *Cluster) Logs() string {
	var b strings.Builder
	for _, n := range c.Nodes {
		fmt.Fprintf(&b, "--- %s patroni\n%s\n", n.Name, tail(filepath.Join(n.Dir, "patroni.log"), 4000))
		logs, _ := filepath.Glob(filepath.Join(n.Dir, "data", "log", "*"))
		for _, l := range logs {
			fmt.Fprintf(&b, "--- %s %s\n%s\n", n.Name, filepath.Base(l), tail(l, 2000))
		}
	}
	fmt.Fprintf(&b, "--- haproxy\n%s\n", tail(filepath.Join(c.Dir, "haproxy.log"), 2000))
	return b.String()
}

func tail(path string, n int) string {
	b, err := os.ReadFile(path)
	if err != nil {
		return err.Error()
	}
	if len(b) > n {
		b = b[len(b)-n:]
	}
	return string(b)
}

func (c *Cluster) startEtcd(ctx context.Context, clientPort, peerPort int) error {
	c.etcdURL = fmt.Sprintf("http://127.0.0.1:%d", clientPort)
	peer := fmt.Sprintf("http://127.0.0.1:%d", peerPort)
	// Patroni 3.0 in Debian talks to etcd's v2 API (python3-etcd).
	cmd := exec.Command("etcd", "--enable-v2", "--name", "etcd1", "--data-dir", filepath.Join(c.Dir, "etcd"),
		"--listen-client-urls", c.etcdURL, "--advertise-client-urls", c.etcdURL,
		"--listen-peer-urls", peer, "--initial-advertise-peer-urls", peer,
		"--initial-cluster", "etcd1="+peer)
	p, err := startProcess(cmd, filepath.Join(c.Dir, "etcd.log"))
	if err != nil {
		return err
	}
	c.etcd = p
	deadline := time.Now().Add(30 * time.Second)
	for {
		res, err := http.Get(c.etcdURL + "/health")
		if err == nil {
			res.Body.Close()
			if res.StatusCode == 200 {
				return nil
			}
		}
		if time.Now().After(deadline) {
			return fmt.Errorf("etcd not healthy after 30 s: %s", tail(filepath.Join(c.Dir, "etcd.log"), 2000))
		}
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-time.After(100 * time.Millisecond):
		}
	}
}

// repoFile is the path of a file of the repository.
func repoFile(rel string) string {
	_, file, _, _ := runtime.Caller(0)
	return filepath.Join(filepath.Dir(file), "..", "..", rel)
}

// edit applies replacements (old, new, old, new...) to text, each of which must match:
// a shipped file that changed shape fails the test instead of being run unchanged.
func edit(text string, replacements ...string) (string, error) {
	for i := 0; i+1 < len(replacements); i += 2 {
		if !strings.Contains(text, replacements[i]) {
			return "", fmt.Errorf("%q is no longer in the shipped configuration", replacements[i])
		}
		text = strings.Replace(text, replacements[i], replacements[i+1], 1)
	}
	return text, nil
}

func (c *Cluster) startHAProxy() error {
	shipped, err := os.ReadFile(repoFile("deploy/haproxy/postgres.cfg"))
	if err != nil {
		return err
	}
	var servers strings.Builder
	for _, n := range c.Nodes {
		fmt.Fprintf(&servers, "  server %s 127.0.0.1:%d maxconn 200 check port %d\n", n.Name, n.PGPort, n.RESTPort)
	}
	cfg, err := edit(string(shipped),
		"bind *:5000", "bind "+c.Proxy,
		"  server pg1 10.0.0.11:5432 maxconn 200 check port 8008\n  server pg2 10.0.0.12:5432 maxconn 200 check port 8008\n", servers.String())
	if err != nil {
		return err
	}
	path := filepath.Join(c.Dir, "haproxy.cfg")
	if err := os.WriteFile(path, []byte("global\n  maxconn 1000\n\n"+cfg), 0o644); err != nil {
		return err
	}
	bin, _ := cluster.HAProxy()
	c.haproxy, err = startProcess(exec.Command(bin, "-db", "-f", path), filepath.Join(c.Dir, "haproxy.log"))
	return err
}

// process is a started command and its exit.
type process struct {
	cmd  *exec.Cmd
	done chan error
	log  *os.File
}

func startProcess(cmd *exec.Cmd, logPath string) (*process, error) {
	log, err := os.OpenFile(logPath, os.O_CREATE|os.O_WRONLY|os.O_APPEND, 0o644)
	if err != nil {
		return nil, err
	}
	cmd.Stdout, cmd.Stderr = log, log
	if err := cmd.Start(); err != nil {
		log.Close()
		return nil, fmt.Errorf("start %s: %w", cmd.Path, err)
	}
	p := &process{cmd: cmd, done: make(chan error, 1), log: log}
	go func() { p.done <- cmd.Wait(); log.Close() }()
	return p, nil
}

// stop sends sig and waits up to timeout for the exit, then kills.
func (p *process) stop(sig syscall.Signal, timeout time.Duration) {
	if p == nil {
		return
	}
	p.cmd.Process.Signal(sig)
	select {
	case <-p.done:
	case <-time.After(timeout):
		p.cmd.Process.Kill()
		<-p.done
	}
}

// exited reports whether the process has ended.
func (p *process) exited() bool {
	select {
	case err := <-p.done:
		p.done <- err
		return true
	default:
		return false
	}
}

// postgresUser returns the credential Patroni runs under: PostgreSQL refuses root.
func postgresUser() (*syscall.Credential, error) {
	if os.Geteuid() != 0 {
		return nil, nil
	}
	u, err := user.Lookup("postgres")
	if err != nil {
		return nil, err
	}
	uid, _ := strconv.Atoi(u.Uid)
	gid, _ := strconv.Atoi(u.Gid)
	return &syscall.Credential{Uid: uint32(uid), Gid: uint32(gid)}, nil
}
