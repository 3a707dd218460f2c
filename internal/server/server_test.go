package server_test

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"github.com/shiftsched/shiftsched/devtools/apptest"
	"github.com/shiftsched/shiftsched/internal/accounts"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"regexp"
	"strings"
	"sync"
	"testing"
	"testing/fstest"
	"time"

	"github.com/shiftsched/shiftsched/devtools/dbtest"
	"github.com/shiftsched/shiftsched/internal/audittrail"
	"github.com/shiftsched/shiftsched/internal/auth"
	"github.com/shiftsched/shiftsched/internal/availability"
	"github.com/shiftsched/shiftsched/internal/config"
	"github.com/shiftsched/shiftsched/internal/domain"
	"github.com/shiftsched/shiftsched/internal/integrations"
	"github.com/shiftsched/shiftsched/internal/market"
	"github.com/shiftsched/shiftsched/internal/readcache"
	"github.com/shiftsched/shiftsched/internal/reports"
	"github.com/shiftsched/shiftsched/internal/server"
	"github.com/shiftsched/shiftsched/internal/service"
	"github.com/shiftsched/shiftsched/internal/session"
	"github.com/shiftsched/shiftsched/internal/store"
)

func init() { auth.BcryptCost = 4 }

// logBuffer collects the server's JSON log lines.
type logBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (l *logBuffer) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.buf.Write(p)
}

// records returns every log record as a map.
func (l *logBuffer) records() []map[string]any {
	l.mu.Lock()
	defer l.mu.Unlock()
	var out []map[string]any
	for _, line := range strings.Split(strings.TrimSpace(l.buf.String()), "\n") {
		var m map[string]any
		if json.Unmarshal([]byte(line), &m) == nil {
			out = append(out, m)
		}
	}
	return out
}

type testApp struct {
	url     string
	store   *store.Store
	svc     *service.Service
	accts   *accounts.Service
	integ   *integrations.Service
	reads   *readcache.Cache
	handler http.Handler
	logs    *logBuffer
}

// newApp serves the whole handler on a fresh database, logging JSON into a buffer.
func newApp(t *testing.T, corsOrigins []string) *testApp {
	t.Helper()
	return newAppWith(t, server.Options{CORSOrigins: corsOrigins})
}

// newAppWith is newApp with more options; the service, log and client are set here.
func newAppWith(t *testing.T, o server.Options) *testApp {
	t.Helper()
	st := dbtest.New(t)
	logs := &logBuffer{}
	log := server.NewLogger(logs, true)
	secret := []byte(strings.Repeat("s", 32))
	limiter := session.NewLimiter(st, nil, log)
	svc := service.New(service.Deps{
		Store: st, Log: log, JWTSecret: secret,
		AppURL: "http://shiftsched.test", Limits: limiter,
	})
	accts := accounts.New(accounts.Deps{Store: st, Changes: svc.Changes(), Log: log, JWTSecret: secret,
		ManagerCode: "code", AppURL: "http://shiftsched.test", Limits: limiter})
	integ := integrations.New(integrations.Deps{Store: st, Changes: svc.Changes(), Log: log,
		AppURL: "http://shiftsched.test", Limits: limiter})
	avail := availability.New(availability.Deps{Store: st, Changes: svc.Changes(), Schedule: svc})
	o.Service, o.Accounts, o.Integrations, o.Availability, o.Sessions, o.Log = svc, accts, integ, avail, session.New(st, secret, nil, log), log
	o.Audit, o.Reports = audittrail.New(audittrail.Deps{Store: st}), reports.New(reports.Deps{Store: st})
	o.Market = market.New(market.Deps{Store: st, Changes: svc.Changes(), Schedule: svc})
	if o.ReadCache == nil {
		o.ReadCache = readcache.New(readcache.DefaultBytes) // on, as in production
	}
	if o.Client == nil {
		o.Client = fstest.MapFS{
			"index.html":           {Data: []byte("<!doctype html><title>app</title>")},
			"sw.js":                {Data: []byte("self.addEventListener('fetch', () => {});")},
			"manifest.webmanifest": {Data: []byte(`{"name":"Shiftsched"}`)},
			"assets/app-1234.js":   {Data: []byte("console.log(1)")},
			"graphiql.html":        {Data: []byte(`<!doctype html><title>graphiql</title><script type="module" src="/assets/graphiql-1234.js"></script>`)},
		}
	}
	h := server.New(o)
	srv := httptest.NewServer(h)
	t.Cleanup(srv.Close)
	return &testApp{url: srv.URL, store: st, svc: svc, accts: o.Accounts, integ: integ, reads: o.ReadCache, handler: h, logs: logs}
}

