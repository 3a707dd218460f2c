-- The live board's late and no-show alerts, and a weekly labour budget per location.

ALTER TABLE workplace_settings
    -- A person not clocked in this many minutes after their shift started is late.
    ADD COLUMN late_after_minutes integer NOT NULL DEFAULT 10 CHECK (late_after_minutes BETWEEN 1 AND 240);

-- Managers choose how attendance alerts (late, no-show) reach them, like other kinds.
ALTER TABLE notification_preferences DROP CONSTRAINT notification_preferences_kind_check;
ALTER TABLE notification_preferences ADD CONSTRAINT notification_preferences_kind_check
    CHECK (kind IN ('schedule', 'swap_request', 'swap_decision', 'time_off_request',
                    'time_off_decision', 'open_shift', 'account', 'attendance'));

-- One row per alert sent: every instance sweeps, and the instance whose insert lands
-- is the one that notifies, so each shift is announced once per kind.
CREATE TABLE clock_alerts (
    shift_id    bigint NOT NULL REFERENCES shifts (id) ON DELETE CASCADE,
    kind        text NOT NULL CHECK (kind IN ('late', 'no_show')),
    created_at  timestamptz NOT NULL,
    PRIMARY KEY (shift_id, kind)
);

-- The most a location's scheduled shifts of one Friday-Thursday week should cost; the
-- publish dry run warns above it. No row: no budget.
CREATE TABLE location_labour_budgets (
    location_id         bigint PRIMARY KEY REFERENCES locations (id),
    weekly_budget_cents bigint NOT NULL CHECK (weekly_budget_cents BETWEEN 0 AND 2000000000)
);

-- The board and the alert sweep look up the records of a shift.
CREATE INDEX time_records_shift_idx ON time_records (shift_id) WHERE shift_id IS NOT NULL;
