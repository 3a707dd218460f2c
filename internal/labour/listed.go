package labour

import (
	"github.com/shiftsched/shiftsched/internal/domain"
	"github.com/shiftsched/shiftsched/internal/permission"
)

// RulesOfListed returns the labour rules of a rule set already read (from a list of rule
// sets, whose read carries them), without a statement more: the rule sets page shows
// every set's labour rules from one query. Managers only, as RulesOf; a token needs
// schedule:read. Errors: Forbidden.
func (s *Service) RulesOfListed(actor *domain.User, rs *domain.RuleSet) (*RuleSetLabour, error) {
	if err := actor.Allow(domain.ScopeScheduleRead); err != nil {
		return nil, err
	}
	if err := permission.RequireManager(actor); err != nil {
		return nil, err
	}
	r, err := Parse(rs.Labour)
	if err != nil {
		return nil, err
	}
	return &RuleSetLabour{RuleSetID: rs.ID, Rules: r, PresetID: rs.LabourPreset}, nil
}
