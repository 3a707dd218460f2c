package service

import (
	"context"
	"fmt"
	"strings"

	"github.com/shiftsched/shiftsched/internal/domain"
	"github.com/shiftsched/shiftsched/internal/store"
)

// Publishing a week reads like its rule: load the week as published, resolve the
// proposed shifts, check them with the conflict engine, work out who gains, loses or has
// changed shifts, apply, and notify exactly those people. A dry run stops before apply.

// weekPlan is what publishing one week would do.
type weekPlan struct {
	week      domain.Date
	sched     *domain.Schedule // nil when the week was never published
	existing  []domain.Shift   // the published shifts
	old       map[int64]domain.Shift
	shifts    []domain.Shift // the proposed shifts, validated and named
	conflicts []domain.ShiftConflict
	changes   []PersonChange
	gone      []int64 // published shifts the publish removes
	changed   []int64 // published shifts the publish changes (person, day or times)
}

// PersonChange is what a publish changes for one person, and the notification that
// tells them.
type PersonChange struct {
	UserID   int64
	UserName string
	Added    []domain.Shift
	Removed  []domain.Shift
	Changed  []domain.Shift // the new version of each changed shift
	Message  string
}

// PublishPreview is what publishing a week would do, computed without writing.
type PublishPreview struct {
	WeekStarting domain.Date
	FirstPublish bool
	Conflicts    []domain.ShiftConflict
	Changes      []PersonChange
	// Notified is how many people would be notified (everyone changed but the publisher).
	Notified int
}

// PublishResult is a published week and whom its publish notified.
type PublishResult struct {
	Schedule *domain.Schedule
	Changes  []PersonChange
	Notified int
}

// publishMode says which warnings a publish accepts.
type publishMode struct {
	acceptAll bool            // the REST shim: its clients cannot acknowledge warnings
	accepted  map[string]bool // keys of the warnings the manager accepted
}

// MayPublish refuses (Forbidden) an actor who may not publish schedules, so that a
// door can refuse before it reads the request. PublishSchedule checks it too.
func MayPublish(actor *domain.User) error { return requireManager(actor) }

// PublishSchedule publishes the week starting on weekStarting with exactly the given
// shifts, replacing the shifts of an already published week: a draft carrying the id of
// one of this week's shifts updates that shift in place (keeping its identity); every
// other draft becomes a new shift; shifts left out are removed. Hard conflicts refuse
// the publish; warnings are accepted (the REST shim's clients cannot acknowledge them).
// Open swaps whose shift was removed or changed are cancelled and both people told; the
// people whose shifts changed are notified. The week's draft, if any, is discarded.
// Managers only. Errors: Forbidden; Invalid (weekStarting not a Friday, unknown day,
// unknown or deleted person, bad or empty times, an id sent twice, a hard conflict).
func (s *Service) PublishSchedule(ctx context.Context, actor *domain.User, weekStarting domain.Date, drafts []ShiftDraft) (*domain.Schedule, error) {
	res, err := s.PublishWeek(ctx, actor, weekStarting, drafts, nil, true)
	if err != nil {
		return nil, err
	}
	return res.Schedule, nil
}

// PublishWeek is PublishSchedule that refuses (Conflict) warnings the manager has not
// accepted by key, unless acceptAll.
func (s *Service) PublishWeek(ctx context.Context, actor *domain.User, weekStarting domain.Date, drafts []ShiftDraft, accepted []string, acceptAll bool) (*PublishResult, error) {
	if err := checkPublishInput(actor, weekStarting, len(drafts)); err != nil {
		return nil, err
	}
	if _, err := parseDays(drafts); err != nil {
		return nil, err
	}
	mode := publishMode{acceptAll: acceptAll, accepted: keySet(accepted)}
	var out *PublishResult
	err := s.store.InTx(ctx, func(q store.Q) error {
		plan, err := s.planWeek(ctx, q, weekStarting, drafts, nil, true)
		if err != nil {
			return err
		}
		if err := mode.allows(plan.conflicts); err != nil {
			return err
		}
		out, err = s.applyWeek(ctx, q, actor, plan)
		return err
	})
	return out, err
}

// PreviewPublish is the dry run of PublishWeek: the conflicts and the change set of
// publishing the given shifts, without writing. Managers only. Errors: as PublishWeek's
// input errors (conflicts are returned, not refused).
func (s *Service) PreviewPublish(ctx context.Context, actor *domain.User, weekStarting domain.Date, drafts []ShiftDraft) (*PublishPreview, error) {
	if err := checkPublishInput(actor, weekStarting, len(drafts)); err != nil {
		return nil, err
	}
	if _, err := parseDays(drafts); err != nil {
		return nil, err
	}
	plan, err := s.planWeek(ctx, s.store.Q(), weekStarting, drafts, nil, false)
	if err != nil {
		return nil, err
	}
	return plan.preview(actor), nil
}

