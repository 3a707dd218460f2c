package store

import (
	"context"
	"errors"
)

// ReadVersion returns the data version of the schedule reads, which triggers bump in
// the transaction of every change to what they show (0008_read_version.sql).
func (q Q) ReadVersion(ctx context.Context) (int64, error) {
	var v int64
	// The argument makes it a prepared statement (see prepared.go): one round trip.
	err := q.get(ctx, &v, errNoReadVersion, `SELECT version FROM read_version WHERE id = $1`, 1)
	return v, err
}

var errNoReadVersion = errors.New("read_version has no row: migration 0008 not applied")
