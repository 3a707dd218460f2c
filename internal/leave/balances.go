package leave

import (
	"context"
	"log/slog"
	"slices"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/shiftsched/shiftsched/internal/change"
	"github.com/shiftsched/shiftsched/internal/domain"
	"github.com/shiftsched/shiftsched/internal/permission"
	"github.com/shiftsched/shiftsched/internal/store"
)

// mayRead refuses a person's leave to anyone but themself and the managers who manage
// them.
func mayRead(ctx context.Context, q store.Q, actor *domain.User, person int64) error {
	if err := actor.Allow(domain.ScopeTimeOffRead); err != nil || person == actor.ID {
		return err
	}
	if err := permission.RequireManager(actor); err != nil {
		return err
	}
	return permission.MayManagePerson(ctx, q, actor, person)
}

// Balances returns, for people and a type (0: every type), the balance before from,
// what from..to granted, took and changed otherwise, and the balance on to, as the
// ledger stands: one statement for any number of people. userIDs nil: everyone the
// actor reaches (staff: themself). Staff may ask for themself only; a location manager
// gets the people they manage. Errors: Forbidden; Invalid (range).
func (s *Service) Balances(ctx context.Context, actor *domain.User, userIDs []int64, typeID int64, from, to domain.Date) ([]store.LeaveBalance, error) {
	return s.balances(ctx, actor, userIDs, from, to, func(q store.Q, ids []int64) ([]store.LeaveBalance, error) {
		return q.LeaveBalances(ctx, ids, typeID, from, to)
	})
}

// ClosingBalances is Balances with the balance on to alone (the range's parts are zero),
// for a reader that shows nothing else: a cheaper pass over the ledger. The same
// callers and errors as Balances.
func (s *Service) ClosingBalances(ctx context.Context, actor *domain.User, userIDs []int64, typeID int64, from, to domain.Date) ([]store.LeaveBalance, error) {
	return s.balances(ctx, actor, userIDs, from, to, func(q store.Q, ids []int64) ([]store.LeaveBalance, error) {
		return q.LeaveClosingBalances(ctx, ids, typeID, to)
	})
}

// balances checks who may read which balances, reads them with read, and keeps those a
// location manager reaches.
func (s *Service) balances(ctx context.Context, actor *domain.User, userIDs []int64, from, to domain.Date,
	read func(q store.Q, userIDs []int64) ([]store.LeaveBalance, error)) ([]store.LeaveBalance, error) {
	if err := actor.Allow(domain.ScopeTimeOffRead); err != nil {
		return nil, err
	}
	if from.IsZero() || to.IsZero() || to.Before(from) || from.DaysUntil(to) >= MaxRangeDays {
		return nil, domain.Errorf(domain.Invalid, "A balance range is a valid range of at most 800 days.")
	}
	q := s.store.Q()
	if !actor.IsManager() {
		if userIDs != nil && slices.ContainsFunc(userIDs, func(id int64) bool { return id != actor.ID }) {
			return nil, domain.ErrManagersOnly
		}
		userIDs = []int64{actor.ID}
	}
	rows, err := read(q, userIDs)
	if err != nil || !actor.IsManager() {
		return rows, err
	}
	m, err := permission.ManagerScope(ctx, q, actor)
	if err != nil || !m.Limited() {
		return rows, err
	}
	return slices.DeleteFunc(rows, func(b store.LeaveBalance) bool { return !m.Person(b.UserID) && b.UserID != actor.ID }), nil
}

// Balance is one person's balance of one type on a day: as the ledger stands (Stored),
// and with what the policy grants through that day counted in (Projected), which is the
// balance on a future day (accruals until then) or today before settling.
type Balance struct {
	Type      domain.LeaveType
	UserID    int64
	On        domain.Date
	Stored    int64
	Projected int64
	// Limit is how far below zero the policy lets a request take the balance.
	Limit int64
	// HasPolicy says the person follows a policy of the type.
	HasPolicy bool
}

// BalanceOn returns a person's balance of a type on a day (zero: today). The person and
// the managers who manage them. Errors: Forbidden; NotFound.
func (s *Service) BalanceOn(ctx context.Context, actor *domain.User, userID, typeID int64, on domain.Date) (*Balance, error) {
	q := s.store.Q()
	if err := mayRead(ctx, q, actor, userID); err != nil {
		return nil, err
	}
	if on.IsZero() {
		on = s.Today()
	}
	a, err := s.loadAccount(ctx, q, userID, typeID, on)
	if err != nil {
		return nil, err
	}
	return &Balance{Type: *a.typ, UserID: userID, On: on, Stored: SumThrough(a.rows, on),
		Projected: SumThrough(a.projected(on), on), Limit: a.limit(), HasPolicy: a.plan != nil}, nil
}

