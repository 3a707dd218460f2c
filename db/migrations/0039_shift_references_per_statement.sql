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

-- require_named(referrer, table, ids): the rows of the table with these ids (distinct,
-- none NULL) exist, and are locked FOR KEY SHARE as a foreign key's check locks them.
-- Static statements: plpgsql plans each once per connection.
CREATE FUNCTION require_named(referrer text, parent text, ids bigint[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
    locked integer;
    missing bigint;
BEGIN
    IF coalesce(cardinality(ids), 0) = 0 THEN
        RETURN;
    END IF;
    CASE parent
    WHEN 'shifts' THEN
        SELECT count(*) INTO locked FROM (SELECT 1 FROM shifts WHERE id = ANY (ids) FOR KEY SHARE) l;
    WHEN 'schedules' THEN
        SELECT count(*) INTO locked FROM (SELECT 1 FROM schedules WHERE id = ANY (ids) FOR KEY SHARE) l;
    WHEN 'users' THEN
        SELECT count(*) INTO locked FROM (SELECT 1 FROM users WHERE id = ANY (ids) FOR KEY SHARE) l;
    WHEN 'positions' THEN
        SELECT count(*) INTO locked FROM (SELECT 1 FROM positions WHERE id = ANY (ids) FOR KEY SHARE) l;
    WHEN 'locations' THEN
        SELECT count(*) INTO locked FROM (SELECT 1 FROM locations WHERE id = ANY (ids) FOR KEY SHARE) l;
    WHEN 'shift_types' THEN
        SELECT count(*) INTO locked FROM (SELECT 1 FROM shift_types WHERE id = ANY (ids) FOR KEY SHARE) l;
    END CASE;
    IF locked < cardinality(ids) THEN
        EXECUTE format('SELECT min(i) FROM unnest($1) i WHERE NOT EXISTS (SELECT 1 FROM %I WHERE id = i)', parent)
            INTO missing USING ids;
        RAISE foreign_key_violation USING MESSAGE = format('%s names %s %s, which does not exist',
            referrer, parent, missing);
    END IF;
END $$;

-- What a shift names. An insert is checked whole; an update only where a shift names
-- what it did not name before (the transition table "before"), as a foreign key checks
-- changed columns only: checking the others would lock rows a foreign key never locked.
CREATE FUNCTION shifts_names_exist() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
    sched bigint[];
    usr bigint[];
    pos bigint[];
    loc bigint[];
    typ bigint[];
BEGIN
    IF TG_OP = 'INSERT' THEN
        SELECT array_agg(DISTINCT schedule_id), array_agg(DISTINCT user_id),
               array_agg(DISTINCT position_id) FILTER (WHERE position_id IS NOT NULL),
               array_agg(DISTINCT location_id) FILTER (WHERE location_id IS NOT NULL),
               array_agg(DISTINCT shift_type_id) FILTER (WHERE shift_type_id IS NOT NULL)
        INTO sched, usr, pos, loc, typ FROM written;
    ELSE
        SELECT array_agg(DISTINCT w.schedule_id) FILTER (WHERE w.schedule_id <> b.schedule_id),
               array_agg(DISTINCT w.user_id) FILTER (WHERE w.user_id <> b.user_id),
               array_agg(DISTINCT w.position_id) FILTER (WHERE w.position_id IS DISTINCT FROM b.position_id AND w.position_id IS NOT NULL),
               array_agg(DISTINCT w.location_id) FILTER (WHERE w.location_id IS DISTINCT FROM b.location_id AND w.location_id IS NOT NULL),
               array_agg(DISTINCT w.shift_type_id) FILTER (WHERE w.shift_type_id IS DISTINCT FROM b.shift_type_id AND w.shift_type_id IS NOT NULL)
        INTO sched, usr, pos, loc, typ FROM written w JOIN before b ON b.id = w.id;
    END IF;
    PERFORM require_named('shifts.schedule_id', 'schedules', sched);
    PERFORM require_named('shifts.user_id', 'users', usr);
    PERFORM require_named('shifts.position_id', 'positions', pos);
    PERFORM require_named('shifts.location_id', 'locations', loc);
    PERFORM require_named('shifts.shift_type_id', 'shift_types', typ);
    RETURN NULL;
END $$;

-- What names a shift, checked the same way.
CREATE FUNCTION swap_requests_name_shifts() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
    ids bigint[];
BEGIN
    IF TG_OP = 'INSERT' THEN
        SELECT array_agg(DISTINCT s) INTO ids
        FROM written, LATERAL (VALUES (a_shift_id), (b_shift_id)) v (s) WHERE s IS NOT NULL;
    ELSE
        SELECT array_agg(DISTINCT s) INTO ids
        FROM written w JOIN before b ON b.id = w.id,
             LATERAL (VALUES (w.a_shift_id, b.a_shift_id), (w.b_shift_id, b.b_shift_id)) v (s, was)
        WHERE s IS NOT NULL AND s IS DISTINCT FROM was;
    END IF;
    PERFORM require_named('swap_requests', 'shifts', ids);
    RETURN NULL;
END $$;

-- For a table whose shift_id names a shift and whose rows have an id.
CREATE FUNCTION row_names_shift() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
    ids bigint[];
BEGIN
    IF TG_OP = 'INSERT' THEN
        SELECT array_agg(DISTINCT shift_id) INTO ids FROM written WHERE shift_id IS NOT NULL;
    ELSE
        SELECT array_agg(DISTINCT w.shift_id) INTO ids
        FROM written w JOIN before b ON b.id = w.id
        WHERE w.shift_id IS NOT NULL AND w.shift_id IS DISTINCT FROM b.shift_id;
    END IF;
    PERFORM require_named(TG_TABLE_NAME || '.shift_id', 'shifts', ids);
    RETURN NULL;
END $$;

-- A clock alert's key is its shift and kind: an alert with a shift and kind no alert had
-- before is a new one.
CREATE FUNCTION clock_alerts_name_shift() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
    ids bigint[];
BEGIN
    IF TG_OP = 'INSERT' THEN
        SELECT array_agg(DISTINCT shift_id) INTO ids FROM written;
    ELSE
        SELECT array_agg(DISTINCT w.shift_id) INTO ids FROM written w
        WHERE NOT EXISTS (SELECT 1 FROM before b WHERE b.shift_id = w.shift_id AND b.kind = w.kind);
    END IF;
    PERFORM require_named('clock_alerts.shift_id', 'shifts', ids);
    RETURN NULL;
END $$;

-- Removing shifts reaches what names them as ON DELETE SET NULL and CASCADE did.
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

-- referrers_follow_removal('table', 'column', 'cascade' | 'no action'): the rows of the
-- table whose column names a removed row (the transition table "removed") are removed
-- too, or stop the removal. Generic (its statement is planned on each call): it serves
-- the tables a shift names, whose rows are rarely removed.
CREATE FUNCTION referrers_follow_removal() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
    still bigint;
BEGIN
    IF TG_ARGV[2] = 'cascade' THEN
        EXECUTE format('DELETE FROM %1$I WHERE %2$I IN (SELECT id FROM removed)', TG_ARGV[0], TG_ARGV[1]);
        RETURN NULL;
    END IF;
    EXECUTE format('SELECT min(%2$I) FROM %1$I WHERE %2$I IN (SELECT id FROM removed)', TG_ARGV[0], TG_ARGV[1]) INTO still;
    IF still IS NOT NULL THEN
        RAISE foreign_key_violation USING MESSAGE = format('%s %s cannot be removed: %s.%s names it',
            TG_TABLE_NAME, still, TG_ARGV[0], TG_ARGV[1]);
    END IF;
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

CREATE TRIGGER shifts_names_exist AFTER INSERT ON shifts
    REFERENCING NEW TABLE AS written FOR EACH STATEMENT EXECUTE FUNCTION shifts_names_exist();
CREATE TRIGGER shifts_names_stay AFTER UPDATE ON shifts
    REFERENCING OLD TABLE AS before NEW TABLE AS written FOR EACH STATEMENT EXECUTE FUNCTION shifts_names_exist();
CREATE TRIGGER shifts_removed AFTER DELETE ON shifts
    REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION shifts_removed();
CREATE TRIGGER swap_requests_name_shifts AFTER INSERT ON swap_requests
    REFERENCING NEW TABLE AS written FOR EACH STATEMENT EXECUTE FUNCTION swap_requests_name_shifts();
CREATE TRIGGER swap_requests_name_shifts_still AFTER UPDATE ON swap_requests
    REFERENCING OLD TABLE AS before NEW TABLE AS written FOR EACH STATEMENT EXECUTE FUNCTION swap_requests_name_shifts();
CREATE TRIGGER open_shifts_name_shift AFTER INSERT ON open_shifts
    REFERENCING NEW TABLE AS written FOR EACH STATEMENT EXECUTE FUNCTION row_names_shift();
CREATE TRIGGER open_shifts_name_shift_still AFTER UPDATE ON open_shifts
    REFERENCING OLD TABLE AS before NEW TABLE AS written FOR EACH STATEMENT EXECUTE FUNCTION row_names_shift();
CREATE TRIGGER time_records_name_shift AFTER INSERT ON time_records
    REFERENCING NEW TABLE AS written FOR EACH STATEMENT EXECUTE FUNCTION row_names_shift();
CREATE TRIGGER time_records_name_shift_still AFTER UPDATE ON time_records
    REFERENCING OLD TABLE AS before NEW TABLE AS written FOR EACH STATEMENT EXECUTE FUNCTION row_names_shift();
CREATE TRIGGER clock_alerts_name_shift AFTER INSERT ON clock_alerts
    REFERENCING NEW TABLE AS written FOR EACH STATEMENT EXECUTE FUNCTION clock_alerts_name_shift();
CREATE TRIGGER clock_alerts_name_shift_still AFTER UPDATE ON clock_alerts
    REFERENCING OLD TABLE AS before NEW TABLE AS written FOR EACH STATEMENT EXECUTE FUNCTION clock_alerts_name_shift();

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
