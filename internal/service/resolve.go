package service

import (
	"context"
	"fmt"
	"strings"

	"github.com/shiftsched/shiftsched/internal/domain"
	"github.com/shiftsched/shiftsched/internal/store"
)

// resolveShifts checks every draft (its id, person and times) and turns it into a shift
// of the week with its person's current name; it also reads the workplace's rules.
func resolveShifts(ctx context.Context, q store.Q, plan *weekPlan, drafts []ShiftDraft, reserved map[int64]bool) error {
	keys, err := parseDays(drafts)
	if err != nil {
		return err
	}
	shifts := make([]domain.Shift, len(drafts))
	var perDay [7]int
	for i, d := range drafts {
		idx := keys[i].Index()
		shifts[i] = domain.Shift{ID: d.ID, DayKey: keys[i], Date: domain.DateInWeek(plan.week, keys[i]), UserID: d.UserID, Position: perDay[idx]}
		perDay[idx]++
	}
	// The conflict check needs the people's rule sets: they come with the people.
	users, sets, flags, err := q.UsersAndRuleSets(ctx, distinctUserIDs(shifts))
	if err != nil {
		return err
	}
	plan.ruleSets, plan.settings = sets, flags
	byID := make(map[int64]*domain.User, len(users))
	for i := range users {
		byID[users[i].ID] = &users[i]
	}
	ix, err := planStructure(ctx, q, plan, drafts)
	if err != nil {
		return err
	}
	seen := map[int64]bool{}
	unclaimed := unclaimedShifts(plan, shifts)
	perDay = [7]int{}
	for i := range shifts {
		sh := &shifts[i]
		d := drafts[i]
		perDay[sh.DayKey.Index()]++
		day, n := domain.DayName(sh.DayKey), perDay[sh.DayKey.Index()]
		where := fmt.Sprintf("%s, shift %d", day, n)
		prev, kept := plan.old[sh.ID]
		if sh.ID != 0 && (kept || reserved[sh.ID]) {
			if seen[sh.ID] {
				return domain.Errorf(domain.Invalid, "%s: shift %d is sent twice; each shift may appear only once.", where, sh.ID)
			}
			seen[sh.ID] = true
		} else {
			sh.ID = 0 // not one of this week's shifts: a new one
		}
		u := byID[sh.UserID]
		switch {
		case sh.UserID == 0:
			return domain.Errorf(domain.Invalid, "%s: choose the person who works it.", where)
		case sh.UserID < 0:
			return domain.Errorf(domain.Invalid, "%s: the person is not a valid user id.", where)
		case u == nil:
			return domain.Errorf(domain.Invalid, "%s: there is no user with id %d.", where, sh.UserID)
		}
		sh.UserName = u.Name
		whose := fmt.Sprintf("%s, shift %d (%s)", day, n, u.Name)
		if err := structureOf(ix, sh, &d, prev, kept, whose, placingOfSettings(flags), u.Placed); err != nil {
			return err
		}
		start, end, err := parseTimes(d.StartTime, d.EndTime, whose)
		if err != nil {
			return err
		}
		sh.StartTime, sh.EndTime = start, end
		if d.ID == 0 { // sent without an id; an id from elsewhere asks for a new shift
			if sh.ID = unclaimed.take(*sh); sh.ID != 0 {
				prev, kept = plan.old[sh.ID], true
			}
		}
		if err := placeUnnamed(sh, d, prev, kept, u, whose, placingOfSettings(flags)); err != nil {
			return err
		}
		if u.DeletedAt != nil && !(kept && prev.UserID == u.ID && prev.Date == sh.Date) {
			// A deleted person's past shifts may be sent back as they are; nobody
			// deleted can be given a shift.
			return domain.Errorf(domain.Invalid, "%s: %s no longer works here and cannot be scheduled.", where, u.Name)
		}
	}
	plan.shifts = shifts
	return nil
}

// planStructure reads the workplace's structure when a sent or published shift names a
// position, location or shift type (one statement), and keeps it on the plan: the
// publish's messages name them.
func planStructure(ctx context.Context, q store.Q, plan *weekPlan, drafts []ShiftDraft) (*structureIndex, error) {
	needed := false
	for _, d := range drafts {
		needed = needed || named(d.Structure)
	}
	for i := range plan.existing {
		needed = needed || named(&plan.existing[i].ShiftStructure)
	}
	ix, err := loadStructureIf(ctx, q, needed)
	plan.structure = ix
	return ix, err
}

