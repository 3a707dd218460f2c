package apitests_test

import (
	"context"
	"encoding/json"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/shiftsched/shiftsched/devtools/apptest"
	"github.com/shiftsched/shiftsched/internal/domain"
	"github.com/shiftsched/shiftsched/internal/service"
	"github.com/shiftsched/shiftsched/internal/store"
)

const labourWeek = "2027-01-01" // a Friday, more than a month ahead

// defaultRuleSet returns the id of the workplace's default rule set.
func defaultRuleSet(t *testing.T, app *apptest.App) string {
	t.Helper()
	var id string
	if err := app.Store.DB.Get(&id, `SELECT id::text FROM rule_sets WHERE is_default`); err != nil {
		t.Fatal(err)
	}
	return id
}

const setLabourM = `mutation($r: ID!, $in: LabourRulesInput!) { setRuleSetLabour(ruleSetId: $r, input: $in) { presetId } }`

// The week's labour rules reach the dry run and the publish: a minor past their latest
// end and a short daily rest are hard and refuse the publish; a late publish is a
// warning; a night premium is priced at the person's rate.
func TestLabourRulesInTheDryRunAndThePublish(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	mia, eve, bob := app.Manager("Mia Manager"), app.Employee("Eve Young"), app.Employee("Bob Night")
	app.MustGQL(mia.Token, setLabourM, map[string]any{"r": defaultRuleSet(t, app), "in": map[string]any{
		"dailyRest":       map[string]any{"severity": "BLOCK", "minutes": 660, "source": "ArbZG § 5(1)"},
		"minors":          []any{map[string]any{"severity": "BLOCK", "underAge": 18, "latestEnd": "20:00"}},
		"postingDeadline": map[string]any{"severity": "WARN", "days": 60},
		"premiums":        []any{map[string]any{"kind": "NIGHT", "name": "Night", "percent": 25, "from": "23:00", "to": "06:00"}},
	}})
	app.MustGQL(mia.Token, `mutation($u: ID!) { setBirthDate(userId: $u, birthDate: "2010-03-01") }`, map[string]any{"u": eve.ID})
	if _, err := app.Store.DB.Exec(`UPDATE users SET hourly_rate_cents = 2000 WHERE id = $1`, bob.ID); err != nil {
		t.Fatal(err)
	}
	shifts := []any{
		map[string]any{"dayKey": "FRIDAY", "userId": eve.ID, "startTime": "16:00", "endTime": "21:00"},
		map[string]any{"dayKey": "FRIDAY", "userId": bob.ID, "startTime": "14:00", "endTime": "23:30"},
		map[string]any{"dayKey": "SATURDAY", "userId": bob.ID, "startTime": "06:00", "endTime": "12:00"},
	}
	d := app.MustGQL(mia.Token, `query($w: Date!, $s: [ShiftInput!]) { publishPreview(weekStarting: $w, shifts: $s) {
		conflicts { code severity userId message } premiums { kind name userId minutes cents } } }`,
		map[string]any{"w": labourWeek, "s": shifts})["publishPreview"].(map[string]any)
	var codes []string
	for _, c := range d["conflicts"].([]any) {
		c := c.(map[string]any)
		codes = append(codes, c["code"].(string)+":"+c["severity"].(string))
	}
	for _, want := range []string{"LABOUR_MINOR_LATE_END:HARD", "LABOUR_DAILY_REST:HARD", "LABOUR_LATE_POSTING:WARNING"} {
		if !slices.Contains(codes, want) {
			t.Errorf("the dry run's conflicts %v lack %s", codes, want)
		}
	}
	premiums, _ := json.Marshal(d["premiums"])
	// Friday 23:00-23:30 at 25% of 20.00 an hour: 2.50.
	if want := `[{"cents":250,"kind":"NIGHT","minutes":30,"name":"Night","userId":"` + bob.ID + `"}]`; string(premiums) != want {
		t.Errorf("premiums = %s, want %s", premiums, want)
	}
	res := app.GQL(mia.Token, `mutation($w: Date!, $s: [ShiftInput!]!) { publishSchedule(input: {weekStarting: $w, shifts: $s}) { id } }`,
		map[string]any{"w": labourWeek, "s": shifts})
	apptest.Want(t, res, "BAD_USER_INPUT", "Eve Young, under 18, would work Friday Jan 1 16:00-21:00 past 20:00, the latest a minor may work.")
}

