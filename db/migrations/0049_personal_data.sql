-- Each person's data (issue 44): erasing a former employee, and how long what payroll law
-- keeps of them stays.
--
-- users.erased_at marks a person whose name, e-mail and personal fields were replaced;
-- the row stays, so that shifts, swaps, time records and audit entries still point at it.
ALTER TABLE users ADD COLUMN erased_at timestamptz,
                  ADD CONSTRAINT users_erased_is_deleted CHECK (erased_at IS NULL OR deleted_at IS NOT NULL);
CREATE INDEX users_erased_idx ON users (id) WHERE erased_at IS NOT NULL;

-- How many years an erased person's time records and approved timesheets are kept after
-- the day they are about (payroll law: six years is a common answer, ten the longest).
ALTER TABLE workplace_settings
    ADD COLUMN personal_data_retention_years smallint NOT NULL DEFAULT 6
        CHECK (personal_data_retention_years BETWEEN 1 AND 30);

-- One-time links to a person's export, made by the GraphQL mutation and used once by the
-- download route; only the hash of the secret is kept.
CREATE TABLE personal_data_links (
    token_hash text PRIMARY KEY,
    actor_id   bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    user_id    bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    expires_at timestamptz NOT NULL
);
CREATE INDEX personal_data_links_user_idx ON personal_data_links (user_id);
CREATE INDEX personal_data_links_actor_idx ON personal_data_links (actor_id);
