package graph

import (
	"github.com/shiftsched/shiftsched/graph/model"
	"github.com/shiftsched/shiftsched/internal/domain"
	"github.com/shiftsched/shiftsched/internal/labour"
)

// The predictability rule and late changes between the schema's shapes and
// internal/labour's; the labour package checks the values.

func predictabilityOut(p *labour.Predictability) *model.LabourPredictability {
	if p == nil {
		return nil
	}
	return &model.LabourPredictability{Severity: p.Severity, Source: optStr(p.Source), NoticeDays: p.NoticeDays,
		ChangePayMinutes: p.ChangePayMinutes, ChangeCents: int(p.ChangeCents), CutPercent: p.CutPercent, CutCents: int(p.CutCents),
		ClopeningConsent: p.ClopeningConsent, ClopeningCents: int(p.ClopeningCents), Name: optStr(p.Name)}
}

func predictabilityIn(in *model.LabourPredictabilityInput) *labour.Predictability {
	if in == nil {
		return nil
	}
	return &labour.Predictability{Base: baseIn(in.Severity, in.Source), NoticeDays: in.NoticeDays,
		ChangePayMinutes: orZero(in.ChangePayMinutes), ChangeCents: int64(orZero(in.ChangeCents)), CutPercent: orZero(in.CutPercent), CutCents: int64(orZero(in.CutCents)),
		ClopeningConsent: orZero(in.ClopeningConsent), ClopeningCents: int64(orZero(in.ClopeningCents)), Name: orZero(in.Name)}
}

// slotOut is one side of a late change (nil: no shift on that side).
func slotOut(d *domain.Date, start, end *domain.TimeOfDay) *model.LabourChangeSlot {
	if d == nil || start == nil || end == nil {
		return nil
	}
	return &model.LabourChangeSlot{Date: *d, StartTime: *start, EndTime: *end}
}
