package apitests_test

import (
	"fmt"
	"sort"
	"strings"
	"sync"
	"testing"

	"github.com/shiftsched/shiftsched/devtools/apptest"
)

const draftFields = `weekStarting hasChanges published updatedAt
	shifts { id dayKey date startTime endTime userId userName status version }
	conflicts { key code severity userId userName shiftIds message }`

const (
	weekDraftQuery = `query($w: Date!) { weekDraft(weekStarting: $w) { ` + draftFields + ` } }`
	addDraftM      = `mutation($in: DraftShiftInput!) { addDraftShift(input: $in) { ` + draftFields + ` } }`
	updateDraftM   = `mutation($in: UpdateDraftShiftInput!) { updateDraftShift(input: $in) { ` + draftFields + ` } }`
	removeDraftM   = `mutation($w: Date!, $id: ID!, $v: Int!) { removeDraftShift(weekStarting: $w, id: $id, version: $v) { ` + draftFields + ` } }`
	discardDraftM  = `mutation($w: Date!) { discardDraft(weekStarting: $w) { ` + draftFields + ` } }`
	previewQuery   = `query($w: Date!) { publishPreview(weekStarting: $w) {
		weekStarting firstPublish notifiedCount
		conflicts { key code severity message }
		changes { userId userName message added { id date startTime endTime } removed { id } changed { id startTime } } } }`
	publishDraftM = `mutation($w: Date!, $accept: [String!]) { publishDraft(weekStarting: $w, acceptWarnings: $accept) {
		notifiedCount changes { userId message }
		schedule { id days { key shifts { id userId startTime endTime } } } } }`
)

// draftShift is a shift of a weekDraft answer.
type draftShift = map[string]any

func draftOf(data map[string]any, field string) map[string]any { return data[field].(map[string]any) }

func draftShifts(d map[string]any) []draftShift {
	var out []draftShift
	for _, s := range d["shifts"].([]any) {
		out = append(out, s.(map[string]any))
	}
	return out
}

// findDraft returns the draft shift of the person on the date.
func findDraft(t *testing.T, d map[string]any, u apptest.User, date string) draftShift {
	t.Helper()
	for _, s := range draftShifts(d) {
		if s["userId"] == u.ID && s["date"] == date {
			return s
		}
	}
	t.Fatalf("no draft shift of %s on %s in %v", u.Name, date, d["shifts"])
	return nil
}

func conflictCodes(d map[string]any) []string {
	var out []string
	for _, c := range d["conflicts"].([]any) {
		m := c.(map[string]any)
		out = append(out, fmt.Sprintf("%s/%s/%s", m["code"], m["severity"], m["userName"]))
	}
	sort.Strings(out)
	return out
}

func warningKeys(d map[string]any) []string {
	var out []string
	for _, c := range d["conflicts"].([]any) {
		m := c.(map[string]any)
		if m["severity"] == "WARNING" {
			out = append(out, m["key"].(string))
		}
	}
	return out
}

func addShift(week, day string, u apptest.User, start, end string) map[string]any {
	return map[string]any{"in": map[string]any{"weekStarting": week, "dayKey": day, "userId": u.ID, "startTime": start, "endTime": end}}
}

func updateShift(week string, s draftShift, day string, u apptest.User, start, end string) map[string]any {
	return map[string]any{"in": map[string]any{"weekStarting": week, "id": s["id"], "version": s["version"],
		"dayKey": day, "userId": u.ID, "startTime": start, "endTime": end}}
}

func approveTimeOff(app *apptest.App, u apptest.User, date string) {
	app.T.Helper()
	sqlExec(app, `INSERT INTO pto_requests (user_id, request_date, status) VALUES ($1, $2, 'approved')`, u.ID, date)
}

