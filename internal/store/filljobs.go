package store

import (
	"context"
	"time"

	"github.com/lib/pq"

	"github.com/shiftsched/shiftsched/internal/domain"
)

// Auto-scheduler jobs (fill_jobs): queued by a manager, claimed by any instance's runner.

var errFillJobNotFound = domain.Errorf(domain.NotFound, "There is no such fill job.")

// ErrFillJobActive is the answer to starting a fill while another one is under way.
var ErrFillJobActive = domain.Errorf(domain.Conflict,
	"Another fill is already under way; stop it or wait for it to finish before starting one.")

const fillJobColumns = `id, mode, range_start, weeks, location_id, position_ids, time_limit_ms, seed, status,
	problem, fingerprint, progress, proposal, error, created_by, created_at, updated_at, started_at,
	finished_at, claimed_by, heartbeat_at`

type fillJobRow struct {
	domain.FillJob
	Positions pq.Int64Array `db:"position_ids"`
}

func (r *fillJobRow) job() *domain.FillJob {
	j := r.FillJob
	j.PositionIDs = r.Positions
	return &j
}

// InsertFillJob queues a job and wakes the runners (at commit); ErrFillJobActive when
// one is already queued or running.
func (q Q) InsertFillJob(ctx context.Context, j *domain.FillJob) (int64, error) {
	var id int64
	err := q.get(ctx, &id, errFillJobNotFound, `
		WITH ins AS (
		    INSERT INTO fill_jobs (mode, range_start, weeks, location_id, position_ids, time_limit_ms, seed,
		                           problem, fingerprint, created_by)
		    VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id)
		SELECT id FROM ins, pg_notify('fill_jobs', '')`,
		j.Mode, j.RangeStart, j.Weeks, j.LocationID, pq.Int64Array(append([]int64{}, j.PositionIDs...)), j.TimeLimitMS, j.Seed,
		[]byte(j.Problem), j.Fingerprint, j.CreatedBy)
	if IsUniqueViolation(err, "fill_jobs_one_active_key") {
		return 0, ErrFillJobActive
	}
	return id, err
}

// FillJobUnderWay reports whether a job is queued or running (the one a workplace may
// have at a time).
func (q Q) FillJobUnderWay(ctx context.Context) (bool, error) {
	var under bool
	err := q.get(ctx, &under, nil, `
		SELECT EXISTS (SELECT 1 FROM fill_jobs WHERE status IN ('queued', 'running', 'stopping'))`)
	return under, err
}

// PruneFillJobs deletes the finished jobs (done, stopped, failed, applied) but the
// newest keep, and those that finished over maxAge ago, in one statement. Each holds its
// problem and proposal (about 350 KB on a 500-person workplace).
func (q Q) PruneFillJobs(ctx context.Context, keep int, maxAge time.Duration) error {
	_, err := q.exec(ctx, `
		DELETE FROM fill_jobs
		WHERE status IN ('done', 'stopped', 'failed', 'applied')
		  AND (id NOT IN (SELECT id FROM fill_jobs WHERE status IN ('done', 'stopped', 'failed', 'applied')
		                  ORDER BY id DESC LIMIT $1)
		       OR finished_at < now() - make_interval(secs => $2))`, keep, maxAge.Seconds())
	return err
}

// FillJobByID returns one job, or NotFound.
func (q Q) FillJobByID(ctx context.Context, id int64) (*domain.FillJob, error) {
	var r fillJobRow
	err := q.get(ctx, &r, errFillJobNotFound, `SELECT `+fillJobColumns+` FROM fill_jobs WHERE id = $1`, id)
	return r.job(), err
}

// LatestFillJob returns the newest job, or NotFound when there is none.
func (q Q) LatestFillJob(ctx context.Context) (*domain.FillJob, error) {
	var r fillJobRow
	err := q.get(ctx, &r, errFillJobNotFound,
		`SELECT `+fillJobColumns+` FROM fill_jobs ORDER BY created_at DESC, id DESC LIMIT 1`)
	return r.job(), err
}

// ClaimFillJob marks the oldest queued job running on instance and returns it; NotFound
// when none is queued. Another instance claiming at once skips the locked row.
func (q Q) ClaimFillJob(ctx context.Context, instance string) (*domain.FillJob, error) {
	var r fillJobRow
	err := q.get(ctx, &r, errFillJobNotFound, `
		UPDATE fill_jobs SET status = 'running', claimed_by = $1, heartbeat_at = now(), started_at = now(),
		       updated_at = now()
		WHERE id = (SELECT id FROM fill_jobs WHERE status = 'queued' ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED)
		RETURNING `+fillJobColumns, instance)
	return r.job(), err
}

