// Package fillrun runs the auto-scheduler's jobs: every instance runs a Runner, which
// claims queued jobs through PostgreSQL (FOR UPDATE SKIP LOCKED), so each job runs once,
// on one instance, while a stop asked through any instance reaches it within a second.
package fillrun

import (
	"context"
	"errors"
	"log/slog"
	"os"
	"runtime"
	"strconv"
	"sync"
	"time"

	"github.com/lib/pq"

	"github.com/shiftsched/shiftsched/internal/autofill"
	"github.com/shiftsched/shiftsched/internal/autoschedule"
	"github.com/shiftsched/shiftsched/internal/cbc"
	"github.com/shiftsched/shiftsched/internal/domain"
	"github.com/shiftsched/shiftsched/internal/pglisten"
	"github.com/shiftsched/shiftsched/internal/store"
)

// Runner claims and runs fill jobs.
type Runner struct {
	store    *store.Store
	fill     *autofill.Service
	log      *slog.Logger
	dsn      string
	instance string
	// Poll is how often it looks for work without being woken; Beat how often a running
	// job writes its progress and reads whether it was asked to stop; Stale how long a
	// silent job lives before it is failed.
	Poll, Beat, Stale time.Duration
	// Exact is the exact solver fills hand small problems to and solve the relaxations
	// of their dives with (cbc when it is installed); nil leaves them to the search alone.
	Exact autoschedule.ExactSolver
}

// New returns a Runner for this instance; dsn opens its LISTEN connection ("" polls).
func New(st *store.Store, fill *autofill.Service, dsn string, log *slog.Logger) *Runner {
	if log == nil {
		log = slog.Default()
	}
	host, _ := os.Hostname()
	return &Runner{store: st, fill: fill, log: log, dsn: dsn,
		instance: host + ":" + strconv.Itoa(os.Getpid()) + ":" + strconv.FormatInt(time.Now().UnixNano(), 36),
		Poll:     time.Second, Beat: 500 * time.Millisecond, Stale: 30 * time.Second, Exact: cbc.Find()}
}

// Run claims and runs jobs until ctx ends, one at a time.
func (r *Runner) Run(ctx context.Context) {
	if r.Exact == nil {
		r.log.Info("fill jobs: cbc is not installed; fills are left to the search alone")
	}
	var wake <-chan *pq.Notification
	if r.dsn != "" {
		l, err := pglisten.Open(ctx, r.dsn, "fill_jobs", time.Second, time.Minute, nil)
		if err != nil {
			r.log.Warn("fill jobs: cannot listen, polling instead", "err", err)
		} else if l != nil {
			defer l.Close()
			wake = l.Notify
		}
	}
	tick := time.NewTicker(r.Poll)
	defer tick.Stop()
	for ctx.Err() == nil {
		for r.RunOnce(ctx) {
		}
		select {
		case <-ctx.Done():
		case <-tick.C:
		case <-wake:
		}
	}
}

// RunOnce fails stale jobs, then claims one queued job and runs it to its end; false
// when there was none to claim.
func (r *Runner) RunOnce(ctx context.Context) bool {
	q := r.store.Q()
	if n, err := q.FailStaleFillJobs(ctx, r.Stale); err != nil && ctx.Err() == nil {
		r.log.Error("fill jobs: failing stale jobs", "err", err)
	} else if n > 0 {
		r.log.Warn("fill jobs: failed jobs whose instance went silent", "count", n)
	}
	job, err := q.ClaimFillJob(ctx, r.instance)
	if domain.KindOf(err) == domain.NotFound || ctx.Err() != nil {
		return false
	}
	if err != nil {
		r.log.Error("fill jobs: claiming", "err", err)
		return false
	}
	r.run(ctx, job)
	return true
}

