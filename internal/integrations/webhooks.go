package integrations

import (
	"context"
	"crypto/rand"
	"encoding/base64"
	"encoding/json"
	"time"

	"github.com/shiftsched/shiftsched/internal/change"
	"github.com/shiftsched/shiftsched/internal/domain"
	"github.com/shiftsched/shiftsched/internal/permission"
)

const (
	// maxWebhooks bounds the endpoints of a workplace.
	maxWebhooks = 20
	// MaxWaitingRedeliveries and MaxRedeliveriesPerHour bound the redeliveries to one
	// endpoint: each may hold a webhook worker for the full timeout.
	MaxWaitingRedeliveries = 5
	MaxRedeliveriesPerHour = 30
)

// webhookSecretPrefix starts every signing secret, so that scanners recognise leaks;
// the rest is the key in base64, the form Standard Webhooks libraries take.
const webhookSecretPrefix = "whsec_"

// newWebhookSecret returns a signing secret: 24 random bytes in the whsec_ form.
func newWebhookSecret() string {
	b := make([]byte, 24)
	rand.Read(b)
	return webhookSecretPrefix + base64.StdEncoding.EncodeToString(b)
}

// WebhookInput is a new endpoint.
type WebhookInput struct {
	URL   string
	Kinds []domain.WebhookEventKind
}

// CreatedWebhook is a new endpoint and its signing secret, shown this once.
type CreatedWebhook struct {
	Webhook *domain.Webhook
	Secret  string
}

// CreateWebhook registers an endpoint for some event kinds. Managers of every location;
// API tokens need webhooks:manage and staff:read. Errors: Forbidden, Invalid (bad or
// forbidden address, no or unknown kinds, too many endpoints).
func (s *Service) CreateWebhook(ctx context.Context, actor *domain.User, in WebhookInput) (*CreatedWebhook, error) {
	if err := permission.MayManageWebhooks(ctx, s.store.Q(), actor); err != nil {
		return nil, err
	}
	// Deliveries carry e-mail addresses, rates and pay: a token registering an endpoint
	// needs the scope that reads them.
	if err := actor.Allow(domain.ScopeStaffRead); err != nil {
		return nil, err
	}
	addr, err := s.Changes().Outbox().CheckWebhookURL(ctx, in.URL)
	if err != nil {
		return nil, err
	}
	kinds := []string{}
	seen := map[domain.WebhookEventKind]bool{}
	for _, k := range in.Kinds {
		if !k.Valid() {
			return nil, domain.Errorf(domain.Invalid, "Unknown webhook event kind %q.", k)
		}
		if !seen[k] {
			seen[k] = true
			kinds = append(kinds, string(k))
		}
	}
	if len(kinds) == 0 {
		return nil, domain.Errorf(domain.Invalid, "Choose at least one kind of event.")
	}
	out := &CreatedWebhook{Secret: newWebhookSecret()}
	err = s.Changes().Run(ctx, actor, func(q *change.Tx) error {
		existing, err := q.Webhooks(ctx)
		if err != nil {
			return err
		}
		if len(existing) >= maxWebhooks {
			return domain.Errorf(domain.Invalid, "A workplace can have at most %d webhooks.", maxWebhooks)
		}
		out.Webhook, err = q.InsertWebhook(ctx, domain.Webhook{URL: addr, Secret: out.Secret, Kinds: kinds,
			CreatedBy: &actor.ID, CreatedAt: s.Now()})
		if err != nil {
			return err
		}
		q.Audit(change.Audit{Action: "webhook.create", Object: "webhook", ID: out.Webhook.ID,
			Say: change.Say("AuditRegisteredWebhook", map[string]any{"URL": addr}), After: webhookState(out.Webhook)})
		return nil
	})
	if err != nil {
		return nil, err
	}
	return out, nil
}

func webhookState(w *domain.Webhook) map[string]any {
	return map[string]any{"url": w.URL, "kinds": w.Kinds}
}

// RemoveWebhook stops deliveries to an endpoint; its queued deliveries are given up
// and its delivery log is kept. Managers of every location. Errors: Forbidden, NotFound.
func (s *Service) RemoveWebhook(ctx context.Context, actor *domain.User, id int64) error {
	if err := permission.MayManageWebhooks(ctx, s.store.Q(), actor); err != nil {
		return err
	}
	return s.Changes().Run(ctx, actor, func(q *change.Tx) error {
		w, err := q.WebhookByID(ctx, id)
		if err != nil {
			return err
		}
		if err := q.RemoveWebhook(ctx, id, s.Now()); err != nil {
			return err
		}
		q.Audit(change.Audit{Action: "webhook.remove", Object: "webhook", ID: id,
			Say: change.Say("AuditRemovedWebhook", map[string]any{"URL": w.URL}), Before: webhookState(w)})
		return nil
	})
}

