package store

import (
	"context"

	"github.com/lib/pq"

	"github.com/shiftsched/shiftsched/internal/domain"
)

// Work rules: rule sets and who follows which.

var errRuleSetNotFound = domain.Errorf(domain.NotFound, "There is no such rule set.")

const ruleSetColumns = `rs.id, rs.name, rs.is_default, rs.period_kind, rs.period_weeks, rs.period_start, rs.rules, rs.labour, rs.labour_preset`

// ruleSetRow is a rule set with the people who follow it.
type ruleSetRow struct {
	domain.RuleSet
	UserIDs pq.Int64Array `db:"user_ids"`
}

// RuleSets returns every rule set, the default first then by name, each with its people
// (active accounts; the default's are those with none of their own), in one statement.
func (q Q) RuleSets(ctx context.Context) ([]domain.RuleSet, error) {
	var rows []ruleSetRow
	err := q.sel(ctx, &rows, `
		SELECT `+ruleSetColumns+`,
		       coalesce(array_agg(u.id ORDER BY u.id) FILTER (WHERE u.id IS NOT NULL), '{}') AS user_ids
		FROM rule_sets rs
		LEFT JOIN users u ON u.deleted_at IS NULL
		     AND (u.rule_set_id = rs.id OR (u.rule_set_id IS NULL AND rs.is_default))
		GROUP BY rs.id
		ORDER BY rs.is_default DESC, lower(rs.name), rs.id`)
	out := make([]domain.RuleSet, len(rows))
	for i, r := range rows {
		out[i] = r.RuleSet
		out[i].UserIDs = r.UserIDs
	}
	return out, err
}

// RuleSetByID returns one rule set, or NotFound.
func (q Q) RuleSetByID(ctx context.Context, id int64) (*domain.RuleSet, error) {
	var rs domain.RuleSet
	err := q.get(ctx, &rs, errRuleSetNotFound, `SELECT `+ruleSetColumns+` FROM rule_sets rs WHERE rs.id = $1`, id)
	return &rs, err
}

// SaveRuleSet adds a rule set (id 0) or changes one, and returns its id. A change of the
// default rule set carries its least rest and most hours into the workplace settings in
// the same statement, so the settings page and the rule set never disagree.
func (q Q) SaveRuleSet(ctx context.Context, rs domain.RuleSet) (int64, error) {
	var id int64
	err := q.get(ctx, &id, errRuleSetNotFound, `
		WITH ins AS (
		    INSERT INTO rule_sets (name, period_kind, period_weeks, period_start, rules)
		    SELECT $2, $3, $4, $5, $6 WHERE $1 = 0 RETURNING id, is_default, rules),
		upd AS (
		    UPDATE rule_sets SET name = $2, period_kind = $3, period_weeks = $4, period_start = $5, rules = $6,
		        updated_at = now()
		    WHERE id = $1 AND $1 <> 0 RETURNING id, is_default, rules),
		settings AS (
		    UPDATE workplace_settings s SET
		        min_rest_minutes = coalesce((upd.rules->'minRest'->>'value')::int, s.min_rest_minutes),
		        weekly_limit_minutes = CASE WHEN (upd.rules->'maxHours'->>'value')::int BETWEEN 60 AND 10080
		            THEN (upd.rules->'maxHours'->>'value')::int ELSE s.weekly_limit_minutes END,
		        updated_at = now()
		    FROM upd WHERE s.id AND upd.is_default)
		SELECT id FROM ins UNION ALL SELECT id FROM upd`,
		rs.ID, rs.Name, rs.PeriodKind, rs.PeriodWeeks, rs.PeriodStart, rs.Rules)
	return id, err
}

// RuleSetPeople counts the people (active or not) who follow a rule set of their own.
func (q Q) RuleSetPeople(ctx context.Context, id int64) (int, error) {
	var n int
	err := q.get(ctx, &n, nil, `SELECT count(*) FROM users WHERE rule_set_id = $1`, id)
	return n, err
}

// DeleteRuleSet deletes a rule set that is not the default and nobody follows; a race
// with a new assignment fails on the foreign key and is refused as in use.
func (q Q) DeleteRuleSet(ctx context.Context, id int64) error {
	n, err := q.exec(ctx, `DELETE FROM rule_sets WHERE id = $1 AND NOT is_default`, id)
	if IsForeignKeyViolation(err) {
		return domain.Errorf(domain.Invalid, "This rule set was just given to someone; it cannot be deleted.")
	}
	if err == nil && n == 0 {
		return errRuleSetNotFound
	}
	return err
}

// SetUserRuleSet gives a person a rule set; nil or the default's id puts them on the
// default.
func (q Q) SetUserRuleSet(ctx context.Context, userID int64, ruleSetID *int64) error {
	_, err := q.exec(ctx, `
		UPDATE users SET rule_set_id = (SELECT id FROM rule_sets WHERE id = $2 AND NOT is_default)
		WHERE id = $1`, userID, ruleSetID)
	return err
}

