package leave

import (
	"context"
	"regexp"
	"strings"
	"unicode/utf8"

	"github.com/shiftsched/shiftsched/internal/change"
	"github.com/shiftsched/shiftsched/internal/domain"
	"github.com/shiftsched/shiftsched/internal/permission"
	"github.com/shiftsched/shiftsched/internal/store"
)

var colourRE = regexp.MustCompile(`^#[0-9a-f]{6}$`)

// Types returns the workplace's leave types, those in use first. Any signed-in user
// (staff choose one when they ask for time off). Errors: Forbidden (a token without
// timeoff:read).
func (s *Service) Types(ctx context.Context, actor *domain.User) ([]domain.LeaveType, error) {
	if err := actor.Allow(domain.ScopeTimeOffRead); err != nil {
		return nil, err
	}
	return s.store.Q().LeaveTypes(ctx)
}

// SaveType adds a leave type (ID 0) or changes one; a starting type keeps its kind.
// Managers of every location, through a token only with settings:write. Errors:
// Forbidden; NotFound; Invalid (name, unit, colour; a name in use).
func (s *Service) SaveType(ctx context.Context, actor *domain.User, t domain.LeaveType) (*domain.LeaveType, error) {
	if err := permission.MayEditWorkplace(actor); err != nil {
		return nil, err
	}
	t.Name, t.Colour = strings.TrimSpace(t.Name), strings.ToLower(strings.TrimSpace(t.Colour))
	switch {
	case t.Name == "" || utf8.RuneCountInString(t.Name) > 100:
		return nil, domain.Errorf(domain.Invalid, "A leave type needs a name of 1 to 100 characters.")
	case t.Unit != domain.LeaveHours && t.Unit != domain.LeaveDays:
		return nil, domain.Errorf(domain.Invalid, "Leave is counted in hours or in days.")
	case !colourRE.MatchString(t.Colour):
		return nil, domain.Errorf(domain.Invalid, "A colour is written #rrggbb.")
	}
	var out *domain.LeaveType
	err := s.Changes().Run(ctx, actor, func(q *change.Tx) error {
		if err := permission.MaySetWorkplace(ctx, q.Q, actor, "change leave types"); err != nil {
			return err
		}
		var before *domain.LeaveType
		if t.ID != 0 {
			var err error
			if before, err = q.LeaveTypeByID(ctx, t.ID); err != nil {
				return err
			}
		}
		saved, err := q.SaveLeaveType(ctx, t)
		if store.IsUniqueViolation(err, "leave_types_name_key") {
			return domain.Errorf(domain.Invalid, "A leave type named %q is in use.", t.Name)
		}
		if err != nil {
			return err
		}
		q.Audit(change.Audit{Action: "leave.type", Object: "leave_type", ID: saved.ID,
			Say: change.Say("AuditSavedLeaveType", map[string]any{"Name": saved.Name}), Before: before, After: saved})
		out = saved
		return nil
	})
	return out, err
}

// Policies returns every leave policy. Managers. Errors: Forbidden.
func (s *Service) Policies(ctx context.Context, actor *domain.User) ([]domain.LeavePolicy, error) {
	if err := actor.Allow(domain.ScopeTimeOffRead); err != nil {
		return nil, err
	}
	if err := permission.RequireManager(actor); err != nil {
		return nil, err
	}
	return s.store.Q().LeavePolicies(ctx)
}

