package domain

import (
	"slices"
	"strconv"
	"strings"
)

// View is the locations whose schedules a person sees (see view_locations in
// 0022_location_managers.sql).
type View struct {
	// Locations is nil for every location; otherwise the ids, ascending.
	Locations []int64
	// Own is true when the person also sees shifts of their own outside Locations.
	Own bool
}

// Key names what a viewer sees, so that every viewer with the same key may share an
// answer: "all", the location ids, or the viewer alone when they see their own shifts
// beside them.
func (v View) Key(userID int64) string {
	switch {
	case v.Locations == nil:
		return "all"
	case v.Own:
		return "user:" + strconv.FormatInt(userID, 10)
	}
	parts := make([]string, len(v.Locations))
	for i, id := range v.Locations {
		parts[i] = strconv.FormatInt(id, 10)
	}
	return "loc:" + strings.Join(parts, ",")
}

// Sees reports whether the viewer userID is shown a shift at location loc worked by
// worker: shifts with no location are everyone's.
func (v View) Sees(userID int64, loc *int64, worker int64) bool {
	return v.Locations == nil || loc == nil || slices.Contains(v.Locations, *loc) || (v.Own && worker == userID)
}

// SeesShift reports whether the viewer userID is shown a shift at location loc worked by
// worker. Unlike an open shift, a shift with no location is nobody's location: a viewer
// limited to some locations sees it only when it is their own.
func (v View) SeesShift(userID int64, loc *int64, worker int64) bool {
	if loc == nil {
		return v.Locations == nil || worker == userID
	}
	return v.Sees(userID, loc, worker)
}

// ManagerScope is what a manager manages: nil Locations for everything; otherwise those
// locations and People, everyone who works at one of them.
type ManagerScope struct {
	Locations map[int64]bool
	People    map[int64]bool
}

// Limited reports whether the manager is limited to some locations.
func (m *ManagerScope) Limited() bool { return m != nil && m.Locations != nil }

// Person reports whether the manager manages the person id (0: nobody, always).
func (m *ManagerScope) Person(id int64) bool { return !m.Limited() || id == 0 || m.People[id] }

// Shift reports whether the manager manages a shift at loc worked by worker (0: nobody):
// its location must be theirs (a shift with none belongs to wherever its person works)
// and its person must work at one of theirs.
func (m *ManagerScope) Shift(loc *int64, worker int64) bool {
	if !m.Limited() {
		return true
	}
	if loc != nil && !m.Locations[*loc] {
		return false
	}
	if loc == nil && worker == 0 {
		return true
	}
	return m.Person(worker)
}

// ManagerLocations is the locations one manager is limited to (none: no limit).
type ManagerLocations struct {
	UserID      int64
	LocationIDs []int64
}

// Covers reports whether the manager reaches at least as far as a manager limited to
// locs (none: every location): a manager may never act on one with more reach.
func (m *ManagerScope) Covers(locs []int64) bool {
	if !m.Limited() {
		return true
	}
	return len(locs) > 0 && !slices.ContainsFunc(locs, func(l int64) bool { return !m.Locations[l] })
}
