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
// to count: one or two statements, whatever the number of locations.
func HolidayDays(ctx context.Context, q store.Q, from, to domain.Date) (domain.HolidayDays, error) {
	staffed, changes, err := q.HolidayStaffedLocations(ctx, from, to)
	if err != nil || len(staffed) == 0 {
		return nil, err
	}
	out := domain.HolidayDays{}
	for _, l := range staffed {
		var own []domain.HolidayChange
		for _, c := range changes {
			if c.LocationID == nil || *c.LocationID == l.LocationID {
				own = append(own, c)
			}
		}
		days := map[domain.Date]domain.HolidayStaffing{}
		for _, h := range Holidays(l.Calendar, own, from, to) {
			days[h.Date] = l.HolidayStaffing
		}
		out[l.LocationID] = days
	}
	return out, nil
}
