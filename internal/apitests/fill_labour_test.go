package apitests_test

import (
	"context"
	"fmt"
	"strconv"
	"strings"
	"testing"

	"github.com/shiftsched/shiftsched/devtools/apptest"
	"github.com/shiftsched/shiftsched/internal/domain"
	"github.com/shiftsched/shiftsched/internal/fillrun"
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

// Issue 46: no roster the auto-scheduler proposes breaks a hard labour rule, as the
// conflict engine itself judges it. On random small workplaces (those of
// TestAFillsProposalIsWhatTheEditorThenReports) with random labour rules (minors'
// start, end and hours a day and a week, on a school day and in a school week (with
// a school holiday or not), daily and weekly rest, the average week,
// clopenings, each hard or a warning, and a night premium), random minors (some with a
// birthday in the week) and ranges of one or two weeks, the editor's check of the proposal (proposal.conflicts)
// holds no hard labour conflict that the drafts did not already hold.
func TestAFillKeepsEveryHardLabourRule(t *testing.T) {
	app := apptest.New(t)
	r := fillrun.New(app.Store, app.Fill, app.DSN, nil)
	r.Exact = nil
	ran, kept := 0, 0
	for seed := 101; seed <= 125; seed++ {
		c := newFillCase(t, app, seed)
		c.labourRules(t)
		weeks := 1 + c.rng.IntN(2)
		before := c.hardLabour(t, c.editorConflicts(t, weeks))
		job, ok := c.fill(t, r, weeks)
		if !ok {
			continue
		}
		ran++
		var after []string
		for _, x := range job.Proposal.Conflicts {
			after = append(after, fmt.Sprintf("%s %s %d: %s", x.Severity, x.Code, x.UserID, x.Message))
		}
		for key, n := range c.hardLabour(t, after) {
			if n > before[key] {
				t.Errorf("seed %d: the proposal breaks %s (%d times, %d before):\n  %s", c.seed, key, n, before[key], joinLines(after))
			}
		}
		for _, s := range job.Proposal.Short {
			if strings.Contains(s.Why, "labour rule") {
				kept++
			}
		}
	}
	if ran < 15 {
		t.Errorf("only %d of 25 random workplaces could be filled", ran)
	}
	t.Logf("%d workplaces filled; %d shortages name a labour rule", ran, kept)
}

// labourRules gives the default rule set random labour rules and makes some people
// minors, one of them turning 18 inside the week.
func (c *fillCase) labourRules(t *testing.T) {
	sev := func() string { return []string{"BLOCK", "BLOCK", "WARN"}[c.rng.IntN(3)] }
	maybe := func(v map[string]any) any {
		if c.rng.IntN(2) == 0 {
			return nil
		}
		return v
	}
	minor := map[string]any{"severity": sev(), "underAge": 18,
		"maxDailyMinutes": []any{nil, 360, 480}[c.rng.IntN(3)], "maxWeeklyMinutes": []any{nil, 900, 1440}[c.rng.IntN(3)],
		"earliestStart": []any{nil, "07:00"}[c.rng.IntN(2)], "latestEnd": []any{nil, "20:00", "22:00"}[c.rng.IntN(3)],
		"schoolDayMaxMinutes": []any{nil, 180, 300}[c.rng.IntN(3)], "schoolWeekMaxMinutes": []any{nil, 1080}[c.rng.IntN(2)]}
	in := map[string]any{
		"minors":      []any{minor},
		"dailyRest":   maybe(map[string]any{"severity": sev(), "minutes": []int{600, 660, 720}[c.rng.IntN(3)]}),
		"weeklyRest":  maybe(map[string]any{"severity": sev(), "minutes": []int{1440, 2160}[c.rng.IntN(2)], "days": 7}),
		"averageWeek": maybe(map[string]any{"severity": sev(), "maxMinutes": []int{900, 1500, 2400}[c.rng.IntN(3)], "weeks": 1 + c.rng.IntN(3)}),
		"clopening":   maybe(map[string]any{"severity": sev(), "minRestMinutes": 720, "closingAfter": []any{nil, "21:00"}[c.rng.IntN(2)]}),
		"premiums":    []any{map[string]any{"kind": "NIGHT", "name": "Night", "percent": 25, "from": "23:00", "to": "06:00"}},
	}
	c.gql(t, setLabourM, map[string]any{"r": defaultRuleSet(t, c.app), "in": in})
	if c.rng.IntN(2) == 0 { // a school holiday of every location inside the week
		c.gql(t, `mutation($f: Date!, $t: Date!) { addSchoolHoliday(name: "Break", first: $f, last: $t) { id } }`,
			map[string]any{"f": c.week.AddDays(3).String(), "t": c.week.AddDays(4).String()})
	}
	births := []string{"", "", "2012-05-01", c.week.AddDays(3).AddDays(-18 * 365).String()}
	for id := range c.people {
		if b := births[c.rng.IntN(len(births))]; b != "" {
			c.gql(t, `mutation($u: ID!, $b: Date!) { setBirthDate(userId: $u, birthDate: $b) }`, map[string]any{"u": id, "b": b})
		}
	}
}

// editorConflicts are the conflicts the editor reports on the case's weeks.
func (c *fillCase) editorConflicts(t *testing.T, weeks int) []string {
	var out []string
	for w := range weeks {
		d := c.gql(t, fillCaseEditorQ, map[string]any{"w": c.week.AddDays(7 * w).String()})["weekDraft"].(map[string]any)
		for _, x := range d["conflicts"].([]any) {
			m := x.(map[string]any)
			out = append(out, fmt.Sprintf("%s %s %s: %s", m["severity"], m["code"], m["userId"], m["message"]))
		}
	}
	return out
}

// hardLabour counts the hard labour conflicts by code and person.
func (c *fillCase) hardLabour(t *testing.T, conflicts []string) map[string]int {
	out := map[string]int{}
	for _, x := range conflicts {
		f := strings.Fields(x)
		if len(f) > 2 && f[0] == "HARD" && strings.HasPrefix(f[1], "LABOUR_") {
			out[f[1]+" "+strings.TrimSuffix(f[2], ":")]++
		}
	}
	return out
}

// fill runs a fill of the case's weeks in a random mode and returns the job, checked by
// the editor; false when the fill was refused (nothing to plan).
func (c *fillCase) fill(t *testing.T, r *fillrun.Runner, weeks int) (*domain.FillJob, bool) {
	t.Helper()
	mode := []string{"FILL", "REBUILD", "REPAIR"}[c.rng.IntN(3)]
	in := map[string]any{"mode": mode, "rangeStart": c.week.String(), "weeks": weeks, "timeLimitSeconds": 1, "seed": c.seed}
	started := c.app.GQL(c.mgr.Token, startFillM, map[string]any{"in": in})
	if len(started.Errors) > 0 {
		return nil, false
	}
	id, _ := strconv.ParseInt(started.Data["startFill"].(map[string]any)["id"].(string), 10, 64)
	if !r.RunOnce(context.Background()) {
		t.Fatalf("seed %d: the runner found no fill to run", c.seed)
	}
	job, err := c.app.Store.Q().FillJobByID(context.Background(), id)
	if err != nil || job.Status != domain.FillDone || job.Proposal == nil || !job.Proposal.Checked {
		t.Fatalf("seed %d: the fill ended %v (%v), error %v", c.seed, job.Status, err, job.Error)
	}
	return job, true
}
