-- The school calendar per location (internal/labour, school.go), which the rules for
-- minors read for their school-day limits: the weekdays that are school days at a
-- location (a location without a row keeps Monday to Friday), and school holidays, named
-- date ranges (term breaks) for a location or, location_id NULL, for every location.
-- The location's public holidays (leave's calendars) are never school days.
CREATE TABLE location_school_weeks (
    location_id  bigint PRIMARY KEY REFERENCES locations (id) ON DELETE CASCADE,
    -- ISO weekdays (1 Monday .. 7 Sunday) with school; empty: no school day at all.
    weekdays     smallint[] NOT NULL
        CHECK (weekdays <@ ARRAY[1,2,3,4,5,6,7]::smallint[])
);

CREATE TABLE school_holidays (
    id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    location_id  bigint REFERENCES locations (id) ON DELETE CASCADE,
    name         text NOT NULL CHECK (length(btrim(name)) BETWEEN 1 AND 100),
    first_day    date NOT NULL,
    last_day     date NOT NULL,
    CHECK (last_day >= first_day AND last_day - first_day <= 366)
);
CREATE INDEX school_holidays_at ON school_holidays (COALESCE(location_id, 0), last_day);
