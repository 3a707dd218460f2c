-- Accounts, schedules, events, time off, swaps and notifications.

CREATE TABLE users (
    id             bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    name           text NOT NULL CHECK (length(btrim(name)) BETWEEN 1 AND 100),
    email          text NOT NULL CHECK (length(email) BETWEEN 3 AND 254),
    role           text NOT NULL CHECK (role IN ('employee', 'manager')),
    password_hash  text NOT NULL,
    -- Bumped on every password change; tokens carry the version they were issued under.
    token_version  integer NOT NULL DEFAULT 1,
    -- Deleted users stay so that past shifts and swaps keep the name they were worked under.
    deleted_at     timestamptz,
    created_at     timestamptz NOT NULL DEFAULT now(),
    updated_at     timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX users_email_key ON users (lower(email)) WHERE deleted_at IS NULL;
CREATE INDEX users_name_idx ON users (name) WHERE deleted_at IS NULL;

CREATE TABLE password_resets (
    token_hash  bytea PRIMARY KEY,
    user_id     bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    expires_at  timestamptz NOT NULL,
    used_at     timestamptz,
    created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX password_resets_user_idx ON password_resets (user_id);

CREATE TABLE schedules (
    id             bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    week_starting  date NOT NULL UNIQUE CHECK (extract(isodow FROM week_starting) = 5),
    created_at     timestamptz NOT NULL DEFAULT now(),
    updated_at     timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE shifts (
    id            bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    schedule_id   bigint NOT NULL REFERENCES schedules (id) ON DELETE CASCADE,
    day_key       text NOT NULL CHECK (day_key IN ('friday', 'saturday', 'sunday', 'monday', 'tuesday', 'wednesday', 'thursday')),
    shift_date    date NOT NULL,
    user_id       bigint NOT NULL REFERENCES users (id),
    start_minute  smallint NOT NULL CHECK (start_minute BETWEEN 0 AND 1439),
    end_minute    smallint NOT NULL CHECK (end_minute BETWEEN 0 AND 1439),
    position      integer NOT NULL DEFAULT 0,
    CHECK (start_minute <> end_minute)
);
CREATE INDEX shifts_schedule_idx ON shifts (schedule_id, shift_date, position);
CREATE INDEX shifts_user_date_idx ON shifts (user_id, shift_date);
CREATE INDEX shifts_date_idx ON shifts (shift_date);

CREATE TABLE calendar_events (
    id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    event_date  date NOT NULL,
    title       text NOT NULL CHECK (length(title) BETWEEN 1 AND 200),
    type        text NOT NULL CHECK (type IN ('MEETING', 'MANDATORY', 'PTO_RESTRICTED')),
    created_at  timestamptz NOT NULL DEFAULT now(),
    updated_at  timestamptz NOT NULL DEFAULT now(),
    UNIQUE (event_date, type)
);

CREATE TABLE pto_requests (
    id            bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    user_id       bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    request_date  date NOT NULL,
    reason        text NOT NULL DEFAULT '' CHECK (length(reason) <= 500),
    status        text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'denied')),
    created_at    timestamptz NOT NULL DEFAULT now(),
    updated_at    timestamptz NOT NULL DEFAULT now()
);
-- One live request per person and date; a denied one does not count.
CREATE UNIQUE INDEX pto_requests_user_date_key ON pto_requests (user_id, request_date) WHERE status <> 'denied';
CREATE INDEX pto_requests_pending_idx ON pto_requests (request_date) WHERE status = 'pending';

CREATE TABLE swap_requests (
    id               bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    status           text NOT NULL DEFAULT 'pending_target' CHECK (status IN
                     ('pending_target', 'pending_manager', 'approved', 'denied_by_target', 'denied_by_manager', 'cancelled')),
    requester_id     bigint NOT NULL REFERENCES users (id),
    target_id        bigint NOT NULL REFERENCES users (id),
    -- Shift A is the requester's, shift B the target's, as they were when requested.
    a_shift_id       bigint REFERENCES shifts (id) ON DELETE SET NULL,
    a_schedule_id    bigint NOT NULL,
    a_day_key        text NOT NULL,
    a_date           date NOT NULL,
    a_start_minute   smallint NOT NULL,
    a_end_minute     smallint NOT NULL,
    b_shift_id       bigint REFERENCES shifts (id) ON DELETE SET NULL,
    b_schedule_id    bigint NOT NULL,
    b_day_key        text NOT NULL,
    b_date           date NOT NULL,
    b_start_minute   smallint NOT NULL,
    b_end_minute     smallint NOT NULL,
    cancel_reason    text,
    created_at       timestamptz NOT NULL DEFAULT now(),
    updated_at       timestamptz NOT NULL DEFAULT now(),
    CHECK (requester_id <> target_id)
);
CREATE INDEX swap_requests_requester_idx ON swap_requests (requester_id, created_at DESC);
CREATE INDEX swap_requests_target_idx ON swap_requests (target_id, created_at DESC);
CREATE INDEX swap_requests_open_a_idx ON swap_requests (a_shift_id) WHERE status IN ('pending_target', 'pending_manager');
CREATE INDEX swap_requests_open_b_idx ON swap_requests (b_shift_id) WHERE status IN ('pending_target', 'pending_manager');
CREATE INDEX swap_requests_pending_manager_idx ON swap_requests (created_at) WHERE status = 'pending_manager';

CREATE TABLE notifications (
    id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    user_id     bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    message     text NOT NULL,
    link        text NOT NULL,
    read        boolean NOT NULL DEFAULT false,
    created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX notifications_unread_idx ON notifications (user_id, created_at DESC, id DESC) WHERE NOT read;
CREATE INDEX notifications_user_idx ON notifications (user_id);

-- Live updates: every new notification is announced to listening server instances.
CREATE FUNCTION notify_notification_created() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    PERFORM pg_notify('notification_created', NEW.user_id::text || ':' || NEW.id::text);
    RETURN NULL;
END;
$$;
CREATE TRIGGER notifications_created AFTER INSERT ON notifications
    FOR EACH ROW EXECUTE FUNCTION notify_notification_created();
