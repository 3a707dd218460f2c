package labour

import (
	"context"
	"fmt"
	"time"

	"github.com/shiftsched/shiftsched/internal/domain"
	"github.com/shiftsched/shiftsched/internal/leave"
	"github.com/shiftsched/shiftsched/internal/store"
)

// Check is what a conflict check (the week's conflict engine, a swap's approval) reads
// for the labour rules of the people it checks, and what they found: kept so that a dry
// run can price the premiums from the same work without reading it again. Its reads are
// set-based and run only when a rule needs them, so a check's statements do not grow
// with the people or shifts.
type Check struct {
	week domain.Date
	from domain.Date // the first day of the window read, for worked time
	// near..nearTo are the days whose work is evaluated piece by piece, once Near set
	// them; the rest of the window only the average counts, as minutes (Rules.Far).
	near, nearTo domain.Date
	// named..namedTo are the days whose work a sentence may name (nameable).
	named, namedTo domain.Date
	rules          map[*domain.RuleSet]Rules // the rule sets with labour rules
	people         map[int64]*domain.RuleSet // each person's rule set, when it has some
	inputs         []Input                   // one a person with labour rules
	priced         []Pay                     // the premiums, once Premiums priced them
	done           bool
	zone           *time.Location
	now            time.Time
}

// NewCheck parses the labour rules of the people's rule sets (def for those without
// their own; nil: the settings' default, which has none) for a check of the week
// starting on week, in the zone, at now (worked time is read up to now).
func NewCheck(def *domain.RuleSet, sets map[int64]*domain.RuleSet, users []int64, week domain.Date, zone *time.Location, now time.Time) (*Check, error) {
	c := &Check{week: week, rules: map[*domain.RuleSet]Rules{}, people: map[int64]*domain.RuleSet{}, zone: zone, now: now,
		named: week.AddDays(-4), namedTo: week.AddDays(10)}
	for _, u := range users {
		rs := sets[u]
		if rs == nil {
			rs = def
		}
		if rs == nil || len(rs.Labour) == 0 {
			continue
		}
		r, seen := c.rules[rs]
		if !seen {
			var err error
			if r, err = Parse(rs.Labour); err != nil {
				return nil, err
			}
			c.rules[rs] = r
		}
		if !r.Empty() {
			c.people[u] = rs
		}
	}
	return c, nil
}

// Window widens from..to by every rule set's labour rules (their periods of rest and
// reference periods).
func (c *Check) Window(from, to domain.Date) (domain.Date, domain.Date) {
	for rs, r := range c.rules {
		f, t := r.Window(rs.PeriodStart, c.week, c.week.AddDays(6))
		from, to = domain.EarlierDate(from, f), domain.LaterDate(to, t)
	}
	c.from = from
	return from, to
}

// Near narrows the window to the days from..to and those each rule set's labour rules
// look at piece by piece (Rules.NearWindow): the caller reads the whole shifts of these
// days, and of the rest of Window's days only their times, which Conflicts sums for the
// average week. Without a call to Near, Conflicts evaluates all the work it is given.
func (c *Check) Near(from, to domain.Date) (domain.Date, domain.Date) {
	for rs, r := range c.rules {
		f, t := r.NearWindow(rs.PeriodStart, c.week)
		from, to = domain.EarlierDate(from, f), domain.LaterDate(to, t)
	}
	c.near, c.nearTo = from, to
	return from, to
}

// Conflicts evaluates each person's work (the proposed shifts and the others around
// them) under their labour rules, reading birth dates only when a rule for minors is
// on (one statement) and the week's school days only when a minors rule with school
// limits is (one more), and returns the violations as conflicts.
func (c *Check) Conflicts(ctx context.Context, q store.Q, shifts, others []domain.Shift) ([]domain.ShiftConflict, error) {
	if len(c.people) == 0 {
		return nil, nil
	}
	var births map[int64]domain.Date
	var needBirth []int64
	for u, rs := range c.people {
		if c.rules[rs].NeedsBirthDates() {
			needBirth = append(needBirth, u)
		}
	}
	if len(needBirth) > 0 {
		var err error
		if births, err = q.BirthDates(ctx, needBirth); err != nil {
			return nil, err
		}
	}
	zone := c.zone
	work := map[int64][]Work{}
	names := map[int64]string{}
	for _, sh := range shifts {
		if c.people[sh.UserID] != nil {
			work[sh.UserID] = append(work[sh.UserID], Scheduled(sh, zone, true))
			names[sh.UserID] = sh.UserName
		}
	}
	for _, sh := range others {
		if _, ok := work[sh.UserID]; !ok {
			continue
		}
		w := unlabelled(sh, zone, false)
		if c.nameable(sh.Date) {
			w.Label = domain.ShiftLabel(sh)
		}
		work[sh.UserID] = append(work[sh.UserID], w)
	}
	if err := c.addWorked(ctx, q, work, shifts, others); err != nil {
		return nil, err
	}
	school, err := c.schoolDays(ctx, q, work, births)
	if err != nil {
		return nil, err
	}
	var out []domain.ShiftConflict
	for _, u := range usersOf(shifts) {
		rs := c.people[u]
		if rs == nil {
			continue
		}
		p := Person{UserID: u, Name: names[u]}
		if b, ok := births[u]; ok {
			p.BirthDate = &b
		}
		in := Input{Rules: c.rules[rs], Person: p, Work: work[u], Zone: zone, Anchor: rs.PeriodStart, Week: c.week, School: school}
		if c.near != (domain.Date{}) {
			in.Work, in.Counted = in.Rules.Far(in.Work, in.Anchor, c.near, c.nearTo, zone)
		}
		c.inputs = append(c.inputs, in)
		out = append(out, Evaluate(in).Conflicts(p)...)
	}
	domain.StampDays(out, shifts, others)
	return out, nil
}

