package graph

import (
	"github.com/shiftsched/shiftsched/graph/model"
	"github.com/shiftsched/shiftsched/internal/domain"
	"github.com/shiftsched/shiftsched/internal/service"
)

// orZero is a value, or its zero when it is omitted.
func orZero[T any](p *T) T {
	var zero T
	if p == nil {
		return zero
	}
	return *p
}

// requirementInput is a staffing requirement's input as the service takes it.
func requirementInput(in model.StaffingRequirementInput) service.StaffingRequirementInput {
	out := service.StaffingRequirementInput{ID: orZero(in.ID), LocationID: in.LocationID, ShiftTypeID: in.ShiftTypeID,
		PositionID: in.PositionID, StartTime: in.StartTime, EndTime: in.EndTime, Needed: map[domain.DayKey]int{},
		MissingWeight: in.MissingWeight, ExtraWeight: in.ExtraWeight}
	n := in.Needed
	for i, v := range []*int{n.Friday, n.Saturday, n.Sunday, n.Monday, n.Tuesday, n.Wednesday, n.Thursday} {
		if v != nil {
			out.Needed[domain.DayKeys[i]] = *v
		}
	}
	for _, o := range in.Overrides {
		out.Overrides = append(out.Overrides, service.StaffingOverrideInput{Date: o.Date, Needed: o.Needed, Note: orZero(o.Note)})
	}
	return out
}