// shiftSlot is what makes two shifts the same work: the person, the date and the times.
type shiftSlot struct {
	user       int64
	date       domain.Date
	start, end domain.TimeOfDay
}

// slotIDs holds, per slot, the ids of published shifts no sent shift names by id.
type slotIDs map[shiftSlot][]int64

// unclaimedShifts indexes the week's published shifts that no proposed shift names by
// id. A shift sent without an id that matches one of them is that shift, sent again:
// re-sending a week as it stands (as REST clients and integrators do, without ids)
// then changes nothing, so it cancels no swap or offer and tells nobody.
func unclaimedShifts(plan *weekPlan, proposed []domain.Shift) slotIDs {
	named := make(map[int64]bool, len(proposed))
	for _, sh := range proposed {
		named[sh.ID] = true
	}
	free := slotIDs{}
	for _, sh := range plan.existing {
		if !named[sh.ID] {
			k := shiftSlot{sh.UserID, sh.Date, sh.StartTime, sh.EndTime}
			free[k] = append(free[k], sh.ID)
		}
	}
	return free
}

// take returns the id of an unclaimed published shift in sh's slot, and claims it; 0
// when there is none.
func (s slotIDs) take(sh domain.Shift) int64 {
	k := shiftSlot{sh.UserID, sh.Date, sh.StartTime, sh.EndTime}
	ids := s[k]
	if len(ids) == 0 {
		return 0
	}
	s[k] = ids[1:]
	return ids[0]
}

// parseTimes reads a shift's start and end; where names the shift in the error.
func parseTimes(startText, endText, where string) (domain.TimeOfDay, domain.TimeOfDay, error) {
	if strings.TrimSpace(startText) == "" || strings.TrimSpace(endText) == "" {
		return 0, 0, domain.Errorf(domain.Invalid, "%s: both a start time and an end time (HH:MM) are required.", where)
	}
	start, err := domain.ParseTimeOfDay(strings.TrimSpace(startText))
	if err != nil {
		return 0, 0, domain.Errorf(domain.Invalid, "%s: the start time '%s' is not a time (use HH:MM, 00:00 to 23:59).", where, startText)
	}
	end, err := domain.ParseTimeOfDay(strings.TrimSpace(endText))
	if err != nil {
		return 0, 0, domain.Errorf(domain.Invalid, "%s: the end time '%s' is not a time (use HH:MM, 00:00 to 23:59).", where, endText)
	}
	if start == end {
		return 0, 0, domain.Errorf(domain.Invalid, "%s: a shift cannot start and end at the same time (%s).", where, start)
	}
	return start, end, nil
}

// structureOf gives a resolved shift its position, location and shift type: those the
// draft gives (a shift type filling in the rest, and the times when both are empty), or,
// when it gives none (the REST shim), those the kept shift had.
// The shift gets the location the rule gives it (placeShift), or is refused.
func structureOf(ix *structureIndex, sh *domain.Shift, d *ShiftDraft, prev domain.Shift, kept bool, where string, pl placing, placed bool) error {
	if d.Structure == nil {
		return nil // placeUnnamed, once the shift sent again is known
	}
	st := *d.Structure
	ix.fromShiftType(&st, &d.StartTime, &d.EndTime)
	var was *domain.ShiftStructure
	if kept {
		was = &prev.ShiftStructure
	}
	if err := ix.check(st, was, where); err != nil {
		return err
	}
	if err := pl.placeShift(&st, was, nil, placed, where); err != nil {
		return err
	}
	sh.ShiftStructure = st
	return nil
}

// placeUnnamed gives a shift sent without a structure (the REST shim) the one the kept
// shift had, sent again with or without its id; a new one gets its person's one
// location (or the workplace's), and is refused when that is not one.
func placeUnnamed(sh *domain.Shift, d ShiftDraft, prev domain.Shift, kept bool, u *domain.User, where string, pl placing) error {
	if d.Structure != nil {
		return nil
	}
	if kept {
		sh.ShiftStructure = prev.ShiftStructure
		return nil
	}
	return pl.placeShift(&sh.ShiftStructure, nil, u.HomeLocation, u.Placed, where)
}
