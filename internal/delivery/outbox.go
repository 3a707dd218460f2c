package delivery

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"net/http"
	"strings"
	"sync"
	"time"

	"github.com/shiftsched/shiftsched/internal/domain"
	"github.com/shiftsched/shiftsched/internal/emails"
	"github.com/shiftsched/shiftsched/internal/mail"
	"github.com/shiftsched/shiftsched/internal/store"
	"github.com/shiftsched/shiftsched/internal/workzone"
)

// The outbox: rows written in the transaction of the change that causes them, delivered
// by workers on every instance. A row is locked (FOR UPDATE SKIP LOCKED) for the whole
// attempt, so two workers never deliver the same row; a crash between sending and
// committing is the one case where a message can go out twice.
//
// E-mail and webhooks have workers of their own: a webhook endpoint may take its full
// timeout to answer, and e-mail (invitations, reset links) must not wait behind it.
// Webhook workers also hold the endpoint while delivering to it, so one slow endpoint
// occupies one of them at most, on all instances together. Push workers likewise hold
// the device and a slot of its host (two a host), so one person's slow devices, or one
// slow push service, leave the other push workers to everyone else (see push.go).

// Outbox delivers the rows of the outbox: e-mail, webhooks, and the daily digests it
// turns into e-mail. It decides nothing: what to send was decided, and recorded, by
// the change that wrote the row.
type Outbox struct {
	store  *store.Store
	mail   mail.Sender
	emails emails.Writer
	log    *slog.Logger
	now    func() time.Time
	zone   *workzone.Zone
	// allowPrivate lets webhooks reach private addresses (tests, development).
	allowPrivate bool
	client       *http.Client
	pushClient   *http.Client  // as client, with a shorter deadline
	emailQueued  chan struct{} // wakes the e-mail worker (Wake)
	pushQueued   chan struct{} // wakes a push worker (Wake, and a worker that found work)
	push         *PushKeys     // nil: this server does not push
}

// Deps is what an Outbox needs.
type Deps struct {
	Store  *store.Store
	Mail   mail.Sender
	Emails emails.Writer // renders the digests
	Log    *slog.Logger
	Now    func() time.Time // nil means time.Now
	Zone   *workzone.Zone   // whose day a digest is of; nil means UTC
	// AllowPrivate lets webhooks reach loopback, private and link-local addresses, over
	// plain http too: for tests and development only.
	AllowPrivate bool
	// Push is the VAPID key pair that signs pushes; nil runs no push worker.
	Push *PushKeys
}

// New returns an Outbox; run its workers with Run.
func New(d Deps) *Outbox {
	if d.Now == nil {
		d.Now = time.Now
	}
	if d.Log == nil {
		d.Log = slog.Default()
	}
	o := &Outbox{store: d.Store, mail: d.Mail, emails: d.Emails, log: d.Log, now: d.Now, zone: d.Zone,
		allowPrivate: d.AllowPrivate, emailQueued: make(chan struct{}, 1), pushQueued: make(chan struct{}, 1), push: d.Push}
	refuse := refuseForbidden
	if d.AllowPrivate {
		refuse = nil
	}
	o.client, o.pushClient = newWebhookClient(refuse), newDeliveryClient(refuse, pushTimeout)
	return o
}

const (
	// outboxAttemptTimeout bounds one delivery attempt, and a batch's attempts together
	// (after its first), and so how long a row is locked.
	outboxAttemptTimeout = 30 * time.Second
	// emailBatch is how many due e-mails one transaction claims, sends and records: a
	// publish queues one per person told, and claiming and recording them together
	// takes five statements a batch instead of five an e-mail.
	emailBatch = 20
	// outboxFirstRetry is the wait after the first failure; each failure doubles it, up
	// to outboxMaxRetry.
	outboxFirstRetry = 30 * time.Second
	outboxMaxRetry   = time.Hour
	// outboxGiveUp is how long after a row was written the worker stops trying.
	outboxGiveUp = 24 * time.Hour
	// outboxPoll is how often an idle worker looks for due rows and digests.
	outboxPoll = 2 * time.Second
	// Delivered rows are kept a week (for looking into "I never got it"), rows given up
	// on 30 days (the managers' failure view); older ones are pruned every outboxPrune.
	outboxKeepDelivered = 7 * 24 * time.Hour
	outboxKeepFailed    = 30 * 24 * time.Hour
	outboxPrune         = time.Hour
	// webhookWorkers is how many endpoints one instance delivers to at once.
	webhookWorkers = 4
)

