package service

import (
	"context"

	"github.com/shiftsched/shiftsched/internal/domain"
	"github.com/shiftsched/shiftsched/internal/i18n"
	"github.com/shiftsched/shiftsched/internal/store"
)

// openShiftText writes an open shift's day and times, e.g. "Jan 2 09:00-17:00".
func openShiftText(o domain.OpenShift) i18n.Text {
	return func(l i18n.Locale) string {
		return l.Date(o.Date.Year, o.Date.Month, o.Date.Day) + " " + l.Span(int(o.StartTime), int(o.EndTime))
	}
}

// openShiftPlaced writes an open shift's day and times, and its position and location
// when it has them, e.g. "Jan 2 09:00-17:00 (Barista, Harbour)".
func openShiftPlaced(o domain.OpenShift, ix *structureIndex) i18n.Text {
	where := ix.names(o.ShiftStructure)
	if where == "" {
		return openShiftText(o)
	}
	return func(l i18n.Locale) string {
		return l.T("ShiftAtPlace", i18n.Args{"Shift": openShiftText(o), "Place": where})
	}
}

// OpenShiftName is openShiftPlaced for one open shift, reading the workplace's positions
// and locations only when it names one. No actor: for the market's notices
// (market.Schedule). Errors: only the database's.
func (s *Service) OpenShiftName(ctx context.Context, q store.Q, o domain.OpenShift) (i18n.Text, error) {
	ix, err := openShiftsIndex(ctx, q, []domain.OpenShift{o})
	if err != nil {
		return nil, err
	}
	return openShiftPlaced(o, ix), nil
}

// openShiftsIndex is the workplace's structure for naming the open shifts, read only when
// one of them has a position or location.
func openShiftsIndex(ctx context.Context, q store.Q, list []domain.OpenShift) (*structureIndex, error) {
	named := false
	for _, o := range list {
		named = named || o.PositionID != nil || o.LocationID != nil
	}
	return loadStructureIf(ctx, q, named)
}
