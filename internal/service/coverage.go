package service

import (
	"context"
	"fmt"
	"slices"

	"github.com/shiftsched/shiftsched/internal/domain"
	"github.com/shiftsched/shiftsched/internal/leave"
	"github.com/shiftsched/shiftsched/internal/permission"
	"github.com/shiftsched/shiftsched/internal/store"
)

// StaffingRequirementInput is a requirement as a manager edits it: a shift type, or a
// position with a time range; the people needed per day (day key to count; a day left
// out needs nobody); per-date overrides; the weights (nil: the defaults).
type StaffingRequirementInput struct {
	ID            int64
	LocationID    int64
	ShiftTypeID   *int64
	PositionID    *int64
	StartTime     *domain.TimeOfDay
	EndTime       *domain.TimeOfDay
	Needed        map[domain.DayKey]int
	Overrides     []StaffingOverrideInput
	MissingWeight *int
	ExtraWeight   *int
}

// StaffingOverrideInput is one date that needs another number than its weekday.
type StaffingOverrideInput struct {
	Date   domain.Date
	Needed int
	Note   string
}

// StaffingRequirements returns the requirements (of one location when location is not
// 0) with their overrides from today on. Managers only. Errors: Forbidden.
func (s *Service) StaffingRequirements(ctx context.Context, actor *domain.User, location int64) ([]domain.StaffingRequirement, error) {
	if err := actor.Allow(domain.ScopeScheduleRead); err != nil {
		return nil, err
	}
	if err := permission.RequireManager(actor); err != nil {
		return nil, err
	}
	// Every override from today on, however far ahead: the screen that lists them saves
	// them back, and one left out would be deleted.
	from := domain.DateOf(s.Now())
	return s.store.Q().StaffingRequirements(ctx, location, from, from.AddDays(100*366))
}

// SaveStaffingRequirement adds or changes a requirement, replacing its overrides from
// today on (the ones StaffingRequirements lists).
// Managers only, of its location (before and after). Errors: Forbidden; NotFound; Invalid (neither or both of a shift type
// and a position; a position without times; counts or weights out of range; two
// overrides of one date; an unknown or archived location, position or shift type).
func (s *Service) SaveStaffingRequirement(ctx context.Context, actor *domain.User, in StaffingRequirementInput) (*domain.StaffingRequirement, error) {
	if err := permission.MayEditWorkplace(actor); err != nil {
		return nil, err
	}
	r, err := requirementOf(in)
	if err != nil {
		return nil, err
	}
	err = s.Changes().Run(ctx, actor, func(q *Tx) error {
		if err := mayManageRequirement(ctx, q.Q, actor, r.ID, r.LocationID); err != nil {
			return err
		}
		st := domain.ShiftStructure{PositionID: r.PositionID, LocationID: &r.LocationID, ShiftTypeID: r.ShiftTypeID}
		if err := checkStructure(ctx, q.Q, st, "The staffing requirement"); err != nil {
			return err
		}
		if r.ID, err = q.SaveStaffingRequirement(ctx, r, domain.DateOf(s.Now())); err != nil {
			return err
		}
		recordWorkplace(q, "staffing_requirement", r.ID, verbOf(in.ID == 0), "", nil, r)
		return nil
	})
	return &r, err
}

// requirementOf checks a requirement's input and returns it.
func requirementOf(in StaffingRequirementInput) (domain.StaffingRequirement, error) {
	r := domain.StaffingRequirement{ID: in.ID, LocationID: in.LocationID, ShiftTypeID: in.ShiftTypeID, PositionID: in.PositionID,
		MissingWeight: domain.DefaultMissingWeight, ExtraWeight: domain.DefaultExtraWeight}
	if (in.ShiftTypeID == nil) == (in.PositionID == nil) {
		return r, domain.Errorf(domain.Invalid, "A staffing requirement counts either a shift type or a position over a time range.")
	}
	if in.PositionID != nil {
		if in.StartTime == nil || in.EndTime == nil || *in.StartTime == *in.EndTime {
			return r, domain.Errorf(domain.Invalid, "A staffing requirement by position needs a start and an end time, not the same.")
		}
		r.StartTime, r.EndTime = in.StartTime, in.EndTime
	}
	for k, n := range in.Needed {
		if k.Index() < 0 {
			return r, domain.Errorf(domain.Invalid, "There is no day %q.", k)
		}
		if n < 0 || n > 1000 {
			return r, domain.Errorf(domain.Invalid, "A staffing requirement needs 0 to 1000 people a day.")
		}
		r.Needed[k.Index()] = n
	}
	seen := make(map[domain.Date]bool, len(in.Overrides))
	for _, o := range in.Overrides {
		if seen[o.Date] {
			return r, domain.Errorf(domain.Invalid, "A staffing requirement has one override per date; %s is given twice.", o.Date)
		}
		seen[o.Date] = true
		if o.Needed < 0 || o.Needed > 1000 || len([]rune(o.Note)) > 200 || domain.HasNUL(o.Note) {
			return r, domain.Errorf(domain.Invalid, "An override needs 0 to 1000 people and a note of at most 200 characters.")
		}
		if err := domain.CheckDirection(o.Note); err != nil {
			return r, err
		}
		r.Overrides = append(r.Overrides, domain.StaffingOverride{Date: o.Date, Needed: o.Needed, Note: o.Note})
	}
	if in.MissingWeight != nil {
		r.MissingWeight = *in.MissingWeight
	}
	if in.ExtraWeight != nil {
		r.ExtraWeight = *in.ExtraWeight
	}
	if r.MissingWeight < 0 || r.MissingWeight > 1_000_000 || r.ExtraWeight < 0 || r.ExtraWeight > 1_000_000 {
		return r, domain.Errorf(domain.Invalid, "The weights of a missing and an extra person are 0 to 1000000.")
	}
	return r, nil
}