// Run runs this instance's delivery workers until ctx ends: one that queues due
// digests, prunes old rows and sends e-mail, webhookWorkers that deliver webhooks, and
// pushWorkers that push to devices (when push is set up).
// Every instance runs them.
func (o *Outbox) Run(ctx context.Context) {
	var wg sync.WaitGroup
	wg.Go(func() {
		var pruned time.Time
		o.runWorker(ctx, "e-mail", outboxPoll, o.emailQueued, func() {
			if err := o.SendDueDigests(ctx); err != nil && ctx.Err() == nil {
				o.log.Error("digest worker", "err", err)
			}
			if now := o.now(); now.Sub(pruned) >= outboxPrune {
				pruned = now
				if err := o.PruneOutbox(ctx); err != nil && ctx.Err() == nil {
					o.log.Error("outbox prune", "err", err)
				}
			}
		}, o.DeliverNextEmail)
	})
	for range webhookWorkers {
		wg.Go(func() { o.runWorker(ctx, "webhook", outboxPoll, nil, func() {}, o.DeliverNextWebhook) })
	}
	if o.push != nil {
		// One push worker polls; the others wait to be woken (by a change, or by a worker
		// that found work) from the start, so that twelve idle workers cost little and an
		// instance that starts does not open a dozen connections at once (its first
		// readiness check, which needs one too, then took over half a second).
		for i := range pushWorkers {
			poll := outboxPoll
			if i > 0 {
				poll = pushIdlePoll
			}
			wg.Go(func() {
				if i > 0 && !o.waitForPush(ctx, poll) {
					return
				}
				o.runWorker(ctx, "push", poll, o.pushQueued, func() {}, o.DeliverNextPush)
			})
		}
	}
	wg.Wait()
}

// waitForPush waits until a push worker is woken or every has passed, and reports
// whether ctx is still going.
func (o *Outbox) waitForPush(ctx context.Context, every time.Duration) bool {
	select {
	case <-ctx.Done():
		return false
	case <-o.pushQueued:
	case <-time.After(every):
	}
	return true
}

// runWorker delivers with next until nothing is due, then waits for wake or the next
// poll (one each every, which also runs chores), until ctx ends.
func (o *Outbox) runWorker(ctx context.Context, name string, every time.Duration, wake <-chan struct{}, chores func(), next func(context.Context) (bool, error)) {
	poll := time.NewTicker(every)
	defer poll.Stop()
	chores()
	for {
		for {
			ok, err := next(ctx)
			if err != nil && ctx.Err() == nil {
				o.log.Error("outbox worker", "channel", name, "err", err)
			}
			if !ok || err != nil {
				break
			}
		}
		select {
		case <-ctx.Done():
			return
		case <-poll.C:
			chores()
		case <-wake:
		}
	}
}

// Wake wakes this instance's e-mail and push workers after a change committed, so that what the
// change queued goes out now rather than at the next poll. Wakes while the worker is
// busy fold into one; a needless one costs one indexed query.
func (o *Outbox) Wake() {
	for _, c := range []chan struct{}{o.emailQueued, o.pushQueued} {
		select {
		case c <- struct{}{}:
		default:
		}
	}
}

// DeliverNext makes one attempt at the e-mail due first, or when none is due, at
// the webhook delivery due first, and reports whether there was one.
func (o *Outbox) DeliverNext(ctx context.Context) (bool, error) {
	if ok, err := o.DeliverNextEmail(ctx); ok || err != nil {
		return ok, err
	}
	return o.DeliverNextWebhook(ctx)
}

// DeliverNextEmail makes one attempt at the e-mail due first, and reports whether there
// was one. The attempt is recorded whatever its outcome.
func (o *Outbox) DeliverNextEmail(ctx context.Context) (bool, error) {
	return o.attemptOutbox(ctx, func(q store.Q) ([]domain.OutboxItem, error) { return q.ClaimEmails(ctx, o.now(), emailBatch) })
}

// DeliverNextWebhook makes one attempt at the webhook delivery due first among the
// endpoints no worker is delivering to, and reports whether there was one. The attempt
// is recorded whatever its outcome.
func (o *Outbox) DeliverNextWebhook(ctx context.Context) (bool, error) {
	return o.attemptOutbox(ctx, one(func(q store.Q) (*domain.OutboxItem, error) { return q.ClaimWebhookDelivery(ctx, o.now()) }))
}

// DeliverNow makes the first attempt at one row just written, unless a worker holds it
// already; a failure leaves it to the workers' retries.
func (o *Outbox) DeliverNow(ctx context.Context, id int64) error {
	_, err := o.attemptOutbox(ctx, one(func(q store.Q) (*domain.OutboxItem, error) { return q.ClaimOutboxRow(ctx, id, o.now()) }))
	return err
}

