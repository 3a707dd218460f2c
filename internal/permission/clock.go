package permission

import (
	"context"

	"github.com/shiftsched/shiftsched/internal/domain"
	"github.com/shiftsched/shiftsched/internal/store"
)

// MayManageClock refuses anyone but a manager (scope time:manage), and a manager limited
// to some locations a location not theirs (loc 0: any location is fine). The time
// clock's kiosks, rules and board ask it, and so do labour budgets.
func MayManageClock(ctx context.Context, q store.Q, actor *domain.User, loc int64) error {
	if err := actor.Allow(domain.ScopeTimeManage); err != nil {
		return err
	}
	if err := RequireManager(actor); err != nil {
		return err
	}
	m, err := ManagerScope(ctx, q, actor)
	if err != nil || loc == 0 || !m.Limited() || m.Locations[loc] {
		return err
	}
	return ErrNotYourLocation
}

// MayManageTimesheets refuses anyone but a manager of every location (scope
// time:manage): payroll covers the whole workplace.
func MayManageTimesheets(ctx context.Context, q store.Q, actor *domain.User) error {
	if err := MayManageClock(ctx, q, actor, 0); err != nil {
		return err
	}
	m, err := ManagerScope(ctx, q, actor)
	if err == nil && m.Limited() {
		return domain.Errorf(domain.Forbidden, "Timesheets and payroll are for managers of every location.")
	}
	return err
}
