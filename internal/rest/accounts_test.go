package rest_test

import (
	"github.com/shiftsched/shiftsched/internal/accounts"
	"net/http"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/shiftsched/shiftsched/devtools/apptest"
	"github.com/shiftsched/shiftsched/internal/auth"
	"github.com/shiftsched/shiftsched/internal/domain"
	"github.com/shiftsched/shiftsched/internal/service"
)

const resetSentence = "If an account with this email exists, a reset link has been sent."

var resetLink = regexp.MustCompile(`http://shiftsched\.test/reset-password/([A-Za-z0-9_-]{43})\b`)

// requestReset asks for a reset link for email over REST and returns the token of the
// link mailed to it ("" when none was mailed).
func requestReset(t *testing.T, app *apptest.App, email string) string {
	t.Helper()
	before := len(app.Mail.Sent())
	apptest.Want(t, app.Do("POST", "/api/auth/forgot-password", "", map[string]any{"email": email}), 200, resetSentence)
	app.Accounts.Wait()
	sent := app.Mail.Sent()
	if len(sent) == before {
		return ""
	}
	m := resetLink.FindStringSubmatch(sent[len(sent)-1].Body)
	if m == nil {
		t.Fatalf("no reset link in %q", sent[len(sent)-1].Body)
	}
	return m[1]
}

func login(t *testing.T, app *apptest.App, email, password string) apptest.Response {
	t.Helper()
	return app.Do("POST", "/api/auth/login", "", map[string]any{"email": email, "password": password})
}

func TestRegister(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	app.Employee("Taken")
	body := func(mod func(b map[string]any)) map[string]any {
		b := map[string]any{"name": "Ann Lee", "email": "ann@example.com", "password": "secret123", "role": "employee"}
		mod(b)
		return b
	}
	tests := []struct {
		name   string
		body   any
		status int
		msg    string
	}{
		{"ErrUserExists", body(func(b map[string]any) { b["email"] = "  TAKEN@Example.com " }), 400, "User already exists"},
		{"ErrNameMissing", body(func(b map[string]any) { delete(b, "name") }), 400, "Name is required."},
		{"ErrNameBlank", body(func(b map[string]any) { b["name"] = "   " }), 400, "Name is required."},
		{"ErrNameTooLong", body(func(b map[string]any) { b["name"] = strings.Repeat("n", 101) }), 400, "Name must be at most 100 characters long."},
		{"ErrEmailMissing", body(func(b map[string]any) { delete(b, "email") }), 400, "Email is required."},
		{"ErrEmailBad", body(func(b map[string]any) { b["email"] = "ann@" }), 400, "Please enter a valid email address."},
		{"ErrEmailWithName", body(func(b map[string]any) { b["email"] = "Ann <ann@example.com>" }), 400, "Please enter a valid email address."},
		{"ErrPasswordMissing", body(func(b map[string]any) { delete(b, "password") }), 400, "Password must be at least 6 characters long."},
		{"ErrPasswordShort", body(func(b map[string]any) { b["password"] = "12345" }), 400, "Password must be at least 6 characters long."},
		{"ErrPasswordShortInCharacters", body(func(b map[string]any) { b["password"] = "ééééé" }), 400, "Password must be at least 6 characters long."},
		{"ErrPasswordLong", body(func(b map[string]any) { b["password"] = strings.Repeat("p", 73) }), 400, "Password must be at most 72 bytes long."},
		{"ErrUnknownRole", body(func(b map[string]any) { b["role"] = "admin" }), 400, "Role must be employee or manager."},
		{"ErrManagerCodeWrong", body(func(b map[string]any) { b["role"] = "manager"; b["managerCode"] = "guess" }), 401, "Invalid Manager Code"},
		{"ErrManagerCodeMissing", body(func(b map[string]any) { b["role"] = "manager" }), 401, "Invalid Manager Code"},
		{"ErrMalformedJSON", `{"name": "Ann",`, 400, "Malformed JSON in request body."},
		{"ErrNotAnObject", `["Ann"]`, 400, "Request body must be a JSON object."},
		{"ErrEmptyBody", nil, 400, "Request body must be a JSON object."},
		{"ErrWrongType", body(func(b map[string]any) { b["password"] = 123456 }), 400, "Field 'password' must be a string."},
		{"ErrTooLarge", body(func(b map[string]any) { b["name"] = strings.Repeat("n", 1<<20) }), 413, "Request body is too large (the limit is 1 MiB)."},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			apptest.Want(t, app.Do("POST", "/api/auth/register", "", tc.body), tc.status, tc.msg)
		})
	}
	if n := len(mustStaff(t, app)); n != 1 {
		t.Fatalf("refused registrations created accounts: %d users", n)
	}

	t.Run("OKEmployee", func(t *testing.T) {
		apptest.Want(t, app.Do("POST", "/api/auth/register", "", body(func(map[string]any) {})), 201, "User created successfully")
		res := login(t, app, "ann@example.com", "secret123")
		apptest.Want(t, res, 200, "")
		me := app.Do("GET", "/api/auth", res.Obj()["token"].(string), nil)
		if me.Obj()["name"] != "Ann Lee" || me.Obj()["role"] != "employee" || me.Obj()["email"] != "ann@example.com" {
			t.Fatalf("GET /api/auth = %s", me.Raw)
		}
	})
	t.Run("OKManagerTrimmed", func(t *testing.T) {
		res := app.Do("POST", "/api/auth/register", "", map[string]any{
			"name": "  Mo Chief ", "email": " Mo@Example.com ", "password": "secret123", "role": "manager", "managerCode": apptest.ManagerCode})
		apptest.Want(t, res, 201, "User created successfully")
		tok := login(t, app, "mo@example.com", "secret123").Obj()["token"].(string)
		me := app.Do("GET", "/api/auth", tok, nil).Obj()
		if me["name"] != "Mo Chief" || me["role"] != "manager" || me["email"] != "Mo@Example.com" {
			t.Fatalf("GET /api/auth = %v", me)
		}
	})
	t.Run("OKRoleInAnyCase", func(t *testing.T) {
		apptest.Want(t, app.Do("POST", "/api/auth/register", "", map[string]any{
			"name": "Max", "email": "max@example.com", "password": "secret123", "role": " Manager", "managerCode": apptest.ManagerCode}), 201, "")
		tok := login(t, app, "max@example.com", "secret123").Obj()["token"].(string)
		if r := app.Do("GET", "/api/auth", tok, nil).Obj()["role"]; r != "manager" {
			t.Fatalf("role = %v", r)
		}
	})
	t.Run("OKRoleDefaultsToEmployee", func(t *testing.T) {
		apptest.Want(t, app.Do("POST", "/api/auth/register", "", map[string]any{"name": "Ned", "email": "ned@example.com", "password": "secret123"}), 201, "")
		tok := login(t, app, "ned@example.com", "secret123").Obj()["token"].(string)
		if r := app.Do("GET", "/api/auth", tok, nil).Obj()["role"]; r != "employee" {
			t.Fatalf("role = %v", r)
		}
	})
}