// A birth date is the managers': an employee may neither read nor set one, and a
// future date is refused with a sentence.
func TestBirthDatesAreForManagers(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	mia, eve := app.Manager("Mia Manager"), app.Employee("Eve Young")
	vars := map[string]any{"u": eve.ID}
	apptest.Want(t, app.GQL(eve.Token, `query($u: ID!) { birthDate(userId: $u) }`, vars), "FORBIDDEN", "")
	apptest.Want(t, app.GQL(eve.Token, `mutation($u: ID!) { setBirthDate(userId: $u, birthDate: "2000-01-01") }`, vars), "FORBIDDEN", "")
	apptest.Want(t, app.GQL(mia.Token, `mutation($u: ID!) { setBirthDate(userId: $u, birthDate: "2999-01-01") }`, vars),
		"BAD_USER_INPUT", "A birth date is a day from 1900 to today.")
	app.MustGQL(mia.Token, `mutation($u: ID!) { setBirthDate(userId: $u, birthDate: "2009-06-01") }`, vars)
	if got := app.MustGQL(mia.Token, `query($u: ID!) { birthDate(userId: $u) }`, vars)["birthDate"]; got != "2009-06-01" {
		t.Errorf("birthDate = %v, want 2009-06-01", got)
	}
	var profile string
	if err := app.Store.DB.Get(&profile, store.PersonalSections[0].Query, eve.ID); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(profile, `"birthDate": "2009-06-01"`) {
		t.Errorf("the personal data export's profile lacks the birth date: %s", profile)
	}
}

// Applying a preset copies its rules with their sources; a bad rule is refused with a
// sentence, never a server error.
func TestApplyingALabourPreset(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	mia := app.Manager("Mia Manager")
	rs := defaultRuleSet(t, app)
	d := app.MustGQL(mia.Token, `mutation($r: ID!) { applyLabourPreset(ruleSetId: $r, presetId: "de-arbzg") {
		presetId rules { dailyRest { minutes severity source } breaks { afterMinutes minutes } } } }`, map[string]any{"r": rs})
	got, _ := json.Marshal(d["applyLabourPreset"])
	want := `{"presetId":"de-arbzg","rules":{"breaks":[{"afterMinutes":360,"minutes":30},{"afterMinutes":540,"minutes":45}],` +
		`"dailyRest":{"minutes":660,"severity":"BLOCK","source":"ArbZG § 5(1)"}}}`
	if string(got) != want {
		t.Errorf("applied preset = %s, want %s", got, want)
	}
	apptest.Want(t, app.GQL(mia.Token, `mutation($r: ID!) { applyLabourPreset(ruleSetId: $r, presetId: "atlantis") { presetId } }`,
		map[string]any{"r": rs}), "NOT_FOUND", `There is no labour rules preset "atlantis".`)
	apptest.Want(t, app.GQL(mia.Token, setLabourM, map[string]any{"r": rs, "in": map[string]any{
		"weeklyRest": map[string]any{"severity": "WARN", "minutes": 1440, "days": 10}}}),
		"BAD_USER_INPUT", "The weekly rest is counted over 7 or 14 days.")
	if got := app.MustGQL(mia.Token, `query($r: ID!) { ruleSetLabour(ruleSetId: $r) { presetId } }`, map[string]any{"r": rs}); got["ruleSetLabour"].(map[string]any)["presetId"] != "de-arbzg" {
		t.Errorf("a refused change changed the rules: %v", got)
	}
}

// With every labour rule on (minors and holiday premiums included), the dry run runs
// the same number of statements for 10 people as for 40.
func TestLabourDryRunStatementsDoNotGrow(t *testing.T) {
	t.Parallel()
	small, big := labourPreviewStatements(t, 10), labourPreviewStatements(t, 40)
	t.Logf("statements of a dry run with labour rules: 10 people %d, 40 people %d", small, big)
	if small != big {
		t.Fatalf("statements grow with the people: %d for 10, %d for 40", small, big)
	}
}

