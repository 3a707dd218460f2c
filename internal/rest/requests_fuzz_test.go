package rest_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"strings"
	"testing"

	"github.com/shiftsched/shiftsched/devtools/apptest"
)

// fuzzRoutes are the REST routes that read outside input, each with where the fuzzed
// parameter goes (%s) and who calls it. Routes that would sign the caller out (password
// changes, deleting users) are left out so that every input reaches the handler.
var fuzzRoutes = []struct {
	method, path string
	manager      bool
	query        bool // the parameter is a query value
}{
	{"POST", "/api/schedules%s", true, true},
	{"POST", "/api/calendar-events%s", true, true},
	{"DELETE", "/api/calendar-events/%s", true, false},
	{"POST", "/api/swaps%s", false, true},
	{"PUT", "/api/swaps/respond/target/%s", false, false},
	{"PUT", "/api/swaps/respond/manager/%s", true, false},
	{"POST", "/api/pto%s", false, true},
	{"PUT", "/api/pto/respond/%s", true, false},
	{"PUT", "/api/notifications/read/%s", false, false},
	{"PUT", "/api/users/me/details%s", false, true},
	{"POST", "/api/auth/register%s", false, true},
	{"POST", "/api/auth/login%s", false, true},
	{"POST", "/api/auth/reset-password/%s", false, false},
	{"GET", "/api/schedules/week?date=%s", false, true},
	{"GET", "/api/schedules/month?year=2026&month=%s", false, true},
	{"GET", "/api/calendar-events/week?weekStart=%s", false, true},
}

// FuzzRESTRequests sends fuzzed parameters and bodies to the REST routes of a running
// app on real PostgreSQL: the answer is never a 500, always JSON, and an error always
// carries a sentence in msg.
func FuzzRESTRequests(f *testing.F) {
	app := apptest.New(f)
	mia := app.Manager("Mia")
	ann := app.Employee("Ann")
	bob := app.Employee("Bob")
	seeds := []struct {
		route       uint8
		param, body string
	}{
		{0, "", `{"weekStarting":"2026-11-27","days":{"friday":[{"user":"` + ann.ID + `","startTime":"09:00","endTime":"17:00"}]}}`},
		{0, "", `{"weekStarting":"2026-11-27","days":{"friday":[{"user":{"_id":{"_id":"` + bob.ID + `"}},"startTime":"22:00","endTime":"06:00"}],"funday":[]}}`},
		{0, "", `{"weekStarting":"2026-11-28","days":{"friday":[{"user":"x","startTime":"25:00","endTime":"17:00"}]}}`},
		{0, "", `{"days":[]}`},
		{1, "", `{"date":"2026-12-01","title":"Team","type":"MEETING"}`},
		{1, "", `{"date":"2026-12-01T10:00:00+14:00","title":" ","type":"PTO_RESTRICTED"}`},
		{2, "1", ``},
		{3, "", `{"shiftA":{"id":"1"},"shiftB":{"id":2},"targetUser":{"_id":"` + bob.ID + `"}}`},
		{4, "1", `{"response":"accept"}`},
		{5, "1", `{"response":"approve"}`},
		{6, "", `{"date":"2026-12-24","reason":"holiday"}`},
		{7, "1", `{"status":"approved"}`},
		{8, "-1", ``},
		{9, "", `{"name":"Ann Lee"}`},
		{10, "", `{"name":"Cy","email":"cy@example.com","password":"secret123","role":"employee"}`},
		{11, "", `{"email":"ann@example.com","password":"secret123"}`},
		{12, "abc", `{"newPassword":"secret123"}`},
		{13, "2026-11-22", ``},
		{13, "2026-11-22T23:00:00-05:00", ``},
		{14, "13", ``},
		{15, "9999-12-31", ``},
		{0, "", `{"weekStarting":"2026-11-27","days":{"friday":[{"user":` + strings.Repeat(`{"_id":`, 300) + `"1"` + strings.Repeat(`}`, 300) + `}]}}`},
		{9, "", `{"name":"A\u0000"}`},
		{13, "\x00", ``},
	}
	for _, s := range seeds {
		f.Add(s.route, s.param, []byte(s.body))
	}
	f.Fuzz(func(t *testing.T, route uint8, param string, body []byte) {
		rt := fuzzRoutes[int(route)%len(fuzzRoutes)]
		p := url.PathEscape(param)
		if rt.query && strings.Contains(rt.path, "?") {
			p = url.QueryEscape(param)
		} else if rt.query {
			p = "" // the route takes no parameter: the body is the input
		}
		req, err := http.NewRequest(rt.method, app.URL+fmt.Sprintf(rt.path, p), bytes.NewReader(body))
		if err != nil {
			t.Skip() // not a URL a client could send
		}
		req.Header.Set("Content-Type", "application/json")
		token := ann.Token
		if rt.manager {
			token = mia.Token
		}
		req.Header.Set("x-auth-token", token)
		res, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		raw, _ := io.ReadAll(res.Body)
		res.Body.Close()
		if res.StatusCode >= 500 {
			t.Fatalf("%s %s %q: %d %s", req.Method, req.URL, body, res.StatusCode, raw)
		}
		if !strings.HasPrefix(res.Header.Get("Content-Type"), "application/json") {
			t.Fatalf("%s %s %q: %d answered %q", req.Method, req.URL, body, res.StatusCode, res.Header.Get("Content-Type"))
		}
		if res.StatusCode >= 400 {
			var e struct{ Msg string }
			if json.Unmarshal(raw, &e) != nil || e.Msg == "" {
				t.Fatalf("%s %s %q: %d without a msg: %s", req.Method, req.URL, body, res.StatusCode, raw)
			}
		}
	})
}
