// Package apptest runs the whole HTTP application on a fresh database for integration
// tests of both APIs: real PostgreSQL, captured e-mail, and a clock the test controls.
package apptest

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
	"sync"
	"testing"
	"time"

	"github.com/shiftsched/shiftsched/devtools/dbtest"
	"github.com/shiftsched/shiftsched/devtools/wait"
	"github.com/shiftsched/shiftsched/internal/audittrail"
	"github.com/shiftsched/shiftsched/internal/auth"
	"github.com/shiftsched/shiftsched/internal/autofill"
	"github.com/shiftsched/shiftsched/internal/availability"
	"github.com/shiftsched/shiftsched/internal/delivery"
	"github.com/shiftsched/shiftsched/internal/emails"
	"github.com/shiftsched/shiftsched/internal/ical"
	"github.com/shiftsched/shiftsched/internal/integrations"
	"github.com/shiftsched/shiftsched/internal/labour"
	"github.com/shiftsched/shiftsched/internal/leave"
	"github.com/shiftsched/shiftsched/internal/live"
	"github.com/shiftsched/shiftsched/internal/mail"
	"github.com/shiftsched/shiftsched/internal/market"
	"github.com/shiftsched/shiftsched/internal/personaldata"
	"github.com/shiftsched/shiftsched/internal/pollcache"
	"github.com/shiftsched/shiftsched/internal/readcache"
	"github.com/shiftsched/shiftsched/internal/reports"
	"github.com/shiftsched/shiftsched/internal/server"
	"github.com/shiftsched/shiftsched/internal/service"
	"github.com/shiftsched/shiftsched/internal/session"
	"github.com/shiftsched/shiftsched/internal/store"
	"github.com/shiftsched/shiftsched/internal/timeclock"
	"github.com/shiftsched/shiftsched/internal/workzone"
)

// ManagerCode is the manager secret code of test apps.
const ManagerCode = "test-manager-code"

// Start is the default "now" of a test app: Sunday 22 November 2026, 10:00 UTC, in the
// week that starts on Friday 20 November.
var Start = time.Date(2026, 11, 22, 10, 0, 0, 0, time.UTC)

func init() { auth.BcryptCost = 4 } // tests need correctness, not slowness

// Clock is a settable clock.
type Clock struct {
	mu  sync.Mutex
	now time.Time
}

// Now returns the clock's time.
func (c *Clock) Now() time.Time { c.mu.Lock(); defer c.mu.Unlock(); return c.now }

// Set moves the clock to t.
func (c *Clock) Set(t time.Time) { c.mu.Lock(); defer c.mu.Unlock(); c.now = t }

// Advance moves the clock forward by d.
func (c *Clock) Advance(d time.Duration) { c.mu.Lock(); defer c.mu.Unlock(); c.now = c.now.Add(d) }

// App is a running application.
type App struct {
	T     testing.TB
	URL   string
	DSN   string // the app's database
	Store *store.Store
	Svc   *service.Service
	// Accounts is the app's accounts, sign-in, set-up and invitations.
	Accounts *accounts.Service
	// Integrations is the app's API tokens, webhooks, persisted queries and feeds.
	Integrations *integrations.Service
	// TimeClock is the app's time clock, timesheets and payroll.
	TimeClock *timeclock.Service
	// Availability is the app's time off, weekly availability and preferences.
	Availability *availability.Service
	// Leave is the app's leave types, policies, balances and public holidays.
	Leave *leave.Service
	// Market is the app's swaps, open shifts and claims.
	Market *market.Service
	// PersonalData is the app's exports and erasures of people's data.
	PersonalData *personaldata.Service
	// Audit reads the app's audit trail.
	Audit *audittrail.Service
	// Reports answers the app's hours report.
	Reports *reports.Service
	Mail    *mail.Capture
	Clock   *Clock
	Server  *httptest.Server
	Live    *live.Hub // the app's LISTEN connection for GraphQL subscriptions
	Polls   *pollcache.Cache
	Reads   *readcache.Cache
	// Sessions checks tokens as the server does.
	Sessions *session.Checker
	// Outbox delivers the app's e-mail and webhooks when a test runs it.
	Outbox *delivery.Outbox
	// Fill is the app's auto-fill jobs (fillrun.New runs them).
	Fill *autofill.Service
}

