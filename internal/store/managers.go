package store

import (
	"context"

	"github.com/lib/pq"

	"github.com/shiftsched/shiftsched/internal/domain"
)

// ManagerLocations returns the locations each of the given managers (every limited one
// when ids is nil) is limited to (none listed: not limited), in one statement.
func (q Q) ManagerLocations(ctx context.Context, ids []int64) (map[int64][]int64, error) {
	var rows []struct {
		UserID     int64 `db:"user_id"`
		LocationID int64 `db:"location_id"`
	}
	err := q.sel(ctx, &rows, `
		SELECT user_id, location_id FROM manager_locations WHERE $1::bigint[] IS NULL OR user_id = ANY($1)
		ORDER BY user_id, location_id`, pq.Array(ids))
	out := map[int64][]int64{}
	for _, r := range rows {
		out[r.UserID] = append(out[r.UserID], r.LocationID)
	}
	return out, err
}

// SetManagerLocations replaces the locations a manager is limited to (none: no limit),
// in one statement.
func (q Q) SetManagerLocations(ctx context.Context, userID int64, locations []int64) error {
	_, err := q.exec(ctx, `
		WITH gone AS (DELETE FROM manager_locations WHERE user_id = $1 AND location_id <> ALL ($2))
		INSERT INTO manager_locations (user_id, location_id)
		SELECT $1, l FROM unnest($2::bigint[]) AS l
		ON CONFLICT DO NOTHING`, userID, pq.Array(locations))
	return err
}

// ManagerScope returns what the manager userID manages: nil Locations when not limited,
// else their locations and everyone who works at one of them, in one statement.
func (q Q) ManagerScope(ctx context.Context, userID int64) (*domain.ManagerScope, error) {
	var rows []struct {
		LocationID int64  `db:"location_id"`
		UserID     *int64 `db:"user_id"`
	}
	err := q.sel(ctx, &rows, `
		SELECT ml.location_id, ul.user_id FROM manager_locations ml
		LEFT JOIN user_locations ul ON ul.location_id = ml.location_id
		WHERE ml.user_id = $1`, userID)
	if err != nil || len(rows) == 0 {
		return &domain.ManagerScope{}, err
	}
	m := &domain.ManagerScope{Locations: map[int64]bool{}, People: map[int64]bool{}}
	for _, r := range rows {
		m.Locations[r.LocationID] = true
		if r.UserID != nil {
			m.People[*r.UserID] = true
		}
	}
	return m, nil
}

// ShiftLocations returns the location (nil for none) of each of the given shifts that
// exists, in one statement.
func (q Q) ShiftLocations(ctx context.Context, ids []int64) (map[int64]*int64, error) {
	var rows []struct {
		ID         int64  `db:"id"`
		LocationID *int64 `db:"location_id"`
	}
	err := q.sel(ctx, &rows, `SELECT id, location_id FROM shifts WHERE id = ANY($1)`, pq.Array(ids))
	out := make(map[int64]*int64, len(rows))
	for _, r := range rows {
		out[r.ID] = r.LocationID
	}
	return out, err
}

// ManagerReach returns whether the person userID is (or was, when deleted) a manager
// and, when they are, the locations they are limited to (none: every location), in one
// statement. Nobody is no manager.
func (q Q) ManagerReach(ctx context.Context, userID int64) (manager bool, locations []int64, err error) {
	var rows []struct {
		Manager bool          `db:"manager"`
		Locs    pq.Int64Array `db:"locs"`
	}
	err = q.sel(ctx, &rows, `
		SELECT u.role = 'manager' AS manager,
		       array(SELECT ml.location_id FROM manager_locations ml WHERE ml.user_id = u.id ORDER BY 1) AS locs
		FROM users u WHERE u.id = $1`, userID)
	if err != nil || len(rows) == 0 {
		return false, nil, err
	}
	return rows[0].Manager, rows[0].Locs, nil
}

// LocationsOfUsers returns the locations each of the given people works at (none
// listed: none yet), in one statement.
func (q Q) LocationsOfUsers(ctx context.Context, ids []int64) (map[int64][]int64, error) {
	var rows []struct {
		UserID     int64 `db:"user_id"`
		LocationID int64 `db:"location_id"`
	}
	err := q.sel(ctx, &rows, `
		SELECT user_id, location_id FROM user_locations WHERE user_id = ANY($1) ORDER BY user_id, location_id`, pq.Array(ids))
	out := map[int64][]int64{}
	for _, r := range rows {
		out[r.UserID] = append(out[r.UserID], r.LocationID)
	}
	return out, err
}
