package apitests_test

import (
	"encoding/json"
	"slices"
	"testing"

	"github.com/shiftsched/shiftsched/devtools/apptest"
)

// The part of a draft an edit's answer carries, as the editor asks for it.
const (
	partFields = `weekStarting hasChanges published updatedAt
		shifts(ids: $ids, people: $shiftPeople) { id dayKey date startTime endTime userId userName status version }
		conflicts(people: $people, dates: $dates) { key code severity userId userName shiftIds message date }`
	partVars         = `$ids: [ID!], $shiftPeople: [ID!], $people: [ID!], $dates: [Date!]`
	addDraftPartM    = `mutation($in: DraftShiftInput!, ` + partVars + `) { addDraftShift(input: $in) { ` + partFields + ` } }`
	updateDraftPartM = `mutation($in: UpdateDraftShiftInput!, ` + partVars + `) { updateDraftShift(input: $in) { ` + partFields + ` } }`
	removeDraftPartM = `mutation($w: Date!, $id: ID!, $v: Int!, ` + partVars + `) { removeDraftShift(weekStarting: $w, id: $id, version: $v) { ` + partFields + ` } }`
	wholeDraftQ      = `query($w: Date!) { weekDraft(weekStarting: $w) { weekStarting hasChanges published updatedAt
		shifts { id dayKey date startTime endTime userId userName status version }
		conflicts { key code severity userId userName shiftIds message date } } }`
)

// part is the whole draft cut down to the shifts with ids or of shiftPeople, the
// conflicts of people and the staffing conflicts of dates, as the client merges them.
func part(whole map[string]any, ids, shiftPeople, people, dates []string) map[string]any {
	out := map[string]any{}
	for k, v := range whole {
		out[k] = v
	}
	var shifts, conflicts []any
	for _, s := range whole["shifts"].([]any) {
		m := s.(map[string]any)
		if slices.Contains(ids, m["id"].(string)) || slices.Contains(shiftPeople, m["userId"].(string)) {
			shifts = append(shifts, s)
		}
	}
	for _, c := range whole["conflicts"].([]any) {
		m := c.(map[string]any)
		staffing := m["code"] == "UNDERSTAFFED" || m["code"] == "OVERSTAFFED"
		if staffing && slices.Contains(dates, m["date"].(string)) || !staffing && slices.Contains(people, m["userId"].(string)) {
			conflicts = append(conflicts, c)
		}
	}
	out["shifts"], out["conflicts"] = orEmpty(shifts), orEmpty(conflicts)
	return out
}

func orEmpty(l []any) []any {
	if l == nil {
		return []any{}
	}
	return l
}

func sameJSON(t *testing.T, what string, got, want any) {
	t.Helper()
	g, _ := json.MarshalIndent(got, "", " ")
	w, _ := json.MarshalIndent(want, "", " ")
	if string(g) != string(w) {
		t.Fatalf("%s:\n%s\nwant (the whole week's draft, cut down):\n%s", what, g, w)
	}
}

func TestAnEditAnswersWhatItTouchedExactlyAsTheWholeWeekHasIt(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	mia := app.Manager("Mia Manager")
	eve := app.Employee("Eve Early")
	bob := app.Employee("Bob Late")
	ann := app.Employee("Ann Other")
	main := app.MustGQL(mia.Token, `{ locations { id } }`, nil)["locations"].([]any)[0].(map[string]any)["id"]
	cashier := mustPosition(app, mia.Token, "Cashier")
	qualify(app, mia.Token, eve, cashier)
	qualify(app, mia.Token, bob, cashier)
	evening := app.MustGQL(mia.Token, saveShiftTypeM, map[string]any{"in": map[string]any{"name": "Evening cashier", "positionId": cashier,
		"locationId": main, "startTime": "17:00", "endTime": "22:00"}})["saveShiftType"].(map[string]any)["id"]
	app.MustGQL(mia.Token, saveRequirementM, map[string]any{"in": map[string]any{"locationId": main, "shiftTypeId": evening,
		"needed": map[string]any{"friday": 1, "saturday": 2}}})
	typed := func(day string, u apptest.User) map[string]any {
		return map[string]any{"weekStarting": weekNov27, "dayKey": day, "userId": u.ID, "shiftTypeId": evening}
	}
	for _, in := range []map[string]any{typed("FRIDAY", eve), typed("FRIDAY", bob), typed("SATURDAY", eve)} {
		app.MustGQL(mia.Token, addDraftM, map[string]any{"in": in})
	}
	app.MustGQL(mia.Token, publishDraftM, map[string]any{"w": weekNov27, "accept": keysOf(
		app.MustGQL(mia.Token, previewQuery, map[string]any{"w": weekNov27})["publishPreview"].(map[string]any)["conflicts"].([]any))})
	whole := func() map[string]any {
		return draftOf(app.MustGQL(mia.Token, wholeDraftQ, map[string]any{"w": weekNov27}), "weekDraft")
	}

	// Ann, not a cashier, is added on Saturday evening: NOT_QUALIFIED is hers, and
	// Saturday is no longer short.
	add := typed("SATURDAY", ann)
	got := draftOf(app.MustGQL(mia.Token, addDraftPartM, map[string]any{"in": add,
		"shiftPeople": []string{ann.ID}, "people": []string{ann.ID}, "dates": []string{"2026-11-28"}}), "addDraftShift")
	sameJSON(t, "the answer of an add", got, part(whole(), nil, []string{ann.ID}, []string{ann.ID}, []string{"2026-11-28"}))
	if len(got["shifts"].([]any)) != 1 || !slices.Equal(conflictCodes(got), []string{"NOT_QUALIFIED/HARD/Ann Other"}) {
		t.Fatalf("the add's answer should hold Ann's shift and her NOT_QUALIFIED: %v", got)
	}

	// Bob's published Friday shift moves to Saturday: Saturday is over.
	bobs := findDraft(t, whole(), bob, "2026-11-27")
	move := typed("SATURDAY", bob)
	move["id"], move["version"] = bobs["id"], bobs["version"]
	vars := map[string]any{"in": move, "ids": []any{bobs["id"]}, "people": []string{bob.ID}, "dates": []string{"2026-11-27", "2026-11-28"}}
	got = draftOf(app.MustGQL(mia.Token, updateDraftPartM, vars), "updateDraftShift")
	sameJSON(t, "the answer of a move", got, part(whole(), []string{bobs["id"].(string)}, nil, []string{bob.ID}, []string{"2026-11-27", "2026-11-28"}))
	if codes := conflictCodes(got); !slices.Equal(codes, []string{"OVERSTAFFED/WARNING/"}) {
		t.Fatalf("the move's answer should say Saturday is over: %v", codes)
	}

	// Removing it again answers the shift as REMOVED and Saturday as it is now.
	moved := findDraft(t, whole(), bob, "2026-11-28")
	got = draftOf(app.MustGQL(mia.Token, removeDraftPartM, map[string]any{"w": weekNov27, "id": moved["id"], "v": moved["version"],
		"ids": []any{moved["id"]}, "people": []string{bob.ID}, "dates": []string{"2026-11-28"}}), "removeDraftShift")
	sameJSON(t, "the answer of a removal", got, part(whole(), []string{moved["id"].(string)}, nil, []string{bob.ID}, []string{"2026-11-28"}))
	if s := got["shifts"].([]any); len(s) != 1 || s[0].(map[string]any)["status"] != "REMOVED" {
		t.Fatalf("a removed published shift is answered as REMOVED: %v", s)
	}
}
