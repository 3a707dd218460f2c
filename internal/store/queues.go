package store

import (
	"context"

	"github.com/lib/pq"

	"github.com/shiftsched/shiftsched/internal/domain"
)

// Queue is what waits in one queue: the outbox's undelivered rows of one kind, or the
// fill jobs of one status.
type Queue struct {
	Name  string `db:"queue"` // QueueOutbox or QueueFillJobs
	Kind  string `db:"kind"`  // the outbox kind, or the job status (queued, running)
	Count int64  `db:"count"`
	// OldestAge is the seconds since the oldest of them was created; 0 when none waits.
	OldestAge float64 `db:"oldest_age"`
	// OldestDue is the seconds the oldest due outbox row has waited past its next
	// attempt: the workers' lag, which retries' backoff does not inflate; 0 for jobs.
	OldestDue float64 `db:"oldest_due"`
}

// The queues Queues reads.
const (
	QueueOutbox   = "outbox"
	QueueFillJobs = "fill_jobs"
)

// OutboxKinds are the outbox kinds Queues reports, each even when none waits.
var OutboxKinds = []domain.OutboxKind{domain.OutboxEmail, domain.OutboxWebhook, domain.OutboxPush}

// Queues reads the outbox's undelivered rows per kind and the fill jobs queued and
// running (a job stopping still runs), in one statement, for metrics at scrape time.
// Every kind and status has a row, with zeros when nothing waits.
func (q Q) Queues(ctx context.Context) ([]Queue, error) {
	kinds := make([]string, len(OutboxKinds))
	for i, k := range OutboxKinds {
		kinds[i] = string(k)
	}
	var out []Queue
	err := q.sel(ctx, &out, `
		SELECT 'outbox' AS queue, k.kind, count(o.id) AS count,
			COALESCE(GREATEST(EXTRACT(EPOCH FROM now() - min(o.created_at)), 0), 0)::float8 AS oldest_age,
			COALESCE(EXTRACT(EPOCH FROM now() - min(o.next_attempt_at) FILTER (WHERE o.next_attempt_at <= now())), 0)::float8 AS oldest_due
		FROM unnest($1::text[]) AS k (kind)
		LEFT JOIN outbox o ON o.kind = k.kind AND o.delivered_at IS NULL AND o.failed_at IS NULL
		GROUP BY k.kind
		UNION ALL
		SELECT 'fill_jobs', s.status, count(j.id),
			COALESCE(GREATEST(EXTRACT(EPOCH FROM now() - min(j.created_at)), 0), 0)::float8, 0
		FROM (VALUES ('queued', '{queued}'::text[]), ('running', '{running,stopping}'::text[])) AS s (status, statuses)
		LEFT JOIN fill_jobs j ON j.status = ANY (s.statuses)
		GROUP BY s.status
		ORDER BY 1, 2`, pq.Array(kinds))
	return out, err
}
