package leave

import (
	"context"
	"strings"
	"unicode/utf8"

	"github.com/shiftsched/shiftsched/internal/change"
	"github.com/shiftsched/shiftsched/internal/domain"
	"github.com/shiftsched/shiftsched/internal/permission"
)

// HolidaysAt returns the public holidays of a location from..to (at most 800 days): its
// calendar's, with the workplace's changes; locationID nil: the workplace's own holidays
// for every location. Any signed-in user. Errors: Forbidden (a token without
// timeoff:read); Invalid (range).
func (s *Service) HolidaysAt(ctx context.Context, actor *domain.User, locationID *int64, from, to domain.Date) ([]Holiday, error) {
	if err := actor.Allow(domain.ScopeTimeOffRead); err != nil {
		return nil, err
	}
	if from.IsZero() || to.IsZero() || to.Before(from) || from.DaysUntil(to) >= MaxRangeDays {
		return nil, domain.Errorf(domain.Invalid, "A holiday range is a valid range of at most 800 days.")
	}
	return holidaysAt(ctx, s.store.Q(), locationID, from, to)
}

// HolidayCalendarOf returns where a location's public holidays come from; nil: nowhere.
// Any signed-in user. Errors: Forbidden (a token without timeoff:read).
func (s *Service) HolidayCalendarOf(ctx context.Context, actor *domain.User, locationID int64) (*domain.HolidayCalendar, error) {
	if err := actor.Allow(domain.ScopeTimeOffRead); err != nil {
		return nil, err
	}
	return s.store.Q().HolidayCalendarOf(ctx, locationID)
}

// SetHolidayCalendar chooses the country and region whose public holidays a location
// keeps (nil: none). A manager of the location, through a token only with
// settings:write. Errors: Forbidden; Invalid (a country or region the library does not
// know).
func (s *Service) SetHolidayCalendar(ctx context.Context, actor *domain.User, locationID int64, c *domain.HolidayCalendar) error {
	if err := permission.MayEditWorkplace(actor); err != nil {
		return err
	}
	if c != nil {
		c.Country, c.Region = strings.ToLower(strings.TrimSpace(c.Country)), strings.ToLower(strings.TrimSpace(c.Region))
		if err := CheckCalendar(*c); err != nil {
			return err
		}
	}
	return s.Changes().Run(ctx, actor, func(q *change.Tx) error {
		if err := permission.MayManageLocation(ctx, q.Q, actor, locationID); err != nil {
			return err
		}
		before, err := q.HolidayCalendarOf(ctx, locationID)
		if err != nil {
			return err
		}
		if err := q.SetHolidayCalendar(ctx, locationID, c); err != nil {
			return err
		}
		q.Audit(change.Audit{Action: "leave.holiday_calendar", Object: "location", ID: locationID,
			Say: change.Say("AuditSetHolidayCalendar", map[string]any{}), Before: before, After: c})
		return nil
	})
}

// SetHolidayChange adds a workplace holiday on a day, or removes the library's (Removed),
// for a location or, LocationID nil, every location; clear forgets the day's change. A
// manager of the location (of every location for all), through a token only with
// settings:write. Errors: Forbidden; Invalid (no date, no name for an added holiday).
func (s *Service) SetHolidayChange(ctx context.Context, actor *domain.User, c domain.HolidayChange, clear bool) error {
	if err := permission.MayEditWorkplace(actor); err != nil {
		return err
	}
	c.Name = strings.TrimSpace(c.Name)
	switch {
	case c.Date.IsZero():
		return domain.Errorf(domain.Invalid, "A valid date (YYYY-MM-DD) is required.")
	case !clear && !c.Removed && (c.Name == "" || utf8.RuneCountInString(c.Name) > 100):
		return domain.Errorf(domain.Invalid, "A holiday needs a name of 1 to 100 characters.")
	}
	return s.Changes().Run(ctx, actor, func(q *change.Tx) error {
		var err error
		if c.LocationID == nil {
			err = permission.RequireEveryLocation(ctx, q.Q, actor, "change the holidays of every location")
		} else {
			err = permission.MayManageLocation(ctx, q.Q, actor, *c.LocationID)
		}
		if err != nil {
			return err
		}
		if err := q.SetHolidayChange(ctx, c, clear); err != nil {
			return err
		}
		q.Audit(change.Audit{Action: "leave.holiday", Object: "holiday", ID: c.Date.String(),
			Say:   change.Say("AuditChangedHoliday", map[string]any{"Date": c.Date.String()}),
			After: map[string]any{"locationId": c.LocationID, "name": c.Name, "removed": c.Removed, "cleared": clear}})
		return nil
	})
}
