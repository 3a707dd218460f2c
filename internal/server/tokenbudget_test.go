package server_test

import (
	"bytes"
	"context"
	"encoding/json"
	"github.com/shiftsched/shiftsched/internal/accounts"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/shiftsched/shiftsched/devtools/apptest"
	"github.com/shiftsched/shiftsched/internal/availability"
	"github.com/shiftsched/shiftsched/internal/integrations"
	"github.com/shiftsched/shiftsched/internal/server"
	"github.com/shiftsched/shiftsched/internal/service"
	"github.com/shiftsched/shiftsched/internal/session"
	"github.com/shiftsched/shiftsched/internal/store"
)

// secondInstance serves another instance on app's database, with its own pool, service
// and budget, on app's clock, as another process behind the load balancer would.
func secondInstance(t *testing.T, app *apptest.App, costPerHour int64) string {
	t.Helper()
	st, err := store.Open(context.Background(), app.DSN)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	log := slog.New(slog.NewTextHandler(io.Discard, nil))
	secret := []byte("another-instance-another-instance")
	limiter := session.NewLimiter(st, nil, log)
	svc := service.New(service.Deps{Store: st, Log: log, JWTSecret: secret,
		Now: app.Clock.Now, Limits: limiter})
	accts := accounts.New(accounts.Deps{Store: st, Changes: svc.Changes(), Log: log, JWTSecret: secret, ManagerCode: "code", Limits: limiter})
	integ := integrations.New(integrations.Deps{Store: st, Changes: svc.Changes(), Log: log, Limits: limiter})
	avail := availability.New(availability.Deps{Store: st, Changes: svc.Changes(), Schedule: svc})
	srv := httptest.NewServer(server.New(server.Options{Service: svc, Accounts: accts, Integrations: integ, Availability: avail, Sessions: session.New(st, secret, app.Clock.Now, log),
		Log: log, TokenBudget: session.NewBudget(st, costPerHour, app.Clock.Now, log)}))
	t.Cleanup(srv.Close)
	return srv.URL
}

type budgetAnswer struct {
	status int
	header http.Header
	body   struct {
		Errors []struct {
			Message    string         `json:"message"`
			Extensions map[string]any `json:"extensions"`
		} `json:"errors"`
		Extensions struct {
			RateLimit *struct {
				Limit, Remaining float64
				ResetAt          string
			} `json:"rateLimit"`
		} `json:"extensions"`
		Msg string `json:"msg"`
	}
}

func (a budgetAnswer) code() string {
	if len(a.body.Errors) == 0 {
		return ""
	}
	c, _ := a.body.Errors[0].Extensions["code"].(string)
	return c
}

