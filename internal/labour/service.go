package labour

import (
	"context"
	"encoding/json"

	"github.com/shiftsched/shiftsched/internal/change"
	"github.com/shiftsched/shiftsched/internal/domain"
	"github.com/shiftsched/shiftsched/internal/permission"
	"github.com/shiftsched/shiftsched/internal/store"
	"github.com/shiftsched/shiftsched/internal/workzone"
)

// Service holds the reads and writes of labour rules and birth dates.
type Service struct {
	change.Frame
	store *store.Store
}

// Deps is what a Service needs. Store and Changes are required.
type Deps struct {
	Store *store.Store
	// Changes is the one write path, shared with the other domains.
	Changes *change.Runner
	Zone    *workzone.Zone // whose "today" counts; nil means UTC
}

// New returns a Service.
func New(d Deps) *Service {
	return &Service{Frame: change.NewFrame(d.Changes, d.Zone), store: d.Store}
}

// RuleSetLabour is a rule set's labour rules and the preset they were last set from
// (nil: none, or set by hand since).
type RuleSetLabour struct {
	RuleSetID int64
	Rules     Rules
	PresetID  *string
}

// RulesOf returns a rule set's labour rules. Managers (as rule sets are read); a token
// needs schedule:read. Errors: Forbidden; NotFound.
func (s *Service) RulesOf(ctx context.Context, actor *domain.User, ruleSetID int64) (*RuleSetLabour, error) {
	if err := actor.Allow(domain.ScopeScheduleRead); err != nil {
		return nil, err
	}
	if err := permission.RequireManager(actor); err != nil {
		return nil, err
	}
	return readRules(ctx, s.store.Q(), ruleSetID)
}

func readRules(ctx context.Context, q store.Q, ruleSetID int64) (*RuleSetLabour, error) {
	rs, err := q.RuleSetByID(ctx, ruleSetID)
	if err != nil {
		return nil, err
	}
	r, err := Parse(rs.Labour)
	if err != nil {
		return nil, err
	}
	preset, err := q.LabourPresetOf(ctx, ruleSetID)
	return &RuleSetLabour{RuleSetID: rs.ID, Rules: r, PresetID: preset}, err
}

// SetRules replaces a rule set's labour rules; the week's conflicts and dry runs apply
// them from then on. Managers of every location (as rule sets are changed); a token
// needs settings:write. Errors: Forbidden; NotFound; Invalid (a sentence).
func (s *Service) SetRules(ctx context.Context, actor *domain.User, ruleSetID int64, r Rules) (*RuleSetLabour, error) {
	return s.write(ctx, actor, ruleSetID, r, nil)
}

// ApplyPreset copies a preset's rules into a rule set, replacing its labour rules: a
// starting point the manager may change. Who may: as SetRules. Errors: Forbidden;
// NotFound (rule set, preset).
func (s *Service) ApplyPreset(ctx context.Context, actor *domain.User, ruleSetID int64, presetID string) (*RuleSetLabour, error) {
	p, err := PresetByID(presetID)
	if err != nil {
		return nil, err
	}
	return s.write(ctx, actor, ruleSetID, p.Rules, &p.ID)
}

func (s *Service) write(ctx context.Context, actor *domain.User, ruleSetID int64, r Rules, preset *string) (*RuleSetLabour, error) {
	if err := permission.MayEditWorkplace(actor); err != nil {
		return nil, err
	}
	if err := permission.RequireEveryLocation(ctx, s.store.Q(), actor, "change rule sets"); err != nil {
		return nil, err
	}
	if err := r.Validate(); err != nil {
		return nil, err
	}
	b, err := json.Marshal(r)
	if err != nil {
		return nil, err
	}
	var out *RuleSetLabour
	err = s.Changes().Run(ctx, actor, func(q *change.Tx) error {
		before, err := readRules(ctx, q.Q, ruleSetID)
		if err != nil {
			return err
		}
		if err := checkReferences(ctx, q.Q, r); err != nil {
			return err
		}
		if err := q.SetLabourRules(ctx, ruleSetID, b, preset); err != nil {
			return err
		}
		out = &RuleSetLabour{RuleSetID: ruleSetID, Rules: r, PresetID: preset}
		rs, err := q.RuleSetByID(ctx, ruleSetID)
		if err != nil {
			return err
		}
		action, say := "rule_set.labour", change.Say("AuditSetLabourRules", map[string]any{"RuleSet": rs.Name})
		if preset != nil {
			action, say = "rule_set.labour_preset", change.Say("AuditAppliedLabourPreset", map[string]any{"RuleSet": rs.Name, "Preset": *preset})
		}
		q.Audit(change.Audit{Action: action, Object: "rule_set", ID: ruleSetID, Say: say, Before: before, After: out})
		q.Emit(domain.EventWorkplaceChanged, map[string]any{"object": "rule_set", "id": ruleSetID, "change": "update"})
		return nil
	})
	return out, err
}

