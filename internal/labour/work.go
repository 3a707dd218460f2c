package labour

import (
	"sort"
	"time"

	"github.com/shiftsched/shiftsched/internal/domain"
)

// Work is one piece of one person's work as the rules see it: a scheduled shift, or the
// time actually worked on it where the time clock knows it, in real instants (so that a
// daylight-saving change makes it an hour shorter or longer).
type Work struct {
	ShiftID int64
	// Date is the day the work belongs to: its shift's date.
	Date      domain.Date
	At, Until time.Time
	// Proposed: the work is being checked (a draft's or a publish's shift); the others
	// are context (neighbouring weeks) whose own breaches are not reported again.
	Proposed bool
	// Worked: At, Until and Breaks are what the clock recorded.
	Worked bool
	Breaks []Span
	// UntimedBreakMinutes are breaks known only as a total (a manager's correction).
	UntimedBreakMinutes int
	Structure           domain.ShiftStructure
	// Label names the work in a sentence ("Friday Nov 20 22:00-06:00").
	Label string
}

// Span is a stretch of real time, such as a break.
type Span struct{ At, Until time.Time }

func (w Work) minutes() int { return int(w.Until.Sub(w.At) / time.Minute) }

// Scheduled is a shift as work in the zone: its wall-clock start and end on its date
// (the next morning when the end is not after the start) as real instants.
func Scheduled(sh domain.Shift, zone *time.Location, proposed bool) Work {
	w := unlabelled(sh, zone, proposed)
	w.Label = domain.ShiftLabel(sh)
	return w
}

// unlabelled is Scheduled without the Label, for work no sentence names: it costs a
// tenth as much, which counts over the months of shifts a reference period reads.
func unlabelled(sh domain.Shift, zone *time.Location, proposed bool) Work {
	at := wall(sh.Date, int(sh.StartTime), zone)
	endDate := sh.Date
	if sh.EndTime <= sh.StartTime {
		endDate = sh.Date.AddDays(1)
	}
	return Work{ShiftID: sh.ID, Date: sh.Date, At: at, Until: wall(endDate, int(sh.EndTime), zone),
		Proposed: proposed, Structure: sh.ShiftStructure}
}

// WithWorked replaces each scheduled piece of work by the worked one of the same shift,
// and adds worked time no shift matched: rest and averages count what was worked where
// it is known.
func WithWorked(scheduled, worked []Work) []Work {
	byShift := map[int64]Work{}
	var loose []Work
	for _, w := range worked {
		if w.ShiftID != 0 {
			byShift[w.ShiftID] = w
		} else {
			loose = append(loose, w)
		}
	}
	out := make([]Work, 0, len(scheduled)+len(loose))
	used := map[int64]bool{}
	for _, s := range scheduled {
		if w, ok := byShift[s.ShiftID]; ok && s.ShiftID != 0 {
			w.Proposed, w.Label, used[s.ShiftID] = s.Proposed, s.Label, true
			if w.Structure == (domain.ShiftStructure{}) {
				w.Structure = s.Structure
			}
			s = w
		}
		out = append(out, s)
	}
	for _, w := range worked {
		if w.ShiftID != 0 && !used[w.ShiftID] {
			loose = append(loose, w) // worked on a shift no longer this person's, or not read
		}
	}
	return append(out, loose...)
}

// wall is the real instant of minutes after midnight on d in the zone.
func wall(d domain.Date, minutes int, zone *time.Location) time.Time {
	return time.Date(d.Year, d.Month, d.Day, 0, minutes, 0, 0, zone)
}

// sortWork orders work by start.
func sortWork(ws []Work) {
	sort.SliceStable(ws, func(i, j int) bool { return ws[i].At.Before(ws[j].At) })
}

// overlap is how many minutes [a, b) and [c, d) share.
func overlap(a, b, c, d time.Time) int {
	if c.After(a) {
		a = c
	}
	if d.Before(b) {
		b = d
	}
	if !b.After(a) {
		return 0
	}
	return int(b.Sub(a) / time.Minute)
}
