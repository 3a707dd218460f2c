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

// A said is what an audit entry says was done, as a catalogue text (a predicate: "published
// the week of {{.Week}}") and its values. It is stored with the entry, so each manager
// reads the entry in their own language and clock; the English summary is stored too.
type said struct {
	Key  string
	Args map[string]any // string or number (data, shown as written), or one of the audit values below
}

// MarshalJSON keeps a said inside another's values (a part of a longer sentence).
func (s said) MarshalJSON() ([]byte, error) {
	args, err := json.Marshal(s.Args)
	if err != nil {
		return nil, err
	}
	return json.Marshal(auditArg{Say: &storedSaid{Key: s.Key, Args: args}})
}

// say is the catalogue text key with its values.
func say(key string, args map[string]any) said { return said{Key: key, Args: args} }

// The values that depend on the reader, as they are kept in message_args: each a JSON
// object told apart by its field.
type (
	auditDay   struct{ Day domain.Date }
	auditShift struct {
		Day      domain.Date
		From, To domain.TimeOfDay
	}
	auditWord    struct{ Key string } // a catalogue text, e.g. a role or a reason
	auditTimeOff struct{ Request domain.TimeOffRequest }
	auditDate    struct{ Day domain.Date }     // a day written short, e.g. "Nov 2"
	auditClock   struct{ At domain.TimeOfDay } // a time of day
	auditList    []said                        // parts joined as the reader's language lists them
)

type storedSaid struct {
	Key  string          `json:"key"`
	Args json.RawMessage `json:"args,omitempty"`
}

// auditArg is one stored value: exactly one of its fields is set.
type auditArg struct {
	Day     *domain.Date      `json:"day,omitempty"`
	Shift   *domain.Date      `json:"shift,omitempty"`
	From    *domain.TimeOfDay `json:"from,omitempty"`
	To      *domain.TimeOfDay `json:"to,omitempty"`
	Last    *domain.Date      `json:"last,omitempty"` // time off: its last day
	Word    string            `json:"word,omitempty"`
	TimeOff *domain.Date      `json:"timeOff,omitempty"`
	Date    *domain.Date      `json:"date,omitempty"`
	Time    *domain.TimeOfDay `json:"time,omitempty"`
	Say     *storedSaid       `json:"say,omitempty"`
	List    []storedSaid      `json:"list,omitempty"`
}

func (a auditDay) MarshalJSON() ([]byte, error) { return json.Marshal(auditArg{Day: &a.Day}) }
func (a auditShift) MarshalJSON() ([]byte, error) {
	return json.Marshal(auditArg{Shift: &a.Day, From: &a.From, To: &a.To})
}
func (a auditWord) MarshalJSON() ([]byte, error)  { return json.Marshal(auditArg{Word: a.Key}) }
func (a auditDate) MarshalJSON() ([]byte, error)  { return json.Marshal(auditArg{Date: &a.Day}) }
func (a auditClock) MarshalJSON() ([]byte, error) { return json.Marshal(auditArg{Time: &a.At}) }
func (a auditList) MarshalJSON() ([]byte, error) {
	parts := make([]storedSaid, len(a))
	for i, p := range a {
		args, err := json.Marshal(p.Args)
		if err != nil {
			return nil, err
		}
		parts[i] = storedSaid{Key: p.Key, Args: args}
	}
	return json.Marshal(auditArg{List: parts})
}
func (a auditTimeOff) MarshalJSON() ([]byte, error) {
	r := a.Request
	last := r.LastDay()
	return json.Marshal(auditArg{TimeOff: &r.Date, Last: &last, From: r.StartTime, To: r.EndTime})
}

// text is the stored value as the reader's locale writes it.
func (a auditArg) text() i18n.Text {
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
			args[name] = a.text()
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

// english is what s says in the reference language, as the summary stores it.
func (s said) english(args []byte) string {
	return upperFirst(strings.TrimSpace(renderSaid(i18n.For(i18n.English, nil), s.Key, args)))
}

// roleWord names a role in a sentence of the trail ("employee", "manager").
func roleWord(r domain.Role) auditWord {
	if r == domain.RoleManager {
		return auditWord{"AuditRoleManager"}
	}
	return auditWord{"AuditRoleEmployee"}
}

// openShiftWhen is the day and times of an open shift.
func openShiftWhen(o *domain.OpenShift) auditShift {
	return auditShift{Day: o.Date, From: o.StartTime, To: o.EndTime}
}

// timeOffDecided says that a manager approved or denied req.
func timeOffDecided(status domain.TimeOffStatus, req *domain.TimeOffRequest) said {
	key := "AuditDeniedTimeOff"
	if status == domain.TimeOffApproved {
		key = "AuditApprovedTimeOff"
	}
	return say(key, map[string]any{"Name": req.UserName, "When": auditTimeOff{*req}})
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
		return auditWord{key}
	}
	return reason
}

// feedWord names a calendar feed in a sentence.
func feedWord(f domain.FeedScope) auditWord {
	if f == domain.FeedWorkplace {
		return auditWord{"AuditFeedWorkplace"}
	}
	return auditWord{"AuditFeedOwn"}
}

// fillModeWord names how a fill treats the shifts already there.
func fillModeWord(m domain.FillMode) auditWord {
	switch m {
	case domain.FillModeRebuild:
		return auditWord{"AuditFillModeRebuild"}
	case domain.FillModeRepair:
		return auditWord{"AuditFillModeRepair"}
	}
	return auditWord{"AuditFillModeFill"}
}

// deliveryWord names how a kind of notification reaches a person.
func deliveryWord(d domain.Delivery) auditWord {
	switch d {
	case domain.DeliverEmail:
		return auditWord{"AuditDeliveryEmail"}
	case domain.DeliverDigest:
		return auditWord{"AuditDeliveryDigest"}
	case domain.DeliverPush:
		return auditWord{"AuditDeliveryPush"}
	}
	return auditWord{"AuditDeliveryInApp"}
}
