package store

import (
	"context"

	"github.com/shiftsched/shiftsched/internal/domain"
)

const eventColumns = `id, event_date, title, type, created_at, updated_at`

// ErrEventNotFound is the answer for an event that does not exist.
var ErrEventNotFound = domain.Errorf(domain.NotFound, "Event not found")

// InsertEvent adds a calendar event; a second event of the same type on the same date is
// Invalid.
func (q Q) InsertEvent(ctx context.Context, date domain.Date, title string, typ domain.EventType) (*domain.Event, error) {
	var e domain.Event
	err := q.get(ctx, &e, nil, `
		INSERT INTO calendar_events (event_date, title, type) VALUES ($1, $2, $3)
		RETURNING `+eventColumns, date, title, typ)
	if IsUniqueViolation(err, "calendar_events_event_date_type_key") {
		return nil, domain.Errorf(domain.Invalid, "An event of type '%s' already exists on this date.", typ)
	}
	return &e, err
}

// DeleteEvent removes a calendar event and returns it; ErrEventNotFound when there is none.
func (q Q) DeleteEvent(ctx context.Context, id int64) (*domain.Event, error) {
	var e domain.Event
	if err := q.get(ctx, &e, ErrEventNotFound, `DELETE FROM calendar_events WHERE id = $1 RETURNING `+eventColumns, id); err != nil {
		return nil, err
	}
	return &e, nil
}

// EventForUpdate returns the event and locks it until the transaction ends;
// ErrEventNotFound when there is none.
func (q Q) EventForUpdate(ctx context.Context, id int64) (*domain.Event, error) {
	var e domain.Event
	if err := q.get(ctx, &e, ErrEventNotFound, `SELECT `+eventColumns+` FROM calendar_events WHERE id = $1 FOR UPDATE`, id); err != nil {
		return nil, err
	}
	return &e, nil
}

// UpdateEvent sets an event's date, title and type; another event of the same type on
// that date is Invalid.
func (q Q) UpdateEvent(ctx context.Context, id int64, date domain.Date, title string, typ domain.EventType) (*domain.Event, error) {
	var e domain.Event
	err := q.get(ctx, &e, ErrEventNotFound, `
		UPDATE calendar_events SET event_date = $2, title = $3, type = $4, updated_at = now()
		WHERE id = $1
		RETURNING `+eventColumns, id, date, title, typ)
	if IsUniqueViolation(err, "calendar_events_event_date_type_key") {
		return nil, domain.Errorf(domain.Invalid, "An event of type '%s' already exists on this date.", typ)
	}
	if err != nil {
		return nil, err
	}
	return &e, nil
}

// EventsBetween returns the events dated from..to (inclusive), by date, type and id.
func (q Q) EventsBetween(ctx context.Context, from, to domain.Date) ([]domain.Event, error) {
	events := []domain.Event{}
	err := q.sel(ctx, &events, `
		SELECT `+eventColumns+` FROM calendar_events
		WHERE event_date BETWEEN $1 AND $2
		ORDER BY event_date, type, id`, from, to)
	return events, err
}

// PTORestriction returns the first PTO_RESTRICTED event dated from..to, or nil when
// there is none.
func (q Q) PTORestriction(ctx context.Context, from, to domain.Date) (*domain.Event, error) {
	events := []domain.Event{}
	err := q.sel(ctx, &events, `
		SELECT `+eventColumns+` FROM calendar_events
		WHERE event_date BETWEEN $1 AND $2 AND type = 'PTO_RESTRICTED'
		ORDER BY event_date LIMIT 1`, from, to)
	if err != nil || len(events) == 0 {
		return nil, err
	}
	return &events[0], nil
}
