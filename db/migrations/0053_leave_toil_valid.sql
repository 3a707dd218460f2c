-- shiftsched:no-transaction
-- The checks 0052 added NOT VALID, validated while reads and writes go on; and the
-- index payroll reads banked overtime by (pay period, person), built concurrently.
ALTER TABLE leave_policies VALIDATE CONSTRAINT leave_policies_method_check;
ALTER TABLE leave_ledger VALIDATE CONSTRAINT leave_ledger_kind_check;
ALTER TABLE leave_ledger VALIDATE CONSTRAINT leave_ledger_period_check;
DROP INDEX CONCURRENTLY IF EXISTS leave_ledger_banked_idx;
CREATE INDEX CONCURRENTLY leave_ledger_banked_idx ON leave_ledger (period_start, user_id) WHERE kind = 'banked';
