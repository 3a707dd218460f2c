package labour

import (
	"sort"
	"time"

	"github.com/shiftsched/shiftsched/internal/domain"
)

// ChangeKind names what a late change did to a person's published work.
type ChangeKind string

// The kinds of late change.
const (
	ChangeAdded     ChangeKind = "ADDED"     // a shift given to the person
	ChangeMoved     ChangeKind = "MOVED"     // its day or times changed, and it is not shorter
	ChangeShortened ChangeKind = "SHORTENED" // its times changed and it is shorter
	ChangeRemoved   ChangeKind = "REMOVED"   // taken away: removed, or given to someone else
	ChangeClopening ChangeKind = "CLOPENING" // the change made the shift open a clopening
)

// Cut reports whether the kind takes hours away: a cut pays from the moment it takes
// effect, whatever the answer, since the hours are lost either way.
func (k ChangeKind) Cut() bool { return k == ChangeShortened || k == ChangeRemoved }

// Slot is a shift's day and times as a late change shows them.
type Slot struct {
	Date       domain.Date
	Start, End domain.TimeOfDay
}

func slotOf(sh domain.Shift) *Slot { return &Slot{Date: sh.Date, Start: sh.StartTime, End: sh.EndTime} }

// LateChange is one change to one person's published work inside their notice window:
// what it was and is, the minutes it took away, and the premium it pays.
type LateChange struct {
	UserID      int64
	ShiftID     int64
	Kind        ChangeKind
	Before      *Slot // nil: the shift was not the person's
	After       *Slot // nil: it no longer is
	LostMinutes int
	Name        string // the pay line's label
	Cents       int64
	Priced      bool // false: a share of pay with no hourly rate known
}

// ChangeInput is what LateChanges compares: each person's rule (nil or off: none), the
// week's published shifts before a change and after it, the day the change is made on,
// each person's clopening rule (for ChangeClopening), the zone, the people who asked
// for the change (no consent, no pay), and each person's hourly rate (nil: unknown).
type ChangeInput struct {
	Rules      map[int64]*Predictability
	Clopenings map[int64]*Clopening
	Old, New   []domain.Shift
	Today      domain.Date
	Zone       *time.Location
	Asked      map[int64]bool
	Rate       func(userID int64, sh domain.Shift) *int64
}

// LateChanges returns the changes between Old and New that reach a person's published
// shift less than their rule's notice days ahead (the shift's day, before or after the
// change, from Today to Today+NoticeDays-1): each needs the person's consent and pays
// the rule's premium. A shift exactly NoticeDays ahead is in time. Past days are not
// changes anyone consents to.
func LateChanges(in ChangeInput) []LateChange {
	if in.Zone == nil {
		in.Zone = time.UTC
	}
	oldBy, newBy := byID(in.Old), byID(in.New)
	var out []LateChange
	add := func(u int64, id int64, k ChangeKind, before, after *domain.Shift) {
		r := in.Rules[u]
		if r == nil || !r.on() || in.Asked[u] || !in.inWindow(r, before, after) {
			return
		}
		c := LateChange{UserID: u, ShiftID: id, Kind: k, Name: r.name()}
		if before != nil {
			c.Before = slotOf(*before)
		}
		if after != nil {
			c.After = slotOf(*after)
		}
		c.price(r, in, before, after)
		out = append(out, c)
	}
	// A shift sent again without its id (the REST shim's clients do) is the same shift:
	// a removal and an addition of one person on one day pair up as one change.
	var gone, came []domain.Shift
	for _, o := range in.Old {
		n, kept := newBy[o.ID]
		switch {
		case !kept || n.UserID != o.UserID:
			gone = append(gone, o)
		default:
			in.compare(add, o, n)
		}
	}
	for _, n := range in.New {
		if o, kept := oldBy[n.ID]; n.UserID > 0 && (!kept || o.UserID != n.UserID) {
			came = append(came, n)
		}
	}
	in.pairUp(add, gone, came)
	in.clopenings(add, newBy)
	sort.SliceStable(out, func(i, j int) bool { return out[i].UserID < out[j].UserID })
	return out
}

// pairUp adds the changes of the shifts that went (gone) and came: a person's shift
// that went and one of theirs that came on the same day are one change of times.
func (in ChangeInput) pairUp(add func(int64, int64, ChangeKind, *domain.Shift, *domain.Shift), gone, came []domain.Shift) {
	paired := make([]bool, len(came))
	for _, o := range gone {
		j := -1
		for k, n := range came {
			if !paired[k] && n.UserID == o.UserID && n.Date == o.Date {
				j = k
				break
			}
		}
		if j < 0 {
			add(o.UserID, o.ID, ChangeRemoved, &o, nil)
			continue
		}
		paired[j] = true
		in.compare(add, o, came[j])
	}
	for j, n := range came {
		if !paired[j] {
			add(n.UserID, n.ID, ChangeAdded, nil, &n)
		}
	}
}

