package service

import (
	"context"
	"slices"
	"sort"

	"github.com/shiftsched/shiftsched/internal/domain"
	"github.com/shiftsched/shiftsched/internal/permission"
	"github.com/shiftsched/shiftsched/internal/store"
)

// A week's draft is its published shifts plus the managers' pending changes, stored in
// draft_shifts so that it survives restarts and every manager sees the same one. Each
// shift carries a version; an edit names the version it was made against and is refused
// (Conflict) when another manager changed the shift since.

// DraftShiftInput is one shift as a manager adds or changes it in a draft.
type DraftShiftInput struct {
	Day       string // friday..thursday
	UserID    int64
	StartTime string // HH:MM
	EndTime   string // HH:MM; earlier than StartTime when it ends the next morning
	// Structure is the shift's position, location and shift type; a shift type fills in
	// the others, and the times when both are empty.
	Structure domain.ShiftStructure
}

// errStale is the answer to an edit made against an old version of a shift.
var errStale = domain.Errorf(domain.Conflict,
	"Another manager changed this shift after you loaded it. Reload the week to see their change, then try again.")

// WeekDraft returns the week starting on week as managers edit it, with its conflicts.
// Managers only. Errors: Forbidden; Invalid (not the first day of a workplace week).
// The view says which part of it to answer.
func (s *Service) WeekDraft(ctx context.Context, actor *domain.User, week domain.Date, view DraftView) (*domain.WeekDraft, error) {
	if err := actor.Allow(domain.ScopeScheduleRead); err != nil {
		return nil, err
	}
	if err := s.checkDraftWeek(actor, week); err != nil {
		return nil, err
	}
	return s.answerDraft(ctx, s.store.Q(), actor, week, view)
}

// answerDraft is the view of the week's draft that the actor may see.
func (s *Service) answerDraft(ctx context.Context, q store.Q, actor *domain.User, week domain.Date, view DraftView) (*domain.WeekDraft, error) {
	d, err := s.loadDraft(ctx, q, week, view)
	if err != nil {
		return nil, err
	}
	if err := permission.VisibleDraft(ctx, q, actor, d); err != nil {
		return nil, err
	}
	d.Shifts = slices.DeleteFunc(d.Shifts, func(sh domain.DraftShift) bool { return !view.HasShift(sh) })
	return d, nil
}

func (s *Service) checkDraftWeek(actor *domain.User, week domain.Date) error {
	if err := permission.RequireManager(actor); err != nil {
		return err
	}
	if week.IsZero() || !s.Weeks().IsStart(week) {
		return s.Weeks().NotAStart(week)
	}
	return nil
}

// DraftView is the part of a week's draft an answer carries; the zero value is all of
// it. An editor that holds the week asks after an edit only for what the edit touched.
type DraftView struct {
	// Shifts, when not nil, are the ids of the only shifts it carries; ShiftPeople adds
	// the shifts of these people.
	Shifts, ShiftPeople []int64
	// People and Dates, when either is not nil, limit the conflicts to those of these
	// people and the staffing of these dates.
	People []int64
	Dates  []domain.Date
	// Unchecked skips the conflict engine.
	Unchecked bool
	// editing is an edit's own read of the shifts it changes: nothing of the draft's
	// state (changes, time, locations) is needed.
	editing bool
}

var uncheckedDraft = DraftView{Unchecked: true}

// partial says whether the view needs less than the whole week read.
func (v DraftView) partial() bool {
	return v.Shifts != nil && (v.Unchecked || v.People != nil || v.Dates != nil)
}

// scope is the part of the week the view's shifts and conflicts are computed from: a
// person's conflicts need their shifts, a date's staffing every shift that day.
func (v DraftView) scope() store.DraftScope {
	sc := store.DraftScope{IDs: v.Shifts, People: slices.Concat(v.ShiftPeople, v.People), Dates: v.Dates}
	if v.Unchecked {
		sc.People, sc.Dates = v.ShiftPeople, nil
	}
	return sc
}

