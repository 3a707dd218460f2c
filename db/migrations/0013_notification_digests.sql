-- Daily digests: a third way to get a kind of notification. Notifications of digest
-- kinds wait in digest_items until the person's digest time (in the workplace time
-- zone); one e-mail per person per day then collects them through the outbox.
ALTER TABLE notification_preferences DROP CONSTRAINT notification_preferences_delivery_check;
ALTER TABLE notification_preferences ADD CONSTRAINT notification_preferences_delivery_check
    CHECK (delivery IN ('email', 'in_app', 'digest'));

-- The digest time of people who never chose one (minutes after midnight, 07:00).
ALTER TABLE workplace_settings ADD COLUMN digest_minute integer NOT NULL DEFAULT 420
    CHECK (digest_minute BETWEEN 0 AND 1439);

-- One row per person who chose a digest time or has items waiting. minute NULL means the
-- workplace default. last_sent_on (a workplace date) keeps a digest to one a day; the row
-- is what a digest worker locks, so two workers never send the same person's digest.
CREATE TABLE notification_digests (
    user_id       bigint PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
    minute        integer CHECK (minute BETWEEN 0 AND 1439),
    last_sent_on  date
);

-- Notifications waiting for their person's next digest.
CREATE TABLE digest_items (
    id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    user_id     bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    kind        text NOT NULL,
    message     text NOT NULL,
    link        text NOT NULL,
    created_at  timestamptz NOT NULL
);
CREATE INDEX digest_items_user_idx ON digest_items (user_id, id);

-- Pruning delivered and given-up rows by age.
CREATE INDEX outbox_delivered_idx ON outbox (delivered_at) WHERE delivered_at IS NOT NULL;
