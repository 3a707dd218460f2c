// Package bench is Shiftsched's load benchmark. It seeds a realistic workplace into a
// fresh database, starts the real server binary on a loopback port, and for each scenario
// runs a warm-up and a timed run at a given concurrency with keep-alive connections. It
// reports requests per second, latency percentiles, errors, bytes per response, SQL
// statements per request (from pg_stat_statements) and the server's peak memory, each
// also as a ratio to a floor measured in the same run: a prepared single-row
// primary-key SELECT loop against the same PostgreSQL.
package bench

import (
	"context"
	"database/sql"
	"fmt"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"sync/atomic"
	"time"

	"github.com/shiftsched/shiftsched/devtools/devdb"
	"github.com/shiftsched/shiftsched/internal/domain"
	"github.com/shiftsched/shiftsched/internal/seed"
	"github.com/shiftsched/shiftsched/internal/store"
)

// Config says what to run and how hard.
type Config struct {
	Bin      string        // the server binary (bin/shiftsched)
	Conns    int           // parallel connections per scenario (32)
	Duration time.Duration // timed run per scenario (20 s)
	Warmup   time.Duration // warm-up before each timed run (3 s)
	Sizes    []string      // workplaces to run, in order: "small", "large"
	Only     []string      // scenario names to run (empty: all); the floor always runs
	Profile  string        // folder for a CPU profile of each timed run ("": none)
	Log      io.Writer     // progress lines (nil: none)
	// Browser runs the browser stage after each size's scenarios (browser.go): grid
	// timing in Chromium, and Lighthouse at the first size. ClientDir holds its scripts.
	Browser   bool
	ClientDir string // "client" when empty

	// Database returns the connection string of a fresh, empty database for a size
	// (nil: the checkout's cluster from devtools/devdb, or $DATABASE_URL's, with a
	// database named shiftsched_bench_<size>).
	Database func(ctx context.Context, size string) (string, error)
}

// Result is one scenario's measurement at one size.
type Result struct {
	Size        string  `json:"size"`
	Scenario    string  `json:"scenario"`
	Title       string  `json:"title"`
	Read        bool    `json:"read"`
	Conns       int     `json:"conns"`
	Seconds     float64 `json:"seconds"`
	Ops         int64   `json:"ops"`
	Requests    int64   `json:"requests"`
	ReqPerOp    float64 `json:"requestsPerOp"`
	Errors      int64   `json:"errors"`
	FirstError  string  `json:"firstError,omitempty"`
	ServerErrs  int     `json:"serverErrorLogs"`
	OpsPerSec   float64 `json:"opsPerSec"`
	FloorRatio  float64 `json:"floorRatio"` // OpsPerSec / the floor's, same size
	P50         float64 `json:"p50ms"`
	P95         float64 `json:"p95ms"`
	P99         float64 `json:"p99ms"`
	BytesPerRes float64 `json:"bytesPerResponse"`
	// WireBytesPerRes is BytesPerRes as sent: the load client asks for gzip or br.
	WireBytesPerRes float64 `json:"wireBytesPerResponse"`
	SQLPerOp        float64 `json:"sqlPerOp"` // -1: pg_stat_statements unavailable
	// OwnSQLPerOp is SQLPerOp less the share of the servers' background workers (the
	// outbox, jobs, digests: some 15 statements a second each, measured beside the
	// floor), which a slow scenario divides by few operations; -1: unknown.
	OwnSQLPerOp float64 `json:"ownSqlPerOp"`
	CPUPerOp    float64 `json:"serverCpuMsPerOp"` // the server process's CPU time per operation
	PGCPUPerOp  float64 `json:"pgCpuMsPerOp"`     // the bench database's backends' CPU time per operation
	RSSMB       float64 `json:"rssMB"`            // largest resident size sampled during the run
	PeakRSSMB   float64 `json:"peakRssMB"`
	Background  *Result `json:"background,omitempty"`
}