// HasShift says whether a shift belongs among the view's shifts.
func (v DraftView) HasShift(sh domain.DraftShift) bool {
	return v.Shifts == nil && v.ShiftPeople == nil || slices.Contains(v.Shifts, sh.ID) || slices.Contains(v.ShiftPeople, sh.UserID)
}

// HasConflict says whether a conflict belongs among the view's conflicts.
func (v DraftView) HasConflict(c domain.ShiftConflict) bool {
	if v.People == nil && v.Dates == nil {
		return true
	}
	if c.Code == domain.Understaffed || c.Code == domain.Overstaffed {
		return slices.Contains(v.Dates, c.Date)
	}
	return slices.Contains(v.People, c.UserID)
}

// loadDraft reads the week's published shifts and pending changes (the part the view
// needs), overlays them, and, unless unchecked, runs the conflict engine over the shifts
// the draft would publish.
func (s *Service) loadDraft(ctx context.Context, q store.Q, week domain.Date, view DraftView) (*domain.WeekDraft, error) {
	d, kept, scheduleID, located, err := readDraft(ctx, q, week, view)
	if err != nil {
		return nil, err
	}
	if !view.Unchecked {
		if d.Conflicts, err = s.draftConflicts(ctx, q, d, view, scheduleID, kept, located); err != nil {
			return nil, err
		}
	}
	if d.Conflicts == nil {
		d.Conflicts = []domain.ShiftConflict{}
	}
	return d, nil
}

// ReadDraft is the week's draft as the editor computes it (loadDraft), read through q
// and for no actor: the week's rule that auto-fill reuses (internal/autofill) to plan
// from the drafts and to check its proposal in its own transaction. Callers check who
// may read it.
func (s *Service) ReadDraft(ctx context.Context, q store.Q, week domain.Date, view DraftView) (*domain.WeekDraft, error) {
	return s.loadDraft(ctx, q, week, view)
}

// readDraft overlays the week's pending changes on its published shifts, sorted by
// start; kept are the published shifts. For a partial view it reads only the view's
// part, and also which locations the whole draft has shifts at.
func readDraft(ctx context.Context, q store.Q, week domain.Date, view DraftView) (d *domain.WeekDraft, kept map[int64]domain.Shift, scheduleID int64, located map[int64]bool, err error) {
	d = &domain.WeekDraft{WeekStarting: week, Shifts: []domain.DraftShift{}}
	sched, err := q.ScheduleByWeek(ctx, week)
	switch {
	case err == nil:
		d.Published, scheduleID = true, sched.ID
	case domain.KindOf(err) != domain.NotFound:
		return nil, nil, 0, nil, err
	}
	var published []domain.Shift
	var changes []domain.DraftChange
	if view.partial() {
		published, changes, located, err = readDraftPart(ctx, q, d, scheduleID, view.scope(), !view.editing)
	} else {
		published, changes, err = readWholeDraft(ctx, q, d, scheduleID)
	}
	if err != nil {
		return nil, nil, 0, nil, err
	}
	kept = overlayDraft(d, published, changes, scheduleID)
	return d, kept, scheduleID, located, markPinned(ctx, q, d)
}

// markPinned marks the draft's pinned shifts.
func markPinned(ctx context.Context, q store.Q, d *domain.WeekDraft) error {
	ids, err := q.PinnedShifts(ctx, d.WeekStarting)
	if err != nil || len(ids) == 0 {
		return err
	}
	pinned := make(map[int64]bool, len(ids))
	for _, id := range ids {
		pinned[id] = true
	}
	for k := range d.Shifts {
		d.Shifts[k].Pinned = pinned[d.Shifts[k].ID]
	}
	return nil
}

// readWholeDraft reads every shift and change of the week (three statements).
func readWholeDraft(ctx context.Context, q store.Q, d *domain.WeekDraft, scheduleID int64) (published []domain.Shift, changes []domain.DraftChange, err error) {
	if scheduleID != 0 {
		if published, err = q.ShiftsOfSchedules(ctx, []int64{scheduleID}); err != nil {
			return nil, nil, err
		}
	}
	if changes, err = q.DraftChanges(ctx, d.WeekStarting); err != nil {
		return nil, nil, err
	}
	if d.UpdatedAt, err = q.DraftUpdatedAt(ctx, d.WeekStarting); err != nil {
		return nil, nil, err
	}
	d.HasChanges = len(changes) > 0
	return published, changes, nil
}