// BalancesOn returns a person's balance of every type in use on a day (zero: today),
// as BalanceOn does one, reading the ledger and the policies once for all of them. The
// person and the managers who manage them. Errors: Forbidden; NotFound.
func (s *Service) BalancesOn(ctx context.Context, actor *domain.User, userID int64, on domain.Date) ([]Balance, error) {
	q := s.store.Q()
	if err := mayRead(ctx, q, actor, userID); err != nil {
		return nil, err
	}
	if _, err := q.ActiveUserByID(ctx, userID); err != nil {
		return nil, err
	}
	if on.IsZero() {
		on = s.Today()
	}
	accounts, err := s.loadAccounts(ctx, q, userID, on)
	if err != nil {
		return nil, err
	}
	out := make([]Balance, len(accounts))
	for i, a := range accounts {
		out[i] = Balance{Type: *a.typ, UserID: userID, On: on, Stored: SumThrough(a.rows, on),
			Projected: SumThrough(a.projected(on), on), Limit: a.limit(), HasPolicy: a.plan != nil}
	}
	return out, nil
}

// Ledger returns a person's ledger rows of a type (0: every type) dated from..to. The
// person and the managers who manage them. Errors: Forbidden.
func (s *Service) Ledger(ctx context.Context, actor *domain.User, userID, typeID int64, from, to domain.Date) ([]domain.LeaveEntry, error) {
	q := s.store.Q()
	if err := mayRead(ctx, q, actor, userID); err != nil {
		return nil, err
	}
	if to.IsZero() {
		to = farFuture
	}
	return q.LeaveLedger(ctx, []int64{userID}, typeID, from, to)
}

// PreviewInput is a request not yet made: for whom, of which type (nil: annual leave),
// its days and part of a day.
type PreviewInput struct {
	UserID      int64
	LeaveTypeID *int64
	First, Last domain.Date
	Start, End  *domain.TimeOfDay
}

// Preview says what a request would do to a balance: the balance now, at the request's
// first day, after it, and whether the policy allows it. The person and the managers
// who manage them. Errors: Forbidden; Invalid (the request's days, its type).
func (s *Service) Preview(ctx context.Context, actor *domain.User, in PreviewInput) (*Outcome, error) {
	if err := actor.Allow(domain.ScopeTimeOffRead); err != nil {
		return nil, err
	}
	if in.Last.IsZero() {
		in.Last = in.First
	}
	if err := domain.NormalizeTimeOff(in.First, in.Last, in.Start, in.End); err != nil {
		return nil, err
	}
	q := s.store.Q()
	if err := mayRead(ctx, q, actor, in.UserID); err != nil {
		return nil, err
	}
	typ, err := TypeOfRequest(ctx, q, actor, in.LeaveTypeID)
	if err != nil {
		return nil, err
	}
	return s.preview(ctx, q, typ, domain.TimeOffRequest{UserID: in.UserID, Date: in.First, EndDate: in.Last,
		StartTime: in.Start, EndTime: in.End, LeaveTypeID: in.LeaveTypeID})
}

// Adjustment is a manager's change of a balance, with its reason.
type Adjustment struct {
	UserID, LeaveTypeID int64
	Amount              int64 // hundredths; negative takes away
	On                  domain.Date
	Reason              string
}

