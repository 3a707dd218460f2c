-- Query cost spent by each API token per fixed hourly window, shared by every server
-- instance: each request adds its cost with one upsert. Rows of past windows are
-- deleted as new requests come in; a token's rows go with it.
CREATE TABLE api_token_budgets (
    token_id      bigint NOT NULL REFERENCES api_tokens (id) ON DELETE CASCADE,
    window_start  timestamptz NOT NULL,
    used          bigint NOT NULL,
    PRIMARY KEY (token_id, window_start)
);
CREATE INDEX api_token_budgets_window_idx ON api_token_budgets (window_start);