// readDraftPart reads the shifts and changes in the scope, and with state the draft's
// state.
func readDraftPart(ctx context.Context, q store.Q, d *domain.WeekDraft, scheduleID int64, sc store.DraftScope, state bool) (published []domain.Shift, changes []domain.DraftChange, located map[int64]bool, err error) {
	if scheduleID != 0 {
		if published, err = q.ShiftsOfScheduleIn(ctx, scheduleID, d.WeekStarting, sc); err != nil {
			return nil, nil, nil, err
		}
	}
	if changes, err = q.DraftChangesIn(ctx, d.WeekStarting, scheduleID, sc); err != nil {
		return nil, nil, nil, err
	}
	if !state {
		return published, changes, nil, nil
	}
	var locations []int64
	if d.HasChanges, d.UpdatedAt, locations, err = q.DraftState(ctx, d.WeekStarting, scheduleID); err != nil {
		return nil, nil, nil, err
	}
	located = make(map[int64]bool, len(locations))
	for _, id := range locations {
		located[id] = true
	}
	return published, changes, located, nil
}

// overlayDraft lays the pending changes over the published shifts into d.Shifts, sorted
// by start, and returns the published shifts by id.
func overlayDraft(d *domain.WeekDraft, published []domain.Shift, changes []domain.DraftChange, scheduleID int64) map[int64]domain.Shift {
	pending := make(map[int64]domain.DraftChange, len(changes))
	for _, c := range changes {
		pending[c.ShiftID] = c
	}
	kept := make(map[int64]domain.Shift, len(published))
	for _, sh := range published {
		kept[sh.ID] = sh
		c, ok := pending[sh.ID]
		switch {
		case !ok:
			d.Shifts = append(d.Shifts, domain.DraftShift{Shift: sh, Status: domain.DraftPublished, Version: sh.Version})
		case c.Op == domain.DraftRemove:
			d.Shifts = append(d.Shifts, domain.DraftShift{Shift: sh, Status: domain.DraftRemoved, Version: c.Version})
		default:
			d.Shifts = append(d.Shifts, domain.DraftShift{Shift: changeShift(c, scheduleID), Status: domain.DraftChanged, Version: c.Version})
		}
		delete(pending, sh.ID)
	}
	for _, c := range changes {
		if _, ok := pending[c.ShiftID]; ok && c.Op != domain.DraftRemove {
			// An add, or a change of a shift a direct publish has since removed.
			d.Shifts = append(d.Shifts, domain.DraftShift{Shift: changeShift(c, 0), Status: domain.DraftAdded, Version: c.Version})
		}
	}
	sort.SliceStable(d.Shifts, func(i, j int) bool {
		a, b := d.Shifts[i].Interval(), d.Shifts[j].Interval()
		if a.Start != b.Start {
			return a.Start < b.Start
		}
		return d.Shifts[i].ID < d.Shifts[j].ID
	})
	return kept
}

// draftConflicts runs the conflict engine over the shifts the draft would publish. For
// a partial view, a person's conflicts depend only on their own shifts and a date's
// staffing only on that day's, so the part read gives the same conflicts as the week.
func (s *Service) draftConflicts(ctx context.Context, q store.Q, d *domain.WeekDraft, view DraftView, scheduleID int64, kept map[int64]domain.Shift, located map[int64]bool) ([]domain.ShiftConflict, error) {
	settings, err := q.Settings(ctx)
	if err != nil {
		return nil, err
	}
	live := d.Live()
	personal, dated := live, live
	if view.partial() {
		personal = slices.DeleteFunc(slices.Clone(live), func(sh domain.Shift) bool { return !slices.Contains(view.People, sh.UserID) })
		dated = slices.DeleteFunc(slices.Clone(live), func(sh domain.Shift) bool { return !slices.Contains(view.Dates, sh.Date) })
	}
	var conflicts []domain.ShiftConflict
	if len(personal) > 0 {
		if conflicts, err = s.conflictsWith(ctx, q, nil, settings, d.WeekStarting, scheduleID, personal, kept, true); err != nil {
			return nil, err
		}
	}
	if view.partial() && len(view.Dates) == 0 {
		return conflicts, nil
	}
	if located == nil {
		located = shiftLocations(live)
	}
	coverage, err := s.coverageConflicts(ctx, q, settings, d.WeekStarting, dated, located)
	if err != nil {
		return nil, err
	}
	if view.partial() {
		coverage = slices.DeleteFunc(coverage, func(c domain.ShiftConflict) bool { return !slices.Contains(view.Dates, c.Date) })
	}
	return append(conflicts, coverage...), nil
}

