package service

import (
	"context"
	"slices"

	"github.com/shiftsched/shiftsched/internal/domain"
	"github.com/shiftsched/shiftsched/internal/labour"
	"github.com/shiftsched/shiftsched/internal/store"
)

func distinctUserIDs(shifts []domain.Shift) []int64 {
	seen := map[int64]bool{}
	ids := []int64{}
	for _, sh := range shifts {
		if sh.UserID > 0 && !seen[sh.UserID] {
			seen[sh.UserID] = true
			ids = append(ids, sh.UserID)
		}
	}
	return ids
}

// conflictsOf is the conflict engine's loader: in a few set-based statements it reads
// the people's rule sets (the default's least rest and weekly limit are the workplace
// settings), the shifts of the same people in other weeks near this one and across
// their rules' periods, their approved time off and availability around the week, and
// runs the rules over the proposed shifts.
// scheduleID is the week's own schedule (0 when none), whose shifts the proposal replaces.
func (s *Service) conflictsOf(ctx context.Context, q store.Q, week domain.Date, scheduleID int64, shifts []domain.Shift, kept map[int64]domain.Shift) ([]domain.ShiftConflict, error) {
	settings, err := q.Settings(ctx)
	if err != nil {
		return nil, err
	}
	return s.conflictsWith(ctx, q, nil, settings, week, scheduleID, shifts, kept, false)
}

// ConflictsForPerson returns the conflicts of giving shift sh (id 0 when not stored) to
// the user, among their shifts of its week and the weeks around: those that involve sh.
// No actor: for the market (market.Schedule: a claim and what approving it would break),
// which has checked its own. Errors: only the database's.
func (s *Service) ConflictsForPerson(ctx context.Context, q store.Q, userID int64, name string, sh domain.Shift) ([]domain.ShiftConflict, error) {
	week := s.Weeks().Start(sh.Date)
	var scheduleID int64
	var mine []domain.Shift
	sched, err := q.ScheduleByWeek(ctx, week)
	switch {
	case err == nil:
		scheduleID = sched.ID
		// The week's own shifts are proposed with sh, so weekly hours count them.
		if mine, err = q.ShiftsOfUserBetween(ctx, userID, week, week.AddDays(6), []int64{sh.ID}); err != nil {
			return nil, err
		}
	case domain.KindOf(err) != domain.NotFound:
		return nil, err
	}
	kept := map[int64]domain.Shift{}
	for _, m := range mine {
		kept[m.ID] = m
	}
	moved := sh
	moved.UserID, moved.UserName = userID, name
	all, err := s.conflictsOf(ctx, q, week, scheduleID, append(mine, moved), kept)
	if err != nil {
		return nil, err
	}
	var out []domain.ShiftConflict
	for _, c := range all {
		if slices.Contains(c.ShiftIDs, sh.ID) {
			out = append(out, c)
		}
	}
	return out, nil
}

// conflictsWith is conflictsOf for a caller that has read the workplace's settings (of
// which it needs only whether preferences exist) and perhaps the people's rule sets (by
// user id, as UsersAndRuleSets returns them); nil sets reads them. drafted checks a
// draft: the other weeks count as their drafts have them (a manager planning a period
// sees it whole), published where they have none.
func (s *Service) conflictsWith(ctx context.Context, q store.Q, sets map[int64]*domain.RuleSet, settings domain.Settings, week domain.Date, scheduleID int64, shifts []domain.Shift, kept map[int64]domain.Shift, drafted bool) ([]domain.ShiftConflict, error) {
	out, _, err := s.checkWeek(ctx, q, sets, settings, week, scheduleID, shifts, kept, drafted)
	return out, err
}

