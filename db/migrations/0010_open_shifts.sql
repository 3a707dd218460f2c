-- Open shifts and offers: a shift nobody works yet (posted by a manager) or one its owner
-- offers up (they keep it until a claim is approved), and the claims people make on them.
-- Kept apart from shifts so that every reader of shifts (the REST shim included) goes on
-- seeing only assigned shifts.

CREATE TABLE open_shifts (
    id             bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    week_starting  date NOT NULL CHECK (extract(isodow FROM week_starting) = 5),
    day_key        text NOT NULL CHECK (day_key IN ('friday', 'saturday', 'sunday', 'monday', 'tuesday', 'wednesday', 'thursday')),
    shift_date     date NOT NULL,
    start_minute   smallint NOT NULL CHECK (start_minute BETWEEN 0 AND 1439),
    end_minute     smallint NOT NULL CHECK (end_minute BETWEEN 0 AND 1439),
    -- An offer names the offered shift and its owner; a posted open shift names the
    -- shift it became once filled.
    shift_id       bigint REFERENCES shifts (id) ON DELETE SET NULL,
    offered_by     bigint REFERENCES users (id),
    -- The people who may claim it; empty for anyone.
    eligible       bigint[] NOT NULL DEFAULT '{}',
    status         text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'filled', 'withdrawn', 'cancelled')),
    filled_by      bigint REFERENCES users (id),
    cancel_reason  text,
    created_by     bigint NOT NULL REFERENCES users (id),
    created_at     timestamptz NOT NULL DEFAULT now(),
    updated_at     timestamptz NOT NULL DEFAULT now(),
    CHECK (start_minute <> end_minute)
);
CREATE INDEX open_shifts_open_idx ON open_shifts (shift_date) WHERE status = 'open';
-- A shift is offered once at a time.
CREATE UNIQUE INDEX open_shifts_offer_key ON open_shifts (shift_id) WHERE status = 'open' AND offered_by IS NOT NULL;

CREATE TABLE shift_claims (
    id             bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    open_shift_id  bigint NOT NULL REFERENCES open_shifts (id) ON DELETE CASCADE,
    user_id        bigint NOT NULL REFERENCES users (id),
    status         text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'declined', 'withdrawn', 'cancelled')),
    reason         text,
    created_at     timestamptz NOT NULL DEFAULT now(),
    updated_at     timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX shift_claims_pending_key ON shift_claims (open_shift_id, user_id) WHERE status = 'pending';
CREATE INDEX shift_claims_pending_idx ON shift_claims (created_at) WHERE status = 'pending';
CREATE INDEX shift_claims_user_idx ON shift_claims (user_id, created_at DESC);

ALTER TABLE workplace_settings ADD COLUMN open_shifts_first_claim boolean NOT NULL DEFAULT false;