func TestDraftEditsAndChangeOnlyPublish(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	mia := app.Manager("Mia Manager")
	eve := app.Employee("Eve Early")
	bob := app.Employee("Bob Late")
	cat := app.Employee("Cat Cover")
	dan := app.Employee("Dan Day")

	mustPublishWeek(app, mia.Token, weekNov27, weekDays{
		"friday":   {shiftIn(eve, "09:00", "17:00"), shiftIn(dan, "09:00", "17:00")},
		"saturday": {shiftIn(bob, "09:00", "17:00")},
		"monday":   {shiftIn(cat, "09:00", "17:00")},
	})
	sqlExec(app, `DELETE FROM notifications`)

	t.Run("ErrEmployeesSeeNoDraft", func(t *testing.T) {
		apptest.Want(t, app.GQL(eve.Token, weekDraftQuery, map[string]any{"w": weekNov27}), "FORBIDDEN", "Access denied: Managers only")
		apptest.Want(t, app.GQL(eve.Token, addDraftM, addShift(weekNov27, "SUNDAY", eve, "09:00", "17:00")), "FORBIDDEN", "")
		apptest.Want(t, app.GQL(eve.Token, previewQuery, map[string]any{"w": weekNov27}), "FORBIDDEN", "")
		apptest.Want(t, app.GQL(eve.Token, publishDraftM, map[string]any{"w": weekNov27}), "FORBIDDEN", "")
		apptest.Want(t, app.GQL(eve.Token, discardDraftM, map[string]any{"w": weekNov27}), "FORBIDDEN", "")
	})

	d := draftOf(app.MustGQL(mia.Token, weekDraftQuery, map[string]any{"w": weekNov27}), "weekDraft")
	if d["hasChanges"] != false || d["published"] != true || len(draftShifts(d)) != 4 {
		t.Fatalf("fresh draft = %v", d)
	}
	d = draftOf(app.MustGQL(mia.Token, addDraftM, addShift(weekNov27, "SUNDAY", eve, "09:00", "17:00")), "addDraftShift")
	added := findDraft(t, d, eve, "2026-11-29")
	if added["status"] != "ADDED" || added["version"] != float64(1) {
		t.Fatalf("added = %v", added)
	}
	bobSat := findDraft(t, d, bob, "2026-11-28")
	d = draftOf(app.MustGQL(mia.Token, updateDraftM, updateShift(weekNov27, bobSat, "SATURDAY", bob, "10:00", "18:00")), "updateDraftShift")
	if s := findDraft(t, d, bob, "2026-11-28"); s["status"] != "CHANGED" || s["id"] != bobSat["id"] || s["startTime"] != "10:00" {
		t.Fatalf("changed = %v", s)
	}
	catMon := findDraft(t, d, cat, "2026-11-30")
	d = draftOf(app.MustGQL(mia.Token, removeDraftM, map[string]any{"w": weekNov27, "id": catMon["id"], "v": catMon["version"]}), "removeDraftShift")
	if s := findDraft(t, d, cat, "2026-11-30"); s["status"] != "REMOVED" {
		t.Fatalf("removed = %v", s)
	}

	// Staff still see the published week.
	week := app.Do("GET", "/api/schedules/week?date="+weekNov27, eve.Token, nil)
	if got := dayShifts(week.Obj(), "sunday"); len(got) != 0 {
		t.Fatalf("the draft leaked into the published week: %v", got)
	}
	if got := dayShifts(week.Obj(), "monday"); len(got) != 1 {
		t.Fatalf("the draft removed a published shift early: %v", got)
	}

	// The dry run says what publishing will do ...
	p := app.MustGQL(mia.Token, previewQuery, map[string]any{"w": weekNov27})["publishPreview"].(map[string]any)
	if p["firstPublish"] != false || p["notifiedCount"] != float64(3) {
		t.Fatalf("preview = %v", p)
	}
	previewed := map[string]string{}
	for _, c := range p["changes"].([]any) {
		m := c.(map[string]any)
		previewed[m["userId"].(string)] = m["message"].(string)
	}
	want := map[string]string{
		eve.ID: "Your schedule for the week of Nov 27 changed: Sun 9:00 AM–5:00 PM added.",
		bob.ID: "Your schedule for the week of Nov 27 changed: now Sat 10:00 AM–6:00 PM.",
		cat.ID: "Your schedule for the week of Nov 27 changed: Mon 9:00 AM–5:00 PM removed.",
	}
	if fmt.Sprint(previewed) != fmt.Sprint(want) {
		t.Fatalf("preview changes:\n got %v\nwant %v", previewed, want)
	}

	// ... and publishing does exactly that: ids stay, only the changed people hear.
	res := app.MustGQL(mia.Token, publishDraftM, map[string]any{"w": weekNov27})["publishDraft"].(map[string]any)
	if res["notifiedCount"] != float64(3) {
		t.Fatalf("publish = %v", res)
	}
	for _, u := range []apptest.User{eve, bob, cat} {
		if got := notes(app, u.ID); len(got) != 1 || got[0] != previewed[u.ID]+" -> /schedule" {
			t.Errorf("%s notifications = %q, want the previewed %q", u.Name, got, previewed[u.ID])
		}
	}
	for _, u := range []apptest.User{dan, mia} {
		if got := notes(app, u.ID); len(got) != 0 {
			t.Errorf("%s was not changed but was notified: %q", u.Name, got)
		}
	}
	week = app.Do("GET", "/api/schedules/week?date="+weekNov27, eve.Token, nil)
	if sun := dayShifts(week.Obj(), "sunday"); len(sun) != 1 || sun[0]["_id"] != added["id"] {
		t.Fatalf("sunday = %v; want the draft's id %v", sun, added["id"])
	}
	if mon := dayShifts(week.Obj(), "monday"); len(mon) != 0 {
		t.Fatalf("monday = %v", mon)
	}
	d = draftOf(app.MustGQL(mia.Token, weekDraftQuery, map[string]any{"w": weekNov27}), "weekDraft")
	if d["hasChanges"] != false {
		t.Fatalf("draft after publish = %v", d)
	}

	t.Run("OK_Discard", func(t *testing.T) {
		app.MustGQL(mia.Token, addDraftM, addShift(weekNov27, "TUESDAY", dan, "09:00", "17:00"))
		d := draftOf(app.MustGQL(mia.Token, discardDraftM, map[string]any{"w": weekNov27}), "discardDraft")
		if d["hasChanges"] != false || len(draftShifts(d)) != 4 {
			t.Fatalf("discarded draft = %v", d)
		}
	})

	t.Run("ErrBadInput", func(t *testing.T) {
		apptest.Want(t, app.GQL(mia.Token, addDraftM, addShift("2026-11-28", "SUNDAY", eve, "09:00", "17:00")), "BAD_USER_INPUT",
			"A week must start on a Friday; 2026-11-28 is a Saturday.")
		apptest.Want(t, app.GQL(mia.Token, addDraftM, addShift(weekNov27, "SUNDAY", eve, "09:00", "09:00")), "BAD_USER_INPUT",
			"Sunday (Eve Early): a shift cannot start and end at the same time (09:00).")
		apptest.Want(t, app.GQL(mia.Token, removeDraftM, map[string]any{"w": weekNov27, "id": "999999", "v": 0}), "NOT_FOUND", "")
	})
}

