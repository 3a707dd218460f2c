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
		for i := range t.Premiums {
			t.Premiums[i].PayCents = nil
		}
		for d := range t.Days {
			for e := range t.Days[d].Entries {
				for i := range t.Days[d].Entries[e].Premiums {
					t.Days[d].Entries[e].Premiums[i].PayCents = nil
				}
			}
		}
	}
}
