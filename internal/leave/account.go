package leave

import (
	"context"

	"github.com/shiftsched/shiftsched/internal/change"
	"github.com/shiftsched/shiftsched/internal/domain"
	"github.com/shiftsched/shiftsched/internal/store"
	"github.com/shiftsched/shiftsched/internal/timeclock"
)

// farFuture bounds reads of a whole ledger.
var farFuture = domain.Date{Year: domain.MaxYear, Month: 12, Day: 31}

// account is one person's balance of one leave type: the type, the policy they follow
// (nil: none), and the stored ledger rows.
type account struct {
	userID int64
	typ    *domain.LeaveType
	plan   *Plan
	rows   []domain.LeaveEntry
}

// loadAccount reads a person's account of a type, with what its policy's plan needs
// through the day (approved timesheets are read up to it).
func (s *Service) loadAccount(ctx context.Context, q store.Q, userID, typeID int64, through domain.Date) (*account, error) {
	typ, err := q.LeaveTypeByID(ctx, typeID)
	if err != nil {
		return nil, err
	}
	a := &account{userID: userID, typ: typ}
	if a.rows, err = q.LeaveLedger(ctx, []int64{userID}, typeID, domain.Date{}, farFuture); err != nil {
		return nil, err
	}
	pols, err := q.PoliciesOfPeople(ctx, []int64{userID}, typeID)
	if err != nil || len(pols) == 0 {
		return a, err
	}
	profiles, err := q.LeaveProfiles(ctx, []int64{userID})
	if err != nil {
		return nil, err
	}
	settings, err := q.LeaveSettings(ctx)
	if err != nil {
		return nil, err
	}
	a.plan = &Plan{Policy: pols[0].LeavePolicy, Person: Person{Profile: profiles[userID], FullTimeMinutes: settings.FullTimeMinutesWeek,
		Since: s.Zone().Today(pols[0].Since)}}
	if err := s.readWork(ctx, q, a.plan, through); err != nil {
		return nil, err
	}
	return a, nil
}

// readWork reads the pay periods and, for accrual per hour worked, the paid minutes of
// the person's approved timesheets, counted by the timesheet's own rule.
func (s *Service) readWork(ctx context.Context, q store.Q, pl *Plan, through domain.Date) error {
	m := pl.Policy.Method
	if m != domain.LeavePayPeriod && m != domain.LeaveHoursWorked {
		return nil
	}
	rules, err := q.TimesheetRules(ctx)
	if err != nil || m == domain.LeavePayPeriod {
		pl.Pay = rules
		return err
	}
	from := pl.origin()
	approved, err := q.ApprovedTimesheetPeriods(ctx, pl.Person.Profile.UserID, from, through)
	if err != nil || len(approved) == 0 {
		return err
	}
	uid := pl.Person.Profile.UserID
	recs, err := q.TimesheetRows(ctx, s.Zone().Midnight(approved[0].PeriodStart), s.Zone().Midnight(through.AddDays(1)), &uid)
	if err != nil {
		return err
	}
	for _, p := range approved {
		w := WorkedPeriod{Start: p.PeriodStart, End: p.PeriodEnd}
		for _, r := range recs {
			if d := s.Zone().Today(r.ClockInAt); !d.Before(p.PeriodStart) && !d.After(p.PeriodEnd) {
				w.Minutes += timeclock.EntryOf(r, rules, s.Now()).PaidMinutes
			}
		}
		pl.Worked = append(pl.Worked, w)
	}
	return nil
}

// generated is what the policy grants through the day, given the stored rows.
func (a *account) generated(through domain.Date) []domain.LeaveEntry {
	if a.plan == nil {
		return nil
	}
	return a.plan.Generate(a.rows, through)
}

// missing are the generated rows to write so that the ledger holds what the policy
// granted through the day.
func (a *account) missing(through domain.Date) []domain.LeaveEntry {
	want := a.generated(through)
	var stored []domain.LeaveEntry
	for _, e := range a.rows {
		if e.Kind.Generated() && !e.EffectiveOn.After(through) {
			stored = append(stored, e)
		}
	}
	out := Missing(stored, want)
	for i := range out {
		out[i].UserID, out[i].LeaveTypeID = a.userID, a.typ.ID
	}
	return out
}

// projected is the ledger as it will stand through the day: the stored rows people
// wrote, and the policy's rows as they should be (stored or not yet).
func (a *account) projected(through domain.Date) []domain.LeaveEntry {
	var out []domain.LeaveEntry
	for _, e := range a.rows {
		if !e.Kind.Generated() || a.plan == nil {
			out = append(out, e)
		}
	}
	return append(out, a.generated(through)...)
}

// settle writes the account's missing rows through the day, and keeps them as stored.
func (a *account) settle(ctx context.Context, q *change.Tx, through domain.Date) (int, error) {
	rows := a.missing(through)
	if err := write(ctx, q, rows); err != nil {
		return 0, err
	}
	a.rows = append(a.rows, rows...)
	return len(rows), nil
}

// limit is how far below zero the balance may go.
func (a *account) limit() int64 {
	if a.plan == nil {
		return 0
	}
	return a.plan.Policy.NegativeLimit
}

// loadAccounts reads a person's accounts of every type in use, as loadAccount does one,
// in a fixed number of statements whatever the number of types (and one more for each
// policy that accrues by pay period or hour worked).
func (s *Service) loadAccounts(ctx context.Context, q store.Q, userID int64, through domain.Date) ([]*account, error) {
	types, err := q.LeaveTypes(ctx)
	if err != nil {
		return nil, err
	}
	rows, err := q.LeaveLedger(ctx, []int64{userID}, 0, domain.Date{}, farFuture)
	if err != nil {
		return nil, err
	}
	plans, err := s.plansOf(ctx, q, userID, through)
	if err != nil {
		return nil, err
	}
	var out []*account
	for i := range types {
		if types[i].Archived {
			continue
		}
		a := &account{userID: userID, typ: &types[i], plan: plans[types[i].ID]}
		for _, e := range rows {
			if e.LeaveTypeID == a.typ.ID {
				a.rows = append(a.rows, e)
			}
		}
		out = append(out, a)
	}
	return out, nil
}

// plansOf returns the plan of each policy a person follows, by leave type.
func (s *Service) plansOf(ctx context.Context, q store.Q, userID int64, through domain.Date) (map[int64]*Plan, error) {
	pols, err := q.PoliciesOfPeople(ctx, []int64{userID}, 0)
	if err != nil || len(pols) == 0 {
		return nil, err
	}
	profiles, err := q.LeaveProfiles(ctx, []int64{userID})
	if err != nil {
		return nil, err
	}
	settings, err := q.LeaveSettings(ctx)
	if err != nil {
		return nil, err
	}
	out := make(map[int64]*Plan, len(pols))
	for _, p := range pols {
		pl := &Plan{Policy: p.LeavePolicy, Person: Person{Profile: profiles[userID], FullTimeMinutes: settings.FullTimeMinutesWeek,
			Since: s.Zone().Today(p.Since)}}
		if err := s.readWork(ctx, q, pl, through); err != nil {
			return nil, err
		}
		out[p.LeaveTypeID] = pl
	}
	return out, nil
}
