-- Rate-limit buckets, shared by every server instance: one row per action and client
-- address, a token bucket refilled by the time since it was last drawn from. Rows idle
-- for long are deleted as new attempts come in.
CREATE TABLE rate_limits (
    key         text PRIMARY KEY,
    tokens      double precision NOT NULL,
    updated_at  timestamptz NOT NULL
);
CREATE INDEX rate_limits_updated_idx ON rate_limits (updated_at);
