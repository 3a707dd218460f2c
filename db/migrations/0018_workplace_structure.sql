-- The workplace as it is: locations (sites or departments), positions (kinds of work),
-- who is qualified for which position and works at which location, hourly rates for
-- labour cost, and shift types. Shifts, draft shifts, open shifts and template shifts
-- gain an optional position, location and shift type: optional because the REST shim's
-- shifts have none. Archived rows stay so that past shifts keep what they were.

CREATE TABLE locations (
    id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    name         text NOT NULL CHECK (length(btrim(name)) BETWEEN 1 AND 100),
    address      text CHECK (length(address) <= 500),
    archived_at  timestamptz,
    created_at   timestamptz NOT NULL DEFAULT now(),
    updated_at   timestamptz NOT NULL DEFAULT now()
);
-- Names are unique among the ones in use; an archived name may be reused.
CREATE UNIQUE INDEX locations_name_key ON locations (lower(btrim(name))) WHERE archived_at IS NULL;

CREATE TABLE positions (
    id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    name         text NOT NULL CHECK (length(btrim(name)) BETWEEN 1 AND 100),
    colour       text NOT NULL CHECK (colour ~ '^#[0-9a-f]{6}$'),
    archived_at  timestamptz,
    created_at   timestamptz NOT NULL DEFAULT now(),
    updated_at   timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX positions_name_key ON positions (lower(btrim(name))) WHERE archived_at IS NULL;

-- Hourly rates are integer cents, for labour cost; NULL when not kept.
ALTER TABLE users ADD COLUMN hourly_rate_cents integer CHECK (hourly_rate_cents BETWEEN 0 AND 100000000);

-- The positions a person is qualified for; at most one primary. rate_cents, when set,
-- is their rate in that position (it differs from their own).
CREATE TABLE user_positions (
    user_id      bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    position_id  bigint NOT NULL REFERENCES positions (id),
    is_primary   boolean NOT NULL DEFAULT false,
    rate_cents   integer CHECK (rate_cents BETWEEN 0 AND 100000000),
    PRIMARY KEY (user_id, position_id)
);
CREATE UNIQUE INDEX user_positions_primary_key ON user_positions (user_id) WHERE is_primary;
CREATE INDEX user_positions_position_idx ON user_positions (position_id);

CREATE TABLE user_locations (
    user_id      bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    location_id  bigint NOT NULL REFERENCES locations (id),
    PRIMARY KEY (user_id, location_id)
);
CREATE INDEX user_locations_location_idx ON user_locations (location_id);

CREATE TABLE shift_types (
    id            bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    name          text NOT NULL CHECK (length(btrim(name)) BETWEEN 1 AND 100),
    position_id   bigint REFERENCES positions (id),
    location_id   bigint REFERENCES locations (id),
    start_minute  smallint NOT NULL CHECK (start_minute BETWEEN 0 AND 1439),
    end_minute    smallint NOT NULL CHECK (end_minute BETWEEN 0 AND 1439),
    archived_at   timestamptz,
    created_at    timestamptz NOT NULL DEFAULT now(),
    updated_at    timestamptz NOT NULL DEFAULT now(),
    CHECK (start_minute <> end_minute)
);
CREATE UNIQUE INDEX shift_types_name_key ON shift_types (lower(btrim(name))) WHERE archived_at IS NULL;

-- A shift of type shift_type_id may not be followed on the next day by one of type
-- not_followed_by (a night then an early, say).
CREATE TABLE shift_type_successors (
    shift_type_id    bigint NOT NULL REFERENCES shift_types (id) ON DELETE CASCADE,
    not_followed_by  bigint NOT NULL REFERENCES shift_types (id) ON DELETE CASCADE,
    PRIMARY KEY (shift_type_id, not_followed_by)
);

ALTER TABLE shifts ADD COLUMN position_id bigint REFERENCES positions (id),
                   ADD COLUMN location_id bigint REFERENCES locations (id),
                   ADD COLUMN shift_type_id bigint REFERENCES shift_types (id);
ALTER TABLE draft_shifts ADD COLUMN position_id bigint REFERENCES positions (id),
                         ADD COLUMN location_id bigint REFERENCES locations (id),
                         ADD COLUMN shift_type_id bigint REFERENCES shift_types (id);
ALTER TABLE open_shifts ADD COLUMN position_id bigint REFERENCES positions (id),
                        ADD COLUMN location_id bigint REFERENCES locations (id),
                        ADD COLUMN shift_type_id bigint REFERENCES shift_types (id);
ALTER TABLE template_shifts ADD COLUMN position_id bigint REFERENCES positions (id),
                            ADD COLUMN location_id bigint REFERENCES locations (id),
                            ADD COLUMN shift_type_id bigint REFERENCES shift_types (id);
-- The in-use checks before a delete look these up.
CREATE INDEX shifts_position_idx ON shifts (position_id) WHERE position_id IS NOT NULL;
CREATE INDEX shifts_location_idx ON shifts (location_id) WHERE location_id IS NOT NULL;
CREATE INDEX shifts_shift_type_idx ON shifts (shift_type_id) WHERE shift_type_id IS NOT NULL;

-- An existing workplace gets one location holding everyone and every shift. This runs
-- before the version trigger learns the new columns, so no shift's version moves.
WITH main AS (INSERT INTO locations (name) VALUES ('Main location') RETURNING id),
people AS (INSERT INTO user_locations (user_id, location_id) SELECT u.id, main.id FROM users u, main WHERE u.deleted_at IS NULL),
published AS (UPDATE shifts SET location_id = main.id FROM main),
drafts AS (UPDATE draft_shifts SET location_id = main.id FROM main),
templates AS (UPDATE template_shifts SET location_id = main.id FROM main)
UPDATE open_shifts SET location_id = main.id FROM main;

CREATE OR REPLACE FUNCTION shifts_bump_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF (NEW.user_id, NEW.shift_date, NEW.day_key, NEW.start_minute, NEW.end_minute,
        NEW.position_id, NEW.location_id, NEW.shift_type_id)
       IS DISTINCT FROM (OLD.user_id, OLD.shift_date, OLD.day_key, OLD.start_minute, OLD.end_minute,
        OLD.position_id, OLD.location_id, OLD.shift_type_id) THEN
        NEW.version := OLD.version + 1;
    END IF;
    RETURN NEW;
END $$;
