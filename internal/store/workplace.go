package store

import (
	"context"

	"github.com/lib/pq"

	"github.com/shiftsched/shiftsched/internal/domain"
)

// Locations, positions, shift types, and where and as what people work.

var (
	errLocationNotFound  = domain.Errorf(domain.NotFound, "There is no such location.")
	errPositionNotFound  = domain.Errorf(domain.NotFound, "There is no such position.")
	errShiftTypeNotFound = domain.Errorf(domain.NotFound, "There is no such shift type.")
)

// Use counts what refers to a location, position or shift type.
type Use struct {
	Shifts      int `db:"shifts"`
	DraftShifts int `db:"draft_shifts"`
	OpenShifts  int `db:"open_shifts"`
	Templates   int `db:"templates"`
	ShiftTypes  int `db:"shift_types"`
	People      int `db:"people"`
	// Requirements are staffing requirements (of a location or position).
	Requirements int `db:"requirements"`
}

// Locations returns the locations, archived ones too when archived, by name.
func (q Q) Locations(ctx context.Context, archived bool) ([]domain.Location, error) {
	out := []domain.Location{}
	err := q.sel(ctx, &out, `
		SELECT id, name, address, archived_at FROM locations
		WHERE $1 OR archived_at IS NULL ORDER BY lower(name), id`, archived)
	return out, err
}

// LocationByID returns one location, or NotFound.
func (q Q) LocationByID(ctx context.Context, id int64) (*domain.Location, error) {
	var l domain.Location
	err := q.get(ctx, &l, errLocationNotFound, `SELECT id, name, address, archived_at FROM locations WHERE id = $1`, id)
	return &l, err
}

// SaveLocation adds a location (id 0) or renames and readdresses one, and returns it as
// stored.
func (q Q) SaveLocation(ctx context.Context, l domain.Location) (*domain.Location, error) {
	var out domain.Location
	err := q.get(ctx, &out, errLocationNotFound, `
		WITH ins AS (
		    INSERT INTO locations (name, address) SELECT $2, $3 WHERE $1 = 0
		    RETURNING id, name, address, archived_at),
		upd AS (
		    UPDATE locations SET name = $2, address = $3, updated_at = now() WHERE id = $1 AND $1 <> 0
		    RETURNING id, name, address, archived_at)
		SELECT * FROM ins UNION ALL SELECT * FROM upd`, l.ID, l.Name, l.Address)
	return &out, err
}

// ArchiveLocation archives (or, archived false, brings back) a location.
func (q Q) ArchiveLocation(ctx context.Context, id int64, archived bool) (*domain.Location, error) {
	var out domain.Location
	err := q.get(ctx, &out, errLocationNotFound, `
		UPDATE locations SET archived_at = CASE WHEN $2 THEN coalesce(archived_at, now()) END, updated_at = now()
		WHERE id = $1 RETURNING id, name, address, archived_at`, id, archived)
	return &out, err
}

// LocationUse counts what refers to a location, in one statement.
func (q Q) LocationUse(ctx context.Context, id int64) (Use, error) {
	var u Use
	err := q.get(ctx, &u, nil, `
		SELECT (SELECT count(*) FROM shifts WHERE location_id = $1) AS shifts,
		       (SELECT count(*) FROM draft_shifts WHERE location_id = $1) AS draft_shifts,
		       (SELECT count(*) FROM open_shifts WHERE location_id = $1) AS open_shifts,
		       (SELECT count(*) FROM template_shifts WHERE location_id = $1) AS templates,
		       (SELECT count(*) FROM shift_types WHERE location_id = $1) AS shift_types,
		       (SELECT count(*) FROM user_locations WHERE location_id = $1) AS people,
		       (SELECT count(*) FROM staffing_requirements WHERE location_id = $1) AS requirements`, id)
	return u, err
}

// DeleteLocation deletes a location nothing refers to.
func (q Q) DeleteLocation(ctx context.Context, id int64) error {
	_, err := q.exec(ctx, `DELETE FROM locations WHERE id = $1`, id)
	return err
}

// Positions returns the positions, archived ones too when archived, by name.
func (q Q) Positions(ctx context.Context, archived bool) ([]domain.Position, error) {
	out := []domain.Position{}
	err := q.sel(ctx, &out, `
		SELECT id, name, colour, archived_at FROM positions
		WHERE $1 OR archived_at IS NULL ORDER BY lower(name), id`, archived)
	return out, err
}

// PositionByID returns one position, or NotFound.
func (q Q) PositionByID(ctx context.Context, id int64) (*domain.Position, error) {
	var p domain.Position
	err := q.get(ctx, &p, errPositionNotFound, `SELECT id, name, colour, archived_at FROM positions WHERE id = $1`, id)
	return &p, err
}

