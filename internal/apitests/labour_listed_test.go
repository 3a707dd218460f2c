package apitests_test

import (
	"encoding/json"
	"testing"

	"github.com/shiftsched/shiftsched/devtools/apptest"
)

// The rule sets page reads every rule set's labour rules with the list (RuleSet.labour):
// each set's own rules and preset, the same as ruleSetLabour answers for it.
func TestRuleSetsListTheirLabourRules(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	mia := app.Manager("Mia Manager")
	other := app.MustGQL(mia.Token, `mutation { saveRuleSet(input: {name: "Part time", periodKind: WEEKS}) { id } }`, nil)["saveRuleSet"].(map[string]any)["id"].(string)
	app.MustGQL(mia.Token, `mutation($r: ID!) { applyLabourPreset(ruleSetId: $r, presetId: "eu-wtd") { presetId } }`, map[string]any{"r": other})
	app.MustGQL(mia.Token, setLabourM, map[string]any{"r": defaultRuleSet(t, app), "in": map[string]any{
		"dailyRest": map[string]any{"severity": "BLOCK", "minutes": 720, "source": "Our agreement"},
	}})

	sets := app.MustGQL(mia.Token, `{ ruleSets { id labour { ruleSetId presetId rules { dailyRest { severity minutes source } averageWeek { weeks } } } } }`, nil)["ruleSets"].([]any)
	got := map[string]string{}
	for _, s := range sets {
		s := s.(map[string]any)
		b, _ := json.Marshal(s["labour"])
		got[s["id"].(string)] = string(b)
	}
	for id, want := range map[string]string{
		defaultRuleSet(t, app): `{"presetId":null,"ruleSetId":"` + defaultRuleSet(t, app) + `","rules":{"averageWeek":null,"dailyRest":{"minutes":720,"severity":"BLOCK","source":"Our agreement"}}}`,
		other:                  `{"presetId":"eu-wtd","ruleSetId":"` + other + `","rules":{"averageWeek":{"weeks":17},"dailyRest":{"minutes":660,"severity":"WARN","source":"Directive 2003/88/EC, Article 3 (daily rest)"}}}`,
	} {
		if got[id] != want {
			t.Errorf("rule set %s's labour = %s, want %s", id, got[id], want)
		}
	}
	// The same answer as the single read.
	one := app.MustGQL(mia.Token, `query($r: ID!) { ruleSetLabour(ruleSetId: $r) { ruleSetId presetId rules { dailyRest { severity minutes source } averageWeek { weeks } } } }`, map[string]any{"r": other})
	if b, _ := json.Marshal(one["ruleSetLabour"]); string(b) != got[other] {
		t.Errorf("ruleSetLabour = %s, the list says %s", b, got[other])
	}
	// A saved rule set answers with its labour rules too (saveRuleSet reads it back).
	saved := app.MustGQL(mia.Token, `mutation($r: ID!) { saveRuleSet(input: {id: $r, name: "Part time", periodKind: WEEKS}) { labour { presetId } } }`, map[string]any{"r": other})
	if p := saved["saveRuleSet"].(map[string]any)["labour"].(map[string]any)["presetId"]; p != "eu-wtd" {
		t.Errorf("saveRuleSet's labour presetId = %v, want eu-wtd", p)
	}
}

// An employee reads no rule set's labour rules (nor the rule sets).
func TestRuleSetsLabourNeedsAManager(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	eve := app.Employee("Eve Employee")
	apptest.Want(t, app.GQL(eve.Token, `{ ruleSets { id labour { presetId } } }`, nil), "FORBIDDEN", "")
}
