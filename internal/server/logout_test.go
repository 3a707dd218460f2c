package server_test

import (
	"testing"

	"github.com/shiftsched/shiftsched/devtools/apptest"
)

// login signs u in again and returns a second, independent token.
func login(t *testing.T, app *apptest.App, u apptest.User) string {
	t.Helper()
	data := app.MustGQL("", `mutation($e: String!, $p: String!) { login(email: $e, password: $p) { token } }`,
		map[string]any{"e": u.Email, "p": u.Password})
	return data["login"].(map[string]any)["token"].(string)
}

func TestLogoutRevokesTheToken(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)

	t.Run("OKREST", func(t *testing.T) {
		u := app.Employee("Rita Rest")
		other := login(t, app, u)
		res := app.Do("POST", "/api/auth/logout", u.Token, nil)
		if res.Status != 200 || res.Msg() != "Logged out" {
			t.Fatalf("logout: %d %s", res.Status, res.Raw)
		}
		if res := app.Do("GET", "/api/auth", u.Token, nil); res.Status != 401 || res.Msg() != "Token is not valid" {
			t.Fatalf("REST with the signed-out token: %d %s", res.Status, res.Raw)
		}
		if r := app.GQL(u.Token, `{ me { id } }`, nil); r.Code() != "UNAUTHENTICATED" {
			t.Fatalf("GraphQL with the signed-out token: %s", r.Raw)
		}
		if res := app.Do("GET", "/api/auth", other, nil); res.Status != 200 {
			t.Fatalf("the other device's token stopped working: %d %s", res.Status, res.Raw)
		}
		if res := app.Do("POST", "/api/auth/logout", u.Token, nil); res.Status != 401 {
			t.Fatalf("second logout: %d %s", res.Status, res.Raw)
		}
	})
	t.Run("OKGraphQL", func(t *testing.T) {
		u := app.Employee("Gina Graph")
		other := login(t, app, u)
		if data := app.MustGQL(u.Token, `mutation { logout }`, nil); data["logout"] != true {
			t.Fatalf("logout answered %v", data)
		}
		if r := app.GQL(u.Token, `{ me { id } }`, nil); r.Code() != "UNAUTHENTICATED" {
			t.Fatalf("GraphQL with the signed-out token: %s", r.Raw)
		}
		if res := app.Do("GET", "/api/auth", u.Token, nil); res.Status != 401 {
			t.Fatalf("REST with the signed-out token: %d %s", res.Status, res.Raw)
		}
		app.MustGQL(other, `{ me { id } }`, nil)
	})
	t.Run("ErrNotSignedIn", func(t *testing.T) {
		if res := app.Do("POST", "/api/auth/logout", "", nil); res.Status != 401 {
			t.Fatalf("REST: %d %s", res.Status, res.Raw)
		}
		if r := app.GQL("", `mutation { logout }`, nil); r.Code() != "UNAUTHENTICATED" {
			t.Fatalf("GraphQL: %s", r.Raw)
		}
	})
}
