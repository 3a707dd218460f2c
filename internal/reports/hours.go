package reports

import (
	"context"

	"github.com/shiftsched/shiftsched/internal/domain"
	"github.com/shiftsched/shiftsched/internal/permission"
	"github.com/shiftsched/shiftsched/internal/store"
	"github.com/shiftsched/shiftsched/internal/timeclock"
)

// MaxHoursReportDays bounds an hours report's range: a year and a day, which covers any
// calendar year and any 53-week payroll year.
const MaxHoursReportDays = 367

// HoursPerson is one person's line of an hours report.
type HoursPerson struct {
	UserID  int64
	Name    string
	Email   string // empty when the reader may not see it (domain.User.MaySeeEmailOf)
	Hours   domain.HoursLine
	TimeOff []domain.TimeOffRequest // approved, touching the range
	// ActualMinutes is what the time clock recorded as the timesheet counts it (workedBy).
	// ActualCostCents is its cost (managers, rates set), else nil.
	ActualMinutes   int
	ActualCostCents *int64
}

// ActualLabourCost is ActualCostCents as a decimal, "1234.50"; nil when there is none.
func (p HoursPerson) ActualLabourCost() *string {
	if p.ActualCostCents == nil {
		return nil
	}
	m := domain.Money(*p.ActualCostCents)
	return &m
}

// workedTime is one person's actual time over a report's range: the minutes their
// timesheet pays and their cost at the rate of each record's shift position, else their
// own (nil without one).
type workedTime struct {
	Minutes   int
	CostCents *int64
}

// workedBy returns, by person, the time records clocked in over from..to (dates in the
// workplace's zone), each counted by timeclock.EntryOf, the rule of the Timesheets page and
// payroll: corrected, rounded, less unpaid breaks, one still on the clock up to now.
func (s *Service) workedBy(ctx context.Context, q store.Q, from, to domain.Date, only *int64) (map[int64]workedTime, error) {
	rules, err := q.TimesheetRules(ctx)
	if err != nil {
		return nil, err
	}
	rows, err := q.TimesheetRows(ctx, s.zone.Midnight(from), s.zone.Midnight(to.AddDays(1)), only)
	if err != nil {
		return nil, err
	}
	now := s.now()
	minutes := map[int64]int{}
	costs := map[int64]int64{} // cents × minutes
	for _, r := range rows {
		m := timeclock.EntryOf(r, rules, now).PaidMinutes
		minutes[r.UserID] += m
		if r.RateCents != nil {
			costs[r.UserID] += int64(m) * *r.RateCents
		}
	}
	out := make(map[int64]workedTime, len(minutes))
	for id, m := range minutes {
		w := workedTime{Minutes: m}
		if c, ok := costs[id]; ok {
			cents := (c + 30) / 60
			w.CostCents = &cents
		}
		out[id] = w
	}
	return out, nil
}

// HoursReport is the header and, for managers, the totals of an hours report; its lines
// go to the emit function of HoursReport as they are read.
type HoursReport struct {
	domain.HoursPeriods
	Totals *domain.HoursLine // nil for staff, who see their own line only
}