// DeleteStaffingRequirement deletes a requirement. Managers only, of its location. Errors: Forbidden;
// NotFound.
func (s *Service) DeleteStaffingRequirement(ctx context.Context, actor *domain.User, id int64) error {
	if err := permission.MayEditWorkplace(actor); err != nil {
		return err
	}
	return s.Changes().Run(ctx, actor, func(q *Tx) error {
		if err := mayManageRequirement(ctx, q.Q, actor, id, 0); err != nil {
			return err
		}
		if err := q.DeleteStaffingRequirement(ctx, id); err != nil {
			return err
		}
		recordWorkplace(q, "staffing_requirement", id, "delete", "", nil, nil)
		return nil
	})
}

// Coverage counts a week's shifts (its draft when there is one, else as published)
// against the requirements of one location (every location when location is 0):
// a day per requirement, needed and scheduled. Managers only. Errors: Forbidden;
// Invalid (not a week start).
func (s *Service) Coverage(ctx context.Context, actor *domain.User, week domain.Date, location int64) ([]domain.CoverageDay, error) {
	if err := actor.Allow(domain.ScopeScheduleRead); err != nil {
		return nil, err
	}
	if err := permission.RequireManager(actor); err != nil {
		return nil, err
	}
	if !s.Weeks().IsStart(week) {
		return nil, domain.Errorf(domain.Invalid, "A week starts on a %s; %s is not one.", s.Weeks().FirstDay().Weekday(), week)
	}
	q := s.store.Q()
	d, err := s.loadDraft(ctx, q, week, uncheckedDraft)
	if err != nil {
		return nil, err
	}
	return s.coverage(ctx, q, week, location, d.Live())
}

// coverage counts shifts against the requirements, public holidays staffed by their
// location's rule, in four or five statements when there are requirements and one when
// there are none.
func (s *Service) coverage(ctx context.Context, q store.Q, week domain.Date, location int64, shifts []domain.Shift) ([]domain.CoverageDay, error) {
	reqs, err := q.StaffingRequirements(ctx, location, week, week.AddDays(6))
	if err != nil || len(reqs) == 0 {
		return []domain.CoverageDay{}, err
	}
	holidays, err := leave.HolidayDays(ctx, q, week, week.AddDays(6))
	if err != nil {
		return nil, err
	}
	domain.StaffHolidays(reqs, holidays)
	ix, err := loadStructure(ctx, q)
	if err != nil {
		return nil, err
	}
	multi := len(ix.locations) > 1
	label := func(r domain.StaffingRequirement) string {
		var l string
		if r.ShiftTypeID != nil {
			l = ix.types[*r.ShiftTypeID].Name
		} else {
			l = fmt.Sprintf("%s %s–%s", ix.positions[*r.PositionID].Name, *r.StartTime, *r.EndTime)
		}
		if multi {
			l = fmt.Sprintf("%s at %s", l, ix.locations[r.LocationID].Name)
		}
		return l
	}
	return domain.Coverage(week, reqs, shifts, label), nil
}

// shiftLocations are the locations the shifts are at.
func shiftLocations(shifts []domain.Shift) map[int64]bool {
	located := map[int64]bool{}
	for _, sh := range shifts {
		if sh.LocationID != nil {
			located[*sh.LocationID] = true
		}
	}
	return located
}

// coverageConflicts are the UNDERSTAFFED and OVERSTAFFED warnings of a whole week's
// shifts. Only the draft editor and publishing (its dry run too) check them: the other
// paths of the engine see part of a week. A location's requirements are checked only in
// a week that has a shift there: a week not scheduled for a location in Shiftsched (yet,
// or ever, like the REST shim's, which have none) is not a week of warnings.
// located are the locations the week has shifts at (shiftLocations of the week).
func (s *Service) coverageConflicts(ctx context.Context, q store.Q, settings domain.Settings, week domain.Date, shifts []domain.Shift, located map[int64]bool) ([]domain.ShiftConflict, error) {
	if !settings.HasRequirements || len(located) == 0 {
		return nil, nil
	}
	days, err := s.coverage(ctx, q, week, 0, shifts)
	if err != nil {
		return nil, err
	}
	days = slices.DeleteFunc(days, func(d domain.CoverageDay) bool { return !located[d.Requirement.LocationID] })
	return domain.CoverageConflicts(days), nil
}

// mayManageRequirement refuses a limited manager a requirement (0: a new one) not at
// one of their locations, or moved to loc (0: not moved) not theirs.
func mayManageRequirement(ctx context.Context, q store.Q, actor *domain.User, id, loc int64) error {
	if loc != 0 {
		if err := permission.MayManageLocation(ctx, q, actor, loc); err != nil {
			return err
		}
	}
	if id == 0 {
		return nil
	}
	m, err := permission.ManagerScope(ctx, q, actor)
	if err != nil || !m.Limited() {
		return err
	}
	was, err := q.RequirementLocation(ctx, id)
	if err != nil || m.Locations[was] {
		return err
	}
	return permission.ErrNotYourLocation
}
