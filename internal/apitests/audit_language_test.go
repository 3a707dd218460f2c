package apitests_test

import (
	"context"
	"strconv"
	"testing"

	"github.com/shiftsched/shiftsched/devtools/apptest"
	"github.com/shiftsched/shiftsched/internal/domain"
)

// auditSentences are the trail's sentences by action, as a reader of lang reads them.
func auditSentences(t *testing.T, app *apptest.App, token, lang string) map[string]string {
	t.Helper()
	d := gqlDataIn(t, app, token, lang, `{ auditLog(first: 100) { entries { action summary } } }`, nil)
	out := map[string]string{}
	for _, x := range obj(d, "auditLog")["entries"].([]any) {
		e := x.(map[string]any)
		out[e["action"].(string)] = e["summary"].(string)
	}
	return out
}

func TestASpanishManagerReadsTheAuditTrailInSpanishWhileEnglishReadsAsBefore(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	mia := app.Manager("Mia Manager")
	app.MustGQL(mia.Token, `mutation { postOpenShift(input: {date: "2026-11-30", startTime: "10:00", endTime: "14:00"}) { id } }`, nil)
	app.MustGQL(mia.Token, `mutation { createEvent(input: {date: "2026-12-24", title: "Party", type: MEETING}) { id } }`, nil)

	for _, reader := range []struct {
		lang, name string
		want       map[string]string
	}{
		{"es-ES,es;q=0.9", "Spanish", map[string]string{
			"open_shift.post":  "Mia Manager publicó un turno abierto el lunes 30 de noviembre, 10:00–14:00",
			"event.create":     "Mia Manager añadió el evento Party el jueves 24 de diciembre",
			"account.register": "Mia Manager se registró como responsable",
		}},
		{"en-US", "English", map[string]string{
			"open_shift.post":  "Mia Manager posted an open shift on Monday 30 November, 10a–2p",
			"event.create":     "Mia Manager added the event Party on Thursday 24 December",
			"account.register": "Mia Manager signed up as manager",
		}},
	} {
		got := auditSentences(t, app, mia.Token, reader.lang)
		for action, want := range reader.want {
			if got[action] != want {
				t.Errorf("in %s, %s reads %q, want %q", reader.name, action, got[action], want)
			}
		}
	}
	// A manager who chose the 24-hour clock reads the times on it, in English too.
	app.MustGQL(mia.Token, `mutation { setMyLanguage(language: "en", clock: 24) { id } }`, nil)
	if got := auditSentences(t, app, mia.Token, "en")["open_shift.post"]; got != "Mia Manager posted an open shift on Monday 30 November, 10:00–14:00" {
		t.Errorf("on the 24-hour clock: %q", got)
	}
}

func TestAnEntryWrittenBeforeSentencesHadKeysShowsItsStoredEnglishInEveryLanguage(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	mia := app.Manager("Mia Manager")
	id, _ := strconv.ParseInt(mia.ID, 10, 64)
	old := domain.AuditEntry{At: apptest.Start, ActorID: &id, ActorName: "Mia Manager", Action: "schedule.publish", ObjectType: "schedule",
		Summary: "Published the week of Dec 25 (2 shifts: 2 added, 0 changed, 0 removed)"}
	if err := app.Store.Q().InsertAudit(context.Background(), []domain.AuditEntry{old}); err != nil {
		t.Fatal(err)
	}
	want := "Mia Manager published the week of Friday 25 December (2 shifts: 2 added, 0 changed, 0 removed)"
	for _, lang := range []string{"en", "es", "ar"} {
		if got := auditSentences(t, app, mia.Token, lang)["schedule.publish"]; got != want {
			t.Errorf("%s: %q, want %q", lang, got, want)
		}
	}
}

func TestAPITokenScopesAreDescribedInTheCallersLanguage(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	mia := app.Manager("Mia Manager")
	describe := func(lang string) string {
		for _, x := range gqlDataIn(t, app, mia.Token, lang, `{ apiScopes { name description } }`, nil)["apiScopes"].([]any) {
			if s := x.(map[string]any); s["name"] == "schedule:read" {
				return s["description"].(string)
			}
		}
		t.Fatalf("%s: no schedule:read scope", lang)
		return ""
	}
	for lang, want := range map[string]string{
		"en-US": "Read schedules, shifts, events, drafts, swaps and availability",
		"es":    "Leer horarios, turnos, eventos, borradores, intercambios y disponibilidad",
		"de":    "Dienstpläne, Schichten, Ereignisse, Entwürfe, Tausche und Verfügbarkeit lesen",
	} {
		if got := describe(lang); got != want {
			t.Errorf("%s: %q, want %q", lang, got, want)
		}
	}
}

// everyEntryReadsInSpanish reads back what the audit walk wrote as a Spanish manager:
// each entry must read differently from its English.
func everyEntryReadsInSpanish(t *testing.T, w *auditWorld) {
	t.Helper()
	page := func(lang string, cursor any) map[string]any {
		q := `{ auditLog(first: 100) { entries { id action summary } endCursor hasMore } }`
		if cursor != nil {
			q = `{ auditLog(first: 100, after: "` + cursor.(string) + `") { entries { id action summary } endCursor hasMore } }`
		}
		return obj(gqlDataIn(t, w.app, w.mia.Token, lang, q, nil), "auditLog")
	}
	read := func(lang string) map[string]map[string]any {
		out := map[string]map[string]any{}
		var cursor any
		for {
			p := page(lang, cursor)
			for _, x := range p["entries"].([]any) {
				e := x.(map[string]any)
				out[e["id"].(string)] = e
			}
			if p["hasMore"] != true {
				return out
			}
			cursor = p["endCursor"]
		}
	}
	en, es := read("en"), read("es")
	for id, e := range en {
		action := e["action"].(string)
		if es[id]["summary"] == e["summary"] {
			t.Errorf("%s reads the same in Spanish: %q", action, e["summary"])
		}
	}
}