// Report is a whole run.
type Report struct {
	Started    time.Time        `json:"started"`
	Machine    string           `json:"machine"`
	Conns      int              `json:"conns"`
	Duration   string           `json:"duration"`
	Warmup     string           `json:"warmup"`
	Results    []Result         `json:"results"`
	PeakRSSMB  float64          `json:"peakRssMB"` // the largest VmHWM of the servers
	Budgets    []Budget         `json:"budgets"`
	Growth     []Growth         `json:"growth"`
	Grid       []GridTiming     `json:"grid,omitempty"`
	Lighthouse []LighthousePage `json:"lighthouse,omitempty"`
	Notes      []string         `json:"notes,omitempty"`
}

// Find returns the result of a scenario at a size, or nil.
func (r *Report) Find(size, scenario string) *Result {
	for i := range r.Results {
		if r.Results[i].Size == size && r.Results[i].Scenario == scenario {
			return &r.Results[i]
		}
	}
	return nil
}

func (c *Config) logf(format string, args ...any) {
	if c.Log != nil {
		fmt.Fprintf(c.Log, format+"\n", args...)
	}
}

// DefaultDatabase makes a fresh database shiftsched_bench_<size> in $DATABASE_URL's
// cluster, or in the checkout's private cluster in pgDir.
func DefaultDatabase(pgDir string) func(ctx context.Context, size string) (string, error) {
	return func(ctx context.Context, size string) (string, error) {
		base := os.Getenv("DATABASE_URL")
		if base == "" {
			var err error
			if base, err = devdb.Ensure(ctx, pgDir); err != nil {
				return "", err
			}
		}
		return devdb.Fresh(ctx, base, "shiftsched_bench_"+size)
	}
}

// Run runs the benchmark.
func Run(ctx context.Context, cfg Config) (*Report, error) {
	if cfg.Conns <= 0 {
		cfg.Conns = 32
	}
	if cfg.Duration <= 0 {
		cfg.Duration = 20 * time.Second
	}
	if len(cfg.Sizes) == 0 {
		cfg.Sizes = []string{"small", "large"}
	}
	if cfg.Database == nil {
		cfg.Database = DefaultDatabase(".data/pg")
	}
	if cfg.Profile != "" {
		if err := os.MkdirAll(cfg.Profile, 0o755); err != nil {
			return nil, err
		}
	}
	rep := &Report{
		Started:  time.Now().UTC(),
		Machine:  fmt.Sprintf("%s/%s, %d CPUs, %s", runtime.GOOS, runtime.GOARCH, runtime.NumCPU(), runtime.Version()),
		Conns:    cfg.Conns,
		Duration: cfg.Duration.String(),
		Warmup:   cfg.Warmup.String(),
	}
	for _, name := range cfg.Only {
		if !slices.Contains(ScenarioNames(), name) {
			return nil, fmt.Errorf("unknown scenario %q (scenarios: %s)", name, strings.Join(ScenarioNames(), ", "))
		}
	}
	var err error
	for _, size := range cfg.Sizes {
		if err = runSize(ctx, &cfg, rep, size); err != nil {
			err = fmt.Errorf("%s workplace: %w", size, err)
			break
		}
	}
	rep.Budgets = budgets(rep)
	rep.Growth = growth(rep)
	return rep, err
}

