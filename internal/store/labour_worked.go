package store

import (
	"context"
	"time"

	"github.com/lib/pq"

	"github.com/shiftsched/shiftsched/internal/domain"
)

// What the labour rules read of worked time on a timesheet (internal/labour's
// JudgeWorked): each record's shift (its date and structure) and its clocked breaks.

// LabourRecord is a time record's shift as the labour rules see it: its date (nil: a
// record without a shift) and its position, location (the record's own where it has
// one) and shift type.
type LabourRecord struct {
	RecordID  int64        `db:"id"`
	UserID    int64        `db:"user_id"`
	ShiftDate *domain.Date `db:"shift_date"`
	domain.ShiftStructure
}

// LabourRecords returns the records' shifts, in one statement.
func (q Q) LabourRecords(ctx context.Context, ids []int64) ([]LabourRecord, error) {
	out := []LabourRecord{}
	err := q.sel(ctx, &out, `
		SELECT r.id, r.user_id, sh.shift_date, sh.position_id, coalesce(r.location_id, sh.location_id) AS location_id, sh.shift_type_id
		FROM time_records r LEFT JOIN shifts sh ON sh.id = r.shift_id
		WHERE r.id = ANY($1)`, pq.Array(ids))
	return out, err
}

// RecordBreak is one ended break of a time record.
type RecordBreak struct {
	RecordID int64     `db:"record_id"`
	At       time.Time `db:"started_at"`
	Until    time.Time `db:"ended_at"`
}

// RecordBreaks returns the ended breaks of the records, by record and start, in one
// statement.
func (q Q) RecordBreaks(ctx context.Context, ids []int64) ([]RecordBreak, error) {
	out := []RecordBreak{}
	err := q.sel(ctx, &out, `
		SELECT record_id, started_at, ended_at FROM time_breaks
		WHERE record_id = ANY($1) AND ended_at IS NOT NULL ORDER BY record_id, started_at, id`, pq.Array(ids))
	return out, err
}
