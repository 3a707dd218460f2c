package apitests_test

import (
	"context"
	"encoding/json"
	"github.com/shiftsched/shiftsched/internal/accounts"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/shiftsched/shiftsched/devtools/apptest"
	"github.com/shiftsched/shiftsched/internal/pollcache"
	"github.com/shiftsched/shiftsched/internal/readcache"
	"github.com/shiftsched/shiftsched/internal/server"
	"github.com/shiftsched/shiftsched/internal/service"
	"github.com/shiftsched/shiftsched/internal/session"
	"github.com/shiftsched/shiftsched/internal/store"
)

// secondInstance starts another server on app's database, with its own pool and poll
// cache, as a second process would be.
func secondInstance(t *testing.T, app *apptest.App) (http.Handler, *pollcache.Cache) {
	t.Helper()
	st, err := store.Open(context.Background(), app.DSN)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	log := slog.New(slog.NewTextHandler(io.Discard, nil))
	polls := pollcache.New(app.DSN, st.DB.DB, 1<<20, log)
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan struct{})
	go func() { defer close(done); polls.Run(ctx) }()
	t.Cleanup(func() { cancel(); <-done })
	<-polls.Ready()
	secret := []byte("test-secret-test-secret-test-secret!")
	svc := service.New(service.Deps{Store: st, Log: log, Now: app.Clock.Now, SessionsChanged: polls.Forget,
		JWTSecret: secret})
	accts := accounts.New(accounts.Deps{Store: st, Changes: svc.Changes(), Log: log, JWTSecret: secret,
		ManagerCode: apptest.ManagerCode, Limits: session.NewLimiter(st, nil, log)})
	return server.New(server.Options{Service: svc, Accounts: accts, Sessions: session.New(st, secret, app.Clock.Now, log),
		ReadCache: readcache.New(readcache.DefaultBytes), PollCache: polls, Log: log}), polls
}

// pollRequests are the notifications polls of both doors, as the clients send them.
var pollRequests = map[string]func(token string) *http.Request{
	"REST": func(token string) *http.Request {
		req := httptest.NewRequest("GET", "/api/notifications", nil)
		req.Header.Set("x-auth-token", token)
		return req
	},
	"GraphQL": func(token string) *http.Request {
		body, _ := json.Marshal(map[string]any{"query": `query Notifications { notifications { id message link read createdAt } }`})
		req := httptest.NewRequest("POST", "/graphql", strings.NewReader(string(body)))
		req.Header.Set("Content-Type", "application/json")
		req.Header.Set("Authorization", "Bearer "+token)
		return req
	},
}

func poll(h http.Handler, door, token string) string {
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, pollRequests[door](token))
	return rec.Result().Status + " " + rec.Body.String()
}

// Every kind of change to what a poll shows, made on one instance, is shown by the
// other instance's cached polls once it has heard of it, and by this instance's at once:
// the same answer as a poll that reads the database.
func TestPolledAnswersFollowEveryChangeOnEveryInstance(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	other, otherPolls := secondInstance(t, app)
	here := app.Server.Config.Handler
	mia := app.Manager("Mia Manager")
	ann := app.Employee("Ann")
	phone := app.Login(ann.Email, ann.Password) // Ann's second device

	type step struct {
		name   string
		change func(t *testing.T)
	}
	steps := []step{
		{"Notified", func(t *testing.T) {
			mustPublishWeek(app, mia.Token, weekNov27, weekDays{"friday": {shiftIn(ann, "09:00", "17:00")}})
		}},
		{"MarkedOneRead", func(t *testing.T) {
			mustPublishWeek(app, mia.Token, weekNov27, weekDays{"friday": {shiftIn(ann, "10:00", "17:00")}})
			var id int64
			app.Store.DB.QueryRow(`SELECT max(id) FROM notifications WHERE user_id = $1`, ann.ID).Scan(&id)
			if res := app.Do("PUT", "/api/notifications/read/"+strconv.FormatInt(id, 10), ann.Token, nil); res.Status != 200 {
				t.Fatalf("mark read = %d %s", res.Status, res.Raw)
			}
		}},
		{"MarkedAllRead", func(t *testing.T) {
			app.MustGQL(ann.Token, `mutation { markAllNotificationsRead }`, nil)
		}},
		{"LoggedOutOnOneDevice", func(t *testing.T) {
			if res := app.Do("POST", "/api/auth/logout", ann.Token, nil); res.Status != 200 {
				t.Fatalf("logout = %d %s", res.Status, res.Raw)
			}
		}},
		{"PasswordChanged", func(t *testing.T) {
			if res := app.Do("PUT", "/api/users/me/password", phone, map[string]any{"currentPassword": ann.Password, "newPassword": "another-secret"}); res.Status != 200 {
				t.Fatalf("password change = %d %s", res.Status, res.Raw)
			}
		}},
		{"Deleted", func(t *testing.T) {
			ann.Password = "another-secret"
			fresh := app.Login(ann.Email, ann.Password)
			poll(other, "REST", fresh) // cached on the other instance, then deleted here
			poll(here, "REST", fresh)
			ann.Token = fresh
			if res := app.Do("DELETE", "/api/users/"+ann.ID, mia.Token, nil); res.Status != 200 {
				t.Fatalf("delete = %d %s", res.Status, res.Raw)
			}
		}},
	}
	for _, s := range steps {
		t.Run(s.name, func(t *testing.T) {
			tokens := []string{ann.Token, phone, mia.Token}
			// Warm both instances' caches with every token.
			for _, h := range []http.Handler{here, other} {
				for door := range pollRequests {
					for _, tok := range tokens {
						poll(h, door, tok)
						poll(h, door, tok)
					}
				}
			}
			s.change(t)
			// This instance shows the change at once; the other once it has heard it.
			if err := otherPolls.Sync(context.Background()); err != nil {
				t.Fatal(err)
			}
			for door := range pollRequests {
				for i, tok := range tokens {
					truth := poll(here, door, tok)
					if got := poll(other, door, tok); got != truth {
						t.Errorf("%s poll %d on the other instance = %.300s, want %.300s", door, i, got, truth)
					}
					if again := poll(here, door, tok); again != truth {
						t.Errorf("%s poll %d changed on its own: %.300s, then %.300s", door, i, truth, again)
					}
				}
			}
		})
	}
	// The answers compared above must be the database's: check the last ones directly.
	if got := poll(other, "REST", ann.Token); !strings.HasPrefix(got, "401") {
		t.Errorf("a deleted person's token polls: %s", got)
	}
	if got := poll(other, "REST", phone); !strings.HasPrefix(got, "401") {
		t.Errorf("a token from before the password change polls: %s", got)
	}
	if got := poll(other, "GraphQL", mia.Token); !strings.Contains(got, `"notifications":[`) {
		t.Errorf("the manager's poll = %s", got)
	}
}

