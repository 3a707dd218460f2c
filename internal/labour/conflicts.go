package labour

import (
	"github.com/shiftsched/shiftsched/internal/domain"
)

// Conflicts are a person's labour violations as the conflict engine reports them: hard
// ones block a publish like any hard conflict, warnings wait to be accepted.
func (res Result) Conflicts(p Person) []domain.ShiftConflict {
	out := make([]domain.ShiftConflict, 0, len(res.Violations))
	for _, v := range res.Violations {
		out = append(out, domain.ShiftConflict{Code: v.Code, Severity: v.Severity, UserID: p.UserID, UserName: p.Name,
			ShiftIDs: v.ShiftIDs, Message: v.Message})
	}
	return out
}
