-- A version on published shifts, so that a draft edit made against a shift that has
-- changed since (a swap approved, a publish) is refused instead of overwriting it.
-- A trigger moves it on every change of what the shift is, whoever writes it.
ALTER TABLE shifts ADD COLUMN version integer NOT NULL DEFAULT 0;

CREATE FUNCTION shifts_bump_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF (NEW.user_id, NEW.shift_date, NEW.day_key, NEW.start_minute, NEW.end_minute)
       IS DISTINCT FROM (OLD.user_id, OLD.shift_date, OLD.day_key, OLD.start_minute, OLD.end_minute) THEN
        NEW.version := OLD.version + 1;
    END IF;
    RETURN NEW;
END $$;

CREATE TRIGGER shifts_version BEFORE UPDATE ON shifts
    FOR EACH ROW EXECUTE FUNCTION shifts_bump_version();
