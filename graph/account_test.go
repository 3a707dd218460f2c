package graph_test

import (
	"github.com/shiftsched/shiftsched/internal/accounts"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/shiftsched/shiftsched/devtools/apptest"
	"github.com/shiftsched/shiftsched/internal/auth"
	"github.com/shiftsched/shiftsched/internal/service"
)

const (
	resetSentence = "If an account with this email exists, a reset link has been sent."

	registerOp = `mutation($in: RegisterInput!) { register(input: $in) { id name email role } }`
	loginOp    = `mutation($e: String!, $p: String!) { login(email: $e, password: $p) { token user { id name email role } } }`
	meOp       = `{ me { id name email role } }`
	forgotOp   = `mutation($e: String!) { requestPasswordReset(email: $e) }`
	resetOp    = `mutation($t: String!, $p: String!) { resetPassword(token: $t, newPassword: $p) { token user { id email } } }`
	renameOp   = `mutation($n: String!) { updateMyName(name: $n) { id name email role } }`
	changeOp   = `mutation($c: String!, $n: String!) { changeMyPassword(currentPassword: $c, newPassword: $n) { token user { id name } } }`
	deleteOp   = `mutation($id: ID!) { deleteUser(id: $id) { message removedShifts } }`
	staffOp    = `{ staff { id name email role } }`
	employeeOp = `{ employees { id name role } }`
)

func vars(kv ...any) map[string]any {
	m := map[string]any{}
	for i := 0; i < len(kv); i += 2 {
		m[kv[i].(string)] = kv[i+1]
	}
	return m
}

var resetLink = regexp.MustCompile(`http://shiftsched\.test/reset-password/([A-Za-z0-9_-]{43})\b`)

