package apitests_test

import (
	"fmt"
	"sort"
	"testing"

	"github.com/shiftsched/shiftsched/devtools/apptest"
)

const (
	publishKindsM = `mutation($w: Date!, $accept: [String!], $kinds: [ConflictCode!]) {
		publishDraft(weekStarting: $w, acceptWarnings: $accept, acceptWarningKinds: $kinds) { notifiedCount } }`
	previewKindsQ = `query($w: Date!) { publishPreview(weekStarting: $w) { conflicts { key code severity serious userName message } } }`
)

// previewConflicts lists the dry run's conflicts as code/severity/person, sorted, with
// "!" after the serious ones.
func previewConflicts(t *testing.T, app *apptest.App, token, week string) []string {
	t.Helper()
	var out []string
	for _, c := range app.MustGQL(token, previewKindsQ, map[string]any{"w": week})["publishPreview"].(map[string]any)["conflicts"].([]any) {
		m := c.(map[string]any)
		s := fmt.Sprintf("%s/%s/%s", m["code"], m["severity"], m["userName"])
		if m["serious"] == true {
			s += "!"
		}
		out = append(out, s)
	}
	sort.Strings(out)
	return out
}

// A manager (or a script) accepts a publish's warnings one kind at a time: every kind
// accepted publishes; a kind left out is refused with CONFLICT naming the kinds missing.
func TestPublishWithWarningsAcceptedByKind(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	mia := app.Manager("Mia Manager")
	cat := app.Employee("Cat Cover")
	dan := app.Employee("Dan Day")
	eve := app.Employee("Eve Early")

	app.MustGQL(mia.Token, addDraftM, addShift(weekNov27, "FRIDAY", cat, "14:00", "23:00"))
	app.MustGQL(mia.Token, addDraftM, addShift(weekNov27, "SATURDAY", cat, "06:00", "12:00")) // 7 h rest
	app.MustGQL(mia.Token, addDraftM, addShift(weekNov27, "MONDAY", eve, "14:00", "23:00"))
	app.MustGQL(mia.Token, addDraftM, addShift(weekNov27, "TUESDAY", eve, "06:00", "12:00")) // 7 h rest
	for _, day := range []string{"FRIDAY", "SATURDAY", "SUNDAY", "MONDAY", "TUESDAY"} {
		app.MustGQL(mia.Token, addDraftM, addShift(weekNov27, day, dan, "08:00", "17:00")) // 45 h
	}
	want := []string{"OVER_HOURS/WARNING/Dan Day!", "SHORT_REST/WARNING/Cat Cover!", "SHORT_REST/WARNING/Eve Early!"}
	if got := previewConflicts(t, app, mia.Token, weekNov27); fmt.Sprint(got) != fmt.Sprint(want) {
		t.Fatalf("dry run:\n got %v\nwant %v", got, want)
	}

	t.Run("ErrKindMissing", func(t *testing.T) {
		r := app.GQL(mia.Token, publishKindsM, map[string]any{"w": weekNov27, "kinds": []string{"SHORT_REST"}})
		apptest.Want(t, r, "CONFLICT", "Publishing needs your acceptance of 1 more kind of warning: OVER_HOURS (1).")
		if got := fmt.Sprint(r.Errors[0].Extensions["warningKinds"]); got != "[OVER_HOURS]" {
			t.Fatalf("extensions.warningKinds = %s; want [OVER_HOURS] (%s)", got, r.Raw)
		}
		r = app.GQL(mia.Token, publishKindsM, map[string]any{"w": weekNov27, "kinds": []string{}})
		apptest.Want(t, r, "CONFLICT", "Publishing needs your acceptance of 2 more kinds of warning: OVER_HOURS (1), SHORT_REST (2).")
		if got := fmt.Sprint(r.Errors[0].Extensions["warningKinds"]); got != "[OVER_HOURS SHORT_REST]" {
			t.Fatalf("extensions.warningKinds = %s (%s)", got, r.Raw)
		}
		// Asked in Spanish, the refusal is in Spanish; the codes stay as they are.
		r = app.GQLIn("es", mia.Token, publishKindsM, map[string]any{"w": weekNov27, "kinds": []string{"SHORT_REST"}})
		apptest.Want(t, r, "CONFLICT", "Publicar necesita que aceptes 1 tipo más de advertencia: OVER_HOURS (1).")
		// A kind of warning the week does not have accepts nothing.
		apptest.Want(t, app.GQL(mia.Token, publishKindsM, map[string]any{"w": weekNov27, "kinds": []string{"SHORT_REST", "UNDERSTAFFED"}}), "CONFLICT", "")
	})

	t.Run("OK_EveryKindAccepted", func(t *testing.T) {
		// One kind by its one key, the other whole: both ways together.
		var overHours string
		for _, c := range app.MustGQL(mia.Token, previewKindsQ, map[string]any{"w": weekNov27})["publishPreview"].(map[string]any)["conflicts"].([]any) {
			if m := c.(map[string]any); m["code"] == "OVER_HOURS" {
				overHours = m["key"].(string)
			}
		}
		res := app.MustGQL(mia.Token, publishKindsM, map[string]any{"w": weekNov27, "accept": []string{overHours}, "kinds": []string{"SHORT_REST"}})
		if n := res["publishDraft"].(map[string]any)["notifiedCount"]; n != float64(3) {
			t.Fatalf("notified %v; want 3", n)
		}
	})

	t.Run("OK_PublishScheduleByKind", func(t *testing.T) {
		const m = `mutation($in: PublishScheduleInput!) { publishSchedule(input: $in) { id } }`
		in := map[string]any{"weekStarting": "2026-12-04", "shifts": []any{
			shiftInput("FRIDAY", cat, "14:00", "23:00"), shiftInput("SATURDAY", cat, "06:00", "12:00")}}
		r := app.GQL(mia.Token, m, map[string]any{"in": in})
		apptest.Want(t, r, "CONFLICT", "") // keys and kinds left out: the old refusal
		in["acceptWarningKinds"] = []string{"OVER_HOURS"}
		apptest.Want(t, app.GQL(mia.Token, m, map[string]any{"in": in}), "CONFLICT",
			"Publishing needs your acceptance of 1 more kind of warning: SHORT_REST (1).")
		in["acceptWarningKinds"] = []string{"SHORT_REST"}
		app.MustGQL(mia.Token, m, map[string]any{"in": in})
	})
}

