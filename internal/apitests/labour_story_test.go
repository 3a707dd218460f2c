package apitests_test

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"

	"github.com/shiftsched/shiftsched/devtools/apptest"
)

// The labour story's week: Friday 27 November, inside the 14 days' notice of the apps'
// clock (Sunday 22 November).
const storyWeek = "2026-11-27"

const (
	storyPreviewQ = `query($w: Date!, $s: [ShiftInput!]) { publishPreview(weekStarting: $w, shifts: $s) {
		conflicts { code severity userId message } premiums { kind name userId minutes cents } } }`
	storyPublishM = `mutation($w: Date!, $s: [ShiftInput!]!) { publishSchedule(input: {weekStarting: $w, shifts: $s,
		acceptWarningKinds: [LABOUR_LATE_POSTING]}) { days { shifts { id userId } } } }`
)

// labourStory is newTwoSites with Nia, added to the Kitchen but not signed up, and a
// contract ("Fair workweek") that Kim and Nia in the Kitchen and Bob at the Bar follow.
type labourStory struct {
	*twoSites
	nia      apptest.User // no token: she has not signed up
	ruleSet  string
	contract map[string]any // the rule set's labour rules as set
}

// Labour rules across the seams, in two locations: Mia manages both, Lou the Kitchen
// only. Mia starts a contract from the Chicago preset and adds the federal rule for
// minors and a night premium; Kim and Nia (Kitchen) and Bob (Bar) follow it. Lou keeps
// the birth date of Nia, who was added but has not signed up, and is refused Bob's; her
// dry run shows Nia's late end in the rule's words and only her people's premiums; a
// German reader gets the sentence in German; Lou's late change asks Nia's and Kim's
// consent, Nia's waiting for her to sign up, Kim's in German.
func TestLabourStoryAcrossLocationsForAPersonNotSignedUp(t *testing.T) {
	t.Parallel()
	w := newLabourStory(t)
	w.birthDatesFollowReach(t)
	w.dryRunFollowsReach(t)
	ids := w.publishFixedWeek(t)
	w.lateChangeAsksConsent(t, ids)
}

func newLabourStory(t *testing.T) *labourStory {
	t.Helper()
	w := &labourStory{twoSites: newTwoSites(t)}
	app, mia, lou := w.app, w.mia, w.lou
	nia := app.MustGQL(mia.Token, `mutation { addPerson(name: "Nia New", email: "nia@example.com") { id } }`, nil)["addPerson"].(map[string]any)["id"].(string)
	w.nia = apptest.User{ID: nia, Name: "Nia New"}
	app.MustGQL(mia.Token, setWorkplaceM, map[string]any{"in": map[string]any{"userId": nia, "positions": []any{}, "locationIds": []any{w.kitchen}}})
	mustExec(t, app, `UPDATE users SET hourly_rate_cents = 1500 WHERE id = $1`, nia)
	mustExec(t, app, `UPDATE users SET hourly_rate_cents = 2000 WHERE id = $1`, w.kim.ID)
	mustExec(t, app, `UPDATE users SET hourly_rate_cents = 1600 WHERE id = $1`, w.bob.ID)
	app.MustGQL(w.kim.Token, `mutation { setMyLanguage(language: "de") { id } }`, nil)

	w.ruleSet = app.MustGQL(mia.Token, `mutation { saveRuleSet(input: {name: "Fair workweek", periodKind: WEEKS}) { id } }`,
		nil)["saveRuleSet"].(map[string]any)["id"].(string)
	for _, u := range []string{w.kim.ID, nia, w.bob.ID} {
		app.MustGQL(mia.Token, `mutation($u: ID!, $r: ID) { setPersonRuleSet(userId: $u, ruleSetId: $r) { id } }`, map[string]any{"u": u, "r": w.ruleSet})
	}
	// Rule sets are the whole workplace's: Lou may read them, not change them.
	const applyM = `mutation($r: ID!) { applyLabourPreset(ruleSetId: $r, presetId: "us-chicago") { presetId rules { predictability { noticeDays changePayMinutes cutPercent source } } } }`
	apptest.Want(t, app.GQL(lou.Token, applyM, map[string]any{"r": w.ruleSet}), "FORBIDDEN", "")
	got, _ := json.Marshal(app.MustGQL(mia.Token, applyM, map[string]any{"r": w.ruleSet})["applyLabourPreset"])
	if want := `{"presetId":"us-chicago","rules":{"predictability":{"changePayMinutes":60,"cutPercent":50,"noticeDays":14,"source":"Chicago Municipal Code § 6-110-050"}}}`; string(got) != want {
		t.Fatalf("the Chicago preset applied %s, want %s", got, want)
	}
	// The preset is a starting point: Mia adds the federal rule for minors and a night premium.
	w.contract = map[string]any{
		"postingDeadline": map[string]any{"severity": "WARN", "days": 14, "source": "Chicago Municipal Code § 6-110-040"},
		"predictability": map[string]any{"severity": "WARN", "noticeDays": 14, "changePayMinutes": 60, "cutPercent": 50,
			"source": "Chicago Municipal Code § 6-110-050"},
		"minors": []any{map[string]any{"severity": "BLOCK", "underAge": 16, "maxDailyMinutes": 480, "maxWeeklyMinutes": 2400,
			"earliestStart": "07:00", "latestEnd": "19:00", "source": "29 CFR § 570.35(a)"}},
		"premiums": []any{map[string]any{"kind": "NIGHT", "name": "Night", "percent": 20, "from": "22:00", "to": "06:00"}},
	}
	if d := app.MustGQL(mia.Token, setLabourM, map[string]any{"r": w.ruleSet, "in": w.contract})["setRuleSetLabour"].(map[string]any); d["presetId"] != nil {
		t.Errorf("rules changed by hand still say they are the preset's: %v", d)
	}
	src := app.MustGQL(lou.Token, `query($r: ID!) { ruleSetLabour(ruleSetId: $r) { rules { minors { underAge latestEnd severity source } } } }`, map[string]any{"r": w.ruleSet})
	if b, _ := json.Marshal(src); !strings.Contains(string(b), `{"latestEnd":"19:00","severity":"BLOCK","source":"29 CFR § 570.35(a)","underAge":16}`) {
		t.Errorf("Lou reads the contract's rule for minors as %s", b)
	}
	return w
}

