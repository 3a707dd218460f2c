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

// ReadVersionAndView is ReadVersion together with what userID sees (viewJoin), in one
// statement.
func (q Q) ReadVersionAndView(ctx context.Context, userID int64) (int64, domain.View, error) {
	var row struct {
		Version  sql.NullInt64 `db:"read_version"`
		ViewLocs pq.Int64Array `db:"view_locations"`
		ViewOwn  bool          `db:"view_own"`
	}
	err := q.get(ctx, &row, nil, `
		SELECT (SELECT sum(version)::bigint FROM read_version WHERE shard < $2) AS read_version, `+viewColumns+`
		FROM users `+viewJoin+` WHERE users.id = $1`, userID, readVersionShards)
	if err == nil && !row.Version.Valid {
		err = errNoReadVersion
	}
	return row.Version.Int64, domain.View{Locations: row.ViewLocs, Own: row.ViewOwn}, err
}

// View returns what userID sees (viewJoin).
func (q Q) View(ctx context.Context, userID int64) (domain.View, error) {
	var row struct {
		ViewLocs pq.Int64Array `db:"view_locations"`
		ViewOwn  bool          `db:"view_own"`
	}
	err := q.get(ctx, &row, nil, `SELECT `+viewColumns+` FROM users `+viewJoin+` WHERE users.id = $1`, userID)
	return domain.View{Locations: row.ViewLocs, Own: row.ViewOwn}, err
}

// RotaLocationsExcept returns every active user on the rota (who works shifts) but
// except, each with the locations whose schedules they see (viewJoin; nil for every
// location), in one statement.
func (q Q) RotaLocationsExcept(ctx context.Context, except int64) (map[int64][]int64, error) {
	var rows []struct {
		ID       int64         `db:"id"`
		ViewLocs pq.Int64Array `db:"view_locations"`
	}
	err := q.sel(ctx, &rows, `SELECT users.id, lim.ids AS view_locations FROM users `+viewJoin+`
		WHERE users.deleted_at IS NULL AND users.works_shifts AND users.id <> $1 ORDER BY users.id`, except)
	out := make(map[int64][]int64, len(rows))
	for _, r := range rows {
		out[r.ID] = r.ViewLocs
	}
	return out, err
}

// ViewLocationsOf returns, for each of the people (deleted or not, on the rota or
// not), the locations whose schedules they see (viewJoin; nil for every location), in
// one statement.
func (q Q) ViewLocationsOf(ctx context.Context, ids []int64) (map[int64][]int64, error) {
	var rows []struct {
		ID       int64         `db:"id"`
		ViewLocs pq.Int64Array `db:"view_locations"`
	}
	err := q.sel(ctx, &rows, `SELECT users.id, lim.ids AS view_locations FROM users `+viewJoin+`
		WHERE users.id = ANY($1) ORDER BY users.id`, pq.Array(ids))
	out := make(map[int64][]int64, len(rows))
	for _, r := range rows {
		out[r.ID] = r.ViewLocs
	}
	return out, err
}

// viewJoin reads what the users row sees of the schedules (domain.View), for
// viewColumns: a limited manager's locations, or the ones an employee works at. No
// locations given, or a set covering every location (one-location workplaces), is every
// location (NULL), so that all of them share one cached answer. view_own is true when the
// person has a shift outside the set or with no location: they see their own shifts too, so their answer is
// theirs alone. Plain SQL in the statement, not a function: a prepared statement keeps
// its plan, where a SQL function was planned again on every call (400 µs against 20).
const viewJoin = `
	CROSS JOIN LATERAL (SELECT CASE WHEN users.role = 'manager'
	    THEN ARRAY(SELECT location_id FROM manager_locations WHERE user_id = users.id ORDER BY 1)
	    ELSE ARRAY(SELECT location_id FROM user_locations WHERE user_id = users.id ORDER BY 1) END AS ids) mine
	CROSS JOIN LATERAL (SELECT CASE WHEN cardinality(mine.ids) > 0
	    AND EXISTS (SELECT 1 FROM locations l WHERE l.id <> ALL (mine.ids)) THEN mine.ids END AS ids) lim`

// viewColumns are the columns of viewJoin: view_locations and view_own.
const viewColumns = `lim.ids AS view_locations,
	lim.ids IS NOT NULL AND EXISTS (SELECT 1 FROM shifts s WHERE s.user_id = users.id AND (s.location_id IS NULL OR s.location_id <> ALL (lim.ids))) AS view_own`
