package apitests_test

import (
	"bytes"
	"encoding/json"
	"net/http"
	"strings"
	"testing"

	"github.com/shiftsched/shiftsched/devtools/apptest"
)

const setMyLanguageMutation = `mutation($l: String, $c: Int) { setMyLanguage(language: $l, clock: $c) { id language clock } }`

func unreadMessages(t *testing.T, app *apptest.App, u apptest.User) []string {
	t.Helper()
	var out []string
	for _, n := range app.MustGQL(u.Token, `{ notifications { message } }`, nil)["notifications"].([]any) {
		out = append(out, n.(map[string]any)["message"].(string))
	}
	return out
}

func TestAnEnglishManagersDecisionReachesASpanishEmployeeInSpanish(t *testing.T) {
	t.Parallel()
	app, smtp := smtpApp(t)
	mia := app.Manager("Mia Manager")
	eve := app.Employee("Eve Early")
	app.MustGQL(eve.Token, setMyLanguageMutation, map[string]any{"l": "es", "c": 24})

	approvedTimeOff(t, app, mia, eve, "2026-12-01")
	deliverAll(t, app)

	want := "Un responsable ha aprobado tu solicitud de tiempo libre para 1 dic."
	if got := unreadMessages(t, app, eve); len(got) != 1 || got[0] != want {
		t.Errorf("Eve's notifications = %q, want %q", got, want)
	}
	// The request went to the manager in her own language, English (read: she decided it).
	if got := messages(t, app, mia); len(got) != 1 || got[0] != "Eve Early submitted a PTO request for Dec 1. -> /pto" {
		t.Errorf("Mia's notifications = %q", got)
	}
	got := smtp.Received()
	if len(got) != 1 {
		t.Fatalf("received %d messages", len(got))
	}
	m := got[0]
	if s := m.Header.Get("Subject"); s != "Shiftsched: "+want {
		t.Errorf("subject = %q", s)
	}
	for name, part := range map[string]string{"text": m.Text, "html": m.HTML} {
		for _, w := range []string{"Hola, Eve Early:", want, "Abrir Shiftsched", "Dejar de recibir estos correos"} {
			if !strings.Contains(part, w) {
				t.Errorf("%s part lacks %q:\n%s", name, w, part)
			}
		}
	}
	if !strings.Contains(m.HTML, `<html lang="es" dir="ltr">`) {
		t.Errorf("html is not marked Spanish:\n%s", m.HTML)
	}
}

func TestAPersonWithoutALanguageReadsTheWorkplaces(t *testing.T) {
	t.Parallel()
	app, _ := smtpApp(t)
	mia := app.Manager("Mia Manager")
	eve := app.Employee("Eve Early")
	d := app.MustGQL(mia.Token, `mutation { setWorkplaceLanguage(language: "de") { defaultLanguage } }`, nil)
	if got := d["setWorkplaceLanguage"].(map[string]any)["defaultLanguage"]; got != "de" {
		t.Fatalf("defaultLanguage = %v", got)
	}
	if r := app.GQL(eve.Token, `mutation { setWorkplaceLanguage(language: "fr") { defaultLanguage } }`, nil); r.Code() != "FORBIDDEN" {
		t.Fatalf("an employee set the workplace's language: %s", r.Raw)
	}
	// Mia chose English herself; Eve chose nothing and reads German.
	app.MustGQL(mia.Token, setMyLanguageMutation, map[string]any{"l": "en"})
	approvedTimeOff(t, app, mia, eve, "2027-03-05")
	if got := unreadMessages(t, app, eve); len(got) != 1 || got[0] != "Dein Abwesenheitsantrag für 5. März wurde von der Leitung genehmigt." {
		t.Errorf("Eve's notifications = %q", got)
	}
	if got := messages(t, app, mia); len(got) != 1 || got[0] != "Eve Early submitted a PTO request for Mar 5. -> /pto" {
		t.Errorf("Mia's notifications = %q", got)
	}
}

