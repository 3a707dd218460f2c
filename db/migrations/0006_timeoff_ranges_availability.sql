-- Time off covers a range of days or part of one day, carries the manager's note, and can
-- be withdrawn or cancelled; staff record their weekly availability (issue 11).
ALTER TABLE pto_requests
    ADD COLUMN end_date date,
    ADD COLUMN start_minute smallint,
    ADD COLUMN end_minute smallint,
    ADD COLUMN decision_note text NOT NULL DEFAULT '' CHECK (length(decision_note) <= 500);
UPDATE pto_requests SET end_date = request_date;
ALTER TABLE pto_requests
    ALTER COLUMN end_date SET NOT NULL,
    ADD CONSTRAINT pto_requests_range_check CHECK (end_date >= request_date AND end_date - request_date < 60),
    ADD CONSTRAINT pto_requests_part_day_check CHECK (
        (start_minute IS NULL AND end_minute IS NULL) OR
        (end_date = request_date AND start_minute >= 0 AND end_minute < 1440 AND start_minute < end_minute)),
    DROP CONSTRAINT pto_requests_status_check,
    ADD CONSTRAINT pto_requests_status_check CHECK (status IN ('pending', 'approved', 'denied', 'withdrawn', 'cancelled'));
-- Writers that know only one day (older code, seeders, bulk copies) get a one-day range.
CREATE FUNCTION pto_requests_default_end_date() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    NEW.end_date := COALESCE(NEW.end_date, NEW.request_date);
    RETURN NEW;
END $$;
CREATE TRIGGER pto_requests_default_end_date BEFORE INSERT ON pto_requests
    FOR EACH ROW EXECUTE FUNCTION pto_requests_default_end_date();
-- Overlaps are checked by the service under a per-person lock: part days of one date
-- may coexist, which a unique index on the date cannot express.
DROP INDEX pto_requests_user_date_key;
CREATE INDEX pto_requests_user_live_idx ON pto_requests (user_id, request_date, end_date) WHERE status IN ('pending', 'approved');
CREATE INDEX pto_requests_approved_idx ON pto_requests (request_date, end_date) WHERE status = 'approved';

-- A weekday without a row is available all day.
CREATE TABLE availability_days (
    user_id  bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    day_key  text NOT NULL CHECK (day_key IN ('friday', 'saturday', 'sunday', 'monday', 'tuesday', 'wednesday', 'thursday')),
    mode     text NOT NULL CHECK (mode IN ('ALL_DAY', 'UNAVAILABLE', 'WINDOWS')),
    PRIMARY KEY (user_id, day_key)
);

-- An end_minute at or before start_minute runs into the next morning, as a shift does.
CREATE TABLE availability_windows (
    user_id       bigint NOT NULL,
    day_key       text NOT NULL,
    start_minute  smallint NOT NULL CHECK (start_minute BETWEEN 0 AND 1439),
    end_minute    smallint NOT NULL CHECK (end_minute BETWEEN 0 AND 1439),
    CHECK (start_minute <> end_minute),
    FOREIGN KEY (user_id, day_key) REFERENCES availability_days (user_id, day_key) ON DELETE CASCADE
);
CREATE INDEX availability_windows_user_idx ON availability_windows (user_id, day_key);

CREATE TABLE unavailable_dates (
    id              bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    user_id         bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    unavailable_on  date NOT NULL,
    note            text NOT NULL DEFAULT '' CHECK (length(note) <= 200),
    created_at      timestamptz NOT NULL DEFAULT now(),
    UNIQUE (user_id, unavailable_on)
);