func TestDraftConcurrentEditsOfOneShift(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	mia := app.Manager("Mia Manager")
	max := app.Manager("Max Manager")
	eve := app.Employee("Eve Early")
	mustPublishWeek(app, mia.Token, weekNov27, weekDays{"friday": {shiftIn(eve, "09:00", "17:00")}})

	// Both managers load the week and see the same shift at version 0.
	d1 := draftOf(app.MustGQL(mia.Token, weekDraftQuery, map[string]any{"w": weekNov27}), "weekDraft")
	d2 := draftOf(app.MustGQL(max.Token, weekDraftQuery, map[string]any{"w": weekNov27}), "weekDraft")
	s1, s2 := findDraft(t, d1, eve, "2026-11-27"), findDraft(t, d2, eve, "2026-11-27")
	app.MustGQL(mia.Token, updateDraftM, updateShift(weekNov27, s1, "FRIDAY", eve, "10:00", "17:00"))
	r := app.GQL(max.Token, updateDraftM, updateShift(weekNov27, s2, "FRIDAY", eve, "08:00", "17:00"))
	apptest.Want(t, r, "CONFLICT", "Another manager changed this shift after you loaded it. Reload the week to see their change, then try again.")
	apptest.Want(t, app.GQL(max.Token, removeDraftM, map[string]any{"w": weekNov27, "id": s2["id"], "v": s2["version"]}), "CONFLICT", "")

	// Max sees Mia's change, shared through the database.
	d2 = draftOf(app.MustGQL(max.Token, weekDraftQuery, map[string]any{"w": weekNov27}), "weekDraft")
	cur := findDraft(t, d2, eve, "2026-11-27")
	if cur["startTime"] != "10:00" || cur["version"] != float64(1) {
		t.Fatalf("shared draft = %v", cur)
	}

	// Many edits against the same version at once: exactly one wins.
	var wg sync.WaitGroup
	var mu sync.Mutex
	var ok, conflicts int
	for i := 0; i < 6; i++ {
		wg.Add(1)
		go func(i int) {
			defer wg.Done()
			tok := mia.Token
			if i%2 == 1 {
				tok = max.Token
			}
			r := app.GQL(tok, updateDraftM, updateShift(weekNov27, cur, "FRIDAY", eve, fmt.Sprintf("0%d:00", i+1), "17:00"))
			mu.Lock()
			defer mu.Unlock()
			switch {
			case len(r.Errors) == 0:
				ok++
			case r.Code() == "CONFLICT":
				conflicts++
			default:
				t.Errorf("unexpected answer %s", r.Raw)
			}
		}(i)
	}
	wg.Wait()
	if ok != 1 || conflicts != 5 {
		t.Fatalf("%d edits won and %d conflicted; want 1 and 5", ok, conflicts)
	}
}

