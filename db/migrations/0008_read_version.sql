-- The read cache's data version, bumped by triggers in the same transaction as any
-- statement that can change what a week or month read shows, so that no write path can
-- forget it. The version is the sum of 16 counters: a writer bumps the one its backend
-- maps to, so concurrent writers (time-off approvals, swaps) rarely wait on one row's
-- lock, and every committed bump still raises the sum. Readers read the version before
-- the data, so a cached answer is never older than its version, on any instance.
-- Statement-level triggers: publishing 280 shifts bumps once per statement, not per row.
CREATE TABLE read_version (
    shard    int PRIMARY KEY CHECK (shard BETWEEN 0 AND 15),
    version  bigint NOT NULL
);
INSERT INTO read_version (shard, version) SELECT s, 0 FROM generate_series(0, 15) AS s;

CREATE FUNCTION bump_read_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    UPDATE read_version SET version = version + 1 WHERE shard = pg_backend_pid() % 16;
    RETURN NULL;
END
$$;

CREATE TRIGGER schedules_read_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON schedules
    FOR EACH STATEMENT EXECUTE FUNCTION bump_read_version();
CREATE TRIGGER shifts_read_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON shifts
    FOR EACH STATEMENT EXECUTE FUNCTION bump_read_version();
CREATE TRIGGER calendar_events_read_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON calendar_events
    FOR EACH STATEMENT EXECUTE FUNCTION bump_read_version();
-- Time off is not on the week or month reads yet; bumping now keeps the day it is shown
-- from needing a migration someone could forget.
CREATE TRIGGER pto_requests_read_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON pto_requests
    FOR EACH STATEMENT EXECUTE FUNCTION bump_read_version();
-- Only the columns a read shows (shifts carry the person's current name): a sign-in or
-- a password change leaves the cache alone.
CREATE TRIGGER users_read_version AFTER INSERT OR DELETE OR UPDATE OF name, role, deleted_at OR TRUNCATE ON users
    FOR EACH STATEMENT EXECUTE FUNCTION bump_read_version();
