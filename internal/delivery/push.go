package delivery

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"strings"
	"time"

	webpush "github.com/SherClockHolmes/webpush-go"

	"github.com/shiftsched/shiftsched/internal/domain"
	"github.com/shiftsched/shiftsched/internal/store"
)

// Web Push (RFC 8030) through the outbox: notifyEach writes one row per notification
// and device in the change's transaction; pushWorkers on every instance each claim one
// due row at a time (store.ClaimPush: FOR UPDATE SKIP LOCKED, so each goes out from one
// instance), holding a slot of its host and its device while delivering, so that a
// slow host holds two workers and a device one, whoever queued how much, and the other
// workers go on delivering everyone else's. A worker encrypts each push to its
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
	// pushWorkers is how many pushes one instance delivers at once: more than a person's
	// devices (domain.MaxPushDevices), so one person's slow devices, each held by one
	// worker at most, always leave workers for everyone else.
	pushWorkers = 12
	// pushTimeout bounds one push, connection included: push services answer in well
	// under a second, and a slow one should hold a worker briefly.
	pushTimeout = 5 * time.Second
	// pushIdlePoll is how often the push workers but one look for due pushes unwoken.
	pushIdlePoll = 30 * time.Second
	// pushTTL is how long a push service keeps a message for a device that is off: a
	// day, after which the notification is stale (it is in the app anyway).
	pushTTL = 24 * 60 * 60
)

// errDeviceGone marks an attempt whose device was removed: there is no row to record.
var errDeviceGone = errors.New("the push service no longer knows this device")

// DeliverNextPush makes one attempt at the push due first among the hosts and devices
// no worker is delivering to, and reports whether there was one. The attempt is
// recorded whatever its outcome. Having found one, it wakes another worker of this
// instance for the next.
func (o *Outbox) DeliverNextPush(ctx context.Context) (bool, error) {
	return o.attemptOutbox(ctx, one(func(q store.Q) (*domain.OutboxItem, error) {
		it, err := q.ClaimPush(ctx, o.now())
		if it != nil {
			select {
			case o.pushQueued <- struct{}{}:
			default:
			}
		}
		return it, err
	}))
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
		HTTPClient: o.pushClient, Subscriber: strings.TrimPrefix(o.push.Subject, "mailto:"), TTL: pushTTL, Urgency: webpush.UrgencyNormal,
		VAPIDPublicKey: o.push.PublicKey, VAPIDPrivateKey: o.push.PrivateKey,
	})
	if err != nil {
		return &deliveryFailure{shown: "The push service could not be reached.", cause: withoutPath(err)}
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

// withoutPath is err with the endpoint of a failed request cut to its host: an
// endpoint is a capability (whoever knows it can push to the device), so neither the
// log nor the outbox may keep it.
func withoutPath(err error) error {
	ue, ok := errors.AsType[*url.Error](err)
	if !ok {
		return err
	}
	host := "?"
	if u, perr := url.Parse(ue.URL); perr == nil {
		host = u.Scheme + "://" + u.Host + "/…"
	}
	return &url.Error{Op: ue.Op, URL: host, Err: ue.Err}
}