func checkPublishInput(actor *domain.User, weekStarting domain.Date, n int) error {
	if err := MayPublish(actor); err != nil {
		return err
	}
	if weekStarting.IsZero() {
		return domain.Errorf(domain.Invalid, "A valid weekStarting date (YYYY-MM-DD) is required.")
	}
	if !domain.IsWeekStart(weekStarting) {
		return domain.Errorf(domain.Invalid, "A week must start on a Friday; %s is a %s.", weekStarting, weekStarting.Weekday())
	}
	if n > MaxShiftsPerWeek {
		return domain.Errorf(domain.Invalid, "A week can hold at most %d shifts.", MaxShiftsPerWeek)
	}
	return nil
}

// parseDays reads every draft's day key; they need no database, so they are checked first.
func parseDays(drafts []ShiftDraft) ([]domain.DayKey, error) {
	keys := make([]domain.DayKey, len(drafts))
	for i, d := range drafts {
		k, err := ParseDay(d.Day)
		if err != nil {
			return nil, err
		}
		keys[i] = k
	}
	return keys, nil
}

func keySet(keys []string) map[string]bool {
	m := make(map[string]bool, len(keys))
	for _, k := range keys {
		m[k] = true
	}
	return m
}

// allows refuses the first hard conflict (Invalid, with its sentence) and, unless every
// warning is accepted, the warnings not accepted (Conflict).
func (m publishMode) allows(cs []domain.ShiftConflict) error {
	var open []string
	for _, c := range cs {
		switch {
		case c.Severity == domain.Hard:
			return domain.Errorf(domain.Invalid, "%s", c.Message)
		case !m.acceptAll && !m.accepted[c.Key()]:
			open = append(open, c.Message)
		}
	}
	if len(open) > 0 {
		return domain.Errorf(domain.Conflict, "Publishing needs your explicit acceptance of %d warning(s): %s",
			len(open), strings.Join(open, " "))
	}
	return nil
}

// planWeek loads the week as published (locking it when lock), resolves the proposed
// shifts, checks them and works out the change set. reserved are ids taken for shifts
// added in a draft: they are new shifts that keep their id.
func (s *Service) planWeek(ctx context.Context, q store.Q, week domain.Date, drafts []ShiftDraft, reserved map[int64]bool, lock bool) (*weekPlan, error) {
	plan, err := loadWeek(ctx, q, week, lock)
	if err != nil {
		return nil, err
	}
	if err := resolveShifts(ctx, q, plan, drafts, reserved); err != nil {
		return nil, err
	}
	kept := map[int64]domain.Shift{}
	for _, sh := range plan.shifts {
		if prev, ok := plan.old[sh.ID]; ok {
			kept[sh.ID] = prev
		}
	}
	if plan.conflicts, err = s.conflictsOf(ctx, q, week, plan.scheduleID(), plan.shifts, kept); err != nil {
		return nil, err
	}
	plan.diff()
	return plan, nil
}

func (p *weekPlan) scheduleID() int64 {
	if p.sched == nil {
		return 0
	}
	return p.sched.ID
}

// loadWeek reads the week's published schedule and shifts. With lock it first takes the
// roster lock and locks the shifts, so that no swap or other publish changes them.
func loadWeek(ctx context.Context, q store.Q, week domain.Date, lock bool) (*weekPlan, error) {
	plan := &weekPlan{week: week, old: map[int64]domain.Shift{}}
	if lock {
		if err := q.LockRoster(ctx); err != nil {
			return nil, err
		}
	}
	sched, err := q.ScheduleByWeek(ctx, week)
	switch {
	case domain.KindOf(err) == domain.NotFound:
		return plan, nil
	case err != nil:
		return nil, err
	}
	plan.sched = sched
	if lock {
		plan.existing, err = q.LockShiftsOfSchedule(ctx, sched.ID)
	} else {
		plan.existing, err = q.ShiftsOfSchedules(ctx, []int64{sched.ID})
	}
	if err != nil {
		return nil, err
	}
	for _, sh := range plan.existing {
		plan.old[sh.ID] = sh
	}
	return plan, nil
}

