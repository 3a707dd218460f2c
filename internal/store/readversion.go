package store

import (
	"context"
	"database/sql"
	"errors"
)

// ReadVersion returns the data version of the schedule reads, which triggers raise in
// the transaction of every change to what they show (0008_read_version.sql).
func (q Q) ReadVersion(ctx context.Context) (int64, error) {
	var v sql.NullInt64
	// The argument makes it a prepared statement (see prepared.go): one round trip.
	err := q.get(ctx, &v, nil, `SELECT sum(version)::bigint FROM read_version WHERE shard < $1`, readVersionShards)
	if err == nil && !v.Valid {
		err = errNoReadVersion
	}
	return v.Int64, err
}

// readVersionShards is how many counters 0008_read_version.sql keeps; the bound makes
// the sum a statement with an argument, which the store prepares.
const readVersionShards = 16

var errNoReadVersion = errors.New("read_version has no rows: migration 0008 not applied")
