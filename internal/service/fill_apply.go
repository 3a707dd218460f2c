package service

import (
	"context"

	"github.com/shiftsched/shiftsched/internal/domain"
	"github.com/shiftsched/shiftsched/internal/permission"
	"github.com/shiftsched/shiftsched/internal/store"
)

var errFillDraftsChanged = domain.Errorf(domain.Conflict,
	"The drafts of these weeks changed after the fill read them (another manager, or you, edited a shift). "+
		"Nothing was applied: start the fill again to plan from the drafts as they are now.")

// ApplyFill writes a finished fill's proposal into the drafts, all of it or only the
// given dates, in one transaction through the draft edits' own checks; it publishes
// nothing. It is refused when the range's drafts changed since the fill read them.
// Managers only. Errors: Forbidden; NotFound; Conflict (not finished, applied already,
// drafts changed); Invalid (a shift the draft checks refuse).
func (s *Service) ApplyFill(ctx context.Context, actor *domain.User, id int64, dates []domain.Date) (*domain.FillJob, error) {
	if err := actor.Allow(domain.ScopeScheduleWrite); err != nil {
		return nil, err
	}
	job, err := s.FillJob(ctx, actor, id)
	if err != nil {
		return nil, err
	}
	switch {
	case job.Status == domain.FillApplied:
		return nil, domain.Errorf(domain.Conflict, "This fill's proposal was applied already.")
	case job.Status == domain.FillFailed:
		return nil, domain.Errorf(domain.Conflict, "This fill failed and has nothing to apply; start it again.")
	case job.Status != domain.FillDone && job.Status != domain.FillStopped, job.Proposal == nil:
		return nil, errFillNotFinished
	}
	want := map[string]bool{}
	for _, d := range dates {
		want[d.String()] = true
	}
	var chosen []domain.FillChange
	for _, c := range job.Proposal.Changes {
		if len(want) == 0 || want[c.Date] {
			chosen = append(chosen, c)
		}
	}
	n := len(chosen)
	err = s.change(ctx, actor, func(q *Tx) error {
		if err := s.applyFillWeeks(ctx, q, actor, job, chosen); err != nil {
			return err
		}
		if ok, err := q.MarkFillJobApplied(ctx, id); err != nil || !ok {
			return firstErr(err, domain.Errorf(domain.Conflict, "This fill's proposal was applied already."))
		}
		q.Audit(Audit{Action: "fill.apply", Object: "fill_job", ID: id,
			Say:   say("AuditAppliedFill", map[string]any{"Count": n}),
			After: map[string]any{"changes": n, "dates": len(dates)}})
		return nil
	})
	if err != nil {
		return nil, err
	}
	return s.store.Q().FillJobByID(ctx, id)
}

func firstErr(a, b error) error {
	if a != nil {
		return a
	}
	return b
}

// applyFillWeeks locks every week of the range's drafts, refuses when they changed since
// the fill read them, then writes the changes set-based: the drafts read once per week,
// the people, the structure and the manager's scope once, and every add, change and
// removal in three statements whatever their number, as the editor would make them.
func (s *Service) applyFillWeeks(ctx context.Context, q *Tx, actor *domain.User, job *domain.FillJob, cs []domain.FillChange) error {
	weeks := s.draftWeeks(job.RangeStart, job.RangeEnd())
	if err := q.LockDrafts(ctx, weeks); err != nil {
		return err
	}
	fp, err := q.DraftFingerprint(ctx, job.RangeStart, job.RangeEnd())
	if err != nil {
		return err
	}
	if fp != job.Fingerprint {
		return errFillDraftsChanged
	}
	scope, err := permission.ManagerScope(ctx, q.Q, actor)
	if err != nil {
		return err
	}
	return s.writeFillChanges(ctx, q, scope, job, weeks, cs)
}

// writeFillChanges writes a job's proposed changes into the drafts of weeks, each checked
// as the editor checks it and within the manager's scope (nil: any).
func (s *Service) writeFillChanges(ctx context.Context, q *Tx, scope *domain.ManagerScope, job *domain.FillJob, weeks []domain.Date, cs []domain.FillChange) error {
	if len(cs) == 0 {
		return nil
	}
	a, err := s.newFillApplier(ctx, q, scope, weeks, cs)
	if err != nil {
		return err
	}
	a.at = job.LocationID
	for _, c := range cs {
		if err := a.apply(c); err != nil {
			return err
		}
	}
	return a.write(ctx, q)
}

// fillApplier turns a proposal's changes into the drafts' pending changes.
type fillApplier struct {
	weeks   domain.Weeks // the workplace's, which the draft weeks start by
	shifts  map[int64]*domain.DraftShift
	users   map[int64]*domain.User
	ix      *structureIndex
	scope   *domain.ManagerScope
	at      *int64            // the location being filled (nil: every one): where a shift type without one goes
	locs    map[int64][]int64 // where each person works
	upserts []domain.DraftChange
	adds    []int // indexes into upserts of new shifts, which need ids
	deletes []int64
}

