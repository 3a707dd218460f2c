-- Work delivered after the change that causes it commits (e-mail now, webhooks later):
-- written in the same transaction as that change, claimed by any instance's worker with
-- FOR UPDATE SKIP LOCKED, retried with backoff until given up.
CREATE TABLE outbox (
    id               bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    kind             text NOT NULL CHECK (kind IN ('email')),
    payload          jsonb NOT NULL,
    created_at       timestamptz NOT NULL DEFAULT now(),
    next_attempt_at  timestamptz NOT NULL DEFAULT now(),
    attempts         integer NOT NULL DEFAULT 0,
    delivered_at     timestamptz,
    -- Set when the worker gives up; last_error says why. Managers see these rows.
    failed_at        timestamptz,
    last_error       text NOT NULL DEFAULT ''
);
-- The workers' queue: only rows still to deliver, in due order.
CREATE INDEX outbox_due_idx ON outbox (next_attempt_at)
    WHERE delivered_at IS NULL AND failed_at IS NULL;
CREATE INDEX outbox_failed_idx ON outbox (failed_at DESC) WHERE failed_at IS NOT NULL;

-- One row per delivery attempt; error is empty for the one that succeeded.
CREATE TABLE outbox_attempts (
    id            bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    outbox_id     bigint NOT NULL REFERENCES outbox (id) ON DELETE CASCADE,
    attempted_at  timestamptz NOT NULL,
    error         text NOT NULL DEFAULT ''
);
CREATE INDEX outbox_attempts_outbox_idx ON outbox_attempts (outbox_id);

-- How each person wants each kind of notification; a missing row means the default
-- of its kind (internal/domain/notifyprefs.go).
CREATE TABLE notification_preferences (
    user_id   bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    kind      text NOT NULL CHECK (kind IN ('schedule', 'swap_request', 'swap_decision',
                  'time_off_request', 'time_off_decision', 'open_shift', 'account')),
    delivery  text NOT NULL CHECK (delivery IN ('email', 'in_app')),
    PRIMARY KEY (user_id, kind)
);

-- Invitations managers send by e-mail. The link's secret is stored only as its SHA-256;
-- resending replaces it. One pending invitation per address.
CREATE TABLE invitations (
    id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    email        text NOT NULL CHECK (length(email) BETWEEN 3 AND 254),
    role         text NOT NULL CHECK (role IN ('employee', 'manager')),
    token_hash   text NOT NULL UNIQUE,
    invited_by   bigint REFERENCES users (id) ON DELETE SET NULL,
    created_at   timestamptz NOT NULL,
    expires_at   timestamptz NOT NULL,
    accepted_at  timestamptz,
    revoked_at   timestamptz
);
CREATE UNIQUE INDEX invitations_pending_email_idx ON invitations (lower(email))
    WHERE accepted_at IS NULL AND revoked_at IS NULL;

-- Private calendar feeds: one per person and scope, named by a secret stored only as its
-- SHA-256. etag and modified_at are those of the last rendered content, for 304s.
CREATE TABLE calendar_feeds (
    user_id      bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    scope        text NOT NULL CHECK (scope IN ('own', 'workplace')),
    token_hash   text NOT NULL UNIQUE,
    created_at   timestamptz NOT NULL,
    etag         text NOT NULL DEFAULT '',
    modified_at  timestamptz NOT NULL,
    PRIMARY KEY (user_id, scope)
);
