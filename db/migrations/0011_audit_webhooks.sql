-- The audit trail: one row per state change, written in the transaction of the change
-- (internal/service/change.go). actor_id has no foreign key so that entries outlive
-- anything; actor_name keeps the name the person had when they acted.
CREATE TABLE audit_log (
    id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    at           timestamptz NOT NULL,
    actor_id     bigint,
    actor_name   text NOT NULL DEFAULT '',
    action       text NOT NULL CHECK (action ~ '^[a-z_]+\.[a-z_]+$'),
    object_type  text NOT NULL,
    object_id    text NOT NULL DEFAULT '',
    summary      text NOT NULL DEFAULT '',
    before       jsonb,
    after        jsonb
);
-- Newest first, by person, by kind; paging walks (at, id) downwards.
CREATE INDEX audit_log_at_idx ON audit_log (at DESC, id DESC);
CREATE INDEX audit_log_actor_idx ON audit_log (actor_id, at DESC, id DESC);
CREATE INDEX audit_log_action_idx ON audit_log (action, at DESC, id DESC);

-- Entries cannot be changed or deleted through the application: the database refuses.
CREATE FUNCTION audit_log_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    RAISE EXCEPTION 'audit entries cannot be changed or deleted';
END $$;
CREATE TRIGGER audit_log_immutable BEFORE UPDATE OR DELETE ON audit_log
    FOR EACH ROW EXECUTE FUNCTION audit_log_immutable();
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
    FOR EACH STATEMENT EXECUTE FUNCTION audit_log_immutable();

-- Webhook endpoints managers register. secret signs deliveries, so it is kept as is;
-- it is shown once, when the endpoint is created. Removing one keeps its row (and its
-- delivery log) with removed_at set.
CREATE TABLE webhooks (
    id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    url         text NOT NULL CHECK (length(url) BETWEEN 8 AND 2000),
    secret      text NOT NULL,
    kinds       text[] NOT NULL CHECK (cardinality(kinds) > 0),
    created_by  bigint REFERENCES users (id) ON DELETE SET NULL,
    created_at  timestamptz NOT NULL,
    removed_at  timestamptz
);

-- Webhook deliveries are outbox rows of their own kind; webhook_id ties them to their
-- endpoint for its delivery log.
ALTER TABLE outbox DROP CONSTRAINT outbox_kind_check;
ALTER TABLE outbox ADD CONSTRAINT outbox_kind_check CHECK (kind IN ('email', 'webhook'));
ALTER TABLE outbox ADD COLUMN webhook_id bigint REFERENCES webhooks (id);
CREATE INDEX outbox_webhook_idx ON outbox (webhook_id, id DESC) WHERE webhook_id IS NOT NULL;