// checkReferences refuses premiums for shift types or positions that do not exist.
func checkReferences(ctx context.Context, q store.Q, r Rules) error {
	var types, positions []int64
	for _, p := range r.Premiums {
		if p.ShiftTypeID != nil {
			types = append(types, *p.ShiftTypeID)
		}
		if p.PositionID != nil {
			positions = append(positions, *p.PositionID)
		}
	}
	if len(types) > 0 {
		found, err := q.ShiftTypes(ctx, false, types)
		if err != nil {
			return err
		}
		if !allFound(types, len(found), func(i int) int64 { return found[i].ID }) {
			return domain.Errorf(domain.Invalid, "A premium names a shift type that does not exist.")
		}
	}
	if len(positions) > 0 {
		found, err := q.Positions(ctx, false)
		if err != nil {
			return err
		}
		if !allFound(positions, len(found), func(i int) int64 { return found[i].ID }) {
			return domain.Errorf(domain.Invalid, "A premium names a position that does not exist.")
		}
	}
	return nil
}

func allFound(ids []int64, n int, id func(int) int64) bool {
	seen := make(map[int64]bool, n)
	for i := range n {
		seen[id(i)] = true
	}
	for _, x := range ids {
		if !seen[x] {
			return false
		}
	}
	return true
}

// BirthDate returns a person's birth date (nil: not kept). Managers who reach the
// person; a token needs staff:read. Errors: Forbidden; NotFound.
func (s *Service) BirthDate(ctx context.Context, actor *domain.User, userID int64) (*domain.Date, error) {
	if err := actor.Allow(domain.ScopeStaffRead); err != nil {
		return nil, err
	}
	if err := permission.RequireManager(actor); err != nil {
		return nil, err
	}
	q := s.store.Q()
	if err := permission.MayManagePerson(ctx, q, actor, userID); err != nil {
		return nil, err
	}
	births, err := q.BirthDates(ctx, []int64{userID})
	if d, ok := births[userID]; ok {
		return &d, err
	}
	return nil, err
}

// SetBirthDate keeps (nil: forgets) a person's birth date, which the rules for minors
// read. Managers who reach the person; a token needs staff:write. Errors: Forbidden;
// NotFound (no such person, or deleted); Invalid (a date before 1900 or in the future).
func (s *Service) SetBirthDate(ctx context.Context, actor *domain.User, userID int64, d *domain.Date) error {
	if err := actor.Allow(domain.ScopeStaffWrite); err != nil {
		return err
	}
	if err := permission.RequireManager(actor); err != nil {
		return err
	}
	if d != nil && (d.Year < domain.MinYear || d.After(s.Today())) {
		return domain.Errorf(domain.Invalid, "A birth date is a day from 1900 to today.")
	}
	return s.Changes().Run(ctx, actor, func(q *change.Tx) error {
		if err := permission.MayManagePerson(ctx, q.Q, actor, userID); err != nil {
			return err
		}
		before, err := q.SetBirthDate(ctx, userID, d)
		if err != nil {
			return err
		}
		// The audit names the change, not the dates: a birth date is personal data.
		q.Audit(change.Audit{Action: "user.birth_date", Object: "user", ID: userID,
			Say: change.Say("AuditSetBirthDate", map[string]any{}), Before: map[string]any{"kept": before != nil},
			After: map[string]any{"kept": d != nil}})
		return nil
	})
}

// Presets returns the presets of labour rules. Managers; a token needs schedule:read.
// Errors: Forbidden.
func (s *Service) Presets(actor *domain.User) ([]Preset, error) {
	if err := actor.Allow(domain.ScopeScheduleRead); err != nil {
		return nil, err
	}
	if err := permission.RequireManager(actor); err != nil {
		return nil, err
	}
	return Presets(), nil
}
