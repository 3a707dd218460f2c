-- How a location is staffed on its public holidays, when not as on any other day:
-- closed (nobody needed), or with the staffing requirements of another day of the week.
-- No row: as usual. A new table: nothing the running application reads is locked.
CREATE TABLE location_holiday_staffing (
    location_id bigint PRIMARY KEY REFERENCES locations (id) ON DELETE CASCADE,
    rule        text NOT NULL CHECK (rule IN ('closed', 'like_day')),
    like_day    text CHECK (like_day IN ('friday', 'saturday', 'sunday', 'monday', 'tuesday', 'wednesday', 'thursday')),
    CHECK ((rule = 'like_day') = (like_day IS NOT NULL))
);