func TestConflictEngineOnDraftsAndPublish(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	mia := app.Manager("Mia Manager")
	eve := app.Employee("Eve Early")
	bob := app.Employee("Bob Late")
	cat := app.Employee("Cat Cover")
	dan := app.Employee("Dan Day")

	// Next week starts with Eve on Friday 06:00; this week's draft ends with her Thursday night.
	mustPublishWeek(app, mia.Token, "2026-12-04", weekDays{"friday": {shiftIn(eve, "06:00", "14:00")}})
	approveTimeOff(app, bob, "2026-11-29")

	app.MustGQL(mia.Token, addDraftM, addShift(weekNov27, "THURSDAY", eve, "22:00", "07:00")) // overlaps next week's Friday
	app.MustGQL(mia.Token, addDraftM, addShift(weekNov27, "SUNDAY", bob, "09:00", "17:00"))   // on time off
	app.MustGQL(mia.Token, addDraftM, addShift(weekNov27, "FRIDAY", cat, "14:00", "23:00"))
	app.MustGQL(mia.Token, addDraftM, addShift(weekNov27, "SATURDAY", cat, "06:00", "12:00")) // 7 h rest
	for _, day := range []string{"FRIDAY", "SATURDAY", "SUNDAY", "MONDAY", "TUESDAY"} {
		app.MustGQL(mia.Token, addDraftM, addShift(weekNov27, day, dan, "08:00", "17:00")) // 45 h
	}
	d := draftOf(app.MustGQL(mia.Token, weekDraftQuery, map[string]any{"w": weekNov27}), "weekDraft")
	want := []string{"DOUBLE_BOOKED/HARD/Eve Early", "ON_TIME_OFF/HARD/Bob Late", "OVER_HOURS/WARNING/Dan Day", "SHORT_REST/WARNING/Cat Cover"}
	if got := conflictCodes(d); fmt.Sprint(got) != fmt.Sprint(want) {
		t.Fatalf("conflicts:\n got %v\nwant %v", got, want)
	}
	for _, c := range d["conflicts"].([]any) {
		m := c.(map[string]any)
		if m["code"] == "DOUBLE_BOOKED" && m["message"] != "Eve Early cannot work two overlapping shifts: Thursday Dec 3 22:00-07:00 and Friday Dec 4 06:00-14:00 (one of them is in the published week of Dec 4)." {
			t.Errorf("double booking message = %q", m["message"])
		}
		if ids := m["shiftIds"].([]any); len(ids) == 0 {
			t.Errorf("conflict without shifts: %v", m)
		}
	}

	// Hard conflicts refuse the publish with their sentence.
	apptest.Want(t, app.GQL(mia.Token, publishDraftM, map[string]any{"w": weekNov27}), "BAD_USER_INPUT",
		"Eve Early cannot work two overlapping shifts: Thursday Dec 3 22:00-07:00 and Friday Dec 4 06:00-14:00 (one of them is in the published week of Dec 4).")

	// Fix them: Eve works Thursday day instead (10 h before Friday 06:00); Bob's Sunday goes.
	eveThu := findDraft(t, d, eve, "2026-12-03")
	app.MustGQL(mia.Token, updateDraftM, updateShift(weekNov27, eveThu, "THURSDAY", eve, "12:00", "20:00"))
	bobSun := findDraft(t, d, bob, "2026-11-29")
	d = draftOf(app.MustGQL(mia.Token, removeDraftM, map[string]any{"w": weekNov27, "id": bobSun["id"], "v": bobSun["version"]}), "removeDraftShift")
	want = []string{"OVER_HOURS/WARNING/Dan Day", "SHORT_REST/WARNING/Cat Cover"}
	if got := conflictCodes(d); fmt.Sprint(got) != fmt.Sprint(want) {
		t.Fatalf("conflicts after the fix:\n got %v\nwant %v", got, want)
	}

	// Warnings need explicit acceptance, each by its key.
	keys := warningKeys(d)
	r := app.GQL(mia.Token, publishDraftM, map[string]any{"w": weekNov27})
	apptest.Want(t, r, "CONFLICT", "")
	if !strings.Contains(r.Errors[0].Message, "2 warning(s)") {
		t.Fatalf("refusal = %s", r.Raw)
	}
	apptest.Want(t, app.GQL(mia.Token, publishDraftM, map[string]any{"w": weekNov27, "accept": keys[:1]}), "CONFLICT", "")

	t.Run("OK_SettingsChangeWarnings", func(t *testing.T) {
		const settingsM = `mutation($in: WorkplaceSettingsInput!) { updateWorkplaceSettings(input: $in) { minRestMinutes weeklyLimitMinutes } }`
		apptest.Want(t, app.GQL(eve.Token, settingsM, map[string]any{"in": map[string]any{"minRestMinutes": 360, "weeklyLimitMinutes": 2400}}), "FORBIDDEN", "")
		apptest.Want(t, app.GQL(mia.Token, settingsM, map[string]any{"in": map[string]any{"minRestMinutes": -1, "weeklyLimitMinutes": 2400}}), "BAD_USER_INPUT",
			"The minimum rest must be between 0 and 48 hours.")
		app.MustGQL(mia.Token, settingsM, map[string]any{"in": map[string]any{"minRestMinutes": 360, "weeklyLimitMinutes": 2700}})
		got := app.MustGQL(eve.Token, `{ workplaceSettings { minRestMinutes weeklyLimitMinutes } }`, nil)["workplaceSettings"].(map[string]any)
		if got["minRestMinutes"] != float64(360) || got["weeklyLimitMinutes"] != float64(2700) {
			t.Fatalf("settings = %v", got)
		}
		d := draftOf(app.MustGQL(mia.Token, weekDraftQuery, map[string]any{"w": weekNov27}), "weekDraft")
		if got := conflictCodes(d); len(got) != 0 {
			t.Fatalf("conflicts under the looser rules: %v", got)
		}
		app.MustGQL(mia.Token, settingsM, map[string]any{"in": map[string]any{"minRestMinutes": 600, "weeklyLimitMinutes": 2400}})
	})

	res := app.MustGQL(mia.Token, publishDraftM, map[string]any{"w": weekNov27, "accept": keys})["publishDraft"].(map[string]any)
	if res["notifiedCount"] != float64(3) { // first publish: Eve, Cat and Dan are on it
		t.Fatalf("publish = %v", res)
	}
	if got := notes(app, cat.ID); len(got) != 1 || got[0] != "A new schedule has been posted for the week of Nov 27. -> /schedule" {
		t.Fatalf("cat = %q", got)
	}

	t.Run("OK_RESTAcceptsWarnings", func(t *testing.T) {
		mustPublishWeek(app, mia.Token, "2026-12-11", weekDays{"friday": {shiftIn(cat, "14:00", "23:00")}, "saturday": {shiftIn(cat, "06:00", "12:00")}})
	})
	t.Run("ErrRESTRefusesTimeOff", func(t *testing.T) {
		approveTimeOff(app, cat, "2026-12-20")
		apptest.Want(t, publishWeek(app, mia.Token, "2026-12-18", weekDays{"sunday": {shiftIn(cat, "09:00", "17:00")}}), 400,
			"Cat Cover has approved time off on Sunday Dec 20 and cannot be scheduled that day.")
	})
	t.Run("ErrGraphQLPublishNeedsAcceptance", func(t *testing.T) {
		in := map[string]any{"weekStarting": "2026-12-25", "shifts": []any{
			shiftInput("FRIDAY", cat, "14:00", "23:00"), shiftInput("SATURDAY", cat, "06:00", "12:00")}}
		apptest.Want(t, app.GQL(mia.Token, publishMutation, map[string]any{"in": in}), "CONFLICT", "")
		const dry = `query($w: Date!, $s: [ShiftInput!]) { publishPreview(weekStarting: $w, shifts: $s) { conflicts { key code } notifiedCount firstPublish } }`
		p := app.MustGQL(mia.Token, dry, map[string]any{"w": "2026-12-25", "s": in["shifts"]})["publishPreview"].(map[string]any)
		cs := p["conflicts"].([]any)
		if len(cs) != 1 || cs[0].(map[string]any)["code"] != "SHORT_REST" || p["notifiedCount"] != float64(1) || p["firstPublish"] != true {
			t.Fatalf("dry run = %v", p)
		}
		in["acceptWarnings"] = []any{cs[0].(map[string]any)["key"]}
		app.MustGQL(mia.Token, publishMutation, map[string]any{"in": in})
	})
}

