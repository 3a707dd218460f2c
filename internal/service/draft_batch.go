package service

import (
	"context"

	"github.com/shiftsched/shiftsched/internal/domain"
	"github.com/shiftsched/shiftsched/internal/permission"
	"github.com/shiftsched/shiftsched/internal/store"
)

// DraftBatch is many edits of the drafts of some weeks, each checked as the editor
// checks one and within a manager's scope, with the drafts, the people, the structure
// and where the people work read once, and everything written in three statements
// whatever the number of edits. It is the week's rule that auto-fill reuses
// (internal/autofill) to apply a proposal and to rehearse it, so that a proposal is
// refused or accepted exactly as the same edits in the editor would be.
type DraftBatch struct {
	weeks   domain.Weeks // the workplace's, which the draft weeks start by
	shifts  map[int64]*domain.DraftShift
	users   map[int64]*domain.User
	ix      *structureIndex
	scope   *domain.ManagerScope
	home    *int64            // where a shift without a location goes (nil: refuse it)
	locs    map[int64][]int64 // where each person works
	upserts []domain.DraftChange
	adds    []int // indexes into upserts of new shifts, which need ids
	deletes []int64
}

// NewDraftBatch reads what edits of the drafts of weeks (their first days) for people
// need. scope limits the edits to a manager's (nil: any); home is where a shift of no
// location goes in a workplace whose shifts need one (nil: it is refused, as the
// editor refuses it). No actor: the caller checks who may edit, in q's transaction.
func (s *Service) NewDraftBatch(ctx context.Context, q store.Q, weeks []domain.Date, people []int64, scope *domain.ManagerScope, home *int64) (*DraftBatch, error) {
	b := &DraftBatch{weeks: s.Weeks(), shifts: map[int64]*domain.DraftShift{}, users: map[int64]*domain.User{}, scope: scope, home: home}
	for _, week := range weeks {
		d, err := s.loadDraft(ctx, q, week, uncheckedDraft)
		if err != nil {
			return nil, err
		}
		for k := range d.Shifts {
			b.shifts[d.Shifts[k].ID] = &d.Shifts[k]
		}
	}
	users, err := q.UsersByIDs(ctx, people)
	if err != nil {
		return nil, err
	}
	for k := range users {
		b.users[users[k].ID] = &users[k]
	}
	if b.ix, err = loadStructure(ctx, q); err != nil {
		return nil, err
	}
	b.locs, err = q.LocationsOfUsers(ctx, people)
	return b, err
}

// Add queues a new shift in the draft of week, as AddDraftShift checks it. Errors:
// Invalid; Forbidden (outside the scope).
func (b *DraftBatch) Add(week domain.Date, in DraftShiftInput) error {
	dc, err := draftChangeOf(b.ix, b.users[in.UserID], week, in, nil, b.placement(in.UserID))
	if err != nil {
		return err
	}
	if !b.scope.Shift(dc.LocationID, in.UserID) {
		return permission.ErrOutsideShift
	}
	dc.Op, dc.Version = domain.DraftAdd, 1
	b.adds = append(b.adds, len(b.upserts))
	b.upserts = append(b.upserts, dc)
	return nil
}

// Modify queues a change of the draft's shift id, as UpdateDraftShift checks it.
// Errors: NotFound; Forbidden (outside the scope); Invalid.
func (b *DraftBatch) Modify(id int64, week domain.Date, in DraftShiftInput) error {
	cur, err := b.current(id)
	if err != nil {
		return err
	}
	dc, err := draftChangeOf(b.ix, b.users[in.UserID], week, in, &cur.ShiftStructure, b.placement(in.UserID))
	if err != nil {
		return err
	}
	dc.ShiftID, dc.Version, dc.Op = cur.ID, cur.Version+1, domain.DraftModify
	if cur.Status == domain.DraftAdded {
		dc.Op = domain.DraftAdd
	}
	b.upserts = append(b.upserts, dc)
	return nil
}

// Remove queues the removal of the draft's shift id: a shift added in the draft is
// forgotten, a published one marked removed. Errors: NotFound; Forbidden.
func (b *DraftBatch) Remove(id int64) error {
	cur, err := b.current(id)
	if err != nil {
		return err
	}
	if cur.Status == domain.DraftAdded {
		b.deletes = append(b.deletes, cur.ID)
		return nil
	}
	uid := cur.UserID
	b.upserts = append(b.upserts, domain.DraftChange{ShiftID: cur.ID, WeekStarting: b.weeks.Start(cur.Date), Op: domain.DraftRemove,
		DayKey: cur.DayKey, Date: cur.Date, UserID: &uid, StartTime: cur.StartTime, EndTime: cur.EndTime, Version: cur.Version + 1})
	return nil
}

// current is the draft's shift id, refused when it is outside the scope.
func (b *DraftBatch) current(id int64) (*domain.DraftShift, error) {
	cur, ok := b.shifts[id]
	if !ok {
		return nil, store.ErrDraftShiftNotFound
	}
	if !b.scope.Shift(cur.LocationID, cur.UserID) {
		return nil, permission.ErrOutsideShift
	}
	return cur, nil
}

// Write reserves the new shifts' ids and writes everything queued: three statements.
func (b *DraftBatch) Write(ctx context.Context, q store.Q) error {
	ids, err := q.NewShiftIDs(ctx, len(b.adds))
	if err != nil {
		return err
	}
	for k, i := range b.adds {
		b.upserts[i].ShiftID = ids[k]
	}
	if err := q.UpsertDraftChanges(ctx, b.upserts); err != nil {
		return err
	}
	return q.DeleteDraftChanges(ctx, b.deletes)
}

// placement is where a shift of the person goes when it names no location.
func (b *DraftBatch) placement(userID int64) placement {
	return placement{home: b.home, placed: b.ix.placedAt(b.locs[userID])}
}