func labourPreviewStatements(t *testing.T, people int) int64 {
	t.Helper()
	app := apptest.New(t)
	mia := app.Manager("Mia Manager")
	seedWorkplace(t, app, mia, people, 0, 0)
	app.MustGQL(mia.Token, `mutation($r: ID!) { applyLabourPreset(ruleSetId: $r, presetId: "de-arbzg") { presetId } }`,
		map[string]any{"r": defaultRuleSet(t, app)})
	app.MustGQL(mia.Token, setLabourM, map[string]any{"r": defaultRuleSet(t, app), "in": map[string]any{
		"dailyRest":   map[string]any{"severity": "BLOCK", "minutes": 660},
		"weeklyRest":  map[string]any{"severity": "WARN", "minutes": 1440, "days": 7},
		"averageWeek": map[string]any{"severity": "WARN", "maxMinutes": 2880, "weeks": 17},
		"minors": []any{map[string]any{"severity": "BLOCK", "underAge": 18, "latestEnd": "20:00",
			"schoolDayMaxMinutes": 180, "schoolWeekMaxMinutes": 1080}},
		"clopening": map[string]any{"severity": "WARN", "minRestMinutes": 600},
		"premiums": []any{map[string]any{"kind": "HOLIDAY", "name": "Holiday", "percent": 100},
			map[string]any{"kind": "SUNDAY", "name": "Sunday", "percent": 50}},
	}})
	if _, err := app.Store.DB.Exec(`UPDATE users SET birth_date = '2000-01-01', hourly_rate_cents = 1500 WHERE role = 'employee'`); err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	actor, err := app.Sessions.Authenticate(ctx, mia.Token)
	if err != nil {
		t.Fatal(err)
	}
	var ids []int64
	if err := app.Store.DB.Select(&ids, `SELECT id FROM users WHERE role = 'employee' ORDER BY id`); err != nil {
		t.Fatal(err)
	}
	var drafts []service.ShiftDraft
	for _, day := range domain.DayKeys {
		for _, id := range ids {
			drafts = append(drafts, service.ShiftDraft{Day: string(day), UserID: id, StartTime: "09:00", EndTime: "17:00"})
		}
	}
	cctx, counter := store.WithCounter(ctx)
	p, err := app.Svc.PreviewPublish(cctx, actor, domain.Date{Year: 2027, Month: 1, Day: 1}, drafts)
	if err != nil {
		t.Fatal(err)
	}
	if len(p.Premiums) == 0 {
		t.Fatal("a week with Sunday work earned no Sunday premium")
	}
	return counter.Statements()
}

// A swap's approval applies the labour rules as a publish does: a minor may not take a
// shift that ends past their latest end.
func TestASwapKeepsAMinorsLatestEnd(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	mia, eve, bob := app.Manager("Mia Manager"), app.Employee("Eve Young"), app.Employee("Bob Night")
	app.MustGQL(mia.Token, setLabourM, map[string]any{"r": defaultRuleSet(t, app), "in": map[string]any{
		"minors": []any{map[string]any{"severity": "BLOCK", "underAge": 18, "latestEnd": "20:00"}}}})
	app.MustGQL(mia.Token, `mutation($u: ID!) { setBirthDate(userId: $u, birthDate: "2010-03-01") }`, map[string]any{"u": eve.ID})
	early := mustShift(t, app, eve, "2027-01-05", "09:00", "17:00")
	late := mustShift(t, app, bob, "2027-01-06", "16:00", "22:00")
	swap := mustSwap(t, app, bob, late, early, eve)
	mustAccept(t, app, eve, swap)
	apptest.Want(t, app.GQL(mia.Token, `mutation($id: ID!) { decideSwap(id: $id, decision: APPROVE) { id } }`, map[string]any{"id": swap}),
		"CONFLICT", "This swap cannot be approved: Eve Young, under 18, would work Wednesday Jan 6 16:00-22:00 past 20:00, the latest a minor may work.")
}