// One person's cached poll is never served to another, on either door: the answer is
// kept with the person whose token was checked.
func TestPolledAnswersAreEachPersonsOwn(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	h := app.Server.Config.Handler
	people := []apptest.User{app.Employee("Ann"), app.Employee("Ben"), app.Manager("Mia")}
	if _, err := app.Store.DB.Exec(`INSERT INTO notifications (user_id, message, link)
		SELECT id, 'Only for ' || name, '/' FROM users`); err != nil {
		t.Fatal(err)
	}
	if err := app.Polls.Sync(context.Background()); err != nil {
		t.Fatal(err)
	}
	for round := range 3 {
		for door := range pollRequests {
			for _, p := range people {
				rec := httptest.NewRecorder()
				h.ServeHTTP(rec, pollRequests[door](p.Token))
				body := rec.Body.String()
				if rec.Code != 200 || !strings.Contains(body, "Only for "+p.Name) || strings.Count(body, "Only for") != 1 {
					t.Errorf("round %d, %s poll as %s = %d %s", round, door, p.Name, rec.Code, body)
				}
			}
		}
	}
	if s := app.Polls.Stats(); s.Users != len(people) {
		t.Errorf("cached polls of %d people, want %d", s.Users, len(people))
	}
	// A token the poll never checked (a garbage one, another person's id inside a forged
	// token) is refused, with everyone's poll cached.
	for door := range pollRequests {
		if got := poll(h, door, people[0].Token+"x"); strings.Contains(got, "Only for") {
			t.Errorf("%s poll with a forged token = %s", door, got)
		}
	}
	// The poll document alongside another field is answered by gqlgen, not the cache.
	res := app.GQL(people[1].Token, `{ me { name } notifications { message } }`, nil)
	if len(res.Errors) > 0 || !strings.Contains(string(res.Raw), `"name":"Ben"`) || !strings.Contains(string(res.Raw), "Only for Ben") {
		t.Errorf("me and notifications = %s", res.Raw)
	}
}

// Polls racing changes (new notifications announced by the database, marks made here)
// settle on the database's answer: no fill that read before a change outlives it.
func TestPollsRacingChangesSettleOnTheTruth(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	h := app.Server.Config.Handler
	ann := app.Employee("Ann")
	stop := make(chan struct{})
	done := make(chan struct{})
	go func() { // the changes
		defer close(done)
		for i := 0; ; i++ {
			select {
			case <-stop:
				return
			default:
			}
			if i%3 == 2 {
				app.MustGQL(ann.Token, `mutation { markAllNotificationsRead }`, nil)
				continue
			}
			if _, err := app.Store.DB.Exec(`INSERT INTO notifications (user_id, message, link) VALUES ($1, 'n', '/')`, ann.ID); err != nil {
				t.Error(err)
				return
			}
		}
	}()
	var polls sync.WaitGroup
	for w := range 6 {
		polls.Add(1)
		go func() {
			defer polls.Done()
			door := []string{"REST", "GraphQL"}[w%2]
			for range 150 {
				if got := poll(h, door, ann.Token); !strings.HasPrefix(got, "200") {
					t.Errorf("%s poll = %.200s", door, got)
					return
				}
			}
		}()
	}
	polls.Wait()
	close(stop)
	<-done
	if err := app.Polls.Sync(context.Background()); err != nil {
		t.Fatal(err)
	}
	var unread int
	app.Store.DB.QueryRow(`SELECT count(*) FROM notifications WHERE user_id = $1 AND NOT read`, ann.ID).Scan(&unread)
	for door := range pollRequests {
		got := poll(h, door, ann.Token)
		if n := strings.Count(got, `"message":"n"`); n != unread {
			t.Errorf("%s poll shows %d unread after the storm, the database %d", door, n, unread)
		}
	}
}
