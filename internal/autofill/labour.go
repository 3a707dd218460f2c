package autofill

import (
	"context"
	"fmt"
	"time"

	"github.com/shiftsched/shiftsched/internal/domain"
	"github.com/shiftsched/shiftsched/internal/labour"
	"github.com/shiftsched/shiftsched/internal/store"
)

// Labour rules in the fill (issue 46; docs/auto-scheduler.md#labour-rules). One judge:
// every constraint and cost here is what labour.Evaluate says of a candidate shift, never
// a second reading of the rules.
//   - a slot on a day that breaks a hard rule on its own, against the work the planner
//     does not move (before and after the range, worked time, shifts it keeps), is
//     blocked for that person: minors' hours, start and end, rest and clopenings next to
//     kept work, the average week or weekly rest that kept work already fills;
//   - two slots on days in a row that break a hard daily rest or clopening together may
//     not follow one another for that person;
//   - what the rules count over many shifts (a minor's week, weekly rest, the average
//     week) is held by keepLabour on the proposal itself, which takes out the planned
//     shifts that break a hard rule and says which rule kept the requirement short;
//   - a slot's premiums are a cost of the person working it, in premium hours.

// labourPlan is what a fill keeps of its people's labour rules, stored with the job, so
// that the proposal can be held to them without reading the workplace again.
type labourPlan struct {
	Zone   string         `json:"zone"`
	Weeks  []domain.Date  `json:"weeks"`
	People []labourPerson `json:"people"`
	// Kept are the slots the rules kept people from, with the rule, for the
	// explanations of what stays short.
	Kept []labourKept `json:"kept,omitempty"`
	// Reasons are the sentences Kept names by index, each once (a stored plan stays
	// small).
	Reasons []string `json:"reasons,omitempty"`
	// SchoolDays are the school days of the range's weeks by location, as dates, when a
	// minors' rule limits school days (restore turns them back into school).
	SchoolDays map[int64][]string `json:"schoolDays,omitempty"`

	school labour.SchoolDays
	zone   *time.Location
	hour   int64 // the cents of an hour of pay premiums are weighed in (premiumHours)
}

// labourPerson is one planned person with labour rules, and the work around the range
// the planner does not move (the shifts of the roster are added to it when judged).
type labourPerson struct {
	Person  int           `json:"person"`
	Rules   labour.Rules  `json:"rules"`
	Who     labour.Person `json:"who"`
	Anchor  domain.Date   `json:"anchor"`
	Context []labour.Work `json:"-"`
	// Spans are the context as the job keeps it: the work in the rules' window of the
	// range, only what the hard rules need of it (ids, days and instants), so that a
	// stored plan stays small.
	Spans []workSpan `json:"context,omitempty"`
	// Fixed is the context with the shifts the roster keeps as they are (fill mode's
	// shifts, pins), which every candidate is judged beside.
	fixed []labour.Work
	rs    *domain.RuleSet
}

// workSpan is a piece of context work as a job keeps it.
type workSpan struct {
	ID    int64     `json:"id,omitempty"`
	Date  string    `json:"date"`
	At    time.Time `json:"at"`
	Until time.Time `json:"until"`
	// Loc is the work's location, for the school calendar.
	Loc *int64 `json:"loc,omitempty"`
}

// labourKept is a slot on a day (Follow: after the slot Prev the day before) that a
// labour rule kept a person from.
type labourKept struct {
	Person int  `json:"person"`
	Day    int  `json:"day"`
	Shift  int  `json:"shift"`
	Prev   *int `json:"prev,omitempty"`
	Why    int  `json:"why"` // index into labourPlan.Reasons
}