func TestCopyWeekAndTemplates(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	mia := app.Manager("Mia Manager")
	eve := app.Employee("Eve Early")
	bob := app.Employee("Bob Late")
	gus := app.Employee("Gus Gone")

	mustPublishWeek(app, mia.Token, weekNov20, weekDays{
		"friday":   {shiftIn(eve, "09:00", "17:00")},
		"saturday": {shiftIn(bob, "09:00", "17:00"), shiftIn(gus, "09:00", "17:00")},
		"sunday":   {shiftIn(bob, "09:00", "17:00")},
	})
	const saveM = `mutation($n: String!, $w: Date!) { saveTemplate(name: $n, weekStarting: $w) { id name shiftCount } }`
	tpl := app.MustGQL(mia.Token, saveM, map[string]any{"n": "Standard week", "w": weekNov20})["saveTemplate"].(map[string]any)
	if tpl["shiftCount"] != float64(4) {
		t.Fatalf("template = %v", tpl)
	}
	sqlExec(app, `UPDATE users SET deleted_at = now() WHERE id = $1`, gus.ID)
	approveTimeOff(app, bob, "2026-11-28") // Saturday of the target week

	const copyM = `mutation($in: CopyIntoDraftInput!) { copyIntoDraft(input: $in) {
		copied skipped { userId userName date startTime endTime reason message }
		draft { ` + draftFields + ` } } }`
	res := app.MustGQL(mia.Token, copyM, map[string]any{"in": map[string]any{"weekStarting": weekNov27, "fromWeek": weekNov20}})["copyIntoDraft"].(map[string]any)
	if res["copied"] != float64(2) {
		t.Fatalf("copy = %v", res)
	}
	var skipped []string
	for _, s := range res["skipped"].([]any) {
		m := s.(map[string]any)
		skipped = append(skipped, fmt.Sprintf("%s %s %s: %s", m["reason"], m["userName"], m["date"], m["message"]))
	}
	sort.Strings(skipped)
	wantSkipped := []string{
		"DELETED Gus Gone 2026-11-28: Gus Gone no longer works here.",
		"TIME_OFF Bob Late 2026-11-28: Bob Late has approved time off on Saturday Nov 28.",
	}
	if fmt.Sprint(skipped) != fmt.Sprint(wantSkipped) {
		t.Fatalf("skipped:\n got %v\nwant %v", skipped, wantSkipped)
	}
	d := res["draft"].(map[string]any)
	if findDraft(t, d, eve, "2026-11-27")["status"] != "ADDED" || findDraft(t, d, bob, "2026-11-29")["status"] != "ADDED" {
		t.Fatalf("draft = %v", d)
	}

	// From the template into another week: the same skipping of the deleted person.
	res = app.MustGQL(mia.Token, copyM, map[string]any{"in": map[string]any{"weekStarting": "2026-12-04", "templateId": tpl["id"]}})["copyIntoDraft"].(map[string]any)
	if res["copied"] != float64(3) || len(res["skipped"].([]any)) != 1 {
		t.Fatalf("template copy = %v", res)
	}
	// A manager reading Spanish reads why in Spanish.
	res = gqlDataIn(t, app, mia.Token, "es", copyM, map[string]any{"in": map[string]any{"weekStarting": "2026-12-11", "templateId": tpl["id"]}})["copyIntoDraft"].(map[string]any)
	if s := res["skipped"].([]any); len(s) != 1 || s[0].(map[string]any)["message"] != "Gus Gone ya no trabaja aquí." {
		t.Fatalf("template copy in Spanish skipped %v", s)
	}

	const listQ = `{ templates { id name shiftCount } }`
	const renameM = `mutation($id: ID!, $n: String!) { renameTemplate(id: $id, name: $n) { id name } }`
	const deleteM = `mutation($id: ID!) { deleteTemplate(id: $id) }`
	app.MustGQL(mia.Token, saveM, map[string]any{"n": "Another", "w": weekNov20})
	app.MustGQL(mia.Token, renameM, map[string]any{"id": tpl["id"], "n": "Busy week"})
	list := app.MustGQL(mia.Token, listQ, nil)["templates"].([]any)
	if len(list) != 2 || list[0].(map[string]any)["name"] != "Another" || list[1].(map[string]any)["name"] != "Busy week" {
		t.Fatalf("templates = %v", list)
	}
	apptest.Want(t, app.GQL(mia.Token, renameM, map[string]any{"id": tpl["id"], "n": "another"}), "BAD_USER_INPUT", "A template with this name already exists.")
	apptest.Want(t, app.GQL(mia.Token, saveM, map[string]any{"n": "  ", "w": weekNov20}), "BAD_USER_INPUT", "A template name must be 1 to 100 characters.")
	apptest.Want(t, app.GQL(eve.Token, listQ, nil), "FORBIDDEN", "")
	apptest.Want(t, app.GQL(eve.Token, copyM, map[string]any{"in": map[string]any{"weekStarting": weekNov27, "fromWeek": weekNov20}}), "FORBIDDEN", "")
	apptest.Want(t, app.GQL(mia.Token, copyM, map[string]any{"in": map[string]any{"weekStarting": weekNov27}}), "BAD_USER_INPUT", "Copy from either a week or a template.")
	apptest.Want(t, app.GQL(mia.Token, copyM, map[string]any{"in": map[string]any{"weekStarting": weekNov27, "fromWeek": "2027-01-01"}}), "BAD_USER_INPUT",
		"The week of Jan 1 has no published schedule to copy.")
	app.MustGQL(mia.Token, deleteM, map[string]any{"id": tpl["id"]})
	apptest.Want(t, app.GQL(mia.Token, deleteM, map[string]any{"id": tpl["id"]}), "NOT_FOUND", "Template not found.")
	apptest.Want(t, app.GQL(mia.Token, copyM, map[string]any{"in": map[string]any{"weekStarting": weekNov27, "templateId": tpl["id"]}}), "NOT_FOUND", "")
}

