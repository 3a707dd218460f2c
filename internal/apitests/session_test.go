package apitests_test

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/shiftsched/shiftsched/devtools/apptest"
)

// The hot reads (the notifications poll, cached weeks and months) check the token in
// the statement that reads their data. Each must still refuse every token the usual
// check refuses, with the same answer, and cost one statement.
func TestHotReadsCheckTheTokenInTheirOwnStatement(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	mia := app.Manager("Mia Manager")

	restGet := func(path string) func(token string) *http.Request {
		return func(token string) *http.Request {
			req := httptest.NewRequest("GET", path, nil)
			if token != "" {
				req.Header.Set("x-auth-token", token)
			}
			return req
		}
	}
	gqlPost := func(query string, vars map[string]any) func(token string) *http.Request {
		return func(token string) *http.Request {
			body, _ := json.Marshal(map[string]any{"query": query, "variables": vars})
			req := httptest.NewRequest("POST", "/graphql", strings.NewReader(string(body)))
			req.Header.Set("Content-Type", "application/json")
			if token != "" {
				req.Header.Set("Authorization", "Bearer "+token)
			}
			return req
		}
	}
	reads := []struct {
		name string
		req  func(token string) *http.Request
		want string // in a good answer
	}{
		{"RESTPoll", restGet("/api/notifications"), "Hello"},
		{"GraphQLPoll", gqlPost(`query Notifications { notifications { id message link read createdAt } }`, nil), "Hello"},
		{"RESTWeek", restGet("/api/schedules/week?date=" + nextWeek + ""), "weekStarting"},
		{"RESTMonth", restGet("/api/schedules/month?year=2026&month=12"), "schedules"},
		{"GraphQLWeek", gqlPost(clientWeekDoc, map[string]any{"date": nextWeek}), "weekStarting"},
		{"GraphQLMonth", gqlPost(clientMonthDoc, map[string]any{"year": 2026, "month": 12}), "schedules"},
	}

	// How a refused token is answered on a route that checks it the usual way.
	usual := func(token string, graphql bool) string {
		if graphql {
			rec := httptest.NewRecorder()
			app.Server.Config.Handler.ServeHTTP(rec, gqlPost(`{ me { id } }`, nil)(token))
			return fmt.Sprint(rec.Code, " ", errorMessage(rec.Body.Bytes()))
		}
		rec := httptest.NewRecorder()
		app.Server.Config.Handler.ServeHTTP(rec, restGet("/api/auth")(token))
		return fmt.Sprint(rec.Code, " ", strings.TrimSpace(rec.Body.String()))
	}

	type deadToken struct{ name, token string }
	var dead []deadToken
	loggedOut := app.Employee("Lou")
	changer := app.Employee("Cam")
	gone := app.Employee("Gus")
	mustShift(t, app, gone, nextWeek, "09:00", "17:00")
	if _, err := app.Store.DB.Exec(`INSERT INTO notifications (user_id, message, link)
		SELECT id, 'Hello ' || name, '/' FROM users`); err != nil {
		t.Fatal(err)
	}
	for _, r := range reads {
		// Warm every read (and the cache) with each token while it still works.
		for _, u := range []apptest.User{mia, loggedOut, changer, gone} {
			rec, n := countStatements(app, r.req(u.Token))
			if rec.Code != 200 || !strings.Contains(rec.Body.String(), r.want) || strings.Contains(rec.Body.String(), `"errors"`) {
				t.Fatalf("%s as %s = %d %s", r.name, u.Name, rec.Code, rec.Body)
			}
			if strings.HasSuffix(r.name, "Poll") && n > 1 {
				t.Errorf("%s as %s ran %d statements, want at most 1", r.name, u.Name, n)
			}
			if !strings.HasSuffix(r.name, "Poll") && u.Name != mia.Name && n != 1 {
				// A cached read once warm: one statement.
				t.Errorf("%s as %s ran %d statements, want 1", r.name, u.Name, n)
			}
		}
	}
	// Once every instance has heard what changed, a poll is answered from memory.
	if err := app.Polls.Sync(context.Background()); err != nil {
		t.Fatal(err)
	}
	for _, r := range reads[:2] {
		for _, u := range []apptest.User{mia, loggedOut, changer, gone} {
			countStatements(app, r.req(u.Token)) // refill what the announcements forgot
			rec, n := countStatements(app, r.req(u.Token))
			if rec.Code != 200 || !strings.Contains(rec.Body.String(), "Hello "+strings.Fields(u.Name)[0]) || n != 0 {
				t.Errorf("%s as %s again = %d, %d statements: %s", r.name, u.Name, rec.Code, n, rec.Body)
			}
		}
	}
	if res := app.Do("POST", "/api/auth/logout", loggedOut.Token, nil); res.Status != 200 {
		t.Fatalf("logout = %d %s", res.Status, res.Raw)
	}
	if res := app.Do("PUT", "/api/users/me/password", changer.Token,
		map[string]any{"currentPassword": changer.Password, "newPassword": "another-secret"}); res.Status != 200 {
		t.Fatalf("password change = %d %s", res.Status, res.Raw)
	}
	if res := app.Do("DELETE", "/api/users/"+gone.ID, mia.Token, nil); res.Status != 200 {
		t.Fatalf("delete = %d %s", res.Status, res.Raw)
	}
	dead = append(dead, deadToken{"LoggedOut", loggedOut.Token}, deadToken{"PasswordChanged", changer.Token},
		deadToken{"Deleted", gone.Token}, deadToken{"Garbage", "not-a-token"}, deadToken{"None", ""})

	for _, r := range reads {
		graphql := strings.HasPrefix(r.name, "GraphQL")
		for _, d := range dead {
			t.Run(r.name+"/Err"+d.name, func(t *testing.T) {
				rec := httptest.NewRecorder()
				app.Server.Config.Handler.ServeHTTP(rec, r.req(d.token))
				got := fmt.Sprint(rec.Code, " ", strings.TrimSpace(rec.Body.String()))
				if graphql {
					got = fmt.Sprint(rec.Code, " ", errorMessage(rec.Body.Bytes()))
				}
				if want := usual(d.token, graphql); got != want || strings.Contains(rec.Body.String(), r.want) {
					t.Errorf("answered %q, want %q as elsewhere", got, want)
				}
			})
		}
	}

	// A document that asks who acts and polls: both ways of checking meet on one answer.
	rec := httptest.NewRecorder()
	app.Server.Config.Handler.ServeHTTP(rec, gqlPost(`{ me { name } notifications { message } }`, nil)(mia.Token))
	if rec.Code != 200 || !strings.Contains(rec.Body.String(), `"name":"Mia Manager"`) || !strings.Contains(rec.Body.String(), "Hello Mia") {
		t.Errorf("me and notifications = %d %s", rec.Code, rec.Body)
	}
}

// errorMessage returns a GraphQL answer's first error message and code, or "".
func errorMessage(body []byte) string {
	var out struct {
		Errors []struct {
			Message    string         `json:"message"`
			Extensions map[string]any `json:"extensions"`
		} `json:"errors"`
	}
	json.Unmarshal(body, &out)
	if len(out.Errors) == 0 {
		return ""
	}
	return fmt.Sprint(out.Errors[0].Message, " ", out.Errors[0].Extensions["code"])
}
