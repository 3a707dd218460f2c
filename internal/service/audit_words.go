package service

import (
	"github.com/shiftsched/shiftsched/internal/domain"
)

// openShiftWhen is the day and times of an open shift.
func openShiftWhen(o *domain.OpenShift) auditShift {
	return auditShift{Day: o.Date, From: o.StartTime, To: o.EndTime}
}

// swapSaid says what moving a swap between requester and target to status was, as
// audittrail.SwapPredicate does in English; nothing for a status without a sentence of its own.
func swapSaid(status domain.SwapStatus, requester, target string) said {
	args := map[string]any{"Requester": requester, "Target": target}
	switch status {
	case domain.SwapPendingManager:
		return say("AuditSwapAgreed", args)
	case domain.SwapDeniedByTarget:
		return say("AuditSwapTurnedDown", args)
	case domain.SwapApproved:
		return say("AuditSwapApproved", args)
	case domain.SwapDeniedByManager:
		return say("AuditSwapDenied", args)
	}
	return said{}
}

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
