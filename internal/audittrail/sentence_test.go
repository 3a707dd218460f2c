package audittrail

import (
	"testing"
	"time"

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

func TestOlderEntriesNameDaysAndShiftsInTodaysWords(t *testing.T) {
	mia := int64(1)
	// Written on 2 January 2027: "Dec 30" was three days before, not in December 2027.
	at := time.Date(2027, 1, 2, 10, 0, 0, 0, time.UTC)
	cases := []struct{ summary, want string }{
		{"Posted an open shift on Nov 23 09:00-17:00", "Mia Manager posted an open shift on Monday 23 November, 9a–5p"},
		{"Gave the open shift on Dec 30 07:30-15:00 to Eve Early", "Mia Manager gave the open shift on Wednesday 30 December, 7:30a–3p to Eve Early"},
		{"Claimed the open shift on Jan 4 22:00-06:00", "Mia Manager claimed the open shift on Monday 4 January, 10p–6a"},
		{"Took Eve Early off the schedule on Sat Nov 28 9:00 AM–5:00 PM: her time off was approved",
			"Mia Manager took Eve Early off the schedule on Saturday 28 November, 9a–5p: her time off was approved"},
		{"Published the week of Dec 25 (2 shifts: 2 added, 0 changed, 0 removed)",
			"Mia Manager published the week of Friday 25 December (2 shifts: 2 added, 0 changed, 0 removed)"},
		{"Added the event Party on 2026-12-24", "Mia Manager added the event Party on Thursday 24 December"},
		{"Marked 2026-12-10 unavailable", "Mia Manager marked Thursday 10 December unavailable"},
		// A title that holds a date is the manager's text, left as written.
		{"Added the event Stocktake 2027-01-05 on 2027-01-05", "Mia Manager added the event Stocktake 2027-01-05 on Tuesday 5 January"},
	}
	for _, c := range cases {
		e := domain.AuditEntry{At: at, ActorID: &mia, ActorName: "Mia Manager", Action: "x.y", Summary: c.summary}
		if got := auditSentence(e); got != c.want {
			t.Errorf("%q: got %q, want %q", c.summary, got, c.want)
		}
	}
}