// mustStaff lists users through the service, bypassing HTTP.
func mustStaff(t *testing.T, app *apptest.App) []domain.User {
	t.Helper()
	users, err := app.Store.Q().ActiveUsers(t.Context(), "")
	if err != nil {
		t.Fatal(err)
	}
	return users
}

func TestLogin(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	eve := app.Employee("Eve")
	t.Run("OK", func(t *testing.T) {
		res := login(t, app, eve.Email, eve.Password)
		apptest.Want(t, res, 200, "")
		tok, _ := res.Obj()["token"].(string)
		if me := app.Do("GET", "/api/auth", tok, nil); me.Status != 200 || me.Obj()["_id"] != eve.ID {
			t.Fatalf("token from login: GET /api/auth = %d %s", me.Status, me.Raw)
		}
		if len(res.Obj()) != 1 {
			t.Errorf("login answer has more than the token: %s", res.Raw)
		}
	})
	t.Run("OKEmailCaseAndSpaces", func(t *testing.T) {
		apptest.Want(t, login(t, app, "  EVE@example.COM ", eve.Password), 200, "")
	})
	t.Run("ErrWrongPassword", func(t *testing.T) {
		apptest.Want(t, login(t, app, eve.Email, "wrong-password"), 400, "Invalid credentials")
	})
	t.Run("ErrUnknownEmail", func(t *testing.T) {
		apptest.Want(t, login(t, app, "nobody@example.com", eve.Password), 400, "Invalid credentials")
	})
	t.Run("ErrMissingFields", func(t *testing.T) {
		apptest.Want(t, app.Do("POST", "/api/auth/login", "", map[string]any{}), 400, "Invalid credentials")
	})
	t.Run("ErrMalformedJSON", func(t *testing.T) {
		apptest.Want(t, app.Do("POST", "/api/auth/login", "", `{"email":`), 400, "Malformed JSON in request body.")
	})
	t.Run("ErrWrongType", func(t *testing.T) {
		apptest.Want(t, app.Do("POST", "/api/auth/login", "", `{"email": ["eve@example.com"], "password": "x"}`), 400, "Field 'email' must be a string.")
	})
	t.Run("ErrTooLarge", func(t *testing.T) {
		apptest.Want(t, app.Do("POST", "/api/auth/login", "", `{"email":"`+strings.Repeat("e", 1<<20)+`"}`), 413, "")
	})
}

