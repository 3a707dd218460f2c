-- Location managers: a manager listed here manages only these locations (and the people
-- who work at them); a manager with no row manages everything, as before.
CREATE TABLE manager_locations (
    user_id      bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    location_id  bigint NOT NULL REFERENCES locations (id),
    PRIMARY KEY (user_id, location_id)
);
CREATE INDEX manager_locations_location_idx ON manager_locations (location_id);

-- The locations whose schedules a person sees: a limited manager's, or the ones an
-- employee works at. NULL means every location: no limit, no locations given, or the
-- set covers every location (one-location workplaces), so that all of them share one
-- cached answer. own is true when the person has a shift outside the set: they see their
-- own shifts too, so their answer is theirs alone. One statement with the session check.
CREATE FUNCTION view_locations(uid bigint, OUT locations bigint[], OUT own boolean)
LANGUAGE sql STABLE AS $$
    WITH mine AS (
        SELECT ml.location_id FROM manager_locations ml
        JOIN users u ON u.id = ml.user_id AND u.role = 'manager' WHERE ml.user_id = uid
        UNION
        SELECT ul.location_id FROM user_locations ul
        JOIN users u ON u.id = ul.user_id AND u.role <> 'manager' WHERE ul.user_id = uid),
    limited AS (
        SELECT array_agg(location_id ORDER BY location_id) AS ids FROM mine
        WHERE EXISTS (SELECT 1 FROM locations l WHERE l.id NOT IN (SELECT location_id FROM mine)))
    SELECT limited.ids,
           limited.ids IS NOT NULL AND EXISTS (
               SELECT 1 FROM shifts s WHERE s.user_id = uid AND s.location_id <> ALL (limited.ids))
    FROM limited
$$;

-- Setting a manager's locations changes what they are shown: drop cached answers.
CREATE TRIGGER manager_locations_read_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON manager_locations
    FOR EACH STATEMENT EXECUTE FUNCTION bump_read_version();
CREATE TRIGGER user_locations_read_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON user_locations
    FOR EACH STATEMENT EXECUTE FUNCTION bump_read_version();