type response struct {
	status int
	header http.Header
	body   map[string]any
	raw    string
}

// api is the response as apptest.Want reads it.
func (r response) api() apptest.Response {
	return apptest.Response{Status: r.status, Header: r.header, Raw: []byte(r.raw), Body: r.body}
}

func (a *testApp) do(t *testing.T, method, path string, header map[string]string, body io.Reader) response {
	t.Helper()
	req, err := http.NewRequest(method, a.url+path, body)
	if err != nil {
		t.Fatal(err)
	}
	for k, v := range header {
		req.Header.Set(k, v)
	}
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	raw, _ := io.ReadAll(res.Body)
	out := response{status: res.StatusCode, header: res.Header, raw: string(raw)}
	json.Unmarshal(raw, &out.body)
	return out
}

var jsonCT = map[string]string{"Content-Type": "application/json"}

// tokenFor registers a user through the service and returns a login token.
func tokenFor(t *testing.T, a *testApp, role domain.Role) string {
	t.Helper()
	ctx := context.Background()
	email := fmt.Sprintf("%s-%d@example.com", role, time.Now().UnixNano())
	if _, err := a.accts.Register(ctx, accounts.Registration{Name: "Pat", Email: email, Password: "secret123", Role: role, ManagerCode: "code"}); err != nil {
		t.Fatal(err)
	}
	token, _, err := a.accts.Login(ctx, email, "secret123")
	if err != nil {
		t.Fatal(err)
	}
	return token
}

func TestRequestID(t *testing.T) {
	t.Parallel()
	app := newApp(t, nil)
	t.Run("OKGeneratedAndLogged", func(t *testing.T) {
		res := app.do(t, "GET", "/api/no-such-thing", nil, nil)
		id := res.header.Get("X-Request-Id")
		if !regexp.MustCompile(`^[0-9a-f]{16}$`).MatchString(id) {
			t.Fatalf("X-Request-Id = %q", id)
		}
		for _, r := range app.logs.records() {
			if r["msg"] == "request" && r["request_id"] == id && r["path"] == "/api/no-such-thing" && r["status"] == float64(404) {
				return
			}
		}
		t.Fatalf("no request log with id %s in %v", id, app.logs.records())
	})
	t.Run("OKClientIDKept", func(t *testing.T) {
		res := app.do(t, "GET", "/healthz", map[string]string{"X-Request-Id": "lb-7f3a-01"}, nil)
		if res.header.Get("X-Request-Id") != "lb-7f3a-01" {
			t.Fatalf("X-Request-Id = %q", res.header.Get("X-Request-Id"))
		}
	})
	t.Run("OKUnsafeClientIDReplaced", func(t *testing.T) {
		res := app.do(t, "GET", "/healthz", map[string]string{"X-Request-Id": "has spaces\tand tabs"}, nil)
		if id := res.header.Get("X-Request-Id"); len(id) != 16 {
			t.Fatalf("X-Request-Id = %q", id)
		}
	})
}

