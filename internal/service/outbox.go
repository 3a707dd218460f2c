package service

import (
	"context"
	"encoding/json"
	"time"

	"github.com/shiftsched/shiftsched/internal/domain"
	"github.com/shiftsched/shiftsched/internal/mail"
	"github.com/shiftsched/shiftsched/internal/permission"
)

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
