-- A closed time record refuses every change, and so refused the one a removed shift
-- makes to what names it: republishing a week without a shift someone had worked, or
-- deleting a person with a shift worked today, failed with an internal error. A closed
-- record may now forget its shift, and only that: what the clock said stays, and so does
-- the shift's scheduled start and end the record copied when it was clocked in.
CREATE OR REPLACE FUNCTION time_records_closed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
    forgotten time_records := OLD;
BEGIN
    forgotten.shift_id := NULL;
    IF OLD.clock_out_at IS NOT NULL AND NEW IS DISTINCT FROM forgotten THEN
        RAISE EXCEPTION 'time record % is closed and cannot change', OLD.id;
    END IF;
    RETURN NEW;
END $$;