// compare adds the change from o to n, one person's shift on both sides, if its day or
// times changed.
func (in ChangeInput) compare(add func(int64, int64, ChangeKind, *domain.Shift, *domain.Shift), o, n domain.Shift) {
	if n.Date == o.Date && n.StartTime == o.StartTime && n.EndTime == o.EndTime {
		return
	}
	k := ChangeMoved
	if shiftMinutes(n, in.Zone) < shiftMinutes(o, in.Zone) {
		k = ChangeShortened
	}
	add(o.UserID, n.ID, k, &o, &n)
}

// inWindow reports whether the shift's day before or after the change falls in the
// rule's notice window from Today.
func (in ChangeInput) inWindow(r *Predictability, shifts ...*domain.Shift) bool {
	for _, sh := range shifts {
		if sh != nil && !sh.Date.Before(in.Today) && sh.Date.Before(in.Today.AddDays(r.NoticeDays)) {
			return true
		}
	}
	return false
}

// price is the premium of the change under r: a cut pays the share of its lost
// minutes when the rule sets one; any other change the minutes of pay; both the fixed
// sum (a cut its own, when set). A clopening pays its own fixed sum.
func (c *LateChange) price(r *Predictability, in ChangeInput, before, after *domain.Shift) {
	c.Priced = true
	if c.Kind == ChangeClopening {
		c.Cents = r.ClopeningCents
		return
	}
	at := after
	if at == nil {
		at = before
	}
	minutes, percent := r.ChangePayMinutes, 100
	if c.Kind.Cut() {
		lost := shiftMinutes(*before, in.Zone)
		if after != nil {
			lost -= shiftMinutes(*after, in.Zone)
		}
		c.LostMinutes = lost
		if r.CutPercent > 0 {
			minutes, percent = lost, r.CutPercent
		}
	}
	c.Cents = r.ChangeCents
	if c.Kind.Cut() && r.CutCents > 0 {
		c.Cents = r.CutCents
	}
	if minutes == 0 {
		return
	}
	var rate *int64
	if in.Rate != nil {
		rate = in.Rate(c.UserID, *at)
	}
	if rate == nil {
		c.Priced = false
		return
	}
	// rate is cents an hour: round once, at the end.
	c.Cents += (int64(minutes)*(*rate)*int64(percent) + 3000) / 6000
}

// clopenings are the ChangeClopening changes: shifts that open a clopening after the
// change and did not before, for people whose rule asks consent for them.
func (in ChangeInput) clopenings(add func(int64, int64, ChangeKind, *domain.Shift, *domain.Shift), newBy map[int64]domain.Shift) {
	for _, u := range sortedKeys(in.Rules) {
		r, c := in.Rules[u], in.Clopenings[u]
		if r == nil || !r.ClopeningConsent || c == nil {
			continue
		}
		before, after := openings(c, in.Old, u, in.Zone), openings(c, in.New, u, in.Zone)
		for _, id := range sortedIDs(after) {
			if !before[id] {
				sh := newBy[id]
				add(u, id, ChangeClopening, nil, &sh)
			}
		}
	}
}

// openings are the ids of the person's shifts that open a clopening under c.
func openings(c *Clopening, shifts []domain.Shift, userID int64, zone *time.Location) map[int64]bool {
	var work []Work
	for _, sh := range shifts {
		if sh.UserID == userID {
			work = append(work, Scheduled(sh, zone, true))
		}
	}
	sortWork(work)
	e := evaluation{in: Input{Rules: Rules{Clopening: c}, Zone: zone}, work: work}
	return e.clopenings()
}

func shiftMinutes(sh domain.Shift, zone *time.Location) int {
	return Scheduled(sh, zone, false).minutes()
}

func byID(shifts []domain.Shift) map[int64]domain.Shift {
	out := make(map[int64]domain.Shift, len(shifts))
	for _, sh := range shifts {
		out[sh.ID] = sh
	}
	return out
}

func sortedIDs(m map[int64]bool) []int64 {
	out := make([]int64, 0, len(m))
	for id := range m {
		out = append(out, id)
	}
	sort.Slice(out, func(i, j int) bool { return out[i] < out[j] })
	return out
}

func sortedKeys(m map[int64]*Predictability) []int64 {
	out := make([]int64, 0, len(m))
	for id := range m {
		out = append(out, id)
	}
	sort.Slice(out, func(i, j int) bool { return out[i] < out[j] })
	return out
}
