package bench

import (
	"encoding/json"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"strconv"
	"strings"
)

// Budget is one of the targets and whether the run met it.
type Budget struct {
	Name     string `json:"name"`
	Measured string `json:"measured"`
	Target   string `json:"target"`
	Status   string `json:"status"` // PASS, FAIL, or "not run"
}

// Growth compares a read scenario's SQL statements per request at both sizes.
type Growth struct {
	Scenario string  `json:"scenario"`
	Small    float64 `json:"small"`
	Large    float64 `json:"large"`
	Equal    bool    `json:"equal"`
}

func pass(ok bool) string {
	if ok {
		return "PASS"
	}
	return "FAIL"
}

// budgets checks the budgets (32 connections, small workplace unless noted).
func budgets(rep *Report) []Budget {
	var out []Budget
	add := func(name, target string, r *Result, measured func(*Result) (string, bool)) {
		b := Budget{Name: name, Target: target, Status: "not run"}
		if r != nil {
			m, ok := measured(r)
			b.Measured = m
			b.Status = pass(ok && r.Errors == 0)
			if r.Errors > 0 {
				b.Measured += fmt.Sprintf(" (%d errors)", r.Errors)
			}
		}
		out = append(out, b)
	}
	ratio := func(min float64) func(*Result) (string, bool) {
		return func(r *Result) (string, bool) {
			return fmt.Sprintf("%.1f%% of floor (%.0f/s)", 100*r.FloorRatio, r.OpsPerSec), r.FloorRatio >= min
		}
	}
	p99 := func(ms float64) func(*Result) (string, bool) {
		return func(r *Result) (string, bool) { return fmt.Sprintf("p99 %.2f ms", r.P99), r.P99 < ms }
	}
	for _, sc := range []struct{ name, title string }{{ScPollREST, "notifications poll (REST)"}, {ScPollGQL, "notifications poll (GraphQL)"}} {
		r := rep.Find("small", sc.name)
		add(sc.title+": throughput", ">= 35% of floor", r, ratio(0.35))
		add(sc.title+": latency", "p99 < 5 ms", r, p99(5))
	}
	restWeek := rep.Find("small", ScRESTWeek)
	add("REST week: throughput", ">= 12% of floor", restWeek, ratio(0.12))
	add("REST week: latency", "p99 < 15 ms", restWeek, p99(15))
	// The browser's own requests against REST's, for the same data, at both sizes.
	for _, size := range []string{"small", "large"} {
		for _, pair := range []struct{ title, browser, rest string }{
			{"GraphQL week page (the browser's request)", ScGQLWeek, ScRESTWeek},
			{"GraphQL month page (the browser's request)", ScGQLMonth, ScRESTMonth},
			{"GraphQL notifications poll (the browser's request)", ScPollGQL, ScPollREST},
		} {
			gql, rest := rep.Find(size, pair.browser), rep.Find(size, pair.rest)
			if rest == nil {
				gql = nil // the budget compares both
			}
			add(fmt.Sprintf("%s vs REST (%s)", pair.title, size), ">= 80% of REST", gql, func(r *Result) (string, bool) {
				x := r.OpsPerSec / rest.OpsPerSec
				return fmt.Sprintf("%.0f%% (%.0f/s vs %.0f/s)", 100*x, r.OpsPerSec, rest.OpsPerSec), x >= 0.8
			})
		}
	}
	r := rep.Find("small", ScGQLMonth)
	add("GraphQL month page: throughput", ">= 4% of floor", r, ratio(0.04))
	add("GraphQL month page: latency", "p99 < 40 ms", r, p99(40))
	add("GraphQL month page (large): latency", "p99 < 100 ms", rep.Find("large", ScGQLMonth), p99(100))
	// The uncached path, so that the cache cannot hide a regression in it.
	add("GraphQL month page, read cache off (information)", "p99 reported", rep.Find("small", ScGQLMonth+noCacheSuffix), func(r *Result) (string, bool) {
		return fmt.Sprintf("p99 %.2f ms, %.0f/s, SQL/op %.2f", r.P99, r.OpsPerSec, r.SQLPerOp), true
	})
	add("GraphQL week page, read cache off (information)", "p99 reported", rep.Find("small", ScGQLWeek+noCacheSuffix), func(r *Result) (string, bool) {
		return fmt.Sprintf("p99 %.2f ms, %.0f/s, SQL/op %.2f", r.P99, r.OpsPerSec, r.SQLPerOp), true
	})
	for _, sc := range []struct{ name, title string }{{ScPollREST, "notifications poll (REST)"}, {ScPollGQL, "notifications poll (GraphQL)"}} {
		add(sc.title+", poll cache off (information)", "reported", rep.Find("small", sc.name+noCacheSuffix), func(r *Result) (string, bool) {
			return fmt.Sprintf("%.1f%% of floor (%.0f/s), p99 %.2f ms, SQL/op %.2f", 100*r.FloorRatio, r.OpsPerSec, r.P99, r.SQLPerOp), true
		})
	}
	add("publish a 280-shift week", "p50 < 60 ms", rep.Find("small", ScPublish), func(r *Result) (string, bool) {
		return fmt.Sprintf("p50 %.2f ms", r.P50), r.P50 < 60
	})
	// Publishing at one connection is measured on both paths: the editor's (a drafted
	// week, never published, as managers publish every week) and an integrator's
	// republish that replaces every shift (no ids sent), the costliest publish there is.
	add("publish a drafted 280-shift week (the browser's PublishDraft), 1 connection", "p50 < 20 ms", rep.Find("small", ScPublishDraft), func(r *Result) (string, bool) {
		return fmt.Sprintf("p50 %.2f ms", r.P50), r.P50 < 20
	})
	add("republish a 280-shift week replacing every shift (an integrator's publishSchedule), 1 connection", "p50 < 20 ms", rep.Find("small", ScPublishOne), func(r *Result) (string, bool) {
		return fmt.Sprintf("p50 %.2f ms", r.P50), r.P50 < 20
	})
	add("dry run of publishing a 280-shift week, every work rule on, 1 connection", "p50 < 25 ms", rep.Find("small", ScDryRun), func(r *Result) (string, bool) {
		return fmt.Sprintf("p50 %.2f ms", r.P50), r.P50 < 25
	})
	add("single-shift draft edit, every work rule on (information)", "p50 reported", rep.Find("small", ScDraftEdit), func(r *Result) (string, bool) {
		return fmt.Sprintf("p50 %.2f ms", r.P50), true
	})
	add("dry run of publishing a 500-person week, every work rule on, 1 connection (large)", "p50 < 50 ms", rep.Find("large", ScDryRun), func(r *Result) (string, bool) {
		return fmt.Sprintf("p50 %.2f ms, SQL/op %.2f", r.P50, r.SQLPerOp), r.P50 < 50
	})
	add("dry run of publishing a 500-person week, every work rule and every EU and California labour rule on, 1 connection (large)", "p50 < 50 ms", rep.Find("large", ScLabourDryRun), func(r *Result) (string, bool) {
		return fmt.Sprintf("p50 %.2f ms, p99 %.2f ms, SQL/op %.2f", r.P50, r.P99, r.SQLPerOp), r.P50 < 50
	})
	add("single-shift draft edit of a 500-person week, every work rule on, 1 connection (large)", "p50 < 10 ms", rep.Find("large", ScDraftEdit), func(r *Result) (string, bool) {
		return fmt.Sprintf("p50 %.2f ms, SQL/op %.2f", r.P50, r.SQLPerOp), r.P50 < 10
	})
	add("shift change: 500 people clock in and out at 32 connections (large)", "p99 < 100 ms, 0 errors", rep.Find("large", ScClockIn), func(r *Result) (string, bool) {
		return fmt.Sprintf("p99 %.2f ms, %d errors, %.1f%% of the floor", r.P99, r.Errors, 100*r.FloorRatio), r.P99 < 100 && r.Errors == 0
	})
	add("team leave balances of 525 people over a leave year, read cache off, 1 connection (large)", "p99 < 100 ms", rep.Find("large", ScTeamLeave), func(r *Result) (string, bool) {
		return fmt.Sprintf("p99 %.2f ms (p50 %.2f ms), SQL/op %.2f", r.P99, r.P50, r.SQLPerOp), r.P99 < 100
	})
	add("the home screen's leave balances (MyLeaveBalances, large, information)", "reported", rep.Find("large", ScMyLeave), func(r *Result) (string, bool) {
		return fmt.Sprintf("%.0f/s, p50 %.2f ms, p99 %.2f ms, SQL/op %.2f", r.OpsPerSec, r.P50, r.P99, r.SQLPerOp), true
	})
	add("swap lifecycle", ">= 250 lifecycles/s", rep.Find("small", ScSwap), func(r *Result) (string, bool) {
		return fmt.Sprintf("%.0f lifecycles/s", r.OpsPerSec), r.OpsPerSec >= 250
	})
	storm := rep.Find("small", ScPollStorm)
	add("notifications poll during a login storm (8 connections)", "p99 < 25 ms", storm, func(r *Result) (string, bool) {
		m := fmt.Sprintf("p99 %.2f ms", r.P99)
		if r.Background != nil {
			m += fmt.Sprintf(" (logins %.0f/s)", r.Background.OpsPerSec)
		}
		return m, r.P99 < 25
	})
	out = append(out, browserBudgets(rep)...)
	b := Budget{Name: "server peak RSS (VmHWM)", Target: "< 250 MB", Status: "not run"}
	if rep.PeakRSSMB > 0 {
		b.Measured = fmt.Sprintf("%.0f MB", rep.PeakRSSMB)
		b.Status = pass(rep.PeakRSSMB < 250)
	}
	out = append(out, b)
	return out
}