// resolveShifts checks every draft (its id, person and times) and turns it into a shift
// of the week with its person's current name.
func resolveShifts(ctx context.Context, q store.Q, plan *weekPlan, drafts []ShiftDraft, reserved map[int64]bool) error {
	keys, err := parseDays(drafts)
	if err != nil {
		return err
	}
	shifts := make([]domain.Shift, len(drafts))
	var perDay [7]int
	for i, d := range drafts {
		idx := keys[i].Index()
		shifts[i] = domain.Shift{ID: d.ID, DayKey: keys[i], Date: plan.week.AddDays(idx), UserID: d.UserID, Position: perDay[idx]}
		perDay[idx]++
	}
	users, err := q.UsersByIDs(ctx, distinctUserIDs(shifts))
	if err != nil {
		return err
	}
	byID := make(map[int64]*domain.User, len(users))
	for i := range users {
		byID[users[i].ID] = &users[i]
	}
	seen := map[int64]bool{}
	perDay = [7]int{}
	for i := range shifts {
		sh := &shifts[i]
		d := drafts[i]
		perDay[sh.DayKey.Index()]++
		where := fmt.Sprintf("%s, shift %d", domain.DayName(sh.DayKey), perDay[sh.DayKey.Index()])
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
		case u.DeletedAt != nil && !(kept && prev.UserID == u.ID && prev.Date == sh.Date):
			// A deleted person's past shifts may be sent back as they are; nobody
			// deleted can be given a shift.
			return domain.Errorf(domain.Invalid, "%s: %s no longer works here and cannot be scheduled.", where, u.Name)
		}
		sh.UserName = u.Name
		start, end, err := parseTimes(d.StartTime, d.EndTime, fmt.Sprintf("%s (%s)", where, u.Name))
		if err != nil {
			return err
		}
		sh.StartTime, sh.EndTime = start, end
	}
	plan.shifts = shifts
	return nil
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

// diff works out which published shifts go or change and, per person, what they gain,
// lose or have changed, with the message that tells them. On a first publish everyone
// on the week is told it was posted.
func (p *weekPlan) diff() {
	byUser := map[int64]*PersonChange{}
	var order []int64
	person := func(id int64, name string) *PersonChange {
		c, ok := byUser[id]
		if !ok {
			c = &PersonChange{UserID: id, UserName: name}
			byUser[id] = c
			order = append(order, id)
		}
		return c
	}
	seen := map[int64]bool{}
	for _, sh := range p.shifts {
		seen[sh.ID] = true
		prev, kept := p.old[sh.ID]
		switch {
		case !kept:
			person(sh.UserID, sh.UserName).Added = append(person(sh.UserID, sh.UserName).Added, sh)
		case prev.UserID != sh.UserID:
			p.changed = append(p.changed, sh.ID)
			person(prev.UserID, prev.UserName).Removed = append(person(prev.UserID, prev.UserName).Removed, prev)
			person(sh.UserID, sh.UserName).Added = append(person(sh.UserID, sh.UserName).Added, sh)
		case prev.Date != sh.Date || prev.StartTime != sh.StartTime || prev.EndTime != sh.EndTime:
			p.changed = append(p.changed, sh.ID)
			person(sh.UserID, sh.UserName).Changed = append(person(sh.UserID, sh.UserName).Changed, sh)
		}
	}
	for _, sh := range p.existing {
		if !seen[sh.ID] {
			p.gone = append(p.gone, sh.ID)
			person(sh.UserID, sh.UserName).Removed = append(person(sh.UserID, sh.UserName).Removed, sh)
		}
	}
	p.changes = make([]PersonChange, 0, len(order))
	for _, id := range order {
		c := byUser[id]
		c.Message = changeMessage(p.week, c, p.sched == nil)
		p.changes = append(p.changes, *c)
	}
}

// changeMessage tells a person what a publish changed for them, e.g. "Your schedule for
// the week of Nov 27 changed: Sat 9:00 AM–5:00 PM added, Mon 9:00 AM–5:00 PM removed.".
func changeMessage(week domain.Date, c *PersonChange, first bool) string {
	if first {
		return fmt.Sprintf("A new schedule has been posted for the week of %s.", week.ShortLabel())
	}
	type item struct {
		at   int64
		text string
	}
	var items []item
	for _, sh := range c.Added {
		items = append(items, item{sh.Interval().Start, shortShift(sh) + " added"})
	}
	for _, sh := range c.Changed {
		items = append(items, item{sh.Interval().Start, "now " + shortShift(sh)})
	}
	for _, sh := range c.Removed {
		items = append(items, item{sh.Interval().Start, shortShift(sh) + " removed"})
	}
	for i := 1; i < len(items); i++ { // few items: insertion sort by time
		for j := i; j > 0 && items[j].at < items[j-1].at; j-- {
			items[j], items[j-1] = items[j-1], items[j]
		}
	}
	parts := make([]string, len(items))
	for i, it := range items {
		parts[i] = it.text
	}
	return fmt.Sprintf("Your schedule for the week of %s changed: %s.", week.ShortLabel(), strings.Join(parts, ", "))
}

