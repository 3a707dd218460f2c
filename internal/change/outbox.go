package change

import (
	"context"

	"github.com/shiftsched/shiftsched/internal/domain"
)

// Outbox is what the rules ask of delivery (internal/delivery.Outbox), which the
// domains do not import: it holds the webhook HTTP client.
type Outbox interface {
	// Wake tells the e-mail worker that a committed change may have queued e-mail.
	Wake()
	// DeliverNow makes the first attempt at an outbox row just written.
	DeliverNow(ctx context.Context, id int64) error
	// CheckWebhookURL validates a webhook address and returns it cleaned, refusing
	// (Invalid) one that is not https or does not resolve to public addresses only.
	CheckWebhookURL(ctx context.Context, raw string) (string, error)
}

// NoOutbox leaves every row to workers that run elsewhere, and refuses webhooks.
type NoOutbox struct{}

func (NoOutbox) Wake()                                   {}
func (NoOutbox) DeliverNow(context.Context, int64) error { return nil }
func (NoOutbox) CheckWebhookURL(context.Context, string) (string, error) {
	return "", domain.Errorf(domain.Invalid, "Webhooks cannot be delivered from this server.")
}