// run solves one job, writing its progress every Beat and obeying a stop, then records
// its proposal.
func (r *Runner) run(ctx context.Context, job *domain.FillJob) {
	log := r.log.With("fill_job", job.ID)
	plan, err := r.fill.PlanOfFillJob(ctx, job)
	if err != nil {
		r.finish(ctx, job, domain.FillFailed, domain.FillProgress{}, nil, "The fill could not be read back: "+err.Error())
		return
	}
	solveCtx, cancel := context.WithCancel(ctx)
	defer cancel()
	tr := tracker{start: time.Now()}
	done := make(chan result, 1)
	go solveLowPriority(solveCtx, plan.Problem, autoschedule.Options{
		Seed: uint64(job.Seed), TimeLimit: time.Duration(job.TimeLimitMS) * time.Millisecond, Progress: tr.see, Exact: r.Exact,
	}, done, log)
	stopped := r.watch(ctx, job, &tr, cancel, done)
	res := <-done
	prog := tr.snapshot(true)
	switch {
	case ctx.Err() != nil:
		r.finish(context.WithoutCancel(ctx), job, domain.FillFailed, prog, nil,
			"The server running this fill shut down; start the fill again.")
	case res.err != nil:
		r.finish(ctx, job, domain.FillFailed, prog, nil, "The scheduler could not run: "+res.err.Error())
	default:
		status := domain.FillDone
		if stopped {
			status = domain.FillStopped
		}
		proposal, err := plan.Proposal(res.sol)
		if err != nil {
			r.finish(ctx, job, domain.FillFailed, prog, nil, "The proposal could not be written: "+err.Error())
			return
		}
		short := 0
		for _, s := range proposal.Short {
			short += s.Missing
		}
		covers := len(proposal.Short)
		prog.Short, prog.ShortCovers = &short, &covers
		r.finishChecked(ctx, job, status, prog, proposal, log)
	}
}

// finishChecked records the proposal with what the editor will report once it is applied.
// A stop is answered first (within its second) and the check added after.
func (r *Runner) finishChecked(ctx context.Context, job *domain.FillJob, status domain.FillStatus, prog domain.FillProgress,
	proposal *domain.FillProposal, log *slog.Logger) {
	if status == domain.FillStopped {
		r.finish(ctx, job, status, prog, proposal, "")
	}
	if err := r.fill.CheckFillProposal(ctx, job, proposal); err != nil {
		log.Warn("fill jobs: the proposal could not be checked", "err", err)
	}
	if status != domain.FillStopped {
		r.finish(ctx, job, status, prog, proposal, "")
	} else if _, err := r.store.Q().CheckedFillProposal(ctx, job.ID, proposal); err != nil {
		log.Warn("fill jobs: the checked proposal could not be recorded", "err", err)
	}
}

// watch writes progress every Beat until the solver ends, cancelling it when the job
// was asked to stop (from any instance) or is no longer ours; it reports a stop.
func (r *Runner) watch(ctx context.Context, job *domain.FillJob, tr *tracker, cancel func(), done chan result) bool {
	beat := time.NewTicker(r.Beat)
	defer beat.Stop()
	stopped := false
	for {
		select {
		case res := <-done:
			done <- res // for run to read
			// A stop asked since the last beat is a stop too: answered first, checked after.
			if !stopped {
				st, err := r.store.Q().SaveFillProgress(ctx, job.ID, r.instance, tr.snapshot(false))
				stopped = err == nil && st == domain.FillStopping
			}
			return stopped
		case <-beat.C:
		}
		st, err := r.store.Q().SaveFillProgress(ctx, job.ID, r.instance, tr.snapshot(false))
		switch {
		case err == nil && st == domain.FillStopping, domain.KindOf(err) == domain.NotFound:
			stopped = true
			cancel()
		case err != nil && ctx.Err() == nil:
			r.log.Warn("fill jobs: writing progress", "fill_job", job.ID, "err", err)
		}
	}
}

func (r *Runner) finish(ctx context.Context, job *domain.FillJob, status domain.FillStatus, p domain.FillProgress,
	proposal *domain.FillProposal, failure string) {
	ok, err := r.store.Q().FinishFillJob(ctx, job.ID, r.instance, status, p, proposal, failure)
	if err != nil {
		r.log.Error("fill jobs: finishing", "fill_job", job.ID, "err", err)
	} else if !ok {
		r.log.Warn("fill jobs: the job was failed elsewhere before it finished", "fill_job", job.ID)
	}
}