// A premium's money is pay: a location manager sees the premiums of their own people,
// in minutes only, and none of another location's; a manager of every location sees all,
// priced.
func TestPremiumsInTheDryRunFollowPayReach(t *testing.T) {
	t.Parallel()
	w := newTwoSites(t)
	app := w.app
	app.MustGQL(w.mia.Token, setLabourM, map[string]any{"r": defaultRuleSet(t, app), "in": map[string]any{
		"premiums": []any{map[string]any{"kind": "NIGHT", "name": "Night", "percent": 50, "from": "22:00", "to": "06:00"}}}})
	if _, err := app.Store.DB.Exec(`UPDATE users SET hourly_rate_cents = 1000 WHERE id IN ($1, $2)`, w.kim.ID, w.bob.ID); err != nil {
		t.Fatal(err)
	}
	shifts := []any{
		map[string]any{"dayKey": "FRIDAY", "userId": w.kim.ID, "startTime": "18:00", "endTime": "23:00", "locationId": w.kitchen},
		map[string]any{"dayKey": "FRIDAY", "userId": w.bob.ID, "startTime": "18:00", "endTime": "23:00", "locationId": w.bar},
	}
	const q = `query($w: Date!, $s: [ShiftInput!]) { publishPreview(weekStarting: $w, shifts: $s) { premiums { userId minutes cents } } }`
	premiums := func(u apptest.User) string {
		d := app.MustGQL(u.Token, q, map[string]any{"w": labourWeek, "s": shifts})["publishPreview"].(map[string]any)["premiums"]
		b, _ := json.Marshal(d)
		return string(b)
	}
	// An hour of night at 50% of 10.00: 5.00 each.
	if got, want := premiums(w.mia), `[{"cents":500,"minutes":60,"userId":"`+w.kim.ID+`"},{"cents":500,"minutes":60,"userId":"`+w.bob.ID+`"}]`; got != want {
		t.Errorf("Mia's premiums = %s, want %s", got, want)
	}
	if got, want := premiums(w.lou), `[{"cents":null,"minutes":60,"userId":"`+w.kim.ID+`"}]`; got != want {
		t.Errorf("Lou's premiums = %s, want %s", got, want)
	}
}

// The daily rest counts worked time: a clock-out an hour ago leaves too little rest
// before a shift seven hours from now, where the schedule alone had none to count.
func TestWorkedTimeCountsForTheDailyRest(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	mia, bob := app.Manager("Mia Manager"), app.Employee("Bob Night")
	app.MustGQL(mia.Token, setLabourM, map[string]any{"r": defaultRuleSet(t, app), "in": map[string]any{
		"dailyRest": map[string]any{"severity": "BLOCK", "minutes": 660}}})
	now := app.Clock.Now().UTC()
	start := now.Add(7 * time.Hour).Truncate(15 * time.Minute)
	date := domain.DateOf(start)
	shifts := []any{map[string]any{"dayKey": strings.ToUpper(string(domain.DayKeyOf(date))), "userId": bob.ID,
		"startTime": start.Format("15:04"), "endTime": start.Add(4 * time.Hour).Format("15:04")}}
	week := domain.Weeks{First: domain.Friday}.Start(date).String()
	restConflicts := func() []string {
		d := app.MustGQL(mia.Token, `query($w: Date!, $s: [ShiftInput!]) { publishPreview(weekStarting: $w, shifts: $s) { conflicts { code message } } }`,
			map[string]any{"w": week, "s": shifts})["publishPreview"].(map[string]any)
		var out []string
		for _, c := range d["conflicts"].([]any) {
			if c := c.(map[string]any); c["code"] == "LABOUR_DAILY_REST" {
				out = append(out, c["message"].(string))
			}
		}
		return out
	}
	if got := restConflicts(); len(got) != 0 {
		t.Fatalf("before any worked time: %v", got)
	}
	if _, err := app.Store.DB.Exec(`INSERT INTO time_records (user_id, clock_in_at, clock_out_at, source, clock_out_source, no_shift)
		VALUES ($1, $2, $3, 'device', 'device', true)`, bob.ID, now.Add(-10*time.Hour), now.Add(-time.Hour)); err != nil {
		t.Fatal(err)
	}
	if got := restConflicts(); len(got) != 1 || !strings.Contains(got[0], "under the daily rest of 11 h") {
		t.Errorf("after a clock-out an hour ago: %v, want one short daily rest", got)
	}
}

