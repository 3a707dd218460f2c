package apitests_test

// Issue 42, 1: people before they join. An invited or imported person, or one a manager
// adds without e-mail, is a row at once: scheduled, counted, and the same person once
// they accept.

import (
	"fmt"
	"testing"

	"github.com/shiftsched/shiftsched/devtools/apptest"
	"github.com/shiftsched/shiftsched/internal/domain"
	"github.com/shiftsched/shiftsched/internal/service"
)

const (
	rotaQ       = `{ rota { id name email signedUp } }`
	addPersonM  = `mutation($n: String!, $e: String) { addPerson(name: $n, email: $e) { id name email signedUp worksShifts } }`
	sendInviteM = `mutation($u: ID!, $e: String) { sendInvitation(userId: $u, email: $e) { id email userId } }`
	shiftsQ     = `query($u: ID) { shifts(from: "2026-12-04", to: "2026-12-10", userId: $u) { id userId date startTime } }`
	loginM      = `mutation($e: String!, $p: String!) { login(email: $e, password: $p) { token } }`
	joinWeek    = "2026-12-04"
)

// rota returns the editor's rows by name.
func rota(t *testing.T, app *apptest.App, token string) map[string]map[string]any {
	t.Helper()
	out := map[string]map[string]any{}
	for _, r := range app.MustGQL(token, rotaQ, nil)["rota"].([]any) {
		row := r.(map[string]any)
		out[row["name"].(string)] = row
	}
	return out
}

// scheduleAndPublish gives the person (by id) a published shift on Saturday and a draft
// one on Sunday of joinWeek.
func scheduleAndPublish(t *testing.T, app *apptest.App, token, userID string) {
	t.Helper()
	person := apptest.User{ID: userID}
	app.MustGQL(token, addDraftM, addShift(joinWeek, "SATURDAY", person, "09:00", "17:00"))
	app.MustGQL(token, publishDraftM, map[string]any{"w": joinWeek})
	app.MustGQL(token, addDraftM, addShift(joinWeek, "SUNDAY", person, "10:00", "14:00"))
}

func TestImportingTenPeopleMakesTenRowsInTheEditor(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	mia := app.Manager("Mia Manager")
	mustPosition(app, mia.Token, "Cook")
	got := app.MustGQL(mia.Token, importStaffM, map[string]any{"c": staffFile(10)})["importStaff"].(map[string]any)
	if n := len(got["invitations"].([]any)); n != 10 {
		t.Fatalf("imported 10 people, %d invitations", n)
	}
	rows := rota(t, app, mia.Token)
	if len(rows) != 10 {
		t.Fatalf("the editor has %d rows after importing 10 people: %v", len(rows), rows)
	}
	for name, r := range rows {
		if r["signedUp"] != false {
			t.Errorf("%s: %v, want not signed up", name, r)
		}
	}
	staff := app.MustGQL(mia.Token, `{ staff { id } }`, nil)["staff"].([]any)
	if len(staff) != 11 {
		t.Fatalf("Manage Staff lists %d people, want Mia and the 10", len(staff))
	}
	// The frozen REST lists keep to accounts.
	if r := app.Do("GET", "/api/users", mia.Token, nil); r.Status != 200 || len(r.List()) != 1 {
		t.Fatalf("GET /api/users: %d %s", r.Status, r.Body)
	}
}

func TestAShiftGivenBeforeAcceptingIsThePersonsAfter(t *testing.T) {
	t.Parallel()
	app, smtp := smtpApp(t)
	mia := app.Manager("Mia Manager")
	app.MustGQL(mia.Token, inviteMutation, map[string]any{"e": "ann@example.com", "r": "EMPLOYEE"})
	ann := rota(t, app, mia.Token)["ann@example.com"]
	if ann == nil || ann["signedUp"] != false {
		t.Fatalf("the invited person is not a row of the editor: %v", rota(t, app, mia.Token))
	}
	id := ann["id"].(string)
	scheduleAndPublish(t, app, mia.Token, id)
	// Not signed up: no password works.
	apptest.Want(t, app.GQL("", loginM, map[string]any{"e": "ann@example.com", "p": "secret123"}), "BAD_USER_INPUT", "Invalid credentials")

	token := invitationToken(t, app, smtp, "ann@example.com")
	acc := app.MustGQL("", acceptMutation, map[string]any{"t": token, "n": "Ann Able", "p": "secret123"})["acceptInvitation"].(map[string]any)
	if acc["user"].(map[string]any)["id"] != id {
		t.Fatalf("accepting made another person: %v, want id %s", acc["user"], id)
	}
	mine := app.MustGQL(acc["token"].(string), shiftsQ, map[string]any{"u": id})["shifts"].([]any)
	if len(mine) != 1 || mine[0].(map[string]any)["date"] != "2026-12-05" {
		t.Fatalf("Ann's shifts after accepting: %v", mine)
	}
	d := draftOf(app.MustGQL(mia.Token, weekDraftQuery, map[string]any{"w": joinWeek}), "weekDraft")
	findDraft(t, d, apptest.User{ID: id, Name: "Ann Able"}, "2026-12-06")
	if r := rota(t, app, mia.Token)["Ann Able"]; r == nil || r["signedUp"] != true {
		t.Fatalf("after accepting: %v", rota(t, app, mia.Token))
	}
	// Only the invitation was e-mailed: the published week reached her in the app.
	deliverAll(t, app)
	for _, m := range smtp.Received() {
		if m.To[0] == "ann@example.com" && m.Header.Get("Subject") != "You are invited to Shiftsched" {
			t.Fatalf("a person who had not signed up was e-mailed %q", m.Header.Get("Subject"))
		}
	}
}

