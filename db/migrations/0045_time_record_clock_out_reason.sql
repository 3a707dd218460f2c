-- Why someone clocked out far from their shift's end (issue 42): asked for when they
-- clock out more than 30 minutes before the matched shift ends, kept on the record and
-- shown on the timesheet. Null when none was asked for or given.
ALTER TABLE time_records ADD COLUMN clock_out_reason text
    CHECK (clock_out_reason IS NULL OR char_length(clock_out_reason) BETWEEN 1 AND 500);