// Lou keeps Nia's birth date (the Kitchen's, not signed up) and is refused Bob's (the
// Bar's), to read or to set; Mia keeps Bob's.
func (w *labourStory) birthDatesFollowReach(t *testing.T) {
	t.Helper()
	app, lou := w.app, w.lou
	const setM = `mutation($u: ID!, $d: Date) { setBirthDate(userId: $u, birthDate: $d) }`
	const getQ = `query($u: ID!) { birthDate(userId: $u) }`
	app.MustGQL(lou.Token, setM, map[string]any{"u": w.nia.ID, "d": "2012-03-01"})
	if got := app.MustGQL(lou.Token, getQ, map[string]any{"u": w.nia.ID})["birthDate"]; got != "2012-03-01" {
		t.Errorf("Nia's birth date reads %v, want 2012-03-01", got)
	}
	apptest.Want(t, app.GQL(lou.Token, setM, map[string]any{"u": w.bob.ID, "d": "2011-01-01"}), "FORBIDDEN", "")
	apptest.Want(t, app.GQL(lou.Token, getQ, map[string]any{"u": w.bob.ID}), "FORBIDDEN", "")
	app.MustGQL(w.mia.Token, setM, map[string]any{"u": w.bob.ID, "d": "2011-01-01"})
	var kept int
	if err := app.Store.DB.Get(&kept, `SELECT count(*) FROM users WHERE id IN ($1, $2) AND birth_date IS NOT NULL`, w.nia.ID, w.bob.ID); err != nil || kept != 2 {
		t.Errorf("%d birth dates kept, want Nia's and Bob's (%v)", kept, err)
	}
}

// storyShifts is the week Lou first plans: Nia, 14, until 20:00 on Saturday; Kim late on
// Friday; and Bob (15) late at the Bar.
func (w *labourStory) storyShifts() []any {
	return []any{
		map[string]any{"dayKey": "SATURDAY", "userId": w.nia.ID, "startTime": "15:00", "endTime": "20:00", "locationId": w.kitchen},
		map[string]any{"dayKey": "FRIDAY", "userId": w.kim.ID, "startTime": "18:00", "endTime": "23:30", "locationId": w.kitchen},
		map[string]any{"dayKey": "FRIDAY", "userId": w.bob.ID, "startTime": "18:00", "endTime": "23:00", "locationId": w.bar},
	}
}

