-- Location managers: a manager listed here manages only these locations (and the people
-- who work at them); a manager with no row manages everything, as before.
CREATE TABLE manager_locations (
    user_id      bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    location_id  bigint NOT NULL REFERENCES locations (id),
    PRIMARY KEY (user_id, location_id)
);
CREATE INDEX manager_locations_location_idx ON manager_locations (location_id);

-- Setting a manager's locations changes what they are shown: drop cached answers.
CREATE TRIGGER manager_locations_read_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON manager_locations
    FOR EACH STATEMENT EXECUTE FUNCTION bump_read_version();
CREATE TRIGGER user_locations_read_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON user_locations
    FOR EACH STATEMENT EXECUTE FUNCTION bump_read_version();
