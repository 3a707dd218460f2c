package permission

import (
	"context"
	"slices"

	"github.com/shiftsched/shiftsched/internal/domain"
	"github.com/shiftsched/shiftsched/internal/store"
)

// View returns what actor sees of the schedules: the session's reading when the read
// cache keyed the answer by it (so the two agree), otherwise one statement.
func View(ctx context.Context, q store.Q, actor *domain.User) (domain.View, error) {
	if actor.View != nil {
		return *actor.View, nil
	}
	return q.View(ctx, actor.ID)
}

// VisibleShifts keeps the shifts actor sees.
func VisibleShifts(v domain.View, actor *domain.User, shifts []domain.Shift) []domain.Shift {
	if v.Locations == nil {
		return shifts
	}
	out := shifts[:0:0]
	for _, sh := range shifts {
		if v.SeesShift(actor.ID, sh.LocationID, sh.UserID) {
			out = append(out, sh)
		}
	}
	return out
}

// VisibleDraft keeps the shifts of a draft, and their conflicts, that a limited manager
// manages.
func VisibleDraft(ctx context.Context, q store.Q, actor *domain.User, d *domain.WeekDraft) error {
	m, err := ManagerScope(ctx, q, actor)
	if err != nil || !m.Limited() {
		return err
	}
	kept := map[int64]bool{}
	shifts := d.Shifts[:0:0]
	for _, sh := range d.Shifts {
		if m.Shift(sh.LocationID, sh.UserID) {
			shifts = append(shifts, sh)
			kept[sh.ID] = true
		}
	}
	conflicts := d.Conflicts[:0:0]
	for _, c := range d.Conflicts {
		if slices.ContainsFunc(c.ShiftIDs, func(id int64) bool { return kept[id] }) {
			conflicts = append(conflicts, c)
		}
	}
	d.Shifts, d.Conflicts = shifts, conflicts
	return nil
}

// MayDecideSwap refuses a limited manager a swap between people or shifts they do not
// manage; the shifts' locations are read only for a limited manager.
func MayDecideSwap(ctx context.Context, q store.Q, actor *domain.User, sw *domain.Swap) error {
	m, err := ManagerScope(ctx, q, actor)
	if err != nil || !m.Limited() {
		return err
	}
	if !m.Person(sw.RequesterID) || !m.Person(sw.TargetID) {
		return ErrOutsidePerson
	}
	locs, err := q.ShiftLocations(ctx, sw.ShiftIDs())
	if err != nil {
		return err
	}
	for _, loc := range locs {
		if !m.Shift(loc, 0) {
			return ErrOutsideShift
		}
	}
	return nil
}

// VisibleOfSchedules returns the shifts of the schedules that actor sees.
func VisibleOfSchedules(ctx context.Context, q store.Q, actor *domain.User, ids []int64) ([]domain.Shift, error) {
	v, err := View(ctx, q, actor)
	if err != nil {
		return nil, err
	}
	shifts, err := q.ShiftsOfSchedules(ctx, ids)
	return VisibleShifts(v, actor, shifts), err
}

// VisibleCounts returns the number of shifts per date that actor sees: counted by the
// database for a viewer who sees everything, by hand for one who does not.
func VisibleCounts(ctx context.Context, q store.Q, actor *domain.User, from, to domain.Date) ([]store.DayShiftCount, error) {
	v, err := View(ctx, q, actor)
	if err != nil {
		return nil, err
	}
	if v.Locations == nil {
		return q.ShiftCountsBetween(ctx, from, to)
	}
	shifts, err := q.ShiftsBetween(ctx, from, to, nil)
	if err != nil {
		return nil, err
	}
	out := []store.DayShiftCount{}
	for _, sh := range VisibleShifts(v, actor, shifts) {
		if n := len(out); n > 0 && out[n-1].Date == sh.Date {
			out[n-1].Count++
		} else {
			out = append(out, store.DayShiftCount{Date: sh.Date, Count: 1})
		}
	}
	return out, nil
}
