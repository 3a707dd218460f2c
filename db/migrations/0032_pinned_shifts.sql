-- Shifts a manager pinned in a week's draft (issue 28): a fill never moves them and a
-- rebuild keeps only them. A pin belongs to the draft, so publishing the week (which
-- closes its draft) lets go of it.
CREATE TABLE pinned_shifts (
    shift_id       bigint PRIMARY KEY,
    week_starting  date NOT NULL REFERENCES schedule_drafts (week_starting) ON DELETE CASCADE,
    pinned_by      bigint REFERENCES users (id) ON DELETE SET NULL,
    pinned_at      timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX pinned_shifts_week_idx ON pinned_shifts (week_starting);
