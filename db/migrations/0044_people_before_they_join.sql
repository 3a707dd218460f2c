-- People exist before they join (issue 42, 1). Inviting or importing someone, or adding a
-- person who has no e-mail at all, creates their users row at once, "not signed up yet":
-- no password and no joined_at. They are on the rota, given shifts, counted in coverage and
-- auto-fill like anyone; accepting the invitation sets the password and joined_at on that
-- same row, so the shifts are theirs. Signing in refuses a row that has not joined.
--
-- A person without e-mail has email '' (not NULL: every reader of users.email keeps its
-- string), which the unique index of addresses leaves out.
--
-- joined_at defaults to now(): a row inserted with a password, as accounts were before,
-- has signed up; rows of people still to join say joined_at NULL.
ALTER TABLE users ALTER COLUMN password_hash DROP NOT NULL,
                  ADD COLUMN joined_at timestamptz DEFAULT now();
UPDATE users SET joined_at = created_at;
ALTER TABLE users DROP CONSTRAINT users_email_check,
                  ADD CONSTRAINT users_email_check CHECK (email = '' OR length(email) BETWEEN 3 AND 254),
                  ADD CONSTRAINT users_joined_has_password CHECK ((joined_at IS NULL) = (password_hash IS NULL)),
                  ADD CONSTRAINT users_joined_has_email CHECK (joined_at IS NULL OR email <> '');
DROP INDEX users_email_key;
CREATE UNIQUE INDEX users_email_key ON users (lower(email)) WHERE deleted_at IS NULL AND email <> '';

-- The person an invitation lets sign up. NULL on invitations used or withdrawn before
-- this migration.
ALTER TABLE invitations ADD COLUMN user_id bigint REFERENCES users (id) ON DELETE CASCADE;
CREATE INDEX invitations_user_idx ON invitations (user_id);

-- Invitations pending now become people at once, with what their invitation named.
INSERT INTO users (name, email, role, works_shifts, created_at, joined_at)
SELECT coalesce(nullif(btrim(i.name), ''), left(split_part(i.email, '@', 1), 100)), i.email, i.role, i.role <> 'manager', i.created_at, NULL
FROM invitations i
WHERE i.accepted_at IS NULL AND i.revoked_at IS NULL
  AND NOT EXISTS (SELECT 1 FROM users u WHERE lower(u.email) = lower(i.email) AND u.deleted_at IS NULL);
UPDATE invitations i SET user_id = u.id
FROM users u
WHERE i.accepted_at IS NULL AND i.revoked_at IS NULL
  AND lower(u.email) = lower(i.email) AND u.deleted_at IS NULL AND u.joined_at IS NULL;
-- An address that has an account meanwhile cannot accept: its invitation is withdrawn.
UPDATE invitations SET revoked_at = now() WHERE accepted_at IS NULL AND revoked_at IS NULL AND user_id IS NULL;
INSERT INTO user_positions (user_id, position_id, is_primary)
SELECT i.user_id, x.id, row_number() OVER (PARTITION BY i.user_id ORDER BY x.ord) = 1
FROM invitations i, unnest(i.position_ids) WITH ORDINALITY AS x (id, ord)
JOIN positions ps ON ps.id = x.id AND ps.archived_at IS NULL
WHERE i.user_id IS NOT NULL;
INSERT INTO user_locations (user_id, location_id)
SELECT i.user_id, l.id
FROM invitations i, unnest(i.location_ids) AS x (id)
JOIN locations l ON l.id = x.id AND l.archived_at IS NULL
WHERE i.user_id IS NOT NULL;
UPDATE users u SET rule_set_id = rs.id
FROM invitations i JOIN rule_sets rs ON rs.id = i.rule_set_id AND NOT rs.is_default
WHERE i.user_id = u.id;
