package service

import (
	"context"
	"strings"
	"unicode/utf8"

	"github.com/shiftsched/shiftsched/internal/domain"
	"github.com/shiftsched/shiftsched/internal/permission"
)

// MaxEventTitle is the longest event title, in characters, after trimming.
const MaxEventTitle = 200

// CreateEvent adds a calendar event; one per date and type. Managers of every location. Errors:
// Forbidden; Invalid (no date, blank or too long title, unknown type, "An event of type
// 'X' already exists on this date.").
func (s *Service) CreateEvent(ctx context.Context, actor *domain.User, date domain.Date, title string, typ domain.EventType) (*domain.Event, error) {
	if err := actor.Allow(domain.ScopeScheduleWrite); err != nil {
		return nil, err
	}
	if err := permission.RequireManager(actor); err != nil {
		return nil, err
	}
	if err := permission.RequireEveryLocation(ctx, s.store.Q(), actor, "change calendar events"); err != nil {
		return nil, err
	}
	title, err := checkEvent(date, title, typ)
	if err != nil {
		return nil, err
	}
	var e *domain.Event
	err = s.Changes().Run(ctx, actor, func(q *Tx) error {
		var err error
		if e, err = q.InsertEvent(ctx, date, title, typ); err != nil {
			return err
		}
		q.Audit(Audit{Action: "event.create", Object: "event", ID: e.ID, Say: say("AuditAddedEvent", map[string]any{"Title": title, "Day": auditDay{Day: date}}),
			After: eventJSON(e)})
		return nil
	})
	if err != nil {
		return nil, err
	}
	return e, nil
}

// DeleteEvent removes a calendar event. Managers of every location. Errors: Forbidden; NotFound
// "Event not found".
func (s *Service) DeleteEvent(ctx context.Context, actor *domain.User, id int64) error {
	if err := actor.Allow(domain.ScopeScheduleWrite); err != nil {
		return err
	}
	if err := permission.RequireManager(actor); err != nil {
		return err
	}
	if err := permission.RequireEveryLocation(ctx, s.store.Q(), actor, "change calendar events"); err != nil {
		return err
	}
	return s.Changes().Run(ctx, actor, func(q *Tx) error {
		e, err := q.DeleteEvent(ctx, id)
		if err != nil {
			return err
		}
		q.Audit(Audit{Action: "event.delete", Object: "event", ID: e.ID, Say: say("AuditRemovedEvent", map[string]any{"Title": e.Title, "Day": auditDay{Day: e.Date}}),
			Before: eventJSON(e)})
		return nil
	})
}

// checkEvent is the rule for an event's fields, on adding and on editing it; it returns the
// title trimmed.
func checkEvent(date domain.Date, title string, typ domain.EventType) (string, error) {
	if date.IsZero() {
		return "", domain.Errorf(domain.Invalid, "A valid date (YYYY-MM-DD) is required.")
	}
	title = strings.TrimSpace(title)
	if title == "" {
		return "", domain.Errorf(domain.Invalid, "Please enter a title for the event.")
	}
	if utf8.RuneCountInString(title) > MaxEventTitle {
		return "", domain.Errorf(domain.Invalid, "The event title must be at most %d characters long.", MaxEventTitle)
	}
	if err := domain.CheckDirection(title); err != nil {
		return "", err
	}
	if !typ.Valid() {
		return "", domain.Errorf(domain.Invalid, "Event type must be MEETING, MANDATORY or PTO_RESTRICTED.")
	}
	return title, nil
}

// UpdateEvent changes a calendar event's date, title and type, under the rules of
// CreateEvent (one event per date and type). Managers of every location. Errors: Forbidden; NotFound
// "Event not found"; Invalid as for CreateEvent.
func (s *Service) UpdateEvent(ctx context.Context, actor *domain.User, id int64, date domain.Date, title string, typ domain.EventType) (*domain.Event, error) {
	if err := actor.Allow(domain.ScopeScheduleWrite); err != nil {
		return nil, err
	}
	if err := permission.RequireManager(actor); err != nil {
		return nil, err
	}
	if err := permission.RequireEveryLocation(ctx, s.store.Q(), actor, "change calendar events"); err != nil {
		return nil, err
	}
	title, err := checkEvent(date, title, typ)
	if err != nil {
		return nil, err
	}
	var e *domain.Event
	err = s.Changes().Run(ctx, actor, func(q *Tx) error {
		was, err := q.EventForUpdate(ctx, id)
		if err != nil {
			return err
		}
		if e, err = q.UpdateEvent(ctx, id, date, title, typ); err != nil {
			return err
		}
		q.Audit(Audit{Action: "event.update", Object: "event", ID: id, Say: eventChange(was, e),
			Before: eventJSON(was), After: eventJSON(e)})
		return nil
	})
	if err != nil {
		return nil, err
	}
	return e, nil
}

// eventChange says what editing the event from was to now changed, e.g. "Changed the
// event Party on Thursday 24 December: renamed it Winter party, moved it to Friday 25
// December".
func eventChange(was, now *domain.Event) said {
	var parts auditList
	if now.Title != was.Title {
		parts = append(parts, say("AuditEventRenamed", map[string]any{"Title": now.Title}))
	}
	if now.Date != was.Date {
		parts = append(parts, say("AuditEventMoved", map[string]any{"Day": auditDay{Day: now.Date}}))
	}
	if now.Type != was.Type {
		parts = append(parts, say("AuditEventMadeType", map[string]any{"Type": auditWord{Key: eventTypeWords[now.Type]}}))
	}
	what := map[string]any{"Title": was.Title, "Day": auditDay{Day: was.Date}}
	if len(parts) == 0 {
		return say("AuditSavedEventUnchanged", what)
	}
	what["Changes"] = parts
	return say("AuditChangedEvent", what)
}

// eventTypeWords are the catalogue texts that name the kinds of event in a sentence.
var eventTypeWords = map[domain.EventType]string{
	domain.EventMeeting:       "AuditEventTypeMeeting",
	domain.EventMandatory:     "AuditEventTypeMandatory",
	domain.EventPTORestricted: "AuditEventTypePTORestricted",
}

func eventJSON(e *domain.Event) map[string]any {
	return map[string]any{"date": e.Date.String(), "title": e.Title, "type": e.Type}
}

// Events returns the events dated from..to (inclusive, at most domain.MaxRangeDays days), by
// date. Any signed-in user. Errors: Invalid (range backwards or too long).
func (s *Service) Events(ctx context.Context, actor *domain.User, from, to domain.Date) ([]domain.Event, error) {
	if err := actor.Allow(domain.ScopeScheduleRead); err != nil {
		return nil, err
	}
	if err := domain.CheckRange(from, to); err != nil {
		return nil, err
	}
	return s.store.Q().EventsBetween(ctx, from, to)
}
