-- The references from and to shifts are kept by statement-level triggers instead of
-- foreign keys. A foreign key checks one row at a time: republishing a week that replaces
-- its 280 shifts ran 2,870 checks (five keys of each inserted shift, five referrers of
-- each deleted one), about 7 of the publish's 25 ms. The triggers below check a
-- statement's rows as one set, in a handful of statements, with the same guarantees
-- under READ COMMITTED (the server's isolation level):
-- - a row that names another locks it FOR KEY SHARE, as a foreign key's check does, so
--   the named row cannot be deleted until the naming transaction ends; a row deleted
--   meanwhile is not found, and the statement fails with foreign_key_violation (23503);
-- - removing a row sets its referrers' column to NULL, deletes them, or fails with 23503,
--   as ON DELETE SET NULL, CASCADE and NO ACTION did. Each of these statements takes a
--   fresh snapshot, so it sees a referrer committed while the delete waited for its lock;
-- - referred-to ids never change, and the two tables no foreign key protects any more
--   cannot be truncated.
-- Every other table keeps its foreign keys.

ALTER TABLE swap_requests DROP CONSTRAINT swap_requests_a_shift_id_fkey,
                          DROP CONSTRAINT swap_requests_b_shift_id_fkey;
ALTER TABLE open_shifts DROP CONSTRAINT open_shifts_shift_id_fkey;
ALTER TABLE time_records DROP CONSTRAINT time_records_shift_id_fkey;
ALTER TABLE clock_alerts DROP CONSTRAINT clock_alerts_shift_id_fkey;
ALTER TABLE shifts DROP CONSTRAINT shifts_schedule_id_fkey,
                   DROP CONSTRAINT shifts_user_id_fkey,
                   DROP CONSTRAINT shifts_position_id_fkey,
                   DROP CONSTRAINT shifts_location_id_fkey,
                   DROP CONSTRAINT shifts_shift_type_id_fkey;

-- references_exist('key', 'column', 'table', ...): each row a statement wrote (the
-- transition table "written") names, in each column, NULL or an existing row of the table
-- paired with it, which is locked FOR KEY SHARE. An update (the transition table
-- "before") is checked only where a row, matched by its key, names what it did not name
-- before: a foreign key checks changed columns only, and checking the others would lock
-- rows it never locked (and, while a removal sets a row's other column NULL, name a row
-- already removed).
CREATE FUNCTION references_exist() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
    col text;
    parent text;
    changed text := '';
    missing bigint;
BEGIN
    IF NOT EXISTS (SELECT 1 FROM written) THEN
        RETURN NULL;
    END IF;
    FOR i IN 0 .. (TG_NARGS - 1) / 2 - 1 LOOP
        col := TG_ARGV[1 + 2 * i];
        parent := TG_ARGV[2 + 2 * i];
        IF TG_OP = 'UPDATE' THEN
            changed := format(' AND NOT EXISTS (SELECT 1 FROM before b WHERE b.%1$I = w.%1$I AND b.%2$I = w.%2$I)',
                              TG_ARGV[0], col);
        END IF;
        EXECUTE format($q$
            WITH named AS (SELECT DISTINCT w.%1$I AS id FROM written w WHERE w.%1$I IS NOT NULL%3$s),
                 found AS (SELECT id FROM %2$I WHERE id IN (SELECT id FROM named) FOR KEY SHARE)
            SELECT min(id) FROM named WHERE id NOT IN (SELECT id FROM found)$q$, col, parent, changed) INTO missing;
        IF missing IS NOT NULL THEN
            RAISE foreign_key_violation USING MESSAGE = format('%s.%s names %s %s, which does not exist',
                TG_TABLE_NAME, col, parent, missing);
        END IF;
    END LOOP;
    RETURN NULL;
END $$;

-- referrers_follow_removal('table', 'column', 'set null' | 'cascade' | 'no action', ...):
-- the rows that name a removed row (the transition table "removed") lose the reference,
-- are removed too, or stop the removal.
CREATE FUNCTION referrers_follow_removal() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
    referrer text;
    col text;
    still bigint;
BEGIN
    IF NOT EXISTS (SELECT 1 FROM removed) THEN
        RETURN NULL;
    END IF;
    FOR i IN 0 .. TG_NARGS / 3 - 1 LOOP
        referrer := TG_ARGV[3 * i];
        col := TG_ARGV[3 * i + 1];
        CASE TG_ARGV[3 * i + 2]
        WHEN 'set null' THEN
            EXECUTE format('UPDATE %1$I SET %2$I = NULL WHERE %2$I IN (SELECT id FROM removed)', referrer, col);
        WHEN 'cascade' THEN
            EXECUTE format('DELETE FROM %1$I WHERE %2$I IN (SELECT id FROM removed)', referrer, col);
        WHEN 'no action' THEN
            EXECUTE format('SELECT min(%2$I) FROM %1$I WHERE %2$I IN (SELECT id FROM removed)', referrer, col) INTO still;
            IF still IS NOT NULL THEN
                RAISE foreign_key_violation USING MESSAGE = format('%s %s cannot be removed: %s.%s names it',
                    TG_TABLE_NAME, still, referrer, col);
            END IF;
        END CASE;
    END LOOP;
    RETURN NULL;
END $$;

CREATE FUNCTION referred_ids_stay() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    RAISE foreign_key_violation USING MESSAGE = format('the id of %s %s cannot change: other rows name it',
        TG_TABLE_NAME, OLD.id);
END $$;

CREATE FUNCTION refuse_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    RAISE foreign_key_violation USING MESSAGE = format('%s cannot be truncated: other rows name its rows; delete them instead',
        TG_TABLE_NAME);
END $$;

-- What a shift names, and what names a shift. Every publish inserts and removes shifts,
-- so these two are plain SQL (planned once per connection) rather than the generic
-- functions above, which plan each statement on every call.
CREATE FUNCTION shifts_references_exist() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
    missing text;
BEGIN
    IF NOT EXISTS (SELECT 1 FROM written) THEN
        RETURN NULL;
    END IF;
    SELECT coalesce(
        (SELECT 'schedules ' || n.id FROM (SELECT DISTINCT schedule_id AS id FROM written) n
         WHERE n.id NOT IN (SELECT id FROM schedules WHERE id IN (SELECT schedule_id FROM written) FOR KEY SHARE) LIMIT 1),
        (SELECT 'users ' || n.id FROM (SELECT DISTINCT user_id AS id FROM written) n
         WHERE n.id NOT IN (SELECT id FROM users WHERE id IN (SELECT user_id FROM written) FOR KEY SHARE) LIMIT 1),
        (SELECT 'positions ' || n.id FROM (SELECT DISTINCT position_id AS id FROM written WHERE position_id IS NOT NULL) n
         WHERE n.id NOT IN (SELECT id FROM positions WHERE id IN (SELECT position_id FROM written) FOR KEY SHARE) LIMIT 1),
        (SELECT 'locations ' || n.id FROM (SELECT DISTINCT location_id AS id FROM written WHERE location_id IS NOT NULL) n
         WHERE n.id NOT IN (SELECT id FROM locations WHERE id IN (SELECT location_id FROM written) FOR KEY SHARE) LIMIT 1),
        (SELECT 'shift_types ' || n.id FROM (SELECT DISTINCT shift_type_id AS id FROM written WHERE shift_type_id IS NOT NULL) n
         WHERE n.id NOT IN (SELECT id FROM shift_types WHERE id IN (SELECT shift_type_id FROM written) FOR KEY SHARE) LIMIT 1))
    INTO missing;
    IF missing IS NOT NULL THEN
        RAISE foreign_key_violation USING MESSAGE = format('shifts names %s, which does not exist', missing);
    END IF;
    RETURN NULL;
END $$;

CREATE FUNCTION shifts_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF NOT EXISTS (SELECT 1 FROM removed) THEN
        RETURN NULL;
    END IF;
    UPDATE swap_requests SET a_shift_id = NULL WHERE a_shift_id IN (SELECT id FROM removed);
    UPDATE swap_requests SET b_shift_id = NULL WHERE b_shift_id IN (SELECT id FROM removed);
    UPDATE open_shifts SET shift_id = NULL WHERE shift_id IN (SELECT id FROM removed);
    UPDATE time_records SET shift_id = NULL WHERE shift_id IN (SELECT id FROM removed);
    DELETE FROM clock_alerts WHERE shift_id IN (SELECT id FROM removed);
    RETURN NULL;
END $$;

CREATE TRIGGER shifts_references_exist AFTER INSERT ON shifts
    REFERENCING NEW TABLE AS written FOR EACH STATEMENT EXECUTE FUNCTION shifts_references_exist();
CREATE TRIGGER shifts_references_stay AFTER UPDATE ON shifts
    REFERENCING OLD TABLE AS before NEW TABLE AS written FOR EACH STATEMENT
    EXECUTE FUNCTION references_exist('id', 'schedule_id', 'schedules', 'user_id', 'users', 'position_id', 'positions',
                                      'location_id', 'locations', 'shift_type_id', 'shift_types');
CREATE TRIGGER shifts_removed AFTER DELETE ON shifts
    REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION shifts_removed();

-- What names a shift, seen from the naming side.
CREATE TRIGGER swap_requests_shifts_exist AFTER INSERT ON swap_requests
    REFERENCING NEW TABLE AS written FOR EACH STATEMENT
    EXECUTE FUNCTION references_exist('id', 'a_shift_id', 'shifts', 'b_shift_id', 'shifts');
CREATE TRIGGER swap_requests_shifts_stay AFTER UPDATE ON swap_requests
    REFERENCING OLD TABLE AS before NEW TABLE AS written FOR EACH STATEMENT
    EXECUTE FUNCTION references_exist('id', 'a_shift_id', 'shifts', 'b_shift_id', 'shifts');
CREATE TRIGGER open_shifts_shift_exists AFTER INSERT ON open_shifts
    REFERENCING NEW TABLE AS written FOR EACH STATEMENT EXECUTE FUNCTION references_exist('id', 'shift_id', 'shifts');
CREATE TRIGGER open_shifts_shift_stays AFTER UPDATE ON open_shifts
    REFERENCING OLD TABLE AS before NEW TABLE AS written FOR EACH STATEMENT
    EXECUTE FUNCTION references_exist('id', 'shift_id', 'shifts');
CREATE TRIGGER time_records_shift_exists AFTER INSERT ON time_records
    REFERENCING NEW TABLE AS written FOR EACH STATEMENT EXECUTE FUNCTION references_exist('id', 'shift_id', 'shifts');
CREATE TRIGGER time_records_shift_stays AFTER UPDATE ON time_records
    REFERENCING OLD TABLE AS before NEW TABLE AS written FOR EACH STATEMENT
    EXECUTE FUNCTION references_exist('id', 'shift_id', 'shifts');
-- A clock alert's key is its shift and kind: an alert whose shift changed is a new one.
CREATE TRIGGER clock_alerts_shift_exists AFTER INSERT ON clock_alerts
    REFERENCING NEW TABLE AS written FOR EACH STATEMENT EXECUTE FUNCTION references_exist('shift_id', 'shift_id', 'shifts');
CREATE TRIGGER clock_alerts_shift_stays AFTER UPDATE ON clock_alerts
    REFERENCING OLD TABLE AS before NEW TABLE AS written FOR EACH STATEMENT
    EXECUTE FUNCTION references_exist('shift_id', 'shift_id', 'shifts');

-- What a shift names, seen from the named side (rarely written).
CREATE TRIGGER schedules_removed AFTER DELETE ON schedules
    REFERENCING OLD TABLE AS removed FOR EACH STATEMENT
    EXECUTE FUNCTION referrers_follow_removal('shifts', 'schedule_id', 'cascade');
CREATE TRIGGER users_removed AFTER DELETE ON users
    REFERENCING OLD TABLE AS removed FOR EACH STATEMENT
    EXECUTE FUNCTION referrers_follow_removal('shifts', 'user_id', 'no action');
CREATE TRIGGER positions_removed AFTER DELETE ON positions
    REFERENCING OLD TABLE AS removed FOR EACH STATEMENT
    EXECUTE FUNCTION referrers_follow_removal('shifts', 'position_id', 'no action');
CREATE TRIGGER locations_removed AFTER DELETE ON locations
    REFERENCING OLD TABLE AS removed FOR EACH STATEMENT
    EXECUTE FUNCTION referrers_follow_removal('shifts', 'location_id', 'no action');
CREATE TRIGGER shift_types_removed AFTER DELETE ON shift_types
    REFERENCING OLD TABLE AS removed FOR EACH STATEMENT
    EXECUTE FUNCTION referrers_follow_removal('shifts', 'shift_type_id', 'no action');

CREATE TRIGGER shifts_id_stays BEFORE UPDATE OF id ON shifts
    FOR EACH ROW WHEN (OLD.id IS DISTINCT FROM NEW.id) EXECUTE FUNCTION referred_ids_stay();
CREATE TRIGGER schedules_id_stays BEFORE UPDATE OF id ON schedules
    FOR EACH ROW WHEN (OLD.id IS DISTINCT FROM NEW.id) EXECUTE FUNCTION referred_ids_stay();
CREATE TRIGGER users_id_stays BEFORE UPDATE OF id ON users
    FOR EACH ROW WHEN (OLD.id IS DISTINCT FROM NEW.id) EXECUTE FUNCTION referred_ids_stay();
CREATE TRIGGER positions_id_stays BEFORE UPDATE OF id ON positions
    FOR EACH ROW WHEN (OLD.id IS DISTINCT FROM NEW.id) EXECUTE FUNCTION referred_ids_stay();
CREATE TRIGGER locations_id_stays BEFORE UPDATE OF id ON locations
    FOR EACH ROW WHEN (OLD.id IS DISTINCT FROM NEW.id) EXECUTE FUNCTION referred_ids_stay();
CREATE TRIGGER shift_types_id_stays BEFORE UPDATE OF id ON shift_types
    FOR EACH ROW WHEN (OLD.id IS DISTINCT FROM NEW.id) EXECUTE FUNCTION referred_ids_stay();

CREATE TRIGGER shifts_not_truncated BEFORE TRUNCATE ON shifts
    FOR EACH STATEMENT EXECUTE FUNCTION refuse_truncate();
CREATE TRIGGER schedules_not_truncated BEFORE TRUNCATE ON schedules
    FOR EACH STATEMENT EXECUTE FUNCTION refuse_truncate();
