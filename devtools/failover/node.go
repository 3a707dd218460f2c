package failover

import (
	"fmt"
	"io"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"time"
)

// Node is one Patroni process and the PostgreSQL it runs.
type Node struct {
	Name     string
	PGPort   int
	RESTPort int
	Dir      string // its configuration, log, socket and data (Dir/data)

	patroni *process
}

// URL is the connection string of database dbname on this node directly.
func (n *Node) URL(dbname string) string {
	return fmt.Sprintf("host=127.0.0.1 port=%d user=postgres password=%s dbname=%s sslmode=disable connect_timeout=5", n.PGPort, Password, dbname)
}

// Is reports whether the node's REST API answers 200 to GET /role: "primary" (it leads),
// "replica" (a running replica) or "sync" (the synchronous standby).
func (n *Node) Is(role string) bool {
	client := http.Client{Timeout: 2 * time.Second}
	res, err := client.Get(fmt.Sprintf("http://127.0.0.1:%d/%s", n.RESTPort, role))
	if err != nil {
		return false
	}
	res.Body.Close()
	return res.StatusCode == 200
}

// StartNode starts (or starts again) the node's Patroni from the shipped configuration,
// with the test's short timings, its own ports and folders given through Patroni's
// environment variables as the runbook does.
func (c *Cluster) StartNode(n *Node) error {
	cred, err := postgresUser()
	if err != nil {
		return err
	}
	if err := os.MkdirAll(n.Dir, 0o700); err != nil {
		return err
	}
	if cred != nil {
		if err := os.Chown(n.Dir, int(cred.Uid), int(cred.Gid)); err != nil {
			return err
		}
	}
	shipped, err := os.ReadFile(repoFile("deploy/patroni/patroni.yml"))
	if err != nil {
		return err
	}
	// Short timings keep the test quick: a dead leader's key expires in 10 s.
	cfg, err := edit(string(shipped),
		"ttl: 30", "ttl: 10", "loop_wait: 10", "loop_wait: 1", "retry_timeout: 10", "retry_timeout: 4",
		"wal_keep_size: 1GB", "wal_keep_size: 64MB", "max_connections: 200", "max_connections: 100",
		"unix_socket_directories: /var/run/postgresql", "unix_socket_directories: "+n.Dir)
	if err != nil {
		return err
	}
	path := filepath.Join(n.Dir, "patroni.yml")
	if err := os.WriteFile(path, []byte(cfg), 0o644); err != nil {
		return err
	}
	rest, pg := fmt.Sprintf("127.0.0.1:%d", n.RESTPort), fmt.Sprintf("127.0.0.1:%d", n.PGPort)
	cmd := exec.Command("patroni", path)
	cmd.Env = []string{
		"PATH=" + os.Getenv("PATH"), "HOME=" + n.Dir, "LANG=C.UTF-8",
		"PATRONI_NAME=" + n.Name, "PATRONI_ETCD_HOSTS=" + strings.TrimPrefix(c.etcdURL, "http://"),
		"PATRONI_RESTAPI_LISTEN=" + rest, "PATRONI_RESTAPI_CONNECT_ADDRESS=" + rest,
		"PATRONI_POSTGRESQL_LISTEN=" + pg, "PATRONI_POSTGRESQL_CONNECT_ADDRESS=" + pg,
		"PATRONI_POSTGRESQL_DATA_DIR=" + filepath.Join(n.Dir, "data"),
		"PATRONI_POSTGRESQL_PGPASS=" + filepath.Join(n.Dir, "pgpass"),
		"PATRONI_SUPERUSER_PASSWORD=" + Password, "PATRONI_REPLICATION_PASSWORD=" + Password,
		"PATRONI_REWIND_PASSWORD=" + Password,
	}
	// Patroni runs PostgreSQL as the user it runs as, and PostgreSQL refuses root. Its
	// own process group: stopping it must not reach the test.
	cmd.SysProcAttr = &syscall.SysProcAttr{Credential: cred, Setpgid: true}
	n.patroni, err = startProcess(cmd, filepath.Join(n.Dir, "patroni.log"))
	return err
}

// Postmaster returns the pid of the node's PostgreSQL, or 0 when it has none.
func (n *Node) Postmaster() int {
	b, err := os.ReadFile(filepath.Join(n.Dir, "data", "postmaster.pid"))
	if err != nil {
		return 0
	}
	pid, _ := strconv.Atoi(strings.TrimSpace(strings.SplitN(string(b), "\n", 2)[0]))
	if pid == 0 || syscall.Kill(pid, 0) != nil {
		return 0
	}
	return pid
}