func TestAPersonWithoutEmailGetsShiftsCannotSignInAndIsInvitedLater(t *testing.T) {
	t.Parallel()
	app, smtp := smtpApp(t)
	mia := app.Manager("Mia Manager")
	sam := app.MustGQL(mia.Token, addPersonM, map[string]any{"n": "Sam Nomail"})["addPerson"].(map[string]any)
	if sam["email"] != "" || sam["signedUp"] != false || sam["worksShifts"] != true {
		t.Fatalf("added person: %v", sam)
	}
	id := sam["id"].(string)
	scheduleAndPublish(t, app, mia.Token, id)
	if got := app.MustGQL(mia.Token, shiftsQ, map[string]any{"u": id})["shifts"].([]any); len(got) != 1 {
		t.Fatalf("Sam's published shifts: %v", got)
	}
	// Nothing signs Sam in: not an empty address, not a reset.
	for _, e := range []string{"", "sam nomail"} {
		if r := app.GQL("", loginM, map[string]any{"e": e, "p": "secret123"}); r.Code() != "BAD_USER_INPUT" {
			t.Fatalf("signing in as %q: %s", e, r.Raw)
		}
	}
	apptest.Want(t, app.GQL(mia.Token, sendInviteM, map[string]any{"u": id}), "BAD_USER_INPUT",
		"Sam Nomail has no e-mail address: add one to send the invitation.")
	apptest.Want(t, app.GQL(mia.Token, sendInviteM, map[string]any{"u": id, "e": mia.Email}), "BAD_USER_INPUT",
		mia.Email+" already has an account.")

	inv := app.MustGQL(mia.Token, sendInviteM, map[string]any{"u": id, "e": "sam@example.com"})["sendInvitation"].(map[string]any)
	if inv["userId"] != id || inv["email"] != "sam@example.com" {
		t.Fatalf("invitation: %v", inv)
	}
	token := invitationToken(t, app, smtp, "sam@example.com")
	acc := app.MustGQL("", acceptMutation, map[string]any{"t": token, "n": "Sam Later", "p": "secret123"})["acceptInvitation"].(map[string]any)
	if mine := app.MustGQL(acc["token"].(string), shiftsQ, map[string]any{"u": id})["shifts"].([]any); len(mine) != 1 {
		t.Fatalf("Sam's shifts after accepting: %v", mine)
	}
	apptest.Want(t, app.GQL(mia.Token, sendInviteM, map[string]any{"u": id}), "BAD_USER_INPUT", "Sam Later has signed up already.")
}

func TestTenValidInvitationsAcceptedFromOneAddressAreNotRefused(t *testing.T) {
	t.Parallel()
	app := apptest.New(t, apptest.Options{Limits: service.DefaultLimits})
	mia := app.Manager("Mia Manager")
	list := ""
	for i := range 10 {
		list += fmt.Sprintf("p%d@example.com ", i)
	}
	app.MustGQL(mia.Token, inviteMutation, map[string]any{"e": list, "r": "EMPLOYEE"})
	cafe := from("198.51.100.20")
	for i := range 10 {
		token := capturedInvitation(t, app, fmt.Sprintf("p%d@example.com", i))
		if _, _, err := app.Accounts.AcceptInvitation(cafe, token, fmt.Sprintf("Person %d", i), "secret123"); err != nil {
			t.Fatalf("acceptance %d from the café's address: %v", i+1, err)
		}
	}
	// A bogus link from the same address is still limited.
	refused := 0
	for i := range 10 {
		_, _, err := app.Accounts.AcceptInvitation(cafe, fmt.Sprintf("bogus-%d", i), "Mallory", "secret123")
		if domain.KindOf(err) == domain.TooMany {
			refused++
		}
	}
	if refused < 5 {
		t.Fatalf("%d of 10 bogus links from the café's address were refused, want at least 5", refused)
	}
}
