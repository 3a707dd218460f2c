package change

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"github.com/shiftsched/shiftsched/internal/domain"
	"github.com/shiftsched/shiftsched/internal/store"
)

// Tx is one state change in progress. Store calls go straight to the embedded store.Q.
type Tx struct {
	store.Q
	ctx    context.Context
	r      *Runner
	actor  *domain.User // nil: nobody signed in (register, password reset)
	audits []domain.AuditEntry
	events []pendingEvent
	// notified are the users the change notified (NotifyEach)
	notified []int64
	err      error // the first error of a record call, returned at commit
	noop     bool  // the change turned out to change nothing worth an entry
}

type pendingEvent struct {
	kind domain.WebhookEventKind
	data any
}

// Context is the context of the change's request.
func (q *Tx) Context() context.Context { return q.ctx }

// Actor is who makes the change; nil: nobody signed in.
func (q *Tx) Actor() *domain.User { return q.actor }

// ActAs makes u the change's actor: a person the change creates or signs in (sign-up,
// joining by invitation, a password reset) makes it themself.
func (q *Tx) ActAs(u *domain.User) { q.actor = u }

// Now is the time of the runner's clock.
func (q *Tx) Now() time.Time { return q.r.now() }

// Audit is one audit entry as a change records it.
type Audit struct {
	Action  string // "area.verb", e.g. "schedule.publish"
	Object  string // the kind of object changed, e.g. "schedule"
	ID      any    // the object's id (printed with %v); nil: none
	Summary string // what was done, for people, e.g. "Published the week of Friday 27 November"; the reader adds who
	Say     Said   // the same as a catalogue text, read in each reader's language; Summary is then its English
	// Before and After are the compact states around the change, marshalled to JSON;
	// nil leaves one out (nothing before a creation, nothing after a deletion).
	Before, After any
}

// Audit records an entry of the change.
func (q *Tx) Audit(a Audit) {
	e := domain.AuditEntry{At: q.r.now(), Action: a.Action, ObjectType: a.Object, Summary: a.Summary}
	if q.actor != nil {
		e.ActorID, e.ActorName = &q.actor.ID, q.actor.Name
	}
	if a.ID != nil {
		e.ObjectID = fmt.Sprint(a.ID)
	}
	e.Before, e.After = q.marshal(a.Before), q.marshal(a.After)
	if a.Say.Key != "" {
		e.MessageKey, e.MessageArgs = &a.Say.Key, q.marshal(a.Say.Args)
		e.Summary = q.r.english(a.Say.Key, e.MessageArgs)
	}
	q.audits = append(q.audits, e)
}

func (q *Tx) marshal(v any) []byte {
	if v == nil {
		return nil
	}
	b, err := json.Marshal(v)
	if err != nil && q.err == nil {
		q.err = fmt.Errorf("audit: %w", err)
	}
	return b
}

// Unchanged says that this run changed nothing a person did (at most housekeeping), so
// it needs no audit entry. Call it only on paths that write no state of their own.
func (q *Tx) Unchanged() { q.noop = true }

// Emit records a webhook event of the change: one outbox delivery per endpoint that
// listens to kind, written at commit.
func (q *Tx) Emit(kind domain.WebhookEventKind, data any) {
	q.events = append(q.events, pendingEvent{kind, data})
}

var errNoAudit = errors.New("change: a state change recorded no audit entry")

// finish writes what the change recorded, in its transaction.
func (q *Tx) finish() error {
	if q.err != nil {
		return q.err
	}
	if len(q.audits) == 0 && !q.noop {
		return errNoAudit
	}
	events := make([]store.WebhookEvent, len(q.events))
	for i, ev := range q.events {
		var err error
		if events[i], err = q.r.webhookEvent(ev.kind, ev.data); err != nil {
			return err
		}
	}
	// The audit entries and the webhook deliveries go in one statement.
	return q.RecordChange(q.ctx, q.audits, events, q.r.now())
}
