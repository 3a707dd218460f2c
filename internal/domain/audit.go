package domain

import (
	"time"
)

// AuditEntry is one recorded state change: who, when, what, on which object, and a
// compact before/after (JSON, either may be empty).
type AuditEntry struct {
	ID         int64     `db:"id"`
	At         time.Time `db:"at"`
	ActorID    *int64    `db:"actor_id"` // nil: nobody signed in (sign-up, reset)
	ActorName  string    `db:"actor_name"`
	Action     string    `db:"action"` // "area.verb", e.g. "schedule.publish"
	ObjectType string    `db:"object_type"`
	ObjectID   string    `db:"object_id"`
	Summary    string    `db:"summary"` // in English
	// MessageKey and MessageArgs (JSON) are the summary as a catalogue text and its
	// values, for reading it in any language; nil on entries written before.
	MessageKey  *string `db:"message_key"`
	MessageArgs []byte  `db:"message_args"`
	Before      []byte  `db:"before"` // JSON; nil: none
	After       []byte  `db:"after"`  // JSON; nil: none
}

// AuditFilter narrows a page of the audit trail; zero fields do not filter.
type AuditFilter struct {
	ActorID  int64
	Action   string // a whole action ("swap.decide") or an area ("swap")
	From, To Date   // inclusive days, in the workplace's time zone
}

// WebhookEventKind names what a webhook can be told about.
type WebhookEventKind string

// Webhook event kinds.
const (
	EventSchedulePublished WebhookEventKind = "schedule.published"
	EventSwapDecided       WebhookEventKind = "swap.decided"
	EventTimeOffDecided    WebhookEventKind = "time_off.decided"
	EventUserDeleted       WebhookEventKind = "user.deleted"
	EventClaimDecided      WebhookEventKind = "open_shift_claim.decided"
	// EventWorkplaceChanged: a location, position, shift type or a person's positions,
	// locations or rates changed.
	EventWorkplaceChanged  WebhookEventKind = "workplace.changed"
	EventClockIn           WebhookEventKind = "time_record.clock_in"
	EventClockOut          WebhookEventKind = "time_record.clock_out" // also forgotten clock-outs closed by the server
	EventTimesheetApproved WebhookEventKind = "timesheet.approved"
	// EventLeaveBalanceChanged: rows were written to a person's leave ledger (leave
	// taken, restored, adjusted, banked overtime, or a policy's grants settled).
	EventLeaveBalanceChanged WebhookEventKind = "leave.balance_changed"
)

// WebhookEventKinds lists every kind, in the order screens show them.
var WebhookEventKinds = []WebhookEventKind{EventSchedulePublished, EventSwapDecided, EventTimeOffDecided, EventUserDeleted, EventClaimDecided, EventWorkplaceChanged, EventClockIn, EventClockOut, EventTimesheetApproved, EventLeaveBalanceChanged}

// Valid reports whether k is a known kind.
func (k WebhookEventKind) Valid() bool {
	for _, v := range WebhookEventKinds {
		if k == v {
			return true
		}
	}
	return false
}

// Webhook is an endpoint a manager registered for some event kinds.
type Webhook struct {
	ID        int64      `db:"id"`
	URL       string     `db:"url"`
	Secret    string     `db:"secret"`
	Kinds     []string   `db:"-"`
	CreatedBy *int64     `db:"created_by"`
	CreatedAt time.Time  `db:"created_at"`
	RemovedAt *time.Time `db:"removed_at"`
}

// WebhookEvent is the JSON body of a delivery.
type WebhookEvent struct {
	ID   string           `json:"id"`
	Kind WebhookEventKind `json:"kind"`
	Time time.Time        `json:"time"`
	Data any              `json:"data"`
}
