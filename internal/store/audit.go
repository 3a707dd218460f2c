package store

import (
	"context"
	"database/sql"
	"time"

	"github.com/lib/pq"

	"github.com/shiftsched/shiftsched/internal/domain"
)

const auditColumns = `id, at, actor_id, actor_name, action, object_type, object_id, summary, before, after, message_key, message_args`

// InsertAudit appends entries to the audit trail, in one statement and in their order.
func (q Q) InsertAudit(ctx context.Context, es []domain.AuditEntry) error {
	if len(es) == 0 {
		return nil
	}
	_, err := q.exec(ctx, insertAudit, auditArgs(es)...)
	return err
}

// insertAudit appends the entries of auditArgs ($1..$9); WITH ORDINALITY keeps their ids
// in the order they were recorded.
const insertAudit = `
		INSERT INTO audit_log (at, actor_id, actor_name, action, object_type, object_id, summary, before, after, message_key, message_args)
		SELECT at, actor_id, actor_name, action, object_type, object_id, summary, before::jsonb, after::jsonb, message_key, message_args::jsonb
		FROM unnest($1::timestamptz[], $2::bigint[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::text[],
		            $10::text[], $11::text[])
		     WITH ORDINALITY AS e (at, actor_id, actor_name, action, object_type, object_id, summary, before, after, message_key, message_args, n)
		ORDER BY n`

// auditArgs holds audit entries column by column, the arguments of insertAudit.
func auditArgs(es []domain.AuditEntry) []any {
	n := len(es)
	ats, actors := make([]time.Time, n), make([]sql.NullInt64, n)
	names, actions, types, ids, sums := make([]string, n), make([]string, n), make([]string, n), make([]string, n), make([]string, n)
	befores, afters := make([]sql.NullString, n), make([]sql.NullString, n)
	keys, args := make([]sql.NullString, n), make([]sql.NullString, n)
	for i, e := range es {
		ats[i], names[i], actions[i], types[i], ids[i], sums[i] = e.At, e.ActorName, e.Action, e.ObjectType, e.ObjectID, e.Summary
		if e.ActorID != nil {
			actors[i] = sql.NullInt64{Int64: *e.ActorID, Valid: true}
		}
		befores[i] = sql.NullString{String: string(e.Before), Valid: len(e.Before) > 0}
		afters[i] = sql.NullString{String: string(e.After), Valid: len(e.After) > 0}
		if e.MessageKey != nil {
			keys[i] = sql.NullString{String: *e.MessageKey, Valid: true}
		}
		args[i] = sql.NullString{String: string(e.MessageArgs), Valid: len(e.MessageArgs) > 0}
	}
	return []any{pq.Array(ats), pq.Array(actors), pq.Array(names), pq.Array(actions), pq.Array(types), pq.Array(ids),
		pq.Array(sums), pq.Array(befores), pq.Array(afters), pq.Array(keys), pq.Array(args)}
}

// WebhookEvent is one event a change queues for the endpoints that listen to its kind.
type WebhookEvent struct {
	Kind    domain.WebhookEventKind
	Payload []byte
}

// RecordChange appends a change's audit entries and queues its webhook events, one
// delivery due at once per event and listening endpoint, in one statement.
func (q Q) RecordChange(ctx context.Context, es []domain.AuditEntry, events []WebhookEvent, now time.Time) error {
	if len(events) == 0 {
		return q.InsertAudit(ctx, es)
	}
	kinds, payloads := make([]string, len(events)), make([]string, len(events))
	for i, ev := range events {
		kinds[i], payloads[i] = string(ev.Kind), string(ev.Payload)
	}
	// The deliveries are queued by event, then by endpoint.
	_, err := q.exec(ctx, `
		WITH audit AS (`+insertAudit+`)
		INSERT INTO outbox (kind, payload, created_at, next_attempt_at, webhook_id, redelivery)
		SELECT 'webhook', e.payload::jsonb, $14, $14, w.id, false
		FROM unnest($12::text[], $13::text[]) WITH ORDINALITY AS e (kind, payload, n)
		JOIN webhooks w ON w.removed_at IS NULL AND e.kind = ANY(w.kinds)
		ORDER BY e.n, w.id`, append(auditArgs(es), pq.Array(kinds), pq.Array(payloads), now)...)
	return err
}

// AuditCursor is where a page of the audit trail continues: entries older than this.
type AuditCursor struct {
	At time.Time
	ID int64
}

// AuditPage returns up to limit entries matching f, newest first, older than after
// (when given). from and to bound the time of the entries (to exclusive; zero: open).
func (q Q) AuditPage(ctx context.Context, f domain.AuditFilter, from, to time.Time, after *AuditCursor, limit int) ([]domain.AuditEntry, error) {
	var afterAt *time.Time
	var afterID int64
	if after != nil {
		afterAt, afterID = &after.At, after.ID
	}
	var fromP, toP *time.Time
	if !from.IsZero() {
		fromP = &from
	}
	if !to.IsZero() {
		toP = &to
	}
	es := []domain.AuditEntry{}
	err := q.sel(ctx, &es, `
		SELECT `+auditColumns+` FROM audit_log
		WHERE ($1::bigint = 0 OR actor_id = $1)
		  AND ($2 = '' OR action = $2 OR action LIKE $2 || '.%')
		  AND ($3::timestamptz IS NULL OR at >= $3)
		  AND ($4::timestamptz IS NULL OR at < $4)
		  AND ($5::timestamptz IS NULL OR (at, id) < ($5, $6))
		ORDER BY at DESC, id DESC
		LIMIT $7`, f.ActorID, f.Action, fromP, toP, afterAt, afterID, limit)
	return es, err
}

// AuditCount returns how many entries the trail holds (tests use it).
func (q Q) AuditCount(ctx context.Context) (int, error) {
	var n int
	err := q.get(ctx, &n, nil, `SELECT count(*) FROM audit_log`)
	return n, err
}