// The dry run: Mia sees both minors' late ends and every premium, priced; Lou only her
// people's, in minutes; a German reader gets the sentence in German.
func (w *labourStory) dryRunFollowsReach(t *testing.T) {
	t.Helper()
	app := w.app
	vars := map[string]any{"w": storyWeek, "s": w.storyShifts()}
	late := func(u apptest.User) []string {
		var out []string
		for _, c := range storyPreview(t, app, u, "", vars)["conflicts"].([]any) {
			if c := c.(map[string]any); c["code"] == "LABOUR_MINOR_LATE_END" {
				out = append(out, c["severity"].(string)+" "+c["message"].(string))
			}
		}
		return out
	}
	niaLate := "HARD Nia New, under 16, would work Saturday Nov 28 15:00-20:00 past 19:00, the latest a minor may work."
	bobLate := "HARD Bob Bar, under 16, would work Friday Nov 27 18:00-23:00 past 19:00, the latest a minor may work."
	if got := late(w.mia); len(got) != 2 || !slices.Contains(got, niaLate) || !slices.Contains(got, bobLate) {
		t.Errorf("Mia's late ends %q, want Nia's and Bob's", got)
	}
	if got := late(w.lou); len(got) != 1 || got[0] != niaLate {
		t.Errorf("Lou's late ends %q, want Nia's only", got)
	}
	premiums := func(u apptest.User) string {
		b, _ := json.Marshal(storyPreview(t, app, u, "", vars)["premiums"])
		return string(b)
	}
	// Kim: 90 min of night at 20% of 20.00 = 6.00; Bob: 60 min at 20% of 16.00 = 3.20.
	mia := `[{"cents":600,"kind":"NIGHT","minutes":90,"name":"Night","userId":"` + w.kim.ID + `"},` +
		`{"cents":320,"kind":"NIGHT","minutes":60,"name":"Night","userId":"` + w.bob.ID + `"}]`
	if got := premiums(w.mia); got != mia {
		t.Errorf("Mia's premiums %s, want %s", got, mia)
	}
	if got, want := premiums(w.lou), `[{"cents":null,"kind":"NIGHT","minutes":90,"name":"Night","userId":"`+w.kim.ID+`"}]`; got != want {
		t.Errorf("Lou's premiums %s, want %s", got, want)
	}
	var de string
	for _, c := range storyPreview(t, app, w.lou, "de", vars)["conflicts"].([]any) {
		if c := c.(map[string]any); c["code"] == "LABOUR_MINOR_LATE_END" {
			de = c["message"].(string)
		}
	}
	if want := "Nia New, unter 16, würde Samstag, 28. Nov. 15:00-20:00 über 19:00 hinaus arbeiten, das späteste Ende für Minderjährige."; de != want {
		t.Errorf("in German, Nia's late end reads %q, want %q", de, want)
	}
}

// storyPreview is the week's dry run as the user asks it, reading lang ("": English).
func storyPreview(t *testing.T, app *apptest.App, u apptest.User, lang string, vars map[string]any) map[string]any {
	t.Helper()
	res := app.GQLIn(lang, u.Token, storyPreviewQ, vars)
	if len(res.Errors) > 0 {
		t.Fatalf("%s's dry run: %s", u.Name, res.Raw)
	}
	return res.Data["publishPreview"].(map[string]any)
}

// Lou may not publish Bob's shift at the Bar; Nia's late end refuses her week, in the
// reader's language; with Nia home by 19:00 the week is published (late: a warning),
// a first publish asking nobody's consent. Returns the published shifts by person.
func (w *labourStory) publishFixedWeek(t *testing.T) map[string]string {
	t.Helper()
	app, lou := w.app, w.lou
	all := w.storyShifts()
	apptest.Want(t, app.GQL(lou.Token, storyPublishM, map[string]any{"w": storyWeek, "s": all}), "FORBIDDEN", "")
	kitchen := all[:2]
	apptest.Want(t, app.GQL(lou.Token, storyPublishM, map[string]any{"w": storyWeek, "s": kitchen}), "BAD_USER_INPUT",
		"Nia New, under 16, would work Saturday Nov 28 15:00-20:00 past 19:00, the latest a minor may work.")
	apptest.Want(t, app.GQLIn("de", lou.Token, storyPublishM, map[string]any{"w": storyWeek, "s": kitchen}), "BAD_USER_INPUT",
		"Nia New, unter 16, würde Samstag, 28. Nov. 15:00-20:00 über 19:00 hinaus arbeiten, das späteste Ende für Minderjährige.")
	kitchen[0].(map[string]any)["endTime"] = "19:00"
	d := app.MustGQL(lou.Token, storyPublishM, map[string]any{"w": storyWeek, "s": kitchen})
	ids := map[string]string{}
	for _, day := range d["publishSchedule"].(map[string]any)["days"].([]any) {
		for _, s := range day.(map[string]any)["shifts"].([]any) {
			s := s.(map[string]any)
			ids[s["userId"].(string)] = s["id"].(string)
		}
	}
	if len(ids) != 2 || ids[w.nia.ID] == "" || ids[w.kim.ID] == "" {
		t.Fatalf("Lou published %v, want Nia's and Kim's shifts", ids)
	}
	if n := w.consentCount(t); n != 0 {
		t.Errorf("a first publish asked %d consents", n)
	}
	return ids
}

