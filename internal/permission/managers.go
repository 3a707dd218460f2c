package permission

import (
	"context"
	"slices"

	"github.com/shiftsched/shiftsched/internal/store"
)

// ManagersOf returns the managers who manage the people and the locations (nil
// entries: none) a request concerns, who alone are asked to decide it; except (0: none)
// is left out, so nobody is told of their own request. The week's rules and time off
// (internal/availability) both address their requests so.
func ManagersOf(ctx context.Context, q store.Q, people []int64, locations []*int64, except int64) ([]int64, error) {
	locs := make([]int64, 0, len(locations))
	for _, l := range locations {
		var id int64
		if l != nil {
			id = *l
		}
		locs = append(locs, id)
	}
	ids, err := q.ManagersOf(ctx, people, locs)
	return slices.DeleteFunc(ids, func(id int64) bool { return id == except }), err
}
