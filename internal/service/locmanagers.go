package service

import (
	"context"
	"slices"

	"github.com/shiftsched/shiftsched/internal/domain"
	"github.com/shiftsched/shiftsched/internal/labour"
	"github.com/shiftsched/shiftsched/internal/permission"
	"github.com/shiftsched/shiftsched/internal/store"
)

// Location managers: a manager limited to some locations publishes, edits drafts and
// decides swaps, claims and time off only for those locations and the people who work
// there (domain.ManagerScope), and sees only their schedules. A manager with no limit
// manages everything. The checks themselves are in reach.go; this file holds the lists and
// the publish, draft and swap checks built on them.

// ManagerLocations returns the locations each of the given managers is limited to; a
// manager not limited has an empty list. Managers only. Errors: Forbidden.
func (s *Service) ManagerLocations(ctx context.Context, actor *domain.User, ids []int64) (map[int64][]int64, error) {
	if err := actor.Allow(domain.ScopeStaffRead); err != nil {
		return nil, err
	}
	if err := permission.RequireManager(actor); err != nil {
		return nil, err
	}
	return s.store.Q().ManagerLocations(ctx, ids)
}

// SetManagerLocations limits a manager to the given locations (none: no limit). Managers
// who are not limited themselves only. Errors: Forbidden; NotFound (no such person);
// Invalid (not a manager, or a location unknown or archived).
func (s *Service) SetManagerLocations(ctx context.Context, actor *domain.User, userID int64, locations []int64) ([]int64, error) {
	if err := actor.Allow(domain.ScopeStaffWrite); err != nil {
		return nil, err
	}
	if err := permission.RequireManager(actor); err != nil {
		return nil, err
	}
	locations = domain.UniqueIDs(locations)
	slices.Sort(locations)
	err := s.Changes().Run(ctx, actor, func(q *Tx) error {
		if m, err := permission.ManagerScope(ctx, q.Q, actor); err != nil || m.Limited() {
			return cmpErr(err, permission.ErrLimitedSetsLimits)
		}
		u, err := q.UserByID(ctx, userID)
		if err != nil {
			return err
		}
		if u.DeletedAt != nil || !u.IsManager() {
			return domain.Errorf(domain.Invalid, "Only a manager can be limited to locations; %s is not one.", u.Name)
		}
		ix, err := loadStructure(ctx, q.Q)
		if err != nil {
			return err
		}
		for _, l := range locations {
			if err := ix.check(domain.ShiftStructure{LocationID: &l}, nil, "Locations"); err != nil {
				return err
			}
		}
		before, err := q.ManagerLocations(ctx, []int64{userID})
		if err != nil {
			return err
		}
		if err := q.SetManagerLocations(ctx, userID, locations); err != nil {
			return err
		}
		q.Audit(Audit{Action: "user.set_manager_locations", Object: "user", ID: userID,
			Say: say("AuditSetManagedLocations", map[string]any{"Name": u.Name}), Before: orEmpty(before[userID]), After: locations})
		q.Emit(domain.EventWorkplaceChanged, map[string]any{"object": "manager_locations", "id": userID, "change": "update",
			"after": map[string]any{"locations": locations}})
		return nil
	})
	return locations, err
}

// cmpErr is err when there is one, else refusal.
func cmpErr(err, refusal error) error {
	if err != nil {
		return err
	}
	return refusal
}

func orEmpty(ids []int64) []int64 {
	if ids == nil {
		return []int64{}
	}
	return ids
}

// mayPublishPlan refuses a publish by a limited manager that adds, changes or removes a
// shift outside their locations.
func mayPublishPlan(ctx context.Context, q store.Q, actor *domain.User, p *weekPlan) error {
	m, err := permission.ManagerScope(ctx, q, actor)
	if err != nil || !m.Limited() {
		return err
	}
	seen := map[int64]bool{}
	for _, sh := range p.shifts {
		seen[sh.ID] = true
		prev, kept := p.old[sh.ID]
		if kept && sameShift(prev, sh) {
			continue
		}
		if !m.Shift(sh.LocationID, sh.UserID) || (kept && !m.Shift(prev.LocationID, prev.UserID)) {
			return errOutsidePublish
		}
	}
	for _, sh := range p.existing {
		if !seen[sh.ID] && !m.Shift(sh.LocationID, sh.UserID) {
			return errOutsidePublish
		}
	}
	return nil
}

var errOutsidePublish = domain.Errorf(domain.Forbidden,
	"You manage only some locations, and this publish changes shifts at another location or of people who do not work at yours; ask a manager of every location to publish it.")

func sameShift(a, b domain.Shift) bool {
	return a.UserID == b.UserID && a.Date == b.Date && a.StartTime == b.StartTime && a.EndTime == b.EndTime &&
		a.DayKey == b.DayKey && eqID(a.LocationID, b.LocationID) && eqID(a.PositionID, b.PositionID) && eqID(a.ShiftTypeID, b.ShiftTypeID)
}

