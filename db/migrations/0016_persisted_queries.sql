-- Automatic persisted queries: GraphQL documents by their SHA-256, so that a client may
-- send the hash alone and every instance behind the load balancer knows it. Only
-- documents that parsed, passed the query limits and validated are stored, and the
-- table is capped (least recently used first out), so it holds at most what requests
-- could have made it hold.
CREATE TABLE persisted_queries (
    hash      text PRIMARY KEY CHECK (hash ~ '^[0-9a-f]{64}$'),
    document  text NOT NULL,
    used_at   timestamptz NOT NULL DEFAULT statement_timestamp()
);
CREATE INDEX persisted_queries_used_idx ON persisted_queries (used_at);
