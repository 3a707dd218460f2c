package leave

import (
	"sort"

	"github.com/shiftsched/shiftsched/internal/domain"
)

// Person is what granting leave to one person reads besides the policy.
type Person struct {
	Profile domain.LeaveProfile
	// FullTimeMinutes is the workplace's full-time week, which part-time contracts are
	// pro-rated against.
	FullTimeMinutes int
	// Since is the day the policy was given to the person: nothing is granted for leave
	// years before the one it falls in.
	Since domain.Date
}

// WorkedPeriod is an approved timesheet: the person's paid minutes over Start..End.
type WorkedPeriod struct {
	Start, End domain.Date
	Minutes    int
}

// Plan is what the policy grants a person through a day, given the ledger rows people
// wrote (taken, restored, adjustments): every generated row (allowance, accrual,
// carry-over, expiry) as it should be. Generated rows depend only on the policy, the
// person, the approved timesheets and the written rows, so settling compares them with
// the stored ones and writes the difference.
type Plan struct {
	Policy domain.LeavePolicy
	Person Person
	Pay    domain.TimesheetRules // the pay periods, for accrual per pay period
	Worked []WorkedPeriod        // approved timesheets, for accrual per hour worked
}

// planner walks a plan's events in date order.
type planner struct {
	Plan
	fixed []domain.LeaveEntry // rows people wrote, by date
	out   []domain.LeaveEntry // generated rows so far
	carry map[domain.Date]int64
}

type event struct {
	on    domain.Date
	order int // at one date: the year's end first, then expiry, then grants
	run   func(on domain.Date)
}

// Generate returns the generated rows the plan asks for through the day, by date.
// written are the person's rows of the type that people wrote; generated rows among
// them are ignored.
func (pl Plan) Generate(written []domain.LeaveEntry, through domain.Date) []domain.LeaveEntry {
	w := &planner{Plan: pl, carry: map[domain.Date]int64{}}
	for _, e := range written {
		if !e.Kind.Generated() {
			w.fixed = append(w.fixed, e)
		}
	}
	origin := pl.origin()
	var evs []event
	first := pl.Policy.YearStart(origin)
	for ys := first; !ys.After(through); ys = ys.AddMonths(12) {
		if ys.After(first) {
			evs = append(evs, event{ys, 0, w.yearEnd})
		}
		if exp, ok := pl.Policy.CarryExpiry(ys); ok && !exp.After(through) && pl.Policy.CarryOverMax > 0 && ys.After(first) {
			start := ys
			evs = append(evs, event{exp, 1, func(on domain.Date) { w.expireCarry(start, on) }})
		}
		if pl.Policy.Method == domain.LeaveAllowance {
			evs = w.allowance(evs, ys, origin, through)
		}
	}
	evs = w.accruals(evs, origin, through)
	sort.SliceStable(evs, func(i, j int) bool {
		if evs[i].on != evs[j].on {
			return evs[i].on.Before(evs[j].on)
		}
		return evs[i].order < evs[j].order
	})
	for _, e := range evs {
		e.run(e.on)
	}
	return w.out
}

// origin is the first day anything may be granted for: the start of the leave year the
// policy was given in, or the employment's start when later.
func (pl Plan) origin() domain.Date {
	o := pl.Policy.YearStart(pl.Person.Since)
	if s := pl.Person.Profile.StartsOn; s != nil && s.After(o) {
		o = *s
	}
	return o
}

// eligible is the first day a grant may be dated: after the waiting period.
func (pl Plan) eligible(origin domain.Date) domain.Date {
	if s := pl.Person.Profile.StartsOn; s != nil && pl.Policy.WaitingDays > 0 {
		if e := s.AddDays(pl.Policy.WaitingDays); e.After(origin) {
			return e
		}
	}
	return origin
}

// scaled is amount pro-rated by the days employed of the period's days and by the
// contracted week against the full-time one, rounded to the nearest hundredth.
func (pl Plan) scaled(amount int64, from, to domain.Date, byContract bool) int64 {
	days := int64(from.DaysUntil(to) + 1)
	employed := int64(0)
	for d := from; !d.After(to); d = d.AddDays(1) {
		if pl.Person.Profile.Employed(d) {
			employed++
		}
	}
	num, den := amount*employed, days
	if m := pl.Person.Profile.MinutesPerWeek; byContract && m != nil && pl.Person.FullTimeMinutes > 0 {
		num, den = num*int64(*m), den*int64(pl.Person.FullTimeMinutes)
	}
	return (2*num + den) / (2 * den)
}

func (w *planner) allowance(evs []event, ys, origin, through domain.Date) []event {
	ye := ys.AddMonths(12).AddDays(-1)
	amount := w.scaled(w.Policy.Amount, ys, ye, true)
	on := ys
	if origin.After(on) {
		on = origin
	}
	if e := w.eligible(origin); e.After(on) {
		on = e
	}
	if amount == 0 || on.After(through) || on.After(ye) && !w.Person.Profile.Employed(ye) {
		return evs
	}
	start := ys
	return append(evs, event{on, 2, func(on domain.Date) { w.grant(domain.EntryAllowance, start, on, amount) }})
}