// SavePolicy adds a policy (ID 0) or changes one (its type stays). Managers of every
// location, through a token only with settings:write. Errors: Forbidden; NotFound;
// Invalid (what Validate says; a name).
func (s *Service) SavePolicy(ctx context.Context, actor *domain.User, p domain.LeavePolicy) (*domain.LeavePolicy, error) {
	if err := permission.MayEditWorkplace(actor); err != nil {
		return nil, err
	}
	p.Name = strings.TrimSpace(p.Name)
	if p.Name == "" || utf8.RuneCountInString(p.Name) > 100 {
		return nil, domain.Errorf(domain.Invalid, "A leave policy needs a name of 1 to 100 characters.")
	}
	if err := p.Validate(); err != nil {
		return nil, err
	}
	var out *domain.LeavePolicy
	err := s.Changes().Run(ctx, actor, func(q *change.Tx) error {
		if err := permission.MaySetWorkplace(ctx, q.Q, actor, "change leave policies"); err != nil {
			return err
		}
		var before *domain.LeavePolicy
		if p.ID != 0 {
			var err error
			if before, err = q.LeavePolicyByID(ctx, p.ID); err != nil {
				return err
			}
			p.LeaveTypeID = before.LeaveTypeID
		}
		typ, err := q.LeaveTypeByID(ctx, p.LeaveTypeID)
		if err != nil {
			return err
		}
		if p.Method == domain.LeaveOvertime && typ.Unit != domain.LeaveHours {
			return domain.Errorf(domain.Invalid, "A policy that banks overtime needs a leave type counted in hours.")
		}
		id, err := q.SaveLeavePolicy(ctx, p)
		if err != nil {
			return err
		}
		if out, err = q.LeavePolicyByID(ctx, id); err != nil {
			return err
		}
		q.Audit(change.Audit{Action: "leave.policy", Object: "leave_policy", ID: id,
			Say: change.Say("AuditSavedLeavePolicy", map[string]any{"Name": out.Name}), Before: before, After: out})
		return nil
	})
	return out, err
}

// Assignment gives a type's policy (PolicyID 0: none) to one person or to a rule set.
type Assignment struct {
	LeaveTypeID, PolicyID int64
	UserID, RuleSetID     *int64
}

// AssignPolicy gives a policy to a person (a manager who manages them) or a rule set (a
// manager of every location), replacing what they had for its type. Through a token
// only with settings:write. Errors: Forbidden; NotFound; Invalid (neither or both of a
// person and a rule set; a policy of another type).
func (s *Service) AssignPolicy(ctx context.Context, actor *domain.User, a Assignment) error {
	if err := permission.MayEditWorkplace(actor); err != nil {
		return err
	}
	if (a.UserID == nil) == (a.RuleSetID == nil) {
		return domain.Errorf(domain.Invalid, "Give a policy to a person or to a rule set.")
	}
	return s.Changes().Run(ctx, actor, func(q *change.Tx) error {
		if err := s.mayAssign(ctx, q.Q, actor, a); err != nil {
			return err
		}
		typ, err := q.LeaveTypeByID(ctx, a.LeaveTypeID)
		if err != nil {
			return err
		}
		name := ""
		if a.PolicyID != 0 {
			p, err := q.LeavePolicyByID(ctx, a.PolicyID)
			if err != nil {
				return err
			}
			if p.LeaveTypeID != a.LeaveTypeID || p.Archived {
				return domain.Errorf(domain.Invalid, "Choose a policy in use of the leave type.")
			}
			name = p.Name
		}
		if err := q.AssignLeavePolicy(ctx, a.LeaveTypeID, a.PolicyID, a.UserID, a.RuleSetID); err != nil {
			return err
		}
		say := change.Say("AuditAssignedLeavePolicy", map[string]any{"Type": typ.Name, "Policy": name})
		if a.PolicyID == 0 {
			say = change.Say("AuditRemovedLeavePolicy", map[string]any{"Type": typ.Name})
		}
		q.Audit(change.Audit{Action: "leave.assign", Object: "leave_type", ID: a.LeaveTypeID, Say: say,
			After: map[string]any{"policyId": a.PolicyID, "userId": a.UserID, "ruleSetId": a.RuleSetID}})
		return nil
	})
}

func (s *Service) mayAssign(ctx context.Context, q store.Q, actor *domain.User, a Assignment) error {
	if a.RuleSetID != nil {
		return permission.RequireEveryLocation(ctx, q, actor, "change leave policies")
	}
	return permission.MayManagePerson(ctx, q, actor, *a.UserID)
}

