package change

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"errors"
	"log/slog"
	"slices"
	"strconv"
	"time"

	"github.com/lib/pq"

	"github.com/shiftsched/shiftsched/internal/domain"
	"github.com/shiftsched/shiftsched/internal/emails"
	"github.com/shiftsched/shiftsched/internal/store"
)

// Runner runs changes.
type Runner struct {
	store  *store.Store
	log    *slog.Logger
	now    func() time.Time
	outbox Outbox
	emails emails.Writer
	// sessionsChanged is told whose session or notifications a change touched.
	sessionsChanged func(userIDs ...int64)
	// english writes a catalogue text with its stored values in English: the summary
	// an audit entry keeps beside its key.
	english func(key string, args []byte) string
}

// Config is what a Runner needs. Store, Now, Log and English are required.
type Config struct {
	Store   *store.Store
	Log     *slog.Logger
	Now     func() time.Time
	Emails  emails.Writer
	English func(key string, args []byte) string
	// Outbox delivers what changes queue; nil: workers elsewhere deliver.
	Outbox Outbox
	// SessionsChanged, when set, is told after a change commits whose session data or
	// notifications it changed.
	SessionsChanged func(userIDs ...int64)
}

// New returns a Runner.
func New(c Config) *Runner {
	if c.Outbox == nil {
		c.Outbox = NoOutbox{}
	}
	if c.SessionsChanged == nil {
		c.SessionsChanged = func(...int64) {}
	}
	return &Runner{store: c.Store, log: c.Log, now: c.Now, outbox: c.Outbox, emails: c.Emails,
		sessionsChanged: c.SessionsChanged, english: c.English}
}

// Now is the runner's clock: the time its changes record, and the one every domain that
// writes through it decides by.
func (r *Runner) Now() time.Time { return r.now() }

// Outbox is the outbox the runner wakes after a change.
func (r *Runner) Outbox() Outbox { return r.outbox }

// Run runs fn as one state change by actor (nil: nobody signed in) in one transaction,
// retried when PostgreSQL breaks a deadlock or serialization conflict. It commits only
// when fn succeeds and recorded at least one audit entry (or called Unchanged).
func (r *Runner) Run(ctx context.Context, actor *domain.User, fn func(q *Tx) error) error {
	var q *Tx
	err := r.InTxRetry(ctx, func(sq store.Q) error {
		q = &Tx{Q: sq, ctx: ctx, r: r, actor: actor}
		if err := fn(q); err != nil {
			return err
		}
		return q.finish()
	})
	if err == nil {
		// Their next poll here reads what changed, without waiting for the database to
		// announce it (which also tells the other instances).
		r.sessionsChanged(q.sessionsTouched()...)
		// Notifications and invitations queue e-mail in the change.
		r.outbox.Wake()
	}
	return err
}

// InTxRetry runs fn in a transaction like store.InTx, running it again (at most three
// times in all) when PostgreSQL aborted it to break a deadlock or a serialization
// conflict with a concurrent transaction. Rows locked in a different order by two
// writers (a publish and an approval, say) then cost a retry, never a 500.
func (r *Runner) InTxRetry(ctx context.Context, fn func(q store.Q) error) error {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		err = r.store.InTx(ctx, fn)
		var pqErr *pq.Error
		if !errors.As(err, &pqErr) || (pqErr.Code != "40P01" && pqErr.Code != "40001") {
			return err
		}
		r.log.WarnContext(ctx, "transaction retried", "code", string(pqErr.Code), "attempt", attempt+1)
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

// webhookEvent is the payload of one event, as every endpoint that listens to its kind
// receives it.
func (r *Runner) webhookEvent(kind domain.WebhookEventKind, data any) (store.WebhookEvent, error) {
	body, err := json.Marshal(domain.WebhookEvent{ID: "evt_" + RandomID(12), Kind: kind, Time: r.now().UTC(), Data: data})
	return store.WebhookEvent{Kind: kind, Payload: body}, err
}

// RandomID returns n random bytes in hex.
func RandomID(n int) string {
	b := make([]byte, n)
	rand.Read(b)
	return hex.EncodeToString(b)
}

// errRehearsed rolls a rehearsal back.
var errRehearsed = errors.New("change: a rehearsal is rolled back")

// Rehearse runs fn as a change by nobody in a transaction that is always rolled back:
// what a change would do, read before anyone makes it (a fill's proposal checked as the
// editor would check it once applied). It returns fn's error, or nil.
func (r *Runner) Rehearse(ctx context.Context, fn func(q *Tx) error) error {
	err := r.store.InTx(ctx, func(sq store.Q) error {
		if err := fn(&Tx{Q: sq, ctx: ctx, r: r}); err != nil {
			return err
		}
		return errRehearsed
	})
	if errors.Is(err, errRehearsed) {
		return nil
	}
	return err
}
