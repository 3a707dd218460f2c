package audittrail

import (
	"encoding/json"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/shiftsched/shiftsched/internal/change"
	"github.com/shiftsched/shiftsched/internal/domain"
	"github.com/shiftsched/shiftsched/internal/i18n"
)

// argText is the stored value as the reader's locale writes it.
func argText(a change.Arg) i18n.Text {
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
			return change.TimeOffText(&r)(l)
		case a.Date != nil:
			return change.DayText(*a.Date)(l)
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
		var a change.Arg
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

// English is what a catalogue text with its stored values says in the reference
// language, as an audit entry's summary stores it.
func English(key string, args []byte) string {
	return upperFirst(strings.TrimSpace(renderSaid(i18n.For(i18n.English, nil), key, args)))
}
