package bench

import (
	"context"
	"encoding/json"
	"fmt"

	"github.com/shiftsched/shiftsched/internal/labour"
)

// The dry run with the labour rules on (issue 46's done-when: a 500-person week's dry
// run with every rule of the EU and California presets on, p50 under 50 ms): on top of
// every work rule (rules.go), every rule set carries the EU Working Time Directive's and
// California's presets together, every rule on (none is OFF), with a rule for minors
// and every tenth person under its age, and premiums that a dry run prices.

// benchMinorsEvery: one person in this many is a minor (born 15 years before today).
const benchMinorsEvery = 10

// benchPremiums are premiums on top of California's meal period premium (which prices
// worked time only): a night and a Sunday premium, priced on every scheduled week.
const benchPremiums = `[
	{"kind": "NIGHT", "name": "Night work", "percent": 25, "from": "22:00", "to": "06:00"},
	{"kind": "SUNDAY", "name": "Sunday work", "percent": 50}]`

// everyLabourRuleOn is the EU and California presets' rules as one rule set's, every
// rule set to at least WARN, with the US federal rule for minors and benchPremiums.
func everyLabourRuleOn() ([]byte, error) {
	merged := map[string]json.RawMessage{}
	for _, id := range []string{"eu-wtd", "us-ca", "us-flsa-minors"} {
		p, err := labour.PresetByID(id)
		if err != nil {
			return nil, err
		}
		b, err := json.Marshal(p.Rules)
		if err != nil {
			return nil, err
		}
		var m map[string]json.RawMessage
		if err := json.Unmarshal(b, &m); err != nil {
			return nil, err
		}
		for k, v := range m {
			if _, dup := merged[k]; dup {
				return nil, fmt.Errorf("bench labour rules: %s is in two presets", k)
			}
			merged[k] = v
		}
	}
	b, err := json.Marshal(merged)
	if err != nil {
		return nil, err
	}
	r, err := labour.Parse(b)
	if err != nil {
		return nil, err
	}
	var extra []labour.Premium
	if err := json.Unmarshal([]byte(benchPremiums), &extra); err != nil {
		return nil, err
	}
	r.Premiums = append(r.Premiums, extra...)
	for i := range r.Minors {
		r.Minors[i].Severity = "WARN" // a warning: a minor's shift is reported, the preview still answers
	}
	if err := r.Validate(); err != nil {
		return nil, err
	}
	return json.Marshal(r)
}

// turnLabourOn puts everyLabourRuleOn on every rule set and makes every tenth person a
// minor, once per size, after turnRulesOn.
func (e *env) turnLabourOn(ctx context.Context) error {
	if e.labourOn {
		return nil
	}
	if err := e.turnRulesOn(ctx); err != nil {
		return err
	}
	rules, err := everyLabourRuleOn()
	if err != nil {
		return err
	}
	tx, err := e.db.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	if _, err := tx.ExecContext(ctx, `UPDATE rule_sets SET labour = $1::jsonb, labour_preset = NULL, updated_at = now()`, string(rules)); err != nil {
		return err
	}
	if _, err := tx.ExecContext(ctx, `UPDATE users SET birth_date = $1::date - interval '15 years' WHERE id % $2 = 0 AND deleted_at IS NULL`,
		e.today, benchMinorsEvery); err != nil {
		return err
	}
	if err := tx.Commit(); err != nil {
		return err
	}
	if _, err := e.db.ExecContext(ctx, `ANALYZE rule_sets, users`); err != nil {
		return err
	}
	e.labourOn = true
	return nil
}

// prepareLabourDryRun previews publishing the current seeded week, as prepareDryRun does,
// with every labour rule on.
func prepareLabourDryRun(ctx context.Context, e *env) (op, error) {
	if err := e.turnLabourOn(ctx); err != nil {
		return nil, err
	}
	return dryRunOp(e)
}