// SavePosition adds a position (id 0) or changes one, and returns it as stored.
func (q Q) SavePosition(ctx context.Context, p domain.Position) (*domain.Position, error) {
	var out domain.Position
	err := q.get(ctx, &out, errPositionNotFound, `
		WITH ins AS (
		    INSERT INTO positions (name, colour) SELECT $2, $3 WHERE $1 = 0
		    RETURNING id, name, colour, archived_at),
		upd AS (
		    UPDATE positions SET name = $2, colour = $3, updated_at = now() WHERE id = $1 AND $1 <> 0
		    RETURNING id, name, colour, archived_at)
		SELECT * FROM ins UNION ALL SELECT * FROM upd`, p.ID, p.Name, p.Colour)
	return &out, err
}

// ArchivePosition archives (or brings back) a position.
func (q Q) ArchivePosition(ctx context.Context, id int64, archived bool) (*domain.Position, error) {
	var out domain.Position
	err := q.get(ctx, &out, errPositionNotFound, `
		UPDATE positions SET archived_at = CASE WHEN $2 THEN coalesce(archived_at, now()) END, updated_at = now()
		WHERE id = $1 RETURNING id, name, colour, archived_at`, id, archived)
	return &out, err
}

// PositionUse counts what refers to a position, in one statement.
func (q Q) PositionUse(ctx context.Context, id int64) (Use, error) {
	var u Use
	err := q.get(ctx, &u, nil, `
		SELECT (SELECT count(*) FROM shifts WHERE position_id = $1) AS shifts,
		       (SELECT count(*) FROM draft_shifts WHERE position_id = $1) AS draft_shifts,
		       (SELECT count(*) FROM open_shifts WHERE position_id = $1) AS open_shifts,
		       (SELECT count(*) FROM template_shifts WHERE position_id = $1) AS templates,
		       (SELECT count(*) FROM shift_types WHERE position_id = $1) AS shift_types,
		       (SELECT count(*) FROM user_positions WHERE position_id = $1) AS people,
		       (SELECT count(*) FROM staffing_requirements WHERE position_id = $1) AS requirements`, id)
	return u, err
}

// DeletePosition deletes a position nothing refers to.
func (q Q) DeletePosition(ctx context.Context, id int64) error {
	_, err := q.exec(ctx, `DELETE FROM positions WHERE id = $1`, id)
	return err
}

const shiftTypeSelect = `
	SELECT t.id, t.name, t.position_id, t.location_id, t.start_minute, t.end_minute, t.archived_at,
	       coalesce(array_agg(s.not_followed_by ORDER BY s.not_followed_by) FILTER (WHERE s.not_followed_by IS NOT NULL), '{}') AS not_followed_by
	FROM shift_types t
	LEFT JOIN shift_type_successors s ON s.shift_type_id = t.id`

type shiftTypeRow struct {
	domain.ShiftType
	NotFollowedBy pq.Int64Array `db:"not_followed_by"`
}

func shiftTypesOf(rows []shiftTypeRow) []domain.ShiftType {
	out := make([]domain.ShiftType, len(rows))
	for i, r := range rows {
		out[i] = r.ShiftType
		out[i].NotFollowedBy = []int64(r.NotFollowedBy)
	}
	return out
}

// ShiftTypes returns the shift types (archived ones too when archived, and always those
// in ids), by name, with the shift types each may not be followed by.
func (q Q) ShiftTypes(ctx context.Context, archived bool, ids []int64) ([]domain.ShiftType, error) {
	rows := []shiftTypeRow{}
	err := q.sel(ctx, &rows, shiftTypeSelect+`
		WHERE $1 OR t.archived_at IS NULL OR t.id = ANY($2)
		GROUP BY t.id ORDER BY lower(t.name), t.id`, archived, pq.Array(ids))
	return shiftTypesOf(rows), err
}

// ShiftTypeByID returns one shift type, or NotFound.
func (q Q) ShiftTypeByID(ctx context.Context, id int64) (*domain.ShiftType, error) {
	rows := []shiftTypeRow{}
	if err := q.sel(ctx, &rows, shiftTypeSelect+` WHERE t.id = $1 GROUP BY t.id`, id); err != nil {
		return nil, err
	}
	if len(rows) == 0 {
		return nil, errShiftTypeNotFound
	}
	return &shiftTypesOf(rows)[0], nil
}