// TestTokens checks every account route that needs a token against every kind of
// refused token.
func TestTokens(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	mia := app.Manager("Mia")
	changer := app.Employee("Chad")
	gone := app.Employee("Gus")
	victim := app.Employee("Vic")

	// A token issued before a password change.
	apptest.Want(t, app.Do("PUT", "/api/users/me/password", changer.Token,
		map[string]any{"currentPassword": changer.Password, "newPassword": "another-secret"}), 200, "Password updated")
	// A token of a user deleted since.
	apptest.Want(t, app.Do("DELETE", "/api/users/"+gone.ID, mia.Token, nil), 200, "")
	// A well-formed token signed with another key.
	forged, err := auth.Tokens{Secret: []byte("someone-elses-secret-someone-elses"), Now: app.Clock.Now}.
		Issue(&domain.User{ID: 1, TokenVersion: 1})
	if err != nil {
		t.Fatal(err)
	}

	routes := []struct {
		method, path string
		body         any
	}{
		{"GET", "/api/auth", nil},
		{"PUT", "/api/users/me/details", map[string]any{"name": "New Name"}},
		{"PUT", "/api/users/me/password", map[string]any{"currentPassword": "secret123", "newPassword": "secret456"}},
		{"GET", "/api/users", nil},
		{"DELETE", "/api/users/" + victim.ID, nil},
	}
	tokens := []struct {
		name, token, msg string
	}{
		{"ErrNoToken", "", "No token, authorization denied"},
		{"ErrMalformedToken", "not.a.jwt", "Token is not valid"},
		{"ErrForgedToken", forged, "Token is not valid"},
		{"ErrTokenBeforePasswordChange", changer.Token, "Token is not valid"},
		{"ErrTokenOfDeletedUser", gone.Token, "Token is not valid"},
	}
	for _, rt := range routes {
		for _, tk := range tokens {
			t.Run(tk.name+"/"+rt.method+rt.path, func(t *testing.T) {
				apptest.Want(t, app.Do(rt.method, rt.path, tk.token, rt.body), 401, tk.msg)
			})
		}
	}
	t.Run("OKBearerHeader", func(t *testing.T) {
		req, _ := http.NewRequest("GET", app.URL+"/api/auth", nil)
		req.Header.Set("Authorization", "Bearer "+mia.Token)
		res, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		res.Body.Close()
		if res.StatusCode != 200 {
			t.Fatalf("Bearer token: %d", res.StatusCode)
		}
	})
	// Nothing the refused requests asked for happened.
	for _, u := range mustStaff(t, app) {
		if u.Name == "New Name" {
			t.Errorf("a refused request renamed %d", u.ID)
		}
	}
	apptest.Want(t, login(t, app, victim.Email, victim.Password), 200, "")
}

func TestTokenExpiresAfterSevenDays(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	eve := app.Employee("Eve")
	app.Clock.Advance(auth.TokenLifetime - time.Minute)
	apptest.Want(t, app.Do("GET", "/api/auth", eve.Token, nil), 200, "")
	app.Clock.Advance(2 * time.Minute)
	t.Run("ErrExpired", func(t *testing.T) {
		apptest.Want(t, app.Do("GET", "/api/auth", eve.Token, nil), 401, "Token is not valid")
		apptest.Want(t, app.Do("PUT", "/api/users/me/details", eve.Token, map[string]any{"name": "Evie"}), 401, "Token is not valid")
	})
	t.Run("OKLoginAgain", func(t *testing.T) {
		tok := login(t, app, eve.Email, eve.Password).Obj()["token"].(string)
		apptest.Want(t, app.Do("GET", "/api/auth", tok, nil), 200, "")
	})
}