// HoursReport reports scheduled (published) hours per person over from..to (inclusive),
// per workplace week and per calendar month, with approved time off beside: a manager's
// covers everyone, with totals (a location manager's, the people they manage and their
// shifts at those locations), anyone else's only themself. A shift counts on the day it
// starts, for its real length in the workplace's time zone (overnight shifts, and
// daylight-saving changes). emit is called with each person's line, by name, as it is
// read, so that a long range streams; head, when set, first with the report's columns
// (the breakdown by position and location, and whether labour cost is reported: to
// those who see pay, permission.SeesPay, when a shift has an hourly rate). Any signed-in user;
// tokens need reports:read. Errors: Forbidden, Invalid (range), head's and emit's.
func (s *Service) HoursReport(ctx context.Context, actor *domain.User, from, to domain.Date, head func(*HoursReport) error, emit func(HoursPerson) error) (*HoursReport, error) {
	if err := actor.Allow(domain.ScopeReportsRead); err != nil {
		return nil, err
	}
	if err := checkHoursRange(from, to); err != nil {
		return nil, err
	}
	var only *int64
	if !actor.IsManager() {
		only = &actor.ID
	}
	q := s.store.Q()
	offOf, err := approvedOffBy(ctx, q, from, to)
	if err != nil {
		return nil, err
	}
	worked, err := s.workedBy(ctx, q, from, to, only)
	if err != nil {
		return nil, err
	}
	scope, err := hoursScope(ctx, q, actor, only)
	if err != nil {
		return nil, err
	}
	pay := permission.SeesPayWithin(actor, scope)
	rep, err := s.newHoursReport(ctx, q, from, to, only, pay)
	if err != nil {
		return nil, err
	}
	if head != nil {
		if err := head(rep); err != nil {
			return nil, err
		}
	}
	var cur *HoursPerson
	flush := func() error {
		if cur == nil {
			return nil
		}
		cur.TimeOff = offOf[cur.UserID]
		w := worked[cur.UserID]
		cur.ActualMinutes = w.Minutes
		if pay {
			cur.ActualCostCents = w.CostCents
		}
		if rep.Totals != nil {
			rep.Totals.Sum(cur.Hours)
		}
		return emit(*cur)
	}
	err = q.EachHoursShift(ctx, from, to, only, func(h store.HoursShift) error {
		mine := h.UserID == actor.ID
		if !mine && !scope.Person(h.UserID) {
			return nil
		}
		if cur == nil || cur.UserID != h.UserID {
			if err := flush(); err != nil {
				return err
			}
			cur = &HoursPerson{UserID: h.UserID, Name: h.Name, Hours: rep.NewHoursLine()}
			if actor.MaySeeEmailOf(&domain.User{ID: h.UserID}) {
				cur.Email = h.Email
			}
		}
		if h.Date != nil && (mine || scope.Shift(h.Location, h.UserID)) {
			rep.AddShift(&cur.Hours, *h.Date, domain.ShiftMinutes(*h.Date, *h.StartTime, *h.EndTime, s.zone.Location()), h.Position, h.Location, h.RateCents)
		}
		return nil
	})
	if err == nil {
		err = flush()
	}
	if err != nil {
		return nil, err
	}
	return rep, nil
}

// hoursScope is whom a report of only (nil: everyone) covers: a location manager's
// holds the people they manage, and their shifts at those locations.
func hoursScope(ctx context.Context, q store.Q, actor *domain.User, only *int64) (*domain.ManagerScope, error) {
	if only != nil {
		return &domain.ManagerScope{}, nil
	}
	return permission.ManagerScope(ctx, q, actor)
}

// checkHoursRange refuses (Invalid) a range backwards, open or over MaxHoursReportDays.
func checkHoursRange(from, to domain.Date) error {
	if from.IsZero() || to.IsZero() || to.Before(from) {
		return domain.Errorf(domain.Invalid, "The range needs a start date on or before its end date.")
	}
	if from.DaysUntil(to) >= MaxHoursReportDays {
		return domain.Errorf(domain.Invalid, "An hours report covers at most %d days.", MaxHoursReportDays)
	}
	return nil
}

// newHoursReport is an empty report of from..to with its columns: everyone's, with
// totals, or only one person's; labour cost when pay may be seen and a shift has a rate.
func (s *Service) newHoursReport(ctx context.Context, q store.Q, from, to domain.Date, only *int64, pay bool) (*HoursReport, error) {
	rep := &HoursReport{HoursPeriods: domain.NewHoursPeriods(from, to, s.zone.Weeks())}
	var rated bool
	var err error
	if rep.Positions, rep.Locations, rated, err = q.HoursColumns(ctx, from, to, only); err != nil {
		return nil, err
	}
	rep.Cost = rated && pay
	if only == nil {
		t := rep.NewHoursLine()
		rep.Totals = &t
	}
	return rep, nil
}

// approvedOffBy returns, by person, the approved time off touching from..to.
func approvedOffBy(ctx context.Context, q store.Q, from, to domain.Date) (map[int64][]domain.TimeOffRequest, error) {
	off, err := q.TimeOffBetween(ctx, from, to, domain.TimeOffApproved)
	offOf := map[int64][]domain.TimeOffRequest{}
	for _, r := range off {
		offOf[r.UserID] = append(offOf[r.UserID], r)
	}
	return offOf, err
}