func TestServerErrorsHideTheCauseAndLogIt(t *testing.T) {
	t.Parallel()
	app := newApp(t, nil)
	app.store.Close()
	res := app.do(t, "POST", "/api/auth/login", jsonCT, strings.NewReader(`{"email":"a@example.com","password":"secret123"}`))
	apptest.Want(t, res.api(), 500, "Server error")
	id := res.header.Get("X-Request-Id")
	for _, r := range app.logs.records() {
		if r["msg"] == "request failed" && r["request_id"] == id && strings.Contains(fmt.Sprint(r["err"]), "closed") {
			return
		}
	}
	t.Fatalf("cause not logged with request id %s: %v", id, app.logs.records())
}

// chunked hides a reader's length, so the request goes without Content-Length.
func chunked(s string) io.Reader { return io.MultiReader(strings.NewReader(s)) }

func TestBodyLimit(t *testing.T) {
	t.Parallel()
	app := newApp(t, nil)
	token := tokenFor(t, app, domain.RoleEmployee)
	big := `{"email":"` + strings.Repeat("a", server.MaxBodyBytes) + `"}`
	bigQuery := `{"query":"{ me { id } }","variables":{"pad":"` + strings.Repeat("a", server.MaxGraphQLBodyBytes) + `"}}`
	const msg = "Request body is too large (the limit is 1 MiB)."
	const gqlMsg = "Request body is too large (the limit is 512 KiB)."
	for _, tc := range []struct {
		name, path string
		body       io.Reader
	}{
		{"RESTWithLength", "/api/auth/login", strings.NewReader(big)},
		{"RESTChunked", "/api/auth/login", chunked(big)},
		{"RESTSignedIn", "/api/users/me/details", chunked(big)},
		{"GraphQLWithLength", "/graphql", strings.NewReader(bigQuery)},
		{"GraphQLChunked", "/graphql", chunked(bigQuery)},
	} {
		t.Run(tc.name, func(t *testing.T) {
			method := "POST"
			if strings.HasPrefix(tc.path, "/api/users") {
				method = "PUT"
			}
			res := app.do(t, method, tc.path, map[string]string{"Content-Type": "application/json", "x-auth-token": token}, tc.body)
			if tc.path == "/graphql" {
				errs, _ := res.body["errors"].([]any)
				if res.status != 413 || len(errs) != 1 || errs[0].(map[string]any)["message"] != gqlMsg {
					t.Fatalf("got %d %.200s", res.status, res.raw)
				}
				return
			}
			apptest.Want(t, res.api(), 413, msg)
		})
	}
	t.Run("OKJustUnderTheLimit", func(t *testing.T) {
		body := `{"email":"nobody@example.com","password":"x"}`
		body += strings.Repeat(" ", server.MaxBodyBytes-len(body))
		apptest.Want(t, app.do(t, "POST", "/api/auth/login", jsonCT, chunked(body)).api(), 400, "Invalid credentials")
	})
}

func TestMalformedRequests(t *testing.T) {
	t.Parallel()
	app := newApp(t, nil)
	token := tokenFor(t, app, domain.RoleEmployee)
	routes := []struct{ method, path, field string }{
		{"POST", "/api/auth/register", "name"},
		{"POST", "/api/auth/login", "email"},
		{"POST", "/api/auth/forgot-password", "email"},
		{"POST", "/api/auth/reset-password/abc", "newPassword"},
		{"PUT", "/api/users/me/details", "name"},
		{"PUT", "/api/users/me/password", "currentPassword"},
	}
	bodies := []struct{ name, body, msg string }{
		{"Truncated", `{"a": "b"`, "Malformed JSON in request body."},
		{"NotJSON", `name=Ann`, "Malformed JSON in request body."},
		{"Array", `[1, 2]`, "Request body must be a JSON object."},
		{"Empty", ``, "Request body must be a JSON object."},
		{"TwoObjects", `{} {}`, "Request body must be a single JSON object."},
	}
	for _, rt := range routes {
		for _, b := range bodies {
			t.Run(rt.path+"/"+b.name, func(t *testing.T) {
				apptest.Want(t, app.do(t, rt.method, rt.path, map[string]string{"x-auth-token": token}, strings.NewReader(b.body)).api(), 400, b.msg)
			})
		}
		t.Run(rt.path+"/WrongType", func(t *testing.T) {
			body := fmt.Sprintf(`{%q: {"nested": true}}`, rt.field)
			apptest.Want(t, app.do(t, rt.method, rt.path, map[string]string{"x-auth-token": token}, strings.NewReader(body)).api(),
				400, fmt.Sprintf("Field '%s' must be a string.", rt.field))
		})
	}
}

