package service

import (
	"context"
	"fmt"
	"slices"
	"strings"

	"github.com/shiftsched/shiftsched/internal/domain"
	"github.com/shiftsched/shiftsched/internal/permission"
	"github.com/shiftsched/shiftsched/internal/store"
)

// SkipReason says why copying left a shift out.
type SkipReason string

// Skip reasons.
const (
	SkipDeleted SkipReason = "DELETED"  // the person no longer works here
	SkipTimeOff SkipReason = "TIME_OFF" // the person has approved time off that day
	// A limited manager copies only the shifts they manage.
	SkipOutside SkipReason = "OUTSIDE_LOCATIONS"
)

// SkippedShift is a shift of the source that copying left out, and why.
type SkippedShift struct {
	UserID    int64
	UserName  string
	Date      domain.Date // the day it would have had in the target week
	StartTime domain.TimeOfDay
	EndTime   domain.TimeOfDay
	Reason    SkipReason
	Message   string
}

// CopyResult is a target week's draft after a copy, with what was copied and skipped.
type CopyResult struct {
	Draft   *domain.WeekDraft
	Copied  int
	Skipped []SkippedShift
}

// CopySource is what to copy: a published week (FromWeek) or a template (TemplateID);
// exactly one.
type CopySource struct {
	FromWeek   *domain.Date
	TemplateID *int64
}

// CopyIntoDraft adds the shifts of a published week or a template to the target week's
// draft, day for day, skipping people who are deleted or on approved time off that day.
// The target's existing shifts stay; conflicts show on the draft. Managers only. Errors:
// Forbidden; Invalid (weeks not starting on the workplace's first day, not exactly one
// source); NotFound (template).
func (s *Service) CopyIntoDraft(ctx context.Context, actor *domain.User, target domain.Date, src CopySource) (*CopyResult, error) {
	if err := actor.Allow(domain.ScopeScheduleWrite); err != nil {
		return nil, err
	}
	if err := s.checkDraftWeek(actor, target); err != nil {
		return nil, err
	}
	if (src.FromWeek == nil) == (src.TemplateID == nil) {
		return nil, domain.Errorf(domain.Invalid, "Copy from either a week or a template.")
	}
	if src.FromWeek != nil && !s.Weeks().IsStart(*src.FromWeek) {
		return nil, s.Weeks().NotAStart(*src.FromWeek)
	}
	res := &CopyResult{Skipped: []SkippedShift{}}
	draft, err := s.editDraft(ctx, actor, target, nil, DraftView{}, func(q *Tx, _ *domain.WeekDraft) error {
		source, err := copySource(ctx, q.Q, src)
		if err != nil {
			return err
		}
		m, err := permission.ManagerScope(ctx, q.Q, actor)
		if err != nil {
			return err
		}
		adds, skipped, err := planCopy(ctx, q.Q, target, source, m)
		if err != nil {
			return err
		}
		if len(adds) == 0 && m.Limited() && slices.ContainsFunc(skipped, func(sk SkippedShift) bool { return sk.Reason == SkipOutside }) {
			return errCopyOutside
		}
		ids, err := q.NewShiftIDs(ctx, len(adds))
		if err != nil {
			return err
		}
		for i := range adds {
			adds[i].ShiftID = ids[i]
		}
		res.Copied, res.Skipped = len(adds), skipped
		from := map[string]any{"template": src.TemplateID}
		if src.FromWeek != nil {
			from = map[string]any{"week": src.FromWeek.String()}
		}
		q.Audit(Audit{Action: "draft.copy", Object: "draft", ID: target,
			Say:   say("AuditCopiedShifts", map[string]any{"Count": len(adds), "Week": auditDay{Day: target}}),
			After: map[string]any{"from": from, "copied": len(adds), "skipped": len(skipped)}})
		return q.SaveDraftChanges(ctx, target, adds)
	})
	if err != nil {
		return nil, err
	}
	res.Draft = draft
	return res, nil
}

// copySource reads the shifts to copy, by day of the week.
func copySource(ctx context.Context, q store.Q, src CopySource) ([]domain.TemplateShift, error) {
	if src.TemplateID != nil {
		if _, err := q.TemplateByID(ctx, *src.TemplateID); err != nil {
			return nil, err
		}
		return q.TemplateShifts(ctx, *src.TemplateID)
	}
	sched, err := q.ScheduleByWeek(ctx, *src.FromWeek)
	if domain.KindOf(err) == domain.NotFound {
		return nil, domain.Errorf(domain.Invalid, "The week of %s has no published schedule to copy.", src.FromWeek.ShortLabel())
	}
	if err != nil {
		return nil, err
	}
	shifts, err := q.ShiftsOfSchedules(ctx, []int64{sched.ID})
	if err != nil {
		return nil, err
	}
	return templateShiftsOf(shifts), nil
}