func TestAcknowledgements(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	mia := app.Manager("Mia Manager")
	eve := app.Employee("Eve Early")
	bob := app.Employee("Bob Late")
	cat := app.Employee("Cat Cover")

	s := mustPublishWeek(app, mia.Token, weekNov27, weekDays{
		"friday": {shiftIn(eve, "09:00", "17:00"), shiftIn(bob, "09:00", "17:00")}})
	eveFri, bobFri := dayShifts(s, "friday")[0]["_id"].(string), dayShifts(s, "friday")[1]["_id"].(string)

	const ackM = `mutation($d: Date!) { acknowledgeWeek(date: $d) { userId acknowledgedAt } }`
	const mineQ = `query($d: Date!) { myAcknowledgement(date: $d) { userId acknowledgedAt } }`
	const listQ = `query($d: Date!) { weekAcknowledgements(date: $d) { userId userName acknowledgedAt } }`
	status := func() string {
		t.Helper()
		var out []string
		for _, a := range app.MustGQL(mia.Token, listQ, map[string]any{"d": "2026-11-30"})["weekAcknowledgements"].([]any) {
			m := a.(map[string]any)
			out = append(out, fmt.Sprintf("%s:%v", m["userName"], m["acknowledgedAt"] != nil))
		}
		return strings.Join(out, " ")
	}

	if got := app.MustGQL(eve.Token, mineQ, map[string]any{"d": weekNov27})["myAcknowledgement"].(map[string]any); got["acknowledgedAt"] != nil {
		t.Fatalf("before = %v", got)
	}
	app.MustGQL(eve.Token, ackM, map[string]any{"d": "2026-11-29"})
	if got := status(); got != "Bob Late:false Eve Early:true" {
		t.Fatalf("after Eve's ack: %s", got)
	}
	apptest.Want(t, app.GQL(cat.Token, ackM, map[string]any{"d": weekNov27}), "BAD_USER_INPUT", "You have no shifts in the week of Nov 27 to acknowledge.")
	if got := app.MustGQL(cat.Token, mineQ, map[string]any{"d": weekNov27})["myAcknowledgement"]; got != nil {
		t.Fatalf("cat is not on the week: %v", got)
	}
	apptest.Want(t, app.GQL(eve.Token, listQ, map[string]any{"d": weekNov27}), "FORBIDDEN", "")

	// Changing Bob's shift leaves Eve's acknowledgement alone.
	app.MustGQL(bob.Token, ackM, map[string]any{"d": weekNov27})
	mustPublishWeek(app, mia.Token, weekNov27, weekDays{
		"friday": {shiftKept(eveFri, eve, "09:00", "17:00"), shiftKept(bobFri, bob, "10:00", "17:00")}})
	if got := status(); got != "Bob Late:false Eve Early:true" {
		t.Fatalf("after Bob's change: %s", got)
	}
	// Changing Eve's (through a draft this time) resets hers.
	d := draftOf(app.MustGQL(mia.Token, weekDraftQuery, map[string]any{"w": weekNov27}), "weekDraft")
	app.MustGQL(mia.Token, updateDraftM, updateShift(weekNov27, findDraft(t, d, eve, weekNov27), "FRIDAY", eve, "08:00", "16:00"))
	app.MustGQL(mia.Token, publishDraftM, map[string]any{"w": weekNov27})
	if got := status(); got != "Bob Late:false Eve Early:false" {
		t.Fatalf("after Eve's change: %s", got)
	}
}