// GraphQL over HTTP, "Response": a request error (the document does not parse or
// validate, or a variable does not coerce) carries errors and no data entry, with 200
// when the client accepts application/json and 400 when it accepts
// application/graphql-response+json; a body that is not a GraphQL request is 400 in both.
func TestMalformedGraphQLRequests(t *testing.T) {
	t.Parallel()
	app := newApp(t, nil)
	for _, tc := range []struct {
		name, body               string
		jsonStatus, answerStatus int
	}{
		{"Truncated", `{"query": "{ me { id } }"`, 400, 400},
		{"NotJSON", `query={me{id}}`, 400, 400},
		{"NoQuery", `{"qeury": "{ me { id } }"}`, 400, 400},
		{"BadQuery", `{"query": "{ me { id "}`, 200, 400},
		{"UnknownField", `{"query": "{ nope }"}`, 200, 400},
		{"WrongVariableType", `{"query": "mutation($e: String!, $p: String!) { login(email: $e, password: $p) { token } }", "variables": {"e": 1, "p": ["x"]}}`, 200, 400},
	} {
		for accept, status := range map[string]int{"application/json": tc.jsonStatus, "application/graphql-response+json": tc.answerStatus} {
			t.Run(tc.name+"/"+accept, func(t *testing.T) {
				res := app.do(t, "POST", "/graphql", map[string]string{"Content-Type": "application/json", "Accept": accept}, strings.NewReader(tc.body))
				errs, _ := res.body["errors"].([]any)
				_, hasData := res.body["data"]
				if res.status != status || len(errs) == 0 || hasData {
					t.Fatalf("got %d %s, want %d with errors and no data entry", res.status, res.raw, status)
				}
				if ct := res.header.Get("Content-Type"); !strings.HasPrefix(ct, accept) {
					t.Fatalf("Content-Type %q, want %s", ct, accept)
				}
			})
		}
	}
}

func TestUnknownPathsAndMethods(t *testing.T) {
	t.Parallel()
	app := newApp(t, nil)
	for _, tc := range []struct {
		method, path string
		status       int
		msg          string
	}{
		{"GET", "/api/nothing-here", 404, "Not found"},
		{"POST", "/api/auth/unknown", 404, "Not found"},
		{"GET", "/api/users/1/extra", 404, "Not found"},
		{"DELETE", "/api/auth/login", 405, "Method not allowed"},
		{"GET", "/api/auth/register", 405, "Method not allowed"},
		{"PATCH", "/api/users/me/details", 405, "Method not allowed"},
		{"POST", "/api/users", 405, "Method not allowed"},
	} {
		t.Run(tc.method+tc.path, func(t *testing.T) {
			apptest.Want(t, app.do(t, tc.method, tc.path, nil, nil).api(), tc.status, tc.msg)
		})
	}
	t.Run("ErrWrongMethodNamesTheAllowedOnes", func(t *testing.T) {
		res := app.do(t, "PATCH", "/api/users", nil, nil)
		if got := res.header.Get("Allow"); got != "GET" {
			t.Fatalf("Allow = %q, want GET", got)
		}
		res = app.do(t, "GET", "/api/auth/login", nil, nil)
		if got := res.header.Get("Allow"); got != "POST" {
			t.Fatalf("Allow = %q, want POST", got)
		}
	})
	t.Run("OKClientRoutesGetTheApp", func(t *testing.T) {
		res := app.do(t, "GET", "/reset-password/some-token", nil, nil)
		if res.status != 200 || !strings.Contains(res.raw, "<title>app</title>") {
			t.Fatalf("got %d %s", res.status, res.raw)
		}
	})
}