func (s *Service) newFillApplier(ctx context.Context, q *Tx, scope *domain.ManagerScope, weeks []domain.Date, cs []domain.FillChange) (*fillApplier, error) {
	a := &fillApplier{weeks: s.Weeks(), shifts: map[int64]*domain.DraftShift{}, users: map[int64]*domain.User{}, scope: scope}
	for _, week := range weeks {
		d, err := s.loadDraft(ctx, q.Q, week, uncheckedDraft)
		if err != nil {
			return nil, err
		}
		for k := range d.Shifts {
			a.shifts[d.Shifts[k].ID] = &d.Shifts[k]
		}
	}
	ids := make([]int64, 0, len(cs))
	for _, c := range cs {
		ids = append(ids, c.UserID)
	}
	users, err := q.UsersByIDs(ctx, ids)
	if err != nil {
		return nil, err
	}
	for k := range users {
		a.users[users[k].ID] = &users[k]
	}
	if a.ix, err = loadStructure(ctx, q.Q); err != nil {
		return nil, err
	}
	a.locs, err = q.LocationsOfUsers(ctx, ids)
	return a, err
}

// apply checks one change as the editor would and queues what it writes.
func (a *fillApplier) apply(c domain.FillChange) error {
	date, err := domain.ParseDate(c.Date)
	if err != nil {
		return err
	}
	week := a.weeks.Start(date)
	in := DraftShiftInput{Day: string(domain.DayKeyOf(date)), UserID: c.UserID,
		Structure: domain.ShiftStructure{ShiftTypeID: &c.ShiftTypeID, LocationID: c.LocationID}}
	if c.ShiftTypeID == 0 { // a shift without a shift type (repair): its own place and times
		in.Structure = domain.ShiftStructure{PositionID: c.PositionID, LocationID: c.LocationID}
		in.StartTime, in.EndTime = c.StartTime, c.EndTime
	}
	if c.Op == domain.DraftAdd {
		dc, err := draftChangeOf(a.ix, a.users[c.UserID], week, in, nil, a.placement(c.UserID))
		if err != nil {
			return err
		}
		if !a.scope.Shift(dc.LocationID, c.UserID) {
			return permission.ErrOutsideShift
		}
		dc.Op, dc.Version = domain.DraftAdd, 1
		a.adds = append(a.adds, len(a.upserts))
		a.upserts = append(a.upserts, dc)
		return nil
	}
	cur, ok := a.shifts[c.ShiftID]
	if !ok {
		return store.ErrDraftShiftNotFound
	}
	if !a.scope.Shift(cur.LocationID, cur.UserID) {
		return permission.ErrOutsideShift
	}
	if c.Op == domain.DraftRemove {
		a.remove(cur)
		return nil
	}
	dc, err := draftChangeOf(a.ix, a.users[c.UserID], week, in, &cur.ShiftStructure, a.placement(c.UserID))
	if err != nil {
		return err
	}
	dc.ShiftID, dc.Version, dc.Op = cur.ID, cur.Version+1, domain.DraftModify
	if cur.Status == domain.DraftAdded {
		dc.Op = domain.DraftAdd
	}
	a.upserts = append(a.upserts, dc)
	return nil
}

// remove forgets a shift added in the draft, and marks a published one removed.
func (a *fillApplier) remove(cur *domain.DraftShift) {
	if cur.Status == domain.DraftAdded {
		a.deletes = append(a.deletes, cur.ID)
		return
	}
	uid := cur.UserID
	a.upserts = append(a.upserts, domain.DraftChange{ShiftID: cur.ID, WeekStarting: a.weeks.Start(cur.Date), Op: domain.DraftRemove,
		DayKey: cur.DayKey, Date: cur.Date, UserID: &uid, StartTime: cur.StartTime, EndTime: cur.EndTime, Version: cur.Version + 1})
}

// write reserves the new shifts' ids and writes everything: three statements.
func (a *fillApplier) write(ctx context.Context, q *Tx) error {
	ids, err := q.NewShiftIDs(ctx, len(a.adds))
	if err != nil {
		return err
	}
	for k, i := range a.adds {
		a.upserts[i].ShiftID = ids[k]
	}
	if err := q.UpsertDraftChanges(ctx, a.upserts); err != nil {
		return err
	}
	return q.DeleteDraftChanges(ctx, a.deletes)
}

// placement is where a shift of the person goes when its shift type names no location:
// the location being filled.
func (a *fillApplier) placement(userID int64) placement {
	return placement{home: a.at, placed: a.ix.placedAt(a.locs[userID])}
}