// Options adjust a test app.
type Options struct {
	Limits map[string]service.Limit // nil: no rate limits (tests of limits set their own)
	Mail   mail.Sender              // nil: App.Mail, which keeps messages for the test
	// Workplace is the workplace time zone; nil means UTC.
	Workplace *time.Location
	// WebhookAllowPrivate lets webhooks reach this machine's test receivers.
	WebhookAllowPrivate bool
	// TokenCostPerHour is each API token's query budget, on the app's clock; 0: unlimited.
	TokenCostPerHour int64
	// DSN is a database the test prepared (a migration test's); "" for a fresh one.
	DSN string
}

// New starts an app on a fresh database; it stops when the test ends.
func New(tb testing.TB, opts ...Options) *App {
	tb.Helper()
	var o Options
	if len(opts) > 0 {
		o = opts[0]
	}
	dsn := o.DSN
	if dsn == "" {
		dsn = dbtest.NewURL(tb)
	}
	st, err := store.Open(context.Background(), dsn)
	if err != nil {
		tb.Fatal(err)
	}
	tb.Cleanup(func() { st.Close() })
	clock := &Clock{now: Start}
	capture := &mail.Capture{}
	log := slog.New(slog.NewTextHandler(io.Discard, nil))
	// A fuzz target may not log through its *testing.F, so fuzz apps log nothing.
	if _, fuzz := tb.(*testing.F); testing.Verbose() && !fuzz {
		log = server.NewLogger(testWriter{tb}, false)
	}
	limits := o.Limits
	if limits == nil {
		limits = map[string]service.Limit{}
	}
	var sender mail.Sender = capture
	if o.Mail != nil {
		sender = o.Mail
	}
	ctx, stopListeners := context.WithCancel(context.Background())
	polls := pollcache.New(dsn, st.DB.DB, 16<<20, log)
	polls.MinReconnect, polls.MaxReconnect = 10*time.Millisecond, 200*time.Millisecond
	pollsDone := make(chan struct{})
	go func() { defer close(pollsDone); polls.Run(ctx) }()
	secret := []byte("test-secret-test-secret-test-secret!")
	zone := workzone.New(o.Workplace)
	const appURL = "http://shiftsched.test"
	sessions := session.New(st, secret, clock.Now, log)
	outbox := delivery.New(delivery.Deps{Store: st, Mail: sender, Log: log, Now: clock.Now, Zone: zone,
		AllowPrivate: o.WebhookAllowPrivate, Push: PushKeys,
		Emails: emails.Writer{AppURL: appURL, Secret: secret, Zone: zone}})
	// Shared by the service, the integrations and the time clock, as cmd/shiftsched wires them.
	limiter, passwords := session.NewLimiter(st, limits, log), &auth.Passwords{}
	svc := service.New(service.Deps{
		Store:           st,
		Outbox:          outbox,
		SessionsChanged: polls.Forget,
		Log:             log,
		JWTSecret:       secret,
		AppURL:          appURL,
		Zone:            zone,
		Now:             clock.Now,
		Limits:          limiter,
		PushPublicKey:   PushKeys.PublicKey,
		Passwords:       passwords,
	})
	accts := accounts.New(accounts.Deps{Store: st, Changes: svc.Changes(), Log: log, JWTSecret: secret,
		ManagerCode: ManagerCode, AppURL: appURL, Zone: zone, Limits: limiter, Passwords: passwords})
	integ := integrations.New(integrations.Deps{Store: st, Changes: svc.Changes(), Log: log, Zone: zone,
		AppURL: appURL, Limits: limiter, RenderCalendar: ical.Render})
	lv := leave.New(leave.Deps{Store: st, Changes: svc.Changes(), Zone: zone})
	lab := labour.New(labour.Deps{Store: st, Changes: svc.Changes(), Zone: zone})
	timeClock := timeclock.New(timeclock.Deps{Store: st, Changes: svc.Changes(), Zone: zone, Log: log,
		Limits: limiter, Passwords: passwords, Leave: lv, Labour: lab})
	audit := audittrail.New(audittrail.Deps{Store: st, Zone: zone})
	rep := reports.New(reports.Deps{Store: st, Zone: zone, Now: clock.Now})
	fill := autofill.New(autofill.Deps{Store: st, Changes: svc.Changes(), Drafts: svc, Log: log, Limits: limiter})
	avail := availability.New(availability.Deps{Store: st, Changes: svc.Changes(), Schedule: svc, Leave: lv, Zone: zone})
	mkt := market.New(market.Deps{Store: st, Changes: svc.Changes(), Schedule: svc, Zone: zone})
	pd := personaldata.New(personaldata.Deps{Store: st, Changes: svc.Changes(), Zone: zone, Log: log})
	hub := live.New(dsn, svc, log)
	hub.MinReconnect = 10 * time.Millisecond
	hub.MaxReconnect = 200 * time.Millisecond
	hubDone := make(chan struct{})
	go func() { defer close(hubDone); hub.Run(ctx) }()
	tb.Cleanup(func() { stopListeners(); <-hubDone; <-pollsDone })
	// Polls are answered from the database until the poll cache hears itself.
	select {
	case <-polls.Ready():
	case <-time.After(10 * time.Second):
	}
	reads := readcache.New(readcache.DefaultBytes)
	var budget *session.Budget
	if o.TokenCostPerHour > 0 {
		budget = session.NewBudget(st, o.TokenCostPerHour, clock.Now, log)
	}
	srv := httptest.NewServer(server.New(server.Options{Service: svc, Accounts: accts, Integrations: integ, TimeClock: timeClock, Audit: audit, Reports: rep, Fill: fill, Availability: avail, Leave: lv, Labour: lab, Market: mkt, PersonalData: pd, Sessions: sessions, ReadCache: reads, PollCache: polls, Log: log, Live: hub,
		SocketRecheck: 100 * time.Millisecond, TokenBudget: budget}))
	tb.Cleanup(srv.Close)
	tb.Cleanup(accts.Wait) // runs first: background work (reset mail) ends before the server and database go
	return &App{T: tb, URL: srv.URL, DSN: dsn, Store: st, Svc: svc, Accounts: accts, Integrations: integ, TimeClock: timeClock, Audit: audit, Reports: rep, Fill: fill, Availability: avail, Leave: lv, Market: mkt, PersonalData: pd, Mail: capture, Clock: clock, Server: srv, Live: hub, Polls: polls, Reads: reads, Sessions: sessions, Outbox: outbox}
}

