package monitoring

import (
	"context"
	"fmt"
	"net/http"
	"path/filepath"
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