func TestALanguageOrClockNotOfferedIsRefused(t *testing.T) {
	t.Parallel()
	app := apptest.New(t, apptest.Options{})
	eve := app.Employee("Eve Early")
	for _, vars := range []map[string]any{{"l": "xx"}, {"l": "en", "c": 13}} {
		if r := app.GQL(eve.Token, setMyLanguageMutation, vars); r.Code() != "BAD_USER_INPUT" {
			t.Errorf("%v: %s", vars, r.Raw)
		}
	}
	d := app.MustGQL(eve.Token, setMyLanguageMutation, map[string]any{"l": "ar", "c": 12})["setMyLanguage"].(map[string]any)
	if d["language"] != "ar" || d["clock"] != float64(12) {
		t.Errorf("stored %v", d)
	}
	d = app.MustGQL(eve.Token, setMyLanguageMutation, map[string]any{})["setMyLanguage"].(map[string]any)
	if d["language"] != nil || d["clock"] != nil {
		t.Errorf("null did not clear the choice: %v", d)
	}
}

func TestGraphQLErrorsFollowAcceptLanguageAndKeepTheirCode(t *testing.T) {
	t.Parallel()
	app := apptest.New(t, apptest.Options{})
	eve := app.Employee("Eve Early")
	ask := func(lang string) apptest.GQLError {
		out := app.GQLIn(lang, eve.Token, setMyLanguageMutation, map[string]any{"l": "xx"})
		if len(out.Errors) != 1 {
			t.Fatalf("%s: %s", lang, out.Raw)
		}
		return out.Errors[0]
	}
	for lang, want := range map[string]string{
		"en-US":          "Choose one of the offered languages.",
		"es-ES,es;q=0.9": "Elige uno de los idiomas ofrecidos.",
		"fr":             "Choisissez l’une des langues proposées.",
		"ja":             "Choose one of the offered languages.",
	} {
		e := ask(lang)
		if e.Message != want || e.Extensions["code"] != "BAD_USER_INPUT" {
			t.Errorf("%s: %q %v, want %q BAD_USER_INPUT", lang, e.Message, e.Extensions["code"], want)
		}
	}
}

// gqlIn asks GraphQL as a caller reading lang and returns its one error.
func gqlIn(t *testing.T, app *apptest.App, token, lang, query string, vars map[string]any) apptest.GQLError {
	t.Helper()
	body, _ := json.Marshal(map[string]any{"query": query, "variables": vars})
	req, _ := http.NewRequest("POST", app.URL+"/graphql", bytes.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Authorization", "Bearer "+token)
	req.Header.Set("Accept-Language", lang)
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	var out apptest.GQLResult
	if err := json.NewDecoder(res.Body).Decode(&out); err != nil || len(out.Errors) != 1 {
		t.Fatalf("%s: %v %v", lang, out, err)
	}
	return out.Errors[0]
}

func TestAnErrorWithPlaceholdersAndAScheduleNoticeArriveInGermanWhenAsked(t *testing.T) {
	t.Parallel()
	app := apptest.New(t, apptest.Options{})
	mia := app.Manager("Mia Manager")
	eve := app.Employee("Eve Early")
	app.MustGQL(eve.Token, setMyLanguageMutation, map[string]any{"l": "de"})

	const week = "2026-12-04"
	mustPublishWeek(app, mia.Token, week, weekDays{"saturday": {shiftIn(eve, "09:00", "17:00")}})
	mustPublishWeek(app, mia.Token, week, weekDays{"saturday": {shiftIn(eve, "10:00", "18:00")}, "monday": {shiftIn(eve, "08:00", "12:30")}})
	want := []string{
		"Dein Dienstplan für die Woche ab 4. Dez. hat sich geändert: Sa. 09:00–17:00 entfernt, Sa. 10:00–18:00 hinzugefügt, Mo. 08:00–12:30 hinzugefügt.",
		"Ein neuer Dienstplan für die Woche ab 4. Dez. wurde veröffentlicht.",
	}
	if got := unreadMessages(t, app, eve); strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("Eve's notifications = %q, want %q", got, want)
	}

	bad := map[string]any{"in": map[string]any{"weekStarting": "2026-12-05", "shifts": []any{}}}
	e := gqlIn(t, app, mia.Token, "de-AT,de;q=0.9", publishMutation, bad)
	if want := "Eine Woche muss an einem Freitag beginnen; 2026-12-05 ist ein Samstag."; e.Message != want || e.Extensions["code"] != "BAD_USER_INPUT" {
		t.Errorf("German error = %q %v, want %q BAD_USER_INPUT", e.Message, e.Extensions["code"], want)
	}
	e = gqlIn(t, app, mia.Token, "de", publishMutation, map[string]any{"in": map[string]any{"weekStarting": week,
		"shifts": []any{shiftInput("MONDAY", eve, "09:00", "09:00")}}})
	if want := "Montag, Schicht 1 (Eve Early): Eine Schicht kann nicht zur selben Zeit beginnen und enden (09:00)."; e.Message != want {
		t.Errorf("German nested error = %q, want %q", e.Message, want)
	}
	// The REST shim keeps its frozen English words whatever the caller reads.
	apptest.Want(t, publishWeek(app, mia.Token, "2026-12-05", weekDays{}), 400, "A week must start on a Friday; 2026-12-05 is a Saturday.")
}

