package apitests_test

import (
	"strings"
	"testing"
)

// Issue 46: the auto-scheduler keeps hard labour rules. A minor (under 18, latest end
// 20:00, hard) is never proposed for the late shift that ends at 22:00, though three are
// needed and only three cooks work; the requirement stays one short, and the
// explanation names the rule and its source. The editor then reports no labour conflict.
func TestAFillDoesNotProposeAMinorPastTheirLatestEnd(t *testing.T) {
	t.Parallel()
	w := newFillWorld(t)
	mustExec(t, w.app, `DELETE FROM staffing_requirements`)
	gql := func(q string, vars map[string]any) map[string]any { return w.app.MustGQL(w.mia.Token, q, vars) }
	late := gql(`mutation($p: ID!, $l: ID!) { saveShiftType(input: {name: "Late", positionId: $p, locationId: $l, startTime: "14:00", endTime: "22:00"}) { id } }`,
		map[string]any{"p": w.position, "l": w.location})["saveShiftType"].(map[string]any)["id"]
	gql(`mutation($l: ID!, $s: ID!) { saveStaffingRequirement(input: {locationId: $l, shiftTypeId: $s, needed: {saturday: 3}}) { id } }`,
		map[string]any{"l": w.location, "s": late})
	gql(setLabourM, map[string]any{"r": defaultRuleSet(t, w.app), "in": map[string]any{
		"minors": []any{map[string]any{"severity": "BLOCK", "underAge": 18, "latestEnd": "20:00", "source": "JArbSchG § 14(1)"}}}})
	ada := w.cooks[0]
	gql(`mutation($u: ID!) { setBirthDate(userId: $u, birthDate: "2010-03-01") }`, map[string]any{"u": ada.ID})
	w.runner(t)
	j := w.waitFor(t, w.start(t, "FILL"), "DONE")
	p := j["proposal"].(map[string]any)
	added := 0
	for _, c := range p["changes"].([]any) {
		c := c.(map[string]any)
		if c["userId"] == ada.ID {
			t.Errorf("the fill proposes the minor Ada for %v", c)
		}
		added++
	}
	short := p["short"].([]any)
	if added != 2 || len(short) != 1 {
		t.Fatalf("the fill adds %d shifts and leaves %v short, want 2 and Saturday's late shift one short", added, short)
	}
	why := short[0].(map[string]any)["why"].(string)
	if want := "1 kept off by the labour rule on minors' latest end (JArbSchG § 14(1))"; !strings.Contains(why, want) {
		t.Errorf("the shortage says %q, want it to contain %q", why, want)
	}
	gql(applyFillM, map[string]any{"id": j["id"]})
	d := gql(fillCaseEditorQ, map[string]any{"w": fillWeek})["weekDraft"].(map[string]any)
	for _, c := range d["conflicts"].([]any) {
		if code := c.(map[string]any)["code"].(string); strings.HasPrefix(code, "LABOUR_") {
			t.Errorf("after applying, the editor reports %v", c)
		}
	}
}
