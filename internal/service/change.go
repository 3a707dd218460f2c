package service

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strconv"

	"github.com/lib/pq"

	"github.com/shiftsched/shiftsched/internal/domain"
	"github.com/shiftsched/shiftsched/internal/i18n"
	"github.com/shiftsched/shiftsched/internal/store"
)

// The one write path. Every state change runs through Service.change, which gives it a
// Tx: the transaction (store.Q) plus what the change records besides itself (audit
// entries, notifications with their e-mail, webhook events). The read-cache data version
// is bumped by a trigger in the same transaction. A change that records no audit entry
// is rolled back with an internal error, so forgetting the audit fails every test that
// makes that change.

// Tx is one state change in progress. Store calls go straight to the embedded store.Q.
type Tx struct {
	store.Q
	ctx    context.Context
	s      *Service
	actor  *domain.User // nil: nobody signed in (register, password reset)
	audits []domain.AuditEntry
	events []pendingEvent
	// notified are the users the change notified (notify)
	notified []int64
	err      error // the first error of a record call, returned at commit
	noop     bool  // the change turned out to change nothing worth an entry
}

type pendingEvent struct {
	kind domain.WebhookEventKind
	data any
}

// Audit is one audit entry as a change records it.
type Audit struct {
	Action  string // "area.verb", e.g. "schedule.publish"
	Object  string // the kind of object changed, e.g. "schedule"
	ID      any    // the object's id (printed with %v); nil: none
	Summary string // what was done, for people, e.g. "Published the week of Friday 27 November"; the reader adds who
	Say     said   // the same as a catalogue text, read in each reader's language; Summary is then its English
	// Before and After are the compact states around the change, marshalled to JSON;
	// nil leaves one out (nothing before a creation, nothing after a deletion).
	Before, After any
}

// change runs fn as one state change by actor in one transaction, retried when
// PostgreSQL breaks a deadlock or serialization conflict. It commits only when fn
// succeeds and recorded at least one audit entry.
func (s *Service) change(ctx context.Context, actor *domain.User, fn func(q *Tx) error) error {
	var q *Tx
	err := s.inTxRetry(ctx, func(sq store.Q) error {
		q = &Tx{Q: sq, ctx: ctx, s: s, actor: actor}
		if err := fn(q); err != nil {
			return err
		}
		return q.finish()
	})
	if err == nil {
		// Their next poll here reads what changed, without waiting for the database to
		// announce it (which also tells the other instances).
		s.sessionsChanged(q.sessionsTouched()...)
		// Notifications and invitations queue e-mail in the change.
		s.outbox.Wake()
	}
	return err
}

// sessionsTouched returns the users whose poll the change may have changed: the actor,
// everyone it notified and every user it changed (their audit entries name them).
func (q *Tx) sessionsTouched() []int64 {
	ids := slices.Clone(q.notified)
	if q.actor != nil {
		ids = append(ids, q.actor.ID)
	}
	for _, a := range q.audits {
		if a.ObjectType == "user" {
			if id, err := strconv.ParseInt(a.ObjectID, 10, 64); err == nil {
				ids = append(ids, id)
			}
		}
	}
	return ids
}

// audit records an entry of the change.
func (q *Tx) audit(a Audit) {
	e := domain.AuditEntry{At: q.s.now(), Action: a.Action, ObjectType: a.Object, Summary: a.Summary}
	if q.actor != nil {
		e.ActorID, e.ActorName = &q.actor.ID, q.actor.Name
	}
	if a.ID != nil {
		e.ObjectID = fmt.Sprint(a.ID)
	}
	e.Before, e.After = q.marshal(a.Before), q.marshal(a.After)
	if a.Say.Key != "" {
		e.MessageKey, e.MessageArgs = &a.Say.Key, q.marshal(a.Say.Args)
		e.Summary = a.Say.english(e.MessageArgs)
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

// unchanged says that this run changed nothing a person did (at most housekeeping), so
// it needs no audit entry. Call it only on paths that write no state of their own.
func (q *Tx) unchanged() { q.noop = true }

// emit records a webhook event of the change: one outbox delivery per endpoint that
// listens to kind, written at commit.
func (q *Tx) emit(kind domain.WebhookEventKind, data any) {
	q.events = append(q.events, pendingEvent{kind, data})
}

var errNoAudit = errors.New("service: a state change recorded no audit entry")

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
		if events[i], err = q.s.webhookEvent(ev.kind, ev.data); err != nil {
			return err
		}
	}
	// The audit entries and the webhook deliveries go in one statement.
	return q.RecordChange(q.ctx, q.audits, events, q.s.now())
}

