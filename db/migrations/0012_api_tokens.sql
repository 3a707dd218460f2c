-- Personal API tokens (issue 14). Only a SHA-256 of the secret is kept: secrets are
-- long random strings, so a fast hash is enough and lookups stay one index probe.
CREATE TABLE api_tokens (
    id            bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    user_id       bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    name          text NOT NULL CHECK (length(btrim(name)) BETWEEN 1 AND 100),
    secret_hash   bytea NOT NULL UNIQUE,
    hint          text NOT NULL,
    scopes        text[] NOT NULL,
    -- The owner's role at creation: a token stops working when the role changes.
    role          text NOT NULL CHECK (role IN ('employee', 'manager')),
    created_at    timestamptz NOT NULL DEFAULT now(),
    expires_at    timestamptz,
    last_used_at  timestamptz,
    revoked_at    timestamptz
);
CREATE INDEX api_tokens_user_idx ON api_tokens (user_id, created_at);