// Adjust writes a manual change of a person's balance, dated On (zero: today), with its
// reason, audited. Managers who manage the person, through a token only with
// timeoff:decide. Errors: Forbidden; NotFound; Invalid (no reason, a reason too long, no
// amount).
func (s *Service) Adjust(ctx context.Context, actor *domain.User, in Adjustment) (*domain.LeaveEntry, error) {
	if err := actor.Allow(domain.ScopeTimeOffDecide); err != nil {
		return nil, err
	}
	if err := permission.RequireManager(actor); err != nil {
		return nil, err
	}
	in.Reason = strings.TrimSpace(in.Reason)
	if in.Reason == "" || utf8.RuneCountInString(in.Reason) > 500 {
		return nil, domain.Errorf(domain.Invalid, "An adjustment needs a reason of 1 to 500 characters.")
	}
	if in.Amount == 0 || in.Amount > domain.MaxLeaveAmount || in.Amount < -domain.MaxLeaveAmount {
		return nil, domain.Errorf(domain.Invalid, "An adjustment changes the balance by up to 1000000, not 0.")
	}
	if in.On.IsZero() {
		in.On = s.Today()
	}
	var out domain.LeaveEntry
	err := s.Changes().Run(ctx, actor, func(q *change.Tx) error {
		if err := permission.MayManagePerson(ctx, q.Q, actor, in.UserID); err != nil {
			return err
		}
		u, err := q.ActiveUserByID(ctx, in.UserID)
		if err != nil {
			return err
		}
		typ, err := q.LeaveTypeByID(ctx, in.LeaveTypeID)
		if err != nil {
			return err
		}
		if err := q.LockLeave(ctx, in.UserID); err != nil {
			return err
		}
		// Settled first, as an approval is: the team view, which reads the ledger as
		// stored, then shows the adjustment on top of what the policy has granted.
		a, err := s.loadAccount(ctx, q.Q, in.UserID, typ.ID, s.Today())
		if err != nil {
			return err
		}
		if _, err := a.settle(ctx, q, s.Today()); err != nil {
			return err
		}
		out = domain.LeaveEntry{UserID: in.UserID, LeaveTypeID: typ.ID, EffectiveOn: in.On, Kind: domain.EntryAdjustment,
			Amount: in.Amount, Reason: in.Reason, CreatedBy: &actor.ID}
		if err := write(ctx, q, []domain.LeaveEntry{out}); err != nil {
			return err
		}
		q.Audit(change.Audit{Action: "leave.adjust", Object: "user", ID: in.UserID,
			Say: change.Say("AuditAdjustedLeave", map[string]any{"Name": u.Name, "Type": typ.Name,
				"Amount": domain.Hundredths(in.Amount), "Unit": string(typ.Unit), "Reason": in.Reason}),
			After: map[string]any{"leaveTypeId": typ.ID, "amount": in.Amount, "on": in.On.String(), "reason": in.Reason}})
		return nil
	})
	if err != nil {
		return nil, err
	}
	return &out, nil
}

// Settle writes, for everyone who follows a policy, what their policies granted through
// the day and the ledger lacks (allowances, accruals, carry-over, expiry, and
// corrections after a contract changed), one person per transaction. No actor: the
// workers' (and tests'). Returns the number of rows written.
func (s *Service) Settle(ctx context.Context, through domain.Date) (int, error) {
	pols, err := s.store.Q().PoliciesOfPeople(ctx, nil, 0)
	if err != nil {
		return 0, err
	}
	written := 0
	for _, p := range pols {
		err := s.Changes().Run(ctx, nil, func(q *change.Tx) error {
			if err := q.LockLeave(ctx, p.UserID); err != nil {
				return err
			}
			a, err := s.loadAccount(ctx, q.Q, p.UserID, p.LeaveTypeID, through)
			if err != nil {
				return err
			}
			n, err := a.settle(ctx, q, through)
			if n == 0 || err != nil {
				q.Unchanged()
				return err
			}
			written += n
			q.Audit(change.Audit{Action: "leave.settle", Object: "user", ID: p.UserID,
				Say: change.Say("AuditSettledLeave", map[string]any{"Type": a.typ.Name, "Rows": n, "Through": through.String()})})
			return nil
		})
		if err != nil {
			return written, err
		}
	}
	return written, nil
}

// SettleEvery is how often RunSettle settles everyone's ledger through today: often
// enough that a day's grants are in the ledger's sums (what leaveBalances reads) within
// the hour the day starts.
const SettleEvery = time.Hour

// RunSettle settles everyone's ledger through today at start and every SettleEvery
// until ctx ends. Every instance runs it; the per-person lock makes the second of two
// settles at once write nothing.
func (s *Service) RunSettle(ctx context.Context, log *slog.Logger) {
	t := time.NewTicker(SettleEvery)
	defer t.Stop()
	for {
		// Logged every time: how long a pass takes grows with the workplace, and a
		// benchmark waits for the first one before it measures.
		start := time.Now()
		if n, err := s.Settle(ctx, s.Today()); err != nil && ctx.Err() == nil {
			log.Error("leave settle", "err", err)
		} else if err == nil {
			log.Info("leave settled", "rows", n, "took", time.Since(start).Round(time.Millisecond))
		}
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
	}
}