type testWriter struct{ tb testing.TB }

func (w testWriter) Write(p []byte) (int, error) {
	w.tb.Log(strings.TrimRight(string(p), "\n"))
	return len(p), nil
}

// Response is an HTTP answer with its body decoded as JSON (when it is JSON).
type Response struct {
	Status int
	Header http.Header
	Raw    []byte
	Body   any
}

// Msg returns the "msg" of a REST error body.
func (r Response) Msg() string {
	if m, ok := r.Body.(map[string]any); ok {
		s, _ := m["msg"].(string)
		return s
	}
	return ""
}

// Obj returns the body as a JSON object (empty when it is not one).
func (r Response) Obj() map[string]any {
	m, _ := r.Body.(map[string]any)
	return m
}

// List returns the body as a JSON array (nil when it is not one).
func (r Response) List() []any {
	l, _ := r.Body.([]any)
	return l
}

// Do sends a request. body may be nil, a string or []byte (sent as is), or any value
// (sent as JSON). token, when not empty, goes in x-auth-token.
func (a *App) Do(method, path, token string, body any) Response {
	a.T.Helper()
	var rd io.Reader
	switch b := body.(type) {
	case nil:
	case string:
		rd = strings.NewReader(b)
	case []byte:
		rd = bytes.NewReader(b)
	default:
		j, err := json.Marshal(b)
		if err != nil {
			a.T.Fatal(err)
		}
		rd = bytes.NewReader(j)
	}
	req, err := http.NewRequest(method, a.URL+path, rd)
	if err != nil {
		a.T.Fatal(err)
	}
	if rd != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	if token != "" {
		req.Header.Set("x-auth-token", token)
	}
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		a.T.Fatal(err)
	}
	defer res.Body.Close()
	raw, _ := io.ReadAll(res.Body)
	out := Response{Status: res.StatusCode, Header: res.Header, Raw: raw}
	json.Unmarshal(raw, &out.Body)
	return out
}

// GQLResult is a GraphQL answer.
type GQLResult struct {
	Data   map[string]any
	Errors []GQLError
	Raw    []byte
}

// GQLError is one GraphQL error.
type GQLError struct {
	Message    string         `json:"message"`
	Path       []any          `json:"path"`
	Extensions map[string]any `json:"extensions"`
}

// Code returns the first error's extensions.code, or "" when there is no error.
func (r GQLResult) Code() string {
	if len(r.Errors) == 0 {
		return ""
	}
	c, _ := r.Errors[0].Extensions["code"].(string)
	return c
}

// GQL runs a GraphQL operation with the token as a Bearer token (when not empty).
func (a *App) GQL(token, query string, vars map[string]any) GQLResult {
	a.T.Helper()
	return a.GQLIn("", token, query, vars)
}

