package bench

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"

	"github.com/shiftsched/shiftsched/internal/seed"
)

// The browser stage drives Debian's Chromium with the Node scripts in client/scripts:
// grid-timing.mjs (Playwright) and lighthouse.mjs (Lighthouse's user flow). Timings are
// reported as budgets, never asserted by a test: they depend on the machine.

// GridTiming is the median time, over a few page loads, from navigation start until a
// page's grid was shown (the client's Performance API marks).
type GridTiming struct {
	Size     string    `json:"size"`
	Role     string    `json:"role"`
	Page     string    `json:"page"` // week or month
	Samples  []float64 `json:"samplesMs"`
	MedianMs float64   `json:"medianMs"`
}

// LighthousePage is Lighthouse's scores for one page, and what cost it points.
type LighthousePage struct {
	Page          string            `json:"page"`
	FinalURL      string            `json:"finalUrl"`
	Performance   int               `json:"performance"`
	Accessibility int               `json:"accessibility"`
	BestPractices int               `json:"bestPractices"`
	TopAudits     []LighthouseAudit `json:"topAudits"`
	RuntimeError  string            `json:"runtimeError,omitempty"`
}

// LighthouseAudit is an audit that cost a category points.
type LighthouseAudit struct {
	Category string `json:"category"`
	ID       string `json:"id"`
	Title    string `json:"title"`
	Value    string `json:"value"`
	Points   int    `json:"points"`
}

// gridRuns is how many times each page is opened per account.
const gridRuns = 5

func (c *Config) clientDir() string {
	if c.ClientDir == "" {
		return "client"
	}
	return c.ClientDir
}

// node runs a script of client/scripts with extra environment variables and decodes
// its standard output (JSON) into out, when out is not nil.
func (c *Config) node(ctx context.Context, script string, env []string, out any) error {
	dir, err := filepath.Abs(c.clientDir())
	if err != nil {
		return err
	}
	cmd := exec.CommandContext(ctx, "node", filepath.Join("scripts", script))
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), env...)
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	if err := cmd.Run(); err != nil {
		return fmt.Errorf("node scripts/%s: %v\n%s", script, err, stderr.String())
	}
	if out == nil {
		c.logf("%s", strings.TrimSpace(stdout.String()))
		return nil
	}
	if err := json.Unmarshal(stdout.Bytes(), out); err != nil {
		return fmt.Errorf("node scripts/%s: %v in its output:\n%s\n%s", script, err, stdout.String(), stderr.String())
	}
	return nil
}

// browserStage times the grids as an employee and a manager, and with lighthouse also
// runs Lighthouse.
func (e *env) browserStage(ctx context.Context, rep *Report, lighthouse bool) error {
	accounts, _ := json.Marshal([]map[string]string{
		{"role": "employee", "token": e.staff[0].Token},
		{"role": "manager", "token": e.managers[0].Token},
	})
	var grid []GridTiming
	e.cfg.logf("  browser: opening the week and month pages %d times each as an employee and a manager", gridRuns)
	if err := e.cfg.node(ctx, "grid-timing.mjs", []string{"BASE_URL=" + e.srv.URL, "ACCOUNTS=" + string(accounts), fmt.Sprintf("RUNS=%d", gridRuns)}, &grid); err != nil {
		return err
	}
	for _, g := range grid {
		g.Size = e.size.Name
		e.cfg.logf("  grid shown: %-5s %-8s %-5s median %6.0f ms  (%v)", g.Size, g.Role, g.Page, g.MedianMs, g.Samples)
		rep.Grid = append(rep.Grid, g)
	}
	if !lighthouse {
		return nil
	}
	e.cfg.logf("  browser: Lighthouse on the login, home and week pages")
	var pages []LighthousePage
	if err := e.cfg.node(ctx, "lighthouse.mjs", []string{"BASE_URL=" + e.srv.URL, "TOKEN=" + e.staff[0].Token}, &pages); err != nil {
		return err
	}
	for _, p := range pages {
		e.cfg.logf("  Lighthouse %-6s performance %3d  accessibility %3d  best practices %3d", p.Page, p.Performance, p.Accessibility, p.BestPractices)
	}
	rep.Lighthouse = append(rep.Lighthouse, pages...)
	return nil
}

// Capture seeds the small workplace, starts the server, and has the built client's
// requests recorded from Chromium into out (client/scripts/capture-requests.mjs): an
// employee's home, week and month, and a manager's leave page.
func Capture(ctx context.Context, cfg Config, out string) error {
	if cfg.Database == nil {
		cfg.Database = DefaultDatabase(".data/pg")
	}
	e, done, err := setUp(ctx, &cfg, "small")
	if err != nil {
		return err
	}
	defer done()
	abs, err := filepath.Abs(out)
	if err != nil {
		return err
	}
	return cfg.node(ctx, "capture-requests.mjs", []string{
		"BASE_URL=" + e.srv.URL, "EMAIL=" + e.staff[0].Email, "MANAGER_EMAIL=" + e.managers[0].Email,
		"PASSWORD=" + seed.Password, "OUT=" + abs,
	}, nil)
}
