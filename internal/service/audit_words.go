package service

import (
	"encoding/json"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/shiftsched/shiftsched/internal/domain"
	"github.com/shiftsched/shiftsched/internal/i18n"
)

// argText is the stored value as the reader's locale writes it.
func argText(a auditArg) i18n.Text {
	return func(l i18n.Locale) string {
		switch {
		case a.Day != nil:
			return auditDayText(l, *a.Day)
		case a.Shift != nil && a.From != nil && a.To != nil:
			return l.T("AuditShiftWhen", i18n.Args{"Day": auditDayText(l, *a.Shift),
				"From": auditTime(l, *a.From), "To": auditTime(l, *a.To)})
		case a.Word != "":
			return l.T(a.Word, nil)
		case a.TimeOff != nil && a.Last != nil:
			r := domain.TimeOffRequest{Date: *a.TimeOff, EndDate: *a.Last, StartTime: a.From, EndTime: a.To}
			return timeOffText(&r)(l)
		case a.Date != nil:
			return dayText(*a.Date)(l)
		case a.Time != nil:
			return l.Time(int(*a.Time))
		case a.Say != nil:
			return renderSaid(l, a.Say.Key, a.Say.Args)
		case a.List != nil:
			parts := make([]string, len(a.List))
			for i, p := range a.List {
				parts[i] = renderSaid(l, p.Key, p.Args)
			}
			return strings.Join(parts, l.T("ListSeparator", nil))
		}
		return ""
	}
}

// auditDayText writes a day as the audit trail does, e.g. "Monday 23 November".
func auditDayText(l i18n.Locale, d domain.Date) string {
	return l.T("DayLong", i18n.Args{"Weekday": l.T("WeekdayLong"+d.Time().Weekday().String()[:3], nil),
		"Day": d.Day, "Month": l.T("MonthLong"+itoa(int(d.Month)), nil)})
}

// auditTime is a time of day in a sentence of the trail: on the reader's clock, and in
// English without a chosen clock as compact as the grid's ("9a", "7:30p").
func auditTime(l i18n.Locale, t domain.TimeOfDay) string {
	if l.Clock == nil && l.Lang == i18n.English {
		return domain.CompactTime(t)
	}
	return l.Time(int(t))
}

func itoa(n int) string {
	if n >= 10 {
		return string([]byte{byte('0' + n/10), byte('0' + n%10)})
	}
	return string([]byte{byte('0' + n)})
}

// renderSaid writes what was done in l, from the stored key and values.
func renderSaid(l i18n.Locale, key string, stored []byte) string {
	var raw map[string]json.RawMessage
	_ = json.Unmarshal(stored, &raw) // written by marshalSaid; none when it has no values
	args := make(i18n.Args, len(raw))
	for name, v := range raw {
		var a auditArg
		var n json.Number
		var s string
		switch {
		case json.Unmarshal(v, &s) == nil:
			args[name] = s
		case json.Unmarshal(v, &n) == nil:
			args[name] = n.String()
		case json.Unmarshal(v, &a) == nil:
			args[name] = argText(a)
		}
	}
	// A Count chooses the plural form ("1 minute", "5 minutes").
	if c, ok := args["Count"].(string); ok {
		if count, err := strconv.Atoi(c); err == nil {
			return l.N(key, count, args)
		}
	}
	return l.T(key, args)
}

// sentenceIn is entry e as a manager reading l reads it: who did what. Entries written
// before they kept a key read as they were written, in English.
func sentenceIn(l i18n.Locale, e domain.AuditEntry) string {
	if e.MessageKey == nil {
		return auditSentence(e)
	}
	who := auditSubject(e)
	if who == auditNobody {
		who = l.T("AuditSomeoneNotSignedIn", nil)
	}
	return l.T("AuditSentence", i18n.Args{"Who": who, "What": renderSaid(l, *e.MessageKey, e.MessageArgs)})
}

// upperFirst makes a predicate ("published the week …") the stored English summary.
func upperFirst(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	return string(unicode.ToUpper(r)) + s[n:]
}

// english is what a catalogue text with its stored values says in the reference
// language, as an audit entry's summary stores it.
func english(key string, args []byte) string {
	return upperFirst(strings.TrimSpace(renderSaid(i18n.For(i18n.English, nil), key, args)))
}

// openShiftWhen is the day and times of an open shift.
func openShiftWhen(o *domain.OpenShift) auditShift {
	return auditShift{Day: o.Date, From: o.StartTime, To: o.EndTime}
}

// swapSaid says what moving a swap between requester and target to status was, as
// swapPredicate does in English; nothing for a status without a sentence of its own.
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