// checkWeek is conflictsWith that also returns what the labour rules looked at, for a
// dry run to price the premiums with.
func (s *Service) checkWeek(ctx context.Context, q store.Q, sets map[int64]*domain.RuleSet, settings domain.Settings, week domain.Date, scheduleID int64, shifts []domain.Shift, kept map[int64]domain.Shift, drafted bool) ([]domain.ShiftConflict, *labour.Check, error) {
	users := distinctUserIDs(shifts)
	var def *domain.RuleSet
	var err error
	if sets == nil {
		if def, sets, err = q.RuleSetsOfUsers(ctx, users); err != nil {
			return nil, nil, err
		}
	}
	lab, err := labour.NewCheck(def, sets, users, week, s.loc(), s.Now())
	if err != nil {
		return nil, nil, err
	}
	// The longest minimum rest is 48 h: shifts up to three days out can matter; the
	// work rules may look further, over their periods and runs of days, and the labour
	// rules over their periods of weekly rest and reference periods.
	workFrom, workTo := domain.RuleWindow(domain.RuleSetList(def, sets), week, week.AddDays(6))
	if workFrom.After(week.AddDays(-3)) {
		workFrom = week.AddDays(-3)
	}
	if workTo.Before(week.AddDays(9)) {
		workTo = week.AddDays(9)
	}
	others, far, err := readOthers(ctx, q, lab, users, workFrom, workTo, week, scheduleID, drafted)
	if err != nil {
		return nil, nil, err
	}
	// Overnight shifts reach into the day after the week; the day before matters for
	// availability windows that run past midnight.
	off, err := q.ApprovedTimeOffOfUsers(ctx, users, week, week.AddDays(7))
	if err != nil {
		return nil, nil, err
	}
	avail, err := q.WeeklyAvailability(ctx, users)
	if err != nil {
		return nil, nil, err
	}
	unavailable, err := q.UnavailableDates(ctx, users, week.AddDays(-1), week.AddDays(7))
	if err != nil {
		return nil, nil, err
	}
	in := domain.ConflictInput{
		Shifts: shifts, Others: shiftsWithin(others, workFrom, workTo), TimeOff: off, Kept: kept, WeekStarting: week,
		Availability: avail, Unavailable: unavailable, RuleSets: sets, DefaultRules: def,
	}
	if settings.HasPreferences {
		if in.Preferences, err = q.PreferencesOf(ctx, users, week, week.AddDays(7)); err != nil {
			return nil, nil, err
		}
	}
	if err := loadStructureFacts(ctx, q, &in); err != nil {
		return nil, nil, err
	}
	labourConflicts, err := lab.Conflicts(ctx, q, shifts, append(others, far...))
	if err != nil {
		return nil, nil, err
	}
	out := append(domain.Conflicts(in), labourConflicts...)
	// Hard ones first, as domain.Conflicts orders its own.
	slices.SortStableFunc(out, func(a, b domain.ShiftConflict) int { return hardFirst(a) - hardFirst(b) })
	return out, lab, nil
}

// readOthers reads the people's other shifts the work and labour rules look at (as
// drafted or as published): whole on the days workFrom..workTo and those the labour
// rules look at piece by piece (Check.Near), and only as times (far) on the rest of
// the labour rules' window, the months a reference period reaches, which only the
// average week counts. Two statements at most, whatever the number of people.
func readOthers(ctx context.Context, q store.Q, lab *labour.Check, users []int64, workFrom, workTo, week domain.Date, scheduleID int64, drafted bool) ([]domain.Shift, []domain.Shift, error) {
	from, to := lab.Window(workFrom, workTo)
	near, nearTo := lab.Near(workFrom, workTo)
	var others, far []domain.Shift
	var err error
	if drafted {
		others, err = q.ShiftsOfUsersAsDrafted(ctx, users, near, nearTo, week)
	} else {
		others, err = q.ShiftsOfUsersOutside(ctx, users, near, nearTo, scheduleID)
	}
	if err != nil || !from.Before(near) && !to.After(nearTo) {
		return others, nil, err
	}
	if drafted {
		far, err = q.ShiftTimesOfUsersAsDrafted(ctx, users, from, to, near, nearTo, week)
	} else {
		far, err = q.ShiftTimesOfUsersOutside(ctx, users, from, to, near, nearTo, scheduleID)
	}
	return others, far, err
}

// shiftsWithin are the shifts on days from..to: the work rules' window, when the labour
// rules read further (a 17-week average), so that the work rules do not walk months of
// shifts they cannot use (the same shifts as without labour rules).
func shiftsWithin(shifts []domain.Shift, from, to domain.Date) []domain.Shift {
	out := make([]domain.Shift, 0, len(shifts))
	for _, sh := range shifts {
		if !sh.Date.Before(from) && !sh.Date.After(to) {
			out = append(out, sh)
		}
	}
	return out
}

func hardFirst(c domain.ShiftConflict) int {
	if c.Severity == domain.Hard {
		return 0
	}
	return 1
}

// StructureFacts is loadStructureFacts for the market's swap check (market.Schedule).
// No actor: the caller has checked. Errors: only the database's.
func (s *Service) StructureFacts(ctx context.Context, q store.Q, in *domain.ConflictInput) error {
	return loadStructureFacts(ctx, q, in)
}

// loadStructureFacts reads what the position and shift type rules look at, only when
// the shifts have positions or shift types: who of the people is qualified for which
// of the shifts' positions and the positions' names (one statement for all of them),
// and the shift types (one more).
func loadStructureFacts(ctx context.Context, q store.Q, in *domain.ConflictInput) error {
	var users, positions []int64
	typed := false
	for _, sh := range in.Shifts {
		if sh.PositionID != nil && sh.UserID != 0 {
			users, positions = append(users, sh.UserID), append(positions, *sh.PositionID)
		}
		typed = typed || sh.ShiftTypeID != nil
	}
	for _, sh := range in.Others {
		typed = typed || sh.ShiftTypeID != nil
	}
	// Preferences about a shift type name it.
	for _, ps := range in.Preferences {
		for _, p := range ps {
			typed = typed || p.ShiftTypeID != nil
		}
	}
	if len(users) > 0 {
		var err error
		if in.Qualified, in.Positions, err = q.Qualifications(ctx, users, positions); err != nil {
			return err
		}
	}
	if typed {
		ts, err := q.ShiftTypes(ctx, true, nil)
		if err != nil {
			return err
		}
		in.ShiftTypes = make(map[int64]domain.ShiftType, len(ts))
		for _, t := range ts {
			in.ShiftTypes[t.ID] = t
		}
	}
	return nil
}
