package graph

import (
	"context"

	"github.com/99designs/gqlgen/graphql"

	"github.com/shiftsched/shiftsched/internal/domain"
	"github.com/shiftsched/shiftsched/internal/service"
)

// draftView is the part of a week's draft that the query selects on the WeekDraft the
// current resolver returns: every shift and conflict when a selection asks for them
// without arguments, otherwise the union of what its arguments name. Arguments that do
// not parse ask for the whole draft; the field itself then reports them.
func draftView(ctx context.Context) service.DraftView {
	vars := graphql.GetOperationContext(ctx).Variables
	var v service.DraftView
	wholeShifts, wholeConflicts, checked := false, false, false
	for _, f := range graphql.CollectFieldsCtx(ctx, nil) {
		args := f.ArgumentMap(vars)
		switch f.Name {
		case "shifts":
			ids, okIDs := idList(args["ids"])
			people, okPeople := idList(args["people"])
			if !okIDs || !okPeople || (ids == nil && people == nil) {
				wholeShifts = true
			}
			v.Shifts, v.ShiftPeople = append(v.Shifts, ids...), append(v.ShiftPeople, people...)
		case "conflicts":
			checked = true
			people, okPeople := idList(args["people"])
			dates, okDates := dateList(args["dates"])
			if !okPeople || !okDates || (people == nil && dates == nil) {
				wholeConflicts = true
			}
			v.People, v.Dates = append(v.People, people...), append(v.Dates, dates...)
		}
	}
	switch {
	case wholeShifts:
		v.Shifts, v.ShiftPeople = nil, nil
	case v.Shifts == nil:
		v.Shifts = []int64{} // none asked for: a partial view of no shifts
	}
	if wholeConflicts {
		v.People, v.Dates = nil, nil
	} else if v.People == nil && v.Dates == nil {
		v.People = []int64{}
	}
	v.Unchecked = !checked
	return v
}

// idList reads a list of IDs given as an argument; nil when absent.
func idList(arg any) ([]int64, bool) {
	items, ok := arg.([]any)
	if !ok {
		return nil, arg == nil
	}
	out := make([]int64, 0, len(items))
	for _, it := range items {
		id, err := UnmarshalID(it)
		if err != nil {
			return nil, false
		}
		out = append(out, id)
	}
	return out, true
}

// dateList reads a list of dates given as an argument; nil when absent.
func dateList(arg any) ([]domain.Date, bool) {
	items, ok := arg.([]any)
	if !ok {
		return nil, arg == nil
	}
	out := make([]domain.Date, 0, len(items))
	for _, it := range items {
		d, err := UnmarshalDate(it)
		if err != nil {
			return nil, false
		}
		out = append(out, d)
	}
	return out, true
}
