package autofill

import (
	"context"

	"github.com/shiftsched/shiftsched/internal/store"
)

// names are the workplace's positions, locations and shift types by id (an unknown id
// has none). A plan only names them, in its slots and notes; the checks of what a
// shift may carry are the editor's (service.DraftBatch), so the plan reads the names
// straight from store.Structure.
type names struct {
	positions, locations, types map[int64]string
}

// readNames reads the names in one statement.
func readNames(ctx context.Context, q store.Q) (*names, error) {
	ps, ls, ts, err := q.Structure(ctx)
	if err != nil {
		return nil, err
	}
	n := &names{positions: map[int64]string{}, locations: map[int64]string{}, types: map[int64]string{}}
	for _, p := range ps {
		n.positions[p.ID] = p.Name
	}
	for _, l := range ls {
		n.locations[l.ID] = l.Name
	}
	for _, t := range ts {
		n.types[t.ID] = t.Name
	}
	return n, nil
}

// location is the name of the location id ("" for none).
func (n *names) location(id *int64) string {
	if id == nil {
		return ""
	}
	return n.locations[*id]
}
