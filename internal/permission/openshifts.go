package permission

import (
	"context"

	"github.com/shiftsched/shiftsched/internal/domain"
	"github.com/shiftsched/shiftsched/internal/store"
)

// An open shift is offered only to people qualified for its position: they alone are
// told of it and shown it to claim. The week's rules (announcing a week's open shifts
// when it is published) and the market (posting, offering and listing them) both ask,
// so the rule lives here rather than in either.

// QualifiedFor answers, in one statement, which of the people are qualified for the
// positions of the open shifts (those without a position ask nothing).
func QualifiedFor(ctx context.Context, q store.Q, list []domain.OpenShift, people []int64) (map[[2]int64]bool, error) {
	var users, positions []int64
	for _, o := range list {
		if o.PositionID == nil {
			continue
		}
		for _, id := range people {
			users, positions = append(users, id), append(positions, *o.PositionID)
		}
	}
	ok, _, err := q.Qualifications(ctx, users, positions)
	return ok, err
}

// QualifiedOn reports whether the person may work the open shift's position (any, when
// it has none), by what QualifiedFor answered.
func QualifiedOn(o domain.OpenShift, userID int64, qualified map[[2]int64]bool) bool {
	return o.PositionID == nil || qualified[[2]int64{userID, *o.PositionID}]
}
