package store

import (
	"context"
	"time"

	"github.com/lib/pq"

	"github.com/shiftsched/shiftsched/internal/domain"
)

const pushColumns = `id, user_id, endpoint, host, p256dh, auth, device_name, created_at, last_used_at`

// PushHostSlots is how many pushes to one host are delivered at once, across every
// worker and instance: a host's fair share.
const PushHostSlots = 2

// ErrPushEndpointTaken refuses registering an endpoint that is someone else's device.
var ErrPushEndpointTaken = domain.Errorf(domain.Conflict,
	"This device already receives someone else's notifications: they must turn them off on it first.")

// SavePushSubscription records a device of the subscription's person, or when its
// endpoint is theirs already (the same browser registering again), refreshes its keys
// and name and marks it used. An endpoint that is someone else's device stays theirs:
// ErrPushEndpointTaken (an endpoint is a capability, and knowing it proves nothing).
// The device's host gets its slots.
func (q Q) SavePushSubscription(ctx context.Context, s domain.PushSubscription) (*domain.PushSubscription, error) {
	var out domain.PushSubscription
	err := q.get(ctx, &out, ErrPushEndpointTaken, `
		WITH slots AS (
			INSERT INTO push_host_slots (host, slot) SELECT $7, n FROM generate_series(0, $8 - 1) AS n
			ON CONFLICT DO NOTHING)
		INSERT INTO push_subscriptions (user_id, endpoint, host, p256dh, auth, device_name, created_at, last_used_at)
		VALUES ($1, $2, $7, $3, $4, $5, $6, $6)
		ON CONFLICT (endpoint) DO UPDATE SET p256dh = EXCLUDED.p256dh,
			auth = EXCLUDED.auth, device_name = EXCLUDED.device_name, last_used_at = EXCLUDED.last_used_at
		WHERE push_subscriptions.user_id = EXCLUDED.user_id
		RETURNING `+pushColumns, s.UserID, s.Endpoint, s.P256dh, s.Auth, s.DeviceName, s.CreatedAt, s.Host, PushHostSlots)
	if err != nil {
		return nil, err
	}
	return &out, nil
}

// LockPushDevices serialises changes to a person's devices (registrations racing past
// the cap), until the transaction ends. For a transaction only.
func (q Q) LockPushDevices(ctx context.Context, userID int64) error {
	_, err := q.exec(ctx, `SELECT pg_advisory_xact_lock(hashtext('push_subscriptions'), hashtext($1::text))`, userID)
	return err
}

// TrimPushSubscriptions removes a person's devices but the keep used most recently
// (with their pending pushes), and returns how many it removed.
func (q Q) TrimPushSubscriptions(ctx context.Context, userID int64, keep int) (int64, error) {
	return q.exec(ctx, `
		DELETE FROM push_subscriptions WHERE user_id = $1 AND id NOT IN (
			SELECT id FROM push_subscriptions WHERE user_id = $1 ORDER BY last_used_at DESC, id DESC LIMIT $2)`, userID, keep)
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

// lockHostSlot locks a free slot of host and returns it, or none when every slot is
// held; a host without slots (pruned while its first device registered) gets them.
func (q Q) lockHostSlot(ctx context.Context, host string) ([]int, error) {
	var slots []int
	lock := `SELECT slot FROM push_host_slots WHERE host = $1 ORDER BY slot LIMIT 1 FOR NO KEY UPDATE SKIP LOCKED`
	if err := q.sel(ctx, &slots, lock, host); err != nil || len(slots) > 0 {
		return slots, err
	}
	n, err := q.exec(ctx, `
		INSERT INTO push_host_slots (host, slot) SELECT $1, n FROM generate_series(0, $2 - 1) AS n
		ON CONFLICT DO NOTHING`, host, PushHostSlots)
	if err != nil || n == 0 {
		return slots, err
	}
	return slots, q.sel(ctx, &slots, lock, host)
}

// PrunePushHostSlots deletes the slots of hosts no device uses any more.
func (q Q) PrunePushHostSlots(ctx context.Context) error {
	_, err := q.exec(ctx, `
		DELETE FROM push_host_slots h WHERE NOT EXISTS (SELECT 1 FROM push_subscriptions s WHERE s.host = h.host)`)
	return err
}

// PushDeviceOwner returns the person whose device has endpoint; false when none.
func (q Q) PushDeviceOwner(ctx context.Context, endpoint string) (int64, bool, error) {
	var ids []int64
	err := q.sel(ctx, &ids, `SELECT user_id FROM push_subscriptions WHERE endpoint = $1`, endpoint)
	if err != nil || len(ids) == 0 {
		return 0, false, err
	}
	return ids[0], true, nil
}

// ClaimPush locks one push to deliver, with its device and a slot of its host, and
// returns it with its device, or nil when none can be taken now: the push due first
// among the devices no other transaction holds, on a host with a slot no other
// transaction holds. Every delivery holds its device and a slot, so a device has one
// push under way at a time (a person as many as their devices, at most ten) and a
// host PushHostSlots, on all instances together, and a slow host or person leaves the
// other workers to everyone else. For a transaction only.
func (q Q) ClaimPush(ctx context.Context, now time.Time) (*domain.OutboxItem, error) {
	full := []string{} // hosts whose every slot is held
	for range 32 {
		if _, err := q.exec(ctx, `SAVEPOINT push_claim`); err != nil {
			return nil, err
		}
		// Only the device is locked here (one row mark, so nothing else is left locked
		// by a candidate skipped): a push of a device no one holds is one no one delivers.
		var due []struct {
			Device int64  `db:"device"`
			Host   string `db:"host"`
			ID     int64  `db:"id"`
		}
		err := q.sel(ctx, &due, `
			SELECT s.id AS device, s.host, o.id FROM push_subscriptions s
			JOIN outbox o ON o.push_subscription_id = s.id
			WHERE o.kind = 'push' AND o.delivered_at IS NULL AND o.failed_at IS NULL AND o.next_attempt_at <= $1
			  AND s.host <> ALL($2)
			ORDER BY o.next_attempt_at, o.id
			LIMIT 1
			FOR NO KEY UPDATE OF s SKIP LOCKED`, now, pq.Array(full))
		if err != nil || len(due) == 0 {
			return nil, err
		}
		slots, err := q.lockHostSlot(ctx, due[0].Host)
		if err != nil {
			return nil, err
		}
		if len(slots) == 0 {
			// The host has its share under way: let the device go, pass the host over.
			if _, err := q.exec(ctx, `ROLLBACK TO SAVEPOINT push_claim`); err != nil {
				return nil, err
			}
			full = append(full, due[0].Host)
			continue
		}
		items := []domain.OutboxItem{}
		if err := q.sel(ctx, &items, `SELECT `+outboxColumns+` FROM outbox WHERE id = $1 FOR UPDATE`, due[0].ID); err != nil {
			return nil, err
		}
		var dev domain.PushSubscription
		if err := q.get(ctx, &dev, nil, `SELECT `+pushColumns+` FROM push_subscriptions WHERE id = $1`, due[0].Device); err != nil {
			return nil, err
		}
		if len(items) == 0 || items[0].DeliveredAt != nil || items[0].FailedAt != nil {
			return nil, nil // removed or done meanwhile: the next claim looks again
		}
		items[0].Push = &dev
		return &items[0], nil
	}
	return nil, nil
}