// browserBudgets checks the browser stage's results (browser.go), when it ran.
func browserBudgets(rep *Report) []Budget {
	var out []Budget
	for _, g := range rep.Grid {
		b := Budget{Name: fmt.Sprintf("%s grid shown, %s workplace, as %s (median of %d)", g.Page, g.Size, g.Role, len(g.Samples)),
			Target: "reported", Measured: fmt.Sprintf("%.0f ms", g.MedianMs), Status: "PASS"}
		if g.Page == "week" && g.Size == "large" {
			b.Target, b.Status = "< 1000 ms", pass(g.MedianMs < 1000)
		}
		out = append(out, b)
	}
	for _, p := range rep.Lighthouse {
		for _, c := range []struct {
			name  string
			score int
			min   int
		}{{"performance", p.Performance, 95}, {"accessibility", p.Accessibility, 100}, {"best practices", p.BestPractices, 100}} {
			out = append(out, Budget{Name: fmt.Sprintf("Lighthouse (mobile) %s page: %s", p.Page, c.name),
				Target: fmt.Sprintf(">= %d", c.min), Measured: strconv.Itoa(c.score), Status: pass(c.score >= c.min)})
		}
	}
	return out
}

// growth pairs SQL statements per request at both sizes, for the reads and the writes
// that must stay flat.
func growth(rep *Report) []Growth {
	var out []Growth
	for _, sc := range scenarios() {
		if !(sc.Read || sc.Flat) || sc.Name == ScFloor {
			continue
		}
		s, l := rep.Find("small", sc.Name), rep.Find("large", sc.Name)
		if s == nil || l == nil || s.SQLPerOp < 0 || l.SQLPerOp < 0 {
			continue
		}
		// Less the background workers' share where known: a scenario of a few operations
		// a second would otherwise seem to grow with a slower answer.
		// Their rate is known to a tenth or so, which widens the margin by that much of
		// what was left out.
		small, large, margin := s.SQLPerOp, l.SQLPerOp, 0.05
		if s.OwnSQLPerOp >= 0 && l.OwnSQLPerOp >= 0 {
			small, large = s.OwnSQLPerOp, l.OwnSQLPerOp
			margin += 0.1 * max(s.SQLPerOp-small, l.SQLPerOp-large)
		}
		out = append(out, Growth{Scenario: sc.Name, Small: small, Large: large, Equal: math.Abs(small-large) < margin})
	}
	return out
}