// RuleSetsOfUsers returns the default rule set and the rule sets of those of the users
// who have their own, by user id, in one statement.
func (q Q) RuleSetsOfUsers(ctx context.Context, users []int64) (*domain.RuleSet, map[int64]*domain.RuleSet, error) {
	var rows []ruleSetRow
	err := q.sel(ctx, &rows, `
		SELECT `+ruleSetColumns+`,
		       coalesce(array_agg(u.id) FILTER (WHERE u.id IS NOT NULL), '{}') AS user_ids
		FROM rule_sets rs LEFT JOIN users u ON u.rule_set_id = rs.id AND u.id = ANY($1)
		GROUP BY rs.id HAVING rs.is_default OR count(u.id) > 0`, pq.Array(users))
	if err != nil {
		return nil, nil, err
	}
	var def *domain.RuleSet
	by := map[int64]*domain.RuleSet{}
	for i := range rows {
		rs := &rows[i].RuleSet
		if rs.IsDefault {
			def = rs
		}
		for _, u := range rows[i].UserIDs {
			by[u] = rs
		}
	}
	return def, by, nil
}

// UsersAndRuleSets is UsersByIDs that also returns the rule set each of them follows, by
// user id, and whether the workplace has preferences, staffing requirements and labour budgets
// and how many locations it has in use (only those fields of the settings), in the same
// statement: they ride along each row, as does each person's HomeLocation.
func (q Q) UsersAndRuleSets(ctx context.Context, ids []int64) ([]domain.User, map[int64]*domain.RuleSet, domain.Settings, error) {
	var rows []struct {
		domain.User
		RuleSet domain.RuleSet  `db:"rs"`
		Flags   domain.Settings `db:"f"`
		// The rules ride along one row of each rule set's people only (NULL on the
		// others), as text: sent and parsed once per rule set, not once per person (most
		// follow the same one; a set's labour rules run to kilobytes).
		RulesJSON []byte `db:"rules_json"`
	}
	err := q.sel(ctx, &rows, `
		SELECT u.id, u.name, u.email, u.role, u.works_shifts, u.token_version, u.joined_at, u.deleted_at, u.created_at, u.updated_at,
		       rs.id AS "rs.id", rs.name AS "rs.name", rs.is_default AS "rs.is_default",
		       rs.period_kind AS "rs.period_kind", rs.period_weeks AS "rs.period_weeks",
		       rs.period_start AS "rs.period_start",
		       CASE WHEN row_number() OVER (PARTITION BY rs.id ORDER BY u.id) = 1 THEN rs.rules::text END AS rules_json,
		       CASE WHEN row_number() OVER (PARTITION BY rs.id ORDER BY u.id) = 1 THEN rs.labour END AS "rs.labour",
		       EXISTS (SELECT 1 FROM preferences) AS "f.has_preferences",
		       EXISTS (SELECT 1 FROM staffing_requirements) AS "f.has_requirements",
		       EXISTS (SELECT 1 FROM location_labour_budgets) AS "f.has_labour_budgets",
		       inuse.n AS "f.locations_in_use",
		       home.id AS home_location, home.n > 0 AS placed
		FROM (SELECT count(*)::int AS n FROM locations WHERE archived_at IS NULL) inuse
		CROSS JOIN users u JOIN rule_sets rs ON rs.id = u.rule_set_id OR (u.rule_set_id IS NULL AND rs.is_default)
		CROSS JOIN LATERAL (SELECT count(*) AS n, CASE WHEN count(*) = 1 THEN min(ul.location_id) END AS id
		        FROM user_locations ul JOIN locations l ON l.id = ul.location_id AND l.archived_at IS NULL
		        WHERE ul.user_id = u.id) home
		WHERE u.id = ANY($1)`, pq.Array(ids))
	if err != nil {
		return nil, nil, domain.Settings{}, err
	}
	var flags domain.Settings
	if len(rows) > 0 {
		flags = rows[0].Flags
	}
	users := make([]domain.User, len(rows))
	byID := map[int64]*domain.RuleSet{}
	for i := range rows { // the rows that carry their rule set's rules
		if rows[i].RulesJSON != nil {
			rs := &rows[i].RuleSet
			if err := rs.Rules.Scan(rows[i].RulesJSON); err != nil {
				return nil, nil, domain.Settings{}, err
			}
			byID[rs.ID] = rs
		}
	}
	sets := map[int64]*domain.RuleSet{}
	for i := range rows {
		users[i] = rows[i].User
		sets[users[i].ID] = byID[rows[i].RuleSet.ID]
	}
	return users, sets, flags, nil
}