// nameable reports whether work on day d may be named in a sentence: a sentence names
// other work only beside checked work, across a rest (at most 48 h) from the week. Work
// further out (a reference period's months) is only counted, so goes unlabelled.
func (c *Check) nameable(d domain.Date) bool {
	return !d.Before(c.named) && !d.After(c.namedTo)
}

// schoolDays reads the school days of the week at the locations of the week's work of
// the people with a birth date whose minors' rule limits school days (0: work without a
// location): one statement, only when someone's does.
func (c *Check) schoolDays(ctx context.Context, q store.Q, work map[int64][]Work, births map[int64]domain.Date) (SchoolDays, error) {
	seen := map[int64]bool{}
	var ids []int64
	for u, rs := range c.people {
		if _, ok := births[u]; !ok || !c.rules[rs].NeedsSchoolDays() {
			continue
		}
		for _, w := range work[u] {
			id := int64(0)
			if w.Structure.LocationID != nil {
				id = *w.Structure.LocationID
			}
			if !seen[id] && !w.Date.Before(c.week) && w.Date.Before(c.week.AddDays(7)) {
				seen[id] = true
				ids = append(ids, id)
			}
		}
	}
	if len(ids) == 0 {
		return nil, nil
	}
	return SchoolDaysFrom(ctx, q, ids, c.week, c.week.AddDays(6))
}

// LatePosting is the warning of a publish at now after the posting deadline of the
// people's rule sets (the earliest deadline of them), if it is late.
func (c *Check) LatePosting() []domain.ShiftConflict {
	var worst *Rules
	var deadline time.Time
	for _, rs := range c.people {
		r := c.rules[rs]
		if late, d := r.Late(c.week, c.now, c.zone); late && (worst == nil || d.Before(deadline)) {
			worst, deadline = &r, d
		}
	}
	if worst == nil {
		return nil
	}
	return []domain.ShiftConflict{worst.LateConflict(c.week, deadline)}
}

// Premiums prices the premiums the week's work earns under the labour rules, reading
// the people's rates and, when a holiday premium is on, the holidays of the shifts'
// locations (leave's calendars): a statement or two, only when a premium is set.
func (c *Check) Premiums(ctx context.Context, q store.Q) ([]Pay, error) {
	if c.done { // the budget's labour cost and the dry run ask for the same
		return c.priced, nil
	}
	out, err := c.price(ctx, q)
	if err == nil {
		c.priced, c.done = out, true
	}
	return out, err
}

func (c *Check) price(ctx context.Context, q store.Q) ([]Pay, error) {
	var people []int64
	holidays := false
	for _, in := range c.inputs {
		if len(in.Rules.Premiums) > 0 {
			people = append(people, in.Person.UserID)
		}
		for _, p := range in.Rules.Premiums {
			holidays = holidays || p.Kind == Holiday
		}
	}
	if len(people) == 0 {
		return nil, nil
	}
	rates, err := q.RatesOf(ctx, people)
	if err != nil {
		return nil, err
	}
	var days map[int64]map[domain.Date]string
	if holidays {
		if days, err = c.holidays(ctx, q); err != nil {
			return nil, err
		}
	}
	var out []Pay
	for _, in := range c.inputs {
		if len(in.Rules.Premiums) == 0 {
			continue
		}
		in.Person.PositionRates = map[int64]int64{}
		for _, r := range rates {
			switch {
			case r.UserID != in.Person.UserID:
			case r.Position == nil:
				in.Person.RateCents = &r.Cents
			default:
				in.Person.PositionRates[*r.Position] = r.Cents
			}
		}
		in.Holidays = days
		out = append(out, premiumsOf(in)...)
	}
	return out, nil
}

