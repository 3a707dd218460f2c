-- Web Push: each device a person turned notifications on for, with the keys its browser
-- gave (RFC 8291) to encrypt what is pushed to it. An endpoint belongs to one browser,
-- so registering it again (another person signing in there) moves it to that person.
CREATE TABLE push_subscriptions (
    id            bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    user_id       bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    endpoint      text NOT NULL UNIQUE,
    p256dh        text NOT NULL,
    auth          text NOT NULL,
    device_name   text NOT NULL,
    created_at    timestamptz NOT NULL,
    last_used_at  timestamptz NOT NULL
);
CREATE INDEX push_subscriptions_user_idx ON push_subscriptions (user_id, id);

-- Push is a fourth delivery beside e-mail, digest and in-app only.
ALTER TABLE notification_preferences DROP CONSTRAINT notification_preferences_delivery_check;
ALTER TABLE notification_preferences ADD CONSTRAINT notification_preferences_delivery_check
    CHECK (delivery IN ('email', 'in_app', 'digest', 'push'));

-- One outbox row per notification and device; a removed device takes its pending pushes.
ALTER TABLE outbox DROP CONSTRAINT outbox_kind_check;
ALTER TABLE outbox ADD CONSTRAINT outbox_kind_check CHECK (kind IN ('email', 'webhook', 'push'));
ALTER TABLE outbox ADD COLUMN push_subscription_id bigint REFERENCES push_subscriptions (id) ON DELETE CASCADE;
CREATE INDEX outbox_push_due_idx ON outbox (next_attempt_at, id)
    WHERE kind = 'push' AND delivered_at IS NULL AND failed_at IS NULL;