// SaveShiftType adds a shift type (id 0) or changes one, replacing the shift types it
// may not be followed by, in one statement, and returns its id.
func (q Q) SaveShiftType(ctx context.Context, t domain.ShiftType) (int64, error) {
	var id int64
	err := q.get(ctx, &id, errShiftTypeNotFound, `
		WITH ins AS (
		    INSERT INTO shift_types (name, position_id, location_id, start_minute, end_minute)
		    SELECT $2, $3, $4, $5, $6 WHERE $1 = 0 RETURNING id),
		upd AS (
		    UPDATE shift_types SET name = $2, position_id = $3, location_id = $4, start_minute = $5,
		        end_minute = $6, updated_at = now()
		    WHERE id = $1 AND $1 <> 0 RETURNING id),
		t AS (SELECT id FROM ins UNION ALL SELECT id FROM upd),
		gone AS (DELETE FROM shift_type_successors s USING t WHERE s.shift_type_id = t.id AND NOT s.not_followed_by = ANY($7)),
		added AS (
		    INSERT INTO shift_type_successors (shift_type_id, not_followed_by)
		    SELECT t.id, n FROM t, unnest($7::bigint[]) n ON CONFLICT DO NOTHING)
		SELECT id FROM t`,
		t.ID, t.Name, t.PositionID, t.LocationID, int(t.StartTime), int(t.EndTime), pq.Array(t.NotFollowedBy))
	return id, err
}

// ArchiveShiftType archives (or brings back) a shift type.
func (q Q) ArchiveShiftType(ctx context.Context, id int64, archived bool) error {
	n, err := q.exec(ctx, `
		UPDATE shift_types SET archived_at = CASE WHEN $2 THEN coalesce(archived_at, now()) END, updated_at = now()
		WHERE id = $1`, id, archived)
	if err == nil && n == 0 {
		return errShiftTypeNotFound
	}
	return err
}

// ShiftTypeUse counts the shifts made from a shift type, in one statement (the rules
// naming it go with it).
func (q Q) ShiftTypeUse(ctx context.Context, id int64) (Use, error) {
	var u Use
	err := q.get(ctx, &u, nil, `
		SELECT (SELECT count(*) FROM shifts WHERE shift_type_id = $1) AS shifts,
		       (SELECT count(*) FROM draft_shifts WHERE shift_type_id = $1) AS draft_shifts,
		       (SELECT count(*) FROM open_shifts WHERE shift_type_id = $1) AS open_shifts,
		       (SELECT count(*) FROM template_shifts WHERE shift_type_id = $1) AS templates`, id)
	return u, err
}

// DeleteShiftType deletes a shift type no shift refers to.
func (q Q) DeleteShiftType(ctx context.Context, id int64) error {
	_, err := q.exec(ctx, `DELETE FROM shift_types WHERE id = $1`, id)
	return err
}

// Workplaces returns the positions, locations and own rate of each of the given people
// (everyone not deleted when ids is nil), in two statements whatever their number.
func (q Q) Workplaces(ctx context.Context, ids []int64) (map[int64]*domain.PersonWorkplace, error) {
	type row struct {
		UserID    int64         `db:"id"`
		RateCents *int64        `db:"hourly_rate_cents"`
		Locations pq.Int64Array `db:"locations"`
	}
	rows := []row{}
	err := q.sel(ctx, &rows, `
		SELECT u.id, u.hourly_rate_cents,
		       coalesce(array_agg(l.location_id ORDER BY l.location_id) FILTER (WHERE l.location_id IS NOT NULL), '{}') AS locations
		FROM users u LEFT JOIN user_locations l ON l.user_id = u.id
		WHERE ($1::bigint[] IS NULL AND u.deleted_at IS NULL) OR u.id = ANY($1)
		GROUP BY u.id`, pq.Array(ids))
	if err != nil {
		return nil, err
	}
	out := make(map[int64]*domain.PersonWorkplace, len(rows))
	for _, r := range rows {
		out[r.UserID] = &domain.PersonWorkplace{UserID: r.UserID, RateCents: r.RateCents,
			LocationIDs: []int64(r.Locations), Qualifications: []domain.Qualification{}}
	}
	quals := []domain.Qualification{}
	err = q.sel(ctx, &quals, `
		SELECT p.user_id, p.position_id, p.is_primary, p.rate_cents FROM user_positions p
		JOIN users u ON u.id = p.user_id
		WHERE ($1::bigint[] IS NULL AND u.deleted_at IS NULL) OR p.user_id = ANY($1)
		ORDER BY p.user_id, NOT p.is_primary, p.position_id`, pq.Array(ids))
	for _, qu := range quals {
		if w := out[qu.UserID]; w != nil {
			w.Qualifications = append(w.Qualifications, qu)
		}
	}
	return out, err
}

