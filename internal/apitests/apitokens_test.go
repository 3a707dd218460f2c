package apitests_test

import (
	"context"
	"net/http"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/shiftsched/shiftsched/devtools/apptest"
	"github.com/shiftsched/shiftsched/internal/domain"
)

const createTokenOp = `mutation($in: CreateApiTokenInput!) { createApiToken(input: $in) { secret token { id name hint scopes expiresAt lastUsedAt expired } } }`

// mustToken creates an API token for the user through GraphQL and returns its secret
// and id.
func mustToken(t *testing.T, app *apptest.App, u apptest.User, scopes []string, expiresAt *time.Time) (string, string) {
	t.Helper()
	in := map[string]any{"name": "script", "scopes": scopes}
	if expiresAt != nil {
		in["expiresAt"] = expiresAt.Format(time.RFC3339)
	}
	d := app.MustGQL(u.Token, createTokenOp, map[string]any{"in": in})["createApiToken"].(map[string]any)
	return d["secret"].(string), d["token"].(map[string]any)["id"].(string)
}

// bearerREST calls /api/* with Authorization: Bearer.
func bearerREST(t *testing.T, app *apptest.App, method, path, token string) (int, string) {
	t.Helper()
	req, _ := http.NewRequest(method, app.URL+path, nil)
	req.Header.Set("Authorization", "Bearer "+token)
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	var b strings.Builder
	buf := make([]byte, 4096)
	for {
		n, err := res.Body.Read(buf)
		b.Write(buf[:n])
		if err != nil {
			break
		}
	}
	return res.StatusCode, b.String()
}

const staffOp = `{ staff { id } }`
const weekOp = `query($d: Date!) { week(date: $d) { weekStarting } }`

func TestAPITokenScopes(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	boss := app.Manager("Boss Person")
	emp := app.Employee("Emp Person")
	secret, _ := mustToken(t, app, boss, []string{"schedule:read"}, nil)
	if !strings.HasPrefix(secret, domain.APITokenPrefix) || len(secret) < 50 {
		t.Fatalf("secret %q lacks the recognisable prefix or length", secret)
	}

	t.Run("OKInScope", func(t *testing.T) {
		if r := app.GQL(secret, weekOp, map[string]any{"d": "2026-11-22"}); len(r.Errors) > 0 {
			t.Fatalf("in-scope GraphQL call refused: %s", r.Raw)
		}
		if st, body := bearerREST(t, app, "GET", "/api/schedules/month?year=2026&month=11", secret); st != 200 {
			t.Fatalf("in-scope REST call: %d %s", st, body)
		}
	})
	t.Run("ErrGraphQLNamesTheMissingScope", func(t *testing.T) {
		r := app.GQL(secret, staffOp, nil)
		if r.Code() != "FORBIDDEN" || r.Errors[0].Extensions["scope"] != "staff:read" {
			t.Fatalf("want FORBIDDEN with scope staff:read, got %s", r.Raw)
		}
	})
	t.Run("ErrRESTNamesTheMissingScope", func(t *testing.T) {
		st, body := bearerREST(t, app, "GET", "/api/users", secret)
		if st != 403 || !strings.Contains(body, "staff:read") {
			t.Fatalf("want 403 naming staff:read, got %d %s", st, body)
		}
		// The same through x-auth-token, the contract's header.
		if r := app.Do("POST", "/api/calendar-events", secret, map[string]any{"date": "2026-12-01", "title": "x", "type": "MEETING"}); r.Status != 403 || !strings.Contains(r.Msg(), "schedule:write") {
			t.Fatalf("want 403 naming schedule:write, got %d %s", r.Status, r.Raw)
		}
	})
	t.Run("ErrCachedAnswersStillCheckTheScope", func(t *testing.T) {
		other, _ := mustToken(t, app, boss, []string{"reports:read"}, nil)
		// A signed-in person's reads fill the read cache first.
		app.MustGQL(boss.Token, weekOp, map[string]any{"d": "2026-11-22"})
		app.Do("GET", "/api/schedules/month?year=2026&month=11", boss.Token, nil)
		if r := app.GQL(other, weekOp, map[string]any{"d": "2026-11-22"}); r.Code() != "FORBIDDEN" {
			t.Fatalf("a cached GraphQL answer skipped the scope: %s", r.Raw)
		}
		if st, body := bearerREST(t, app, "GET", "/api/schedules/month?year=2026&month=11", other); st != 403 {
			t.Fatalf("a cached REST answer skipped the scope: %d %s", st, body)
		}
	})
	t.Run("ErrTokenCannotMakeTokens", func(t *testing.T) {
		r := app.GQL(secret, createTokenOp, map[string]any{"in": map[string]any{"name": "x", "scopes": []string{"schedule:read"}}})
		if r.Code() != "FORBIDDEN" {
			t.Fatalf("a token made a token: %s", r.Raw)
		}
		if r := app.GQL(secret, `{ apiTokens { id } }`, nil); r.Code() != "FORBIDDEN" {
			t.Fatalf("a token listed tokens: %s", r.Raw)
		}
	})
	t.Run("ErrNeverMoreThanTheOwner", func(t *testing.T) {
		r := app.GQL(emp.Token, createTokenOp, map[string]any{"in": map[string]any{"name": "x", "scopes": []string{"timeoff:decide"}}})
		if r.Code() != "FORBIDDEN" || !strings.Contains(r.Errors[0].Message, "timeoff:decide") {
			t.Fatalf("an employee's token got a manager scope: %s", r.Raw)
		}
		empSecret, _ := mustToken(t, app, emp, []string{"timeoff:read"}, nil)
		if r := app.GQL(empSecret, `{ pendingTimeOffRequests { id } }`, nil); r.Code() != "FORBIDDEN" || r.Errors[0].Message != domain.MsgManagersOnly {
			t.Fatalf("an employee's token read managers' data: %s", r.Raw)
		}
	})
	t.Run("ErrInvalidInput", func(t *testing.T) {
		for _, in := range []map[string]any{
			{"name": " ", "scopes": []string{"schedule:read"}},
			{"name": "x", "scopes": []string{}},
			{"name": "x", "scopes": []string{"root"}},
			{"name": "x", "scopes": []string{"schedule:read"}, "expiresAt": apptest.Start.Add(-time.Hour).Format(time.RFC3339)},
		} {
			if r := app.GQL(boss.Token, createTokenOp, map[string]any{"in": in}); r.Code() != "BAD_USER_INPUT" {
				t.Errorf("%v: want BAD_USER_INPUT, got %s", in, r.Raw)
			}
		}
	})
	t.Run("OKListShowsNoSecret", func(t *testing.T) {
		d := app.MustGQL(boss.Token, `{ apiTokens { id name hint scopes } }`, nil)
		list := d["apiTokens"].([]any)
		if len(list) != 2 {
			t.Fatalf("want 2 tokens, got %v", list)
		}
		tok := list[1].(map[string]any) // newest first: the first one made is last
		if !strings.HasPrefix(tok["hint"].(string), domain.APITokenPrefix) || strings.Contains(tok["hint"].(string), secret[12:]) {
			t.Fatalf("hint %q", tok["hint"])
		}
	})
}