// requestReset asks for a reset link over GraphQL and returns the token of the link
// mailed ("" when none).
func requestReset(t *testing.T, app *apptest.App, email string) string {
	t.Helper()
	before := len(app.Mail.Sent())
	data := app.MustGQL("", forgotOp, vars("e", email))
	if data["requestPasswordReset"] != resetSentence {
		t.Fatalf("requestPasswordReset = %v", data["requestPasswordReset"])
	}
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

func payload(t *testing.T, data map[string]any, field string) (token string, user map[string]any) {
	t.Helper()
	p, ok := data[field].(map[string]any)
	if !ok {
		t.Fatalf("%s = %v", field, data[field])
	}
	token, _ = p["token"].(string)
	user, _ = p["user"].(map[string]any)
	return token, user
}

func TestRegisterMutation(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	app.Employee("Taken")
	input := func(mod func(m map[string]any)) map[string]any {
		m := map[string]any{"name": "Ann", "email": "ann@example.com", "password": "secret123", "role": "EMPLOYEE"}
		mod(m)
		return vars("in", m)
	}
	for _, tc := range []struct {
		name, code, msg string
		vars            map[string]any
	}{
		{"ErrUserExists", "BAD_USER_INPUT", "User already exists", input(func(m map[string]any) { m["email"] = "TAKEN@example.com" })},
		{"ErrNameBlank", "BAD_USER_INPUT", "Name is required.", input(func(m map[string]any) { m["name"] = " " })},
		{"ErrEmailBlank", "BAD_USER_INPUT", "Email is required.", input(func(m map[string]any) { m["email"] = "" })},
		{"ErrEmailBad", "BAD_USER_INPUT", "Please enter a valid email address.", input(func(m map[string]any) { m["email"] = "ann.example.com" })},
		{"ErrPasswordShort", "BAD_USER_INPUT", "Password must be at least 6 characters long.", input(func(m map[string]any) { m["password"] = "abc" })},
		{"ErrPasswordLong", "BAD_USER_INPUT", "Password must be at most 72 bytes long.", input(func(m map[string]any) { m["password"] = strings.Repeat("é", 37) })},
		{"ErrUnknownRole", "GRAPHQL_VALIDATION_FAILED", "ADMIN is not a valid Role", input(func(m map[string]any) { m["role"] = "ADMIN" })},
		{"ErrMissingField", "GRAPHQL_VALIDATION_FAILED", "", input(func(m map[string]any) { delete(m, "password") })},
		{"ErrManagerCodeWrong", "UNAUTHENTICATED", "Invalid Manager Code", input(func(m map[string]any) { m["role"] = "MANAGER"; m["managerCode"] = "nope" })},
		{"ErrManagerCodeMissing", "UNAUTHENTICATED", "Invalid Manager Code", input(func(m map[string]any) { m["role"] = "MANAGER" })},
	} {
		t.Run(tc.name, func(t *testing.T) {
			apptest.Want(t, app.GQL("", registerOp, tc.vars), tc.code, tc.msg)
		})
	}
	t.Run("OK", func(t *testing.T) {
		data := app.MustGQL("", registerOp, input(func(m map[string]any) {
			m["role"] = "MANAGER"
			m["managerCode"] = apptest.ManagerCode
			m["email"] = " Ann@Example.com "
		}))
		u := data["register"].(map[string]any)
		if u["name"] != "Ann" || u["role"] != "MANAGER" || u["email"] != "Ann@Example.com" || u["id"] == "" {
			t.Fatalf("register = %v", u)
		}
	})
}

func TestLoginMutation(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	eve := app.Employee("Eve")
	t.Run("OK", func(t *testing.T) {
		token, user := payload(t, app.MustGQL("", loginOp, vars("e", " eve@EXAMPLE.com", "p", eve.Password)), "login")
		if user["id"] != eve.ID || user["role"] != "EMPLOYEE" || user["email"] != eve.Email {
			t.Fatalf("user = %v", user)
		}
		me := app.MustGQL(token, meOp, nil)["me"].(map[string]any)
		if me["id"] != eve.ID {
			t.Fatalf("me = %v", me)
		}
	})
	t.Run("ErrWrongPassword", func(t *testing.T) {
		apptest.Want(t, app.GQL("", loginOp, vars("e", eve.Email, "p", "wrong")), "BAD_USER_INPUT", "Invalid credentials")
	})
	t.Run("ErrUnknownEmail", func(t *testing.T) {
		apptest.Want(t, app.GQL("", loginOp, vars("e", "who@example.com", "p", eve.Password)), "BAD_USER_INPUT", "Invalid credentials")
	})
}

// TestTokensGraphQL checks every account operation that needs a token against every kind
// of refused token.
func TestTokensGraphQL(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	mia := app.Manager("Mia")
	changer := app.Employee("Chad")
	gone := app.Employee("Gus")
	victim := app.Employee("Vic")
	app.MustGQL(changer.Token, changeOp, vars("c", changer.Password, "n", "another-secret"))
	app.MustGQL(mia.Token, deleteOp, vars("id", gone.ID))

	ops := []struct {
		name, query string
		vars        map[string]any
	}{
		{"me", meOp, nil},
		{"updateMyName", renameOp, vars("n", "New Name")},
		{"changeMyPassword", changeOp, vars("c", "secret123", "n", "secret456")},
		{"staff", staffOp, nil},
		{"employees", employeeOp, nil},
		{"deleteUser", deleteOp, vars("id", victim.ID)},
	}
	tokens := []struct{ name, token, msg string }{
		{"ErrNoToken", "", "No token, authorization denied"},
		{"ErrMalformedToken", "garbage", "Token is not valid"},
		{"ErrTokenBeforePasswordChange", changer.Token, "Token is not valid"},
		{"ErrTokenOfDeletedUser", gone.Token, "Token is not valid"},
	}
	for _, op := range ops {
		for _, tk := range tokens {
			t.Run(tk.name+"/"+op.name, func(t *testing.T) {
				r := app.GQL(tk.token, op.query, op.vars)
				apptest.Want(t, r, "UNAUTHENTICATED", tk.msg)
				if len(r.Data) > 0 && r.Data[op.name] != nil {
					t.Fatalf("data despite the error: %s", r.Raw)
				}
			})
		}
	}
	t.Run("OKPublicOperationsIgnoreABadToken", func(t *testing.T) {
		r := app.GQL("garbage", loginOp, vars("e", victim.Email, "p", victim.Password))
		if len(r.Errors) > 0 {
			t.Fatalf("login with a stale token header: %s", r.Raw)
		}
	})
	// The victim still exists and nobody was renamed.
	for _, u := range app.MustGQL(mia.Token, staffOp, nil)["staff"].([]any) {
		if u.(map[string]any)["name"] == "New Name" {
			t.Fatal("a refused request renamed someone")
		}
	}
	app.MustGQL("", loginOp, vars("e", victim.Email, "p", victim.Password))
}

func TestTokenExpiresGraphQL(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	eve := app.Employee("Eve")
	app.Clock.Advance(auth.TokenLifetime + time.Second)
	apptest.Want(t, app.GQL(eve.Token, meOp, nil), "UNAUTHENTICATED", "Token is not valid")
}

func TestManagerOperationsRefuseEmployees(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	mia := app.Manager("Mia")
	eve := app.Employee("Eve")
	for _, op := range []struct {
		name, query string
		vars        map[string]any
	}{
		{"staff", staffOp, nil},
		{"employees", employeeOp, nil},
		{"deleteUserManager", deleteOp, vars("id", mia.ID)},
		{"deleteUserSelf", deleteOp, vars("id", eve.ID)},
		{"deleteUserUnknown", deleteOp, vars("id", "999999")},
	} {
		t.Run("Err_"+op.name, func(t *testing.T) {
			apptest.Want(t, app.GQL(eve.Token, op.query, op.vars), "FORBIDDEN", "Access denied: Managers only")
		})
	}
}

func TestStaffAndEmployees(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	mia := app.Manager("Mia")
	app.Manager("Abe")
	app.Employee("zoe")
	app.Employee("Bob")
	gone := app.Employee("Al")
	app.MustGQL(mia.Token, deleteOp, vars("id", gone.ID))

	names := func(list []any) string {
		var n []string
		for _, u := range list {
			n = append(n, u.(map[string]any)["name"].(string))
		}
		return strings.Join(n, ",")
	}
	t.Run("OKStaff", func(t *testing.T) {
		staff := app.MustGQL(mia.Token, staffOp, nil)["staff"].([]any)
		if got := names(staff); got != "Abe,Bob,Mia,zoe" {
			t.Fatalf("staff = %s", got)
		}
		for _, u := range staff {
			if u.(map[string]any)["email"] == nil {
				t.Fatalf("a manager does not see %v's address", u)
			}
		}
	})
	t.Run("OKEmployees", func(t *testing.T) {
		emps := app.MustGQL(mia.Token, employeeOp, nil)["employees"].([]any)
		if got := names(emps); got != "Bob,zoe" {
			t.Fatalf("employees = %s", got)
		}
	})
}

func TestPasswordResetMutations(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	mia := app.Manager("Mia")
	eve := app.Employee("Eve")

	t.Run("OKUnknownAddressSameSentence", func(t *testing.T) {
		if requestReset(t, app, "nobody@example.com") != "" {
			t.Fatal("mail sent for an unknown address")
		}
	})
	t.Run("ErrBlankAddress", func(t *testing.T) {
		apptest.Want(t, app.GQL("", forgotOp, vars("e", " ")), "BAD_USER_INPUT", "Email is required.")
	})
	t.Run("OK", func(t *testing.T) {
		token := requestReset(t, app, eve.Email)
		apptest.Want(t, app.GQL("", resetOp, vars("t", token, "p", "short")), "BAD_USER_INPUT", "Password must be at least 6 characters long.")
		login, user := payload(t, app.MustGQL("", resetOp, vars("t", token, "p", "fresh-pass")), "resetPassword")
		if user["id"] != eve.ID || user["email"] != eve.Email {
			t.Fatalf("user = %v", user)
		}
		app.MustGQL(login, meOp, nil)
		apptest.Want(t, app.GQL(eve.Token, meOp, nil), "UNAUTHENTICATED", "Token is not valid")
		app.MustGQL("", loginOp, vars("e", eve.Email, "p", "fresh-pass"))

		t.Run("ErrReused", func(t *testing.T) {
			apptest.Want(t, app.GQL("", resetOp, vars("t", token, "p", "again-pass")), "BAD_USER_INPUT", "Password reset token is invalid or has expired.")
		})
	})
	t.Run("ErrExpired", func(t *testing.T) {
		token := requestReset(t, app, mia.Email)
		app.Clock.Advance(61 * time.Minute)
		apptest.Want(t, app.GQL("", resetOp, vars("t", token, "p", "late-pass")), "BAD_USER_INPUT", "Password reset token is invalid or has expired.")
	})
	t.Run("ErrUnknownToken", func(t *testing.T) {
		apptest.Want(t, app.GQL("", resetOp, vars("t", "", "p", "any-pass")), "BAD_USER_INPUT", "Password reset token is invalid or has expired.")
	})
}

func TestUpdateMyNameMutation(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	eve := app.Employee("Eve")
	t.Run("OK", func(t *testing.T) {
		u := app.MustGQL(eve.Token, renameOp, vars("n", " Eve Adams "))["updateMyName"].(map[string]any)
		if u["id"] != eve.ID || u["name"] != "Eve Adams" || u["email"] != eve.Email {
			t.Fatalf("updateMyName = %v", u)
		}
		if app.MustGQL(eve.Token, meOp, nil)["me"].(map[string]any)["name"] != "Eve Adams" {
			t.Fatal("me shows the old name")
		}
	})
	t.Run("ErrBlank", func(t *testing.T) {
		apptest.Want(t, app.GQL(eve.Token, renameOp, vars("n", "\t ")), "BAD_USER_INPUT", "Name is required.")
	})
	t.Run("ErrTooLong", func(t *testing.T) {
		apptest.Want(t, app.GQL(eve.Token, renameOp, vars("n", strings.Repeat("ü", 101))), "BAD_USER_INPUT", "Name must be at most 100 characters long.")
	})
}

func TestChangeMyPasswordMutation(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	eve := app.Employee("Eve")
	t.Run("ErrWrongCurrent", func(t *testing.T) {
		apptest.Want(t, app.GQL(eve.Token, changeOp, vars("c", "wrong", "n", "secret456")), "BAD_USER_INPUT", "Current password is incorrect.")
	})
	t.Run("ErrTooShort", func(t *testing.T) {
		apptest.Want(t, app.GQL(eve.Token, changeOp, vars("c", eve.Password, "n", "12345")), "BAD_USER_INPUT", "Password must be at least 6 characters long.")
	})
	t.Run("OK", func(t *testing.T) {
		token, user := payload(t, app.MustGQL(eve.Token, changeOp, vars("c", eve.Password, "n", "secret456")), "changeMyPassword")
		if user["id"] != eve.ID {
			t.Fatalf("user = %v", user)
		}
		app.MustGQL(token, meOp, nil)
		apptest.Want(t, app.GQL(eve.Token, meOp, nil), "UNAUTHENTICATED", "Token is not valid")
		apptest.Want(t, app.GQL("", loginOp, vars("e", eve.Email, "p", eve.Password)), "BAD_USER_INPUT", "Invalid credentials")
		app.MustGQL("", loginOp, vars("e", eve.Email, "p", "secret456"))
	})
}

func TestDeleteUserMutation(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	mia := app.Manager("Mia")
	eve := app.Employee("Eve")
	t.Run("ErrSelf", func(t *testing.T) {
		apptest.Want(t, app.GQL(mia.Token, deleteOp, vars("id", mia.ID)), "BAD_USER_INPUT", "Managers cannot delete their own account.")
	})
	t.Run("ErrUnknown", func(t *testing.T) {
		apptest.Want(t, app.GQL(mia.Token, deleteOp, vars("id", "424242")), "NOT_FOUND", "User not found.")
	})
	t.Run("ErrBadID", func(t *testing.T) {
		apptest.Want(t, app.GQL(mia.Token, deleteOp, vars("id", "abc")), "BAD_USER_INPUT", "")
	})
	t.Run("OK", func(t *testing.T) {
		d := app.MustGQL(mia.Token, deleteOp, vars("id", eve.ID))["deleteUser"].(map[string]any)
		if d["message"] != "User Eve deleted successfully." || d["removedShifts"] != float64(0) {
			t.Fatalf("deleteUser = %v", d)
		}
		apptest.Want(t, app.GQL(eve.Token, meOp, nil), "UNAUTHENTICATED", "Token is not valid")
	})
	t.Run("ErrAlreadyDeleted", func(t *testing.T) {
		apptest.Want(t, app.GQL(mia.Token, deleteOp, vars("id", eve.ID)), "NOT_FOUND", "User not found.")
	})
}

func TestRateLimitsGraphQL(t *testing.T) {
	t.Parallel()
	limit := service.Limit{Every: time.Hour, Burst: 2}
	app := apptest.New(t, apptest.Options{Limits: map[string]service.Limit{
		accounts.ActionLogin: limit, accounts.ActionRegister: limit, accounts.ActionForgotPassword: limit,
	}})
	const tooMany = "Too many attempts from your address. Please wait a minute and try again."
	eve := app.Employee("Eve") // one registration, one login
	t.Run("ErrLoginRateLimited", func(t *testing.T) {
		app.MustGQL("", loginOp, vars("e", eve.Email, "p", eve.Password))
		apptest.Want(t, app.GQL("", loginOp, vars("e", eve.Email, "p", eve.Password)), "RATE_LIMITED", tooMany)
		// REST shares the count: the address is limited, whichever door it uses.
		res := app.Do("POST", "/api/auth/login", "", map[string]any{"email": eve.Email, "password": eve.Password})
		if res.Status != 429 || res.Msg() != tooMany {
			t.Fatalf("REST login after GraphQL logins: %d %s", res.Status, res.Raw)
		}
	})
	t.Run("ErrRegisterRateLimited", func(t *testing.T) {
		in := map[string]any{"name": "Pat", "email": "pat@example.com", "password": "secret123", "role": "EMPLOYEE"}
		app.MustGQL("", registerOp, vars("in", in))
		in["email"] = "pat2@example.com"
		apptest.Want(t, app.GQL("", registerOp, vars("in", in)), "RATE_LIMITED", tooMany)
	})
	t.Run("ErrRequestPasswordResetRateLimited", func(t *testing.T) {
		requestReset(t, app, eve.Email)
		requestReset(t, app, eve.Email)
		apptest.Want(t, app.GQL("", forgotOp, vars("e", eve.Email)), "RATE_LIMITED", tooMany)
	})
	t.Run("ErrChangeMyPasswordCountsAsLogin", func(t *testing.T) {
		apptest.Want(t, app.GQL(eve.Token, changeOp, vars("c", "guess-1", "n", "secret456")), "RATE_LIMITED", tooMany)
	})
}