func TestManagerRoutesRefuseEmployees(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	mia := app.Manager("Mia")
	eve := app.Employee("Eve")
	for _, rt := range []struct{ method, path string }{
		{"GET", "/api/users"},
		{"DELETE", "/api/users/" + mia.ID},
		{"DELETE", "/api/users/" + eve.ID},
		{"DELETE", "/api/users/999999"},
		{"DELETE", "/api/users/not-an-id"},
	} {
		t.Run("Err"+rt.method+rt.path, func(t *testing.T) {
			apptest.Want(t, app.Do(rt.method, rt.path, eve.Token, nil), 403, "Access denied: Managers only")
		})
	}
	apptest.Want(t, app.Do("GET", "/api/auth", mia.Token, nil), 200, "")
}

func TestForgotPassword(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	eve := app.Employee("Eve")
	t.Run("OKKnownAddress", func(t *testing.T) {
		token := requestReset(t, app, "  EVE@Example.com ")
		if token == "" {
			t.Fatal("no mail sent")
		}
		m := app.Mail.Sent()[0]
		if m.To != eve.Email || !strings.Contains(m.Body, "Eve") || !strings.Contains(m.Subject, "password") {
			t.Fatalf("mail = %+v", m)
		}
	})
	t.Run("OKUnknownAddressSameAnswer", func(t *testing.T) {
		n := len(app.Mail.Sent())
		if token := requestReset(t, app, "nobody@example.com"); token != "" || len(app.Mail.Sent()) != n {
			t.Fatal("mail sent to an unknown address")
		}
	})
	t.Run("OKMalformedAddressSameAnswer", func(t *testing.T) {
		if token := requestReset(t, app, "not an address"); token != "" {
			t.Fatal("mail sent")
		}
	})
	t.Run("ErrMissingEmail", func(t *testing.T) {
		apptest.Want(t, app.Do("POST", "/api/auth/forgot-password", "", map[string]any{}), 400, "Email is required.")
		apptest.Want(t, app.Do("POST", "/api/auth/forgot-password", "", map[string]any{"email": "  "}), 400, "Email is required.")
	})
	t.Run("ErrMalformedJSON", func(t *testing.T) {
		apptest.Want(t, app.Do("POST", "/api/auth/forgot-password", "", `{"email"}`), 400, "Malformed JSON in request body.")
	})
	t.Run("ErrWrongType", func(t *testing.T) {
		apptest.Want(t, app.Do("POST", "/api/auth/forgot-password", "", `{"email": true}`), 400, "Field 'email' must be a string.")
	})
}