func preflight(origin, path string) (string, string, map[string]string) {
	return "OPTIONS", path, map[string]string{
		"Origin": origin, "Access-Control-Request-Method": "POST",
		"Access-Control-Request-Headers": "content-type,x-auth-token",
	}
}

func TestCORS(t *testing.T) {
	t.Parallel()
	t.Run("OKAnyOriginByDefault", func(t *testing.T) {
		app := newApp(t, nil)
		for _, path := range []string{"/api/auth/login", "/graphql"} {
			method, p, h := preflight("https://client.example", path)
			res := app.do(t, method, p, h, nil)
			if res.status != 204 || res.header.Get("Access-Control-Allow-Origin") != "*" ||
				!strings.Contains(strings.ToLower(res.header.Get("Access-Control-Allow-Headers")), "x-auth-token") ||
				!strings.Contains(res.header.Get("Access-Control-Allow-Methods"), "POST") {
				t.Fatalf("preflight %s: %d %v", path, res.status, res.header)
			}
			if res.header.Get("Access-Control-Allow-Credentials") != "" {
				t.Fatal("credentials allowed")
			}
		}
		res := app.do(t, "GET", "/api/auth", map[string]string{"Origin": "https://client.example"}, nil)
		if res.header.Get("Access-Control-Allow-Origin") != "*" || res.status != 401 {
			t.Fatalf("simple request: %d %v", res.status, res.header)
		}
	})
	t.Run("ErrRestrictedByCORS_ORIGINS", func(t *testing.T) {
		vapid, _ := config.NewVAPID()
		cfg, err := config.Load(func(k string) string {
			return map[string]string{"CORS_ORIGINS": "https://ok.example, https://also.example/",
				"JWT_SECRET": strings.Repeat("s", 32), "MANAGER_SECRET_CODE": "a-production-code",
				"VAPID_PUBLIC_KEY": vapid.PublicKey, "VAPID_PRIVATE_KEY": vapid.PrivateKey}[k]
		})
		if err != nil {
			t.Fatal(err)
		}
		app := newApp(t, cfg.CORSOrigins)
		for _, origin := range []string{"https://ok.example", "https://also.example"} {
			method, p, h := preflight(origin, "/api/auth/login")
			res := app.do(t, method, p, h, nil)
			if res.header.Get("Access-Control-Allow-Origin") != origin || !strings.Contains(res.header.Get("Vary"), "Origin") {
				t.Fatalf("allowed origin %s: %v", origin, res.header)
			}
		}
		method, p, h := preflight("https://evil.example", "/graphql")
		if res := app.do(t, method, p, h, nil); res.header.Get("Access-Control-Allow-Origin") != "" || res.header.Get("Access-Control-Allow-Headers") != "" {
			t.Fatalf("refused origin got CORS headers: %v", res.header)
		}
		res := app.do(t, "GET", "/api/auth", map[string]string{"Origin": "https://evil.example"}, nil)
		if res.header.Get("Access-Control-Allow-Origin") != "" {
			t.Fatalf("refused origin got CORS headers: %v", res.header)
		}
	})
}

func TestHealth(t *testing.T) {
	t.Parallel()
	app := newApp(t, nil)
	for _, path := range []string{"/healthz", "/readyz"} {
		if res := app.do(t, "GET", path, nil, nil); res.status != 200 || res.body["status"] != "ok" {
			t.Fatalf("%s: %d %s", path, res.status, res.raw)
		}
	}
	t.Run("ErrDatabaseGone", func(t *testing.T) {
		app.store.Close()
		if res := app.do(t, "GET", "/readyz", nil, nil); res.status != 503 {
			t.Fatalf("/readyz with the database closed: %d %s", res.status, res.raw)
		}
		if res := app.do(t, "GET", "/healthz", nil, nil); res.status != 200 {
			t.Fatalf("/healthz with the database closed: %d", res.status)
		}
	})
}