// changeShift is the shift a pending change describes.
func changeShift(c domain.DraftChange, scheduleID int64) domain.Shift {
	sh := domain.Shift{ID: c.ShiftID, ScheduleID: scheduleID, DayKey: c.DayKey, Date: c.Date,
		StartTime: c.StartTime, EndTime: c.EndTime}
	if c.UserID != nil {
		sh.UserID = *c.UserID
	}
	if c.UserName != nil {
		sh.UserName = *c.UserName
	}
	sh.ShiftStructure = c.ShiftStructure
	return sh
}

// findDraftShift returns the shift of the draft with the id, or NotFound.
func findDraftShift(d *domain.WeekDraft, id int64) (*domain.DraftShift, error) {
	for i := range d.Shifts {
		if d.Shifts[i].ID == id {
			return &d.Shifts[i], nil
		}
	}
	return nil, store.ErrDraftShiftNotFound
}

// draftChange checks a shift as a manager enters it and returns the pending change.
// prev is what the shift carried before (nil for a new one): an archived position,
// location or shift type it had may stay.
func draftChange(ctx context.Context, q store.Q, week domain.Date, in DraftShiftInput, prev *domain.ShiftStructure) (domain.DraftChange, error) {
	if in.UserID <= 0 {
		return draftChangeOf(nil, nil, week, in, prev, placement{})
	}
	u, err := q.UserByID(ctx, in.UserID)
	if domain.KindOf(err) == domain.NotFound {
		u, err = nil, nil
	}
	if err != nil {
		return domain.DraftChange{}, err
	}
	// Where the shift belongs needs the locations in use and the person's.
	ix, err := loadStructure(ctx, q)
	if err != nil {
		return domain.DraftChange{}, err
	}
	locs, err := q.LocationsOfUsers(ctx, []int64{in.UserID})
	if err != nil {
		return domain.DraftChange{}, err
	}
	return draftChangeOf(ix, u, week, in, prev, placement{placed: ix.placedAt(locs[in.UserID])})
}

// draftChangeOf is draftChange with the person (nil: no such user) and the workplace's
// structure already read, so that many changes are checked with the same reads. at is
// where the person works, for a shift without a location (placeShift).
func draftChangeOf(ix *structureIndex, u *domain.User, week domain.Date, in DraftShiftInput, prev *domain.ShiftStructure, at placement) (domain.DraftChange, error) {
	key, err := ParseDay(in.Day)
	if err != nil {
		return domain.DraftChange{}, err
	}
	where := domain.DayName(key)
	if in.UserID <= 0 {
		return domain.DraftChange{}, domain.Errorf(domain.Invalid, "%s: choose the person who works it.", where)
	}
	if u == nil {
		return domain.DraftChange{}, domain.Errorf(domain.Invalid, "%s: there is no user with id %d.", where, in.UserID)
	}
	if u.DeletedAt != nil {
		return domain.DraftChange{}, domain.Errorf(domain.Invalid, "%s: %s no longer works here and cannot be scheduled.", where, u.Name)
	}
	st := in.Structure
	ix.fromShiftType(&st, &in.StartTime, &in.EndTime)
	if err := ix.check(st, prev, where+" ("+u.Name+")"); err != nil {
		return domain.DraftChange{}, err
	}
	if err := ix.placing().placeShift(&st, prev, at.home, at.placed, where+" ("+u.Name+")"); err != nil {
		return domain.DraftChange{}, err
	}
	start, end, err := parseTimes(in.StartTime, in.EndTime, where+" ("+u.Name+")")
	if err != nil {
		return domain.DraftChange{}, err
	}
	uid := u.ID
	return domain.DraftChange{WeekStarting: week, DayKey: key, Date: domain.DateInWeek(week, key), UserID: &uid,
		StartTime: start, EndTime: end, ShiftStructure: st}, nil
}