func (w *labourStory) consentCount(t *testing.T) int {
	t.Helper()
	var n int
	if err := w.app.Store.DB.Get(&n, `SELECT count(*) FROM labour_consents`); err != nil {
		t.Fatal(err)
	}
	return n
}

// Two days ahead, Lou moves Nia's Saturday an hour earlier and cuts Kim's Friday by 90
// minutes: each is asked. Nia, not signed up, has hers kept and waiting, in English (she
// has chosen no language); Kim is asked in German. Lou reads both without the money and
// may neither answer Nia's nor read Bob's.
func (w *labourStory) lateChangeAsksConsent(t *testing.T, ids map[string]string) {
	t.Helper()
	app, lou := w.app, w.lou
	app.MustGQL(lou.Token, storyPublishM, map[string]any{"w": storyWeek, "s": []any{
		map[string]any{"id": ids[w.nia.ID], "dayKey": "SATURDAY", "userId": w.nia.ID, "startTime": "14:00", "endTime": "18:00", "locationId": w.kitchen},
		map[string]any{"id": ids[w.kim.ID], "dayKey": "FRIDAY", "userId": w.kim.ID, "startTime": "18:00", "endTime": "22:00", "locationId": w.kitchen},
	}})
	const listQ = `{ labourConsents { id userId kind status lostMinutes premiumCents owed } }`
	byUser := func(u apptest.User) map[string]map[string]any {
		out := map[string]map[string]any{}
		for _, c := range app.MustGQL(u.Token, listQ, nil)["labourConsents"].([]any) {
			c := c.(map[string]any)
			out[c["userId"].(string)] = c
		}
		return out
	}
	mia := byUser(w.mia)
	// Nia: one hour of her 15.00; Kim: half of the 90 minutes lost at 20.00, owed at once.
	if n, k := mia[w.nia.ID], mia[w.kim.ID]; len(mia) != 2 || n["kind"] != "MOVED" || n["status"] != "PENDING" || n["premiumCents"] != float64(1500) || n["owed"] != false ||
		k["kind"] != "SHORTENED" || k["lostMinutes"] != float64(90) || k["premiumCents"] != float64(1500) || k["owed"] != true {
		t.Errorf("Mia's consents %v, want Nia's pending move of 15.00 and Kim's owed cut of 15.00", mia)
	}
	if l := byUser(lou); len(l) != 2 || l[w.nia.ID]["premiumCents"] != nil || l[w.kim.ID]["premiumCents"] != nil || l[w.kim.ID]["lostMinutes"] != float64(90) {
		t.Errorf("Lou's consents %v, want Nia's and Kim's without money", l)
	}
	apptest.Want(t, app.GQL(lou.Token, `query($u: ID!) { labourConsents(userId: $u) { id } }`, map[string]any{"u": w.bob.ID}), "FORBIDDEN", "")
	apptest.Want(t, app.GQL(lou.Token, consentAnswerM, map[string]any{"id": mia[w.nia.ID]["id"], "a": true}), "FORBIDDEN",
		"Only the person whose shift changed can answer this request.")

	var niaNote string
	if err := app.Store.DB.Get(&niaNote, `SELECT message FROM notifications WHERE user_id = $1 AND link = '/consents'`, w.nia.ID); err != nil {
		t.Fatalf("Nia, not signed up, was not told: %v", err)
	}
	if want := "A change to your shift on Nov 28 14:00-18:00 needs your consent: accept or decline it on the consents page."; niaNote != want {
		t.Errorf("Nia's notification %q, want %q", niaNote, want)
	}
	notes, _ := json.Marshal(app.MustGQL(w.kim.Token, `{ notifications { message link } }`, nil))
	if want := `{"link":"/consents","message":"Eine Änderung deiner Schicht am 27. Nov. 18:00-22:00 braucht deine Zustimmung: Nimm sie auf der Seite Zustimmungen an oder lehne sie ab."}`; !strings.Contains(string(notes), want) {
		t.Errorf("Kim's notifications %s lack %s", notes, want)
	}
}