// Qualifications answers, in one statement, which of the given (person, position)
// pairs are qualified ones, and names the positions asked about.
func (q Q) Qualifications(ctx context.Context, users, positions []int64) (qualified map[[2]int64]bool, names map[int64]string, err error) {
	qualified, names = map[[2]int64]bool{}, map[int64]string{}
	if len(users) == 0 {
		return qualified, names, nil
	}
	rows := []struct {
		UserID     int64  `db:"user_id"`
		PositionID int64  `db:"position_id"`
		Name       string `db:"name"`
		Qualified  bool   `db:"qualified"`
	}{}
	err = q.sel(ctx, &rows, `
		SELECT DISTINCT v.user_id, v.position_id, p.name, up.user_id IS NOT NULL AS qualified
		FROM unnest($1::bigint[], $2::bigint[]) AS v (user_id, position_id)
		JOIN positions p ON p.id = v.position_id
		LEFT JOIN user_positions up ON up.user_id = v.user_id AND up.position_id = v.position_id`,
		pq.Array(users), pq.Array(positions))
	for _, r := range rows {
		names[r.PositionID] = r.Name
		if r.Qualified {
			qualified[[2]int64{r.UserID, r.PositionID}] = true
		}
	}
	return qualified, names, err
}

// SetWorkplace replaces a person's positions, locations and rates, in two statements.
func (q Q) SetWorkplace(ctx context.Context, w domain.PersonWorkplace) error {
	var positions, rates []int64
	var primary, hasRate []bool
	for _, qu := range w.Qualifications {
		positions = append(positions, qu.PositionID)
		primary = append(primary, qu.Primary)
		var r int64
		if qu.RateCents != nil {
			r = *qu.RateCents
		}
		rates = append(rates, r)
		hasRate = append(hasRate, qu.RateCents != nil)
	}
	// Forget the old rows first, in their own statement: one statement deleting and
	// inserting the same keys would see both.
	if _, err := q.exec(ctx, `
		WITH u AS (UPDATE users SET hourly_rate_cents = $2, updated_at = now() WHERE id = $1),
		gone_l AS (DELETE FROM user_locations WHERE user_id = $1)
		DELETE FROM user_positions WHERE user_id = $1`, w.UserID, w.RateCents); err != nil {
		return err
	}
	_, err := q.exec(ctx, `
		WITH add_p AS (
		    INSERT INTO user_positions (user_id, position_id, is_primary, rate_cents)
		    SELECT $1, v.position_id, v.is_primary, CASE WHEN v.has_rate THEN v.rate END
		    FROM unnest($2::bigint[], $3::boolean[], $4::integer[], $5::boolean[]) AS v (position_id, is_primary, rate, has_rate))
		INSERT INTO user_locations (user_id, location_id) SELECT $1, l FROM unnest($6::bigint[]) l`,
		w.UserID, pq.Array(positions), pq.Array(primary), pq.Array(rates), pq.Array(hasRate), pq.Array(w.LocationIDs))
	return err
}

// Structure returns every position, location and shift type (archived ones too) in one
// statement, for checking what shifts carry: positions and locations without their
// colour and address.
func (q Q) Structure(ctx context.Context) ([]domain.Position, []domain.Location, []domain.ShiftType, error) {
	rows := []struct {
		Kind string `db:"kind"`
		shiftTypeRow
	}{}
	err := q.sel(ctx, &rows, `
		SELECT 'position' AS kind, id, name, NULL::bigint AS position_id, NULL::bigint AS location_id,
		       0 AS start_minute, 0 AS end_minute, archived_at, '{}'::bigint[] AS not_followed_by
		FROM positions
		UNION ALL
		SELECT 'location', id, name, NULL, NULL, 0, 0, archived_at, '{}' FROM locations
		UNION ALL
		SELECT 'shift_type', t.id, t.name, t.position_id, t.location_id, t.start_minute, t.end_minute, t.archived_at,
		       coalesce((SELECT array_agg(s.not_followed_by ORDER BY s.not_followed_by) FROM shift_type_successors s
		                 WHERE s.shift_type_id = t.id), '{}')
		FROM shift_types t`)
	var ps []domain.Position
	var ls []domain.Location
	var ts []domain.ShiftType
	for _, r := range rows {
		switch r.Kind {
		case "position":
			ps = append(ps, domain.Position{ID: r.ID, Name: r.Name, ArchivedAt: r.ArchivedAt})
		case "location":
			ls = append(ls, domain.Location{ID: r.ID, Name: r.Name, ArchivedAt: r.ArchivedAt})
		default:
			ts = append(ts, shiftTypesOf([]shiftTypeRow{r.shiftTypeRow})...)
		}
	}
	return ps, ls, ts, err
}