func runSize(ctx context.Context, cfg *Config, rep *Report, sizeName string) error {
	e, done, err := setUp(ctx, cfg, sizeName)
	if err != nil {
		return err
	}
	defer done()
	if msg := e.enableStatements(ctx); msg != "" {
		cfg.logf("%s", msg)
		if !slices.Contains(rep.Notes, msg) {
			rep.Notes = append(rep.Notes, msg)
		}
	}
	srv := e.srv
	var uncached *server // started for the first NoCache scenario
	defer func() {
		if uncached != nil {
			rep.PeakRSSMB = max(rep.PeakRSSMB, uncached.PeakRSSMB())
			uncached.stop()
		}
	}()
	e.client = newClient(cfg.Conns + 16)
	defer e.client.CloseIdleConnections()

	var floor float64
	background := -1.0 // statements a second one server's background workers run
	for _, sc := range scenarios() {
		if !sc.runsAt(sizeName) || (len(cfg.Only) > 0 && sc.Name != "floor" && !slices.Contains(cfg.Only, sc.Name)) {
			continue
		}
		if err := ctx.Err(); err != nil {
			return err
		}
		e.srv = srv
		if sc.NoCache {
			if uncached == nil {
				if uncached, err = startServer(ctx, cfg.Bin, e.dbURL, cfg.Profile != "", []string{"READ_CACHE_MB=0", "POLL_CACHE_MB=0"}); err != nil {
					return err
				}
			}
			e.srv = uncached
		}
		res, err := e.run(ctx, sc)
		e.srv = srv
		if err != nil {
			return fmt.Errorf("%s: %w", sc.Name, err)
		}
		if sc.Name == "floor" {
			floor = res.OpsPerSec
			background = backgroundRate(res)
		} else {
			res.OwnSQLPerOp = ownStatements(res, background, uncached != nil)
		}
		if floor > 0 {
			res.FloorRatio = res.OpsPerSec / floor
			if res.Background != nil {
				res.Background.FloorRatio = res.Background.OpsPerSec / floor
			}
		}
		cfg.logf("  %-18s %9.1f ops/s  %6.1f%% of floor  p50 %7.2f ms  p99 %7.2f ms  errors %d  SQL/op %.2f  CPU ms/op: server %.2f, PostgreSQL %.2f  RSS %.0f MB",
			res.Scenario, res.OpsPerSec, 100*res.FloorRatio, res.P50, res.P99, res.Errors, res.SQLPerOp, res.CPUPerOp, res.PGCPUPerOp, res.RSSMB)
		if res.FirstError != "" {
			cfg.logf("    first error: %s", res.FirstError)
		}
		rep.Results = append(rep.Results, *res)
	}
	peak := srv.PeakRSSMB()
	rep.PeakRSSMB = max(rep.PeakRSSMB, peak)
	if n, last := srv.logs.takeErrors(); n > 0 {
		cfg.logf("  the server logged %d more errors; last: %s", n, last)
	}
	if cfg.Browser {
		// After the load: the browser and the server would otherwise share the cores.
		return e.browserStage(ctx, rep, sizeName == cfg.Sizes[0])
	}
	return nil
}

// setUp seeds a fresh database of the size and starts the server on it; done stops
// the server and runs the scenarios' cleanups.
func setUp(ctx context.Context, cfg *Config, sizeName string) (e *env, done func(), err error) {
	size, err := seed.SizeByName(sizeName)
	if err != nil {
		return nil, nil, err
	}
	url, err := cfg.Database(ctx, sizeName)
	if err != nil {
		return nil, nil, fmt.Errorf("database: %w", err)
	}
	st, err := store.Open(ctx, url)
	if err != nil {
		return nil, nil, err
	}
	e = &env{cfg: cfg, db: st.DB.DB, dbURL: url, size: size, today: domain.DateOf(time.Now().UTC())}
	done = func() {
		for _, c := range e.cleanup {
			c()
		}
		if e.srv != nil {
			e.srv.stop()
		}
		st.Close()
	}
	if err := store.Migrate(ctx, st.DB); err != nil {
		done()
		return nil, nil, fmt.Errorf("migrate: %w", err)
	}
	stats, err := seed.Run(ctx, st.DB.DB, size, e.today)
	if err != nil {
		done()
		return nil, nil, fmt.Errorf("seed: %w", err)
	}
	cfg.logf("seeded the %s workplace: %s", sizeName, stats)
	lstats, err := seedLeave(ctx, st, e.today)
	if err != nil {
		done()
		return nil, nil, fmt.Errorf("seed leave: %w", err)
	}
	cfg.logf("  and its leave: %s", lstats)
	if err := e.load(ctx); err != nil {
		done()
		return nil, nil, err
	}
	if e.srv, err = startServer(ctx, cfg.Bin, e.dbURL, cfg.Profile != "", nil); err != nil {
		done()
		return nil, nil, err
	}
	return e, done, nil
}

// env is what scenarios share at one size: the server, the database, the seeded people.
type env struct {
	cfg    *Config
	db     *sql.DB
	dbURL  string
	dbID   int64
	size   seed.Size
	today  domain.Date
	srv    *server
	client *http.Client

	users     []person
	staff     []person
	managers  []person
	firstWeek domain.Date
	weeks     int
	months    [][2]int

	cleanup []func() // run when the size is done

	rulesOn  bool // turnRulesOn has run
	labourOn bool // turnLabourOn has run

	statements   bool   // pg_stat_statements answers
	topLevelOnly string // "AND toplevel" where the column exists
}

