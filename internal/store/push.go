package store

import (
	"context"
	"time"

	"github.com/lib/pq"

	"github.com/shiftsched/shiftsched/internal/domain"
)

const pushColumns = `id, user_id, endpoint, p256dh, auth, device_name, created_at, last_used_at`

// SavePushSubscription records a device of the subscription's person, or when its
// endpoint is known already (the same browser registering again, perhaps for someone
// else now), gives it to that person with its new keys and name, and marks it used.
func (q Q) SavePushSubscription(ctx context.Context, s domain.PushSubscription) (*domain.PushSubscription, error) {
	var out domain.PushSubscription
	err := q.get(ctx, &out, nil, `
		INSERT INTO push_subscriptions (user_id, endpoint, p256dh, auth, device_name, created_at, last_used_at)
		VALUES ($1, $2, $3, $4, $5, $6, $6)
		ON CONFLICT (endpoint) DO UPDATE SET user_id = EXCLUDED.user_id, p256dh = EXCLUDED.p256dh,
			auth = EXCLUDED.auth, device_name = EXCLUDED.device_name, last_used_at = EXCLUDED.last_used_at
		RETURNING `+pushColumns, s.UserID, s.Endpoint, s.P256dh, s.Auth, s.DeviceName, s.CreatedAt)
	if err != nil {
		return nil, err
	}
	return &out, nil
}

// PushSubscriptions returns the devices of a person, oldest first.
func (q Q) PushSubscriptions(ctx context.Context, userID int64) ([]domain.PushSubscription, error) {
	subs := []domain.PushSubscription{}
	err := q.sel(ctx, &subs, `SELECT `+pushColumns+` FROM push_subscriptions WHERE user_id = $1 ORDER BY id`, userID)
	return subs, err
}

// HasPushSubscription reports whether the person registered a device.
func (q Q) HasPushSubscription(ctx context.Context, userID int64) (bool, error) {
	var has bool
	err := q.get(ctx, &has, nil, `SELECT EXISTS (SELECT 1 FROM push_subscriptions WHERE user_id = $1)`, userID)
	return has, err
}

var errNoDevice = domain.Errorf(domain.NotFound, "Device not found")

// DeletePushSubscription removes one of a person's devices (and the pushes waiting for
// it). Errors: NotFound, also for someone else's device.
func (q Q) DeletePushSubscription(ctx context.Context, userID, id int64) error {
	n, err := q.exec(ctx, `DELETE FROM push_subscriptions WHERE id = $1 AND user_id = $2`, id, userID)
	if err == nil && n == 0 {
		return errNoDevice
	}
	return err
}

// ForgetPushSubscription removes a device its push service no longer knows, with the
// pushes waiting for it.
func (q Q) ForgetPushSubscription(ctx context.Context, id int64) error {
	_, err := q.exec(ctx, `DELETE FROM push_subscriptions WHERE id = $1`, id)
	return err
}

// ClaimPushes locks the pushes due first, at most limit, and returns them with their
// device (see ClaimEmails): two statements however many.
func (q Q) ClaimPushes(ctx context.Context, now time.Time, limit int) ([]domain.OutboxItem, error) {
	items := []domain.OutboxItem{}
	err := q.sel(ctx, &items, `
		SELECT `+outboxColumns+` FROM outbox
		WHERE kind = 'push' AND delivered_at IS NULL AND failed_at IS NULL AND next_attempt_at <= $1
		ORDER BY next_attempt_at, id
		LIMIT $2
		FOR UPDATE SKIP LOCKED`, now, limit)
	if err != nil || len(items) == 0 {
		return items, err
	}
	ids := make([]int64, len(items))
	for i, it := range items {
		ids[i] = *it.PushSubscriptionID
	}
	subs := []domain.PushSubscription{}
	if err := q.sel(ctx, &subs, `SELECT `+pushColumns+` FROM push_subscriptions WHERE id = ANY($1)`, pq.Array(ids)); err != nil {
		return nil, err
	}
	byID := make(map[int64]*domain.PushSubscription, len(subs))
	for i := range subs {
		byID[subs[i].ID] = &subs[i]
	}
	for i := range items {
		items[i].Push = byID[*items[i].PushSubscriptionID]
	}
	return items, nil
}
