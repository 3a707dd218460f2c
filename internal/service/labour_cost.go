package service

import (
	"context"
	"fmt"
	"sort"

	"github.com/shiftsched/shiftsched/internal/domain"
	"github.com/shiftsched/shiftsched/internal/labour"
	"github.com/shiftsched/shiftsched/internal/permission"
	"github.com/shiftsched/shiftsched/internal/store"
)

// Labour cost: a location may have a weekly labour budget, and publishing a week whose
// scheduled cost there passes it asks the manager to accept a warning. A shift costs
// its real length at the person's rate in its position, else their own rate; shifts
// without a rate cost nothing.

// MaxLabourBudgetCents bounds a weekly budget (GraphQL's Int holds it).
const MaxLabourBudgetCents = 2_000_000_000

// LabourBudget returns a location's weekly labour budget in cents, nil when it has
// none. Managers of the location. Errors: Forbidden.
func (s *Service) LabourBudget(ctx context.Context, actor *domain.User, locationID int64) (*int64, error) {
	q := s.store.Q()
	if err := permission.MayManageClock(ctx, q, actor, locationID); err != nil {
		return nil, err
	}
	budgets, err := q.LabourBudgets(ctx)
	if err != nil {
		return nil, err
	}
	if b, ok := budgets[locationID]; ok {
		return &b, nil
	}
	return nil, nil
}

// SetLabourBudget sets (nil: removes) a location's weekly labour budget in cents.
// Managers of the location. Errors: Forbidden, Invalid, NotFound.
func (s *Service) SetLabourBudget(ctx context.Context, actor *domain.User, locationID int64, cents *int64) (*int64, error) {
	if err := permission.MayManageClock(ctx, s.store.Q(), actor, locationID); err != nil {
		return nil, err
	}
	if cents != nil && (*cents < 0 || *cents > MaxLabourBudgetCents) {
		return nil, domain.Errorf(domain.Invalid, "A weekly labour budget must be 0 to %s.", domain.Money(MaxLabourBudgetCents))
	}
	err := s.Changes().Run(ctx, actor, func(q *Tx) error {
		loc, err := q.LocationByID(ctx, locationID)
		if err != nil {
			return err
		}
		summary := say("AuditRemovedLabourBudget", map[string]any{"Location": loc.Name})
		if cents != nil {
			summary = say("AuditSetLabourBudget", map[string]any{"Location": loc.Name, "Amount": domain.Money(*cents)})
		}
		q.Audit(Audit{Action: "location.labour_budget", Object: "location", ID: locationID, Say: summary, After: cents})
		return q.SetLabourBudget(ctx, locationID, cents)
	})
	return cents, err
}

// budgetConflicts warns, per location with a budget, when the week's shifts there cost
// more than it: their hours at the people's rates, and the premiums the labour rules
// price on them (lab: the week's labour check).
func (s *Service) budgetConflicts(ctx context.Context, q store.Q, settings domain.Settings, shifts []domain.Shift, ix *structureIndex, lab *labour.Check) ([]domain.ShiftConflict, error) {
	if !settings.HasLabourBudgets {
		return nil, nil
	}
	budgets, err := q.LabourBudgets(ctx)
	if err != nil || len(budgets) == 0 {
		return nil, err
	}
	cost, err := s.scheduledCost(ctx, q, shifts)
	if err != nil {
		return nil, err
	}
	if err := addPremiumCost(ctx, q, lab, cost); err != nil {
		return nil, err
	}
	var out []domain.ShiftConflict
	for loc, cents := range cost {
		budget, ok := budgets[loc]
		if !ok || cents <= budget {
			continue
		}
		out = append(out, domain.ShiftConflict{Code: domain.OverBudget, Severity: domain.Warning, LocationID: loc, Count: int(cents),
			ShiftIDs: []int64{},
			Message: fmt.Sprintf("The week's scheduled labour cost at %s, %s, passes its weekly budget of %s.",
				ix.locations[loc].Name, domain.Money(cents), domain.Money(budget))})
	}
	sort.Slice(out, func(i, j int) bool { return out[i].LocationID < out[j].LocationID })
	return out, nil
}

// addPremiumCost adds the priced premiums of the week's work to its locations' cost.
func addPremiumCost(ctx context.Context, q store.Q, lab *labour.Check, cost map[int64]int64) error {
	if lab == nil {
		return nil
	}
	pays, err := lab.Premiums(ctx, q)
	for _, p := range pays {
		if p.Priced && p.LocationID != nil {
			cost[*p.LocationID] += p.Cents
		}
	}
	return err
}

// scheduledCost returns the cost in cents of the shifts with a rate, by location.
func (s *Service) scheduledCost(ctx context.Context, q store.Q, shifts []domain.Shift) (map[int64]int64, error) {
	people := map[int64]bool{}
	for _, sh := range shifts {
		people[sh.UserID] = true
	}
	ids := make([]int64, 0, len(people))
	for id := range people {
		ids = append(ids, id)
	}
	rates, err := q.RatesOf(ctx, ids)
	if err != nil {
		return nil, err
	}
	type key struct{ user, position int64 }
	rateOf := map[key]int64{}
	for _, r := range rates {
		rateOf[key{r.UserID, deref(r.Position)}] = r.Cents
	}
	cost := map[int64]int64{}
	for _, sh := range shifts {
		if sh.LocationID == nil {
			continue
		}
		rate, ok := rateOf[key{sh.UserID, deref(sh.PositionID)}]
		if !ok {
			rate, ok = rateOf[key{sh.UserID, 0}]
		}
		if ok {
			minutes := int64(domain.ShiftMinutes(sh.Date, sh.StartTime, sh.EndTime, s.loc()))
			cost[*sh.LocationID] += (minutes*rate + 30) / 60
		}
	}
	return cost, nil
}
