package autofill

import (
	"fmt"
	"slices"
	"strconv"

	"github.com/shiftsched/shiftsched/internal/autoschedule"
	"github.com/shiftsched/shiftsched/internal/domain"
	"github.com/shiftsched/shiftsched/internal/store"
)

// What the scheduler plans are slots: a shift type at the location its shifts are at
// (issue 42: 5). A shift type of a location is one slot there; a shift type of none is
// one slot at each location whose requirements it covers, so that a shift planned for
// Harbour is at Harbour and counts only there, as the editor counts it. Repair also
// plans the shifts already there that are of no planned slot (a workplace without shift
// types), each kind by its times, position and location.

// slotKey identifies a slot; 0 is none.
type slotKey struct {
	typeID, position, location int64
	start, end                 int
}

func keyOf(r fillTypeRef) slotKey {
	return slotKey{typeID: r.ID, position: idOr0(r.PositionID), location: idOr0(r.LocationID), start: r.Start, end: r.End}
}

func idOr0(id *int64) int64 {
	if id == nil {
		return 0
	}
	return *id
}

// slot returns the index of the slot, adding it when new.
func (p *fillPlan) slot(r fillTypeRef) int {
	if p.slots == nil {
		p.slots = map[slotKey]int{}
		for k, t := range p.ShiftTypes {
			p.slots[keyOf(t)] = k
		}
	}
	if k, ok := p.slots[keyOf(r)]; ok {
		return k
	}
	k := len(p.ShiftTypes)
	p.slots[keyOf(r)] = k
	p.ShiftTypes = append(p.ShiftTypes, r)
	p.Problem.ShiftTypes = append(p.Problem.ShiftTypes, autoschedule.ShiftType{ID: strconv.Itoa(k),
		Minutes: shiftMinutes(r.Start, r.End), Night: isNight(r.Start, r.End), Position: "s" + strconv.Itoa(k)})
	return k
}

// slotOfShift is the slot a shift already there is in, -1 for none.
func (p *fillPlan) slotOfShift(sh domain.Shift) int {
	r := fillTypeRef{ID: idOr0(sh.ShiftTypeID), PositionID: sh.PositionID, LocationID: sh.LocationID,
		Start: int(sh.StartTime), End: int(sh.EndTime)}
	if k, ok := p.slots[keyOf(r)]; ok {
		return k
	}
	return -1
}

// typeRef is a shift type as a slot at location at (its own location when it has one).
func typeRef(t store.FillShiftType, at int64, ix *names) fillTypeRef {
	r := fillTypeRef{ID: t.ID, Name: t.Name, Position: deref2(t.PositionName), PositionID: t.PositionID,
		LocationID: t.LocationID, Start: t.StartMinute, End: t.EndMinute}
	if r.LocationID == nil && at != 0 {
		r.LocationID = &at
	}
	r.Location = ix.location(r.LocationID)
	return r
}

// addRepairSlots makes a slot of each kind of shift in the range that no slot plans, so
// that repair may move it to someone else or take it away (within the fill's location
// and positions).
func (p *fillPlan) addRepairSlots(shifts []domain.DraftShift, in Input, ix *names) {
	for _, ds := range shifts {
		sh := ds.Shift
		if ds.Status == domain.DraftRemoved || sh.UserID == 0 || !p.inRange(sh.Date) || p.slotOfShift(sh) >= 0 {
			continue
		}
		if in.LocationID != nil && idOr0(sh.LocationID) != *in.LocationID {
			continue
		}
		if len(in.PositionIDs) > 0 && !slices.Contains(in.PositionIDs, idOr0(sh.PositionID)) {
			continue
		}
		r := fillTypeRef{ID: idOr0(sh.ShiftTypeID), PositionID: sh.PositionID, LocationID: sh.LocationID,
			Start: int(sh.StartTime), End: int(sh.EndTime), Location: ix.location(sh.LocationID)}
		r.Name = fmt.Sprintf("%s–%s", sh.StartTime, sh.EndTime)
		if name, ok := ix.types[r.ID]; ok {
			r.Name = name
		}
		if sh.PositionID != nil {
			r.Position = ix.positions[*sh.PositionID]
		}
		p.slot(r)
	}
}

func (p *fillPlan) inRange(d domain.Date) bool {
	day := p.Start.DaysUntil(d)
	return day >= 0 && day < p.Problem.Days
}

// mayWork reports whether a person may work a slot: they hold its position (if any) and
// work at its location (if any; someone of no location works at every one).
func mayWork(u store.FillPerson, r fillTypeRef) bool {
	if r.PositionID != nil && !slices.Contains(u.Positions, *r.PositionID) {
		return false
	}
	return r.LocationID == nil || len(u.Locations) == 0 || slices.Contains(u.Locations, *r.LocationID)
}

// addFollows says which slots may not follow which on the next day: the shift types'
// own rule, and a rest shorter than the longest least rest of the people planned (the
// rest is one rule for everyone here, so nobody is planned a rest the editor would flag).
func (p *fillPlan) addFollows(types []store.FillShiftType) {
	notAfter := map[int64][]int64{}
	for _, t := range types {
		notAfter[t.ID] = t.NotFollowedBy
	}
	rest := slices.Max(append([]int{0}, p.rest...))
	for a, ra := range p.ShiftTypes {
		st := &p.Problem.ShiftTypes[a]
		st.CannotFollow = nil
		for b, rb := range p.ShiftTypes {
			gap := rb.Start + 1440 - (ra.Start + shiftMinutes(ra.Start, ra.End))
			if gap < rest || (ra.ID != 0 && slices.Contains(notAfter[ra.ID], rb.ID)) {
				st.CannotFollow = append(st.CannotFollow, b)
			}
		}
	}
}

// addRestBlocks keeps each person's slots clear of the shifts the planner does not move
// (before and after the range, or of no slot): none may overlap one or leave less than
// the person's least rest next to it.
func (p *fillPlan) addRestBlocks(shifts []domain.DraftShift, planned map[int64]bool) {
	for _, ds := range shifts {
		sh := ds.Shift
		i := p.person(sh.UserID)
		if i < 0 || ds.Status == domain.DraftRemoved || planned[sh.ID] {
			continue
		}
		iv := sh.Interval()
		for off := -2; off <= 2; off++ {
			d := sh.Date.AddDays(off)
			if !p.inRange(d) {
				continue
			}
			for k, r := range p.ShiftTypes {
				s := domain.ShiftInterval(d, domain.TimeOfDay(r.Start), domain.TimeOfDay(r.End))
				gap := max(s.Start-iv.End, iv.Start-s.End)
				if gap < int64(p.rest[i]) {
					pe := &p.Problem.People[i]
					pe.Blocked = append(pe.Blocked, autoschedule.DayShift{Day: p.Start.DaysUntil(d), Shift: k})
				}
			}
		}
	}
}