func TestResetPassword(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	mia := app.Manager("Mia")
	eve := app.Employee("Eve")
	reset := func(token string, body any) apptest.Response {
		t.Helper()
		return app.Do("POST", "/api/auth/reset-password/"+token, "", body)
	}

	t.Run("OK", func(t *testing.T) {
		token := requestReset(t, app, eve.Email)
		// A refused attempt (password too short) does not use the link up.
		apptest.Want(t, reset(token, map[string]any{"newPassword": "12345"}), 400, "Password must be at least 6 characters long.")
		res := reset(token, map[string]any{"newPassword": "brand-new-pass"})
		apptest.Want(t, res, 200, "")
		fresh := res.Obj()["token"].(string)
		if me := app.Do("GET", "/api/auth", fresh, nil); me.Status != 200 || me.Obj()["_id"] != eve.ID {
			t.Fatalf("token from reset: %d %s", me.Status, me.Raw)
		}
		apptest.Want(t, app.Do("GET", "/api/auth", eve.Token, nil), 401, "Token is not valid")
		apptest.Want(t, login(t, app, eve.Email, eve.Password), 400, "Invalid credentials")
		apptest.Want(t, login(t, app, eve.Email, "brand-new-pass"), 200, "")

		t.Run("ErrReused", func(t *testing.T) {
			apptest.Want(t, reset(token, map[string]any{"newPassword": "third-password"}), 400, "Password reset token is invalid or has expired.")
			apptest.Want(t, login(t, app, eve.Email, "brand-new-pass"), 200, "")
		})
	})
	t.Run("ErrExpired", func(t *testing.T) {
		token := requestReset(t, app, eve.Email)
		app.Clock.Advance(time.Hour + time.Second)
		apptest.Want(t, reset(token, map[string]any{"newPassword": "late-password"}), 400, "Password reset token is invalid or has expired.")
	})
	t.Run("OKJustBeforeExpiry", func(t *testing.T) {
		token := requestReset(t, app, eve.Email)
		app.Clock.Advance(time.Hour - time.Second)
		apptest.Want(t, reset(token, map[string]any{"newPassword": "in-time-pass"}), 200, "")
	})
	t.Run("ErrUnknownToken", func(t *testing.T) {
		apptest.Want(t, reset("made-up-token", map[string]any{"newPassword": "whatever1"}), 400, "Password reset token is invalid or has expired.")
		apptest.Want(t, reset(strings.Repeat("A", 43), map[string]any{"newPassword": "whatever1"}), 400, "Password reset token is invalid or has expired.")
	})
	t.Run("ErrOtherLinksRetiredByReset", func(t *testing.T) {
		first := requestReset(t, app, eve.Email)
		second := requestReset(t, app, eve.Email)
		apptest.Want(t, reset(second, map[string]any{"newPassword": "second-link"}), 200, "")
		apptest.Want(t, reset(first, map[string]any{"newPassword": "first-link"}), 400, "Password reset token is invalid or has expired.")
	})
	t.Run("ErrLinkRetiredByPasswordChange", func(t *testing.T) {
		token := requestReset(t, app, eve.Email)
		tok := login(t, app, eve.Email, "second-link").Obj()["token"].(string)
		apptest.Want(t, app.Do("PUT", "/api/users/me/password", tok, map[string]any{"currentPassword": "second-link", "newPassword": "changed-pass"}), 200, "")
		apptest.Want(t, reset(token, map[string]any{"newPassword": "hijack-pass"}), 400, "Password reset token is invalid or has expired.")
	})
	t.Run("ErrUserDeleted", func(t *testing.T) {
		ann := app.Employee("Ann")
		token := requestReset(t, app, ann.Email)
		apptest.Want(t, app.Do("DELETE", "/api/users/"+ann.ID, mia.Token, nil), 200, "")
		apptest.Want(t, reset(token, map[string]any{"newPassword": "ghost-pass"}), 400, "Password reset token is invalid or has expired.")
	})
	t.Run("ErrPasswordTooLong", func(t *testing.T) {
		token := requestReset(t, app, mia.Email)
		apptest.Want(t, reset(token, map[string]any{"newPassword": strings.Repeat("p", 73)}), 400, "Password must be at most 72 bytes long.")
	})
	t.Run("ErrMalformedJSON", func(t *testing.T) {
		apptest.Want(t, reset("x", `{"newPassword": `), 400, "Malformed JSON in request body.")
		apptest.Want(t, reset("x", `{"newPassword": 1234567}`), 400, "Field 'newPassword' must be a string.")
	})
	t.Run("ErrTooLarge", func(t *testing.T) {
		apptest.Want(t, reset("x", `{"newPassword":"`+strings.Repeat("p", 1<<20)+`"}`), 413, "")
	})
}

func TestUpdateMyDetails(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	mia := app.Manager("Mia")
	eve := app.Employee("Eve")
	t.Run("OK", func(t *testing.T) {
		res := app.Do("PUT", "/api/users/me/details", eve.Token, map[string]any{"name": "  Eve Adams  "})
		apptest.Want(t, res, 200, "")
		u := res.Obj()
		if u["_id"] != eve.ID || u["name"] != "Eve Adams" || u["email"] != eve.Email || u["role"] != "employee" {
			t.Fatalf("answer = %s", res.Raw)
		}
		if _, leak := u["password"]; leak {
			t.Fatal("password in answer")
		}
		if app.Do("GET", "/api/auth", eve.Token, nil).Obj()["name"] != "Eve Adams" {
			t.Fatal("GET /api/auth shows the old name")
		}
		for _, s := range app.Do("GET", "/api/users", mia.Token, nil).List() {
			if s.(map[string]any)["_id"] == eve.ID && s.(map[string]any)["name"] != "Eve Adams" {
				t.Fatal("staff list shows the old name")
			}
		}
	})
	for _, tc := range []struct {
		name   string
		body   any
		status int
		msg    string
	}{
		{"ErrBlank", map[string]any{"name": "   "}, 400, "Name is required."},
		{"ErrMissing", map[string]any{}, 400, "Name is required."},
		{"ErrTooLong", map[string]any{"name": strings.Repeat("x", 101)}, 400, "Name must be at most 100 characters long."},
		{"ErrWrongType", map[string]any{"name": 42}, 400, "Field 'name' must be a string."},
		{"ErrMalformedJSON", `{"name": "A"`, 400, "Malformed JSON in request body."},
		{"ErrTooLarge", map[string]any{"name": strings.Repeat("x", 1<<20)}, 413, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			apptest.Want(t, app.Do("PUT", "/api/users/me/details", eve.Token, tc.body), tc.status, tc.msg)
		})
	}
	if app.Do("GET", "/api/auth", eve.Token, nil).Obj()["name"] != "Eve Adams" {
		t.Fatal("a refused request changed the name")
	}
}

