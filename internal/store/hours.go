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
}

// EachHoursShift calls fn with every shift dated from..to, person by person (by name),
// and once with no shift for each active person who has none; of one person only when
// userID is not nil. Deleted people appear when they have shifts in the range (payroll
// still needs them). Rows are read as fn goes, so a long range is never held in memory.
func (q Q) EachHoursShift(ctx context.Context, from, to domain.Date, userID *int64, fn func(HoursShift) error) error {
	rows, err := q.x.QueryxContext(ctx, `
		SELECT u.id AS user_id, u.name, u.email, sh.shift_date, sh.start_minute, sh.end_minute
		FROM users u
		LEFT JOIN shifts sh ON sh.user_id = u.id AND sh.shift_date BETWEEN $1 AND $2
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