// editDraft runs one edit of a week's draft in a transaction that holds the draft's row
// lock, and returns the view of the draft afterwards. The edit is given the shifts with
// the touched ids as the draft has them (nil when there are none).
func (s *Service) editDraft(ctx context.Context, actor *domain.User, week domain.Date, touched []int64, view DraftView, edit func(q *Tx, d *domain.WeekDraft) error) (*domain.WeekDraft, error) {
	if err := s.checkDraftWeek(actor, week); err != nil {
		return nil, err
	}
	var out *domain.WeekDraft
	err := s.Changes().Run(ctx, actor, func(q *Tx) error {
		if err := q.LockDraft(ctx, week); err != nil {
			return err
		}
		var d *domain.WeekDraft
		if len(touched) > 0 {
			var err error
			if d, err = s.loadDraft(ctx, q.Q, week, DraftView{Shifts: touched, Unchecked: true, editing: true}); err != nil {
				return err
			}
		}
		if err := edit(q, d); err != nil {
			return err
		}
		var err error
		out, err = s.answerDraft(ctx, q.Q, actor, week, view)
		return err
	})
	return out, err
}

// AddDraftShift adds one shift to the week's draft; it gets the id it will keep once
// published. Conflicts are reported on the draft, not refused. Managers only. Errors:
// Forbidden; Invalid (week, day, person, times).
func (s *Service) AddDraftShift(ctx context.Context, actor *domain.User, week domain.Date, in DraftShiftInput, view DraftView) (*domain.WeekDraft, error) {
	if err := actor.Allow(domain.ScopeScheduleWrite); err != nil {
		return nil, err
	}
	return s.editDraft(ctx, actor, week, nil, view, func(q *Tx, d *domain.WeekDraft) error {
		c, err := draftChange(ctx, q.Q, week, in, nil)
		if err != nil {
			return err
		}
		if err := permission.MayManageShift(ctx, q.Q, actor, c.LocationID, deref(c.UserID)); err != nil {
			return err
		}
		ids, err := q.NewShiftIDs(ctx, 1)
		if err != nil {
			return err
		}
		c.ShiftID, c.Op, c.Version = ids[0], domain.DraftAdd, 1
		q.Audit(Audit{Action: "draft.add_shift", Object: "shift", ID: c.ShiftID,
			Say: say("AuditDraftAddedShift", map[string]any{"Week": auditDay{Day: week}}), After: draftChangeJSON(c)})
		return q.SaveDraftChange(ctx, c)
	})
}

// UpdateDraftShift changes one shift of the week's draft, made against version.
// Managers only. Errors: Forbidden; Invalid (input, or the shift is removed in the
// draft); NotFound (no such shift in the week); Conflict (version is stale).
func (s *Service) UpdateDraftShift(ctx context.Context, actor *domain.User, week domain.Date, id int64, version int, in DraftShiftInput, view DraftView) (*domain.WeekDraft, error) {
	if err := actor.Allow(domain.ScopeScheduleWrite); err != nil {
		return nil, err
	}
	return s.editDraft(ctx, actor, week, []int64{id}, view, func(q *Tx, d *domain.WeekDraft) error {
		cur, err := findDraftShift(d, id)
		if err != nil {
			return err
		}
		if cur.Version != version {
			return errStale
		}
		if cur.Status == domain.DraftRemoved {
			return domain.Errorf(domain.Invalid, "This shift is removed in the draft; add a new one instead.")
		}
		c, err := draftChange(ctx, q.Q, week, in, &cur.ShiftStructure)
		if err != nil {
			return err
		}
		if err := permission.MayManageShifts(ctx, q.Q, actor, cur.Shift, c.LocationID, deref(c.UserID)); err != nil {
			return err
		}
		c.ShiftID, c.Version, c.Op = id, version+1, domain.DraftModify
		if cur.Status == domain.DraftAdded {
			c.Op = domain.DraftAdd
		}
		q.Audit(Audit{Action: "draft.update_shift", Object: "shift", ID: id,
			Say: say("AuditDraftChangedShift", map[string]any{"Week": auditDay{Day: week}}), Before: draftShiftJSON(cur), After: draftChangeJSON(c)})
		return q.SaveDraftChange(ctx, c)
	})
}

