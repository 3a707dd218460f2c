-- Scheduling the way managers work: workplace settings for the conflict rules, per-week
-- drafts shared by managers, schedule templates, and acknowledgements of published weeks.

-- One row: the workplace's scheduling rules, edited by managers.
CREATE TABLE workplace_settings (
    id                    boolean PRIMARY KEY DEFAULT true CHECK (id),
    min_rest_minutes      integer NOT NULL DEFAULT 600 CHECK (min_rest_minutes BETWEEN 0 AND 2880),
    weekly_limit_minutes  integer NOT NULL DEFAULT 2400 CHECK (weekly_limit_minutes BETWEEN 60 AND 10080),
    updated_at            timestamptz NOT NULL DEFAULT now()
);
INSERT INTO workplace_settings (id) VALUES (true);

-- A week's pending changes. The draft is the published shifts overlaid with its rows.
CREATE TABLE schedule_drafts (
    week_starting  date PRIMARY KEY CHECK (extract(isodow FROM week_starting) = 5),
    created_at     timestamptz NOT NULL DEFAULT now(),
    updated_at     timestamptz NOT NULL DEFAULT now()
);

-- One pending change of one shift. shift_id is the id the shift has (or will have once
-- published): new shifts take it from the shifts table's own sequence, so it stays the
-- same from draft to published. user_id is nullable to leave room for open shifts.
CREATE TABLE draft_shifts (
    shift_id       bigint PRIMARY KEY,
    week_starting  date NOT NULL REFERENCES schedule_drafts (week_starting) ON DELETE CASCADE,
    op             text NOT NULL CHECK (op IN ('add', 'change', 'remove')),
    day_key        text NOT NULL CHECK (day_key IN ('friday', 'saturday', 'sunday', 'monday', 'tuesday', 'wednesday', 'thursday')),
    shift_date     date NOT NULL,
    user_id        bigint REFERENCES users (id),
    start_minute   smallint NOT NULL CHECK (start_minute BETWEEN 0 AND 1439),
    end_minute     smallint NOT NULL CHECK (end_minute BETWEEN 0 AND 1439),
    version        integer NOT NULL DEFAULT 1,
    updated_at     timestamptz NOT NULL DEFAULT now(),
    CHECK (start_minute <> end_minute)
);
CREATE INDEX draft_shifts_week_idx ON draft_shifts (week_starting, shift_date);

-- A named week that managers copy into drafts.
CREATE TABLE schedule_templates (
    id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    name        text NOT NULL CHECK (length(btrim(name)) BETWEEN 1 AND 100),
    created_at  timestamptz NOT NULL DEFAULT now(),
    updated_at  timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX schedule_templates_name_key ON schedule_templates (lower(name));

CREATE TABLE template_shifts (
    id            bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    template_id   bigint NOT NULL REFERENCES schedule_templates (id) ON DELETE CASCADE,
    day_key       text NOT NULL CHECK (day_key IN ('friday', 'saturday', 'sunday', 'monday', 'tuesday', 'wednesday', 'thursday')),
    user_id       bigint REFERENCES users (id),
    start_minute  smallint NOT NULL CHECK (start_minute BETWEEN 0 AND 1439),
    end_minute    smallint NOT NULL CHECK (end_minute BETWEEN 0 AND 1439),
    position      integer NOT NULL DEFAULT 0
);
CREATE INDEX template_shifts_template_idx ON template_shifts (template_id);

-- "Got it": a person has seen their shifts of a published week. A change to their shifts
-- deletes the row.
CREATE TABLE schedule_acks (
    week_starting    date NOT NULL,
    user_id          bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    acknowledged_at  timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (week_starting, user_id)
);