// addLabour reads the planned people's labour rules and what they need (set-based:
// the rule sets, then birth dates, rates, the shifts of the rules' window, worked time
// and holidays, each only when a rule needs it) and turns them into the plan's blocks,
// pairs and premium costs. Nothing is read when nobody has labour rules.
func (s *Service) addLabour(ctx context.Context, q store.Q, p *fillPlan) error {
	lp, err := readLabourPeople(ctx, q, p)
	if err != nil || len(lp) == 0 {
		return err
	}
	zone := s.drafts.Zone().Location()
	lab := &labourPlan{Zone: zone.String(), People: lp, zone: zone, hour: medianRate(lp)}
	from, to := p.Start, p.Start.AddDays(p.Problem.Days-1)
	lab.Weeks = s.draftWeeks(from, to)
	if err := s.labourContext(ctx, q, p, lab); err != nil {
		return err
	}
	holidays, err := labourHolidays(ctx, q, p, lab)
	if err != nil {
		return err
	}
	if err := labourSchool(ctx, q, p, lab); err != nil {
		return err
	}
	p.Labour = lab
	for k := range lab.People {
		p.constrainLabour(lab, &lab.People[k], holidays)
		p.labourTotals(lab, &lab.People[k])
	}
	p.labourFollows(lab)
	return nil
}

// readLabourPeople are the planned people whose rule set has labour rules, with their
// birth dates (when a minors' rule is on) and rates (when a premium is set).
func readLabourPeople(ctx context.Context, q store.Q, p *fillPlan) ([]labourPerson, error) {
	users := make([]int64, len(p.People))
	for i, r := range p.People {
		users[i] = r.ID
	}
	def, sets, err := q.RuleSetsOfUsers(ctx, users)
	if err != nil {
		return nil, err
	}
	parsed := map[*domain.RuleSet]labour.Rules{}
	var out []labourPerson
	var births, priced []int64
	for i, u := range users {
		rs := sets[u]
		if rs == nil {
			rs = def
		}
		if rs == nil || len(rs.Labour) == 0 {
			continue
		}
		r, seen := parsed[rs]
		if !seen {
			if r, err = labour.Parse(rs.Labour); err != nil {
				return nil, err
			}
			parsed[rs] = r
		}
		if r.Empty() {
			continue
		}
		out = append(out, labourPerson{Person: i, Rules: r, Anchor: rs.PeriodStart, rs: rs,
			Who: labour.Person{UserID: u, Name: p.People[i].Name}})
		if r.NeedsBirthDates() {
			births = append(births, u)
		}
		if len(r.Premiums) > 0 {
			priced = append(priced, u)
		}
	}
	return out, addBirthsAndRates(ctx, q, out, births, priced)
}

// addBirthsAndRates reads the birth dates and rates of those who need them: a
// statement each, only when someone does.
func addBirthsAndRates(ctx context.Context, q store.Q, lp []labourPerson, births, priced []int64) error {
	var born map[int64]domain.Date
	var rates []store.Rate
	var err error
	if len(births) > 0 {
		if born, err = q.BirthDates(ctx, births); err != nil {
			return err
		}
	}
	if len(priced) > 0 {
		if rates, err = q.RatesOf(ctx, priced); err != nil {
			return err
		}
	}
	for k := range lp {
		who := &lp[k].Who
		if b, ok := born[who.UserID]; ok {
			who.BirthDate = &b
		}
		for _, r := range rates {
			switch {
			case r.UserID != who.UserID:
			case r.Position == nil:
				who.RateCents = &r.Cents
			default:
				if who.PositionRates == nil {
					who.PositionRates = map[int64]int64{}
				}
				who.PositionRates[*r.Position] = r.Cents
			}
		}
	}
	return nil
}