// SaveFillProgress writes a running job's progress and heartbeat and returns its status,
// so that the runner hears of a stop asked anywhere; NotFound when the job is no longer
// this instance's (failed as stale meanwhile).
func (q Q) SaveFillProgress(ctx context.Context, id int64, instance string, p domain.FillProgress) (domain.FillStatus, error) {
	var st domain.FillStatus
	err := q.get(ctx, &st, errFillJobNotFound, `
		UPDATE fill_jobs SET progress = $3, heartbeat_at = now(), updated_at = now()
		WHERE id = $1 AND claimed_by = $2 AND status IN ('running', 'stopping')
		RETURNING status`, id, instance, p)
	return st, err
}

// FinishFillJob ends a running job of this instance: done or stopped with a proposal, or
// failed with a sentence. False when it was no longer this instance's.
func (q Q) FinishFillJob(ctx context.Context, id int64, instance string, status domain.FillStatus,
	p domain.FillProgress, proposal *domain.FillProposal, failure string) (bool, error) {
	var errText *string
	if failure != "" {
		errText = &failure
	}
	n, err := q.exec(ctx, `
		UPDATE fill_jobs SET status = $3, progress = $4, proposal = $5, error = $6, finished_at = now(),
		       heartbeat_at = now(), updated_at = now()
		WHERE id = $1 AND claimed_by = $2 AND status IN ('running', 'stopping')`,
		id, instance, status, p, proposal, errText)
	return n == 1, err
}

// CheckedFillProposal replaces a stopped job's proposal by the same one checked: the stop
// is answered first, and the check that follows only adds what the editor will report.
// False when the job is gone or its proposal was applied meanwhile.
func (q Q) CheckedFillProposal(ctx context.Context, id int64, proposal *domain.FillProposal) (bool, error) {
	n, err := q.exec(ctx, `
		UPDATE fill_jobs SET proposal = $2, updated_at = now()
		WHERE id = $1 AND status = 'stopped'`, id, proposal)
	return n == 1, err
}

// StopFillJob asks a job to stop: a queued one stops at once, a running one is told
// (stopping) and stops within a second. Returns the status after; NotFound for no job,
// and the job's own status when it had already ended.
func (q Q) StopFillJob(ctx context.Context, id int64) (domain.FillStatus, error) {
	var st domain.FillStatus
	err := q.get(ctx, &st, errFillJobNotFound, `
		WITH upd AS (
		    UPDATE fill_jobs SET status = CASE status WHEN 'queued' THEN 'stopped' ELSE 'stopping' END,
		           finished_at = CASE status WHEN 'queued' THEN now() END, updated_at = now()
		    WHERE id = $1 AND status IN ('queued', 'running') RETURNING status)
		SELECT status FROM upd UNION ALL SELECT status FROM fill_jobs WHERE id = $1 AND NOT EXISTS (SELECT FROM upd)`, id)
	return st, err
}

// FailStaleFillJobs fails running jobs whose instance has not said anything for longer
// than stale (it died or lost the database), freeing the workplace's slot.
func (q Q) FailStaleFillJobs(ctx context.Context, stale time.Duration) (int64, error) {
	return q.exec(ctx, `
		UPDATE fill_jobs SET status = 'failed', finished_at = now(), updated_at = now(),
		       error = 'The server running this fill stopped answering; start the fill again.'
		WHERE status IN ('running', 'stopping') AND heartbeat_at < now() - make_interval(secs => $1)`,
		stale.Seconds())
}

// MarkFillJobApplied records that a job's proposal went into the drafts; false when it
// was not done or stopped (applied already).
func (q Q) MarkFillJobApplied(ctx context.Context, id int64) (bool, error) {
	n, err := q.exec(ctx, `
		UPDATE fill_jobs SET status = 'applied', updated_at = now()
		WHERE id = $1 AND status IN ('done', 'stopped')`, id)
	return n == 1, err
}

// DraftFingerprint sums up the drafts and published shifts of the dates from..to: it
// changes whenever a shift there is added, changed or removed, in a draft or published.
func (q Q) DraftFingerprint(ctx context.Context, from, to domain.Date) (string, error) {
	var fp string
	err := q.get(ctx, &fp, errFillJobNotFound, `
		SELECT concat_ws('/',
		    (SELECT count(*) || ':' || coalesce(sum(version), 0) || ':' || coalesce(max(updated_at)::text, '')
		       FROM draft_shifts WHERE shift_date BETWEEN $1 AND $2),
		    (SELECT count(*) || ':' || coalesce(sum(version), 0) || ':' || coalesce(max(id), 0)
		       FROM shifts WHERE shift_date BETWEEN $1 AND $2))`, from, to)
	return fp, err
}
