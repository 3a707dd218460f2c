package graph

import (
	"context"
	"fmt"
	"math"
	"slices"

	"github.com/99designs/gqlgen/graphql"

	"github.com/shiftsched/shiftsched/graph/model"
	"github.com/shiftsched/shiftsched/internal/domain"
	"github.com/shiftsched/shiftsched/internal/leave"
	"github.com/shiftsched/shiftsched/internal/store"
)

// Leave amounts are hundredths of the type's unit inside, decimals in the API.

func units(h int64) float64 { return float64(h) / 100 }

func hundredths(f float64) int64 {
	if math.IsNaN(f) || math.IsInf(f, 0) {
		return math.MaxInt64 // refused by the rules' range checks
	}
	return int64(math.Round(math.Max(math.Min(f, 1e12), -1e12) * 100))
}

func hundredthsOrNil(f *float64) *int64 {
	if f == nil {
		return nil
	}
	v := hundredths(*f)
	return &v
}

func orInt(p *int, d int) int {
	if p == nil {
		return d
	}
	return *p
}

func leavePolicyOut(p domain.LeavePolicy) model.LeavePolicy {
	out := model.LeavePolicy{ID: p.ID, LeaveTypeID: p.LeaveTypeID, Name: p.Name, Method: p.Method, Amount: units(p.Amount),
		YearStartMonth: p.YearStartMonth, YearStartDay: p.YearStartDay, WaitingDays: p.WaitingDays,
		CarryOverMax: units(p.CarryOverMax), CarryExpiresMonth: p.CarryExpMonth, CarryExpiresDay: p.CarryExpDay,
		NegativeLimit: units(p.NegativeLimit), Archived: p.Archived}
	if p.Cap != nil {
		c := units(*p.Cap)
		out.Cap = &c
	}
	return out
}

func leavePolicyIn(in model.LeavePolicyInput) domain.LeavePolicy {
	p := domain.LeavePolicy{LeaveTypeID: in.LeaveTypeID, Name: in.Name, Method: in.Method, Amount: hundredths(in.Amount),
		YearStartMonth: orInt(in.YearStartMonth, 1), YearStartDay: orInt(in.YearStartDay, 1), WaitingDays: orInt(in.WaitingDays, 0),
		Cap: hundredthsOrNil(in.Cap), CarryExpMonth: in.CarryExpiresMonth, CarryExpDay: in.CarryExpiresDay,
		Archived: in.Archived != nil && *in.Archived}
	if in.ID != nil {
		p.ID = *in.ID
	}
	if in.CarryOverMax != nil {
		p.CarryOverMax = hundredths(*in.CarryOverMax)
	}
	if in.NegativeLimit != nil {
		p.NegativeLimit = hundredths(*in.NegativeLimit)
	}
	return p
}

func leaveEntryOut(e domain.LeaveEntry) model.LeaveEntry {
	return model.LeaveEntry{ID: e.ID, UserID: e.UserID, LeaveTypeID: e.LeaveTypeID, EffectiveOn: e.EffectiveOn, Kind: e.Kind,
		Amount: units(e.Amount), TimeOffID: e.TimeOffID, Reason: e.Reason, CreatedAt: e.CreatedAt}
}

// asksRangeParts says whether a leaveBalances selection shows more than whose closing
// balance of which type: the managers' team page asks for that alone, which a cheaper
// statement reads. A field not listed here (a new one) reads everything.
func asksRangeParts(ctx context.Context) bool {
	return slices.ContainsFunc(graphql.CollectAllFields(ctx), func(f string) bool {
		return f != "userId" && f != "leaveTypeId" && f != "closing" && f != "__typename"
	})
}

func leaveBalanceOut(b store.LeaveBalance) model.LeaveBalance {
	return model.LeaveBalance{UserID: b.UserID, LeaveTypeID: b.LeaveTypeID, Opening: units(b.Opening), Granted: units(b.Granted),
		Taken: units(b.Taken), Other: units(b.Other), Closing: units(b.Closing)}
}

func leavePreviewOut(o *leave.Outcome) *model.LeavePreview {
	out := &model.LeavePreview{Type: o.Type, Days: []model.LeaveDay{}, Requested: units(o.Deduction.Amount), Now: units(o.Now),
		AtDate: units(o.AtDate), After: units(o.After), Lowest: units(o.Lowest), NegativeLimit: units(o.Limit), Allowed: o.Allowed}
	for _, d := range o.Deduction.Days {
		day := model.LeaveDay{Date: d.Date, Minutes: d.Minutes, Amount: units(d.Amount)}
		if d.Skipped != "" {
			why := d.Skipped
			day.Skipped = &why
		}
		out.Days = append(out.Days, day)
	}
	return out
}

func leaveProfileIn(in model.LeaveProfileInput) domain.LeaveProfile {
	p := domain.LeaveProfile{UserID: in.UserID, StartsOn: in.StartsOn, EndsOn: in.EndsOn, WorkDays: in.WorkDays,
		HolidayLocationID: in.HolidayLocationID}
	if in.HoursPerWeek != nil {
		m := int(math.Round(math.Max(math.Min(*in.HoursPerWeek, 1e6), -1e6) * 60))
		p.MinutesPerWeek = &m
	}
	return p
}

// minutesAsHours is minutes as decimal hours, to the hundredth.
func minutesAsHours(m int) float64 { return float64((int64(m)*100+30)/60) / 100 }

// centsOrNil is cents as a decimal with two places ("1234.50"); nil for nil.
func centsOrNil(c *int64) *string {
	if c == nil {
		return nil
	}
	sign, v := "", *c
	if v < 0 {
		sign, v = "-", -v
	}
	out := fmt.Sprintf("%s%d.%02d", sign, v/100, v%100)
	return &out
}

func leaveBalanceOnOut(b leave.Balance) model.LeaveBalanceOn {
	return model.LeaveBalanceOn{Type: b.Type, UserID: b.UserID, On: b.On, Stored: units(b.Stored), Projected: units(b.Projected),
		NegativeLimit: units(b.Limit), HasPolicy: b.HasPolicy}
}

func leaveProfileOut(p *store.LeaveProfileRow) *model.LeaveProfile {
	out := &model.LeaveProfile{UserID: p.UserID, Set: p.Set, StartsOn: p.StartsOn, EndsOn: p.EndsOn, WorkDays: p.WorkDays,
		HolidayLocationID: p.HolidayLocationID, HolidaysFrom: p.HolidaysFrom}
	if p.MinutesPerWeek != nil {
		h := minutesAsHours(*p.MinutesPerWeek)
		out.HoursPerWeek = &h
	}
	return out
}