type result struct {
	sol *autoschedule.Solution
	err error
}

// solveLowPriority runs the solver on one goroutine locked to its own OS thread at the
// lowest priority, so a job uses at most one core and yields it to requests. The thread
// is never unlocked: it ends with the goroutine instead of returning niced to the pool.
// While it runs the process has one more P than before: otherwise the solver holds one
// of Go's Ps, and requests wait for it until Go preempts the solver (every 10 ms), which
// no thread priority can shorten.
func solveLowPriority(ctx context.Context, p *autoschedule.Problem, o autoschedule.Options, done chan<- result, log *slog.Logger) {
	runtime.LockOSThread()
	if err := lowerThreadPriority(); err != nil {
		log.Warn("fill jobs: cannot lower the solver's priority", "err", err)
	}
	defer oneMoreP()()
	defer func() {
		if v := recover(); v != nil {
			done <- result{err: errors.New("the scheduler failed unexpectedly")}
			log.Error("fill jobs: solver panicked", "panic", v)
		}
	}()
	sol, err := autoschedule.Solve(ctx, p, o)
	done <- result{sol, err}
}

// gomaxprocs serialises changes of GOMAXPROCS, a read then a write.
var gomaxprocs sync.Mutex

// oneMoreP raises GOMAXPROCS by one for a solver, and returns what lowers it again.
func oneMoreP() func() {
	gomaxprocs.Lock()
	defer gomaxprocs.Unlock()
	runtime.GOMAXPROCS(runtime.GOMAXPROCS(0) + 1)
	return func() {
		gomaxprocs.Lock()
		defer gomaxprocs.Unlock()
		runtime.GOMAXPROCS(runtime.GOMAXPROCS(0) - 1)
	}
}

// tracker keeps the best result the solver reported, for the progress writer.
type tracker struct {
	mu      sync.Mutex
	last    *autoschedule.Progress
	first   *int64
	history []domain.FillProgressAt
	bucket  time.Duration
	start   time.Time
}

// historyLen bounds the penalty-over-time history. It is thinned by time, not by count:
// the history keeps the last point of each span of bucket, and the span doubles when the
// history is full, so early seconds stay as visible as late ones (by count, a search
// finding thousands of better rosters left nothing of its first seconds).
const historyLen = 64

const firstBucket = 100 * time.Millisecond

func (t *tracker) see(p autoschedule.Progress) {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.last = &p
	ms := p.Elapsed.Milliseconds()
	if p.Feasible && t.first == nil {
		t.first = &ms
	}
	t.bucket = max(t.bucket, firstBucket)
	t.history = keepLastPerSpan(append(t.history, domain.FillProgressAt{ElapsedMS: ms, Penalty: p.Penalty, Feasible: p.Feasible}), t.bucket)
	for len(t.history) > historyLen {
		t.bucket *= 2
		t.history = keepLastPerSpan(t.history, t.bucket)
	}
}

// keepLastPerSpan keeps the last point of each span of the history's time.
func keepLastPerSpan(h []domain.FillProgressAt, span time.Duration) []domain.FillProgressAt {
	out := h[:0]
	for i, p := range h {
		if i+1 < len(h) && h[i+1].ElapsedMS/span.Milliseconds() == p.ElapsedMS/span.Milliseconds() {
			continue
		}
		out = append(out, p)
	}
	return out
}

func (t *tracker) snapshot(final bool) domain.FillProgress {
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.start.IsZero() {
		t.start = time.Now()
	}
	out := domain.FillProgress{ElapsedMS: time.Since(t.start).Milliseconds(), FirstFeasibleMS: t.first,
		History: append([]domain.FillProgressAt(nil), t.history...)}
	if t.last != nil {
		pen, short, covers := t.last.Penalty, t.last.Short, t.last.ShortCovers
		out.Penalty, out.Feasible, out.Short, out.ShortCovers = &pen, t.last.Feasible, &short, &covers
		if final {
			out.ElapsedMS = max(out.ElapsedMS, t.last.Elapsed.Milliseconds())
		}
	}
	return out
}
