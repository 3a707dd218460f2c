-- The time clock: who actually worked. A time record is written by the server's clock
-- when a person clocks in and completed once when they clock out; after that it never
-- changes, so timesheet corrections (a later migration) go in a table of their own and
-- the original stays what the clock said.

ALTER TABLE workplace_settings
    -- Clocking in is allowed from this many minutes before the shift starts.
    ADD COLUMN clock_in_early_minutes integer NOT NULL DEFAULT 15 CHECK (clock_in_early_minutes BETWEEN 0 AND 240),
    -- A record still open this many hours after its shift ended is closed at the shift's end.
    ADD COLUMN forgotten_clock_out_hours integer NOT NULL DEFAULT 4 CHECK (forgotten_clock_out_hours BETWEEN 1 AND 48);

-- Where clocking in at a location counts as on site: within a radius of a position, or
-- from one of some network addresses (either is enough when both are set). No row: anywhere.
CREATE TABLE location_clock_rules (
    location_id  bigint PRIMARY KEY REFERENCES locations (id),
    latitude     double precision CHECK (latitude BETWEEN -90 AND 90),
    longitude    double precision CHECK (longitude BETWEEN -180 AND 180),
    radius_m     integer CHECK (radius_m BETWEEN 10 AND 100000),
    networks     cidr[] NOT NULL DEFAULT '{}',
    CHECK ((latitude IS NULL) = (longitude IS NULL) AND (latitude IS NULL) = (radius_m IS NULL)),
    CHECK (latitude IS NOT NULL OR cardinality(networks) > 0)
);

-- A shared device by the door, clocking the people of one location in and out by PIN.
CREATE TABLE kiosks (
    id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    location_id  bigint NOT NULL REFERENCES locations (id),
    name         text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 100),
    secret_hash  bytea NOT NULL UNIQUE, -- SHA-256 of the credential, like API tokens
    hint         text NOT NULL,
    created_by   bigint REFERENCES users (id) ON DELETE SET NULL,
    created_at   timestamptz NOT NULL,
    revoked_at   timestamptz
);
CREATE INDEX kiosks_location_idx ON kiosks (location_id) WHERE revoked_at IS NULL;

-- Each person's kiosk PIN (4 to 6 digits), bcrypt-hashed.
CREATE TABLE user_pins (
    user_id   bigint PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
    pin_hash  text NOT NULL,
    set_at    timestamptz NOT NULL
);

CREATE TABLE time_records (
    id                   bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    user_id              bigint NOT NULL REFERENCES users (id),
    -- The shift matched at clock-in, with its times as they were then (a republished
    -- week replaces its shifts; the record keeps what it was matched against).
    shift_id             bigint REFERENCES shifts (id) ON DELETE SET NULL,
    shift_starts_at      timestamptz,
    shift_ends_at        timestamptz,
    location_id          bigint REFERENCES locations (id),
    clock_in_at          timestamptz NOT NULL,
    clock_out_at         timestamptz,
    source               text NOT NULL CHECK (source IN ('device', 'kiosk')),
    kiosk_id             bigint REFERENCES kiosks (id),
    clock_out_source     text CHECK (clock_out_source IN ('device', 'kiosk', 'sweep')),
    -- What the device sent at clock-in (when it sent a position) and where from.
    latitude             double precision,
    longitude            double precision,
    accuracy_m           double precision,
    client_addr          inet,
    on_site              boolean, -- null: the location has no on-site rule
    -- Flags for the manager.
    no_shift             boolean NOT NULL,
    off_site_clock_out   boolean NOT NULL DEFAULT false, -- clocked out away from the location
    forgotten_clock_out  boolean NOT NULL DEFAULT false, -- closed by the sweep at the shift's end
    CHECK (clock_out_at IS NULL OR clock_out_at >= clock_in_at),
    CHECK ((clock_out_at IS NULL) = (clock_out_source IS NULL)),
    CHECK (no_shift = (shift_starts_at IS NULL))
);
-- One open record per person: a double tap or two devices at once make one record.
CREATE UNIQUE INDEX time_records_one_open ON time_records (user_id) WHERE clock_out_at IS NULL;
CREATE INDEX time_records_user_idx ON time_records (user_id, clock_in_at);
CREATE INDEX time_records_location_idx ON time_records (location_id, clock_in_at);
-- The forgotten clock-out sweep reads open records by their shift's end.
CREATE INDEX time_records_open_idx ON time_records (shift_ends_at) WHERE clock_out_at IS NULL;

CREATE TABLE time_breaks (
    id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    record_id   bigint NOT NULL REFERENCES time_records (id),
    started_at  timestamptz NOT NULL,
    ended_at    timestamptz,
    CHECK (ended_at IS NULL OR ended_at >= started_at)
);
CREATE UNIQUE INDEX time_breaks_one_open ON time_breaks (record_id) WHERE ended_at IS NULL;
CREATE INDEX time_breaks_record_idx ON time_breaks (record_id);

-- A closed record is what the clock said: refuse any later change in the database too.
CREATE FUNCTION time_records_closed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF OLD.clock_out_at IS NOT NULL THEN
        RAISE EXCEPTION 'time record % is closed and cannot change', OLD.id;
    END IF;
    RETURN NEW;
END $$;
CREATE TRIGGER time_records_immutable BEFORE UPDATE ON time_records
    FOR EACH ROW EXECUTE FUNCTION time_records_closed();
