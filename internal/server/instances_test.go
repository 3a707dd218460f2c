package server_test

import (
	"context"
	"github.com/shiftsched/shiftsched/devtools/apptest"
	"github.com/shiftsched/shiftsched/internal/accounts"
	"io"
	"log/slog"
	"net/http/httptest"
	"net/netip"
	"strings"
	"testing"
	"time"

	"github.com/shiftsched/shiftsched/devtools/dbtest"
	"github.com/shiftsched/shiftsched/internal/availability"
	"github.com/shiftsched/shiftsched/internal/integrations"
	"github.com/shiftsched/shiftsched/internal/readcache"
	"github.com/shiftsched/shiftsched/internal/server"
	"github.com/shiftsched/shiftsched/internal/service"
	"github.com/shiftsched/shiftsched/internal/session"
	"github.com/shiftsched/shiftsched/internal/store"
)

// instances starts n servers on one fresh database, each with its own pool and
// service, as separate processes would be; their rate limits are limits.
func instances(t *testing.T, n int, limits map[string]service.Limit, trusted []netip.Prefix) []*testApp {
	t.Helper()
	dsn := dbtest.NewURL(t)
	var apps []*testApp
	for range n {
		st, err := store.Open(context.Background(), dsn)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { st.Close() })
		log := slog.New(slog.NewTextHandler(io.Discard, nil))
		secret := []byte(strings.Repeat("s", 32))
		limiter := session.NewLimiter(st, limits, log)
		svc := service.New(service.Deps{Store: st, Log: log, JWTSecret: secret, Limits: limiter})
		accts := accounts.New(accounts.Deps{Store: st, Changes: svc.Changes(), Log: log, JWTSecret: secret, ManagerCode: "code", Limits: limiter})
		integ := integrations.New(integrations.Deps{Store: st, Changes: svc.Changes(), Log: log, Limits: limiter})
		avail := availability.New(availability.Deps{Store: st, Changes: svc.Changes(), Schedule: svc})
		reads := readcache.New(readcache.DefaultBytes)
		srv := httptest.NewServer(server.New(server.Options{Service: svc, Accounts: accts, Integrations: integ, Availability: avail, Sessions: session.New(st, secret, nil, log),
			ReadCache: reads, Log: log, TrustedProxies: trusted}))
		t.Cleanup(srv.Close)
		apps = append(apps, &testApp{url: srv.URL, store: st, svc: svc, accts: accts, integ: integ, reads: reads})
	}
	return apps
}

func TestRateLimitsHoldAcrossInstances(t *testing.T) {
	t.Parallel()
	limit := service.Limit{Every: time.Hour, Burst: 4}
	apps := instances(t, 3, map[string]service.Limit{accounts.ActionLogin: limit}, nil)
	login := `{"email":"nobody@example.com","password":"wrong1"}`
	for i := range limit.Burst {
		res := apps[i%3].do(t, "POST", "/api/auth/login", jsonCT, strings.NewReader(login))
		apptest.Want(t, res.api(), 400, "Invalid credentials")
	}
	for _, app := range apps {
		apptest.Want(t, app.do(t, "POST", "/api/auth/login", jsonCT, strings.NewReader(login)).api(), 429, "")
	}
}

func TestForwardedForCountsOnlyBehindTrustedProxies(t *testing.T) {
	t.Parallel()
	limit := service.Limit{Every: time.Hour, Burst: 2}
	limits := map[string]service.Limit{accounts.ActionLogin: limit}
	login := `{"email":"nobody@example.com","password":"wrong1"}`
	from := func(ip string) map[string]string {
		return map[string]string{"Content-Type": "application/json", "X-Forwarded-For": ip}
	}

	t.Run("OKBehindTrustedProxy", func(t *testing.T) {
		app := instances(t, 1, limits, []netip.Prefix{netip.MustParsePrefix("127.0.0.0/8")})[0]
		for range limit.Burst {
			apptest.Want(t, app.do(t, "POST", "/api/auth/login", from("198.51.100.1"), strings.NewReader(login)).api(), 400, "")
		}
		apptest.Want(t, app.do(t, "POST", "/api/auth/login", from("198.51.100.1"), strings.NewReader(login)).api(), 429, "")
		// Another client behind the same proxy has its own bucket.
		apptest.Want(t, app.do(t, "POST", "/api/auth/login", from("198.51.100.2"), strings.NewReader(login)).api(), 400, "")
	})
	t.Run("ErrHeaderIgnoredWithoutTrustedProxies", func(t *testing.T) {
		app := instances(t, 1, limits, nil)[0]
		for i := range limit.Burst {
			apptest.Want(t, app.do(t, "POST", "/api/auth/login", from("198.51.100."+string(rune('1'+i))), strings.NewReader(login)).api(), 400, "")
		}
		// A made-up address does not buy a fresh bucket.
		apptest.Want(t, app.do(t, "POST", "/api/auth/login", from("198.51.100.9"), strings.NewReader(login)).api(), 429, "")
	})
}

func TestForwardedIPv6ClientsShareTheirSlash64(t *testing.T) {
	t.Parallel()
	limit := service.Limit{Every: time.Hour, Burst: 2}
	app := instances(t, 1, map[string]service.Limit{accounts.ActionLogin: limit}, []netip.Prefix{netip.MustParsePrefix("127.0.0.0/8")})[0]
	login := `{"email":"nobody@example.com","password":"wrong1"}`
	from := func(ip string) map[string]string {
		return map[string]string{"Content-Type": "application/json", "X-Forwarded-For": ip}
	}
	apptest.Want(t, app.do(t, "POST", "/api/auth/login", from("2001:db8:7:8::1"), strings.NewReader(login)).api(), 400, "")
	apptest.Want(t, app.do(t, "POST", "/api/auth/login", from("2001:db8:7:8::2"), strings.NewReader(login)).api(), 400, "")
	// A third address of the same /64 is the same client.
	apptest.Want(t, app.do(t, "POST", "/api/auth/login", from("2001:db8:7:8:abcd::3"), strings.NewReader(login)).api(), 429, "")
	apptest.Want(t, app.do(t, "POST", "/api/auth/login", from("2001:db8:7:9::1"), strings.NewReader(login)).api(), 400, "")
}