// SetProfile stores what a person's contract says for leave: their employment's first
// and last day, contracted minutes a week, working weekdays and holiday location. A
// manager who manages them, through a token only with staff:write. Errors: Forbidden;
// Invalid.
func (s *Service) SetProfile(ctx context.Context, actor *domain.User, p domain.LeaveProfile) error {
	if err := actor.Allow(domain.ScopeStaffWrite); err != nil {
		return err
	}
	if err := permission.RequireManager(actor); err != nil {
		return err
	}
	if err := checkProfile(p); err != nil {
		return err
	}
	return s.Changes().Run(ctx, actor, func(q *change.Tx) error {
		if err := permission.MayManagePerson(ctx, q.Q, actor, p.UserID); err != nil {
			return err
		}
		if p.HolidayLocationID != nil {
			if err := permission.MayManageLocation(ctx, q.Q, actor, *p.HolidayLocationID); err != nil {
				return err
			}
		}
		u, err := q.ActiveUserByID(ctx, p.UserID)
		if err != nil {
			return err
		}
		if err := q.SetLeaveProfile(ctx, p); err != nil {
			return err
		}
		q.Audit(change.Audit{Action: "leave.profile", Object: "user", ID: p.UserID,
			Say: change.Say("AuditSetLeaveProfile", map[string]any{"Name": u.Name}), After: p})
		return nil
	})
}

func checkProfile(p domain.LeaveProfile) error {
	switch {
	case p.StartsOn != nil && p.EndsOn != nil && p.EndsOn.Before(*p.StartsOn):
		return domain.Errorf(domain.Invalid, "The last day cannot be before the first day.")
	case p.MinutesPerWeek != nil && (*p.MinutesPerWeek < 0 || *p.MinutesPerWeek > 10080):
		return domain.Errorf(domain.Invalid, "A contracted week is 0 to 168 hours.")
	case len(p.WorkDays) == 0:
		return domain.Errorf(domain.Invalid, "Choose the weekdays worked.")
	}
	seen := map[int]bool{}
	for _, d := range p.WorkDays {
		if d < 1 || d > 7 || seen[d] {
			return domain.Errorf(domain.Invalid, "Choose the weekdays worked.")
		}
		seen[d] = true
	}
	return nil
}

// Settings returns the workplace's leave settings. Managers. Errors: Forbidden.
func (s *Service) Settings(ctx context.Context, actor *domain.User) (domain.LeaveSettings, error) {
	if err := actor.Allow(domain.ScopeTimeOffRead); err != nil {
		return domain.LeaveSettings{}, err
	}
	if err := permission.RequireManager(actor); err != nil {
		return domain.LeaveSettings{}, err
	}
	return s.store.Q().LeaveSettings(ctx)
}

// SetSettings changes the workplace's full-time week and what a request deducts.
// Managers of every location, through a token only with settings:write. Errors:
// Forbidden; Invalid.
func (s *Service) SetSettings(ctx context.Context, actor *domain.User, in domain.LeaveSettings) (domain.LeaveSettings, error) {
	if err := permission.MayEditWorkplace(actor); err != nil {
		return in, err
	}
	if in.FullTimeMinutesWeek < 60 || in.FullTimeMinutesWeek > 10080 {
		return in, domain.Errorf(domain.Invalid, "A full-time week is 1 to 168 hours.")
	}
	if in.DeductBy != domain.DeductContract && in.DeductBy != domain.DeductShifts {
		return in, domain.Errorf(domain.Invalid, "Leave deducts contracted hours or scheduled shifts' hours.")
	}
	err := s.Changes().Run(ctx, actor, func(q *change.Tx) error {
		if err := permission.MaySetWorkplace(ctx, q.Q, actor, "change leave settings"); err != nil {
			return err
		}
		before, err := q.LeaveSettings(ctx)
		if err != nil {
			return err
		}
		if err := q.SetLeaveSettings(ctx, in); err != nil {
			return err
		}
		q.Audit(change.Audit{Action: "settings.leave", Object: "settings", Say: change.Say("AuditSetLeaveSettings", map[string]any{}),
			Before: before, After: in})
		return nil
	})
	return in, err
}
