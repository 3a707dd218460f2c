package monitoring

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/shiftsched/shiftsched/devtools/cluster"
	"github.com/shiftsched/shiftsched/devtools/dbtest"
	"github.com/shiftsched/shiftsched/devtools/wait"
)

// A real Prometheus scrapes two real instances behind HAProxy, each on its own
// METRICS_ADDR, and answers for both what went through the balancer; it has loaded the
// alert rules.
func TestPrometheusScrapesTwoInstances(t *testing.T) {
	t.Parallel()
	start := time.Now()
	ports, err := cluster.FreePorts(3)
	if err != nil {
		t.Fatal(err)
	}
	metricsAddr := func(i int) string { return fmt.Sprintf("127.0.0.1:%d", ports[i]) }
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	c, err := cluster.Start(ctx, cluster.Options{Bin: serverBin, Instances: 2, DatabaseURL: dbtest.NewURL(t), Dir: t.TempDir(),
		InstanceEnv: func(i int) []string { return []string{"METRICS_ADDR=" + metricsAddr(i)} }})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		c.Stop()
		if t.Failed() {
			t.Logf("server logs:\n%s", c.Logs())
		}
	})
	rules, err := filepath.Abs(filepath.Join(rulesDir, "alerts.yml"))
	if err != nil {
		t.Fatal(err)
	}
	prom, err := Start(ctx, Options{Dir: t.TempDir(), Port: ports[2], RuleFiles: []string{rules},
		Targets: map[string][]string{"shiftsched": {metricsAddr(0), metricsAddr(1)}}})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		prom.Stop()
		if t.Failed() {
			t.Logf("prometheus log:\n%s", prom.Log())
		}
	})
	t.Logf("started: %v", time.Since(start))
	// To each instance in turn, and through the balancer. The instances count the
	// sign-in limit together (10 at once): the last attempts are refused on both.
	for _, base := range []string{c.Instances[0].URL, c.Instances[1].URL, c.URL} {
		post(t, base+"/graphql", `{"query":"query WeekStartsOn { __typename }"}`)
	}
	for i := range 14 {
		post(t, c.Instances[i%2].URL+"/api/auth/login", `{"email":"nobody@example.com","password":"not-the-password"}`)
	}
	var last []Sample // the latest answer, shown when the wait fails
	queryBoth := func(promql string) bool {
		samples, err := prom.Query(ctx, promql)
		if err != nil {
			t.Fatal(err)
		}
		last = samples
		var instances []string
		for _, s := range samples {
			if s.Value > 0 {
				instances = append(instances, s.Labels["instance"])
			}
		}
		want := []string{metricsAddr(0), metricsAddr(1)}
		slices.Sort(instances)
		slices.Sort(want)
		return slices.Equal(instances, want)
	}
	for _, promql := range []string{
		`up{job="shiftsched"}`,
		`shiftsched_database_up`,
		`shiftsched_build_info`,
		`sum by (instance) (shiftsched_failed_logins_total{door="sign-in"})`,
		`sum by (instance) (shiftsched_rate_limit_refusals_total{action=~"login|login-account"})`,
		`sum by (instance) (shiftsched_http_request_duration_seconds_count{route="POST /api/auth/login",status="4xx"})`,
		`sum by (instance) (shiftsched_graphql_request_duration_seconds_count{operation="WeekStartsOn"})`,
		`shiftsched_db_open_connections`,
		`shiftsched_outbox_pending{kind="email"} + 1`,
		`go_goroutines{job="shiftsched"}`,
	} {
		if !wait.Until(30*time.Second, func() bool { return queryBoth(promql) }) {
			t.Fatalf("%s does not have both instances (%s, %s) within 30 s: %v", promql, metricsAddr(0), metricsAddr(1), last)
		}
	}
	t.Logf("scraped: %v after the start", time.Since(start))
	checkRulesLoaded(t, ctx, prom)
	checkNamesServed(t, ctx, prom)
	checkDashboard(t, ctx, prom)
}

// ours is a metric name of Shiftsched's in a rule or a panel.
var ours = regexp.MustCompile(`\bshiftsched_[a-z_]+`)

// checkNamesServed checks that every metric of ours the alert rules and the dashboard
// read is one the instances serve (the backup metric comes from the backup script).
func checkNamesServed(t *testing.T, ctx context.Context, prom *Prometheus) {
	t.Helper()
	served, err := prom.MetricNames(ctx)
	if err != nil {
		t.Fatal(err)
	}
	for _, file := range []string{filepath.Join(rulesDir, "alerts.yml"), dashboardFile} {
		text, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		for _, name := range ours.FindAllString(string(text), -1) {
			if name != "shiftsched_backup_last_success_timestamp_seconds" && !slices.Contains(served, name) {
				t.Errorf("%s reads %s, which no instance serves", file, name)
			}
		}
	}
}

const dashboardFile = "../../deploy/grafana/shiftsched.json"

// checkDashboard runs every expression of the Grafana dashboard, as Grafana would with
// a one-minute rate interval: each must be valid PromQL.
func checkDashboard(t *testing.T, ctx context.Context, prom *Prometheus) {
	t.Helper()
	text, err := os.ReadFile(dashboardFile)
	if err != nil {
		t.Fatal(err)
	}
	var dash struct {
		Panels []struct {
			Title   string `json:"title"`
			Targets []struct {
				Expr string `json:"expr"`
			} `json:"targets"`
		} `json:"panels"`
	}
	if err := json.Unmarshal(text, &dash); err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, p := range dash.Panels {
		for _, target := range p.Targets {
			n++
			if _, err := prom.Query(ctx, strings.ReplaceAll(target.Expr, "$__rate_interval", "1m")); err != nil {
				t.Errorf("panel %q: %v", p.Title, err)
			}
		}
	}
	if n < 15 {
		t.Errorf("the dashboard has %d expressions", n)
	}
}

// checkRulesLoaded checks that Prometheus loaded every group of alerts.yml, healthy.
func checkRulesLoaded(t *testing.T, ctx context.Context, prom *Prometheus) {
	t.Helper()
	var groups []RuleGroup
	wait.For(t, 30*time.Second, "the rules evaluated", func() bool {
		var err error
		if groups, err = prom.Rules(ctx); err != nil {
			t.Fatal(err)
		}
		for _, g := range groups {
			for _, r := range g.Rules {
				if r.Health != "ok" {
					return false
				}
			}
		}
		return len(groups) == 3
	})
	var names []string
	for _, g := range groups {
		names = append(names, g.Name)
		for _, r := range g.Rules {
			if r.Type != "alerting" {
				t.Errorf("rule %s is a %s rule", r.Name, r.Type)
			}
		}
	}
	slices.Sort(names)
	if strings.Join(names, ",") != "backups,patroni,shiftsched" {
		t.Errorf("rule groups: %v", names)
	}
}

func post(t *testing.T, url, body string) {
	t.Helper()
	res, err := http.Post(url, "application/json", strings.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	res.Body.Close()
}
