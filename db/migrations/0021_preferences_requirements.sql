-- Preferences and staffing requirements (coverage). Preferences are soft wishes of a
-- person, unlike availability and unavailable dates, which stay hard limits. A staffing
-- requirement says how many people a location needs of a shift type, or of a position
-- over a time range, on each day of the week, with per-date overrides.

CREATE TABLE preferences (
    id             bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    user_id        bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    -- true: would like to work; false: would rather not.
    wants          boolean NOT NULL,
    -- Either one date or one day of the week (0 = Friday ... 6 = Thursday, the week's order).
    on_date        date,
    weekday        smallint CHECK (weekday BETWEEN 0 AND 6),
    -- Only shifts of this type, when set; a type deleted takes its preferences along.
    shift_type_id  bigint REFERENCES shift_types (id) ON DELETE CASCADE,
    -- low, medium, high weigh 1, 2, 3.
    strength       smallint NOT NULL CHECK (strength BETWEEN 1 AND 3),
    created_at     timestamptz NOT NULL DEFAULT now(),
    CHECK ((on_date IS NULL) <> (weekday IS NULL))
);
CREATE INDEX preferences_user_idx ON preferences (user_id);

CREATE TABLE staffing_requirements (
    id              bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    location_id     bigint NOT NULL REFERENCES locations (id),
    -- Either a shift type, or a position over a time range (end before start runs past
    -- midnight).
    shift_type_id   bigint REFERENCES shift_types (id) ON DELETE CASCADE,
    position_id     bigint REFERENCES positions (id),
    start_minute    smallint CHECK (start_minute BETWEEN 0 AND 1439),
    end_minute      smallint CHECK (end_minute BETWEEN 0 AND 1439),
    -- People needed per day of the week, Friday first (the week's order).
    needed          smallint[] NOT NULL CHECK (cardinality(needed) = 7 AND 0 <= ALL (needed) AND 1000 >= ALL (needed)),
    -- How much a missing and an extra person weigh, on the preferences' scale.
    missing_weight  integer NOT NULL DEFAULT 100 CHECK (missing_weight BETWEEN 0 AND 1000000),
    extra_weight    integer NOT NULL DEFAULT 1 CHECK (extra_weight BETWEEN 0 AND 1000000),
    created_at      timestamptz NOT NULL DEFAULT now(),
    updated_at      timestamptz NOT NULL DEFAULT now(),
    CHECK ((shift_type_id IS NOT NULL AND position_id IS NULL AND start_minute IS NULL AND end_minute IS NULL)
        OR (shift_type_id IS NULL AND position_id IS NOT NULL AND start_minute IS NOT NULL
            AND end_minute IS NOT NULL AND start_minute <> end_minute))
);
CREATE INDEX staffing_requirements_location_idx ON staffing_requirements (location_id);
CREATE INDEX staffing_requirements_shift_type_idx ON staffing_requirements (shift_type_id);
CREATE INDEX staffing_requirements_position_idx ON staffing_requirements (position_id);

-- A date that needs another number than its weekday (a holiday, an event).
CREATE TABLE staffing_overrides (
    requirement_id  bigint NOT NULL REFERENCES staffing_requirements (id) ON DELETE CASCADE,
    on_date         date NOT NULL,
    needed          smallint NOT NULL CHECK (needed BETWEEN 0 AND 1000),
    note            text NOT NULL DEFAULT '' CHECK (length(note) <= 200),
    PRIMARY KEY (requirement_id, on_date)
);
CREATE INDEX staffing_overrides_date_idx ON staffing_overrides (on_date);

-- Cached reads (the editor's coverage row, conflicts) depend on these.
CREATE TRIGGER preferences_read_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON preferences
    FOR EACH STATEMENT EXECUTE FUNCTION bump_read_version();
CREATE TRIGGER staffing_requirements_read_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON staffing_requirements
    FOR EACH STATEMENT EXECUTE FUNCTION bump_read_version();
CREATE TRIGGER staffing_overrides_read_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON staffing_overrides
    FOR EACH STATEMENT EXECUTE FUNCTION bump_read_version();
