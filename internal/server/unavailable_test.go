package server_test

import (
	"crypto/hmac"
	"crypto/sha256"
	"database/sql"
	"encoding/base64"
	"github.com/shiftsched/shiftsched/internal/accounts"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/jmoiron/sqlx"

	"github.com/shiftsched/shiftsched/internal/auth"
	"github.com/shiftsched/shiftsched/internal/availability"
	"github.com/shiftsched/shiftsched/internal/domain"
	"github.com/shiftsched/shiftsched/internal/integrations"
	"github.com/shiftsched/shiftsched/internal/readcache"
	"github.com/shiftsched/shiftsched/internal/server"
	"github.com/shiftsched/shiftsched/internal/service"
	"github.com/shiftsched/shiftsched/internal/session"
	"github.com/shiftsched/shiftsched/internal/store"
)

// With its database unreachable, every door answers 503 with Retry-After and a
// sentence, never 500.
func TestDatabaseDownAnswers503(t *testing.T) {
	t.Parallel()
	db, err := sql.Open("postgres", "host=/nonexistent/socket/dir dbname=gone sslmode=disable connect_timeout=2")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	secret := []byte(strings.Repeat("s", 32))
	st := &store.Store{DB: sqlx.NewDb(db, "postgres")}
	limiter := session.NewLimiter(st, nil, nil)
	svc := service.New(service.Deps{Store: st,
		JWTSecret: secret, Limits: limiter})
	accts := accounts.New(accounts.Deps{Store: st, Changes: svc.Changes(), JWTSecret: secret, ManagerCode: "code", Limits: limiter})
	integ := integrations.New(integrations.Deps{Store: st, Changes: svc.Changes(), Limits: limiter})
	avail := availability.New(availability.Deps{Store: st, Changes: svc.Changes(), Schedule: svc})
	app := &testApp{}
	app.logs = &logBuffer{}
	h := server.New(server.Options{Service: svc, Accounts: accts, Integrations: integ, Availability: avail, Sessions: session.New(st, secret, nil, nil), ReadCache: readcache.New(readcache.DefaultBytes), Log: server.NewLogger(app.logs, true)})
	srv := httptest.NewServer(h)
	t.Cleanup(srv.Close)
	app.url = srv.URL
	token, _ := auth.Tokens{Secret: secret, Now: time.Now}.Issue(&domain.User{ID: 1, TokenVersion: 1})
	withToken := map[string]string{"x-auth-token": token, "Content-Type": "application/json"}

	for _, tc := range []struct{ name, method, path, body string }{
		{"RESTSignedIn", "GET", "/api/auth", ""},
		{"RESTWeek", "GET", "/api/schedules/week?date=2026-11-27", ""},
		{"RESTLogin", "POST", "/api/auth/login", `{"email":"a@b.c","password":"secret1"}`},
		{"GraphQLSignedIn", "POST", "/graphql", `{"query":"{ me { id } }"}`},
		{"GraphQLLogin", "POST", "/graphql", `{"query":"mutation { login(email: \"a@b.c\", password: \"secret1\") { token } }"}`},
		{"Ready", "GET", "/readyz", ""},
		// The doors that need no sign-in: a feed address and a well-signed unsubscribe
		// link both reach the database before they can answer.
		{"CalendarFeed", "GET", "/calendar/" + strings.Repeat("a", 43) + ".ics", ""},
		{"Unsubscribe", "POST", "/unsubscribe/" + unsubscribeToken(secret, "1.schedule"), ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var body *strings.Reader
			if tc.body != "" {
				body = strings.NewReader(tc.body)
			} else {
				body = strings.NewReader("")
			}
			res := app.do(t, tc.method, tc.path, withToken, body)
			if res.status != 503 || res.header.Get("Retry-After") == "" {
				t.Fatalf("got %d (Retry-After %q) %s", res.status, res.header.Get("Retry-After"), res.raw)
			}
			if tc.path != "/readyz" && !strings.Contains(res.raw, "Try again in a few seconds") {
				t.Fatalf("no sentence: %s", res.raw)
			}
			if strings.HasPrefix(tc.path, "/graphql") && !strings.Contains(res.raw, `"code":"UNAVAILABLE"`) {
				t.Fatalf("no code: %s", res.raw)
			}
		})
	}
}

// unsubscribeToken signs payload ("<user id>.<kind>") as the links in e-mails are signed.
func unsubscribeToken(secret []byte, payload string) string {
	m := hmac.New(sha256.New, secret)
	m.Write([]byte("unsubscribe\x00" + payload))
	return payload + "." + base64.RawURLEncoding.EncodeToString(m.Sum(nil))
}
