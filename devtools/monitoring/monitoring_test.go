package monitoring

import (
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/shiftsched/shiftsched/devtools/cluster"
)

var serverBin string

// TestMain builds the server. Without Prometheus, promtool or HAProxy the tests skip,
// unless make test requires the operations tools (SHIFTSCHED_REQUIRE_OPS_TOOLS), when
// they fail.
func TestMain(m *testing.M) {
	_, errProm := Tool("prometheus")
	_, errTool := Tool("promtool")
	_, errHAProxy := cluster.HAProxy()
	cluster.RunWithServer(m, "monitoring", "SHIFTSCHED_REQUIRE_OPS_TOOLS", errors.Join(errProm, errTool, errHAProxy), &serverBin)
}

// rulesDir is deploy/prometheus, from this package's directory.
const rulesDir = "../../deploy/prometheus"

// The alert rules are valid, and each fires on its unit tests' series that should fire
// it and on no others (deploy/prometheus/alerts_test.yml, backups_test.yml); the
// example configuration is valid too.
func TestAlertRules(t *testing.T) {
	t.Parallel()
	promtool, err := Tool("promtool")
	if err != nil {
		t.Fatal(err)
	}
	for _, args := range [][]string{
		{"check", "rules", "alerts.yml"},
		{"test", "rules", "alerts_test.yml", "backups_test.yml"},
		{"check", "config", "prometheus.yml"},
	} {
		cmd := exec.Command(promtool, args...)
		cmd.Dir = rulesDir
		out, err := cmd.CombinedOutput()
		if err != nil {
			t.Errorf("promtool %s: %v\n%s", strings.Join(args, " "), err, out)
		}
	}
}

// A rules file with a broken expression is refused, and a unit test expecting an
// alert its series do not raise fails: promtool's verdicts above can go either way.
func TestPromtoolRefusesWhatIsWrong(t *testing.T) {
	t.Parallel()
	promtool, err := Tool("promtool")
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	write := func(name, text string) {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write("broken.yml", "groups:\n  - name: x\n    rules:\n      - alert: X\n        expr: rate(shiftsched_outbox_pending[5m]\n")
	write("quiet.yml", "groups:\n  - name: x\n    rules:\n      - alert: X\n        expr: shiftsched_database_up == 0\n")
	write("quiet_test.yml", `rule_files: [quiet.yml]
tests:
  - interval: 1m
    input_series:
      - series: 'shiftsched_database_up{instance="a"}'
        values: '1x5'
    alert_rule_test:
      - eval_time: 3m
        alertname: X
        exp_alerts:
          - exp_labels: {instance: a}
`)
	for _, args := range [][]string{{"check", "rules", "broken.yml"}, {"test", "rules", "quiet_test.yml"}} {
		cmd := exec.Command(promtool, args...)
		cmd.Dir = dir
		if out, err := cmd.CombinedOutput(); err == nil {
			t.Errorf("promtool %s passed:\n%s", strings.Join(args, " "), out)
		}
	}
}