// run measures one scenario: prepare, warm up, reset the statement counts, time.
func (e *env) run(ctx context.Context, sc *scenario) (*Result, error) {
	conns := e.cfg.Conns
	if sc.Conns > 0 {
		conns = sc.Conns
	}
	fn, err := sc.prepare(ctx, e)
	if err != nil {
		return nil, fmt.Errorf("prepare: %w", err)
	}
	var counter atomic.Int64

	// Background load (the login storm) runs through warm-up and timed run.
	var bgDone chan phase
	var bgCancel context.CancelFunc
	if sc.Background != nil {
		bgFn, err := sc.Background.prepare(ctx, e)
		if err != nil {
			return nil, fmt.Errorf("prepare %s: %w", sc.Background.Name, err)
		}
		var bgCtx context.Context
		bgCtx, bgCancel = context.WithCancel(ctx)
		defer bgCancel()
		bgDone = make(chan phase, 1)
		var bgCounter atomic.Int64
		go func() {
			// Long enough to cover both phases; cancelled when the timed run ends.
			bgDone <- runPhase(bgCtx, e.client, sc.Background.Conns, e.cfg.Warmup+e.cfg.Duration+time.Hour, &bgCounter, bgFn)
		}()
	}

	if e.cfg.Warmup > 0 {
		runPhase(ctx, e.client, conns, e.cfg.Warmup, &counter, fn)
	}
	e.srv.logs.takeErrors()
	e.srv.takeMaxRSSMB()
	e.resetStatements(ctx)
	var profErr chan error
	if e.cfg.Profile != "" {
		profErr = make(chan error, 1)
		path := filepath.Join(e.cfg.Profile, fmt.Sprintf("%s-%s.cpu.prof", e.size.Name, sc.Name))
		go func() { profErr <- e.srv.profile(ctx, e.cfg.Duration, path) }()
	}
	cpu0, pg0 := e.srv.cpuTime(), e.backendsCPU(ctx)
	p := runPhase(ctx, e.client, conns, e.cfg.Duration, &counter, fn)
	cpu, pg1 := e.srv.cpuTime()-cpu0, e.backendsCPU(ctx)
	var bg *phase
	if bgCancel != nil {
		bgCancel()
		b := <-bgDone
		bg = &b
	}
	stmts := e.countStatements(ctx)
	if profErr != nil {
		if err := <-profErr; err != nil {
			e.cfg.logf("  profile of %s: %v", sc.Name, err)
		}
	}
	res := e.result(sc, conns, p, stmts)
	if n := p.ops + p.errors; n > 0 {
		res.CPUPerOp = float64(cpu.Microseconds()) / 1000 / float64(n)
		var pg time.Duration
		for pid, t := range pg1 {
			pg += t - pg0[pid] // a backend started during the run counts from zero
		}
		res.PGCPUPerOp = float64(pg.Microseconds()) / 1000 / float64(n)
	}
	res.ServerErrs, _ = e.srv.logs.takeErrors()
	if bg != nil {
		b := e.result(sc.Background, sc.Background.Conns, *bg, -1)
		b.Size = e.size.Name
		res.Background = b
	}
	return res, nil
}

func (e *env) result(sc *scenario, conns int, p phase, stmts int64) *Result {
	secs := p.elapsed.Seconds()
	r := &Result{
		Size: e.size.Name, Scenario: sc.Name, Title: sc.Title, Read: sc.Read, Conns: conns,
		Seconds: secs, Ops: p.ops, Requests: p.requests, Errors: p.errors, FirstError: p.firstErr,
		P50: percentile(p.lat, 0.50), P95: percentile(p.lat, 0.95), P99: percentile(p.lat, 0.99),
		SQLPerOp: -1, OwnSQLPerOp: -1, RSSMB: e.srv.takeMaxRSSMB(), PeakRSSMB: e.srv.PeakRSSMB(),
	}
	if secs > 0 {
		r.OpsPerSec = float64(p.ops) / secs
	}
	if p.ops > 0 {
		r.ReqPerOp = float64(p.requests) / float64(p.ops+p.errors)
	}
	if p.requests > 0 && sc.Name != "floor" {
		r.BytesPerRes = float64(p.bytes) / float64(p.requests)
		r.WireBytesPerRes = float64(p.wire) / float64(p.requests)
	}
	if stmts >= 0 && p.ops+p.errors > 0 {
		r.SQLPerOp = float64(stmts) / float64(p.ops+p.errors)
	}
	return r
}

