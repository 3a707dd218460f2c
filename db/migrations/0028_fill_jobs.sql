-- Auto-scheduler jobs (issue 28). A manager asks to fill a range; any instance claims the
-- job (FOR UPDATE SKIP LOCKED), solves it, and writes its progress and proposal here, so a
-- stop asked through any instance reaches the one running it. Nothing is published: a
-- proposal is applied to the drafts by a manager.
CREATE TABLE fill_jobs (
    id             bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    mode           text NOT NULL CHECK (mode IN ('fill', 'rebuild', 'repair')),
    -- Any day: the editor starts ranges on a Friday, the rostering benchmark on a Monday.
    range_start    date NOT NULL,
    weeks          smallint NOT NULL CHECK (weeks BETWEEN 1 AND 12),
    location_id    bigint REFERENCES locations (id),
    position_ids   bigint[] NOT NULL DEFAULT '{}',
    time_limit_ms  integer NOT NULL CHECK (time_limit_ms BETWEEN 1000 AND 3600000),
    seed           bigint NOT NULL DEFAULT 1,
    status         text NOT NULL DEFAULT 'queued'
                   CHECK (status IN ('queued', 'running', 'stopping', 'done', 'stopped', 'failed', 'applied')),
    -- The solver's input as built when the job was started, with the ids its indexes
    -- stand for: the job solves what the manager saw, and a restart solves it again.
    problem        jsonb NOT NULL,
    -- The range's drafts and schedules when the problem was read; applying refuses when
    -- they changed since.
    fingerprint    text NOT NULL,
    -- Best penalty, feasibility, elapsed and a short history of the penalty over time.
    progress       jsonb NOT NULL DEFAULT '{}',
    proposal       jsonb,
    error          text,
    created_by     bigint REFERENCES users (id),
    created_at     timestamptz NOT NULL DEFAULT now(),
    updated_at     timestamptz NOT NULL DEFAULT now(),
    started_at     timestamptz,
    finished_at    timestamptz,
    -- The instance running it and when it last said so; a stale heartbeat fails the job.
    claimed_by     text,
    heartbeat_at   timestamptz
);
-- One job at a time per workplace (a database is one workplace).
CREATE UNIQUE INDEX fill_jobs_one_active_key ON fill_jobs ((true))
    WHERE status IN ('queued', 'running', 'stopping');
CREATE INDEX fill_jobs_created_idx ON fill_jobs (created_at DESC);
