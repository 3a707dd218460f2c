-- Work rules: named rule sets (contracts), one per person, defaulting to the
-- workplace's. A rule set counts hours, shifts and weekends over a planning period: a
-- number of weeks from a start date, or a calendar month. Its rules are a JSON object
-- (rule name -> {"value", "severity"}); the domain package checks it, and it grows with
-- new rules without a migration per rule. Shift type limits name shift types by id.

CREATE TABLE rule_sets (
    id            bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    name          text NOT NULL CHECK (length(btrim(name)) BETWEEN 1 AND 100),
    is_default    boolean NOT NULL DEFAULT false,
    period_kind   text NOT NULL CHECK (period_kind IN ('WEEKS', 'MONTH')),
    period_weeks  smallint NOT NULL DEFAULT 1 CHECK (period_weeks BETWEEN 1 AND 12),
    period_start  date NOT NULL DEFAULT DATE '2021-01-01',
    rules         jsonb NOT NULL DEFAULT '{}',
    created_at    timestamptz NOT NULL DEFAULT now(),
    updated_at    timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX rule_sets_name_key ON rule_sets (lower(btrim(name)));
-- Exactly one default: the workplace's.
CREATE UNIQUE INDEX rule_sets_default_key ON rule_sets (is_default) WHERE is_default;

-- NULL: the default rule set.
ALTER TABLE users ADD COLUMN rule_set_id bigint REFERENCES rule_sets (id);
CREATE INDEX users_rule_set_idx ON users (rule_set_id) WHERE rule_set_id IS NOT NULL;

-- The workplace's settings become its default rule set: the minimum rest and the weekly
-- hours limit (a one-week period from a Friday, as the workplace's weeks run), both
-- warnings as before. The settings stay where they are and are kept in step with it.
INSERT INTO rule_sets (name, is_default, period_kind, period_weeks, period_start, rules)
SELECT 'Workplace default', true, 'WEEKS', 1, DATE '2021-01-01',
       jsonb_build_object(
           'minRest', jsonb_build_object('value', min_rest_minutes, 'severity', 'WARN'),
           'maxHours', jsonb_build_object('value', weekly_limit_minutes, 'severity', 'WARN'))
FROM workplace_settings WHERE id;
