package service

import (
	"context"

	"github.com/shiftsched/shiftsched/internal/domain"
	"github.com/shiftsched/shiftsched/internal/permission"
	"github.com/shiftsched/shiftsched/internal/store"
)

// Work rules: managers name rule sets (contracts) and give each person one; people
// without one follow the workplace's default, whose least rest and most hours are also
// the workplace settings.

// RuleSets returns every rule set with the people who follow it, the default first.
// Managers only (contracts are theirs to see). Errors: Forbidden.
func (s *Service) RuleSets(ctx context.Context, actor *domain.User) ([]domain.RuleSet, error) {
	if err := actor.Allow(domain.ScopeScheduleRead); err != nil {
		return nil, err
	}
	if err := permission.RequireManager(actor); err != nil {
		return nil, err
	}
	return s.store.Q().RuleSets(ctx)
}

// SaveRuleSet adds (ID 0) or changes a rule set and returns it as stored. Managers of every location.
// Errors: Forbidden; NotFound; Invalid (a sentence: name blank or taken, a period or a
// rule out of range, an unknown shift type).
func (s *Service) SaveRuleSet(ctx context.Context, actor *domain.User, in domain.RuleSet) (*domain.RuleSet, error) {
	if err := permission.MayEditWorkplace(actor); err != nil {
		return nil, err
	}
	if err := permission.RequireEveryLocation(ctx, s.store.Q(), actor, "change rule sets"); err != nil {
		return nil, err
	}
	if err := in.Validate(); err != nil {
		return nil, err
	}
	var out *domain.RuleSet
	err := s.Changes().Run(ctx, actor, func(q *Tx) error {
		var before *domain.RuleSet
		var err error
		if in.ID != 0 {
			if before, err = q.RuleSetByID(ctx, in.ID); err != nil {
				return err
			}
		}
		if err := checkRuleShiftTypes(ctx, q.Q, in.Rules.ShiftTypeLimits); err != nil {
			return err
		}
		id, err := q.SaveRuleSet(ctx, in)
		if err != nil {
			return nameTaken(err, "rule_sets_name_key", "rule set", in.Name)
		}
		if out, err = q.RuleSetByID(ctx, id); err != nil {
			return err
		}
		recordWorkplace(q, "rule_set", id, verbOf(before == nil), out.Name, before, out)
		return nil
	})
	return out, err
}

// checkRuleShiftTypes refuses limits on shift types that do not exist (one statement).
func checkRuleShiftTypes(ctx context.Context, q store.Q, limits []domain.ShiftTypeLimit) error {
	if len(limits) == 0 {
		return nil
	}
	ids := make([]int64, len(limits))
	for i, l := range limits {
		ids[i] = l.ShiftTypeID
	}
	// The read lists the shift types in use besides the ones asked for (archived or
	// not), so each limit's type is looked for by id rather than counted.
	found, err := q.ShiftTypes(ctx, false, ids)
	if err != nil {
		return err
	}
	exists := make(map[int64]bool, len(found))
	for _, t := range found {
		exists[t.ID] = true
	}
	for _, id := range ids {
		if !exists[id] {
			return domain.Errorf(domain.Invalid, "A shift type limit names a shift type that does not exist.")
		}
	}
	return nil
}

// DeleteRuleSet deletes a rule set nobody follows. Managers of every location. Errors: Forbidden;
// NotFound; Invalid (the default, or one people follow: the sentence says how many).
func (s *Service) DeleteRuleSet(ctx context.Context, actor *domain.User, id int64) error {
	if err := permission.MayEditWorkplace(actor); err != nil {
		return err
	}
	if err := permission.RequireEveryLocation(ctx, s.store.Q(), actor, "change rule sets"); err != nil {
		return err
	}
	return s.Changes().Run(ctx, actor, func(q *Tx) error {
		before, err := q.RuleSetByID(ctx, id)
		if err != nil {
			return err
		}
		if before.IsDefault {
			return domain.Errorf(domain.Invalid, "The workplace's default rule set cannot be deleted.")
		}
		n, err := q.RuleSetPeople(ctx, id)
		if err != nil {
			return err
		}
		if n == 1 {
			return domain.Errorf(domain.Invalid, "The rule set %s is followed by 1 person; give them another one first.", before.Name)
		}
		if n > 1 {
			return domain.Errorf(domain.Invalid, "The rule set %s is followed by %d people; give them another one first.", before.Name, n)
		}
		if err := q.DeleteRuleSet(ctx, id); err != nil {
			return err
		}
		recordWorkplace(q, "rule_set", id, "delete", before.Name, before, nil)
		return nil
	})
}

// SetPersonRuleSet gives a person a rule set (nil: the default). Managers only, of people
// they manage. Errors:
// Forbidden; NotFound (person or rule set); Invalid (a person who left).
func (s *Service) SetPersonRuleSet(ctx context.Context, actor *domain.User, userID int64, ruleSetID *int64) (*domain.RuleSet, error) {
	if err := actor.Allow(domain.ScopeStaffWrite); err != nil {
		return nil, err
	}
	if err := permission.RequireManager(actor); err != nil {
		return nil, err
	}
	var out *domain.RuleSet
	err := s.Changes().Run(ctx, actor, func(q *Tx) error {
		u, err := q.UserByID(ctx, userID)
		if err != nil {
			return err
		}
		if u.DeletedAt != nil {
			return domain.Errorf(domain.Invalid, "%s no longer works here.", u.Name)
		}
		if err := permission.MayManagePerson(ctx, q.Q, actor, u.ID); err != nil {
			return err
		}
		def, before, err := q.RuleSetsOfUsers(ctx, []int64{u.ID})
		if err != nil {
			return err
		}
		out = def
		if ruleSetID != nil {
			if out, err = q.RuleSetByID(ctx, *ruleSetID); err != nil {
				return err
			}
		}
		if err := q.SetUserRuleSet(ctx, u.ID, ruleSetID); err != nil {
			return err
		}
		was := def
		if before[u.ID] != nil {
			was = before[u.ID]
		}
		q.Audit(Audit{Action: "user.set_rule_set", Object: "user", ID: u.ID,
			Say: say("AuditGaveRuleSet", map[string]any{"Name": u.Name, "RuleSet": out.Name}), Before: map[string]any{"ruleSetId": was.ID},
			After: map[string]any{"ruleSetId": out.ID}})
		q.Emit(domain.EventWorkplaceChanged, map[string]any{"object": "user", "id": u.ID, "change": "update",
			"after": map[string]any{"ruleSetId": out.ID}})
		return nil
	})
	return out, err
}