func TestChangeMyPassword(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	eve := app.Employee("Eve")
	change := func(token string, body any) apptest.Response {
		t.Helper()
		return app.Do("PUT", "/api/users/me/password", token, body)
	}
	for _, tc := range []struct {
		name   string
		body   any
		status int
		msg    string
	}{
		{"ErrWrongCurrent", map[string]any{"currentPassword": "not-it", "newPassword": "secret456"}, 400, "Current password is incorrect."},
		{"ErrMissingCurrent", map[string]any{"newPassword": "secret456"}, 400, "Current password is incorrect."},
		{"ErrNewTooShort", map[string]any{"currentPassword": eve.Password, "newPassword": "12345"}, 400, "Password must be at least 6 characters long."},
		{"ErrNewTooLong", map[string]any{"currentPassword": eve.Password, "newPassword": strings.Repeat("p", 73)}, 400, "Password must be at most 72 bytes long."},
		{"ErrWrongType", map[string]any{"currentPassword": eve.Password, "newPassword": 123456}, 400, "Field 'newPassword' must be a string."},
		{"ErrMalformedJSON", `{"currentPassword": }`, 400, "Malformed JSON in request body."},
		{"ErrTooLarge", map[string]any{"currentPassword": strings.Repeat("p", 1<<20)}, 413, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			apptest.Want(t, change(eve.Token, tc.body), tc.status, tc.msg)
		})
	}
	apptest.Want(t, app.Do("GET", "/api/auth", eve.Token, nil), 200, "") // refusals change nothing

	t.Run("OK", func(t *testing.T) {
		res := change(eve.Token, map[string]any{"currentPassword": eve.Password, "newPassword": "secret456"})
		apptest.Want(t, res, 200, "Password updated")
		fresh, _ := res.Obj()["token"].(string)
		apptest.Want(t, app.Do("GET", "/api/auth", fresh, nil), 200, "")
		apptest.Want(t, app.Do("GET", "/api/auth", eve.Token, nil), 401, "Token is not valid")
		apptest.Want(t, login(t, app, eve.Email, eve.Password), 400, "Invalid credentials")
		apptest.Want(t, login(t, app, eve.Email, "secret456"), 200, "")

		t.Run("ErrSecondSubmitWithOldToken", func(t *testing.T) {
			apptest.Want(t, change(eve.Token, map[string]any{"currentPassword": "secret456", "newPassword": "secret789"}), 401, "Token is not valid")
			apptest.Want(t, app.Do("GET", "/api/auth", fresh, nil), 200, "")
		})
	})
}

func TestListUsers(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	mia := app.Manager("mia")
	zed := app.Employee("Zed")
	app.Employee("Bob")
	gone := app.Employee("Al")
	apptest.Want(t, app.Do("DELETE", "/api/users/"+gone.ID, mia.Token, nil), 200, "")
	res := app.Do("GET", "/api/users", mia.Token, nil)
	apptest.Want(t, res, 200, "")
	var names []string
	for _, item := range res.List() {
		u := item.(map[string]any)
		names = append(names, u["name"].(string))
		for _, k := range []string{"_id", "name", "email", "role", "createdAt", "updatedAt"} {
			if _, ok := u[k]; !ok {
				t.Errorf("user lacks %s: %v", k, u)
			}
		}
		if len(u) != 6 {
			t.Errorf("user has unexpected fields: %v", u)
		}
		if u["_id"] == zed.ID && (u["email"] != zed.Email || u["role"] != "employee") {
			t.Errorf("Zed = %v", u)
		}
	}
	if strings.Join(names, ",") != "Bob,mia,Zed" {
		t.Fatalf("names = %v, want Bob,mia,Zed (by name, case-insensitive, without deleted users)", names)
	}
}

