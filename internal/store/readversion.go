package store

import (
	"context"
	"database/sql"
	"errors"

	"github.com/lib/pq"

	"github.com/shiftsched/shiftsched/internal/domain"
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

// ReadVersionAndView is ReadVersion together with what userID sees (view_locations in
// 0022_location_managers.sql), in one statement.
func (q Q) ReadVersionAndView(ctx context.Context, userID int64) (int64, domain.View, error) {
	var row struct {
		Version  sql.NullInt64 `db:"read_version"`
		ViewLocs pq.Int64Array `db:"locations"`
		ViewOwn  bool          `db:"own"`
	}
	err := q.get(ctx, &row, nil, `
		SELECT (SELECT sum(version)::bigint FROM read_version WHERE shard < $2) AS read_version, v.locations, v.own
		FROM view_locations($1) v`, userID, readVersionShards)
	if err == nil && !row.Version.Valid {
		err = errNoReadVersion
	}
	return row.Version.Int64, domain.View{Locations: row.ViewLocs, Own: row.ViewOwn}, err
}

// View returns what userID sees (view_locations in 0022_location_managers.sql).
func (q Q) View(ctx context.Context, userID int64) (domain.View, error) {
	var row struct {
		ViewLocs pq.Int64Array `db:"locations"`
		ViewOwn  bool          `db:"own"`
	}
	err := q.get(ctx, &row, nil, `SELECT v.locations, v.own FROM view_locations($1) v`, userID)
	return domain.View{Locations: row.ViewLocs, Own: row.ViewOwn}, err
}
