package service

import (
	"context"
	"fmt"

	"github.com/shiftsched/shiftsched/internal/domain"
	"github.com/shiftsched/shiftsched/internal/emails"
	"github.com/shiftsched/shiftsched/internal/i18n"
)

// notice is one notification to record: what it is about, its text, and the client
// route it points to.
type notice struct {
	kind    domain.NotificationKind
	message i18n.Msg // written in each reader's language
	link    string
	// about names the request a notice asks its reader to act on ("swap:12", see
	// aboutRequest); the database marks it read once the request is decided
	// (db/migrations/0047), so nobody keeps an unread "ready for approval" for it.
	about string
}

// aboutRequest is a notice's about for the request of that kind ("swap", "claim",
// "timeoff") and id, as the settling triggers of migration 0047 write it.
func aboutRequest(kind string, id int64) string { return fmt.Sprintf("%s:%d", kind, id) }

// notify records the notice for each user in the change's transaction (see notifyEach).
func (q *Tx) notify(userIDs []int64, n notice) error {
	notes := make([]addressed, len(userIDs))
	for i, id := range userIDs {
		notes[i] = addressed{id, n}
	}
	return q.notifyEach(notes)
}

var errBadUnsubscribe = domain.Errorf(domain.NotFound, "This unsubscribe link is not valid")

// Unsubscribe turns off e-mail for the kind a signed unsubscribe token names (for
// emails.KindDigest: every kind the person gets in their digest) and returns that kind. Anyone holding the token (no sign-in). Errors: NotFound (a token
// that is malformed, forged, or of a deleted user).
func (s *Service) Unsubscribe(ctx context.Context, token string) (domain.NotificationKind, error) {
	userID, k, ok := s.emails.ParseUnsubscribe(token)
	if !ok {
		return "", errBadUnsubscribe
	}
	u, err := s.store.Q().UserByID(ctx, userID)
	if domain.KindOf(err) == domain.NotFound || (err == nil && u.DeletedAt != nil) {
		return "", errBadUnsubscribe
	}
	if err != nil {
		return "", err
	}
	return k, s.change(ctx, u, func(q *Tx) error {
		if k == emails.KindDigest {
			q.audit(Audit{Action: "notification.unsubscribe", Object: "user", ID: userID, Say: say("AuditUnsubscribedDigest", nil)})
			return q.StopDigest(ctx, userID)
		}
		q.audit(Audit{Action: "notification.unsubscribe", Object: "user", ID: userID, Say: say("AuditUnsubscribedKind", map[string]any{"Kind": auditWord{emails.KindKey(k)}})})
		return q.SetNotificationPreference(ctx, userID, domain.NotificationPreference{Kind: k, Delivery: domain.DeliverInApp})
	})
}

// NotificationPreferences returns how the actor gets each kind, defaults filled in, in
// the order of domain.NotificationKinds. Any signed-in user, for themself.
func (s *Service) NotificationPreferences(ctx context.Context, actor *domain.User) ([]domain.NotificationPreference, error) {
	if err := actor.RequireSession(); err != nil {
		return nil, err
	}
	chosen, err := s.store.Q().NotificationPreferences(ctx, actor.ID)
	if err != nil {
		return nil, err
	}
	hasDevice, err := s.store.Q().HasPushSubscription(ctx, actor.ID)
	if err != nil {
		return nil, err
	}
	def := domain.DefaultDelivery
	if hasDevice {
		def = domain.DefaultDeliveryWithDevice
	}
	by := map[domain.NotificationKind]domain.Delivery{}
	for _, p := range chosen {
		by[p.Kind] = p.Delivery
	}
	out := make([]domain.NotificationPreference, len(domain.NotificationKinds))
	for i, k := range domain.NotificationKinds {
		d, ok := by[k]
		if !ok {
			d = def(k)
		}
		out[i] = domain.NotificationPreference{Kind: k, Delivery: d}
	}
	return out, nil
}

// SetNotificationPreference records how the actor wants one kind delivered and returns
// every preference. Any signed-in user, for themself. Errors: Invalid (unknown kind or
// delivery).
func (s *Service) SetNotificationPreference(ctx context.Context, actor *domain.User, p domain.NotificationPreference) ([]domain.NotificationPreference, error) {
	if err := actor.RequireSession(); err != nil {
		return nil, err
	}
	if !p.Kind.Valid() || !p.Delivery.Valid() {
		return nil, domain.Errorf(domain.Invalid, "Unknown notification kind or delivery")
	}
	err := s.change(ctx, actor, func(q *Tx) error {
		q.audit(Audit{Action: "notification.set_preference", Object: "user", ID: actor.ID,
			Say: say("AuditSetDelivery", map[string]any{"Kind": auditWord{emails.KindKey(p.Kind)}, "Delivery": deliveryWord(p.Delivery)}), After: p})
		return q.SetNotificationPreference(ctx, actor.ID, p)
	})
	if err != nil {
		return nil, err
	}
	return s.NotificationPreferences(ctx, actor)
}
