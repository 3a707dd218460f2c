package service

import (
	"context"
	"fmt"
	"strings"

	"github.com/shiftsched/shiftsched/internal/domain"
	"github.com/shiftsched/shiftsched/internal/i18n"
	"github.com/shiftsched/shiftsched/internal/labour"
	"github.com/shiftsched/shiftsched/internal/permission"
	"github.com/shiftsched/shiftsched/internal/store"
)

// Publishing a week reads like its rule: load the week as published, resolve the
// proposed shifts, check them with the conflict engine, work out who gains, loses or has
// changed shifts, apply, and notify exactly those people. A dry run stops before apply.

// weekPlan is what publishing one week would do.
type weekPlan struct {
	week      domain.Date
	sched     *domain.Schedule // nil when the week was never published
	upserted  *domain.Schedule // the schedule as publishing writes it (nil in a dry run)
	existing  []domain.Shift   // the published shifts
	old       map[int64]domain.Shift
	shifts    []domain.Shift // the proposed shifts, validated and named
	conflicts []domain.ShiftConflict
	ruleSets  map[int64]*domain.RuleSet // each person's, read with the people
	labour    *labour.Check             // what the labour rules looked at, to price premiums
	changes   []PersonChange
	settings  domain.Settings // the workplace's flags: whether preferences and requirements exist
	gone      []int64         // published shifts the publish removes
	changed   []int64         // published shifts the publish changes (person, day, times, position, location or type)
	structure *structureIndex // names the shifts' positions and locations in messages
}

// PersonChange is what a publish changes for one person, and the notification that
// tells them.
type PersonChange struct {
	UserID   int64
	UserName string
	Added    []domain.Shift
	Removed  []domain.Shift
	Changed  []domain.Shift // the new version of each changed shift
	notice   i18n.Msg       // the notification, rendered in each reader's language
}

// Message is the notification in English, as the API shows it. It is written when
// asked for: a publish writes each person's notice in their own language, and most
// publishes never show the English one.
func (c PersonChange) Message() string { return c.MessageIn(i18n.For(i18n.English, nil)) }

// MessageIn is the notification as a reader in l reads it (the GraphQL preview follows
// the caller's language).
func (c PersonChange) MessageIn(l i18n.Locale) string { return c.notice.Render(l) }

// PublishPreview is what publishing a week would do, computed without writing.
type PublishPreview struct {
	WeekStarting domain.Date
	FirstPublish bool
	Conflicts    []domain.ShiftConflict
	Changes      []PersonChange
	// Notified is how many people would be notified (everyone changed but the publisher).
	Notified int
	// Premiums are what the week's work earns under the people's labour rules (night,
	// Sunday, holiday, differentials, clopenings): what the publish will cost on top.
	Premiums []labour.Pay
}

// PublishResult is a published week and whom its publish notified.
type PublishResult struct {
	Schedule *domain.Schedule
	Changes  []PersonChange
	Notified int
}

// publishMode says which warnings a publish accepts.
type publishMode struct {
	acceptAll bool                         // the REST shim: its clients cannot acknowledge warnings
	accepted  map[string]bool              // keys of the warnings the manager accepted
	kinds     map[domain.ConflictCode]bool // kinds of warning the manager accepted whole, nil when none was named
}

// Accepted is what a manager accepts of a publish's warnings: some by key (as the dry
// run showed them), whole kinds by code (one tick per kind), or all.
type Accepted struct {
	Keys  []string
	Kinds []domain.ConflictCode
	All   bool
}

func (a Accepted) mode() publishMode {
	m := publishMode{acceptAll: a.All, accepted: keySet(a.Keys)}
	if a.Kinds != nil {
		m.kinds = make(map[domain.ConflictCode]bool, len(a.Kinds))
		for _, k := range a.Kinds {
			m.kinds[k] = true
		}
	}
	return m
}

// MayPublish refuses (Forbidden) an actor who may not publish schedules, so that a
// door can refuse before it reads the request. PublishSchedule checks it too.
func MayPublish(actor *domain.User) error { return permission.RequireManager(actor) }

// PublishSchedule publishes the week starting on weekStarting with exactly the given
// shifts, replacing the shifts of an already published week: a draft carrying the id of
// one of this week's shifts updates that shift in place (keeping its identity); every
// other draft becomes a new shift; shifts left out are removed. Hard conflicts refuse
// the publish; warnings are accepted (the REST shim's clients cannot acknowledge them).
// Open swaps whose shift was removed or changed are cancelled and both people told; the
// people whose shifts changed are notified. The week's draft, if any, is discarded.
// Managers only. Errors: Forbidden; Invalid (weekStarting not the first day of a workplace week, unknown day,
// unknown or deleted person, bad or empty times, an id sent twice, a hard conflict).
func (s *Service) PublishSchedule(ctx context.Context, actor *domain.User, weekStarting domain.Date, drafts []ShiftDraft) (*domain.Schedule, error) {
	if err := actor.Allow(domain.ScopeScheduleWrite); err != nil {
		return nil, err
	}
	res, err := s.PublishWeek(ctx, actor, weekStarting, drafts, Accepted{All: true})
	if err != nil {
		return nil, err
	}
	return res.Schedule, nil
}

