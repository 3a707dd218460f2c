package service

import (
	"context"
	"strings"

	"github.com/shiftsched/shiftsched/internal/domain"
	"github.com/shiftsched/shiftsched/internal/store"
)

// structureIndex is the workplace's locations, positions and shift types, read once per
// request (one statement whatever the number of shifts) to check what shifts carry.
type structureIndex struct {
	positions map[int64]domain.Position
	locations map[int64]domain.Location
	types     map[int64]domain.ShiftType
}

func loadStructure(ctx context.Context, q store.Q) (*structureIndex, error) {
	return loadStructureIf(ctx, q, true)
}

// loadStructureIf is loadStructure when needed; otherwise (no shift names any) an
// empty index, so that requests without positions run no more statements than before.
func loadStructureIf(ctx context.Context, q store.Q, needed bool) (*structureIndex, error) {
	ix := &structureIndex{positions: map[int64]domain.Position{}, locations: map[int64]domain.Location{}, types: map[int64]domain.ShiftType{}}
	if !needed {
		return ix, nil
	}
	ps, ls, ts, err := q.Structure(ctx)
	if err != nil {
		return nil, err
	}
	for _, p := range ps {
		ix.positions[p.ID] = p
	}
	for _, l := range ls {
		ix.locations[l.ID] = l
	}
	for _, t := range ts {
		ix.types[t.ID] = t
	}
	return ix, nil
}

// check refuses (Invalid) a position, location or shift type that does not exist, or is
// archived unless prev (what the shift had) already carried it.
func (ix *structureIndex) check(st domain.ShiftStructure, prev *domain.ShiftStructure, where string) error {
	var was domain.ShiftStructure
	if prev != nil {
		was = *prev
	}
	if id := st.PositionID; id != nil {
		p, ok := ix.positions[*id]
		if !ok || (p.ArchivedAt != nil && !sameID(was.PositionID, id)) {
			return domain.Errorf(domain.Invalid, "%s: there is no position in use with id %d.", where, *id)
		}
	}
	if id := st.LocationID; id != nil {
		l, ok := ix.locations[*id]
		if !ok || (l.ArchivedAt != nil && !sameID(was.LocationID, id)) {
			return domain.Errorf(domain.Invalid, "%s: there is no location in use with id %d.", where, *id)
		}
	}
	if id := st.ShiftTypeID; id != nil {
		t, ok := ix.types[*id]
		if !ok || (t.ArchivedAt != nil && !sameID(was.ShiftTypeID, id)) {
			return domain.Errorf(domain.Invalid, "%s: there is no shift type in use with id %d.", where, *id)
		}
	}
	return nil
}

// names is a shift's position and location by name, e.g. "Cook, Kitchen"; empty when it
// has neither (or ix, nil or not loaded, does not know them).
func (ix *structureIndex) names(st domain.ShiftStructure) string {
	if ix == nil {
		return ""
	}
	var parts []string
	if st.PositionID != nil {
		if p, ok := ix.positions[*st.PositionID]; ok {
			parts = append(parts, p.Name)
		}
	}
	if st.LocationID != nil {
		if l, ok := ix.locations[*st.LocationID]; ok {
			parts = append(parts, l.Name)
		}
	}
	return strings.Join(parts, ", ")
}

// named reports whether st names a position, location or shift type.
func named(st *domain.ShiftStructure) bool {
	return st != nil && (st.PositionID != nil || st.LocationID != nil || st.ShiftTypeID != nil)
}

func sameID(a, b *int64) bool { return a != nil && b != nil && *a == *b }

// CheckStructure refuses (Invalid, naming where) a position, location or shift type
// that does not exist or is archived, read in q. No actor: for the domains beside the
// service (internal/availability's preferences), which have checked theirs. Errors:
// Invalid; the database's.
func (s *Service) CheckStructure(ctx context.Context, q store.Q, st domain.ShiftStructure, where string) error {
	return checkStructure(ctx, q, st, where)
}

// checkStructure is structureIndex.check for one new thing (no previous version).
func checkStructure(ctx context.Context, q store.Q, st domain.ShiftStructure, where string) error {
	ix, err := loadStructure(ctx, q)
	if err != nil {
		return err
	}
	return ix.check(st, nil, where)
}

// fromShiftType fills in what a shift made from a shift type takes from it: its
// position and location when the shift names none, and its times when the shift gives
// none. An unknown shift type is left to check.
func (ix *structureIndex) fromShiftType(st *domain.ShiftStructure, start, end *string) {
	t := ix.placeAsType(st)
	if t != nil && strings.TrimSpace(*start) == "" && strings.TrimSpace(*end) == "" {
		*start, *end = t.StartTime.String(), t.EndTime.String()
	}
}

// placeAsType gives st the position and location of its shift type where it names none,
// and returns the type (nil: st names none, or one unknown, left to check).
func (ix *structureIndex) placeAsType(st *domain.ShiftStructure) *domain.ShiftType {
	if st.ShiftTypeID == nil {
		return nil
	}
	t, ok := ix.types[*st.ShiftTypeID]
	if !ok {
		return nil
	}
	if st.PositionID == nil {
		st.PositionID = t.PositionID
	}
	if st.LocationID == nil {
		st.LocationID = t.LocationID
	}
	return &t
}
