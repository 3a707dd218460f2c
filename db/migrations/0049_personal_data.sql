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

-- The audit trail stays append-only, with one exception: erasing a person replaces, in
-- the entries by them, about them, or holding their name or e-mail as a value, those
-- words with the erased ones. Which entry it is, when, by whom and about what never
-- change. The server may run as a role without UPDATE on audit_log (SECURITY.md), so the
-- rewrite is this function, which runs as the table's owner, and the trigger lets it
-- through only while it runs (a transaction-local setting).
CREATE OR REPLACE FUNCTION audit_log_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP = 'UPDATE' AND coalesce(current_setting('shiftsched.erasing', true), '') = 'on'
       AND NEW.id = OLD.id AND NEW.at = OLD.at AND NEW.actor_id IS NOT DISTINCT FROM OLD.actor_id
       AND NEW.action = OLD.action AND NEW.object_type = OLD.object_type AND NEW.object_id = OLD.object_id
       AND NEW.message_key IS NOT DISTINCT FROM OLD.message_key THEN
        RETURN NEW;
    END IF;
    RAISE EXCEPTION 'audit entries cannot be changed or deleted';
END $$;

CREATE FUNCTION erase_audit_words(person bigint, old_name text, old_email text, new_name text, new_email text)
RETURNS bigint LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, public AS $$
DECLARE
    -- The words as they sit inside JSON text (quotes and backslashes escaped).
    jn_old text := substr(to_jsonb(old_name)::text, 2, length(to_jsonb(old_name)::text) - 2);
    jn_new text := substr(to_jsonb(new_name)::text, 2, length(to_jsonb(new_name)::text) - 2);
    je_old text := substr(to_jsonb(old_email)::text, 2, length(to_jsonb(old_email)::text) - 2);
    je_new text := substr(to_jsonb(new_email)::text, 2, length(to_jsonb(new_email)::text) - 2);
    -- A person without e-mail: look for the name twice rather than for every empty string.
    vars jsonb := jsonb_build_object('n', old_name, 'e', CASE WHEN old_email = '' THEN old_name ELSE old_email END);
    n bigint;
BEGIN
    IF old_email = '' THEN
        je_old := NULL; -- no address to replace (the CASEs below skip it)
    END IF;
    PERFORM set_config('shiftsched.erasing', 'on', true);
    UPDATE audit_log a SET
        actor_name = CASE WHEN a.actor_id = person THEN new_name ELSE a.actor_name END,
        summary = replace(CASE WHEN je_old IS NULL THEN a.summary ELSE replace(a.summary, old_email, new_email) END, old_name, new_name),
        message_args = CASE WHEN a.message_args IS NULL THEN NULL ELSE replace(CASE WHEN je_old IS NULL THEN a.message_args::text ELSE replace(a.message_args::text, je_old, je_new) END, jn_old, jn_new)::jsonb END,
        before = CASE WHEN a.before IS NULL THEN NULL ELSE replace(CASE WHEN je_old IS NULL THEN a.before::text ELSE replace(a.before::text, je_old, je_new) END, jn_old, jn_new)::jsonb END,
        after = CASE WHEN a.after IS NULL THEN NULL ELSE replace(CASE WHEN je_old IS NULL THEN a.after::text ELSE replace(a.after::text, je_old, je_new) END, jn_old, jn_new)::jsonb END
    WHERE a.actor_id = person
       OR (a.object_type = 'user' AND a.object_id = person::text)
       OR jsonb_path_exists(a.message_args, '$.** ? (@ == $n || @ == $e)', vars)
       OR jsonb_path_exists(a.before, '$.** ? (@ == $n || @ == $e)', vars)
       OR jsonb_path_exists(a.after, '$.** ? (@ == $n || @ == $e)', vars);
    GET DIAGNOSTICS n = ROW_COUNT;
    PERFORM set_config('shiftsched.erasing', 'off', true);
    RETURN n;
END $$;
