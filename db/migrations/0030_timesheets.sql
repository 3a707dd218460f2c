-- Timesheets: pay periods, overtime rules, managers' corrections of time records and
-- approvals of a person's timesheet for a pay period. Time records stay what the clock
-- said (0029's trigger refuses changes); a correction is a row of its own, and the
-- latest one for a record is what the timesheet counts.

ALTER TABLE workplace_settings
    ADD COLUMN pay_period text NOT NULL DEFAULT 'weekly'
        CHECK (pay_period IN ('weekly', 'biweekly', 'semimonthly', 'monthly')),
    -- The first day of some pay period; the others follow from it.
    ADD COLUMN pay_period_start date NOT NULL DEFAULT '2026-01-02',
    -- Overtime over this many minutes a day or a week; null: off.
    ADD COLUMN daily_overtime_minutes integer CHECK (daily_overtime_minutes BETWEEN 60 AND 1440),
    ADD COLUMN weekly_overtime_minutes integer CHECK (weekly_overtime_minutes BETWEEN 60 AND 10080),
    ADD COLUMN paid_breaks boolean NOT NULL DEFAULT false,
    ADD COLUMN rounding_minutes integer NOT NULL DEFAULT 0 CHECK (rounding_minutes IN (0, 5, 6, 15)),
    ADD COLUMN rounding_mode text NOT NULL DEFAULT 'nearest' CHECK (rounding_mode IN ('nearest', 'employee')),
    -- Overtime is paid at this percentage of the hourly rate.
    ADD COLUMN overtime_pay_percent integer NOT NULL DEFAULT 150 CHECK (overtime_pay_percent BETWEEN 100 AND 300);

CREATE TABLE time_corrections (
    id             bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    record_id      bigint NOT NULL REFERENCES time_records (id),
    clock_in_at    timestamptz NOT NULL,
    clock_out_at   timestamptz NOT NULL,
    break_minutes  integer NOT NULL CHECK (break_minutes >= 0),
    reason         text NOT NULL CHECK (char_length(reason) BETWEEN 1 AND 500),
    corrected_by   bigint REFERENCES users (id) ON DELETE SET NULL,
    corrected_at   timestamptz NOT NULL,
    CHECK (clock_out_at > clock_in_at),
    CHECK (break_minutes * interval '1 minute' < clock_out_at - clock_in_at)
);
CREATE INDEX time_corrections_record_idx ON time_corrections (record_id, id);

-- An approved timesheet: the person's pay period is locked until it is reopened.
CREATE TABLE timesheet_approvals (
    user_id       bigint NOT NULL REFERENCES users (id),
    period_start  date NOT NULL,
    period_end    date NOT NULL CHECK (period_end >= period_start),
    approved_by   bigint REFERENCES users (id) ON DELETE SET NULL,
    approved_at   timestamptz NOT NULL,
    PRIMARY KEY (user_id, period_start)
);
CREATE INDEX timesheet_approvals_period_idx ON timesheet_approvals (period_start);