// A location manager's publish is asked only the warnings their dry run shows: Bob's late
// end at the Bar, which Mia accepted, is neither shown to Lou nor asked of her, while Eve's
// in the Kitchen is. Once Bob's rule is hard, Lou's publish is refused without naming him.
func TestALocationManagerIsAskedOnlyTheirPeoplesLabourWarnings(t *testing.T) {
	t.Parallel()
	w := newTwoSites(t)
	app := w.app
	minors := func(severity string) {
		app.MustGQL(w.mia.Token, setLabourM, map[string]any{"r": defaultRuleSet(t, app), "in": map[string]any{
			"minors": []any{map[string]any{"severity": severity, "underAge": 18, "latestEnd": "20:00"}}}})
	}
	minors("WARN")
	for _, u := range []apptest.User{w.bob, w.eve} {
		app.MustGQL(w.mia.Token, `mutation($u: ID!) { setBirthDate(userId: $u, birthDate: "2010-03-01") }`, map[string]any{"u": u.ID})
	}
	const publishM = `mutation($w: Date!, $s: [ShiftInput!]!, $k: [ConflictCode!]) { publishSchedule(input: {weekStarting: $w, shifts: $s, acceptWarningKinds: $k}) { days { shifts { id userId } } } }`
	bob := map[string]any{"dayKey": "FRIDAY", "userId": w.bob.ID, "startTime": "16:00", "endTime": "22:00", "locationId": w.bar}
	kim := map[string]any{"dayKey": "FRIDAY", "userId": w.kim.ID, "startTime": "09:00", "endTime": "17:00", "locationId": w.kitchen}
	d := app.MustGQL(w.mia.Token, publishM, map[string]any{"w": labourWeek, "s": []any{bob, kim}, "k": []any{"LABOUR_MINOR_LATE_END"}})
	for _, day := range d["publishSchedule"].(map[string]any)["days"].([]any) {
		for _, s := range day.(map[string]any)["shifts"].([]any) {
			if s := s.(map[string]any); s["userId"] == w.bob.ID {
				bob["id"] = s["id"]
			} else {
				kim["id"] = s["id"]
			}
		}
	}
	// Lou cuts Kim's Friday with no warning accepted: Bob's is not hers to accept.
	kim["endTime"] = "16:00"
	app.MustGQL(w.lou.Token, publishM, map[string]any{"w": labourWeek, "s": []any{bob, kim}, "k": []any{}})
	// The editor's way: a draft published with no warning accepted, as Lou's dialog shows none.
	app.MustGQL(w.lou.Token, `mutation($i: DraftShiftInput!) { addDraftShift(input: $i) { weekStarting } }`, map[string]any{"i": map[string]any{
		"weekStarting": labourWeek, "dayKey": "SUNDAY", "userId": w.kim.ID, "startTime": "09:00", "endTime": "12:00", "locationId": w.kitchen}})
	d = app.MustGQL(w.lou.Token, `mutation($w: Date!) { publishDraft(weekStarting: $w, acceptWarnings: []) { notifiedCount } }`, map[string]any{"w": labourWeek})
	if n := d["publishDraft"].(map[string]any)["notifiedCount"]; n != float64(1) {
		t.Errorf("Lou's draft publish notified %v, want Kim", n)
	}
	// Eve's late end is Lou's to accept: one warning, not two.
	eve := map[string]any{"dayKey": "SATURDAY", "userId": w.eve.ID, "startTime": "16:00", "endTime": "21:00", "locationId": w.kitchen}
	apptest.Want(t, app.GQL(w.lou.Token, publishM, map[string]any{"w": labourWeek, "s": []any{bob, kim, eve}, "k": []any{}}), "CONFLICT",
		"Publishing needs your acceptance of 1 more kind of warning: LABOUR_MINOR_LATE_END (1).")

	minors("BLOCK")
	eve["endTime"] = "20:00"
	apptest.Want(t, app.GQL(w.lou.Token, publishM, map[string]any{"w": labourWeek, "s": []any{bob, kim, eve}}), "BAD_USER_INPUT",
		"You manage only some locations, and this week has a conflict at another location that blocks publishing; ask a manager of every location to fix it.")
	apptest.Want(t, app.GQLIn("de", w.lou.Token, publishM, map[string]any{"w": labourWeek, "s": []any{bob, kim, eve}}), "BAD_USER_INPUT",
		"Du leitest nur einige Standorte, und diese Woche hat an einem anderen Standort einen Konflikt, der das Veröffentlichen verhindert; bitte eine Leitung aller Standorte, ihn zu beheben.")
	apptest.Want(t, app.GQL(w.mia.Token, publishM, map[string]any{"w": labourWeek, "s": []any{bob, kim, eve}}), "BAD_USER_INPUT",
		"Bob Bar, under 18, would work Friday Jan 1 16:00-22:00 past 20:00, the latest a minor may work.")
}