// shortShift is a shift for a notification, e.g. "Sat 9:00 AM–5:00 PM".
func shortShift(sh domain.Shift) string {
	return fmt.Sprintf("%s %s–%s", sh.Date.Time().Format("Mon"), clock12(sh.StartTime), clock12(sh.EndTime))
}

// clock12 writes a time of day on the 12-hour clock, e.g. "9:00 AM".
func clock12(t domain.TimeOfDay) string {
	h, m := int(t)/60, int(t)%60
	suffix := "AM"
	if h >= 12 {
		suffix = "PM"
	}
	if h = h % 12; h == 0 {
		h = 12
	}
	return fmt.Sprintf("%d:%02d %s", h, m, suffix)
}

// notified returns the people a publish tells: everyone changed but the publisher.
func (p *weekPlan) notified(actor *domain.User) []PersonChange {
	out := make([]PersonChange, 0, len(p.changes))
	for _, c := range p.changes {
		if c.UserID != actor.ID {
			out = append(out, c)
		}
	}
	return out
}

func (p *weekPlan) preview(actor *domain.User) *PublishPreview {
	conflicts := p.conflicts
	if conflicts == nil {
		conflicts = []domain.ShiftConflict{}
	}
	return &PublishPreview{WeekStarting: p.week, FirstPublish: p.sched == nil, Conflicts: conflicts,
		Changes: p.changes, Notified: len(p.notified(actor))}
}

// applyWeek writes the plan: cancels the open swaps of removed or changed shifts,
// replaces the week's shifts, resets the acknowledgements of the people changed,
// discards the week's draft, and notifies.
func (s *Service) applyWeek(ctx context.Context, q store.Q, actor *domain.User, p *weekPlan) (*PublishResult, error) {
	sched, err := q.UpsertSchedule(ctx, p.week)
	if err != nil {
		return nil, err
	}
	if touched := append(append([]int64{}, p.gone...), p.changed...); len(touched) > 0 {
		swaps, err := q.CancelOpenSwapsOfShifts(ctx, touched, 0, ReasonShiftChanged)
		if err != nil {
			return nil, err
		}
		if err := notifySwapsCancelled(ctx, q, swaps, ReasonShiftChanged, 0); err != nil {
			return nil, err
		}
	}
	var updates, inserts []domain.Shift
	for _, sh := range p.shifts {
		if _, kept := p.old[sh.ID]; kept {
			updates = append(updates, sh)
		} else {
			inserts = append(inserts, sh)
		}
	}
	if err := q.DeleteScheduleShifts(ctx, sched.ID, p.gone); err != nil {
		return nil, err
	}
	if err := q.UpdateShifts(ctx, sched.ID, updates); err != nil {
		return nil, err
	}
	if err := q.InsertShifts(ctx, sched.ID, inserts); err != nil {
		return nil, err
	}
	changedPeople := make([]int64, len(p.changes))
	for i, c := range p.changes {
		changedPeople[i] = c.UserID
	}
	if err := q.ResetAcknowledgements(ctx, p.week, changedPeople); err != nil {
		return nil, err
	}
	if err := q.DeleteDraft(ctx, p.week); err != nil {
		return nil, err
	}
	told := p.notified(actor)
	for _, c := range told {
		if err := notify(ctx, q, []int64{c.UserID}, c.Message, "/schedule"); err != nil {
			return nil, err
		}
	}
	if sched.Shifts, err = q.ShiftsOfSchedules(ctx, []int64{sched.ID}); err != nil {
		return nil, err
	}
	return &PublishResult{Schedule: sched, Changes: p.changes, Notified: len(told)}, nil
}

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

// conflictsOf is the conflict engine's loader: in three set-based statements it reads
// the workplace settings, the shifts of the same people in other weeks near this one,
// and the week's approved time off, and runs the rules over the proposed shifts.
// scheduleID is the week's own schedule (0 when none), whose shifts the proposal replaces.
func (s *Service) conflictsOf(ctx context.Context, q store.Q, week domain.Date, scheduleID int64, shifts []domain.Shift, kept map[int64]domain.Shift) ([]domain.ShiftConflict, error) {
	settings, err := q.Settings(ctx)
	if err != nil {
		return nil, err
	}
	users := distinctUserIDs(shifts)
	// The longest minimum rest is 48 h: shifts up to three days out can matter.
	others, err := q.ShiftsOfUsersOutside(ctx, users, week.AddDays(-3), week.AddDays(9), scheduleID)
	if err != nil {
		return nil, err
	}
	off, err := q.TimeOffBetween(ctx, week, week.AddDays(6), domain.TimeOffApproved)
	if err != nil {
		return nil, err
	}
	return domain.Conflicts(domain.ConflictInput{
		Shifts: shifts, Others: others, TimeOff: off, Kept: kept, WeekStarting: week, Settings: settings,
	}), nil
}