// enableStatements makes pg_stat_statements readable in the bench database; it returns
// a note when it cannot (the cluster was started without the library).
func (e *env) enableStatements(ctx context.Context) string {
	if _, err := e.db.ExecContext(ctx, `CREATE EXTENSION IF NOT EXISTS pg_stat_statements`); err != nil {
		return "SQL statements per request are not measured: " + err.Error()
	}
	if err := e.db.QueryRowContext(ctx, `SELECT oid FROM pg_database WHERE datname = current_database()`).Scan(&e.dbID); err != nil {
		return "SQL statements per request are not measured: " + err.Error()
	}
	var n int64
	if err := e.db.QueryRowContext(ctx, `SELECT count(*) FROM pg_stat_statements WHERE toplevel`).Scan(&n); err == nil {
		e.topLevelOnly = "AND toplevel"
	} else if err := e.db.QueryRowContext(ctx, `SELECT count(*) FROM pg_stat_statements`).Scan(&n); err != nil {
		msg := "SQL statements per request are not measured: " + err.Error()
		if strings.Contains(err.Error(), "shared_preload_libraries") {
			msg += " (the PostgreSQL cluster was started before it loaded pg_stat_statements: restart it with `bin/devdb stop` and run again)"
		}
		return msg
	}
	e.statements = true
	return ""
}

// backendsCPU returns the CPU time used so far by each PostgreSQL backend connected to
// the bench database (from /proc; empty when PostgreSQL runs elsewhere).
func (e *env) backendsCPU(ctx context.Context) map[int]time.Duration {
	out := map[int]time.Duration{}
	rows, err := e.db.QueryContext(ctx, `SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()`)
	if err != nil {
		return out
	}
	defer rows.Close()
	for rows.Next() {
		var pid int
		if rows.Scan(&pid) == nil {
			out[pid] = procCPU(pid)
		}
	}
	return out
}

func (e *env) resetStatements(ctx context.Context) {
	if e.statements {
		if _, err := e.db.ExecContext(ctx, `SELECT pg_stat_statements_reset()`); err != nil {
			e.cfg.logf("  pg_stat_statements_reset: %v", err)
		}
	}
}

// countStatements sums the calls of top-level statements run in the bench database
// since the last reset, leaving out the harness's own statistics queries (backendsCPU's
// too: a fixed two a run, they grew a slow scenario's count); -1 when unknown.
func (e *env) countStatements(ctx context.Context) int64 {
	if !e.statements {
		return -1
	}
	var n int64
	err := e.db.QueryRowContext(ctx, `
		SELECT coalesce(sum(calls), 0) FROM pg_stat_statements
		WHERE dbid = $1 `+e.topLevelOnly+` AND query NOT LIKE '%pg_stat_statements%' AND query NOT LIKE '%pg_stat_activity%'`, e.dbID).Scan(&n)
	if err != nil {
		e.cfg.logf("  pg_stat_statements: %v", err)
		return -1
	}
	return n
}

// backgroundRate is how many statements a second the server's background workers ran
// during the floor, whose own connections run one statement an operation; -1: unknown.
func backgroundRate(floor *Result) float64 {
	if floor.SQLPerOp < 0 || floor.Seconds <= 0 {
		return -1
	}
	n := float64(floor.Ops + floor.Errors)
	return max(0, (floor.SQLPerOp*n-float64(floor.Ops))/floor.Seconds)
}

// ownStatements is a result's statements an operation less the background workers' of
// the servers running (two once the uncached one has started); -1: unknown.
func ownStatements(r *Result, background float64, twoServers bool) float64 {
	n := float64(r.Ops + r.Errors)
	if background < 0 || r.SQLPerOp < 0 || n == 0 {
		return -1
	}
	servers := 1.0
	if twoServers {
		servers = 2
	}
	return max(0, r.SQLPerOp-background*servers*r.Seconds/n)
}