// PublishWeek is PublishSchedule that refuses (Conflict) warnings the manager has not
// accepted by key or by kind, unless accepted.All. Managers only. Errors: those of
// PublishSchedule, and Conflict (a warning not accepted).
func (s *Service) PublishWeek(ctx context.Context, actor *domain.User, weekStarting domain.Date, drafts []ShiftDraft, accepted Accepted) (*PublishResult, error) {
	if err := actor.Allow(domain.ScopeScheduleWrite); err != nil {
		return nil, err
	}
	if err := s.checkPublishInput(actor, weekStarting, len(drafts)); err != nil {
		return nil, err
	}
	if _, err := parseDays(drafts); err != nil {
		return nil, err
	}
	return s.publish(ctx, actor, weekStarting, requested(drafts), accepted.mode())
}

// PreviewPublish is the dry run of PublishWeek: the conflicts and the change set of
// publishing the given shifts, without writing. Managers only. Errors: as PublishWeek's
// input errors (conflicts are returned, not refused).
func (s *Service) PreviewPublish(ctx context.Context, actor *domain.User, weekStarting domain.Date, drafts []ShiftDraft) (*PublishPreview, error) {
	if err := actor.Allow(domain.ScopeScheduleRead); err != nil {
		return nil, err
	}
	if err := s.checkPublishInput(actor, weekStarting, len(drafts)); err != nil {
		return nil, err
	}
	if _, err := parseDays(drafts); err != nil {
		return nil, err
	}
	return s.previewWeek(ctx, actor, weekStarting, requested(drafts))
}

// shiftSource gives the shifts a publish proposes and the ids reserved for shifts a
// draft added. Publishing (up not nil: the week's schedule as the publish upserted it),
// what it read stays locked until the change ends, and the published shifts it locked
// are kept on up for the plan; a dry run passes nil.
type shiftSource func(ctx context.Context, q store.Q, up *upserted) ([]ShiftDraft, map[int64]bool, error)

// requested is the source of a publish that sends its shifts.
func requested(drafts []ShiftDraft) shiftSource {
	return func(context.Context, store.Q, *upserted) ([]ShiftDraft, map[int64]bool, error) {
		return drafts, nil, nil
	}
}

// publish is the one publish path under PublishWeek and PublishDraft: in one change and
// under the roster lock, it reads the proposed shifts, plans the week, checks the plan
// against mode and applies it.
func (s *Service) publish(ctx context.Context, actor *domain.User, week domain.Date, src shiftSource, mode publishMode) (*PublishResult, error) {
	var out *PublishResult
	err := s.Changes().Run(ctx, actor, func(q *Tx) error {
		// First the roster, then the draft and the week's shifts: the lock order of
		// every change that moves shifts. The week's schedule, which the publish writes
		// anyway, is upserted with the roster lock and the draft's (one statement that
		// also says whether the week is new); only a publish locks schedule rows, always
		// after the roster and before the draft.
		sched, first, err := q.LockRosterUpsertSchedule(ctx, week)
		if err != nil {
			return err
		}
		up := &upserted{sched: sched, first: first}
		drafts, reserved, err := src(ctx, q.Q, up)
		if err != nil {
			return err
		}
		plan, err := s.planWeek(ctx, q.Q, week, drafts, reserved, up)
		if err != nil {
			return err
		}
		if err := mayPublishPlan(ctx, q.Q, actor, plan); err != nil {
			return err
		}
		judged, err := publishConflicts(ctx, q.Q, actor, plan.conflicts)
		if err != nil {
			return err
		}
		if err := mode.allows(judged); err != nil {
			return err
		}
		out, err = s.applyWeek(ctx, q, actor, plan)
		return err
	})
	return out, err
}

// previewWeek is publish's plan, without locks and without writing.
func (s *Service) previewWeek(ctx context.Context, actor *domain.User, week domain.Date, src shiftSource) (*PublishPreview, error) {
	q := s.store.Q()
	drafts, reserved, err := src(ctx, q, nil)
	if err != nil {
		return nil, err
	}
	plan, err := s.planWeek(ctx, q, week, drafts, reserved, nil)
	if err != nil {
		return nil, err
	}
	p := plan.preview(actor)
	if p.Premiums, err = plan.labour.Premiums(ctx, q); err != nil {
		return nil, err
	}
	return p, visiblePreview(ctx, q, actor, p, plan.structure)
}

