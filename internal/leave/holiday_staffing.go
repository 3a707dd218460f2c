package leave

import (
	"context"

	"github.com/shiftsched/shiftsched/internal/change"
	"github.com/shiftsched/shiftsched/internal/domain"
	"github.com/shiftsched/shiftsched/internal/permission"
	"github.com/shiftsched/shiftsched/internal/store"
)

// HolidayStaffingOf returns how a location is staffed on its public holidays. Managers;
// a token needs schedule:read. Errors: Forbidden.
func (s *Service) HolidayStaffingOf(ctx context.Context, actor *domain.User, locationID int64) (domain.HolidayStaffing, error) {
	if err := actor.Allow(domain.ScopeScheduleRead); err != nil {
		return domain.HolidayStaffing{}, err
	}
	if err := permission.RequireManager(actor); err != nil {
		return domain.HolidayStaffing{}, err
	}
	return s.store.Q().HolidayStaffingOf(ctx, locationID)
}

// SetHolidayStaffing sets how a location is staffed on its public holidays: as usual,
// closed (nobody needed), or like another day of the week. The week's coverage, its
// conflicts and the auto-scheduler then count it. A manager of the location, through a
// token only with settings:write. Errors: Forbidden; NotFound (location); Invalid.
func (s *Service) SetHolidayStaffing(ctx context.Context, actor *domain.User, h domain.HolidayStaffing) error {
	if err := permission.MayEditWorkplace(actor); err != nil {
		return err
	}
	if err := h.Check(); err != nil {
		return err
	}
	return s.Changes().Run(ctx, actor, func(q *change.Tx) error {
		if err := permission.MayManageLocation(ctx, q.Q, actor, h.LocationID); err != nil {
			return err
		}
		if _, err := q.LocationByID(ctx, h.LocationID); err != nil {
			return err
		}
		before, err := q.HolidayStaffingOf(ctx, h.LocationID)
		if err != nil {
			return err
		}
		if err := q.SetHolidayStaffing(ctx, h); err != nil {
			return err
		}
		q.Audit(change.Audit{Action: "leave.holiday_staffing", Object: "location", ID: h.LocationID,
			Say: change.Say("AuditSetHolidayStaffing", map[string]any{}), Before: before, After: h})
		return nil
	})
}

// HolidayDays returns the public holidays from..to of the locations whose holidays are
// not staffed as usual, with their rule, for the week's coverage and the auto-scheduler
// to count: one statement when no location has a rule (the common case), two otherwise,
// whatever the number of locations.
func HolidayDays(ctx context.Context, q store.Q, from, to domain.Date) (domain.HolidayDays, error) {
	rules, err := q.HolidayStaffingRules(ctx)
	if err != nil || len(rules) == 0 {
		return nil, err
	}
	ids := make([]int64, len(rules))
	for i, r := range rules {
		ids[i] = r.LocationID
	}
	sources, err := q.HolidaySources(ctx, ids, from, to)
	if err != nil {
		return nil, err
	}
	out := domain.HolidayDays{}
	for _, r := range rules {
		days := map[domain.Date]domain.HolidayStaffing{}
		for _, h := range Holidays(sources[r.LocationID].Calendar, sources[r.LocationID].Changes, from, to) {
			days[h.Date] = r
		}
		out[r.LocationID] = days
	}
	return out, nil
}
