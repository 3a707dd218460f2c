package server_test

import (
	"bytes"
	"errors"
	"github.com/shiftsched/shiftsched/internal/accounts"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"sync"
	"testing"
	"testing/fstest"

	"github.com/shiftsched/shiftsched/devtools/dbtest"
	"github.com/shiftsched/shiftsched/internal/availability"
	"github.com/shiftsched/shiftsched/internal/integrations"
	"github.com/shiftsched/shiftsched/internal/mail"
	"github.com/shiftsched/shiftsched/internal/readcache"
	"github.com/shiftsched/shiftsched/internal/server"
	"github.com/shiftsched/shiftsched/internal/service"
	"github.com/shiftsched/shiftsched/internal/session"
)

func TestRedactPath(t *testing.T) {
	t.Parallel()
	tests := []struct{ in, want string }{
		{"/reset-password/Zm9vYmFyYmF6cXV4", "/reset-password/[redacted]"},
		{"/api/auth/reset-password/Zm9vYmFy", "/api/auth/reset-password/[redacted]"},
		{"/Reset-Password/abc/extra", "/Reset-Password/[redacted]/extra"},
		{"/unsubscribe/u-123", "/unsubscribe/[redacted]"},
		{"/invitation/i-123", "/invitation/[redacted]"},
		{"/api/unsubscribe/u-123", "/api/unsubscribe/[redacted]"},
		{"/feed/tok.ics", "/feed/[redacted]"},
		{"/calendar/tok/shifts.ics", "/calendar/[redacted]/shifts.ics"},
		{"/reset-password/", "/reset-password/"},
		{"/reset-password", "/reset-password"},
		{"/api/calendar-events/week", "/api/calendar-events/week"},
		{"/api/schedules/week", "/api/schedules/week"},
		{"/forgot-password", "/forgot-password"},
		{"/", "/"},
		{"", ""},
	}
	for _, tc := range tests {
		if got := server.RedactPath(tc.in); got != tc.want {
			t.Errorf("RedactPath(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}

func TestRedactQuery(t *testing.T) {
	t.Parallel()
	tests := []struct{ in, want string }{
		{"token=abc", "token=[redacted]"},
		{"date=2026-11-20&access_token=abc&x=1", "date=2026-11-20&access_token=[redacted]&x=1"},
		{"Reset_Token=a&password=b&client_secret=c&jwt=d", "Reset_Token=[redacted]&password=[redacted]&client_secret=[redacted]&jwt=[redacted]"},
		{"to%6Ben=abc", "to%6Ben=[redacted]"},
		{"token", "token"},
		{"year=2026&month=11", "year=2026&month=11"},
		{"", ""},
	}
	for _, tc := range tests {
		if got := server.RedactQuery(tc.in); got != tc.want {
			t.Errorf("RedactQuery(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
	u, _ := url.Parse("http://x/feed/secret1?token=secret2&week=1")
	if got := server.RedactURL(u); got != "/feed/[redacted]?token=[redacted]&week=1" {
		t.Errorf("RedactURL = %q", got)
	}
}

// The logger keeps credentials out of every line, whatever attribute carries them.
func TestLoggerRedactsCredentials(t *testing.T) {
	t.Parallel()
	const jwt = "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJlc2lnbmF0dXJl"
	for _, production := range []bool{true, false} {
		var buf bytes.Buffer
		log := server.NewLogger(&buf, production)
		h := http.Header{"Authorization": {"Bearer " + jwt}, "X-Auth-Token": {jwt}, "Accept": {"text/html"}}
		log.Info("headers", "header", h)
		log.Info("attrs", "authorization", "Bearer sekrit-bearer-1", "x-auth-token", "sekrit-2", "token", "sekrit-3",
			"newPassword", "sekrit-4")
		log.Info("text", "err", errors.New("upstream said: Authorization: Bearer sekrit-bearer-5"), "note", "got "+jwt)
		log.Info("paths", "path", "/reset-password/sekrit-6", "url", "/x?access_token=sekrit-7&a=1")
		log.Info("pasted", "note", "script used shspat_SEKRIT8ABCDEF by mistake")
		out := buf.String()
		for _, secret := range []string{jwt, "sekrit", "SEKRIT"} {
			if strings.Contains(out, secret) {
				t.Errorf("production=%v: log holds %q:\n%s", production, secret, out)
			}
		}
		for _, kept := range []string{"text/html", "/reset-password/[redacted]", "a=1", "upstream said"} {
			if !strings.Contains(out, kept) {
				t.Errorf("production=%v: log lost %q:\n%s", production, kept, out)
			}
		}
	}
}

// logSink is a log destination shared by the server's goroutines.
type logSink struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (b *logSink) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Write(p)
}

func (b *logSink) String() string { b.mu.Lock(); defer b.mu.Unlock(); return b.buf.String() }

// A password-reset link's token (the client's page and the REST route), other link
// tokens and bearer tokens never reach the access log, with the app's logger or any
// other.
func TestAccessLogHidesResetTokens(t *testing.T) {
	t.Parallel()
	st := dbtest.New(t)
	const token = "Q2hlY2tUaGF0VGhpc05ldmVyQXBwZWFyc0luVGhlTG9n"
	for name, newLog := range map[string]func(io.Writer) *slog.Logger{
		"AppLogger":   func(w io.Writer) *slog.Logger { return server.NewLogger(w, true) },
		"PlainLogger": func(w io.Writer) *slog.Logger { return slog.New(slog.NewTextHandler(w, nil)) },
	} {
		t.Run(name, func(t *testing.T) {
			logs := &logSink{}
			log := newLog(logs)
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
			srv := httptest.NewServer(server.New(server.Options{Service: svc, Accounts: accts, Integrations: integ, Availability: avail, Sessions: session.New(st, secret, nil, log), ReadCache: readcache.New(readcache.DefaultBytes), Log: log,
				Client: fstest.MapFS{"index.html": {Data: []byte("<!doctype html><title>app</title>")}}}))
			defer srv.Close()
			send := func(method, path, body string) int {
				t.Helper()
				req, _ := http.NewRequest(method, srv.URL+path, strings.NewReader(body))
				req.Header.Set("Content-Type", "application/json")
				res, err := http.DefaultClient.Do(req)
				if err != nil {
					t.Fatal(err)
				}
				io.Copy(io.Discard, res.Body)
				res.Body.Close()
				return res.StatusCode
			}
			if s := send("GET", "/reset-password/"+token, ""); s != 200 {
				t.Errorf("client page: %d", s)
			}
			if s := send("POST", "/api/auth/reset-password/"+token, `{"newPassword":"secret123"}`); s != 400 {
				t.Errorf("REST reset: %d", s)
			}
			send("GET", "/unsubscribe/"+token, "")
			send("GET", "/feed/"+token+".ics", "")
			if out := logs.String(); strings.Contains(out, token) || !strings.Contains(out, "/reset-password/[redacted]") {
				t.Errorf("access log:\n%s", out)
			}
		})
	}
}

// The development mailer is the one place a reset link is logged on purpose (no SMTP
// server set): redaction leaves its body alone.
func TestLogSenderKeepsResetLinkOnPurpose(t *testing.T) {
	t.Parallel()
	var buf bytes.Buffer
	s := mail.LogSender{Log: server.NewLogger(&buf, false)}
	link := "http://localhost:8080/reset-password/Zm9vYmFyYmF6cXV4"
	if err := s.Send(t.Context(), mail.Message{To: "eve@example.com", Subject: "Reset", Body: "Open " + link}); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(buf.String(), link) {
		t.Fatalf("log %q lacks the link", buf.String())
	}
}
