package apitests_test

import (
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/shiftsched/shiftsched/devtools/apptest"
	"github.com/shiftsched/shiftsched/internal/mail/smtptest"
)

const (
	inviteMutation  = `mutation($e: String!, $r: Role!) { inviteStaff(emails: $e, role: $r) { id email role invitedByName expiresAt } }`
	acceptMutation  = `mutation($t: String!, $n: String!, $p: String!) { acceptInvitation(token: $t, name: $n, password: $p) { token user { id name email role } } }`
	invitationQuery = `query($t: String!) { invitation(token: $t) { email role } }`
)

var invitationLink = regexp.MustCompile(`http://shiftsched\.test/invitation/([A-Za-z0-9_-]+)`)

// invitationToken returns the secret of the newest invitation e-mailed to the address.
func invitationToken(t *testing.T, app *apptest.App, smtp *smtptest.Server, to string) string {
	t.Helper()
	deliverAll(t, app)
	token := ""
	for _, m := range smtp.Received() {
		if m.To[0] == to {
			if !strings.Contains(m.HTML, "/invitation/") || m.Header.Get("Subject") != "You are invited to Shiftsched" {
				t.Fatalf("invitation e-mail: %v\n%s", m.Header, m.HTML)
			}
			token = invitationLink.FindStringSubmatch(m.Text)[1]
		}
	}
	if token == "" {
		t.Fatalf("no invitation reached %s", to)
	}
	return token
}

func TestInvitations(t *testing.T) {
	t.Parallel()
	app, smtp := smtpApp(t)
	mia := app.Manager("Mia Manager")
	eve := app.Employee("Eve Early")

	t.Run("ErrRefusedToEmployees", func(t *testing.T) {
		apptest.Want(t, app.GQL(eve.Token, inviteMutation, map[string]any{"e": "x@example.com", "r": "EMPLOYEE"}), "FORBIDDEN", "Access denied: Managers only")
		apptest.Want(t, app.GQL(eve.Token, `{ invitations { id } }`, nil), "FORBIDDEN", "Access denied: Managers only")
	})
	t.Run("ErrBadLists", func(t *testing.T) {
		apptest.Want(t, app.GQL(mia.Token, inviteMutation, map[string]any{"e": "ok@example.com, nope", "r": "EMPLOYEE"}), "BAD_USER_INPUT", `"nope" is not a valid email address.`)
		apptest.Want(t, app.GQL(mia.Token, inviteMutation, map[string]any{"e": " \n ", "r": "EMPLOYEE"}), "BAD_USER_INPUT", "Enter at least one email address.")
		apptest.Want(t, app.GQL(mia.Token, inviteMutation, map[string]any{"e": "new@example.com\n" + strings.ToUpper(eve.Email), "r": "EMPLOYEE"}),
			"BAD_USER_INPUT", strings.ToUpper(eve.Email)+" already has an account.")
		if n := outboxCount(t, app, "true"); n != 0 {
			t.Fatalf("a refused list queued %d e-mails", n)
		}
	})

	data := app.MustGQL(mia.Token, inviteMutation, map[string]any{"e": "ann@example.com, bo@example.com;\nANN@example.com", "r": "EMPLOYEE"})
	if got := data["inviteStaff"].([]any); len(got) != 2 || got[0].(map[string]any)["invitedByName"] != "Mia Manager" {
		t.Fatalf("invited %v", got)
	}

	t.Run("OKAcceptSignsIn", func(t *testing.T) {
		token := invitationToken(t, app, smtp, "ann@example.com")
		prev := app.MustGQL("", invitationQuery, map[string]any{"t": token})["invitation"].(map[string]any)
		if prev["email"] != "ann@example.com" || prev["role"] != "EMPLOYEE" {
			t.Fatalf("preview %v", prev)
		}
		apptest.Want(t, app.GQL("", acceptMutation, map[string]any{"t": token, "n": "Ann", "p": "123"}), "BAD_USER_INPUT", "")
		acc := app.MustGQL("", acceptMutation, map[string]any{"t": token, "n": " Ann Able ", "p": "secret123"})["acceptInvitation"].(map[string]any)
		me := app.MustGQL(acc["token"].(string), `{ me { name email role } }`, nil)["me"].(map[string]any)
		if me["name"] != "Ann Able" || me["email"] != "ann@example.com" || me["role"] != "EMPLOYEE" {
			t.Fatalf("me = %v", me)
		}
		apptest.Want(t, app.GQL("", acceptMutation, map[string]any{"t": token, "n": "Again", "p": "secret123"}), "NOT_FOUND", "This invitation link is not valid or has expired.")
		list := app.MustGQL(mia.Token, `{ invitations { email } }`, nil)["invitations"].([]any)
		if len(list) != 1 || list[0].(map[string]any)["email"] != "bo@example.com" {
			t.Fatalf("pending = %v", list)
		}
	})

	t.Run("OKResendReplacesTheLinkAndRevokeEndsIt", func(t *testing.T) {
		old := invitationToken(t, app, smtp, "bo@example.com")
		list := app.MustGQL(mia.Token, `{ invitations { id } }`, nil)["invitations"].([]any)
		id := list[0].(map[string]any)["id"]
		app.MustGQL(mia.Token, `mutation($id: ID!) { resendInvitation(id: $id) { id } }`, map[string]any{"id": id})
		fresh := invitationToken(t, app, smtp, "bo@example.com")
		if fresh == old {
			t.Fatal("resend kept the link")
		}
		apptest.Want(t, app.GQL("", invitationQuery, map[string]any{"t": old}), "NOT_FOUND", "This invitation link is not valid or has expired.")
		app.MustGQL("", invitationQuery, map[string]any{"t": fresh})
		app.MustGQL(mia.Token, `mutation($id: ID!) { revokeInvitation(id: $id) }`, map[string]any{"id": id})
		apptest.Want(t, app.GQL("", acceptMutation, map[string]any{"t": fresh, "n": "Bo", "p": "secret123"}), "NOT_FOUND", "This invitation link is not valid or has expired.")
		apptest.Want(t, app.GQL(mia.Token, `mutation($id: ID!) { revokeInvitation(id: $id) }`, map[string]any{"id": id}), "NOT_FOUND", "Invitation not found")
	})

	t.Run("OKInvitedManagerNeedsNoCodeAndLinksExpire", func(t *testing.T) {
		app.MustGQL(mia.Token, inviteMutation, map[string]any{"e": "max@example.com\nlate@example.com", "r": "MANAGER"})
		maxToken := invitationToken(t, app, smtp, "max@example.com")
		lateToken := invitationToken(t, app, smtp, "late@example.com")
		acc := app.MustGQL("", acceptMutation, map[string]any{"t": maxToken, "n": "Max", "p": "secret123"})["acceptInvitation"].(map[string]any)
		if acc["user"].(map[string]any)["role"] != "MANAGER" {
			t.Fatalf("accepted as %v", acc["user"])
		}
		app.Clock.Advance(7*24*time.Hour + time.Second)
		apptest.Want(t, app.GQL("", acceptMutation, map[string]any{"t": lateToken, "n": "Late", "p": "secret123"}), "NOT_FOUND", "This invitation link is not valid or has expired.")
	})
}