// slowRequest sends a login request whose body is held back after its first half, and
// returns a function that sends the rest and reads the answer's status line.
func slowRequest(t *testing.T, addr string) (finish func() (string, error)) {
	t.Helper()
	conn, err := net.Dial("tcp", addr)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { conn.Close() })
	body := `{"email":"nobody@example.com","password":"secret123"}`
	fmt.Fprintf(conn, "POST /api/auth/login HTTP/1.1\r\nHost: %s\r\nContent-Type: application/json\r\nContent-Length: %d\r\n\r\n%s",
		addr, len(body), body[:10])
	return func() (string, error) {
		if _, err := io.WriteString(conn, body[10:]); err != nil {
			return "", err
		}
		conn.SetReadDeadline(time.Now().Add(10 * time.Second))
		return bufio.NewReader(conn).ReadString('\n')
	}
}

func TestGracefulShutdownFinishesInFlightRequests(t *testing.T) {
	t.Parallel()
	app := newApp(t, nil)
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	reading := make(chan struct{}, 1)
	srv := &http.Server{Handler: app.handler, ConnState: func(_ net.Conn, st http.ConnState) {
		if st == http.StateActive {
			select {
			case reading <- struct{}{}:
			default:
			}
		}
	}}
	go srv.Serve(ln)
	finish := slowRequest(t, ln.Addr().String())
	select { // the server is now reading the body
	case <-reading:
	case <-time.After(5 * time.Second):
		t.Fatal("the server never started reading the request")
	}

	stopped := make(chan error, 1)
	go func() { stopped <- srv.Shutdown(context.Background()) }()
	// Shutdown has begun once new connections are refused; it must still be waiting.
	waitRefused(t, ln.Addr().String())
	select {
	case err := <-stopped:
		t.Fatalf("Shutdown returned (%v) while a request was in flight", err)
	default:
	}
	status, err := finish()
	if err != nil || !strings.Contains(status, " 400 ") {
		t.Fatalf("in-flight request: %q, %v", status, err)
	}
	select {
	case err := <-stopped:
		if err != nil {
			t.Fatal(err)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("Shutdown did not return after the request finished")
	}
}

// waitRefused waits until addr refuses new connections (its listener is closed).
func waitRefused(t *testing.T, addr string) {
	t.Helper()
	apptest.WaitFor(t, 5*time.Second, "new connections refused while shutting down", func() bool {
		c, err := net.DialTimeout("tcp", addr, time.Second)
		if err == nil {
			c.Close()
		}
		return err != nil
	})
}

// The service worker and manifest have fixed names, so browsers must check them again;
// hashed assets are kept for a year.
func TestClientFilesCaching(t *testing.T) {
	t.Parallel()
	app := newApp(t, nil)
	for _, tc := range []struct{ path, cache, ctype string }{
		{"/sw.js", "no-cache", "javascript"},
		{"/manifest.webmanifest", "no-cache", "application/manifest+json"},
		{"/assets/app-1234.js", "public, max-age=31536000, immutable", "javascript"},
		{"/dashboard", "no-cache", "text/html"},
	} {
		res := app.do(t, http.MethodGet, tc.path, nil, nil)
		if res.status != http.StatusOK || res.header.Get("Cache-Control") != tc.cache || !strings.Contains(res.header.Get("Content-Type"), tc.ctype) {
			t.Errorf("%s: status %d, Cache-Control %q, Content-Type %q", tc.path, res.status, res.header.Get("Cache-Control"), res.header.Get("Content-Type"))
		}
	}
}
