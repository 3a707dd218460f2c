package graph

import (
	"math"

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

// intCents is an amount of cents for a field of GraphQL's Int, which holds 32 bits: an
// error with a sentence, never a larger number, when the amount does not fit.
func intCents(cents *int64) (*int, error) {
	if cents == nil {
		return nil, nil
	}
	if *cents > math.MaxInt32 || *cents < math.MinInt32 {
		return nil, domain.Errorf(domain.Invalid,
			"The amount %s is more than a GraphQL Int holds in cents: read grossPay, a decimal, instead.", domain.Money(*cents))
	}
	n := int(*cents)
	return &n, nil
}