func TestDirectPublishDiscardsTheDraft(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	mia := app.Manager("Mia Manager")
	eve := app.Employee("Eve Early")
	mustPublishWeek(app, mia.Token, weekNov27, weekDays{"friday": {shiftIn(eve, "09:00", "17:00")}})
	app.MustGQL(mia.Token, addDraftM, addShift(weekNov27, "SUNDAY", eve, "09:00", "17:00"))

	// The REST shim publishes the whole week as sent: the pending changes were made
	// against the week it replaces, so they go.
	mustPublishWeek(app, mia.Token, weekNov27, weekDays{"saturday": {shiftIn(eve, "10:00", "18:00")}})
	d := draftOf(app.MustGQL(mia.Token, weekDraftQuery, map[string]any{"w": weekNov27}), "weekDraft")
	if d["hasChanges"] != false || len(draftShifts(d)) != 1 || draftShifts(d)[0]["date"] != "2026-11-28" {
		t.Fatalf("draft after a direct publish = %v", d)
	}
	if got := notes(app, eve.ID); len(got) != 2 ||
		got[1] != "Your schedule for the week of Nov 27 changed: Fri 9:00 AM–5:00 PM removed, Sat 10:00 AM–6:00 PM added. -> /schedule" {
		t.Fatalf("eve = %q", got)
	}

	// GraphQL's publishSchedule may accept every warning explicitly, as the uploader does
	// after asking.
	in := map[string]any{"weekStarting": "2026-12-04", "acceptAllWarnings": true, "shifts": []any{
		shiftInput("FRIDAY", eve, "14:00", "23:00"), shiftInput("SATURDAY", eve, "06:00", "12:00")}}
	app.MustGQL(mia.Token, publishMutation, map[string]any{"in": in})
}

