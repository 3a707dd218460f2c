package store

import (
	"context"
	"time"

	"github.com/shiftsched/shiftsched/internal/domain"
)

const auditColumns = `id, at, actor_id, actor_name, action, object_type, object_id, summary, before, after`

// InsertAudit appends entries to the audit trail.
func (q Q) InsertAudit(ctx context.Context, es []domain.AuditEntry) error {
	for _, e := range es {
		if _, err := q.exec(ctx, `
			INSERT INTO audit_log (at, actor_id, actor_name, action, object_type, object_id, summary, before, after)
			VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9::jsonb)`,
			e.At, e.ActorID, e.ActorName, e.Action, e.ObjectType, e.ObjectID, e.Summary,
			jsonOrNull(e.Before), jsonOrNull(e.After)); err != nil {
			return err
		}
	}
	return nil
}

func jsonOrNull(b []byte) any {
	if len(b) == 0 {
		return nil
	}
	return string(b)
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
