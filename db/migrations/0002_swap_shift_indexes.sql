-- Removing a shift sets a_shift_id / b_shift_id of the swaps that refer to it to NULL
-- (ON DELETE SET NULL). Without an index on each column that action scanned the whole
-- swap_requests table once per column for every removed shift, so republishing a week
-- (hundreds of removed shifts) grew slower with every swap ever made.
CREATE INDEX swap_requests_a_shift_idx ON swap_requests (a_shift_id);
CREATE INDEX swap_requests_b_shift_idx ON swap_requests (b_shift_id);