func TestAPITokenStopsWorking(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	boss := app.Manager("Boss Person")
	works := func(secret string) bool {
		t.Helper()
		r := app.GQL(secret, weekOp, map[string]any{"d": "2026-11-22"})
		if len(r.Errors) > 0 && r.Code() != "UNAUTHENTICATED" {
			t.Fatalf("unexpected answer: %s", r.Raw)
		}
		return len(r.Errors) == 0
	}
	scopes := []string{"schedule:read"}

	t.Run("ErrRevoked", func(t *testing.T) {
		secret, id := mustToken(t, app, boss, scopes, nil)
		if !works(secret) {
			t.Fatal("a new token does not work")
		}
		app.MustGQL(boss.Token, `mutation($id: ID!) { revokeApiToken(id: $id) }`, map[string]any{"id": id})
		if works(secret) {
			t.Fatal("a revoked token works")
		}
		if r := app.GQL(boss.Token, `mutation($id: ID!) { revokeApiToken(id: $id) }`, map[string]any{"id": id}); r.Code() != "NOT_FOUND" {
			t.Fatalf("revoking twice: %s", r.Raw)
		}
	})
	t.Run("ErrOnlyItsOwnerRevokes", func(t *testing.T) {
		other := app.Manager("Other Boss")
		secret, id := mustToken(t, app, boss, scopes, nil)
		if r := app.GQL(other.Token, `mutation($id: ID!) { revokeApiToken(id: $id) }`, map[string]any{"id": id}); r.Code() != "NOT_FOUND" {
			t.Fatalf("someone else revoked a token: %s", r.Raw)
		}
		if !works(secret) {
			t.Fatal("the token stopped working")
		}
	})
	t.Run("ErrExpired", func(t *testing.T) {
		at := app.Clock.Now().Add(time.Hour)
		secret, _ := mustToken(t, app, boss, scopes, &at)
		if !works(secret) {
			t.Fatal("a token before its expiry does not work")
		}
		app.Clock.Advance(time.Hour)
		defer app.Clock.Advance(-time.Hour)
		if works(secret) {
			t.Fatal("an expired token works")
		}
	})
	t.Run("ErrOwnerDeleted", func(t *testing.T) {
		gone := app.Manager("Gone Boss")
		secret, _ := mustToken(t, app, gone, scopes, nil)
		app.MustGQL(boss.Token, deleteOp, map[string]any{"id": gone.ID})
		if works(secret) {
			t.Fatal("a deleted person's token works")
		}
	})
	t.Run("ErrOwnerDemoted", func(t *testing.T) {
		demoted := app.Manager("Demoted Boss")
		secret, _ := mustToken(t, app, demoted, scopes, nil)
		mustExec(t, app, `UPDATE users SET role = 'employee' WHERE id = $1`, demoted.ID)
		if works(secret) {
			t.Fatal("a demoted person's token works")
		}
	})
	const changePassword = `mutation($c: String!, $n: String!, $r: Boolean) { changeMyPassword(currentPassword: $c, newPassword: $n, revokeTokens: $r) { token } }`
	t.Run("ErrPasswordChangeRevokesTokensByDefault", func(t *testing.T) {
		u := app.Manager("Default Boss")
		secret, _ := mustToken(t, app, u, scopes, nil)
		app.MustGQL(u.Token, changePassword, map[string]any{"c": u.Password, "n": "another123"})
		if works(secret) {
			t.Fatal("a password change without revokeTokens kept the token")
		}
	})
	t.Run("ErrPasswordChangeRevokesTokensByDefaultOverREST", func(t *testing.T) {
		u := app.Manager("Default Rest Boss")
		secret, _ := mustToken(t, app, u, scopes, nil)
		if r := app.Do("PUT", "/api/users/me/password", u.Token, map[string]any{"currentPassword": u.Password, "newPassword": "another123"}); r.Status != 200 {
			t.Fatalf("%d %s", r.Status, r.Raw)
		}
		if works(secret) {
			t.Fatal("a password change without revokeTokens kept the token")
		}
	})
	t.Run("OKPasswordChangeKeepsTokensWhenAsked", func(t *testing.T) {
		u := app.Manager("Keeper Boss")
		secret, _ := mustToken(t, app, u, scopes, nil)
		d := app.MustGQL(u.Token, changePassword, map[string]any{"c": u.Password, "n": "another123", "r": false})
		if !works(secret) {
			t.Fatal("a password change with revokeTokens: false ended the token")
		}
		fresh := d["changeMyPassword"].(map[string]any)["token"].(string)
		if r := app.Do("PUT", "/api/users/me/password", fresh, map[string]any{"currentPassword": "another123", "newPassword": "another456", "revokeTokens": false}); r.Status != 200 {
			t.Fatalf("%d %s", r.Status, r.Raw)
		}
		if !works(secret) {
			t.Fatal("a REST password change with revokeTokens: false ended the token")
		}
	})
	t.Run("ErrPasswordChangeWithRevokeTokens", func(t *testing.T) {
		u := app.Manager("Revoker Boss")
		secret, _ := mustToken(t, app, u, scopes, nil)
		d := app.MustGQL(u.Token, changePassword, map[string]any{"c": u.Password, "n": "another123", "r": true})
		if works(secret) {
			t.Fatal("a password change with revokeTokens kept the token")
		}
		fresh := d["changeMyPassword"].(map[string]any)["token"].(string)
		if list := app.MustGQL(fresh, `{ apiTokens { id } }`, nil)["apiTokens"].([]any); len(list) != 0 {
			t.Fatalf("revoked tokens still listed: %v", list)
		}
	})
	t.Run("ErrPasswordChangeWithRevokeTokensOverREST", func(t *testing.T) {
		u := app.Manager("Rest Boss")
		secret, _ := mustToken(t, app, u, scopes, nil)
		if r := app.Do("PUT", "/api/users/me/password", u.Token, map[string]any{"currentPassword": u.Password, "newPassword": "another123", "revokeTokens": true}); r.Status != 200 {
			t.Fatalf("%d %s", r.Status, r.Raw)
		}
		if works(secret) {
			t.Fatal("a password change with revokeTokens kept the token")
		}
	})
}

