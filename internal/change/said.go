package change

import (
	"encoding/json"

	"github.com/shiftsched/shiftsched/internal/domain"
)

// A Said is what an audit entry says was done, as a catalogue text (a predicate:
// "published the week of {{.Week}}") and its values. It is stored with the entry, so each
// manager reads the entry in their own language and clock; the English summary is
// stored too. The values are strings or numbers (data, shown as written), or one of the
// values below, which depend on the reader.
type Said struct {
	Key  string
	Args map[string]any
}

// Say is the catalogue text key with its values.
func Say(key string, args map[string]any) Said { return Said{Key: key, Args: args} }

// MarshalJSON keeps a Said inside another's values (a part of a longer sentence).
func (s Said) MarshalJSON() ([]byte, error) {
	args, err := json.Marshal(s.Args)
	if err != nil {
		return nil, err
	}
	return json.Marshal(Arg{Say: &StoredSaid{Key: s.Key, Args: args}})
}

// The values that depend on the reader, as they are kept in message_args: each a JSON
// object told apart by its field (Arg).
type (
	Day   struct{ Day domain.Date } // a day written long, e.g. "Monday 23 November"
	Shift struct {
		Day      domain.Date
		From, To domain.TimeOfDay
	}
	Word    struct{ Key string } // a catalogue text, e.g. a role or a reason
	TimeOff struct{ Request domain.TimeOffRequest }
	Date    struct{ Day domain.Date }     // a day written short, e.g. "Nov 2"
	Clock   struct{ At domain.TimeOfDay } // a time of day
	List    []Said                        // parts joined as the reader's language lists them
)

// OpenShiftWhen is the day and times of an open shift, as audit entries name it. Both
// the market and the week's rules (open shifts posted when time off is approved or a
// person is deleted) audit open shifts, so it is here rather than in either.
func OpenShiftWhen(o *domain.OpenShift) Shift {
	return Shift{Day: o.Date, From: o.StartTime, To: o.EndTime}
}

// StoredSaid is a Said as message_args keeps it.
type StoredSaid struct {
	Key  string          `json:"key"`
	Args json.RawMessage `json:"args,omitempty"`
}

// Arg is one stored value: exactly one of its fields is set.
type Arg struct {
	Day     *domain.Date      `json:"day,omitempty"`
	Shift   *domain.Date      `json:"shift,omitempty"`
	From    *domain.TimeOfDay `json:"from,omitempty"`
	To      *domain.TimeOfDay `json:"to,omitempty"`
	Last    *domain.Date      `json:"last,omitempty"` // time off: its last day
	Word    string            `json:"word,omitempty"`
	TimeOff *domain.Date      `json:"timeOff,omitempty"`
	Date    *domain.Date      `json:"date,omitempty"`
	Time    *domain.TimeOfDay `json:"time,omitempty"`
	Say     *StoredSaid       `json:"say,omitempty"`
	List    []StoredSaid      `json:"list,omitempty"`
}

func (a Day) MarshalJSON() ([]byte, error) { return json.Marshal(Arg{Day: &a.Day}) }
func (a Shift) MarshalJSON() ([]byte, error) {
	return json.Marshal(Arg{Shift: &a.Day, From: &a.From, To: &a.To})
}
func (a Word) MarshalJSON() ([]byte, error)  { return json.Marshal(Arg{Word: a.Key}) }
func (a Date) MarshalJSON() ([]byte, error)  { return json.Marshal(Arg{Date: &a.Day}) }
func (a Clock) MarshalJSON() ([]byte, error) { return json.Marshal(Arg{Time: &a.At}) }
func (a List) MarshalJSON() ([]byte, error) {
	parts := make([]StoredSaid, len(a))
	for i, p := range a {
		args, err := json.Marshal(p.Args)
		if err != nil {
			return nil, err
		}
		parts[i] = StoredSaid{Key: p.Key, Args: args}
	}
	return json.Marshal(Arg{List: parts})
}
func (a TimeOff) MarshalJSON() ([]byte, error) {
	r := a.Request
	last := r.LastDay()
	return json.Marshal(Arg{TimeOff: &r.Date, Last: &last, From: r.StartTime, To: r.EndTime})
}