func templateShiftsOf(shifts []domain.Shift) []domain.TemplateShift {
	out := make([]domain.TemplateShift, 0, len(shifts))
	for _, sh := range shifts {
		ts := domain.TemplateShift{DayKey: sh.DayKey, StartTime: sh.StartTime, EndTime: sh.EndTime, Position: sh.Position,
			ShiftStructure: sh.ShiftStructure}
		if sh.UserID != 0 {
			uid := sh.UserID
			ts.UserID = &uid
		}
		out = append(out, ts)
	}
	return out
}

var errCopyOutside = domain.Errorf(domain.Forbidden,
	"You manage only some locations, and every shift to copy is at another location or of people who do not work at yours; ask a manager of every location to copy it.")

// planCopy decides, in two statements, which source shifts the target week gets: of
// a limited manager (m), only those they manage.
func planCopy(ctx context.Context, q store.Q, target domain.Date, source []domain.TemplateShift, m *domain.ManagerScope) ([]domain.DraftChange, []SkippedShift, error) {
	var ids []int64
	for _, ts := range source {
		if ts.UserID != nil {
			ids = append(ids, *ts.UserID)
		}
	}
	users, err := q.UsersByIDs(ctx, ids)
	if err != nil {
		return nil, nil, err
	}
	byID := map[int64]*domain.User{}
	for i := range users {
		byID[users[i].ID] = &users[i]
	}
	off, err := q.TimeOffBetween(ctx, target, target.AddDays(6), domain.TimeOffApproved)
	if err != nil {
		return nil, nil, err
	}
	offOf := map[int64][]domain.TimeOffRequest{}
	for _, r := range off {
		offOf[r.UserID] = append(offOf[r.UserID], r)
	}
	// A whole day off, or part of one, that the copied shift would overlap.
	isOff := func(user int64, date domain.Date, start, end domain.TimeOfDay) bool {
		for _, r := range offOf[user] {
			if domain.ShiftInterval(date, start, end).Overlaps(r.Interval()) {
				return true
			}
		}
		return false
	}
	adds := []domain.DraftChange{}
	skipped := []SkippedShift{}
	for _, ts := range source {
		date := domain.DateInWeek(target, ts.DayKey)
		c := domain.DraftChange{WeekStarting: target, Op: domain.DraftAdd, DayKey: ts.DayKey, Date: date,
			UserID: ts.UserID, StartTime: ts.StartTime, EndTime: ts.EndTime, Version: 1, ShiftStructure: ts.ShiftStructure}
		skip := SkippedShift{UserID: deref(ts.UserID), Date: date, StartTime: ts.StartTime, EndTime: ts.EndTime,
			Reason: SkipOutside, Message: "This shift is at a location you do not manage, or its person does not work at yours."}
		u := byID[skip.UserID]
		switch {
		case !m.Shift(ts.LocationID, skip.UserID):
			if u != nil {
				skip.UserName = u.Name
			}
		case ts.UserID == nil:
			adds = append(adds, c)
			continue
		case u == nil || u.DeletedAt != nil:
			if u != nil {
				skip.UserName = u.Name
			}
			skip.Reason = SkipDeleted
			skip.Message = fmt.Sprintf("%s no longer works here.", nameOr(skip.UserName))
		case isOff(u.ID, date, ts.StartTime, ts.EndTime):
			skip.UserName = u.Name
			skip.Reason = SkipTimeOff
			skip.Message = fmt.Sprintf("%s has approved time off on %s %s.", u.Name, domain.DayName(ts.DayKey), date.ShortLabel())
		default:
			adds = append(adds, c)
			continue
		}
		skipped = append(skipped, skip)
	}
	return adds, skipped, nil
}

func nameOr(name string) string {
	if name == "" {
		return "The person"
	}
	return name
}

// Templates returns every saved template, by name. Managers only. Errors: Forbidden.
func (s *Service) Templates(ctx context.Context, actor *domain.User) ([]domain.Template, error) {
	if err := actor.Allow(domain.ScopeScheduleRead); err != nil {
		return nil, err
	}
	if err := permission.RequireManager(actor); err != nil {
		return nil, err
	}
	return s.store.Q().Templates(ctx)
}

func templateName(name string) (string, error) {
	name = strings.TrimSpace(name)
	if name == "" || len([]rune(name)) > 100 {
		return "", domain.Errorf(domain.Invalid, "A template name must be 1 to 100 characters.")
	}
	if err := domain.CheckDirection(name); err != nil {
		return "", err
	}
	return name, nil
}