// Markdown renders the report as tables.
func (rep *Report) Markdown() string {
	var b strings.Builder
	fmt.Fprintf(&b, "## Shiftsched benchmark, %s\n\n", rep.Started.Format("2006-01-02 15:04 UTC"))
	fmt.Fprintf(&b, "%s; %d connections; %s timed run after a %s warm-up per scenario.\n\n", rep.Machine, rep.Conns, rep.Duration, rep.Warmup)
	b.WriteString("| size | scenario | conns | ops/s | x floor | p50 ms | p95 ms | p99 ms | errors | req/op | bytes/resp | wire bytes/resp | SQL/op | CPU ms/op server | CPU ms/op PG | RSS MB |\n")
	b.WriteString("|---|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|\n")
	row := func(r *Result, name string) {
		sql := "n/a"
		if r.SQLPerOp >= 0 {
			sql = fmt.Sprintf("%.2f", r.SQLPerOp)
		}
		fmt.Fprintf(&b, "| %s | %s | %d | %.1f | %.3f | %.2f | %.2f | %.2f | %d | %.1f | %.0f | %.0f | %s | %.3f | %.3f | %.0f |\n",
			r.Size, name, r.Conns, r.OpsPerSec, r.FloorRatio, r.P50, r.P95, r.P99, r.Errors, r.ReqPerOp, r.BytesPerRes, r.WireBytesPerRes, sql, r.CPUPerOp, r.PGCPUPerOp, r.RSSMB)
	}
	for i := range rep.Results {
		r := &rep.Results[i]
		row(r, r.Title)
		if r.Background != nil {
			row(r.Background, "  (at the same time) "+r.Background.Title)
		}
	}
	b.WriteString("\nops/s counts whole operations: a swap lifecycle is 3 requests, a time-off request plus approval 2; SQL/op is top-level statements per operation (pg_stat_statements).\n")

	b.WriteString("\n### Budgets\n\n| budget | target | measured | result |\n|---|---|---|---|\n")
	for _, x := range rep.Budgets {
		fmt.Fprintf(&b, "| %s | %s | %s | %s |\n", x.Name, x.Target, x.Measured, x.Status)
	}
	if len(rep.Growth) > 0 {
		b.WriteString("\n### Growth: SQL statements per request, small vs large\n\nLess the servers' background workers' statements (measured beside the floor).\n\n| scenario | small | large | same |\n|---|--:|--:|---|\n")
		for _, g := range rep.Growth {
			same := "yes"
			if !g.Equal {
				same = "**NO: grows with the data**"
			}
			fmt.Fprintf(&b, "| %s | %.2f | %.2f | %s |\n", g.Scenario, g.Small, g.Large, same)
		}
	}
	var errs []string
	for _, r := range rep.Results {
		if r.FirstError != "" {
			errs = append(errs, fmt.Sprintf("- %s %s: %d errors, first: %s", r.Size, r.Scenario, r.Errors, r.FirstError))
		}
		if r.ServerErrs > 0 {
			errs = append(errs, fmt.Sprintf("- %s %s: the server logged %d errors", r.Size, r.Scenario, r.ServerErrs))
		}
	}
	if len(errs) > 0 {
		b.WriteString("\n### Errors\n\n" + strings.Join(errs, "\n") + "\n")
	}
	for _, p := range rep.Lighthouse {
		if len(p.TopAudits) == 0 && p.RuntimeError == "" {
			continue
		}
		fmt.Fprintf(&b, "\nLighthouse, %s page (%s), what cost points:", p.Page, p.FinalURL)
		if p.RuntimeError != "" {
			fmt.Fprintf(&b, " runtime error: %s;", p.RuntimeError)
		}
		for _, a := range p.TopAudits {
			fmt.Fprintf(&b, " %s: %s %s (-%d);", a.Category, a.Title, a.Value, a.Points)
		}
		b.WriteString("\n")
	}
	for _, n := range rep.Notes {
		b.WriteString("\nNote: " + n + "\n")
	}
	return b.String()
}

// WriteJSON writes the report to path, creating its folder.
func (rep *Report) WriteJSON(path string) error {
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return err
	}
	b, err := json.MarshalIndent(rep, "", "  ")
	if err != nil {
		return err
	}
	return os.WriteFile(path, append(b, '\n'), 0o644)
}
