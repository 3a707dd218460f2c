package domain

import "time"

// NotificationKind groups notifications for the preferences of how each is delivered.
type NotificationKind string

// Notification kinds.
const (
	KindSchedule        NotificationKind = "schedule"          // a schedule published or changed
	KindSwapRequest     NotificationKind = "swap_request"      // someone asks the person for a swap, or a manager to approve one
	KindSwapDecision    NotificationKind = "swap_decision"     // a swap the person asked for was answered or withdrawn
	KindTimeOffRequest  NotificationKind = "time_off_request"  // managers: someone asked for time off
	KindTimeOffDecision NotificationKind = "time_off_decision" // the person's time off was answered
	KindOpenShift       NotificationKind = "open_shift"        // open shifts (once they exist)
	KindAccount         NotificationKind = "account"           // account messages, e.g. a person was removed
	KindAttendance      NotificationKind = "attendance"        // managers: someone is late or did not come
)

// NotificationKinds lists every kind, in the order screens show them.
var NotificationKinds = []NotificationKind{KindSchedule, KindSwapRequest, KindSwapDecision,
	KindTimeOffRequest, KindTimeOffDecision, KindOpenShift, KindAccount, KindAttendance}

// Valid reports whether k is a known kind.
func (k NotificationKind) Valid() bool {
	for _, x := range NotificationKinds {
		if x == k {
			return true
		}
	}
	return false
}

// Delivery is how a person wants one kind of notification.
type Delivery string

// Deliveries.
const (
	DeliverEmail  Delivery = "email"  // in the app and by e-mail at once
	DeliverDigest Delivery = "digest" // in the app, and in one e-mail a day at the person's digest time
	DeliverInApp  Delivery = "in_app" // in the app only
	DeliverPush   Delivery = "push"   // in the app, and pushed to each device the person registered
)

// Valid reports whether d is a known delivery.
func (d Delivery) Valid() bool {
	return d == DeliverEmail || d == DeliverDigest || d == DeliverInApp || d == DeliverPush
}

// DefaultDelivery is how a kind is delivered to someone who never chose: what changes a
// person's own work (schedules and answers to their requests) by e-mail, the rest in the
// app.
func DefaultDelivery(k NotificationKind) Delivery {
	switch k {
	case KindSchedule, KindSwapDecision, KindTimeOffDecision:
		return DeliverEmail
	}
	return DeliverInApp
}

// DefaultDeliveryWithDevice is how a kind is delivered to someone who never chose and
// registered a device for push: what they would act on soon (their schedule, answers to
// their requests, open shifts) is pushed to their phone; the rest as DefaultDelivery.
func DefaultDeliveryWithDevice(k NotificationKind) Delivery {
	switch k {
	case KindSchedule, KindSwapDecision, KindTimeOffDecision, KindOpenShift:
		return DeliverPush
	}
	return DefaultDelivery(k)
}

// NotificationPreference is one person's choice for one kind.
type NotificationPreference struct {
	Kind     NotificationKind `db:"kind"`
	Delivery Delivery         `db:"delivery"`
}

// OutboxKind names what an outbox row delivers.
type OutboxKind string

// Outbox kinds.
const (
	OutboxEmail   OutboxKind = "email"
	OutboxWebhook OutboxKind = "webhook"
	OutboxPush    OutboxKind = "push"
)

// OutboxItem is one row of the outbox: something delivered after its change committed.
type OutboxItem struct {
	ID            int64      `db:"id"`
	Kind          OutboxKind `db:"kind"`
	Payload       []byte     `db:"payload"`
	CreatedAt     time.Time  `db:"created_at"`
	NextAttemptAt time.Time  `db:"next_attempt_at"`
	Attempts      int        `db:"attempts"`
	DeliveredAt   *time.Time `db:"delivered_at"`
	FailedAt      *time.Time `db:"failed_at"`
	LastError     string     `db:"last_error"`
	WebhookID     *int64     `db:"webhook_id"` // set on webhook deliveries
	// PushSubscriptionID is set on pushes; Push is its device, filled in by the claim.
	PushSubscriptionID *int64            `db:"push_subscription_id"`
	Push               *PushSubscription `db:"-"`
}

// MaxPushDevices is how many devices a person may have: registering one more replaces
// the one they used least recently.
const MaxPushDevices = 10

// PushSubscription is one device a person turned notifications on for: where its push
// service takes messages (Endpoint, on Host) and the keys its browser made to decrypt
// them. The endpoint is a capability (whoever knows it can push to the device): it is
// never logged or shown, only its host.
type PushSubscription struct {
	ID         int64     `db:"id"`
	UserID     int64     `db:"user_id"`
	Endpoint   string    `db:"endpoint"`
	Host       string    `db:"host"`   // the endpoint's host, lower case, with its port if it names one
	P256dh     string    `db:"p256dh"` // the browser's ECDH P-256 public key, base64url
	Auth       string    `db:"auth"`   // the 16-byte auth secret, base64url
	DeviceName string    `db:"device_name"`
	CreatedAt  time.Time `db:"created_at"`
	LastUsedAt time.Time `db:"last_used_at"`
}

// PushMessage is what a push carries: the notification's text and the page it points
// to, nothing more (it passes through the browser vendor's push service).
type PushMessage struct {
	Text string `json:"text"`
	Link string `json:"link"`
}

// DigestItem is a notification waiting for its person's next digest.
type DigestItem struct {
	ID        int64            `db:"id"`
	Kind      NotificationKind `db:"kind"`
	Message   string           `db:"message"`
	Link      string           `db:"link"`
	CreatedAt time.Time        `db:"created_at"`
}

// DefaultDigestTime is the digest time of a new workplace.
const DefaultDigestTime TimeOfDay = 7 * 60
