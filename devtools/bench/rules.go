package bench

import (
	"context"

	"github.com/lib/pq"

	"github.com/shiftsched/shiftsched/internal/domain"
)

// The editor's two hot calls are measured with the workplace set up as a large one is:
// every work rule checked, positions on the shifts with everyone qualified, a shift type
// on some of them and a staffing requirement, so that the checks cost what they would.

// everyRuleOn is the default rule set's rules with every rule on, limits a seeded rota
// mostly keeps (so that the answer carries some conflicts, not thousands).
const everyRuleOn = `{
	"minHours": {"value": 60, "severity": "WARN"},
	"maxHours": {"value": 2880, "severity": "WARN"},
	"maxConsecutiveDays": {"value": 6, "severity": "WARN"},
	"minConsecutiveDays": {"value": 1, "severity": "WARN"},
	"minDaysOff": {"value": 1, "severity": "WARN"},
	"maxWeekends": {"value": 2, "severity": "WARN"},
	"minRest": {"value": 480, "severity": "WARN"},
	"maxDailyHours": {"value": 960, "severity": "BLOCK"},
	"shiftTypeLimits": [{"shiftTypeId": %d, "max": 5, "severity": "WARN"}]}`

// benchPositions are the positions given to the edited weeks' shifts, in turn.
var benchPositions = []string{"Cashier", "Cook", "Floor"}

// turnRulesOn sets the workplace up once per size; the current and next week's shifts
// (the dry run's and the draft edit's) take positions and the shift type.
func (e *env) turnRulesOn(ctx context.Context) error {
	if e.rulesOn {
		return nil
	}
	tx, err := e.db.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	var location int64
	if err := tx.QueryRowContext(ctx, `SELECT id FROM locations ORDER BY id LIMIT 1`).Scan(&location); err != nil {
		return err
	}
	if _, err := tx.ExecContext(ctx, `
		INSERT INTO positions (name, colour) SELECT n, '#336699' FROM unnest($1::text[]) n`, benchPositionsArray()); err != nil {
		return err
	}
	var shiftType int64
	if err := tx.QueryRowContext(ctx, `
		INSERT INTO shift_types (name, location_id, start_minute, end_minute) VALUES ('Bench day', $1, 540, 1020)
		RETURNING id`, location).Scan(&shiftType); err != nil {
		return err
	}
	week := domain.FridayWeeks.Start(e.today)
	steps := []struct {
		sql  string
		args []any
	}{
		// Everyone is qualified for every position, each with a different primary one.
		{`INSERT INTO user_positions (user_id, position_id, is_primary)
		  SELECT u.id, p.id, p.id = (SELECT min(id) FROM positions WHERE name = ANY($1)) FROM users u, positions p
		  WHERE u.deleted_at IS NULL AND p.name = ANY($1) ON CONFLICT DO NOTHING`, []any{benchPositionsArray()}},
		{`UPDATE shifts s SET position_id = p.ids[1 + s.id % 3], location_id = $3,
		      shift_type_id = CASE WHEN s.id % 4 = 0 THEN $4::bigint END
		  FROM schedules c, (SELECT array_agg(id ORDER BY id) ids FROM positions WHERE name = ANY($1)) p
		  WHERE c.id = s.schedule_id AND c.week_starting IN ($2, $2::date + 7)`,
			[]any{benchPositionsArray(), week, location, shiftType}},
		{`UPDATE rule_sets SET rules = replace($1, '%d', $2::text)::jsonb, updated_at = now() WHERE is_default`,
			[]any{everyRuleOn, shiftType}},
		// Saturday and Sunday need more cashiers all day than the rota gives.
		{`INSERT INTO staffing_requirements (location_id, position_id, start_minute, end_minute, needed)
		  SELECT $1, id, 480, 1200, '{2,6,6,2,2,2,2}' FROM positions WHERE name = 'Cashier'`, []any{location}},
	}
	for _, s := range steps {
		if _, err := tx.ExecContext(ctx, s.sql, s.args...); err != nil {
			return err
		}
	}
	if err := tx.Commit(); err != nil {
		return err
	}
	// Autovacuum would analyze the changed tables within a minute of a real workplace
	// setting itself up; the timed runs start sooner.
	if _, err := e.db.ExecContext(ctx, `ANALYZE shifts, user_positions, rule_sets, staffing_requirements`); err != nil {
		return err
	}
	e.rulesOn = true
	return nil
}

func benchPositionsArray() any { return pq.Array(benchPositions) }
