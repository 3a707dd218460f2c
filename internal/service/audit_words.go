package service

import (
	"github.com/shiftsched/shiftsched/internal/domain"
)

// reasonArg is a reason the app gives (a catalogue text) or one a person wrote (data).
func reasonArg(reason string) any {
	if key, ok := reasonKeys[reason]; ok {
		return auditWord{Key: key}
	}
	return reason
}

// deliveryWord names how a kind of notification reaches a person.
func deliveryWord(d domain.Delivery) auditWord {
	switch d {
	case domain.DeliverEmail:
		return auditWord{Key: "AuditDeliveryEmail"}
	case domain.DeliverDigest:
		return auditWord{Key: "AuditDeliveryDigest"}
	case domain.DeliverPush:
		return auditWord{Key: "AuditDeliveryPush"}
	}
	return auditWord{Key: "AuditDeliveryInApp"}
}
