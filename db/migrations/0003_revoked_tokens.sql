-- Tokens signed out before they expire (logout). A row is needed only until the token
-- would have expired anyway; rows past that are deleted as new ones are added.
CREATE TABLE revoked_tokens (
    token_id    text PRIMARY KEY,
    user_id     bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    expires_at  timestamptz NOT NULL,
    revoked_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX revoked_tokens_expires_idx ON revoked_tokens (expires_at);