// KillPostgres sends SIGKILL to the node's postmaster (Patroni lives on). It returns the
// pid killed.
func (n *Node) KillPostgres() (int, error) {
	pid := n.Postmaster()
	if pid == 0 {
		return 0, fmt.Errorf("%s runs no PostgreSQL", n.Name)
	}
	return pid, syscall.Kill(pid, syscall.SIGKILL)
}

// KillNode sends SIGKILL to the node's Patroni, its postmaster and the postmaster's
// children at once, as when the machine is lost.
func (n *Node) KillNode() error {
	pid := n.Postmaster()
	if pid == 0 {
		return fmt.Errorf("%s runs no PostgreSQL", n.Name)
	}
	children := childrenOf(pid)
	n.patroni.cmd.Process.Kill()
	<-n.patroni.done
	n.patroni.done <- nil // stays readable: exited, and Stop must not wait for it again
	syscall.Kill(pid, syscall.SIGKILL)
	for _, c := range children {
		syscall.Kill(c, syscall.SIGKILL)
	}
	return nil
}

// childrenOf lists the processes whose parent is pid.
func childrenOf(pid int) []int {
	b, err := os.ReadFile(fmt.Sprintf("/proc/%d/task/%d/children", pid, pid))
	if err != nil {
		return nil
	}
	var out []int
	for _, f := range strings.Fields(string(b)) {
		if c, err := strconv.Atoi(f); err == nil {
			out = append(out, c)
		}
	}
	return out
}

// Stop stops Patroni, which stops its PostgreSQL; a PostgreSQL left running by a killed
// Patroni is stopped too.
func (n *Node) Stop() {
	if n.patroni != nil && !n.patroni.exited() {
		n.patroni.stop(syscall.SIGTERM, 30*time.Second)
	}
	if pid := n.Postmaster(); pid != 0 {
		syscall.Kill(pid, syscall.SIGQUIT)
		for deadline := time.Now().Add(10 * time.Second); n.Postmaster() != 0 && time.Now().Before(deadline); {
			time.Sleep(50 * time.Millisecond)
		}
	}
}

// patronictl runs patronictl with args against the cluster and returns its output.
func (c *Cluster) patronictl(args ...string) (string, error) {
	cmd := exec.Command("patronictl", append([]string{"-c", filepath.Join(c.Nodes[0].Dir, "patroni.yml")}, args...)...)
	// The shipped file names production etcd hosts; the environment overrides them, as on
	// the nodes.
	cmd.Env = append(os.Environ(), "PATRONI_ETCD_HOSTS="+strings.TrimPrefix(c.etcdURL, "http://"))
	out, err := cmd.CombinedOutput()
	if err != nil {
		return "", fmt.Errorf("patronictl %s: %w: %s", strings.Join(args, " "), err, out)
	}
	return string(out), nil
}

// List is `patronictl list`: the members, their roles, states and lag.
func (c *Cluster) List() (string, error) { return c.patronictl("list") }

// Switchover moves the leadership from leader to another node, as an operator does
// before maintenance.
func (c *Cluster) Switchover(leader *Node) error {
	for _, n := range c.Nodes {
		if n != leader {
			_, err := c.patronictl("switchover", "--leader", leader.Name, "--candidate", n.Name, "--force")
			return err
		}
	}
	return fmt.Errorf("no node to switch over to")
}

// Metric reads a gauge from the node's Patroni /metrics: the series the alert rules in
// deploy/prometheus/alerts.yml read, which must carry the cluster's scope label.
func (n *Node) Metric(name string) (float64, error) {
	client := http.Client{Timeout: 2 * time.Second}
	res, err := client.Get(fmt.Sprintf("http://127.0.0.1:%d/metrics", n.RESTPort))
	if err != nil {
		return 0, err
	}
	defer res.Body.Close()
	body, err := io.ReadAll(res.Body)
	if err != nil {
		return 0, err
	}
	for _, line := range strings.Split(string(body), "\n") {
		rest, found := strings.CutPrefix(line, name+"{")
		labels, value, ok := strings.Cut(rest, "} ")
		if !found || !ok {
			continue
		}
		if !strings.Contains(labels, `scope="`) {
			return 0, fmt.Errorf("%s has no scope label: %s", name, line)
		}
		return strconv.ParseFloat(strings.TrimSpace(value), 64)
	}
	return 0, fmt.Errorf("%s's Patroni /metrics has no %s", n.Name, name)
}
