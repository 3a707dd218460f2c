package monitoring

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"time"
)

// Tool returns the path of a Prometheus tool (prometheus, promtool), or an error
// saying how to install it.
func Tool(name string) (string, error) {
	if p, err := exec.LookPath(name); err == nil {
		return p, nil
	}
	return "", fmt.Errorf("%s is not installed (make ops-tools installs Debian's prometheus package)", name)
}

// Options say what a Prometheus scrapes and evaluates.
type Options struct {
	Dir       string              // its configuration, storage and log go here
	Port      int                 // its HTTP port on 127.0.0.1
	Targets   map[string][]string // host:port targets by job name
	RuleFiles []string            // absolute paths
	// Interval is how often it scrapes and evaluates rules; 0 means one second.
	Interval time.Duration
}

// Prometheus is a running Prometheus server.
type Prometheus struct {
	URL  string
	cmd  *exec.Cmd
	done chan error
	log  string
}

// Start writes the configuration, starts Prometheus and waits until it is ready.
func Start(ctx context.Context, o Options) (*Prometheus, error) {
	bin, err := Tool("prometheus")
	if err != nil {
		return nil, err
	}
	interval := o.Interval
	if interval <= 0 {
		interval = time.Second
	}
	cfg := config(interval, o.Targets, o.RuleFiles)
	path := filepath.Join(o.Dir, "prometheus.yml")
	if err := os.WriteFile(path, []byte(cfg), 0o644); err != nil {
		return nil, err
	}
	p := &Prometheus{URL: fmt.Sprintf("http://127.0.0.1:%d", o.Port), log: filepath.Join(o.Dir, "prometheus.log"), done: make(chan error, 1)}
	logFile, err := os.Create(p.log)
	if err != nil {
		return nil, err
	}
	p.cmd = exec.Command(bin, "--config.file="+path, "--storage.tsdb.path="+filepath.Join(o.Dir, "data"),
		"--web.listen-address=127.0.0.1:"+strconv.Itoa(o.Port), "--log.level=warn")
	p.cmd.Stdout, p.cmd.Stderr = logFile, logFile
	if err := p.cmd.Start(); err != nil {
		logFile.Close()
		return nil, fmt.Errorf("start prometheus: %w", err)
	}
	go func() { p.done <- p.cmd.Wait(); logFile.Close() }()
	if err := p.waitReady(ctx); err != nil {
		p.Stop()
		return nil, err
	}
	return p, nil
}

// config is a configuration scraping targets and loading ruleFiles, every interval.
func config(interval time.Duration, targets map[string][]string, ruleFiles []string) string {
	var b strings.Builder
	fmt.Fprintf(&b, "global:\n  scrape_interval: %s\n  scrape_timeout: %s\n  evaluation_interval: %s\n", interval, interval, interval)
	b.WriteString("rule_files:\n")
	for _, f := range ruleFiles {
		fmt.Fprintf(&b, "  - %q\n", f)
	}
	b.WriteString("scrape_configs:\n")
	for job, ts := range targets {
		quoted := make([]string, len(ts))
		for i, t := range ts {
			quoted[i] = strconv.Quote(t)
		}
		fmt.Fprintf(&b, "  - job_name: %q\n    static_configs:\n      - targets: [%s]\n", job, strings.Join(quoted, ", "))
	}
	return b.String()
}

// waitReady waits for /-/ready, or for Prometheus to exit.
func (p *Prometheus) waitReady(ctx context.Context) error {
	for {
		res, err := http.Get(p.URL + "/-/ready")
		if err == nil {
			res.Body.Close()
			if res.StatusCode == http.StatusOK {
				return nil
			}
		}
		select {
		case err := <-p.done:
			return fmt.Errorf("prometheus exited (%v): %s", err, p.Log())
		case <-ctx.Done():
			return fmt.Errorf("prometheus not ready: %w: %s", ctx.Err(), p.Log())
		case <-time.After(100 * time.Millisecond):
		}
	}
}

// Log returns what Prometheus has logged.
func (p *Prometheus) Log() string {
	b, _ := os.ReadFile(p.log)
	return string(b)
}

// Stop ends Prometheus and waits for it.
func (p *Prometheus) Stop() {
	if p.cmd.Process != nil {
		p.cmd.Process.Kill()
		<-p.done
	}
}

// Sample is one series of an instant vector.
type Sample struct {
	Labels map[string]string
	Value  float64
}

// Query evaluates an instant query through /api/v1/query.
func (p *Prometheus) Query(ctx context.Context, promql string) ([]Sample, error) {
	var data struct {
		ResultType string `json:"resultType"`
		Result     []struct {
			Metric map[string]string `json:"metric"`
			Value  [2]any            `json:"value"`
		} `json:"result"`
	}
	if err := p.get(ctx, "/api/v1/query?query="+url.QueryEscape(promql), &data); err != nil {
		return nil, err
	}
	if data.ResultType != "vector" {
		return nil, fmt.Errorf("%s: a %s, not a vector", promql, data.ResultType)
	}
	out := make([]Sample, 0, len(data.Result))
	for _, r := range data.Result {
		s, _ := r.Value[1].(string)
		v, err := strconv.ParseFloat(s, 64)
		if err != nil {
			return nil, fmt.Errorf("%s: value %v", promql, r.Value[1])
		}
		out = append(out, Sample{Labels: r.Metric, Value: v})
	}
	return out, nil
}

// RuleGroup is a loaded group of rules, as /api/v1/rules gives it.
type RuleGroup struct {
	Name  string `json:"name"`
	File  string `json:"file"`
	Rules []struct {
		Name   string `json:"name"`
		Health string `json:"health"`
		Type   string `json:"type"`
	} `json:"rules"`
}

// Rules returns the rule groups Prometheus has loaded.
func (p *Prometheus) Rules(ctx context.Context) ([]RuleGroup, error) {
	var data struct {
		Groups []RuleGroup `json:"groups"`
	}
	err := p.get(ctx, "/api/v1/rules", &data)
	return data.Groups, err
}

// get reads an API answer's data into out.
func (p *Prometheus) get(ctx context.Context, path string, out any) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, p.URL+path, nil)
	if err != nil {
		return err
	}
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		return err
	}
	defer res.Body.Close()
	var body struct {
		Status string          `json:"status"`
		Error  string          `json:"error"`
		Data   json.RawMessage `json:"data"`
	}
	if err := json.NewDecoder(res.Body).Decode(&body); err != nil {
		return fmt.Errorf("%s: %d: %w", path, res.StatusCode, err)
	}
	if body.Status != "success" {
		return errors.New(path + ": " + body.Error)
	}
	return json.Unmarshal(body.Data, out)
}

// MetricNames returns the names of every series Prometheus holds.
func (p *Prometheus) MetricNames(ctx context.Context) ([]string, error) {
	var names []string
	err := p.get(ctx, "/api/v1/label/__name__/values", &names)
	return names, err
}