// RemoveDraftShift removes one shift from the week's draft, made against version: a
// shift added in the draft disappears; a published one is marked removed until the
// draft is published. Managers only. Errors: Forbidden; NotFound; Conflict (stale).
func (s *Service) RemoveDraftShift(ctx context.Context, actor *domain.User, week domain.Date, id int64, version int, view DraftView) (*domain.WeekDraft, error) {
	if err := actor.Allow(domain.ScopeScheduleWrite); err != nil {
		return nil, err
	}
	return s.editDraft(ctx, actor, week, []int64{id}, view, func(q *Tx, d *domain.WeekDraft) error {
		cur, err := findDraftShift(d, id)
		if err != nil {
			return err
		}
		if cur.Version != version {
			return errStale
		}
		if err := permission.MayManageShift(ctx, q.Q, actor, cur.LocationID, cur.UserID); err != nil {
			return err
		}
		q.Audit(Audit{Action: "draft.remove_shift", Object: "shift", ID: id,
			Say: say("AuditDraftRemovedShift", map[string]any{"Week": auditDay{Day: week}}), Before: draftShiftJSON(cur)})
		switch cur.Status {
		case domain.DraftRemoved:
			return nil
		case domain.DraftAdded:
			return q.DeleteDraftChange(ctx, id)
		}
		uid := cur.UserID
		return q.SaveDraftChange(ctx, domain.DraftChange{ShiftID: id, WeekStarting: week, Op: domain.DraftRemove,
			DayKey: cur.DayKey, Date: cur.Date, UserID: &uid, StartTime: cur.StartTime, EndTime: cur.EndTime, Version: version + 1})
	})
}

// DiscardDraft forgets every pending change of the week. Managers only. Errors:
// Forbidden; Invalid (not the first day of a workplace week).
func (s *Service) DiscardDraft(ctx context.Context, actor *domain.User, week domain.Date, view DraftView) (*domain.WeekDraft, error) {
	if err := actor.Allow(domain.ScopeScheduleWrite); err != nil {
		return nil, err
	}
	if err := s.checkDraftWeek(actor, week); err != nil {
		return nil, err
	}
	if err := s.Changes().Run(ctx, actor, func(q *Tx) error {
		if err := s.mayDiscardDraft(ctx, q.Q, actor, week); err != nil {
			return err
		}
		q.Audit(Audit{Action: "draft.discard", Object: "draft", ID: week, Say: say("AuditDiscardedDraft", map[string]any{"Week": auditDay{Day: week}})})
		return q.DeleteDraft(ctx, week)
	}); err != nil {
		return nil, err
	}
	return s.answerDraft(ctx, s.store.Q(), actor, week, view)
}

// draftInputs turns the shifts a draft would publish into publish input, and the ids
// reserved for the shifts it adds.
func draftInputs(d *domain.WeekDraft) ([]ShiftDraft, map[int64]bool) {
	var drafts []ShiftDraft
	reserved := map[int64]bool{}
	for _, sh := range d.Shifts {
		if sh.Status == domain.DraftRemoved {
			continue
		}
		if sh.Status == domain.DraftAdded {
			reserved[sh.ID] = true
		}
		st := sh.ShiftStructure
		drafts = append(drafts, ShiftDraft{ID: sh.ID, Day: string(sh.DayKey), UserID: sh.UserID,
			StartTime: sh.StartTime.String(), EndTime: sh.EndTime.String(), Structure: &st})
	}
	return drafts, reserved
}