func TestAPITokenLastUsedAtMostOnceAMinute(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	boss := app.Manager("Boss Person")
	secret, _ := mustToken(t, app, boss, []string{"schedule:read"}, nil)
	lastUsed := func() string {
		t.Helper()
		tok := app.MustGQL(boss.Token, `{ apiTokens { lastUsedAt } }`, nil)["apiTokens"].([]any)[0].(map[string]any)
		s, _ := tok["lastUsedAt"].(string)
		return s
	}
	if lastUsed() != "" {
		t.Fatal("an unused token has a last use")
	}
	app.GQL(secret, weekOp, map[string]any{"d": "2026-11-22"})
	first := lastUsed()
	if first == "" {
		t.Fatal("a use was not recorded")
	}
	app.Clock.Advance(30 * time.Second)
	app.GQL(secret, weekOp, map[string]any{"d": "2026-11-22"})
	if lastUsed() != first {
		t.Fatal("a use within a minute was written again")
	}
	app.Clock.Advance(31 * time.Second)
	app.GQL(secret, weekOp, map[string]any{"d": "2026-11-22"})
	if lastUsed() == first {
		t.Fatal("a use over a minute later was not recorded")
	}
}

// Every service method that takes an actor must check a scope (or refuse tokens) before
// anything else: a token with no scopes gets Forbidden from each, whatever its
// arguments. A new method without a check fails here.
func TestEveryServiceMethodChecksTheTokenScope(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	actor := &domain.User{ID: 1, Role: domain.RoleManager, Grant: &domain.Grant{TokenID: 1}}
	skip := map[string]string{}
	userType := reflect.TypeOf(actor)
	ctxType := reflect.TypeOf((*context.Context)(nil)).Elem()
	checked := 0
	for _, svc := range []reflect.Value{reflect.ValueOf(app.Svc), reflect.ValueOf(app.PersonalData), reflect.ValueOf(app.Leave),
		reflect.ValueOf(app.Availability), reflect.ValueOf(app.TimeClock)} {
		for i := 0; i < svc.NumMethod(); i++ {
			m := svc.Type().Method(i)
			ft := m.Type // receiver first
			if ft.NumIn() < 3 || ft.In(1) != ctxType || ft.In(2) != userType || skip[m.Name] != "" {
				continue
			}
			args := []reflect.Value{reflect.ValueOf(context.Background()), reflect.ValueOf(actor)}
			for j := 3; j < ft.NumIn(); j++ {
				args = append(args, reflect.Zero(ft.In(j)))
			}
			out := svc.Method(i).Call(args)
			err, _ := out[len(out)-1].Interface().(error)
			if domain.KindOf(err) != domain.Forbidden {
				t.Errorf("%s: a token with no scopes got %v, want Forbidden", m.Name, err)
			}
			checked++
		}
	}
	if checked < 60 {
		t.Fatalf("only %d methods found: the walk is broken", checked)
	}
}

