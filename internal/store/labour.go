package store

import (
	"time"

	"context"

	"github.com/lib/pq"

	"github.com/shiftsched/shiftsched/internal/domain"
)

// Labour rules (internal/labour): a rule set's labour rules and the birth dates the rules
// for minors read.

// SetLabourRules replaces a rule set's labour rules (a JSON object the labour package
// checked) and the preset they came from (nil: none, or changed by hand), or NotFound.
func (q Q) SetLabourRules(ctx context.Context, ruleSetID int64, rules []byte, preset *string) error {
	var id int64
	return q.get(ctx, &id, errRuleSetNotFound, `
		UPDATE rule_sets SET labour = $2, labour_preset = $3, updated_at = now() WHERE id = $1 RETURNING id`,
		ruleSetID, rules, preset)
}

// LabourPresetOf returns the preset a rule set's labour rules were last set from (nil:
// none), or NotFound.
func (q Q) LabourPresetOf(ctx context.Context, ruleSetID int64) (*string, error) {
	var preset *string
	err := q.get(ctx, &preset, errRuleSetNotFound, `SELECT labour_preset FROM rule_sets WHERE id = $1`, ruleSetID)
	return preset, err
}

// BirthDates returns the birth dates of those of the people who have one kept, by user
// id, in one statement.
func (q Q) BirthDates(ctx context.Context, users []int64) (map[int64]domain.Date, error) {
	var rows []struct {
		ID   int64       `db:"id"`
		Date domain.Date `db:"birth_date"`
	}
	err := q.sel(ctx, &rows, `SELECT id, birth_date FROM users WHERE id = ANY($1) AND birth_date IS NOT NULL`, pq.Array(users))
	out := make(map[int64]domain.Date, len(rows))
	for _, r := range rows {
		out[r.ID] = r.Date
	}
	return out, err
}

// SetBirthDate keeps (nil: forgets) a person's birth date and returns the one it
// replaced, or NotFound (no such person, or deleted).
func (q Q) SetBirthDate(ctx context.Context, userID int64, d *domain.Date) (*domain.Date, error) {
	var before *domain.Date
	err := q.get(ctx, &before, errUserNotFound, `
		WITH old AS (SELECT id, birth_date FROM users WHERE id = $1 AND deleted_at IS NULL FOR UPDATE)
		UPDATE users u SET birth_date = $2, updated_at = now() FROM old WHERE u.id = old.id
		RETURNING old.birth_date`, userID, d)
	return before, err
}

// WorkedSpan is one closed stretch on the clock of a person, as the labour rules count
// worked time: from clock-in to clock-out, with the shift it was for.
type WorkedSpan struct {
	UserID  int64     `db:"user_id"`
	ShiftID *int64    `db:"shift_id"`
	In      time.Time `db:"clock_in_at"`
	Out     time.Time `db:"clock_out_at"`
}

// WorkedSpans returns the people's closed time records that overlap [from, to), in one
// statement, oldest first.
func (q Q) WorkedSpans(ctx context.Context, users []int64, from, to time.Time) ([]WorkedSpan, error) {
	var out []WorkedSpan
	err := q.sel(ctx, &out, `
		SELECT user_id, shift_id, clock_in_at, clock_out_at FROM time_records
		WHERE user_id = ANY($1) AND clock_out_at IS NOT NULL AND clock_in_at < $3 AND clock_out_at > $2
		ORDER BY clock_in_at, id`, pq.Array(users), from, to)
	return out, err
}
