package leave

import (
	"context"

	"github.com/shiftsched/shiftsched/internal/change"
	"github.com/shiftsched/shiftsched/internal/domain"
	"github.com/shiftsched/shiftsched/internal/store"
	"github.com/shiftsched/shiftsched/internal/timeclock"
)

// BankOvertime banks a just-approved timesheet's overtime as time off in lieu when the
// person follows a policy that banks overtime (their own, or their rule set's): one
// banked row of the policy's type, dated on the period's last day, of the policy's
// amount per overtime hour. It runs in the approval's transaction, so payroll never
// sees an approved timesheet whose overtime is both paid and banked. It returns
// whether it banked. Checks no actor: the caller has.
func (s *Service) BankOvertime(ctx context.Context, q *change.Tx, userID int64, start, end domain.Date, overtimeMinutes int) (bool, error) {
	if overtimeMinutes <= 0 {
		return false, nil
	}
	pol, err := bankingPolicy(ctx, q.Q, userID)
	if err != nil || pol == nil {
		return false, err
	}
	if err := q.LockLeave(ctx, userID); err != nil {
		return false, err
	}
	amount := (pol.Amount*int64(overtimeMinutes) + 30) / 60
	period := start
	return true, write(ctx, q, []domain.LeaveEntry{{UserID: userID, LeaveTypeID: pol.LeaveTypeID, EffectiveOn: end,
		Kind: domain.EntryBanked, Amount: amount, PeriodStart: &period, CreatedBy: actorID(q)}})
}

// bankingPolicy is the policy by which a person banks overtime; nil when none. With
// several (of different types), the type made first wins, so banking is predictable.
func bankingPolicy(ctx context.Context, q store.Q, userID int64) (*domain.LeavePolicy, error) {
	pols, err := q.PoliciesOfPeople(ctx, []int64{userID}, 0)
	if err != nil {
		return nil, err
	}
	var out *domain.LeavePolicy
	for i := range pols {
		p := pols[i].LeavePolicy
		if p.Method == domain.LeaveOvertime && (out == nil || p.LeaveTypeID < out.LeaveTypeID) {
			out = &p
		}
	}
	return out, nil
}

// UnbankOvertime takes back what was banked for the pay period starting on start, when
// its timesheet is reopened (a later approval banks again). Checks no actor.
func (s *Service) UnbankOvertime(ctx context.Context, q *change.Tx, userID int64, start domain.Date) error {
	if err := q.LockLeave(ctx, userID); err != nil {
		return err
	}
	banked, err := q.BankedInPeriod(ctx, []int64{userID}, start)
	if err != nil || len(banked) == 0 {
		return err
	}
	period, today := start, s.Today()
	rows := make([]domain.LeaveEntry, len(banked))
	for i, b := range banked {
		rows[i] = domain.LeaveEntry{UserID: userID, LeaveTypeID: b.LeaveTypeID, EffectiveOn: today, Kind: domain.EntryBanked,
			Amount: -b.Amount, PeriodStart: &period, CreatedBy: actorID(q)}
	}
	return write(ctx, q, rows)
}

// PayrollLeave returns the leave taken from..to per person and type, net of what was
// restored, in minutes: a type counted in days is turned into minutes by the person's
// contracted working day (their week over its working days). A request counts in the
// period its first day falls in, where the ledger dates it.
func (s *Service) PayrollLeave(ctx context.Context, q store.Q, from, to domain.Date) ([]timeclock.PayrollLeave, error) {
	taken, err := q.LeaveTakenBetween(ctx, from, to)
	if err != nil || len(taken) == 0 {
		return nil, err
	}
	types, err := q.LeaveTypes(ctx)
	if err != nil {
		return nil, err
	}
	unit := map[int64]domain.LeaveUnit{}
	for _, t := range types {
		unit[t.ID] = t.Unit
	}
	settings, err := q.LeaveSettings(ctx)
	if err != nil {
		return nil, err
	}
	ids := make([]int64, len(taken))
	for i, t := range taken {
		ids[i] = t.UserID
	}
	profiles, err := q.LeaveProfiles(ctx, ids)
	if err != nil {
		return nil, err
	}
	out := make([]timeclock.PayrollLeave, len(taken))
	for i, t := range taken {
		minutes := (t.Amount*60 + 50) / 100
		if unit[t.LeaveTypeID] == domain.LeaveDays {
			minutes = (t.Amount*int64(contractedDay(profiles[t.UserID], settings)) + 50) / 100
		}
		out[i] = timeclock.PayrollLeave{UserID: t.UserID, LeaveTypeID: t.LeaveTypeID, Amount: t.Amount, Minutes: int(minutes)}
	}
	return out, nil
}

// contractedDay is the minutes of a person's working day by their contract.
func contractedDay(p domain.LeaveProfile, s domain.LeaveSettings) int {
	week := s.FullTimeMinutesWeek
	if p.MinutesPerWeek != nil {
		week = *p.MinutesPerWeek
	}
	if len(p.WorkDays) == 0 {
		return week / 5
	}
	return week / len(p.WorkDays)
}
