package service

import (
	"context"
	"encoding/base64"
	"net"
	"net/url"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/shiftsched/shiftsched/internal/domain"
	"github.com/shiftsched/shiftsched/internal/store"
)

// PushPublicKey returns the VAPID public key a browser subscribes to pushes with, or ""
// when this server does not push. Anyone: it is public by design.
func (s *Service) PushPublicKey() string { return s.pushKey }

// NewPushDevice is what a browser's push subscription gives, and the name its person
// knows the device by.
type NewPushDevice struct {
	Endpoint string
	P256dh   string
	Auth     string
	Name     string
}

// RegisterPushDevice turns notifications on for the actor's device, or refreshes the
// device's keys and last use when it is registered already. A person keeps
// domain.MaxPushDevices devices: registering one more removes the one used least
// recently. Any signed-in user, for themself. Errors: Invalid (push not set up, or a
// subscription that is not one), Conflict (the endpoint is someone else's device),
// TooMany (many new devices), Unauthenticated.
func (s *Service) RegisterPushDevice(ctx context.Context, actor *domain.User, in NewPushDevice) (*domain.PushSubscription, error) {
	if err := actor.RequireSession(); err != nil {
		return nil, err
	}
	if s.pushKey == "" {
		return nil, domain.Errorf(domain.Invalid, "This server does not send notifications to devices.")
	}
	if err := checkPushSubscription(in); err != nil {
		return nil, err
	}
	name := strings.TrimSpace(in.Name)
	if name == "" || utf8.RuneCountInString(name) > 100 {
		return nil, domain.Errorf(domain.Invalid, "A device needs a name of 1 to 100 characters.")
	}
	if err := domain.CheckDirection(name); err != nil {
		return nil, err
	}
	// A new device is rate-limited (a refresh is not): replacing devices in a loop
	// would otherwise write an audit entry and a device per request, without end.
	owner, known, err := s.store.Q().PushDeviceOwner(ctx, in.Endpoint)
	switch {
	case err != nil:
		return nil, err
	case known && owner != actor.ID:
		return nil, store.ErrPushEndpointTaken
	case !known:
		if err := s.limits.Take(ctx, ActionRegisterPush, "user:"+strconv.FormatInt(actor.ID, 10), errTooManyDevices); err != nil {
			return nil, err
		}
	}
	var out *domain.PushSubscription
	err = s.Changes().Run(ctx, actor, func(q *Tx) error {
		if err := q.LockPushDevices(ctx, actor.ID); err != nil {
			return err
		}
		var err error
		out, err = q.SavePushSubscription(ctx, domain.PushSubscription{UserID: actor.ID, Endpoint: in.Endpoint,
			Host: pushHost(in.Endpoint), P256dh: in.P256dh, Auth: in.Auth, DeviceName: name, CreatedAt: s.Now()})
		if err != nil {
			return err
		}
		replaced, err := q.TrimPushSubscriptions(ctx, actor.ID, domain.MaxPushDevices)
		if err != nil {
			return err
		}
		q.Audit(Audit{Action: "push_device.register", Object: "push_device", ID: out.ID, Say: say("AuditTurnedOnPush", map[string]any{"Name": name}),
			After: map[string]any{"replacedDevices": replaced}})
		return nil
	})
	return out, err
}

// ActionRegisterPush limits how often one person registers a new device (DefaultLimits).
const ActionRegisterPush = "register-push"

var errTooManyDevices = &domain.Error{Kind: domain.TooMany,
	Msg: "You turned notifications on for many new devices in a short time. Please wait a minute and try again."}

var errBadSubscription = domain.Errorf(domain.Invalid, "This is not a push subscription a browser gives.")

// checkPushSubscription accepts what a browser's PushSubscription holds: an https
// endpoint (http only on this machine, for development), a P-256 public key in
// uncompressed form (65 bytes) and a 16-byte auth secret, both base64url.
func checkPushSubscription(in NewPushDevice) error {
	u, err := url.Parse(in.Endpoint)
	if err != nil || u.Host == "" || len(in.Endpoint) > 2000 {
		return errBadSubscription
	}
	if u.Scheme != "https" && (u.Scheme != "http" || !isLoopback(u.Hostname())) {
		return errBadSubscription
	}
	key, err1 := base64.RawURLEncoding.DecodeString(strings.TrimRight(in.P256dh, "="))
	auth, err2 := base64.RawURLEncoding.DecodeString(strings.TrimRight(in.Auth, "="))
	if err1 != nil || err2 != nil || len(key) != 65 || key[0] != 4 || len(auth) != 16 {
		return errBadSubscription
	}
	return nil
}

// pushHost is the host of a checked endpoint, as the push workers share hosts out:
// lower case, with the port when it names one.
func pushHost(endpoint string) string {
	u, _ := url.Parse(endpoint)
	return strings.ToLower(u.Host)
}

func isLoopback(host string) bool {
	ip := net.ParseIP(host)
	return host == "localhost" || ip != nil && ip.IsLoopback()
}

// PushDevices returns the actor's registered devices, oldest first. Any signed-in user,
// for themself.
func (s *Service) PushDevices(ctx context.Context, actor *domain.User) ([]domain.PushSubscription, error) {
	if err := actor.RequireSession(); err != nil {
		return nil, err
	}
	return s.store.Q().PushSubscriptions(ctx, actor.ID)
}

// RemovePushDevice turns notifications off for one of the actor's devices; pushes
// waiting for it are dropped. Its owner only. Errors: NotFound "Device not found" (also
// for someone else's).
func (s *Service) RemovePushDevice(ctx context.Context, actor *domain.User, id int64) error {
	if err := actor.RequireSession(); err != nil {
		return err
	}
	return s.Changes().Run(ctx, actor, func(q *Tx) error {
		q.Audit(Audit{Action: "push_device.remove", Object: "push_device", ID: id, Say: say("AuditTurnedOffPush", nil)})
		return q.DeletePushSubscription(ctx, actor.ID, id)
	})
}