// holidays reads the public holidays of the week (and the day after, for work past
// midnight) at the locations of the work, 0 standing for work without a location (the
// workplace's own holidays for every location).
func (c *Check) holidays(ctx context.Context, q store.Q) (map[int64]map[domain.Date]string, error) {
	seen := map[int64]bool{}
	var ids []int64
	for _, in := range c.inputs {
		for _, w := range in.Work {
			id := int64(0)
			if w.Structure.LocationID != nil {
				id = *w.Structure.LocationID
			}
			if !seen[id] {
				seen[id] = true
				ids = append(ids, id)
			}
		}
	}
	return readHolidays(ctx, q, ids, c.week, c.week.AddDays(7))
}

// readHolidays reads the public holidays from..to at the locations (0: the
// workplace's own), by location and day: one statement.
func readHolidays(ctx context.Context, q store.Q, ids []int64, from, to domain.Date) (map[int64]map[domain.Date]string, error) {
	sources, err := q.HolidaySources(ctx, ids, from, to)
	if err != nil {
		return nil, err
	}
	out := make(map[int64]map[domain.Date]string, len(ids))
	for _, id := range ids {
		days := map[domain.Date]string{}
		for _, h := range leave.Holidays(sources[id].Calendar, sources[id].Changes, from, to) {
			days[h.Date] = h.Name
		}
		out[id] = days
	}
	return out, nil
}

// addWorked puts the time worked before now in the window in place of the shifts it was
// for (and beside them where it was for none), so that rest and averages count what was
// worked: one statement, when a rule that counts time is on and the window reaches into
// the past. Breaks on worked time are the time clock's to judge, not a publish's: the
// worked pieces come without them.
func (c *Check) addWorked(ctx context.Context, q store.Q, work map[int64][]Work, shifts, others []domain.Shift) error {
	zone, now := c.zone, c.now
	start := time.Date(c.from.Year, c.from.Month, c.from.Day, 0, 0, 0, 0, zone)
	var users []int64
	for u, rs := range c.people {
		if c.rules[rs].CountsTime() && len(work[u]) > 0 {
			users = append(users, u)
		}
	}
	if len(users) == 0 || !start.Before(now) {
		return nil
	}
	spans, err := q.WorkedSpans(ctx, users, start, now)
	if err != nil || len(spans) == 0 {
		return err
	}
	byID := shiftsOfSpans(spans, shifts, others)
	worked := map[int64][]Work{}
	for _, sp := range spans {
		w := Work{At: sp.In, Until: sp.Out, Date: domain.DateOf(sp.In.In(zone)), Worked: true}
		if c.nameable(w.Date) {
			w.Label = fmt.Sprintf("%s %s %s-%s", domain.DayName(domain.DayKeyOf(w.Date)), w.Date.ShortLabel(),
				sp.In.In(zone).Format("15:04"), sp.Out.In(zone).Format("15:04"))
		}
		if sp.ShiftID != nil {
			if sh, ok := byID[*sp.ShiftID]; ok {
				w.ShiftID, w.Date, w.Structure = sh.ID, sh.Date, sh.ShiftStructure
			}
		}
		worked[sp.UserID] = append(worked[sp.UserID], w)
	}
	for u, ws := range worked {
		merged := WithWorked(work[u], ws)
		for i := range merged {
			merged[i].Worked = false // judged as scheduled: no break checks here
		}
		work[u] = merged
	}
	return nil
}

// shiftsOfSpans are the shifts the worked spans were for, by id: only those, as the
// shifts read may be months of them.
func shiftsOfSpans(spans []store.WorkedSpan, lists ...[]domain.Shift) map[int64]domain.Shift {
	byID := make(map[int64]domain.Shift, len(spans))
	for _, sp := range spans {
		if sp.ShiftID != nil {
			byID[*sp.ShiftID] = domain.Shift{}
		}
	}
	for _, list := range lists {
		for _, sh := range list {
			if _, ok := byID[sh.ID]; ok && sh.ID != 0 {
				byID[sh.ID] = sh
			}
		}
	}
	for id, sh := range byID {
		if sh.ID == 0 {
			delete(byID, id) // for a shift not read
		}
	}
	return byID
}

// usersOf is the people of the shifts, in order, without open shifts.
func usersOf(shifts []domain.Shift) []int64 {
	seen := map[int64]bool{}
	var out []int64
	for _, sh := range shifts {
		if sh.UserID > 0 && !seen[sh.UserID] {
			seen[sh.UserID] = true
			out = append(out, sh.UserID)
		}
	}
	return out
}