// gqlDataIn asks GraphQL as a caller reading lang (no header when empty) and returns its
// data, failing on any error.
func gqlDataIn(t *testing.T, app *apptest.App, token, lang, query string, vars map[string]any) map[string]any {
	t.Helper()
	out := app.GQLIn(lang, token, query, vars)
	if len(out.Errors) > 0 {
		t.Fatalf("%s: %s", lang, out.Raw)
	}
	return out.Data
}

func TestAPublishPreviewIsWrittenInTheCallersLanguageAndEnglishStaysAsItWas(t *testing.T) {
	t.Parallel()
	app := apptest.New(t, apptest.Options{})
	mia := app.Manager("Mia Manager")
	eve := app.Employee("Eve Early")
	const week = "2026-12-04"
	mustPublishWeek(app, mia.Token, week, weekDays{"saturday": {shiftIn(eve, "09:00", "17:00")}})
	const preview = `query($w: Date!, $s: [ShiftInput!]) { publishPreview(weekStarting: $w, shifts: $s) {
		conflicts { code message } changes { message } } }`
	vars := map[string]any{"w": week, "s": []any{
		map[string]any{"dayKey": "SATURDAY", "userId": eve.ID, "startTime": "10:00", "endTime": "18:00"},
		map[string]any{"dayKey": "SATURDAY", "userId": eve.ID, "startTime": "16:00", "endTime": "20:00"},
	}}
	messages := func(lang string) (conflicts, changes []string) {
		p := gqlDataIn(t, app, mia.Token, lang, preview, vars)["publishPreview"].(map[string]any)
		for _, c := range p["conflicts"].([]any) {
			conflicts = append(conflicts, c.(map[string]any)["message"].(string))
		}
		for _, c := range p["changes"].([]any) {
			changes = append(changes, c.(map[string]any)["message"].(string))
		}
		return conflicts, changes
	}
	for lang, want := range map[string][2][]string{
		"": {{"Eve Early cannot work two overlapping shifts: Saturday Dec 5 10:00-18:00 and Saturday Dec 5 16:00-20:00."},
			{"Your schedule for the week of Dec 4 changed: Sat 9:00 AM–5:00 PM removed, Sat 10:00 AM–6:00 PM added, Sat 4:00 PM–8:00 PM added."}},
		"en-GB,en;q=0.8": {{"Eve Early cannot work two overlapping shifts: Saturday Dec 5 10:00-18:00 and Saturday Dec 5 16:00-20:00."},
			{"Your schedule for the week of Dec 4 changed: Sat 9:00 AM–5:00 PM removed, Sat 10:00 AM–6:00 PM added, Sat 4:00 PM–8:00 PM added."}},
		"es-ES,es;q=0.9": {{"Eve Early no puede trabajar dos turnos solapados: sábado 5 dic 10:00-18:00 y sábado 5 dic 16:00-20:00."},
			{"Tu horario de la semana del 4 dic ha cambiado: sáb 09:00–17:00 quitado, sáb 10:00–18:00 añadido, sáb 16:00–20:00 añadido."}},
	} {
		conflicts, changes := messages(lang)
		if strings.Join(conflicts, "\n") != strings.Join(want[0], "\n") {
			t.Errorf("%q: conflicts = %q\nwant %q", lang, conflicts, want[0])
		}
		if strings.Join(changes, "\n") != strings.Join(want[1], "\n") {
			t.Errorf("%q: changes = %q\nwant %q", lang, changes, want[1])
		}
	}
}
