-- Leave that adds up (issue 45, first slice): leave types, the policies that grant them,
-- the ledger every balance is the sum of, what a person's contract says for leave, and
-- public holidays per location. Amounts are integer hundredths of the type's unit (an
-- hour or a day), so that sums are exact.

CREATE TABLE leave_types (
    id                 bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    name               text NOT NULL CHECK (length(btrim(name)) BETWEEN 1 AND 100),
    -- The three a workplace starts with keep their kind (the REST shim's requests are
    -- 'annual'); types managers add are 'other'.
    kind               text NOT NULL DEFAULT 'other' CHECK (kind IN ('annual', 'sick', 'unpaid', 'other')),
    paid               boolean NOT NULL,
    unit               text NOT NULL CHECK (unit IN ('hours', 'days')),
    needs_approval     boolean NOT NULL DEFAULT true,
    needs_balance      boolean NOT NULL DEFAULT false,
    staff_may_request  boolean NOT NULL DEFAULT true,
    colour             text NOT NULL CHECK (colour ~ '^#[0-9a-f]{6}$'),
    archived_at        timestamptz,
    created_at         timestamptz NOT NULL DEFAULT now(),
    updated_at         timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX leave_types_name_key ON leave_types (lower(btrim(name))) WHERE archived_at IS NULL;
CREATE UNIQUE INDEX leave_types_kind_key ON leave_types (kind) WHERE kind <> 'other';

INSERT INTO leave_types (name, kind, paid, unit, needs_approval, needs_balance, staff_may_request, colour) VALUES
    ('Annual leave', 'annual', true, 'hours', true, true, true, '#2e7d32'),
    ('Sick leave', 'sick', true, 'hours', false, false, false, '#c62828'),
    ('Unpaid leave', 'unpaid', false, 'hours', true, false, true, '#757575');

-- How a type is granted. method: a yearly 'allowance' (amount per leave year, for a
-- full-time week), or an accrual: amount per hour worked on approved timesheets
-- ('hours_worked'), per pay period ('pay_period') or per calendar month ('monthly').
CREATE TABLE leave_policies (
    id                     bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    leave_type_id          bigint NOT NULL REFERENCES leave_types (id),
    name                   text NOT NULL CHECK (length(btrim(name)) BETWEEN 1 AND 100),
    method                 text NOT NULL CHECK (method IN ('allowance', 'hours_worked', 'pay_period', 'monthly')),
    amount                 bigint NOT NULL CHECK (amount BETWEEN 0 AND 100000000),
    -- The leave year starts on this month and day every year (1 January: the calendar year).
    year_start_month       smallint NOT NULL DEFAULT 1 CHECK (year_start_month BETWEEN 1 AND 12),
    year_start_day         smallint NOT NULL DEFAULT 1 CHECK (year_start_day BETWEEN 1 AND 28),
    -- Nothing is granted until a new starter has worked this many days.
    waiting_days           integer NOT NULL DEFAULT 0 CHECK (waiting_days BETWEEN 0 AND 3660),
    -- No grant takes the balance over this; NULL: no cap.
    cap                    bigint CHECK (cap BETWEEN 0 AND 100000000),
    -- At most this much of a year's balance carries into the next, and what carried and
    -- is still unused expires on carry_expires_month/day of the new year (NULL: never).
    carry_over_max         bigint NOT NULL DEFAULT 0 CHECK (carry_over_max BETWEEN 0 AND 100000000),
    carry_expires_month    smallint CHECK (carry_expires_month BETWEEN 1 AND 12),
    carry_expires_day      smallint CHECK (carry_expires_day BETWEEN 1 AND 31),
    -- How far below zero a request may take the balance.
    negative_limit         bigint NOT NULL DEFAULT 0 CHECK (negative_limit BETWEEN 0 AND 100000000),
    archived_at            timestamptz,
    created_at             timestamptz NOT NULL DEFAULT now(),
    updated_at             timestamptz NOT NULL DEFAULT now(),
    CHECK ((carry_expires_month IS NULL) = (carry_expires_day IS NULL)),
    UNIQUE (id, leave_type_id)
);
CREATE INDEX leave_policies_type_idx ON leave_policies (leave_type_id);

-- A policy given to one person, or to everyone on a rule set; a person's own wins. The
-- type is repeated so that a person (or rule set) has at most one policy per type.
CREATE TABLE leave_policy_assignments (
    id             bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    policy_id      bigint NOT NULL,
    leave_type_id  bigint NOT NULL,
    user_id        bigint REFERENCES users (id) ON DELETE CASCADE,
    rule_set_id    bigint REFERENCES rule_sets (id) ON DELETE CASCADE,
    created_at     timestamptz NOT NULL DEFAULT now(),
    FOREIGN KEY (policy_id, leave_type_id) REFERENCES leave_policies (id, leave_type_id) ON DELETE CASCADE,
    CHECK ((user_id IS NULL) <> (rule_set_id IS NULL))
);
CREATE UNIQUE INDEX leave_policy_assignments_user_key ON leave_policy_assignments (user_id, leave_type_id) WHERE user_id IS NOT NULL;
CREATE UNIQUE INDEX leave_policy_assignments_rule_set_key ON leave_policy_assignments (rule_set_id, leave_type_id) WHERE rule_set_id IS NOT NULL;
CREATE INDEX leave_policy_assignments_policy_idx ON leave_policy_assignments (policy_id, leave_type_id);

-- What a person's contract says for leave. No row: employed since ever, full time,
-- Monday to Friday, holidays of their first location.
CREATE TABLE leave_profiles (
    user_id              bigint PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
    starts_on            date,
    ends_on              date,
    -- Contracted minutes a week; NULL: the workplace's full-time week.
    minutes_per_week     integer CHECK (minutes_per_week BETWEEN 0 AND 10080),
    -- ISO weekdays worked (1 Monday .. 7 Sunday); the others are days off.
    work_days            smallint[] NOT NULL DEFAULT '{1,2,3,4,5}'
        CHECK (work_days <@ ARRAY[1,2,3,4,5,6,7]::smallint[] AND cardinality(work_days) >= 1),
    holiday_location_id  bigint REFERENCES locations (id),
    updated_at           timestamptz NOT NULL DEFAULT now(),
    CHECK (ends_on IS NULL OR starts_on IS NULL OR ends_on >= starts_on)
);

-- The workplace's leave settings: one row.
CREATE TABLE leave_settings (
    id                        boolean PRIMARY KEY DEFAULT true CHECK (id),
    full_time_minutes_week    integer NOT NULL DEFAULT 2400 CHECK (full_time_minutes_week BETWEEN 60 AND 10080),
    -- A request deducts the contracted hours of its days ('contract') or the hours of the
    -- person's published shifts on them ('shifts').
    deduct_by                 text NOT NULL DEFAULT 'contract' CHECK (deduct_by IN ('contract', 'shifts'))
);
INSERT INTO leave_settings DEFAULT VALUES;

-- Every change of a balance. A generated row (allowance, accrual, carry_over, expiry)
-- names the period it is for, so that settling again writes only what is missing.
CREATE TABLE leave_ledger (
    id             bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    user_id        bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    leave_type_id  bigint NOT NULL REFERENCES leave_types (id),
    effective_on   date NOT NULL,
    kind           text NOT NULL CHECK (kind IN ('allowance', 'accrual', 'taken', 'restored', 'carry_over', 'expiry', 'adjustment')),
    amount         bigint NOT NULL,
    period_start   date,
    time_off_id    bigint REFERENCES pto_requests (id) ON DELETE SET NULL,
    reason         text NOT NULL DEFAULT '' CHECK (char_length(reason) <= 500),
    created_by     bigint REFERENCES users (id) ON DELETE SET NULL,
    created_at     timestamptz NOT NULL DEFAULT now(),
    CHECK (kind <> 'adjustment' OR reason <> ''),
    CHECK ((period_start IS NOT NULL) = (kind IN ('allowance', 'accrual', 'carry_over', 'expiry')))
);
CREATE INDEX leave_ledger_balance_idx ON leave_ledger (user_id, leave_type_id, effective_on) INCLUDE (amount, kind);
CREATE INDEX leave_ledger_type_idx ON leave_ledger (leave_type_id, effective_on);
CREATE INDEX leave_ledger_time_off_idx ON leave_ledger (time_off_id) WHERE time_off_id IS NOT NULL;

-- A request is for a type; NULL: annual leave (every request before this migration, and
-- the REST shim's). The key is added NOT VALID and validated by the next migration, so
-- that the scan of the requests holds no lock that stops writes to them.
ALTER TABLE pto_requests ADD COLUMN leave_type_id bigint;
ALTER TABLE pto_requests ADD CONSTRAINT pto_requests_leave_type_id_fkey
    FOREIGN KEY (leave_type_id) REFERENCES leave_types (id) NOT VALID;

-- Where a location's public holidays come from: a country (ISO 3166 alpha-2, lower case)
-- and optionally a region of it, as the holiday library names them.
CREATE TABLE location_holiday_calendars (
    location_id  bigint PRIMARY KEY REFERENCES locations (id) ON DELETE CASCADE,
    country      text NOT NULL CHECK (country ~ '^[a-z]{2}$'),
    region       text NOT NULL DEFAULT '' CHECK (region ~ '^[a-z]{0,3}$')
);

-- A workplace's own holidays (added) and library holidays it works (removed), per
-- location, or for every location when location_id is NULL.
CREATE TABLE public_holiday_changes (
    id            bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    location_id   bigint REFERENCES locations (id) ON DELETE CASCADE,
    holiday_date  date NOT NULL,
    name          text NOT NULL DEFAULT '' CHECK (char_length(name) <= 100),
    removed       boolean NOT NULL,
    CHECK (removed OR length(btrim(name)) >= 1)
);
CREATE UNIQUE INDEX public_holiday_changes_key ON public_holiday_changes (COALESCE(location_id, 0), holiday_date);
