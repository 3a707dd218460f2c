-- Time off in lieu (issue 45): a policy may bank approved overtime instead of paying it,
-- and the ledger gets a kind for what was banked. A banked row names the pay period of
-- its timesheet (period_start), which payroll reads to leave that overtime unpaid.
ALTER TABLE leave_policies DROP CONSTRAINT leave_policies_method_check,
    ADD CONSTRAINT leave_policies_method_check
        CHECK (method IN ('allowance', 'hours_worked', 'pay_period', 'monthly', 'overtime')) NOT VALID;

-- The ledger may be large: the new checks are added NOT VALID (no scan under the lock)
-- and validated in 0053, as docs/operations/upgrades.md asks.
ALTER TABLE leave_ledger DROP CONSTRAINT leave_ledger_kind_check,
    ADD CONSTRAINT leave_ledger_kind_check
        CHECK (kind IN ('allowance', 'accrual', 'taken', 'restored', 'carry_over', 'expiry', 'adjustment', 'banked')) NOT VALID,
    DROP CONSTRAINT leave_ledger_check1,
    ADD CONSTRAINT leave_ledger_period_check
        CHECK ((period_start IS NOT NULL) = (kind IN ('allowance', 'accrual', 'carry_over', 'expiry', 'banked'))) NOT VALID;