// inTxRetry runs fn in a transaction like store.InTx, running it again (at most three
// times in all) when PostgreSQL aborted it to break a deadlock or a serialization
// conflict with a concurrent transaction. Rows locked in a different order by two
// writers (a publish and an approval, say) then cost a retry, never a 500.
func (s *Service) inTxRetry(ctx context.Context, fn func(q store.Q) error) error {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		err = s.store.InTx(ctx, fn)
		var pqErr *pq.Error
		if !errors.As(err, &pqErr) || (pqErr.Code != "40P01" && pqErr.Code != "40001") {
			return err
		}
		s.log.WarnContext(ctx, "transaction retried", "code", string(pqErr.Code), "attempt", attempt+1)
	}
	return err
}

// addressed is one notice for one person.
type addressed struct {
	userID int64
	notice
}

// notifyEach records each notice for its person, in that person's language, in the
// change's transaction, and in the same transaction queues the e-mail to those who want
// that kind by e-mail now, the item of the next digest to those who want it in their
// digest, and a push to each device of those who want it pushed. It is the one way
// notifications are written, so no change can record one and forget its e-mail. It runs
// two statements (who wants what in which language, then one batch of writes), however
// many people and kinds it tells.
func (q *Tx) notifyEach(notes []addressed) error {
	if len(notes) == 0 {
		return nil
	}
	to, err := q.recipients(notes)
	if err != nil {
		return err
	}
	b := store.NoteBatch{Notes: make([]store.Note, len(notes)), Now: q.s.now()}
	for i, n := range notes {
		r, ok := to[recipientKey{n.userID, n.kind}] // not ok: a deleted person, told in English
		l := i18n.ForPerson(r.Language, r.Clock)
		b.Notes[i] = store.Note{UserID: n.userID, Kind: n.kind, Message: n.message.Render(l), Link: n.link, About: n.about}
		q.notified = append(q.notified, n.userID)
		switch {
		case !ok || r.Delivery == domain.DeliverInApp:
		case r.Delivery == domain.DeliverDigest:
			b.Digest = append(b.Digest, b.Notes[i])
		case r.Delivery == domain.DeliverPush:
			b.Push = append(b.Push, b.Notes[i])
		default:
			m, err := q.s.emails.Notification(l, &r.User, n.kind, b.Notes[i].Message, n.link)
			if err != nil {
				return err
			}
			p, err := json.Marshal(m)
			if err != nil {
				return err
			}
			b.Emails = append(b.Emails, p)
		}
	}
	return q.InsertNoteBatch(q.ctx, b)
}

type recipientKey struct {
	userID int64
	kind   domain.NotificationKind
}

// recipients returns, by person and kind, how the notes' people get their kind (in the
// app alone, by e-mail, digest or push) and in which language: one query for every kind.
func (q *Tx) recipients(notes []addressed) (map[recipientKey]store.Recipient, error) {
	seen := map[recipientKey]bool{}
	var asks []store.RecipientAsk
	for _, n := range notes {
		k := recipientKey{n.userID, n.kind}
		if !seen[k] {
			seen[k] = true
			asks = append(asks, store.RecipientAsk{UserID: n.userID, Kind: n.kind,
				Default: domain.DefaultDelivery(n.kind), DefaultWithDevice: domain.DefaultDeliveryWithDevice(n.kind)})
		}
	}
	rs, err := q.NotifyRecipientsOf(q.ctx, asks)
	if err != nil {
		return nil, err
	}
	out := make(map[recipientKey]store.Recipient, len(rs))
	for _, r := range rs {
		out[recipientKey{r.ID, r.Kind}] = r.Recipient
	}
	return out, nil
}

// randomID returns n random bytes in hex.
func randomID(n int) string {
	b := make([]byte, n)
	rand.Read(b)
	return hex.EncodeToString(b)
}