// SaveTemplate saves the week as managers see it (its draft, or the published week when
// it has no draft) as a named template. Managers only. Errors: Forbidden; Invalid (name
// blank, too long or taken; week not starting on the workplace's first day).
func (s *Service) SaveTemplate(ctx context.Context, actor *domain.User, name string, week domain.Date) (*domain.Template, error) {
	if err := actor.Allow(domain.ScopeScheduleWrite); err != nil {
		return nil, err
	}
	if err := s.checkDraftWeek(actor, week); err != nil {
		return nil, err
	}
	name, err := templateName(name)
	if err != nil {
		return nil, err
	}
	var out *domain.Template
	err = s.Changes().Run(ctx, actor, func(q *Tx) error {
		d, err := s.loadDraft(ctx, q.Q, week, uncheckedDraft)
		if err != nil {
			return err
		}
		live, err := managedShifts(ctx, q.Q, actor, d.Live())
		if err != nil {
			return err
		}
		id, err := q.InsertTemplate(ctx, name, templateShiftsOf(live))
		if err != nil {
			return err
		}
		q.Audit(Audit{Action: "template.save", Object: "template", ID: id, Say: say("AuditSavedTemplate", map[string]any{"Name": name}),
			After: map[string]any{"name": name, "week": week.String()}})
		out, err = q.TemplateByID(ctx, id)
		return err
	})
	return out, err
}

// RenameTemplate renames a template. Managers only. Errors: Forbidden; Invalid (name);
// NotFound.
func (s *Service) RenameTemplate(ctx context.Context, actor *domain.User, id int64, name string) (*domain.Template, error) {
	if err := actor.Allow(domain.ScopeScheduleWrite); err != nil {
		return nil, err
	}
	if err := permission.RequireManager(actor); err != nil {
		return nil, err
	}
	name, err := templateName(name)
	if err != nil {
		return nil, err
	}
	var out *domain.Template
	err = s.Changes().Run(ctx, actor, func(q *Tx) error {
		old, err := q.TemplateByID(ctx, id)
		if err != nil {
			return err
		}
		if err := mayChangeTemplate(ctx, q.Q, actor, id); err != nil {
			return err
		}
		if err := q.RenameTemplate(ctx, id, name); err != nil {
			return err
		}
		q.Audit(Audit{Action: "template.rename", Object: "template", ID: id, Say: say("AuditRenamedTemplate", map[string]any{"From": old.Name, "To": name}),
			Before: map[string]any{"name": old.Name}, After: map[string]any{"name": name}})
		out, err = q.TemplateByID(ctx, id)
		return err
	})
	return out, err
}

// DeleteTemplate removes a template. Managers only (a limited manager: one holding only
// shifts they manage). Errors: Forbidden; NotFound.
func (s *Service) DeleteTemplate(ctx context.Context, actor *domain.User, id int64) error {
	if err := actor.Allow(domain.ScopeScheduleWrite); err != nil {
		return err
	}
	if err := permission.RequireManager(actor); err != nil {
		return err
	}
	return s.Changes().Run(ctx, actor, func(q *Tx) error {
		old, err := q.TemplateByID(ctx, id)
		if err != nil {
			return err
		}
		if err := mayChangeTemplate(ctx, q.Q, actor, id); err != nil {
			return err
		}
		q.Audit(Audit{Action: "template.delete", Object: "template", ID: id, Say: say("AuditDeletedTemplate", map[string]any{"Name": old.Name}),
			Before: map[string]any{"name": old.Name}})
		return q.DeleteTemplate(ctx, id)
	})
}

// managedShifts keeps the shifts a limited manager manages: what they save of a week.
func managedShifts(ctx context.Context, q store.Q, actor *domain.User, shifts []domain.Shift) ([]domain.Shift, error) {
	m, err := permission.ManagerScope(ctx, q, actor)
	if err != nil || !m.Limited() {
		return shifts, err
	}
	return slices.DeleteFunc(slices.Clone(shifts), func(sh domain.Shift) bool { return !m.Shift(sh.LocationID, sh.UserID) }), nil
}

// mayChangeTemplate refuses a limited manager renaming or deleting a template that holds
// shifts they do not manage: someone else's work.
func mayChangeTemplate(ctx context.Context, q store.Q, actor *domain.User, id int64) error {
	m, err := permission.ManagerScope(ctx, q, actor)
	if err != nil || !m.Limited() {
		return err
	}
	shifts, err := q.TemplateShifts(ctx, id)
	if err != nil {
		return err
	}
	for _, sh := range shifts {
		if !m.Shift(sh.LocationID, deref(sh.UserID)) {
			return domain.Errorf(domain.Forbidden,
				"You manage only some locations, and this template holds shifts at another location or of people who do not work at yours; ask a manager of every location to change it.")
		}
	}
	return nil
}