func TestApprovedSwapMovesPendingDraftChanges(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	mia := app.Manager("Mia Manager")
	eve := app.Employee("Eve Early")
	bob := app.Employee("Bob Late")
	s := mustPublishWeek(app, mia.Token, weekNov27, weekDays{
		"friday": {shiftIn(eve, "09:00", "17:00")}, "saturday": {shiftIn(bob, "09:00", "17:00")}})
	ref := func(day, date string) shiftRef {
		sh := dayShifts(s, day)[0]
		return shiftRef{ID: sh["_id"].(string), ScheduleID: s["_id"].(string), Date: date, DayKey: day, Start: "09:00", End: "17:00"}
	}
	fri, sat := ref("friday", "2026-11-27"), ref("saturday", "2026-11-28")

	d := draftOf(app.MustGQL(mia.Token, weekDraftQuery, map[string]any{"w": weekNov27}), "weekDraft")
	app.MustGQL(mia.Token, updateDraftM, updateShift(weekNov27, findDraft(t, d, eve, "2026-11-27"), "FRIDAY", eve, "10:00", "17:00"))

	id := mustSwap(t, app, eve, fri, sat, bob)
	mustAccept(t, app, bob, id)
	apptest.Want(t, app.Do("PUT", "/api/swaps/respond/manager/"+id, mia.Token, map[string]any{"response": "approve"}), 200, "")

	// The pending change follows the shift to Bob, with a new version.
	d = draftOf(app.MustGQL(mia.Token, weekDraftQuery, map[string]any{"w": weekNov27}), "weekDraft")
	moved := findDraft(t, d, bob, "2026-11-27")
	if moved["startTime"] != "10:00" || moved["status"] != "CHANGED" || moved["version"] != float64(2) {
		t.Fatalf("pending change after the swap = %v", moved)
	}
	app.MustGQL(mia.Token, publishDraftM, map[string]any{"w": weekNov27})
	if owner := shiftOwner(t, app, fri); owner != bob.ID {
		t.Fatalf("publishing the draft undid the swap: Friday belongs to %s", owner)
	}
}

func TestDeletingAPersonDropsTheirDraftShifts(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	mia := app.Manager("Mia Manager")
	eve := app.Employee("Eve Early")
	gus := app.Employee("Gus Gone")
	app.MustGQL(mia.Token, addDraftM, addShift(weekNov27, "FRIDAY", eve, "09:00", "17:00"))
	app.MustGQL(mia.Token, addDraftM, addShift(weekNov27, "SATURDAY", gus, "09:00", "17:00"))
	apptest.Want(t, app.Do("DELETE", "/api/users/"+gus.ID, mia.Token, nil), 200, "")
	d := draftOf(app.MustGQL(mia.Token, weekDraftQuery, map[string]any{"w": weekNov27}), "weekDraft")
	if got := draftShifts(d); len(got) != 1 || got[0]["userId"] != eve.ID {
		t.Fatalf("draft after deleting Gus = %v", got)
	}
	app.MustGQL(mia.Token, publishDraftM, map[string]any{"w": weekNov27})
}

func TestEditOfAShiftASwapChangedIsStale(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	mia := app.Manager("Mia Manager")
	eve := app.Employee("Eve Early")
	bob := app.Employee("Bob Late")
	s := mustPublishWeek(app, mia.Token, weekNov27, weekDays{
		"friday": {shiftIn(eve, "09:00", "17:00")}, "saturday": {shiftIn(bob, "09:00", "17:00")}})
	ref := func(day, date string) shiftRef {
		sh := dayShifts(s, day)[0]
		return shiftRef{ID: sh["_id"].(string), ScheduleID: s["_id"].(string), Date: date, DayKey: day, Start: "09:00", End: "17:00"}
	}
	fri, sat := ref("friday", "2026-11-27"), ref("saturday", "2026-11-28")

	// The manager's editor shows Eve's Friday, unchanged since it was published.
	d := draftOf(app.MustGQL(mia.Token, weekDraftQuery, map[string]any{"w": weekNov27}), "weekDraft")
	seen := findDraft(t, d, eve, "2026-11-27")

	id := mustSwap(t, app, eve, fri, sat, bob)
	mustAccept(t, app, bob, id)
	apptest.Want(t, app.Do("PUT", "/api/swaps/respond/manager/"+id, mia.Token, map[string]any{"response": "approve"}), 200, "")

	// An edit made against what the editor showed would give Friday back to Eve.
	r := app.GQL(mia.Token, updateDraftM, updateShift(weekNov27, seen, "FRIDAY", eve, "10:00", "17:00"))
	if r.Code() != "CONFLICT" {
		t.Fatalf("a stale edit of a swapped shift: %s", r.Raw)
	}
	if owner := shiftOwner(t, app, fri); owner != bob.ID {
		t.Fatalf("Friday belongs to %s", owner)
	}
	// Against the shift as it is now, the edit goes through.
	d = draftOf(app.MustGQL(mia.Token, weekDraftQuery, map[string]any{"w": weekNov27}), "weekDraft")
	app.MustGQL(mia.Token, updateDraftM, updateShift(weekNov27, findDraft(t, d, bob, "2026-11-27"), "FRIDAY", bob, "10:00", "17:00"))
}