func (s *Service) checkPublishInput(actor *domain.User, weekStarting domain.Date, n int) error {
	if err := MayPublish(actor); err != nil {
		return err
	}
	if weekStarting.IsZero() {
		return domain.Errorf(domain.Invalid, "A valid weekStarting date (YYYY-MM-DD) is required.")
	}
	if !s.Weeks().IsStart(weekStarting) {
		return s.Weeks().NotAStart(weekStarting)
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
// warning is accepted (by key, by kind or all), the warnings not accepted (Conflict, with
// their kinds in the error's details: what a script names to accept them). A caller who
// accepts by kind is told the kinds still missing; one who accepts by key, the warnings.
func (m publishMode) allows(cs []domain.ShiftConflict) error {
	var open []domain.ShiftConflict
	for _, c := range cs {
		switch {
		case c.Severity == domain.Hard:
			return domain.Errorf(domain.Invalid, "%s", c.Message)
		case c.Severity == domain.Info, m.acceptAll, m.accepted[c.Key()], m.kinds[c.Code]:
		default:
			open = append(open, c)
		}
	}
	if len(open) == 0 {
		return nil
	}
	var kinds, list []string
	count := map[domain.ConflictCode]int{}
	messages := make([]string, len(open))
	for i, c := range open {
		if count[c.Code] == 0 {
			kinds = append(kinds, string(c.Code))
		}
		count[c.Code]++
		messages[i] = c.Message
	}
	for _, k := range kinds {
		list = append(list, fmt.Sprintf("%s (%d)", k, count[domain.ConflictCode(k)]))
	}
	var err *domain.Error
	switch {
	case m.kinds == nil:
		err = domain.Errorf(domain.Conflict, "Publishing needs your explicit acceptance of %d warning(s): %s",
			len(open), strings.Join(messages, " "))
	case len(kinds) == 1:
		err = domain.Errorf(domain.Conflict, "Publishing needs your acceptance of 1 more kind of warning: %s.", list[0])
	default:
		err = domain.Errorf(domain.Conflict, "Publishing needs your acceptance of %d more kinds of warning: %s.", len(kinds), strings.Join(list, ", "))
	}
	err.Details = map[string]any{"warningKinds": kinds}
	return err
}

// upserted is the week's schedule as a publish upserted it, and whether it was new;
// locked says the source already locked its published shifts, which are existing.
type upserted struct {
	sched    *domain.Schedule
	first    bool
	locked   bool
	existing []domain.Shift
}

// planWeek loads the week as published (locking its shifts when publishing, up not nil),
// resolves the proposed shifts, checks them and works out the change set. reserved are
// ids taken for shifts added in a draft: they are new shifts that keep their id.
func (s *Service) planWeek(ctx context.Context, q store.Q, week domain.Date, drafts []ShiftDraft, reserved map[int64]bool, up *upserted) (*weekPlan, error) {
	plan, err := loadWeek(ctx, q, week, up)
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
	// A draft's source reserves ids (nil for shifts sent directly): publishing a draft,
	// and its dry run, count the other weeks as the draft editor does.
	drafted := reserved != nil
	if plan.conflicts, plan.labour, err = s.checkWeek(ctx, q, plan.ruleSets, plan.settings, week, plan.scheduleID(), plan.shifts, kept, drafted); err != nil {
		return nil, err
	}
	plan.conflicts = append(plan.conflicts, plan.labour.LatePosting()...)
	coverage, err := s.coverageConflicts(ctx, q, plan.settings, week, plan.shifts, shiftLocations(plan.shifts))
	if err != nil {
		return nil, err
	}
	budget, err := s.budgetConflicts(ctx, q, plan.settings, plan.shifts, plan.structure, plan.labour)
	if err != nil {
		return nil, err
	}
	// Warnings about days already past are neither shown nor asked for.
	plan.conflicts = domain.WithoutPast(append(append(plan.conflicts, coverage...), budget...), week, s.Today())
	plan.diff()
	return plan, nil
}

func (p *weekPlan) scheduleID() int64 {
	if p.sched == nil {
		return 0
	}
	return p.sched.ID
}

// loadWeek reads the week's published schedule and shifts. Publishing (up not nil, under
// the roster lock) it takes the schedule the publish upserted and locks the shifts, so
// that no swap or other publish changes them.
func loadWeek(ctx context.Context, q store.Q, week domain.Date, up *upserted) (*weekPlan, error) {
	plan := &weekPlan{week: week, old: map[int64]domain.Shift{}}
	if up != nil {
		plan.upserted = up.sched
		if up.first {
			return plan, nil // a new week: nothing to lock
		}
		plan.sched = up.sched
		if up.locked {
			plan.existing = up.existing
			return plan.indexed(), nil
		}
		var err error
		plan.existing, err = q.LockShiftsOfSchedule(ctx, up.sched.ID)
		return plan.indexed(), err
	}
	sched, err := q.ScheduleByWeek(ctx, week)
	switch {
	case domain.KindOf(err) == domain.NotFound:
		return plan, nil
	case err != nil:
		return nil, err
	}
	plan.sched = sched
	plan.existing, err = q.ShiftsOfSchedules(ctx, []int64{sched.ID})
	return plan.indexed(), err
}

// indexed fills old from existing.
func (p *weekPlan) indexed() *weekPlan {
	for _, sh := range p.existing {
		p.old[sh.ID] = sh
	}
	return p
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
// replaces the week's shifts, resets the acknowledgements of the people changed and
// discards the week's draft (one statement), and notifies.
func (s *Service) applyWeek(ctx context.Context, q *Tx, actor *domain.User, p *weekPlan) (*PublishResult, error) {
	sched := p.upserted
	if err := s.shiftsMovedAway(ctx, q, movedAway{shifts: append(append([]int64{}, p.gone...), p.changed...),
		swapReason: ReasonShiftChanged, offerReason: ReasonOfferShiftChanged}); err != nil {
		return nil, err
	}
	kept := make([]bool, len(p.shifts))
	added := 0
	for i, sh := range p.shifts {
		if _, kept[i] = p.old[sh.ID]; !kept[i] {
			added++
		}
	}
	changedPeople := make([]int64, len(p.changes))
	for i, c := range p.changes {
		changedPeople[i] = c.UserID
	}
	var err error
	sched.Shifts, err = q.WritePublishedWeek(ctx, store.PublishedWeek{ScheduleID: sched.ID, Week: p.week,
		Shifts: p.shifts, Kept: kept, Gone: p.gone, Changed: changedPeople})
	if err != nil {
		return nil, err
	}
	// Late changes to published shifts ask their people's consent (and owe a premium). A
	// first publish posts the week, late or not (the posting deadline warns of that).
	if p.sched != nil {
		if err := labour.AskConsent(ctx, q, labour.WeekChange{Sets: p.ruleSets, Old: p.existing, New: sched.Shifts,
			Today: s.Today(), Zone: s.loc()}); err != nil {
			return nil, err
		}
	}
	told := p.notified(actor)
	// Every person's own message, in one batch: the statements do not grow with them.
	notes := make([]addressed, len(told))
	for i, c := range told {
		notes[i] = addressed{UserID: c.UserID, Notice: notice{Kind: domain.KindSchedule, Message: c.notice, Link: "/schedule", About: ""}}
	}
	if err := q.NotifyEach(notes); err != nil {
		return nil, err
	}
	if p.sched == nil {
		// Open shifts posted while the week was a draft become visible now.
		open, err := q.OpenShiftsOfWeek(ctx, p.week)
		if err != nil {
			return nil, err
		}
		if err := s.AnnounceOpenShifts(ctx, q, open, actor.ID); err != nil {
			return nil, err
		}
	}
	q.Audit(Audit{Action: "schedule.publish", Object: "schedule", ID: p.week,
		Say:    say("AuditPublishedWeek", map[string]any{"Week": auditDay{Day: p.week}, "Shifts": len(sched.Shifts), "Added": added, "Changed": len(p.changed), "Removed": len(p.gone)}),
		Before: map[string]any{"shifts": len(p.existing)},
		After:  map[string]any{"shifts": len(sched.Shifts), "added": added, "changed": p.changed, "removed": p.gone}})
	q.Emit(domain.EventSchedulePublished, scheduleJSON(sched))
	return &PublishResult{Schedule: sched, Changes: p.changes, Notified: len(told)}, nil
}

// scheduleJSON is a schedule as webhook events carry it.
func scheduleJSON(sc *domain.Schedule) map[string]any {
	shifts := make([]map[string]any, len(sc.Shifts))
	for i, sh := range sc.Shifts {
		shifts[i] = shiftJSON(sh)
	}
	return map[string]any{"id": sc.ID, "weekStarting": sc.WeekStarting.String(), "shifts": shifts}
}

// shiftJSON is a shift as webhook events and audit entries carry it.
func shiftJSON(sh domain.Shift) map[string]any {
	return withStructure(map[string]any{"id": sh.ID, "date": sh.Date.String(), "day": sh.DayKey, "startTime": sh.StartTime.String(),
		"endTime": sh.EndTime.String(), "userId": sh.UserID, "userName": sh.UserName}, sh.ShiftStructure)
}

// withStructure adds the position, location and shift type a shift has to its JSON;
// a shift without them (the REST shim's) reads as before.
func withStructure(m map[string]any, st domain.ShiftStructure) map[string]any {
	for key, id := range map[string]*int64{"positionId": st.PositionID, "locationId": st.LocationID, "shiftTypeId": st.ShiftTypeID} {
		if id != nil {
			m[key] = *id
		}
	}
	return m
}
