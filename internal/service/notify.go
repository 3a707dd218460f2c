package service

import (
	"context"

	"github.com/shiftsched/shiftsched/internal/domain"
	"github.com/shiftsched/shiftsched/internal/emails"
)

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
	return k, s.Changes().Run(ctx, u, func(q *Tx) error {
		if k == emails.KindDigest {
			q.Audit(Audit{Action: "notification.unsubscribe", Object: "user", ID: userID, Say: say("AuditUnsubscribedDigest", nil)})
			return q.StopDigest(ctx, userID)
		}
		q.Audit(Audit{Action: "notification.unsubscribe", Object: "user", ID: userID, Say: say("AuditUnsubscribedKind", map[string]any{"Kind": auditWord{Key: emails.KindKey(k)}})})
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
	err := s.Changes().Run(ctx, actor, func(q *Tx) error {
		q.Audit(Audit{Action: "notification.set_preference", Object: "user", ID: actor.ID,
			Say: say("AuditSetDelivery", map[string]any{"Kind": auditWord{Key: emails.KindKey(p.Kind)}, "Delivery": deliveryWord(p.Delivery)}), After: p})
		return q.SetNotificationPreference(ctx, actor.ID, p)
	})
	if err != nil {
		return nil, err
	}
	return s.NotificationPreferences(ctx, actor)
}
