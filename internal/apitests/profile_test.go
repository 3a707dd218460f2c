package apitests_test

import (
	"mime"
	"strings"
	"testing"
	"time"

	"github.com/shiftsched/shiftsched/devtools/apptest"
)

const (
	profileQuery       = `{ workplaceSettings { name currency timeZone } }`
	setProfileMutation = `mutation($in: WorkplaceProfileInput!) { setWorkplaceProfile(input: $in) { name currency timeZone } }`
)

func profileOf(t *testing.T, app *apptest.App, u apptest.User) map[string]any {
	t.Helper()
	return app.MustGQL(u.Token, profileQuery, nil)["workplaceSettings"].(map[string]any)
}

func TestAWorkplaceHasANameACurrencyAndATimeZoneItsDaysFollow(t *testing.T) {
	t.Parallel()
	app, smtp := smtpApp(t)
	mia := app.Manager("Mia Manager")
	eve := app.Employee("Eve Early")
	// A new workplace: no name, US dollars, the server's zone (apptest: UTC).
	if got := profileOf(t, app, eve); got["name"] != "" || got["currency"] != "USD" || got["timeZone"] != "UTC" {
		t.Fatalf("new workplace: %v", got)
	}
	// 10:00 UTC on Sunday 22 November is already 19:00 in Tokyo, and 23 November in Kiritimati.
	app.Clock.Set(time.Date(2026, 11, 22, 10, 30, 0, 0, time.UTC))
	if got := app.Svc.Today().String(); got != "2026-11-22" {
		t.Fatalf("today in UTC = %s", got)
	}

	d := app.MustGQL(mia.Token, setProfileMutation, map[string]any{"in": map[string]any{
		"name": "  Café   Lumen ", "currency": "eur", "timeZone": "Pacific/Kiritimati"}})
	got := d["setWorkplaceProfile"].(map[string]any)
	if got["name"] != "Café Lumen" || got["currency"] != "EUR" || got["timeZone"] != "Pacific/Kiritimati" {
		t.Fatalf("saved: %v", got)
	}
	if today := app.Svc.Today().String(); today != "2026-11-23" {
		t.Errorf("today in Kiritimati = %s, want 2026-11-23", today)
	}
	// Everyone reads it; invitations name the workplace.
	if got := profileOf(t, app, eve); got["name"] != "Café Lumen" || got["currency"] != "EUR" {
		t.Errorf("an employee reads %v", got)
	}
	app.MustGQL(mia.Token, inviteMutation, map[string]any{"e": "nia@example.com", "r": "EMPLOYEE"})
	deliverAll(t, app)
	var subject, text string
	for _, m := range smtp.Received() {
		if m.To[0] == "nia@example.com" {
			subject, _ = new(mime.WordDecoder).DecodeHeader(m.Header.Get("Subject"))
			text = m.Text
		}
	}
	if subject != "You are invited to Café Lumen on Shiftsched" || !strings.Contains(text, "Mia Manager invited you to join Café Lumen on Shiftsched as") {
		t.Errorf("invitation: %q\n%s", subject, text)
	}

	// A change without a time zone keeps the chosen one.
	d = app.MustGQL(mia.Token, setProfileMutation, map[string]any{"in": map[string]any{"name": "Café Lumen", "currency": "EUR"}})
	if tz := d["setWorkplaceProfile"].(map[string]any)["timeZone"]; tz != "Pacific/Kiritimati" || app.Svc.Today().String() != "2026-11-23" {
		t.Errorf("after a change without a zone: %v, today %s", tz, app.Svc.Today())
	}
	// An empty time zone goes back to the server's.
	d = app.MustGQL(mia.Token, setProfileMutation, map[string]any{"in": map[string]any{"name": "Café Lumen", "currency": "EUR", "timeZone": ""}})
	if tz := d["setWorkplaceProfile"].(map[string]any)["timeZone"]; tz != "UTC" || app.Svc.Today().String() != "2026-11-22" {
		t.Errorf("after clearing the zone: %v, today %s", tz, app.Svc.Today())
	}
	var audited int
	if err := app.Store.DB.Get(&audited, `SELECT count(*) FROM audit_log WHERE action = 'settings.profile'`); err != nil {
		t.Fatal(err)
	}
	if audited != 3 {
		t.Errorf("%d settings.profile audit entries, want 3", audited)
	}
}

func TestAWorkplaceProfileIsRefusedWithASentence(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	mia := app.Manager("Mia Manager")
	eve := app.Employee("Eve Early")
	for _, c := range []struct {
		who          apptest.User
		in           map[string]any
		code, saying string
	}{
		{mia, map[string]any{"name": strings.Repeat("é", 101), "currency": "EUR"}, "BAD_USER_INPUT", "The workplace's name can be at most 100 characters."},
		{mia, map[string]any{"name": "Lumen", "currency": "EURO"}, "BAD_USER_INPUT", "Choose a currency by its three-letter code, such as USD or EUR."},
		{mia, map[string]any{"name": "Lumen", "currency": "QQQ"}, "BAD_USER_INPUT", "Choose a currency by its three-letter code, such as USD or EUR."},
		{mia, map[string]any{"name": "Lumen", "currency": "EUR", "timeZone": "Mars/Olympus"}, "BAD_USER_INPUT", "Choose a time zone from the list, such as Europe/Berlin."},
		{mia, map[string]any{"name": "Lumen", "currency": "EUR", "timeZone": "Local"}, "BAD_USER_INPUT", "Choose a time zone from the list, such as Europe/Berlin."},
		{mia, map[string]any{"name": "Lumen\x07", "currency": "EUR"}, "BAD_USER_INPUT", "Name cannot contain line breaks, tabs or other control characters."},
		{mia, map[string]any{"name": "Lumen\u202e", "currency": "EUR"}, "BAD_USER_INPUT", ""},
		{eve, map[string]any{"name": "Lumen", "currency": "EUR"}, "FORBIDDEN", ""},
	} {
		r := app.GQL(c.who.Token, setProfileMutation, map[string]any{"in": c.in})
		if r.Code() != c.code || (c.saying != "" && r.Errors[0].Message != c.saying) {
			t.Errorf("%v: %s", c.in, r.Raw)
		}
	}
	// Nothing of it was saved.
	if got := profileOf(t, app, mia); got["name"] != "" || got["currency"] != "USD" || got["timeZone"] != "UTC" {
		t.Errorf("after refusals: %v", got)
	}
}
