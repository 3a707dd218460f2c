package delivery

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net/http"
	"strings"

	webpush "github.com/SherClockHolmes/webpush-go"

	"github.com/shiftsched/shiftsched/internal/domain"
	"github.com/shiftsched/shiftsched/internal/store"
)

// Web Push (RFC 8030) through the outbox: notifyEach writes one row per notification
// and device in the change's transaction; the push worker claims due rows in batches
// (FOR UPDATE SKIP LOCKED, so each goes out from one instance), encrypts each to its
// device's keys (RFC 8291, aes128gcm), signs with the server's VAPID key (RFC 8292) and
// posts it to the device's push service. Failures are retried with the outbox's
// backoff; a push service that answers 404 or 410 no longer knows the device, which is
// then removed at once with the pushes still waiting for it.

// PushKeys is the server's VAPID key pair (base64url, as webpush.GenerateVAPIDKeys
// makes them) and the contact it gives push services (mailto: or https: URL).
type PushKeys struct {
	PublicKey  string
	PrivateKey string
	Subject    string
}

const (
	// pushBatch is how many due pushes one transaction claims: a publish queues one per
	// person and device.
	pushBatch = 20
	// pushTTL is how long a push service keeps a message for a device that is off: a
	// day, after which the notification is stale (it is in the app anyway).
	pushTTL = 24 * 60 * 60
)

// errDeviceGone marks an attempt whose device was removed: there is no row to record.
var errDeviceGone = errors.New("the push service no longer knows this device")

// DeliverNextPushes makes one attempt at each of the pushes due first (a batch), and
// reports whether there was one. The attempts are recorded whatever their outcome.
func (o *Outbox) DeliverNextPushes(ctx context.Context) (bool, error) {
	return o.attemptOutbox(ctx, func(q store.Q) ([]domain.OutboxItem, error) { return q.ClaimPushes(ctx, o.now(), pushBatch) })
}

// deliverPush sends one push to its device.
func (o *Outbox) deliverPush(ctx context.Context, q store.Q, it *domain.OutboxItem) error {
	if o.push == nil {
		return errors.New("push is not set up on this server (VAPID keys)")
	}
	if it.Push == nil {
		return errDeviceGone // removed since the row was written
	}
	sub := &webpush.Subscription{Endpoint: it.Push.Endpoint, Keys: webpush.Keys{P256dh: it.Push.P256dh, Auth: it.Push.Auth}}
	resp, err := webpush.SendNotificationWithContext(ctx, it.Payload, sub, &webpush.Options{
		// The library adds "mailto:" to any subject that is not an https URL.
		HTTPClient: o.client, Subscriber: strings.TrimPrefix(o.push.Subject, "mailto:"), TTL: pushTTL, Urgency: webpush.UrgencyNormal,
		VAPIDPublicKey: o.push.PublicKey, VAPIDPrivateKey: o.push.PrivateKey,
	})
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	io.Copy(io.Discard, io.LimitReader(resp.Body, 4096))
	switch {
	case resp.StatusCode == http.StatusNotFound || resp.StatusCode == http.StatusGone:
		if err := q.ForgetPushSubscription(ctx, it.Push.ID); err != nil {
			return err
		}
		return errDeviceGone
	case resp.StatusCode >= 300:
		return fmt.Errorf("push service answered %s", resp.Status)
	}
	return nil
}