func eqID(a, b *int64) bool { return (a == nil && b == nil) || sameID(a, b) }

func deref(id *int64) int64 {
	if id == nil {
		return 0
	}
	return *id
}

// mayDiscardDraft refuses a limited manager the discarding of a draft that holds
// changes outside their locations (someone else's work).
func (s *Service) mayDiscardDraft(ctx context.Context, q store.Q, actor *domain.User, week domain.Date) error {
	m, err := permission.ManagerScope(ctx, q, actor)
	if err != nil || !m.Limited() {
		return err
	}
	d, err := s.loadDraft(ctx, q, week, uncheckedDraft)
	if err != nil {
		return err
	}
	for _, sh := range d.Shifts {
		if sh.Status != domain.DraftPublished && !m.Shift(sh.LocationID, sh.UserID) {
			return domain.Errorf(domain.Forbidden,
				"You manage only some locations, and this draft holds changes at another location; ask a manager of every location to discard it.")
		}
	}
	return nil
}

// visiblePreview keeps, of a dry run, what a limited manager manages: the changes and
// conflicts of other locations are not theirs to see.
// The premiums' money is pay: only those who see pay see it (the others, its minutes).
func visiblePreview(ctx context.Context, q store.Q, actor *domain.User, p *PublishPreview, ix *structureIndex) error {
	m, err := permission.ManagerScope(ctx, q, actor)
	if err != nil {
		return err
	}
	if !permission.SeesPayWithin(actor, m) {
		for i := range p.Premiums {
			p.Premiums[i].Cents, p.Premiums[i].Priced = 0, false
		}
	}
	if !m.Limited() {
		return nil
	}
	premiums := p.Premiums[:0:0]
	for _, pr := range p.Premiums {
		if m.Person(pr.UserID) {
			premiums = append(premiums, pr)
		}
	}
	p.Premiums = premiums
	mine := func(list []domain.Shift) []domain.Shift {
		out := []domain.Shift{}
		for _, sh := range list {
			if m.Shift(sh.LocationID, sh.UserID) {
				out = append(out, sh)
			}
		}
		return out
	}
	changes := []PersonChange{}
	for _, c := range p.Changes {
		c.Added, c.Removed, c.Changed = mine(c.Added), mine(c.Removed), mine(c.Changed)
		if len(c.Added)+len(c.Removed)+len(c.Changed) > 0 {
			c.notice = changeNotice(p.WeekStarting, &c, p.FirstPublish, ix)
			changes = append(changes, c)
		}
	}
	conflicts := []domain.ShiftConflict{}
	for _, c := range p.Conflicts {
		if seesConflict(m, c) {
			conflicts = append(conflicts, c)
		}
	}
	p.Changes, p.Conflicts = changes, conflicts
	return nil
}

// seesConflict reports whether a limited manager's dry run shows a conflict: their
// people's, their locations' budgets, and a late publish (the week's, not anyone's:
// every manager publishing it is told).
func seesConflict(m *domain.ManagerScope, c domain.ShiftConflict) bool {
	return m.Person(c.UserID) || (c.Code == domain.OverBudget && m.Locations[c.LocationID]) || c.Code == labour.CodeLatePublishing
}

// publishConflicts are the conflicts a publish judges for the actor. A limited manager
// is not asked to accept the warnings of another location's people or budget (a minor's
// late end that a manager of every location accepted, say): their dry run does not show
// them, and their publish cannot change those shifts (mayPublishPlan). Such a hard
// conflict still refuses the publish, without naming its person to them. The week's
// own conflicts (coverage, a late publish) are judged as for anyone.
func publishConflicts(ctx context.Context, q store.Q, actor *domain.User, cs []domain.ShiftConflict) ([]domain.ShiftConflict, error) {
	m, err := permission.ManagerScope(ctx, q, actor)
	if err != nil || !m.Limited() {
		return cs, err
	}
	out := []domain.ShiftConflict{}
	hardOutside, hardSeen := false, false
	for _, c := range cs {
		outside := (c.UserID != 0 && !m.Person(c.UserID)) || (c.Code == domain.OverBudget && !m.Locations[c.LocationID])
		switch {
		case !outside:
			out = append(out, c)
			hardSeen = hardSeen || c.Severity == domain.Hard
		case c.Severity == domain.Hard:
			hardOutside = true
		}
	}
	if hardOutside && !hardSeen {
		return nil, errOutsideHard
	}
	return out, nil
}

var errOutsideHard = domain.Errorf(domain.Invalid,
	"You manage only some locations, and this week has a conflict at another location that blocks publishing; ask a manager of every location to fix it.")
