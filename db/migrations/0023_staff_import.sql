-- Staff imported from CSV are invited, not created: an account needs the person's own
-- password. The invitation keeps what the file said about them (name, positions with the
-- primary first, locations) and accepting it gives the new account those.
ALTER TABLE invitations ADD COLUMN name text CHECK (length(name) <= 100),
                        ADD COLUMN position_ids bigint[] NOT NULL DEFAULT '{}',
                        ADD COLUMN location_ids bigint[] NOT NULL DEFAULT '{}';
