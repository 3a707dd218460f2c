package labour

import (
	"context"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/shiftsched/shiftsched/internal/change"
	"github.com/shiftsched/shiftsched/internal/domain"
	"github.com/shiftsched/shiftsched/internal/permission"
	"github.com/shiftsched/shiftsched/internal/store"
)

// SchoolCalendar is a location's school calendar as managers read and edit it: its
// school weekdays (ISO, 1 Monday .. 7 Sunday; Default when it keeps Monday to Friday)
// and its school holidays with those of every location, by first day.
type SchoolCalendar struct {
	LocationID int64
	Weekdays   []int
	Default    bool
	Holidays   []domain.SchoolHoliday
}

// SchoolCalendarOf returns a location's school calendar. Its managers (a location
// manager only their locations); a token needs schedule:read. Errors: Forbidden;
// NotFound.
func (s *Service) SchoolCalendarOf(ctx context.Context, actor *domain.User, locationID int64) (*SchoolCalendar, error) {
	if err := actor.Allow(domain.ScopeScheduleRead); err != nil {
		return nil, err
	}
	if err := permission.RequireManager(actor); err != nil {
		return nil, err
	}
	q := s.store.Q()
	if err := mayEditSchool(ctx, q, actor, &locationID); err != nil {
		return nil, err
	}
	return readSchool(ctx, q, locationID)
}

func readSchool(ctx context.Context, q store.Q, locationID int64) (*SchoolCalendar, error) {
	days, err := q.SchoolWeekdaysOf(ctx, locationID)
	if err != nil {
		return nil, err
	}
	out := &SchoolCalendar{LocationID: locationID, Weekdays: days}
	if days == nil {
		out.Weekdays, out.Default = slices.Clone(domain.DefaultSchoolWeekdays), true
	}
	out.Holidays, err = q.SchoolHolidaysOf(ctx, &locationID)
	return out, err
}

// mayEditSchool refuses a location the actor does not manage (nil: every location,
// which only a manager of every location edits), and a location that does not exist.
func mayEditSchool(ctx context.Context, q store.Q, actor *domain.User, locationID *int64) error {
	if locationID == nil {
		return permission.RequireEveryLocation(ctx, q, actor, "change the school holidays of every location")
	}
	if err := permission.MayManageLocation(ctx, q, actor, *locationID); err != nil {
		return err
	}
	_, err := q.LocationByID(ctx, *locationID)
	return err
}

// SetSchoolWeekdays sets which weekdays are school days at a location (none: no school
// day at all). Its managers; a token needs settings:write. Audited. Errors: Forbidden;
// NotFound; Invalid.
func (s *Service) SetSchoolWeekdays(ctx context.Context, actor *domain.User, locationID int64, weekdays []int) (*SchoolCalendar, error) {
	if err := permission.MayEditWorkplace(actor); err != nil {
		return nil, err
	}
	days := slices.Clone(weekdays)
	slices.Sort(days)
	if len(slices.Compact(slices.Clone(days))) != len(days) || len(days) > 0 && (days[0] < 1 || days[len(days)-1] > 7) {
		return nil, domain.Errorf(domain.Invalid, "School weekdays are numbered 1 (Monday) to 7 (Sunday), each at most once.")
	}
	var out *SchoolCalendar
	err := s.Changes().Run(ctx, actor, func(q *change.Tx) error {
		if err := mayEditSchool(ctx, q.Q, actor, &locationID); err != nil {
			return err
		}
		before, err := q.SchoolWeekdaysOf(ctx, locationID)
		if err != nil {
			return err
		}
		if err := q.SetSchoolWeekdays(ctx, locationID, days); err != nil {
			return err
		}
		if out, err = readSchool(ctx, q.Q, locationID); err != nil {
			return err
		}
		q.Audit(change.Audit{Action: "location.school_weekdays", Object: "location", ID: locationID,
			Say:    change.Say("AuditSetSchoolWeekdays", map[string]any{}),
			Before: map[string]any{"weekdays": before}, After: map[string]any{"weekdays": days}})
		return nil
	})
	return out, err
}

// AddSchoolHoliday keeps a school holiday at a location or, LocationID nil, at every
// location. Managers of the location (of every location for nil); a token needs
// settings:write. Audited. Errors: Forbidden; NotFound; Invalid.
func (s *Service) AddSchoolHoliday(ctx context.Context, actor *domain.User, h domain.SchoolHoliday) (*domain.SchoolHoliday, error) {
	if err := permission.MayEditWorkplace(actor); err != nil {
		return nil, err
	}
	h.Name = strings.TrimSpace(h.Name)
	if h.Name == "" || utf8.RuneCountInString(h.Name) > 100 || strings.IndexFunc(h.Name, domain.IsControl) >= 0 || domain.HasNUL(h.Name) {
		return nil, domain.Errorf(domain.Invalid, "A school holiday needs a name of 1 to 100 characters.")
	}
	if h.First.IsZero() || h.Last.IsZero() || h.Last.Before(h.First) || h.First.DaysUntil(h.Last) > 366 ||
		h.First.Year < domain.MinYear {
		return nil, domain.Errorf(domain.Invalid, "A school holiday ends on or after its first day, at most a year later.")
	}
	err := s.Changes().Run(ctx, actor, func(q *change.Tx) error {
		if err := mayEditSchool(ctx, q.Q, actor, h.LocationID); err != nil {
			return err
		}
		id, err := q.AddSchoolHoliday(ctx, h)
		if err != nil {
			return err
		}
		h.ID = id
		q.Audit(change.Audit{Action: "school_holiday.add", Object: "school_holiday", ID: id,
			Say: change.Say("AuditAddedSchoolHoliday", map[string]any{"Name": h.Name}), After: h})
		return nil
	})
	if err != nil {
		return nil, err
	}
	return &h, nil
}

// RemoveSchoolHoliday forgets a school holiday. Who may: as AddSchoolHoliday for its
// location. Audited. Errors: Forbidden; NotFound.
func (s *Service) RemoveSchoolHoliday(ctx context.Context, actor *domain.User, id int64) error {
	if err := permission.MayEditWorkplace(actor); err != nil {
		return err
	}
	return s.Changes().Run(ctx, actor, func(q *change.Tx) error {
		h, err := q.SchoolHolidayForUpdate(ctx, id)
		if err != nil {
			return err
		}
		if err := mayEditSchool(ctx, q.Q, actor, h.LocationID); err != nil {
			return err
		}
		if err := q.DeleteSchoolHoliday(ctx, id); err != nil {
			return err
		}
		q.Audit(change.Audit{Action: "school_holiday.remove", Object: "school_holiday", ID: id,
			Say: change.Say("AuditRemovedSchoolHoliday", map[string]any{"Name": h.Name}), Before: h})
		return nil
	})
}
