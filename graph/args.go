package graph

import (
	"github.com/shiftsched/shiftsched/graph/model"
	"github.com/shiftsched/shiftsched/internal/domain"
)

// decisionStatus is the status a manager's decision gives a time-off request.
func decisionStatus(d model.TimeOffDecision) domain.TimeOffStatus {
	switch d {
	case model.TimeOffDecisionApprove:
		return domain.TimeOffApproved
	case model.TimeOffDecisionDeny:
		return domain.TimeOffDenied
	}
	return ""
}

// deref reads an optional String argument: "" when absent.
func deref(s *string) string {
	if s == nil {
		return ""
	}
	return *s
}

// idOrZero is the person an optional userId names: 0 (the actor) when absent.
func idOrZero(id *int64) int64 {
	if id == nil {
		return 0
	}
	return *id
}

// jsonText shows stored JSON as text; nil when there is none.
func jsonText(b []byte) *string {
	if len(b) == 0 {
		return nil
	}
	s := string(b)
	return &s
}
