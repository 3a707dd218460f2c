package service

import (
	"context"
	"encoding/json"
	"time"

	"github.com/shiftsched/shiftsched/internal/domain"
	"github.com/shiftsched/shiftsched/internal/mail"
	"github.com/shiftsched/shiftsched/internal/permission"
)

// Outbox is what the rules ask of delivery (internal/delivery.Outbox), which the
// service does not import: it holds the webhook HTTP client.
type Outbox interface {
	// Wake tells the e-mail worker that a committed change may have queued e-mail.
	Wake()
	// DeliverNow makes the first attempt at an outbox row just written.
	DeliverNow(ctx context.Context, id int64) error
	// CheckWebhookURL validates a webhook address and returns it cleaned, refusing
	// (Invalid) one that is not https or does not resolve to public addresses only.
	CheckWebhookURL(ctx context.Context, raw string) (string, error)
}

// noOutbox leaves every row to workers that run elsewhere, and refuses webhooks.
type noOutbox struct{}

func (noOutbox) Wake()                                   {}
func (noOutbox) DeliverNow(context.Context, int64) error { return nil }
func (noOutbox) CheckWebhookURL(context.Context, string) (string, error) {
	return "", domain.Errorf(domain.Invalid, "Webhooks cannot be delivered from this server.")
}

// FailedEmail is an e-mail the outbox gave up on.
type FailedEmail struct {
	ID        int64
	To        string
	Subject   string
	Attempts  int
	LastError string
	FailedAt  time.Time
}

// FailedEmails returns the e-mails given up on, newest first (at most 100). Managers of
// every location: the addresses are anyone's. Errors: Forbidden.
func (s *Service) FailedEmails(ctx context.Context, actor *domain.User) ([]FailedEmail, error) {
	if err := actor.Allow(domain.ScopeStaffRead); err != nil {
		return nil, err
	}
	if err := permission.RequireManager(actor); err != nil {
		return nil, err
	}
	if err := permission.RequireEveryLocation(ctx, s.store.Q(), actor, "read the e-mails given up on"); err != nil {
		return nil, err
	}
	items, err := s.store.Q().FailedOutbox(ctx, 100)
	if err != nil {
		return nil, err
	}
	out := []FailedEmail{}
	for _, it := range items {
		var m mail.Message
		if it.Kind != domain.OutboxEmail || json.Unmarshal(it.Payload, &m) != nil || it.FailedAt == nil {
			continue
		}
		out = append(out, FailedEmail{ID: it.ID, To: m.To, Subject: m.Subject, Attempts: it.Attempts,
			LastError: it.LastError, FailedAt: *it.FailedAt})
	}
	return out, nil
}