// Warnings about days already past (the workplace's, here UTC: today is Sunday 22
// November) are neither in the dry run nor asked for; one that reaches today stays.
func TestPublishLeavesOutWarningsAboutDaysPast(t *testing.T) {
	t.Parallel()
	app := apptest.New(t) // Sunday 22 November 2026, 10:00 UTC
	mia := app.Manager("Mia Manager")
	cat := app.Employee("Cat Cover")
	bob := app.Employee("Bob Late")
	eve := app.Employee("Eve Early")
	const week = "2026-11-20"

	app.MustGQL(mia.Token, addDraftM, addShift(week, "FRIDAY", cat, "14:00", "23:00"))
	app.MustGQL(mia.Token, addDraftM, addShift(week, "SATURDAY", cat, "06:00", "12:00")) // 7 h rest, both days past
	app.MustGQL(mia.Token, addDraftM, addShift(week, "SATURDAY", bob, "14:00", "22:00"))
	app.MustGQL(mia.Token, addDraftM, addShift(week, "SUNDAY", bob, "04:00", "10:00")) // 6 h rest, into today
	app.MustGQL(mia.Token, addDraftM, addShift(week, "MONDAY", eve, "14:00", "23:00"))
	app.MustGQL(mia.Token, addDraftM, addShift(week, "TUESDAY", eve, "06:00", "12:00")) // 7 h rest, ahead

	// The editor still shows all three; the dry run only the two a manager can act on.
	if got := conflictCodes(draftOf(app.MustGQL(mia.Token, weekDraftQuery, map[string]any{"w": week}), "weekDraft")); len(got) != 3 {
		t.Fatalf("draft conflicts = %v; want all three", got)
	}
	want := []string{"SHORT_REST/WARNING/Bob Late!", "SHORT_REST/WARNING/Eve Early!"}
	if got := previewConflicts(t, app, mia.Token, week); fmt.Sprint(got) != fmt.Sprint(want) {
		t.Fatalf("dry run:\n got %v\nwant %v", got, want)
	}

	// Accepting the two shown, by key, publishes: Cat's is not asked for.
	var keys []string
	for _, c := range app.MustGQL(mia.Token, previewKindsQ, map[string]any{"w": week})["publishPreview"].(map[string]any)["conflicts"].([]any) {
		keys = append(keys, c.(map[string]any)["key"].(string))
	}
	app.MustGQL(mia.Token, publishKindsM, map[string]any{"w": week, "accept": keys})
}