// Webhooks returns the registered endpoints (secrets blanked), oldest first. Managers
// of every location. Errors: Forbidden.
func (s *Service) Webhooks(ctx context.Context, actor *domain.User) ([]domain.Webhook, error) {
	if err := permission.MayManageWebhooks(ctx, s.store.Q(), actor); err != nil {
		return nil, err
	}
	ws, err := s.store.Q().Webhooks(ctx)
	for i := range ws {
		ws[i].Secret = ""
	}
	return ws, err
}

// WebhookDelivery is one delivery of an event to an endpoint, as its log shows it.
type WebhookDelivery struct {
	ID          int64
	WebhookID   int64
	EventID     string
	Kind        domain.WebhookEventKind
	CreatedAt   time.Time
	Attempts    int
	DeliveredAt *time.Time
	FailedAt    *time.Time
	NextAttempt *time.Time // while still being tried
	LastError   string
}

func deliveryOf(it domain.OutboxItem) WebhookDelivery {
	var ev domain.WebhookEvent
	json.Unmarshal(it.Payload, &ev)
	d := WebhookDelivery{ID: it.ID, EventID: ev.ID, Kind: ev.Kind, CreatedAt: it.CreatedAt, Attempts: it.Attempts,
		DeliveredAt: it.DeliveredAt, FailedAt: it.FailedAt, LastError: it.LastError}
	if it.WebhookID != nil {
		d.WebhookID = *it.WebhookID
	}
	if it.DeliveredAt == nil && it.FailedAt == nil {
		next := it.NextAttemptAt
		d.NextAttempt = &next
	}
	return d
}

// MaxWebhookDeliveries is the longest delivery log one call returns.
const MaxWebhookDeliveries = 100

// WebhookDeliveries returns an endpoint's latest deliveries, newest first (at most
// limit, up to MaxWebhookDeliveries). Managers of every location. Errors: Forbidden, NotFound.
func (s *Service) WebhookDeliveries(ctx context.Context, actor *domain.User, webhookID int64, limit int) ([]WebhookDelivery, error) {
	if err := permission.MayManageWebhooks(ctx, s.store.Q(), actor); err != nil {
		return nil, err
	}
	if limit <= 0 || limit > MaxWebhookDeliveries {
		limit = MaxWebhookDeliveries
	}
	items, err := s.store.Q().WebhookDeliveries(ctx, webhookID, limit)
	if err != nil {
		return nil, err
	}
	out := make([]WebhookDelivery, len(items))
	for i, it := range items {
		out[i] = deliveryOf(it)
	}
	return out, nil
}

// RedeliverWebhook queues the event of a delivery again, to the same endpoint, with the
// same event id (receivers that remember ids can drop repeats). At most
// MaxWaitingRedeliveries wait per endpoint, and MaxRedeliveriesPerHour are queued per
// endpoint an hour. Managers of every location. Errors: Forbidden, NotFound (unknown delivery),
// Invalid (the endpoint was removed), TooMany (over either cap).
func (s *Service) RedeliverWebhook(ctx context.Context, actor *domain.User, deliveryID int64) (*WebhookDelivery, error) {
	if err := permission.MayManageWebhooks(ctx, s.store.Q(), actor); err != nil {
		return nil, err
	}
	var out WebhookDelivery
	err := s.Changes().Run(ctx, actor, func(q *change.Tx) error {
		it, err := q.OutboxItemByID(ctx, deliveryID)
		if err != nil {
			return err
		}
		if it.Kind != domain.OutboxWebhook || it.WebhookID == nil {
			return domain.Errorf(domain.NotFound, "Delivery not found")
		}
		w, err := q.WebhookByID(ctx, *it.WebhookID)
		if err != nil {
			return err
		}
		if w.RemovedAt != nil {
			return domain.Errorf(domain.Invalid, "This webhook was removed.")
		}
		if err := q.LockWebhookRedeliveries(ctx, w.ID); err != nil {
			return err
		}
		waiting, recent, err := q.WebhookRedeliveries(ctx, w.ID, s.Now().Add(-time.Hour))
		if err != nil {
			return err
		}
		if waiting >= MaxWaitingRedeliveries {
			return domain.Errorf(domain.TooMany,
				"This webhook already has %d redeliveries waiting; try again once they have been sent.", waiting)
		}
		if recent >= MaxRedeliveriesPerHour {
			return domain.Errorf(domain.TooMany,
				"This webhook was redelivered %d times in the last hour, the most allowed; try again later.", recent)
		}
		id, err := q.InsertWebhookDelivery(ctx, w.ID, it.Payload, s.Now(), true)
		if err != nil {
			return err
		}
		again, err := q.OutboxItemByID(ctx, id)
		if err != nil {
			return err
		}
		out = deliveryOf(*again)
		q.Audit(change.Audit{Action: "webhook.redeliver", Object: "webhook", ID: w.ID,
			Say: change.Say("AuditRedeliveredEvent", map[string]any{"Event": out.EventID, "URL": w.URL}), After: map[string]any{"delivery": id, "event": out.EventID}})
		return nil
	})
	if err != nil {
		return nil, err
	}
	return &out, nil
}
