package graph

import (
	"github.com/shiftsched/shiftsched/graph/model"
	"github.com/shiftsched/shiftsched/internal/domain"
	"github.com/shiftsched/shiftsched/internal/labour"
)

// Labour rules between the schema's shapes and internal/labour's; the labour package
// checks the values.

func optStr(s string) *string {
	if s == "" {
		return nil
	}
	return &s
}

func clockOut(c *labour.Clock) *domain.TimeOfDay {
	if c == nil {
		return nil
	}
	t := domain.TimeOfDay(*c)
	return &t
}

func clockIn(t *domain.TimeOfDay) *labour.Clock {
	if t == nil {
		return nil
	}
	c := labour.Clock(*t)
	return &c
}

func baseIn(sev domain.RuleSeverity, src *string) labour.Base {
	return labour.Base{Severity: sev, Source: orZero(src)}
}

func breaksOut(list []labour.Break) []model.LabourBreak {
	out := make([]model.LabourBreak, len(list))
	for i, b := range list {
		out[i] = model.LabourBreak{Severity: b.Severity, Source: optStr(b.Source), AfterMinutes: b.AfterMinutes, Minutes: b.Minutes,
			MinPartMinutes: b.MinPartMinutes, LatestStartMinutes: b.LatestStartMinutes, Paid: b.Paid, AutoDeduct: b.AutoDeduct}
	}
	return out
}

func breaksIn(list []model.LabourBreakInput) []labour.Break {
	var out []labour.Break
	for _, b := range list {
		out = append(out, labour.Break{Base: baseIn(b.Severity, b.Source), AfterMinutes: b.AfterMinutes, Minutes: b.Minutes,
			MinPartMinutes: orZero(b.MinPartMinutes), LatestStartMinutes: orZero(b.LatestStartMinutes), Paid: b.Paid, AutoDeduct: orZero(b.AutoDeduct)})
	}
	return out
}

// labourRulesOut is a rule set's labour rules in the schema's shape.
func labourRulesOut(r labour.Rules) model.LabourRules {
	out := model.LabourRules{Breaks: breaksOut(r.Breaks), Minors: []model.LabourMinorRule{}, Premiums: []model.LabourPremium{}}
	for _, m := range r.Minors {
		out.Minors = append(out.Minors, model.LabourMinorRule{Severity: m.Severity, Source: optStr(m.Source), UnderAge: m.UnderAge,
			MaxDailyMinutes: m.MaxDailyMinutes, MaxWeeklyMinutes: m.MaxWeeklyMinutes, EarliestStart: clockOut(m.EarliestStart),
			LatestEnd: clockOut(m.LatestEnd), Breaks: breaksOut(m.Breaks),
			SchoolDayMaxMinutes: m.SchoolDayMaxMinutes, SchoolWeekMaxMinutes: m.SchoolWeekMaxMinutes})
	}
	if x := r.DailyRest; x != nil {
		out.DailyRest = &model.LabourRest{Severity: x.Severity, Source: optStr(x.Source), Minutes: x.Minutes}
	}
	if x := r.WeeklyRest; x != nil {
		out.WeeklyRest = &model.LabourWeeklyRest{Severity: x.Severity, Source: optStr(x.Source), Minutes: x.Minutes, Days: x.Days}
	}
	if x := r.AverageWeek; x != nil {
		out.AverageWeek = &model.LabourAverageWeek{Severity: x.Severity, Source: optStr(x.Source), MaxMinutes: x.MaxMinutes, Weeks: x.Weeks}
	}
	if x := r.PostingDeadline; x != nil {
		out.PostingDeadline = &model.LabourPostingDeadline{Severity: x.Severity, Source: optStr(x.Source), Days: x.Days}
	}
	if x := r.Clopening; x != nil {
		out.Clopening = &model.LabourClopening{Severity: x.Severity, Source: optStr(x.Source), MinRestMinutes: x.MinRestMinutes,
			ClosingAfter: clockOut(x.ClosingAfter)}
	}
	out.Predictability = predictabilityOut(r.Predictability)
	for _, p := range r.Premiums {
		out.Premiums = append(out.Premiums, model.LabourPremium{Kind: p.Kind, Name: p.Name, Percent: p.Percent, CentsPerHour: int(p.CentsPerHour),
			From: clockOut(p.From), To: clockOut(p.To), ShiftTypeID: p.ShiftTypeID, PositionID: p.PositionID, Source: optStr(p.Source), Hours: p.Hours})
	}
	return out
}

// labourRulesIn reads labour rules as a manager entered them.
func labourRulesIn(in model.LabourRulesInput) labour.Rules {
	r := labour.Rules{Breaks: breaksIn(in.Breaks)}
	for _, m := range in.Minors {
		r.Minors = append(r.Minors, labour.Minor{Base: baseIn(m.Severity, m.Source), UnderAge: m.UnderAge,
			MaxDailyMinutes: orZero(m.MaxDailyMinutes), MaxWeeklyMinutes: orZero(m.MaxWeeklyMinutes),
			SchoolDayMaxMinutes: orZero(m.SchoolDayMaxMinutes), SchoolWeekMaxMinutes: orZero(m.SchoolWeekMaxMinutes),
			EarliestStart: clockIn(m.EarliestStart), LatestEnd: clockIn(m.LatestEnd), Breaks: breaksIn(m.Breaks)})
	}
	if x := in.DailyRest; x != nil {
		r.DailyRest = &labour.Rest{Base: baseIn(x.Severity, x.Source), Minutes: x.Minutes}
	}
	if x := in.WeeklyRest; x != nil {
		r.WeeklyRest = &labour.WeeklyRest{Base: baseIn(x.Severity, x.Source), Minutes: x.Minutes, Days: x.Days}
	}
	if x := in.AverageWeek; x != nil {
		r.AverageWeek = &labour.Average{Base: baseIn(x.Severity, x.Source), MaxMinutes: x.MaxMinutes, Weeks: x.Weeks}
	}
	if x := in.PostingDeadline; x != nil {
		r.PostingDeadline = &labour.Posting{Base: baseIn(x.Severity, x.Source), Days: x.Days}
	}
	if x := in.Clopening; x != nil {
		r.Clopening = &labour.Clopening{Base: baseIn(x.Severity, x.Source), MinRestMinutes: x.MinRestMinutes, ClosingAfter: clockIn(x.ClosingAfter)}
	}
	r.Predictability = predictabilityIn(in.Predictability)
	for _, p := range in.Premiums {
		r.Premiums = append(r.Premiums, labour.Premium{Kind: p.Kind, Name: p.Name, Percent: orZero(p.Percent),
			CentsPerHour: int64(orZero(p.CentsPerHour)), From: clockIn(p.From), To: clockIn(p.To), ShiftTypeID: p.ShiftTypeID,
			PositionID: p.PositionID, Source: orZero(p.Source), Hours: orZero(p.Hours)})
	}
	return r
}

func ruleSetLabourOut(l *labour.RuleSetLabour) *model.RuleSetLabour {
	return &model.RuleSetLabour{RuleSetID: l.RuleSetID, Rules: labourRulesOut(l.Rules), PresetID: l.PresetID}
}