// labourContext reads the shifts of the rules' window around the range (every week as
// its draft would publish it, one statement) and the time worked in it before now (one
// more, when a rule counts time), and keeps as each person's context the work the
// planner does not move.
func (s *Service) labourContext(ctx context.Context, q store.Q, p *fillPlan, lab *labourPlan) error {
	from, to := p.Start, p.Start.AddDays(p.Problem.Days-1)
	wFrom, wTo := from, to
	var users, timed []int64
	for _, lp := range lab.People {
		f, t := lp.Rules.Window(lp.Anchor, from, to)
		wFrom, wTo = domain.EarlierDate(wFrom, f), domain.LaterDate(wTo, t)
		users = append(users, lp.Who.UserID)
		if lp.Rules.CountsTime() {
			timed = append(timed, lp.Who.UserID)
		}
	}
	// No week starts on the day before the window's first week, so every week is read
	// as drafted.
	shifts, err := q.ShiftsOfUsersAsDrafted(ctx, users, wFrom, wTo, s.drafts.Weeks().Start(wFrom).AddDays(-1))
	if err != nil {
		return err
	}
	worked, err := labourWorked(ctx, q, timed, wFrom, s.changes.Now(), lab.zone)
	if err != nil {
		return err
	}
	for k := range lab.People {
		lp := &lab.People[k]
		var ctxWork, fixed []labour.Work
		for _, sh := range shifts {
			if sh.UserID != lp.Who.UserID {
				continue
			}
			w := labour.Scheduled(sh, lab.zone, false)
			if !p.planned[sh.ID] {
				ctxWork = append(ctxWork, w)
			}
			if !p.planned[sh.ID] || p.kept[sh.ID] {
				fixed = append(fixed, w)
			}
		}
		lp.Context = asScheduled(labour.WithWorked(ctxWork, worked[lp.Who.UserID]))
		lp.Spans = spansOf(lp, from, to)
		lp.fixed = asScheduled(labour.WithWorked(fixed, worked[lp.Who.UserID]))
	}
	return nil
}

// labourWorked is the time the people worked in the window before now, by person.
func labourWorked(ctx context.Context, q store.Q, users []int64, from domain.Date, now time.Time, zone *time.Location) (map[int64][]labour.Work, error) {
	start := time.Date(from.Year, from.Month, from.Day, 0, 0, 0, 0, zone)
	if len(users) == 0 || !start.Before(now) {
		return nil, nil
	}
	spans, err := q.WorkedSpans(ctx, users, start, now)
	if err != nil {
		return nil, err
	}
	out := map[int64][]labour.Work{}
	for _, sp := range spans {
		w := labour.Work{At: sp.In, Until: sp.Out, Date: domain.DateOf(sp.In.In(zone)), Worked: true,
			Label: fmt.Sprintf("%s %s-%s", domain.DateOf(sp.In.In(zone)).ShortLabel(), sp.In.In(zone).Format("15:04"), sp.Out.In(zone).Format("15:04"))}
		if sp.ShiftID != nil {
			w.ShiftID = *sp.ShiftID
		}
		out[sp.UserID] = append(out[sp.UserID], w)
	}
	return out, nil
}

// asScheduled judges worked time as the conflict engine does before a publish: its
// breaks are the time clock's to judge.
func asScheduled(ws []labour.Work) []labour.Work {
	for i := range ws {
		ws[i].Worked, ws[i].Breaks = false, nil
	}
	return ws
}

// spansOf keeps the person's context work in the rules' window of the range.
func spansOf(lp *labourPerson, from, to domain.Date) []workSpan {
	wFrom, wTo := lp.Rules.Window(lp.Anchor, from, to)
	var out []workSpan
	for _, w := range lp.Context {
		if !w.Date.Before(wFrom.AddDays(-1)) && !w.Date.After(wTo) {
			out = append(out, workSpan{ID: w.ShiftID, Date: w.Date.String(), At: w.At, Until: w.Until, Loc: w.Structure.LocationID})
		}
	}
	return out
}

// restore gives a stored plan its time zone and each person's context work back.
func (lab *labourPlan) restore() error {
	z, err := time.LoadLocation(lab.Zone)
	if err != nil {
		return err
	}
	lab.zone = z
	for k := range lab.People {
		lp := &lab.People[k]
		lp.Context = make([]labour.Work, 0, len(lp.Spans))
		for _, sp := range lp.Spans {
			d, err := domain.ParseDate(sp.Date)
			if err != nil {
				return err
			}
			w := labour.Work{ShiftID: sp.ID, Date: d, At: sp.At.In(z), Until: sp.Until.In(z)}
			w.Structure.LocationID = sp.Loc
			lp.Context = append(lp.Context, w)
		}
	}
	return lab.restoreSchool()
}

// reason is the index of a reason's sentence in Reasons, added when new.
func (lab *labourPlan) reason(why string) int {
	for i, r := range lab.Reasons {
		if r == why {
			return i
		}
	}
	lab.Reasons = append(lab.Reasons, why)
	return len(lab.Reasons) - 1
}