// one is a claim of at most one row as a claim of rows.
func one(claim func(store.Q) (*domain.OutboxItem, error)) func(store.Q) ([]domain.OutboxItem, error) {
	return func(q store.Q) ([]domain.OutboxItem, error) {
		it, err := claim(q)
		if it == nil || err != nil {
			return nil, err
		}
		return []domain.OutboxItem{*it}, nil
	}
}

// attemptOutbox makes one attempt at each row claim locks, if any, and records them
// together. Rows left when ctx ends are not attempted and stay due.
func (o *Outbox) attemptOutbox(ctx context.Context, claim func(store.Q) ([]domain.OutboxItem, error)) (bool, error) {
	claimed := false
	err := o.store.InTx(ctx, func(q store.Q) error {
		items, err := claim(q)
		if err != nil || len(items) == 0 {
			return err
		}
		claimed = true
		attempts := make([]store.OutboxAttempt, 0, len(items))
		deadline := time.Now().Add(outboxAttemptTimeout)
		gone := map[int64]bool{} // devices removed by this batch, with their rows
		for i := range items {
			if ctx.Err() != nil || i > 0 && time.Now().After(deadline) {
				break // the rest stay due, for the next claim
			}
			if dev := items[i].PushSubscriptionID; dev != nil && gone[*dev] {
				continue
			}
			a, kept := o.attempt(ctx, q, &items[i])
			if !kept {
				gone[*items[i].PushSubscriptionID] = true
				continue
			}
			attempts = append(attempts, a)
		}
		return q.RecordOutboxAttempts(ctx, attempts)
	})
	return claimed, err
}

// attempt delivers one row once and says how it went, or reports that the row is gone
// (a push to a device its push service forgot, removed with the device).
func (o *Outbox) attempt(ctx context.Context, q store.Q, it *domain.OutboxItem) (store.OutboxAttempt, bool) {
	// The attempt is recorded at its start: its end would tell a manager reading the
	// delivery log how long a connection took to fail.
	r := store.OutboxAttempt{ID: it.ID, OutboxResult: store.OutboxResult{At: o.now()}}
	actx, cancel := context.WithTimeout(ctx, outboxAttemptTimeout)
	failure := o.deliver(actx, q, it)
	cancel()
	if errors.Is(failure, errDeviceGone) {
		o.log.InfoContext(ctx, "push device removed", "outbox_id", it.ID, "host", it.Push.Host)
		return r, false
	}
	if failure != nil {
		r.Error = truncate(shownFailure(failure), 1000)
		r.Retry = retryAt(it, r.At)
		args := []any{"outbox_id", it.ID, "kind", it.Kind, "attempt", it.Attempts + 1, "gave_up", r.Retry == nil, "err", failure}
		if it.Push != nil {
			args = append(args, "host", it.Push.Host) // never the endpoint: it is a capability
		}
		o.log.WarnContext(ctx, "outbox delivery failed", args...)
	}
	return r, true
}

// deliver makes one attempt at a row, by its kind.
func (o *Outbox) deliver(ctx context.Context, q store.Q, it *domain.OutboxItem) error {
	switch it.Kind {
	case domain.OutboxWebhook:
		return o.deliverWebhook(ctx, q, it)
	case domain.OutboxPush:
		return o.deliverPush(ctx, q, it)
	case domain.OutboxEmail:
		var m mail.Message
		if err := json.Unmarshal(it.Payload, &m); err != nil {
			return fmt.Errorf("payload: %w", err)
		}
		return o.mail.Send(ctx, m)
	}
	return fmt.Errorf("unknown outbox kind %q", it.Kind)
}

// retryAt returns when to try a row again after its attempt at failed, or nil to give
// up: exponential backoff, until a day after the row was written.
func retryAt(it *domain.OutboxItem, at time.Time) *time.Time {
	wait := outboxFirstRetry
	for i := 0; i < it.Attempts && wait < outboxMaxRetry; i++ {
		wait *= 2
	}
	wait = min(wait, outboxMaxRetry)
	next := at.Add(wait)
	if next.Sub(it.CreatedAt) > outboxGiveUp {
		return nil
	}
	return &next
}

func truncate(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return strings.ToValidUTF8(s[:n], "")
}

// PruneOutbox deletes rows delivered over outboxKeepDelivered ago and rows given up
// over outboxKeepFailed ago, with their attempts, and the slots of push hosts no device
// uses. Safe on several instances at once.
func (o *Outbox) PruneOutbox(ctx context.Context) error {
	now := o.now()
	if err := o.store.Q().PruneOutbox(ctx, now.Add(-outboxKeepDelivered), now.Add(-outboxKeepFailed)); err != nil {
		return err
	}
	return o.store.Q().PrunePushHostSlots(ctx)
}