// accruals are the accrual policy's grants: one per month, pay period or approved
// timesheet that ended by through, dated on its last day (or when the waiting ends).
func (w *planner) accruals(evs []event, origin, through domain.Date) []event {
	eligible := w.eligible(origin)
	add := func(start, end domain.Date, amount int64) {
		if amount <= 0 || end.After(through) {
			return
		}
		on := end
		if eligible.After(on) {
			on = eligible
		}
		if on.After(through) {
			return
		}
		evs = append(evs, event{on, 3, func(on domain.Date) { w.grant(domain.EntryAccrual, start, on, amount) }})
	}
	switch w.Policy.Method {
	case domain.LeaveMonthly:
		for s := (domain.Date{Year: origin.Year, Month: origin.Month, Day: 1}); !s.After(through); s = s.AddMonths(1) {
			e := s.AddMonths(1).AddDays(-1)
			add(s, e, w.scaled(w.Policy.Amount, s, e, true))
		}
	case domain.LeavePayPeriod:
		for s, e := w.Pay.PayPeriodOf(origin); !s.After(through); s, e = w.Pay.PayPeriodOf(e.AddDays(1)) {
			add(s, e, w.scaled(w.Policy.Amount, s, e, true))
		}
	case domain.LeaveHoursWorked:
		for _, p := range w.Worked {
			if !p.End.Before(origin) {
				add(p.Start, p.End, (w.Policy.Amount*int64(p.Minutes)+30)/60)
			}
		}
	}
	return evs
}

// grant adds a grant, cut so that the balance stays under the policy's cap.
func (w *planner) grant(kind domain.LeaveEntryKind, period, on domain.Date, amount int64) {
	if c := w.Policy.Cap; c != nil {
		room := *c - w.balanceThrough(on)
		amount = min(amount, max(room, 0))
	}
	w.add(kind, period, on, amount)
}

func (w *planner) add(kind domain.LeaveEntryKind, period, on domain.Date, amount int64) {
	if amount == 0 {
		return
	}
	p := period
	w.out = append(w.out, domain.LeaveEntry{LeaveTypeID: w.Policy.LeaveTypeID, UserID: w.Person.Profile.UserID,
		EffectiveOn: on, Kind: kind, Amount: amount, PeriodStart: &p})
}

// yearEnd closes the leave year before ys: a positive balance expires, and at most
// the policy's carry-over of it comes back. A negative balance is owed into the new year.
func (w *planner) yearEnd(ys domain.Date) {
	b := w.balanceThrough(ys.AddDays(-1))
	if b <= 0 {
		return
	}
	carry := min(b, w.Policy.CarryOverMax)
	w.add(domain.EntryExpiry, ys, ys, -b)
	w.add(domain.EntryCarryOver, ys, ys, carry)
	w.carry[ys] = carry
}

// expireCarry expires, on its day, what carried into the year starting ys and was not
// used since: leave taken in the new year uses carried-over leave first.
func (w *planner) expireCarry(ys, on domain.Date) {
	carry := w.carry[ys]
	used := int64(0)
	for _, e := range w.fixed {
		if (e.Kind == domain.EntryTaken || e.Kind == domain.EntryRestored) && !e.EffectiveOn.Before(ys) && e.EffectiveOn.Before(on) {
			used -= e.Amount
		}
	}
	left := min(carry-max(used, 0), w.balanceThrough(on.AddDays(-1)))
	if left > 0 {
		// Keyed by its own day, apart from the year end's expiry.
		w.add(domain.EntryExpiry, on, on, -left)
	}
}

// balanceThrough is the sum of the written and generated rows dated through d.
func (w *planner) balanceThrough(d domain.Date) int64 {
	return SumThrough(w.fixed, d) + SumThrough(w.out, d)
}

// SumThrough is the sum of the rows dated through d: the balance that day.
func SumThrough(rows []domain.LeaveEntry, d domain.Date) int64 {
	var s int64
	for _, e := range rows {
		if !e.EffectiveOn.After(d) {
			s += e.Amount
		}
	}
	return s
}

// Missing returns the rows to write so that the stored generated rows add up, per kind
// and period, to the wanted ones: new grants, and corrections (dated as the grant they
// correct) where an employment, contract or policy changed since.
func Missing(stored, want []domain.LeaveEntry) []domain.LeaveEntry {
	type key struct {
		kind   domain.LeaveEntryKind
		period domain.Date
	}
	have := map[key]int64{}
	dated := map[key]domain.Date{}
	for _, e := range stored {
		if e.Kind.Generated() && e.PeriodStart != nil {
			k := key{e.Kind, *e.PeriodStart}
			have[k] += e.Amount
			if _, ok := dated[k]; !ok {
				dated[k] = e.EffectiveOn
			}
		}
	}
	var out []domain.LeaveEntry
	wantSum := map[key]int64{}
	wantOn := map[key]domain.LeaveEntry{}
	var order []key
	for _, e := range want {
		k := key{e.Kind, *e.PeriodStart}
		if _, ok := wantOn[k]; !ok {
			wantOn[k] = e
			order = append(order, k)
		}
		wantSum[k] += e.Amount
	}
	for k := range have {
		if _, ok := wantOn[k]; !ok {
			wantOn[k] = domain.LeaveEntry{Kind: k.kind, PeriodStart: &k.period, EffectiveOn: dated[k]}
			order = append(order, k)
		}
	}
	for _, k := range order {
		if d := wantSum[k] - have[k]; d != 0 {
			e := wantOn[k]
			e.Amount = d
			out = append(out, e)
		}
	}
	return out
}
