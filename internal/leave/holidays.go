package leave

import (
	"context"
	"slices"
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
	if err := s.mayReadHolidays(actor, from, to); err != nil {
		return nil, err
	}
	return holidaysAt(ctx, s.store.Q(), locationID, from, to)
}

// MaxHolidayLocations is how many locations one read of holidays may name.
const MaxHolidayLocations = 200

// LocationHolidays is one location's public holidays over a range.
type LocationHolidays struct {
	LocationID int64
	Holidays   []Holiday
}

// HolidaysOfLocations returns the public holidays of each location given (at most
// MaxHolidayLocations; a location named twice is answered once), from..to (at most 800
// days), in the order given: their calendars and the workplace's changes are read in one
// statement. Any signed-in user. Errors: Forbidden (a token without timeoff:read);
// Invalid (range, too many locations).
func (s *Service) HolidaysOfLocations(ctx context.Context, actor *domain.User, locationIDs []int64, from, to domain.Date) ([]LocationHolidays, error) {
	if err := s.mayReadHolidays(actor, from, to); err != nil {
		return nil, err
	}
	seen := map[int64]bool{}
	ids := slices.DeleteFunc(slices.Clone(locationIDs), func(id int64) bool { was := seen[id]; seen[id] = true; return was })
	if len(ids) > MaxHolidayLocations {
		return nil, domain.Errorf(domain.Invalid, "Ask for the holidays of at most %d locations at once.", MaxHolidayLocations)
	}
	sources, err := s.store.Q().HolidaySources(ctx, ids, from, to)
	if err != nil {
		return nil, err
	}
	out := make([]LocationHolidays, len(ids))
	for i, id := range ids {
		out[i] = LocationHolidays{LocationID: id, Holidays: Holidays(sources[id].Calendar, sources[id].Changes, from, to)}
	}
	return out, nil
}

// Removed is a library holiday a workplace works: its day and the library's name, and
// whether it was removed for every location rather than for one.
type Removed struct {
	Date          domain.Date
	Name          string
	EveryLocation bool
}

// RemovedHolidays returns the library's holidays a location does not keep from..to (at
// most 800 days): its own removals and those for every location it does not override,
// so that one can be restored. Any signed-in user. Errors: Forbidden (a token without
// timeoff:read); Invalid (range).
func (s *Service) RemovedHolidays(ctx context.Context, actor *domain.User, locationID int64, from, to domain.Date) ([]Removed, error) {
	if err := s.mayReadHolidays(actor, from, to); err != nil {
		return nil, err
	}
	src, err := s.store.Q().HolidaySources(ctx, []int64{locationID}, from, to)
	if err != nil {
		return nil, err
	}
	return removedOf(src[locationID].Calendar, src[locationID].Changes, from, to), nil
}

// removedOf is the library's days that the changes (the location's own winning over
// those for every location) remove.
func removedOf(c *domain.HolidayCalendar, changes []domain.HolidayChange, from, to domain.Date) []Removed {
	library := map[domain.Date]string{}
	for _, h := range Holidays(c, nil, from, to) {
		library[h.Date] = h.Name
	}
	winning := map[domain.Date]domain.HolidayChange{}
	for _, ch := range changes {
		if w, ok := winning[ch.Date]; !ok || w.LocationID == nil {
			winning[ch.Date] = ch
		}
	}
	out := []Removed{}
	for d, ch := range winning {
		if name, ok := library[d]; ok && ch.Removed {
			out = append(out, Removed{Date: d, Name: name, EveryLocation: ch.LocationID == nil})
		}
	}
	slices.SortFunc(out, func(a, b Removed) int { return a.Date.Time().Compare(b.Date.Time()) })
	return out
}

func (s *Service) mayReadHolidays(actor *domain.User, from, to domain.Date) error {
	if err := actor.Allow(domain.ScopeTimeOffRead); err != nil {
		return err
	}
	if from.IsZero() || to.IsZero() || to.Before(from) || from.DaysUntil(to) >= MaxRangeDays {
		return domain.Errorf(domain.Invalid, "A holiday range is a valid range of at most 800 days.")
	}
	return nil
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
