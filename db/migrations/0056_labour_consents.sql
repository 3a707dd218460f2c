-- Late changes to published shifts (internal/labour, predictability.go): each change a
-- manager makes inside a person's notice window asks that person's consent and carries
-- the premium it pays, priced when the change is made so that a later change of rate or
-- rule does not rewrite what was owed. A removed shift leaves no row to point to, so
-- shift_id keeps the id without a foreign key; before_* and after_* say what changed.
CREATE TABLE labour_consents (
    id                 bigserial PRIMARY KEY,
    user_id            bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    shift_id           bigint NOT NULL,
    kind               text NOT NULL CHECK (kind IN ('ADDED', 'MOVED', 'SHORTENED', 'REMOVED', 'CLOPENING')),
    before_date        date,
    before_start       smallint CHECK (before_start BETWEEN 0 AND 1439),
    before_end         smallint CHECK (before_end BETWEEN 0 AND 1439),
    after_date         date,
    after_start        smallint CHECK (after_start BETWEEN 0 AND 1439),
    after_end          smallint CHECK (after_end BETWEEN 0 AND 1439),
    -- the day the pay line belongs to: the shift's day after the change, else before it
    pay_date           date NOT NULL,
    lost_minutes       integer NOT NULL DEFAULT 0 CHECK (lost_minutes >= 0),
    premium_name       text NOT NULL CHECK (length(premium_name) BETWEEN 1 AND 100),
    premium_cents      bigint NOT NULL CHECK (premium_cents >= 0),
    priced             boolean NOT NULL,
    status             text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'accepted', 'declined')),
    requested_by       bigint REFERENCES users(id) ON DELETE SET NULL,
    created_at         timestamptz NOT NULL DEFAULT now(),
    decided_at         timestamptz,
    CHECK ((status = 'pending') = (decided_at IS NULL)),
    CHECK (before_date IS NOT NULL OR after_date IS NOT NULL)
);

-- A person's open requests (the home screen), and a period's pay lines (payroll).
CREATE INDEX labour_consents_user_status ON labour_consents (user_id, status);
CREATE INDEX labour_consents_pay_date ON labour_consents (pay_date);
