package leave

import (
	"context"
	"sort"

	"github.com/shiftsched/shiftsched/internal/change"
	"github.com/shiftsched/shiftsched/internal/domain"
	"github.com/shiftsched/shiftsched/internal/store"
)

// Outcome is what a request does to a balance: the balance today, on the request's
// first day before it, and after it there, with the lowest the balance reaches from then
// on (what the policy's negative limit is held against). Amounts are hundredths.
type Outcome struct {
	Type      domain.LeaveType
	Deduction Deduction
	Now       int64
	AtDate    int64
	After     int64
	Lowest    int64
	Limit     int64
	// Allowed says the balance covers the request, or the type needs none.
	Allowed bool
}

// TypeOfRequest returns a request's leave type (nil: annual leave), refusing an unknown
// or archived type (Invalid) and, for someone who is not a manager, a type staff may not
// request themselves (Forbidden).
func TypeOfRequest(ctx context.Context, q store.Q, actor *domain.User, typeID *int64) (*domain.LeaveType, error) {
	t, err := typeOf(ctx, q, typeID)
	if err == store.ErrLeaveTypeNotFound || err == nil && t.Archived {
		return nil, domain.Errorf(domain.Invalid, "Choose a leave type in use.")
	}
	if err != nil {
		return nil, err
	}
	if !t.StaffMayRequest && !actor.IsManager() {
		return nil, domain.Errorf(domain.Forbidden, "%s is recorded by a manager.", t.Name)
	}
	return t, nil
}

// typeOf is the type of a request: its own, or annual leave.
func typeOf(ctx context.Context, q store.Q, typeID *int64) (*domain.LeaveType, error) {
	if typeID == nil {
		return q.LeaveTypeOfKind(ctx, domain.LeaveAnnual)
	}
	return q.LeaveTypeByID(ctx, *typeID)
}

// deduction is what r deducts from its requester's balance of typ.
func (s *Service) deduction(ctx context.Context, q store.Q, typ *domain.LeaveType, r domain.TimeOffRequest) (Deduction, error) {
	in := DeductionInput{Request: r, Unit: typ.Unit, Holidays: map[domain.Date]bool{}}
	var err error
	if in.Settings, err = q.LeaveSettings(ctx); err != nil {
		return Deduction{}, err
	}
	profiles, err := q.LeaveProfiles(ctx, []int64{r.UserID})
	if err != nil {
		return Deduction{}, err
	}
	in.Profile = profiles[r.UserID]
	hs, err := s.holidaysOfPerson(ctx, q, r.UserID, r.Date, r.LastDay())
	if err != nil {
		return Deduction{}, err
	}
	for _, h := range hs {
		in.Holidays[h.Date] = true
	}
	if in.Settings.DeductBy == domain.DeductShifts {
		if in.ShiftMinutes, err = q.ShiftMinutesOfUser(ctx, r.UserID, r.Date, r.LastDay()); err != nil {
			return Deduction{}, err
		}
	}
	return Deduct(in), nil
}

// holidaysOfPerson are the public holidays of the person's holiday location.
func (s *Service) holidaysOfPerson(ctx context.Context, q store.Q, userID int64, from, to domain.Date) ([]Holiday, error) {
	loc, err := q.HolidayLocationOf(ctx, userID)
	if err != nil {
		return nil, err
	}
	return holidaysAt(ctx, q, loc, from, to)
}

func holidaysAt(ctx context.Context, q store.Q, loc *int64, from, to domain.Date) ([]Holiday, error) {
	var c *domain.HolidayCalendar
	var err error
	if loc != nil {
		if c, err = q.HolidayCalendarOf(ctx, *loc); err != nil {
			return nil, err
		}
	}
	changes, err := q.HolidayChangesOf(ctx, loc, from, to)
	if err != nil {
		return nil, err
	}
	return Holidays(c, changes, from, to), nil
}

// outcome is what taking amount on r's first day does to the account.
func (a *account) outcome(r domain.TimeOffRequest, d Deduction, today domain.Date) Outcome {
	o := Outcome{Type: *a.typ, Deduction: d, Limit: a.limit()}
	horizon := r.LastDay()
	for _, e := range a.rows {
		if e.EffectiveOn.After(horizon) {
			horizon = e.EffectiveOn
		}
	}
	if today.After(horizon) {
		horizon = today
	}
	before := a.projected(horizon)
	o.Now, o.AtDate = SumThrough(before, today), SumThrough(before, r.Date)
	with := *a
	with.rows = append(append([]domain.LeaveEntry{}, a.rows...), takenRow(r, d.Amount))
	after := with.projected(horizon)
	o.After = SumThrough(after, r.Date)
	o.Lowest = lowestFrom(after, r.Date)
	// A person who follows no policy of the type is not held to a balance: the workplace
	// has not set their leave up (and the REST shim's requests go on as before).
	o.Allowed = !a.typ.NeedsBalance || a.plan == nil || d.Amount == 0 || o.Lowest >= -o.Limit
	return o
}

func takenRow(r domain.TimeOffRequest, amount int64) domain.LeaveEntry {
	id := r.ID
	return domain.LeaveEntry{UserID: r.UserID, EffectiveOn: r.Date, Kind: domain.EntryTaken, Amount: -amount, TimeOffID: &id}
}

