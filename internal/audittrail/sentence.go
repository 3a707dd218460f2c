package audittrail

import (
	"encoding/json"
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/shiftsched/shiftsched/internal/domain"
)

// auditSentence is entry e as a manager reads it: who did what, to whom. The line stored
// with the entry says what was done; the subject is added when it is read, so entries
// written before a person was renamed keep the name they had then.
func auditSentence(e domain.AuditEntry) string {
	return auditSubject(e) + " " + auditPredicate(e)
}

// auditSubject is who made the change: the person signed in, else the person the entry
// made (signing up, joining by invitation), else the app's own housekeeping or a visitor.
func auditSubject(e domain.AuditEntry) string {
	if e.ActorID != nil && e.ActorName != "" {
		return e.ActorName
	}
	var after struct{ Name string }
	if json.Unmarshal(e.After, &after) == nil && after.Name != "" {
		return after.Name
	}
	if e.Action == "time_record.forgotten_clock_out" {
		return "Shiftsched"
	}
	return auditNobody
}

// auditNobody is the subject of what someone not signed in did, in English.
const auditNobody = "Someone not signed in"

// legacySwap is how swap entries were worded before they were sentences.
var legacySwap = regexp.MustCompile(`^Swap between (.+) and (.+): ([a-z_]+)$`)

// auditPredicate is what the subject did, from the stored line. A few older lines were
// not written as something a person did; those are reworded here.
func auditPredicate(e domain.AuditEntry) string {
	s := e.Summary
	if m := legacySwap.FindStringSubmatch(s); m != nil {
		return SwapPredicate(domain.SwapStatus(m[3]), m[1], m[2])
	}
	if rest, ok := strings.CutPrefix(s, "A password reset link was sent to "); ok {
		return "asked for a password reset link for " + rest
	}
	if s == "" {
		return "made a change (" + strings.ReplaceAll(e.Action, "_", " ") + ")"
	}
	return lowerFirst(legacyDates(s, e.At))
}

// SwapPredicate says, in English, what moving a swap between requester and target to
// status was: the stored line of a swap entry, and how older swap entries read.
func SwapPredicate(status domain.SwapStatus, requester, target string) string {
	switch status {
	case domain.SwapPendingManager:
		return "agreed to swap shifts with " + requester + "; it now waits for a manager"
	case domain.SwapDeniedByTarget:
		return "turned down " + requester + "'s request to swap shifts"
	case domain.SwapApproved:
		return "approved the swap of shifts between " + requester + " and " + target
	case domain.SwapDeniedByManager:
		return "denied the swap of shifts between " + requester + " and " + target
	}
	return "moved the swap between " + requester + " and " + target + " on"
}

// lowerFirst makes a stored line ("Published the week …") follow a subject, leaving
// words that are capitalised throughout ("API", "PIN") as they are.
func lowerFirst(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	if next, _ := utf8.DecodeRuneInString(s[n:]); unicode.IsUpper(next) {
		return s
	}
	return string(unicode.ToLower(r)) + s[n:]
}
