package service

import (
	"testing"

	"github.com/shiftsched/shiftsched/internal/domain"
)

func TestAuditEntriesWrittenBeforeSentencesStillReadAsSentences(t *testing.T) {
	mia := int64(1)
	cases := []struct {
		e    domain.AuditEntry
		want string
	}{
		{domain.AuditEntry{ActorID: &mia, ActorName: "Mia Manager", Action: "swap.approve", Summary: "Swap between Eve Early and Bob Busy: approved"},
			"Mia Manager approved the swap of shifts between Eve Early and Bob Busy"},
		{domain.AuditEntry{ActorID: &mia, ActorName: "Bob Busy", Action: "swap.accept", Summary: "Swap between Eve Early and Bob Busy: pending_manager"},
			"Bob Busy agreed to swap shifts with Eve Early; it now waits for a manager"},
		{domain.AuditEntry{Action: "account.request_reset", Summary: "A password reset link was sent to rita@example.com"},
			"Someone not signed in asked for a password reset link for rita@example.com"},
		{domain.AuditEntry{Action: "account.register", Summary: "Signed up as employee", After: []byte(`{"name": "Rita Reset"}`)},
			"Rita Reset signed up as employee"},
		{domain.AuditEntry{Action: "time_record.forgotten_clock_out", Summary: "Closed a forgotten clock-out of Eve Early at the shift's end"},
			"Shiftsched closed a forgotten clock-out of Eve Early at the shift's end"},
	}
	for _, c := range cases {
		if got := auditSentence(c.e); got != c.want {
			t.Errorf("%s: got %q, want %q", c.e.Action, got, c.want)
		}
	}
}
