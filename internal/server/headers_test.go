package server_test

import (
	"bufio"
	"io"
	"net"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/shiftsched/shiftsched/internal/server"
)

func TestSecurityHeadersOnEveryResponse(t *testing.T) {
	t.Parallel()
	app := newApp(t, nil)
	for _, tc := range []struct{ name, method, path, accept string }{
		{"App", "GET", "/", "text/html"},
		{"DeepLink", "GET", "/reset-password/abc", "text/html"},
		{"REST", "GET", "/api/auth", ""},
		{"RESTNotFound", "GET", "/api/nothing", ""},
		{"GraphQL", "POST", "/graphql", ""},
		{"Health", "GET", "/healthz", ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var body io.Reader
			if tc.method == "POST" {
				body = strings.NewReader(`{"query":"{ me { id } }"}`)
			}
			res := app.do(t, tc.method, tc.path, map[string]string{"Accept": tc.accept, "Content-Type": "application/json"}, body)
			h := res.header
			csp := h.Get("Content-Security-Policy")
			if !strings.Contains(csp, "frame-ancestors 'none'") || !strings.Contains(csp, "script-src 'self';") || strings.Contains(csp, "unsafe") {
				t.Errorf("Content-Security-Policy = %q", csp)
			}
			if h.Get("X-Content-Type-Options") != "nosniff" || h.Get("Referrer-Policy") != "no-referrer" {
				t.Errorf("headers = %v", h)
			}
			if h.Get("Strict-Transport-Security") != "" {
				t.Errorf("HSTS sent for an http app")
			}
		})
	}
	t.Run("OKHSTSWhenHTTPS", func(t *testing.T) {
		app := newAppWith(t, server.Options{HSTS: true})
		if got := app.do(t, "GET", "/", nil, nil).header.Get("Strict-Transport-Security"); !strings.HasPrefix(got, "max-age=") {
			t.Fatalf("Strict-Transport-Security = %q", got)
		}
	})
}

// The IDE comes from the client's build, not a CDN, so the app's policy covers it:
// no other origin and nothing inline.
func TestGraphQLIDEIsServedFromTheBuildUnderTheAppPolicy(t *testing.T) {
	t.Parallel()
	app := newApp(t, nil)
	res := app.do(t, "GET", "/graphql", map[string]string{"Accept": "text/html"}, nil)
	csp := res.header.Get("Content-Security-Policy")
	if res.status != 200 || !strings.Contains(res.raw, "/assets/graphiql-1234.js") || strings.Contains(csp, "unsafe") ||
		strings.Contains(csp, "https:") || !strings.Contains(csp, "script-src 'self';") || !strings.Contains(csp, "frame-ancestors 'none'") {
		t.Fatalf("got %d, policy %q: %s", res.status, csp, res.raw)
	}
	if cc := res.header.Get("Cache-Control"); cc != "no-cache" {
		t.Errorf("Cache-Control = %q", cc)
	}
	// Only /graphql shows it, so that GRAPHQL_IDE=off hides it everywhere.
	if res := app.do(t, "GET", "/graphiql.html", map[string]string{"Accept": "text/html"}, nil); strings.Contains(res.raw, "graphiql") {
		t.Fatalf("the IDE's page served at its file name: %s", res.raw)
	}
}

func TestIntrospectionAndIDECanBeTurnedOff(t *testing.T) {
	t.Parallel()
	on := newApp(t, nil)
	off := newAppWith(t, server.Options{NoIntrospection: true, NoIDE: true})
	q := strings.NewReader(`{"query":"{ __schema { queryType { name } } }"}`)
	if res := on.do(t, "POST", "/graphql", jsonCT, q); !strings.Contains(res.raw, `"queryType":{"name":"Query"}`) {
		t.Fatalf("introspection on by default: %s", res.raw)
	}
	// A request error: 200 in application/json, 400 in application/graphql-response+json
	// (GraphQL over HTTP), with no data either way.
	for accept, status := range map[string]int{"application/json": 200, "application/graphql-response+json": 400} {
		res := off.do(t, "POST", "/graphql", map[string]string{"Content-Type": "application/json", "Accept": accept},
			strings.NewReader(`{"query":"{ __schema { queryType { name } } }"}`))
		if strings.Contains(res.raw, `"Query"`) || strings.Contains(res.raw, `"data"`) || res.status != status ||
			!strings.Contains(res.raw, `"code":"INTROSPECTION_DISABLED"`) || !strings.Contains(res.raw, "turned off") {
			t.Fatalf("introspection off, Accept %s: %d %s", accept, res.status, res.raw)
		}
	}
	if res := off.do(t, "GET", "/graphql", map[string]string{"Accept": "text/html"}, nil); strings.Contains(res.raw, "graphiql") {
		t.Fatalf("IDE off: %d %s", res.status, res.raw)
	}
}

func TestSlowRequestBodyIsCutOff(t *testing.T) {
	t.Parallel()
	app := newAppWith(t, server.Options{BodyReadTimeout: 300 * time.Millisecond})
	for _, path := range []string{"/api/auth/login", "/graphql"} {
		t.Run(path, func(t *testing.T) {
			start := time.Now()
			if status := heldBackBodyStatus(t, app.url, path); status != 408 {
				t.Fatalf("status %d", status)
			}
			t.Logf("answered 408 after %v", time.Since(start))
		})
	}
	t.Run("OKSlowHandlerAfterTheBody", func(t *testing.T) {
		// A whole body that arrived in time leaves the connection usable past the deadline.
		res := app.do(t, "POST", "/api/auth/login", jsonCT, strings.NewReader(`{"email":"a@b.c","password":"x"}`))
		// The first request's deadline has passed once a body held back on a connection
		// opened after it is cut off: that one's deadline was set later.
		if status := heldBackBodyStatus(t, app.url, "/api/auth/login"); status != 408 {
			t.Fatalf("held-back body: status %d", status)
		}
		res2 := app.do(t, "POST", "/api/auth/login", jsonCT, strings.NewReader(`{"email":"a@b.c","password":"x"}`))
		if res.status != 400 || res2.status != 400 {
			t.Fatalf("statuses %d %d", res.status, res2.status)
		}
	})
}

// heldBackBodyStatus posts to path on a connection of its own a body that announces 100
// bytes, sends 10, then nothing, and returns the status of the answer.
func heldBackBodyStatus(t *testing.T, url, path string) int {
	t.Helper()
	conn, err := net.Dial("tcp", strings.TrimPrefix(url, "http://"))
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	io.WriteString(conn, "POST "+path+" HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{\"email\":")
	conn.SetReadDeadline(time.Now().Add(5 * time.Second))
	start := time.Now()
	res, err := http.ReadResponse(bufio.NewReader(conn), nil)
	if err != nil {
		t.Fatalf("no answer after %v: %v", time.Since(start), err)
	}
	res.Body.Close()
	return res.StatusCode
}
