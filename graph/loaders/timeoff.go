package loaders

import (
	"context"
	"sync"

	"github.com/shiftsched/shiftsched/internal/domain"
)

// TimeOffSource reads the published shifts inside time-off requests, many at once.
type TimeOffSource interface {
	ShiftsInsideTimeOff(ctx context.Context, reqs []domain.TimeOffRequest) (map[int64][]domain.Shift, error)
}

// shiftsInside answers TimeOffRequest.shiftsInside for a whole list of requests with one
// statement: list resolvers announce their requests (ExpectRequesters), and the first
// field to load fetches every announced one while the others wait for it.
type shiftsInside struct {
	mu      sync.Mutex
	waiting map[int64]domain.TimeOffRequest // announced, not loaded yet
	loaded  map[int64][]domain.Shift
}

func (b *shiftsInside) expect(reqs []domain.TimeOffRequest) {
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.waiting == nil {
		b.waiting = make(map[int64]domain.TimeOffRequest, len(reqs))
	}
	for _, r := range reqs {
		if _, done := b.loaded[r.ID]; !done {
			b.waiting[r.ID] = r
		}
	}
}

func (b *shiftsInside) load(ctx context.Context, src TimeOffSource, r *domain.TimeOffRequest) ([]domain.Shift, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	if shifts, ok := b.loaded[r.ID]; ok {
		return shifts, nil
	}
	batch := make([]domain.TimeOffRequest, 0, len(b.waiting)+1)
	batch = append(batch, *r)
	for id, w := range b.waiting {
		if id != r.ID {
			batch = append(batch, w)
		}
	}
	got, err := src.ShiftsInsideTimeOff(ctx, batch)
	if err != nil {
		return nil, err // nothing cached: a later field may try again
	}
	if b.loaded == nil {
		b.loaded = make(map[int64][]domain.Shift, len(got))
	}
	for id, shifts := range got {
		b.loaded[id] = shifts
	}
	b.waiting = nil
	return got[r.ID], nil
}

// ShiftsInside returns the requester's published shifts that overlap a time-off request,
// batched with every request the query announced.
func ShiftsInside(ctx context.Context, src TimeOffSource, r *domain.TimeOffRequest) ([]domain.Shift, error) {
	l := For(ctx)
	if l == nil {
		got, err := src.ShiftsInsideTimeOff(ctx, []domain.TimeOffRequest{*r})
		return got[r.ID], err
	}
	return l.shiftsInside.load(ctx, src, r)
}