// A manager's token made to read schedules could read every person's sign-in address
// through the people on the shifts (`shifts { user { email } }`) and the hours CSV, while
// the staff list itself needs staff:read. Others' addresses now need staff:read too.
func TestAPITokenReadsOthersEmailOnlyWithStaffRead(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	boss := app.Manager("Boss Person")
	emp := app.Employee("Emp Person")
	mustShift(t, app, emp, "2026-11-27", "09:00", "17:00")
	mustShift(t, app, boss, "2026-11-28", "09:00", "17:00")
	const shiftsOp = `{ shifts(from: "2026-11-27", to: "2026-11-28") { user { name email } } }`
	emailsIn := func(d map[string]any) map[string]any {
		out := map[string]any{}
		for _, s := range d["shifts"].([]any) {
			u := s.(map[string]any)["user"].(map[string]any)
			out[u["name"].(string)] = u["email"]
		}
		return out
	}
	const csv = "/api/reports/hours.csv?from=2026-11-27&to=2026-11-28"

	readOnly, _ := mustToken(t, app, boss, []string{"schedule:read", "reports:read"}, nil)
	got := emailsIn(app.MustGQL(readOnly, shiftsOp, nil))
	if got["Emp Person"] != nil || got["Boss Person"] != boss.Email {
		t.Fatalf("schedule:read token sees %v; want only its owner's address", got)
	}
	if st, body := bearerREST(t, app, "GET", csv, readOnly); st != 200 || strings.Contains(body, emp.Email) || !strings.Contains(body, boss.Email) {
		t.Fatalf("reports:read token's CSV: %d %s", st, body)
	}

	withStaff, _ := mustToken(t, app, boss, []string{"schedule:read", "reports:read", "staff:read"}, nil)
	if got := emailsIn(app.MustGQL(withStaff, shiftsOp, nil)); got["Emp Person"] != emp.Email {
		t.Fatalf("staff:read token sees %v", got)
	}
	if st, body := bearerREST(t, app, "GET", csv, withStaff); st != 200 || !strings.Contains(body, emp.Email) {
		t.Fatalf("staff:read token's CSV: %d %s", st, body)
	}
	// Signed in, a manager sees every address, as before.
	if got := emailsIn(app.MustGQL(boss.Token, shiftsOp, nil)); got["Emp Person"] != emp.Email {
		t.Fatalf("the manager's session sees %v", got)
	}
}
