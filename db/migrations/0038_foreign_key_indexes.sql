-- Deleting a row makes PostgreSQL find the rows that refer to it, once per deleted row
-- and per foreign key; without an index on the referring column each lookup reads the
-- whole referring table. Three such lookups ran on tables that only grow:
-- - removing a published shift sets open_shifts.shift_id to NULL: a republished week of
--   280 shifts read every open shift ever posted 280 times (the only index on the
--   column was partial, open offers, which the lookup cannot use);
-- - removing an open shift removes its claims;
-- - a device that unsubscribes takes its queued pushes with it, a lookup in the outbox.
CREATE INDEX open_shifts_shift_idx ON open_shifts (shift_id) WHERE shift_id IS NOT NULL;
CREATE INDEX shift_claims_open_shift_idx ON shift_claims (open_shift_id);
CREATE INDEX outbox_push_subscription_idx ON outbox (push_subscription_id) WHERE push_subscription_id IS NOT NULL;