// askWith sends a request with the credential; a query makes it a GraphQL POST.
func askWith(t *testing.T, base, token, query string) budgetAnswer {
	t.Helper()
	method, path, body := "GET", "/api/auth", []byte(nil)
	if query != "" {
		method, path = "POST", "/graphql"
		body, _ = json.Marshal(map[string]any{"query": query})
	}
	req, _ := http.NewRequest(method, base+path, bytes.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Authorization", "Bearer "+token)
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	out := budgetAnswer{status: res.StatusCode, header: res.Header}
	raw, _ := io.ReadAll(res.Body)
	if err := json.Unmarshal(raw, &out.body); err != nil {
		t.Fatalf("answer is not JSON (%d): %s", res.StatusCode, raw)
	}
	return out
}

// me costs 3: the field and its two children.
const meQuery = `{ me { id name } }`

func TestAnAPITokensBudgetRunsOutOnEveryInstanceAndComesBackAfterTheWindow(t *testing.T) {
	t.Parallel()
	const budget = 10
	app := apptest.New(t, apptest.Options{TokenCostPerHour: budget})
	other := secondInstance(t, app, budget)
	sam := app.Employee("Sam")
	token := app.MustGQL(sam.Token, `mutation { createApiToken(input: {name: "script", scopes: ["schedule:read"]}) { secret } }`,
		nil)["createApiToken"].(map[string]any)["secret"].(string)
	resetAt := apptest.Start.Truncate(time.Hour).Add(time.Hour).Format(time.RFC3339)

	// 10 → 7 → 4 → 1, and the last one allowed overdraws to 0, alternating instances.
	for i, want := range []float64{7, 4, 1, 0} {
		base := []string{app.URL, other}[i%2]
		got := askWith(t, base, token, meQuery)
		rl := got.body.Extensions.RateLimit
		if got.status != 200 || got.code() != "" || rl == nil || rl.Limit != budget || rl.Remaining != want || rl.ResetAt != resetAt {
			t.Fatalf("request %d: %d %+v %+v", i, got.status, got.body.Errors, rl)
		}
		if got.header.Get("RateLimit-Remaining") != jsonNumber(want) || got.header.Get("RateLimit-Limit") != "10" {
			t.Fatalf("request %d headers: %v", i, got.header)
		}
	}
	for _, base := range []string{app.URL, other} {
		got := askWith(t, base, token, meQuery)
		if got.status != 429 || got.code() != "RATE_LIMITED" || got.header.Get("Retry-After") != "3600" ||
			got.body.Extensions.RateLimit == nil || got.body.Extensions.RateLimit.Remaining != 0 {
			t.Fatalf("spent budget on %s: %d %v %+v", base, got.status, got.header, got.body)
		}
		if rest := askWith(t, base, token, ""); rest.status != 429 || rest.body.Msg == "" || rest.header.Get("RateLimit-Remaining") != "0" {
			t.Fatalf("spent budget over REST on %s: %d %+v", base, rest.status, rest.body)
		}
	}

	// The next window has the whole budget again; a REST request costs 10.
	app.Clock.Advance(time.Hour)
	rest := askWith(t, other, token, "")
	if rest.status != 200 || rest.header.Get("RateLimit-Remaining") != "0" || rest.header.Get("RateLimit-Reset") != "3600" {
		t.Fatalf("REST in the new window: %d %v", rest.status, rest.header)
	}
	if got := askWith(t, app.URL, token, meQuery); got.code() != "RATE_LIMITED" {
		t.Fatalf("after the REST request spent the new window: %+v", got.body)
	}
	app.Clock.Advance(time.Hour)
	if got := askWith(t, app.URL, token, meQuery); got.status != 200 || got.body.Extensions.RateLimit.Remaining != 7 {
		t.Fatalf("a window later: %d %+v", got.status, got.body)
	}
}

func TestAPersonsOwnSessionIsNotLimitedByTheTokenBudget(t *testing.T) {
	t.Parallel()
	app := apptest.New(t, apptest.Options{TokenCostPerHour: 3})
	sam := app.Employee("Sam")
	for i := range 5 {
		got := askWith(t, app.URL, sam.Token, meQuery)
		if got.status != 200 || got.code() != "" || got.body.Extensions.RateLimit != nil || got.header.Get("RateLimit-Limit") != "" {
			t.Fatalf("request %d of a session: %d %+v", i, got.status, got.body)
		}
		if rest := askWith(t, app.URL, sam.Token, ""); rest.status != 200 || rest.header.Get("RateLimit-Limit") != "" {
			t.Fatalf("REST request %d of a session: %d %v", i, rest.status, rest.header)
		}
	}
}

func jsonNumber(f float64) string { b, _ := json.Marshal(f); return string(b) }

// The read cache answers week and month without gqlgen; a token's reads go past it, so
// that they are charged and told like any other.
func TestCachedReadsWithAnAPITokenAreChargedToo(t *testing.T) {
	t.Parallel()
	app := apptest.New(t, apptest.Options{TokenCostPerHour: 1000})
	sam := app.Employee("Sam")
	token := app.MustGQL(sam.Token, `mutation { createApiToken(input: {name: "script", scopes: ["schedule:read"]}) { secret } }`,
		nil)["createApiToken"].(map[string]any)["secret"].(string)
	const week = `query { week(date: "2026-11-27") { weekStarting schedule { id } } }`
	var last float64 = 1000
	for i := range 3 {
		askWith(t, app.URL, sam.Token, week) // fills the cache for everyone
		got := askWith(t, app.URL, token, week)
		if got.status != 200 || got.code() != "" || got.body.Extensions.RateLimit == nil || got.body.Extensions.RateLimit.Remaining >= last {
			t.Fatalf("read %d: %d %+v", i, got.status, got.body)
		}
		last = got.body.Extensions.RateLimit.Remaining
	}
}

// Operations over a live-update socket draw on the same budget as requests.
func TestAnAPITokensOperationsOverASocketAreChargedToo(t *testing.T) {
	t.Parallel()
	app := apptest.New(t, apptest.Options{TokenCostPerHour: 5})
	sam := app.Employee("Sam")
	token := app.MustGQL(sam.Token, `mutation { createApiToken(input: {name: "live", scopes: ["schedule:read"]}) { secret } }`,
		nil)["createApiToken"].(map[string]any)["secret"].(string)
	c := openSocket(t, app)
	c.init(token)
	frame := func(id string) string {
		c.send(map[string]any{"id": id, "type": "subscribe", "payload": map[string]any{"query": meQuery}})
		for {
			f := c.next()
			if f["type"] != "complete" {
				b, _ := json.Marshal(f)
				return string(b)
			}
		}
	}
	if f := frame("1"); !strings.Contains(f, `"Sam"`) || !strings.Contains(f, `"remaining":2`) {
		t.Fatalf("first query over the socket: %s", f)
	}
	if f := frame("2"); !strings.Contains(f, `"Sam"`) {
		t.Fatalf("second query (budget left: 2): %s", f)
	}
	if f := frame("3"); !strings.Contains(f, "RATE_LIMITED") {
		t.Fatalf("third query over the socket, budget spent: %s", f)
	}
}

// An API token is charged for what its query can return: coworkers over a month of a
// workplace whose busiest day has 51 shifts costs each day's names, where it was charged a
// flat two weeks of one name (145 of the hour's 1,000,000 for 40 aliased years).
func TestAnAPITokenIsChargedForTheRangeItAsks(t *testing.T) {
	t.Parallel()
	const budget = 1_000_000
	app := apptest.New(t, apptest.Options{TokenCostPerHour: budget})
	sam := app.Employee("Sam")
	if _, err := app.Store.DB.ExecContext(context.Background(), `
		WITH people AS (
			INSERT INTO users (name, email, role, password_hash)
			SELECT 'Person ' || g, 'person' || g || '@example.com', 'employee', 'x' FROM generate_series(1, 50) g
			RETURNING id),
		week AS (INSERT INTO schedules (week_starting) VALUES ('2026-11-20') RETURNING id)
		INSERT INTO shifts (schedule_id, day_key, shift_date, user_id, start_minute, end_minute)
		SELECT week.id, 'friday', '2026-11-20', p.id, 540, 1020 FROM week, (SELECT id FROM people UNION SELECT $1) p`, sam.ID); err != nil {
		t.Fatal(err)
	}
	token := app.MustGQL(sam.Token, `mutation { createApiToken(input: {name: "script", scopes: ["schedule:read"]}) { secret } }`,
		nil)["createApiToken"].(map[string]any)["secret"].(string)
	charge := func(from, to string) float64 {
		t.Helper()
		got := askWith(t, app.URL, token, `{ coworkers(from: "`+from+`", to: "`+to+`") { date names } }`)
		if got.status != 200 || got.code() != "" || got.body.Extensions.RateLimit == nil {
			t.Fatalf("%s..%s: %d %+v", from, to, got.status, got.body)
		}
		return got.body.Extensions.RateLimit.Remaining
	}
	left := float64(budget)
	for _, tc := range []struct {
		from, to string
		atLeast  float64
	}{{"2026-11-20", "2026-11-20", 51}, {"2026-11-20", "2026-12-03", 14 * 51}, {"2026-11-20", "2026-12-20", 31 * 51}} {
		remaining := charge(tc.from, tc.to)
		if spent := left - remaining; spent < tc.atLeast {
			t.Errorf("%s..%s was charged %v, want at least %v", tc.from, tc.to, spent, tc.atLeast)
		}
		left = remaining
	}
}
