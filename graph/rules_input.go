package graph

import (
	"github.com/shiftsched/shiftsched/graph/model"
	"github.com/shiftsched/shiftsched/internal/domain"
)

// ruleSetOf reads a rule set as a manager entered it; the service checks the values.
func ruleSetOf(in model.RuleSetInput) domain.RuleSet {
	rule := func(r *model.WorkRuleInput) *domain.Rule {
		if r == nil {
			return nil
		}
		return &domain.Rule{Value: r.Value, Severity: r.Severity}
	}
	rs := domain.RuleSet{ID: optID(in.ID), Name: in.Name, PeriodKind: in.PeriodKind, PeriodWeeks: 1,
		Rules: domain.Rules{MinHours: rule(in.MinHours), MaxHours: rule(in.MaxHours),
			MaxConsecutiveDays: rule(in.MaxConsecutiveDays), MinConsecutiveDays: rule(in.MinConsecutiveDays),
			MinDaysOff: rule(in.MinDaysOff), MaxWeekends: rule(in.MaxWeekends), MinRest: rule(in.MinRest),
			MaxDailyHours: rule(in.MaxDailyHours)}}
	if in.PeriodWeeks != nil {
		rs.PeriodWeeks = *in.PeriodWeeks
	}
	if in.PeriodStart != nil {
		rs.PeriodStart = *in.PeriodStart
	}
	for _, l := range in.ShiftTypeLimits {
		rs.Rules.ShiftTypeLimits = append(rs.Rules.ShiftTypeLimits, domain.ShiftTypeLimit{ShiftTypeID: l.ShiftTypeID, Max: l.Max, Severity: l.Severity})
	}
	return rs
}