// GQLIn is GQL asked by a caller reading lang (its Accept-Language; none when empty).
func (a *App) GQLIn(lang, token, query string, vars map[string]any) GQLResult {
	a.T.Helper()
	body, _ := json.Marshal(map[string]any{"query": query, "variables": vars})
	req, _ := http.NewRequest("POST", a.URL+"/graphql", bytes.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	if lang != "" {
		req.Header.Set("Accept-Language", lang)
	}
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		a.T.Fatal(err)
	}
	defer res.Body.Close()
	raw, _ := io.ReadAll(res.Body)
	var out GQLResult
	if err := json.Unmarshal(raw, &out); err != nil {
		a.T.Fatalf("GraphQL answer is not JSON (status %d): %s", res.StatusCode, raw)
	}
	out.Raw = raw
	return out
}

// MustGQL runs a GraphQL operation and fails the test on any error.
func (a *App) MustGQL(token, query string, vars map[string]any) map[string]any {
	a.T.Helper()
	r := a.GQL(token, query, vars)
	if len(r.Errors) > 0 {
		a.T.Fatalf("GraphQL errors: %s", r.Raw)
	}
	return r.Data
}

// Answer is what Want checks: a REST Response or a GraphQL GQLResult.
type Answer interface {
	// outcome returns the status (REST) or first error code (GraphQL), the message, the
	// raw answer, and whether a REST answer must be JSON.
	outcome(wantMsg bool) (got any, msg string, raw []byte, notJSON bool)
}

func (r Response) outcome(wantMsg bool) (any, string, []byte, bool) {
	// Errors and messages come as JSON; a 200 may be a CSV or a calendar.
	mustJSON := wantMsg || r.Status >= 400
	return r.Status, r.Msg(), r.Raw, mustJSON && !strings.HasPrefix(r.Header.Get("Content-Type"), "application/json")
}

func (r GQLResult) outcome(bool) (any, string, []byte, bool) {
	if len(r.Errors) == 0 {
		return "", "", r.Raw, false
	}
	return r.Code(), r.Errors[0].Message, r.Raw, false
}

// Want fails the test at once unless the answer is the one expected. For a REST Response
// want is the status, and msg, when not empty, the "msg" of its JSON body; an error
// status must come as JSON. For a GQLResult want is the first error's extensions.code
// ("" for no error), and msg, when not empty, its message.
func Want(tb testing.TB, got Answer, want any, msg string) {
	tb.Helper()
	outcome, m, raw, notJSON := got.outcome(msg != "")
	if outcome != want || (msg != "" && m != msg) || notJSON {
		tb.Fatalf("got %v %s; want %v %q", outcome, raw, want, msg)
	}
}

// User is a registered test user with a valid token.
type User struct {
	ID       string
	Name     string
	Email    string
	Password string
	Token    string
}

// Register creates an account through GraphQL and logs in.
func (a *App) Register(name, role string) User {
	a.T.Helper()
	email := strings.ToLower(strings.ReplaceAll(name, " ", ".")) + "@example.com"
	input := map[string]any{"name": name, "email": email, "password": "secret123", "role": strings.ToUpper(role)}
	if strings.EqualFold(role, "manager") {
		input["managerCode"] = ManagerCode
	}
	a.MustGQL("", `mutation($in: RegisterInput!) { register(input: $in) { id } }`, map[string]any{"in": input})
	id, token := a.login(email, "secret123")
	return User{ID: id, Name: name, Email: email, Password: "secret123", Token: token}
}

// Login signs in once more (another device, say) and returns the new token.
func (a *App) Login(email, password string) string {
	a.T.Helper()
	_, token := a.login(email, password)
	return token
}

func (a *App) login(email, password string) (id, token string) {
	a.T.Helper()
	data := a.MustGQL("", `mutation($e: String!, $p: String!) { login(email: $e, password: $p) { token user { id } } }`,
		map[string]any{"e": email, "p": password})
	login := data["login"].(map[string]any)
	return login["user"].(map[string]any)["id"].(string), login["token"].(string)
}

// Manager registers a manager.
func (a *App) Manager(name string) User { a.T.Helper(); return a.Register(name, "manager") }

// Employee registers an employee.
func (a *App) Employee(name string) User { a.T.Helper(); return a.Register(name, "employee") }

// WaitFor waits until cond holds and fails the test when it does not within limit; what
// names the condition in the failure (wait.For).
func WaitFor(tb testing.TB, limit time.Duration, what string, cond func() bool) {
	tb.Helper()
	wait.For(tb, limit, what, cond)
}