// lowestFrom is the lowest balance at the end of any day from the day on.
func lowestFrom(rows []domain.LeaveEntry, from domain.Date) int64 {
	sorted := append([]domain.LeaveEntry{}, rows...)
	sort.SliceStable(sorted, func(i, j int) bool { return sorted[i].EffectiveOn.Before(sorted[j].EffectiveOn) })
	low := SumThrough(sorted, from)
	run := int64(0)
	for i, e := range sorted {
		run += e.Amount
		last := i == len(sorted)-1 || sorted[i+1].EffectiveOn != e.EffectiveOn
		if last && e.EffectiveOn.After(from) {
			low = min(low, run)
		}
	}
	return low
}

// refusal is the Conflict a request over its balance gets, with the numbers.
func refusal(o Outcome, r domain.TimeOffRequest) error {
	// One sentence per unit, so that each language words its unit.
	format := "This request needs %s hours of %s, but the balance on %s is %s hours and may go at most %s below zero."
	if o.Type.Unit == domain.LeaveDays {
		format = "This request needs %s days of %s, but the balance on %s is %s days and may go at most %s below zero."
	}
	err := domain.Errorf(domain.Conflict, format, domain.Hundredths(o.Deduction.Amount), o.Type.Name, r.Date,
		domain.Hundredths(o.AtDate), domain.Hundredths(o.Limit))
	err.Details = map[string]any{"reason": "LEAVE_BALANCE", "unit": string(o.Type.Unit), "requested": float64(o.Deduction.Amount) / 100,
		"balance": float64(o.AtDate) / 100, "after": float64(o.After) / 100, "lowest": float64(o.Lowest) / 100,
		"negativeLimit": float64(o.Limit) / 100}
	return err
}

// CheckRequest refuses a new request by actor whose type is not in use (Invalid), is
// one staff may not request (Forbidden), or would take its requester's balance below
// what the policy allows (Conflict, with the numbers), and says whether the type needs
// approval. It runs in the caller's transaction.
func (s *Service) CheckRequest(ctx context.Context, q store.Q, actor *domain.User, r domain.TimeOffRequest) (bool, error) {
	typ, err := TypeOfRequest(ctx, q, actor, r.LeaveTypeID)
	if err != nil {
		return true, err
	}
	if !typ.NeedsBalance {
		return typ.NeedsApproval, nil
	}
	o, err := s.preview(ctx, q, typ, r)
	if err != nil {
		return true, err
	}
	if !o.Allowed {
		return true, refusal(*o, r)
	}
	return typ.NeedsApproval, nil
}

// SickLeaveType is the id of the workplace's sick leave type.
func (s *Service) SickLeaveType(ctx context.Context, q store.Q) (int64, error) {
	t, err := q.LeaveTypeOfKind(ctx, domain.LeaveSick)
	if err != nil {
		return 0, err
	}
	return t.ID, nil
}

func (s *Service) preview(ctx context.Context, q store.Q, typ *domain.LeaveType, r domain.TimeOffRequest) (*Outcome, error) {
	d, err := s.deduction(ctx, q, typ, r)
	if err != nil {
		return nil, err
	}
	a, err := s.loadAccount(ctx, q, r.UserID, typ.ID, r.LastDay())
	if err != nil {
		return nil, err
	}
	o := a.outcome(r, d, s.Today())
	return &o, nil
}

// TakeForTimeOff deducts an approved request from its type's balance, in the approval's
// transaction: the person's ledger is locked, settled through today, and the request's
// deduction written as a taken row dated on its first day. Refused (Conflict, with the
// numbers) when the balance does not cover it and the policy allows no more. A type that
// needs no balance still records what was taken. Checks no actor: the caller has.
func (s *Service) TakeForTimeOff(ctx context.Context, q *change.Tx, r *domain.TimeOffRequest) error {
	typ, err := typeOf(ctx, q.Q, r.LeaveTypeID)
	if err != nil {
		return err
	}
	if err := q.LockLeave(ctx, r.UserID); err != nil {
		return err
	}
	d, err := s.deduction(ctx, q.Q, typ, *r)
	if err != nil {
		return err
	}
	a, err := s.loadAccount(ctx, q.Q, r.UserID, typ.ID, r.LastDay())
	if err != nil {
		return err
	}
	if _, err := a.settle(ctx, q, s.Today()); err != nil {
		return err
	}
	o := a.outcome(*r, d, s.Today())
	if !o.Allowed {
		return refusal(o, *r)
	}
	if d.Amount == 0 {
		return nil
	}
	row := takenRow(*r, d.Amount)
	row.LeaveTypeID, row.CreatedBy = typ.ID, actorID(q)
	return write(ctx, q, []domain.LeaveEntry{row})
}

// RestoreForTimeOff gives back what an approved request took, when it is cancelled or
// withdrawn, dated as the taken row, in the cancellation's transaction. Checks no actor.
func (s *Service) RestoreForTimeOff(ctx context.Context, q *change.Tx, r *domain.TimeOffRequest) error {
	if err := q.LockLeave(ctx, r.UserID); err != nil {
		return err
	}
	held, err := q.TakenForTimeOff(ctx, r.ID)
	if err != nil || held == 0 {
		return err
	}
	typ, err := typeOf(ctx, q.Q, r.LeaveTypeID)
	if err != nil {
		return err
	}
	id := r.ID
	return write(ctx, q, []domain.LeaveEntry{{UserID: r.UserID, LeaveTypeID: typ.ID, EffectiveOn: r.Date,
		Kind: domain.EntryRestored, Amount: -held, TimeOffID: &id, CreatedBy: actorID(q)}})
}

func actorID(q *change.Tx) *int64 {
	if a := q.Actor(); a != nil {
		id := a.ID
		return &id
	}
	return nil
}
