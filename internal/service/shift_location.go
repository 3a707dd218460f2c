package service

import "github.com/shiftsched/shiftsched/internal/domain"

// One rule for where a shift belongs (issue 42: 2): in a workplace with several
// locations in use every new shift has one. A workplace with one location in use (every
// workplace starts with its "Main location") or none behaves as before: its shifts need
// none. A shift that had no location before the workplace added its second location may
// stay without one: old weeks republish as they are (the editor does not mark them yet).

// placing is what the rule needs to know of the workplace's locations.
type placing struct {
	inUse int // locations not archived
}

// placing reads the locations in use from the structure index (loaded).
func (ix *structureIndex) placing() placing {
	var p placing
	for _, l := range ix.locations {
		if l.ArchivedAt == nil {
			p.inUse++
		}
	}
	return p
}

// placement is where a person works, as placeShift needs it: home, the location a
// shift without one goes to (nil: refuse it), and whether they work at any location.
type placement struct {
	home   *int64
	placed bool
}

// placingOfSettings is placing as a publish reads it with its people.
func placingOfSettings(s domain.Settings) placing {
	return placing{inUse: s.LocationsInUse}
}

// placeShift gives st a location when it has none and the rule needs one, or refuses
// it (Invalid, reason LOCATION_REQUIRED). prev is what the shift had (nil: new); home is
// where a caller that cannot name a location puts it (the REST shim: the person's one
// location; auto-fill: the location being filled), nil for callers that can; placed says
// whether the person works at a location in use: someone placed nowhere yet (everywhere,
// as they see every location) may still be given a shift without one.
func (p placing) placeShift(st *domain.ShiftStructure, prev *domain.ShiftStructure, home *int64, placed bool, where string) error {
	switch {
	case st.LocationID != nil, prev != nil && prev.LocationID == nil, p.inUse < 2:
		return nil
	case home != nil:
		st.LocationID = home
		return nil
	case !placed:
		return nil
	}
	e := domain.Errorf(domain.Invalid, "%s: choose the shift's location; in a workplace with several locations every shift has one.", where)
	e.Reason = domain.ReasonLocationRequired
	return e
}

// placedAt says whether any of locs is a location in use.
func (ix *structureIndex) placedAt(locs []int64) bool {
	for _, id := range locs {
		if l, ok := ix.locations[id]; ok && l.ArchivedAt == nil {
			return true
		}
	}
	return false
}
