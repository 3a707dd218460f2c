package timeclock

import (
	"github.com/shiftsched/shiftsched/internal/domain"
)

// hideTimesheetPay blanks what a timesheet shows only with staff:read: the e-mail
// address, the rate and gross pay (who sees pay: internal/permission/pay.go).
func hideTimesheetPay(actor *domain.User, ts ...*Timesheet) {
	if actor.Allow(domain.ScopeStaffRead) == nil {
		return
	}
	for _, t := range ts {
		t.Email, t.RateCents, t.GrossPayCents = "", nil, nil
	}
}
