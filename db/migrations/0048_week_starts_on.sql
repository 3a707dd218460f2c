-- The first day of the workplace's weeks: Friday, as the specification says, unless a
-- manager chooses another. Weeks are stored by their first date, so the three tables
-- keyed by week check it against this setting instead of against Friday. A CHECK cannot
-- read another table, so a trigger does; it reads the setting FOR SHARE, so that a week
-- written while a manager changes the first day waits for that change and is judged by
-- it (the service allows the change only while no week is stored).
ALTER TABLE workplace_settings
    ADD COLUMN week_starts_on text NOT NULL DEFAULT 'friday'
        CHECK (week_starts_on IN ('friday', 'saturday', 'sunday', 'monday', 'tuesday', 'wednesday', 'thursday'));

ALTER TABLE schedules DROP CONSTRAINT schedules_week_starting_check;
ALTER TABLE schedule_drafts DROP CONSTRAINT schedule_drafts_week_starting_check;
ALTER TABLE open_shifts DROP CONSTRAINT open_shifts_week_starting_check;

CREATE FUNCTION week_starts_on_the_workplace_day() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
    first_day text;
BEGIN
    SELECT week_starts_on INTO first_day FROM workplace_settings WHERE id FOR SHARE;
    -- 'fmday' is the English day name in lower case whatever the locale ('TMday' would
    -- translate it).
    IF to_char(NEW.week_starting, 'fmday') <> COALESCE(first_day, 'friday') THEN
        RAISE EXCEPTION 'week % does not start on a %', NEW.week_starting, COALESCE(first_day, 'friday')
            USING ERRCODE = 'check_violation';
    END IF;
    RETURN NEW;
END $$;

CREATE TRIGGER schedules_week_starts_on BEFORE INSERT OR UPDATE OF week_starting ON schedules
    FOR EACH ROW EXECUTE FUNCTION week_starts_on_the_workplace_day();
CREATE TRIGGER schedule_drafts_week_starts_on BEFORE INSERT OR UPDATE OF week_starting ON schedule_drafts
    FOR EACH ROW EXECUTE FUNCTION week_starts_on_the_workplace_day();
CREATE TRIGGER open_shifts_week_starts_on BEFORE INSERT OR UPDATE OF week_starting ON open_shifts
    FOR EACH ROW EXECUTE FUNCTION week_starts_on_the_workplace_day();
