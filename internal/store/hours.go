package store

import (
	"context"

	"github.com/shiftsched/shiftsched/internal/domain"
)

// HoursShift is one shift of an hours report, or a person with none (Date zero).
type HoursShift struct {
	UserID    int64             `db:"user_id"`
	Name      string            `db:"name"`
	Email     string            `db:"email"`
	Date      *domain.Date      `db:"shift_date"`
	StartTime *domain.TimeOfDay `db:"start_minute"`
	EndTime   *domain.TimeOfDay `db:"end_minute"`
	Position  *int64            `db:"position_id"`
	Location  *int64            `db:"location_id"`
	RateCents *int64            `db:"rate_cents"` // the person's rate in the position, else their own
}

// HoursColumns returns the positions and locations of the shifts dated from..to (of one
// person when userID is set), by name, and whether any of those shifts has an hourly
// rate, in one statement.
func (q Q) HoursColumns(ctx context.Context, from, to domain.Date, userID *int64) (positions, locations []domain.HoursColumn, rated bool, err error) {
	positions, locations = []domain.HoursColumn{}, []domain.HoursColumn{}
	cols := []domain.HoursColumn{}
	err = q.sel(ctx, &cols, `
		WITH sh AS (
		    SELECT sh.position_id, sh.location_id, coalesce(up.rate_cents, u.hourly_rate_cents) AS rate_cents
		    FROM shifts sh JOIN users u ON u.id = sh.user_id
		    LEFT JOIN user_positions up ON up.user_id = sh.user_id AND up.position_id = sh.position_id
		    WHERE sh.shift_date BETWEEN $1 AND $2 AND ($3::bigint IS NULL OR sh.user_id = $3))
		SELECT 'position' AS kind, p.id, p.name FROM positions p WHERE p.id IN (SELECT position_id FROM sh)
		UNION ALL
		SELECT 'location', l.id, l.name FROM locations l WHERE l.id IN (SELECT location_id FROM sh)
		UNION ALL
		SELECT 'rate', 0, '' WHERE EXISTS (SELECT 1 FROM sh WHERE rate_cents IS NOT NULL)
		ORDER BY 1, 3, 2`, from, to, userID)
	for _, c := range cols {
		switch c.Kind {
		case "position":
			positions = append(positions, c)
		case "location":
			locations = append(locations, c)
		default:
			rated = true
		}
	}
	return positions, locations, rated, err
}

// EachHoursShift calls fn with every shift dated from..to, person by person (by name),
// and once with no shift for each active person who has none; of one person only when
// userID is not nil. Deleted people appear when they have shifts in the range (payroll
// still needs them). Rows are read as fn goes, so a long range is never held in memory.
func (q Q) EachHoursShift(ctx context.Context, from, to domain.Date, userID *int64, fn func(HoursShift) error) error {
	rows, err := q.x.QueryxContext(ctx, `
		SELECT u.id AS user_id, u.name, u.email, sh.shift_date, sh.start_minute, sh.end_minute,
		       sh.position_id, sh.location_id, coalesce(up.rate_cents, u.hourly_rate_cents)::bigint AS rate_cents
		FROM users u
		LEFT JOIN shifts sh ON sh.user_id = u.id AND sh.shift_date BETWEEN $1 AND $2
		LEFT JOIN user_positions up ON up.user_id = u.id AND up.position_id = sh.position_id
		WHERE (u.deleted_at IS NULL OR sh.id IS NOT NULL) AND ($3::bigint IS NULL OR u.id = $3)
		ORDER BY lower(u.name), u.name, u.id, sh.shift_date, sh.start_minute`, from, to, userID)
	if err != nil {
		return unavailable(err)
	}
	defer rows.Close()
	for rows.Next() {
		var h HoursShift
		if err := rows.StructScan(&h); err != nil {
			return err
		}
		if err := fn(h); err != nil {
			return err
		}
	}
	return unavailable(rows.Err())
}