func TestDeleteUser(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	mia := app.Manager("Mia")
	max := app.Manager("Max")
	eve := app.Employee("Eve")
	t.Run("ErrSelf", func(t *testing.T) {
		apptest.Want(t, app.Do("DELETE", "/api/users/"+mia.ID, mia.Token, nil), 400, "Managers cannot delete their own account.")
	})
	t.Run("ErrUnknown", func(t *testing.T) {
		apptest.Want(t, app.Do("DELETE", "/api/users/999999", mia.Token, nil), 404, "User not found.")
		apptest.Want(t, app.Do("DELETE", "/api/users/abc", mia.Token, nil), 404, "User not found.")
		apptest.Want(t, app.Do("DELETE", "/api/users/-3", mia.Token, nil), 404, "User not found.")
	})
	t.Run("OK", func(t *testing.T) {
		apptest.Want(t, app.Do("DELETE", "/api/users/"+eve.ID, mia.Token, nil), 200, "User Eve deleted successfully.")
		apptest.Want(t, app.Do("GET", "/api/auth", eve.Token, nil), 401, "Token is not valid")
		apptest.Want(t, login(t, app, eve.Email, eve.Password), 400, "Invalid credentials")
		for _, u := range app.Do("GET", "/api/users", mia.Token, nil).List() {
			if u.(map[string]any)["_id"] == eve.ID {
				t.Fatal("deleted user still listed")
			}
		}
	})
	t.Run("ErrAlreadyDeleted", func(t *testing.T) {
		apptest.Want(t, app.Do("DELETE", "/api/users/"+eve.ID, mia.Token, nil), 404, "User not found.")
	})
	t.Run("OKAddressFreeAgain", func(t *testing.T) {
		apptest.Want(t, app.Do("POST", "/api/auth/register", "", map[string]any{
			"name": "Eve Again", "email": eve.Email, "password": "secret123", "role": "employee"}), 201, "")
		apptest.Want(t, login(t, app, eve.Email, "secret123"), 200, "")
	})
	t.Run("OKAnotherManager", func(t *testing.T) {
		apptest.Want(t, app.Do("DELETE", "/api/users/"+max.ID, mia.Token, nil), 200, "User Max deleted successfully.")
		apptest.Want(t, app.Do("GET", "/api/users", max.Token, nil), 401, "Token is not valid")
	})
}

func TestRateLimits(t *testing.T) {
	t.Parallel()
	limit := service.Limit{Every: time.Hour, Burst: 3}
	app := apptest.New(t, apptest.Options{Limits: map[string]service.Limit{
		accounts.ActionLogin: limit, accounts.ActionRegister: limit, accounts.ActionForgotPassword: limit,
	}})
	eve := app.Employee("Eve") // one registration and one login
	const tooMany = "Too many attempts from your address. Please wait a minute and try again."
	register := func(n int) apptest.Response {
		return app.Do("POST", "/api/auth/register", "", map[string]any{
			"name": "P", "email": "p" + string(rune('a'+n)) + "@example.com", "password": "secret123", "role": "employee"})
	}
	t.Run("ErrLoginRateLimited", func(t *testing.T) {
		apptest.Want(t, login(t, app, eve.Email, "wrong-password"), 400, "Invalid credentials")
		apptest.Want(t, login(t, app, eve.Email, eve.Password), 200, "")
		apptest.Want(t, login(t, app, eve.Email, eve.Password), 429, tooMany)
	})
	t.Run("ErrRegisterRateLimited", func(t *testing.T) {
		apptest.Want(t, register(1), 201, "")
		apptest.Want(t, register(2), 201, "")
		apptest.Want(t, register(3), 429, tooMany)
	})
	t.Run("ErrForgotPasswordRateLimited", func(t *testing.T) {
		for range 3 {
			apptest.Want(t, app.Do("POST", "/api/auth/forgot-password", "", map[string]any{"email": eve.Email}), 200, resetSentence)
		}
		apptest.Want(t, app.Do("POST", "/api/auth/forgot-password", "", map[string]any{"email": eve.Email}), 429, tooMany)
	})
	t.Run("OKOtherRoutesUnaffected", func(t *testing.T) {
		apptest.Want(t, app.Do("GET", "/api/auth", eve.Token, nil), 200, "")
	})
}