// PreviewDraft is the dry run of PublishDraft: its conflicts and change set, computed by
// the same steps without writing. Managers only. Errors: Forbidden; Invalid.
func (s *Service) PreviewDraft(ctx context.Context, actor *domain.User, week domain.Date) (*PublishPreview, error) {
	if err := actor.Allow(domain.ScopeScheduleRead); err != nil {
		return nil, err
	}
	if err := s.checkDraftWeek(actor, week); err != nil {
		return nil, err
	}
	return s.previewWeek(ctx, actor, week, s.fromDraft(week))
}

// fromDraft is the source of a publish of the week's draft (and of its dry run, up nil:
// the editor's whole reading, unlocked).
func (s *Service) fromDraft(week domain.Date) shiftSource {
	return func(ctx context.Context, q store.Q, up *upserted) ([]ShiftDraft, map[int64]bool, error) {
		var d *domain.WeekDraft
		var err error
		if up == nil {
			d, err = s.loadDraft(ctx, q, week, uncheckedDraft)
		} else {
			d, err = draftToPublish(ctx, q, week, up)
		}
		if err != nil {
			return nil, nil, err
		}
		drafts, reserved := draftInputs(d)
		return drafts, reserved, nil
	}
}

// draftToPublish reads the week's draft, which the publish locked with the schedule,
// as publishing needs it: its pending changes over the published shifts, which it
// locks and keeps on up for the plan. The editor's extras (pins, when it last changed)
// are left out, and the week's schedule is the one the publish upserted: a publish's
// statements stay few.
func draftToPublish(ctx context.Context, q store.Q, week domain.Date, up *upserted) (*domain.WeekDraft, error) {
	d := &domain.WeekDraft{WeekStarting: week, Shifts: []domain.DraftShift{}, Published: !up.first}
	if !up.first {
		existing, err := q.LockShiftsOfSchedule(ctx, up.sched.ID)
		if err != nil {
			return nil, err
		}
		up.existing, up.locked = existing, true
	}
	changes, err := q.DraftChanges(ctx, week)
	if err != nil {
		return nil, err
	}
	overlayDraft(d, up.existing, changes, up.sched.ID)
	return d, nil
}

// PublishDraft publishes the week as its draft has it. Hard conflicts refuse it; every
// warning must be accepted, by its key (as PreviewDraft returned it) or by its kind.
// Warnings about days already past are not asked for. Shifts keep their ids;
// only the people whose shifts changed are notified; the draft is then gone. Managers
// only. Errors: Forbidden; Invalid (a hard conflict, a person since deleted); Conflict
// (a warning not accepted).
func (s *Service) PublishDraft(ctx context.Context, actor *domain.User, week domain.Date, accepted Accepted) (*PublishResult, error) {
	if err := actor.Allow(domain.ScopeScheduleWrite); err != nil {
		return nil, err
	}
	if err := s.checkDraftWeek(actor, week); err != nil {
		return nil, err
	}
	accepted.All = false // a draft's publish always asks
	return s.publish(ctx, actor, week, s.fromDraft(week), accepted.mode())
}

// draftChangeJSON is a draft edit as the audit trail records it.
func draftChangeJSON(c domain.DraftChange) map[string]any {
	m := map[string]any{"date": c.Date.String(), "startTime": c.StartTime.String(), "endTime": c.EndTime.String()}
	if c.UserID != nil {
		m["userId"] = *c.UserID
	}
	return withStructure(m, c.ShiftStructure)
}

// draftShiftJSON is a draft's shift as the audit trail records it.
func draftShiftJSON(sh *domain.DraftShift) map[string]any {
	return withStructure(map[string]any{"date": sh.Date.String(), "startTime": sh.StartTime.String(), "endTime": sh.EndTime.String(),
		"userId": sh.UserID, "status": sh.Status}, sh.ShiftStructure)
}
