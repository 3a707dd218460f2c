package apitests_test

import (
	"bytes"
	"encoding/csv"
	"fmt"
	"io"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/shiftsched/shiftsched/devtools/apptest"
	"github.com/shiftsched/shiftsched/internal/domain"
)

const hoursOp = `query($f: Date!, $t: Date!) { hoursReport(from: $f, to: $t) {
	weeks months
	people { userId name hours { minutes weekMinutes monthMinutes } timeOff { date endDate } }
	totals { minutes weekMinutes monthMinutes } } }`

func TestShiftMinutes(t *testing.T) {
	berlin, err := time.LoadLocation("Europe/Berlin")
	if err != nil {
		t.Fatal(err)
	}
	d := func(s string) domain.Date { x, _ := domain.ParseDate(s); return x }
	for _, tc := range []struct {
		name       string
		date       string
		start, end domain.TimeOfDay
		want       int
	}{
		{"OKDay", "2026-11-20", 9 * 60, 17 * 60, 480},
		{"OKOvernight", "2026-11-20", 22 * 60, 6 * 60, 480},
		{"OKOvernightIntoSummerTime", "2026-03-28", 22 * 60, 6 * 60, 420}, // clocks skip 02:00-03:00
		{"OKOvernightIntoWinterTime", "2026-10-24", 22 * 60, 6 * 60, 540}, // 02:00-03:00 twice
		{"OKDayOfTheChange", "2026-10-25", 0, 12 * 60, 780},
		{"OKUntilMidnight", "2026-11-20", 18 * 60, 0, 360},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := domain.ShiftMinutes(d(tc.date), tc.start, tc.end, berlin); got != tc.want {
				t.Fatalf("got %d minutes, want %d", got, tc.want)
			}
		})
	}
}

func TestHoursReport(t *testing.T) {
	t.Parallel()
	berlin, err := time.LoadLocation("Europe/Berlin")
	if err != nil {
		t.Fatal(err)
	}
	app := apptest.New(t, apptest.Options{Workplace: berlin})
	boss := app.Manager("Boss Person")
	ann := app.Employee("Ann Night")
	bob := app.Employee("Bob Day")
	gone := app.Employee("Gone Person")
	// Weeks start Friday 23 Oct and Friday 30 Oct; the clocks go back on Sunday 25 Oct
	// and the month turns on Saturday 31 Oct / Sunday 1 Nov.
	mustShift(t, app, ann, "2026-10-24", "22:00", "06:00")  // 9 h across the change
	mustShift(t, app, ann, "2026-10-31", "22:00", "06:00")  // 8 h, in October, ends in November
	mustShift(t, app, ann, "2026-11-01", "09:00", "12:00")  // 3 h, November
	mustShift(t, app, bob, "2026-10-23", "09:00", "17:00")  // 8 h
	mustShift(t, app, gone, "2026-10-26", "09:00", "13:00") // 4 h, then deleted
	mustShift(t, app, bob, "2026-11-20", "09:00", "17:00")  // outside the range
	mustExec(t, app, `INSERT INTO pto_requests (user_id, request_date, end_date, status) VALUES ($1, '2026-10-27', '2026-10-29', 'approved'), ($1, '2026-10-30', '2026-10-30', 'pending')`, bob.ID)
	app.MustGQL(boss.Token, deleteOp, map[string]any{"id": gone.ID})
	vars := map[string]any{"f": "2026-10-23", "t": "2026-11-01"}

	t.Run("OKManagerSeesEveryoneWithTotals", func(t *testing.T) {
		rep := app.MustGQL(boss.Token, hoursOp, vars)["hoursReport"].(map[string]any)
		if got := join(rep["weeks"]); got != "2026-10-23,2026-10-30" {
			t.Fatalf("weeks %s", got)
		}
		if got := join(rep["months"]); got != "2026-10,2026-11" {
			t.Fatalf("months %s", got)
		}
		lines := map[string]string{}
		for _, p := range rep["people"].([]any) {
			p := p.(map[string]any)
			h := p["hours"].(map[string]any)
			lines[p["name"].(string)] = join(h["minutes"]) + "|" + join(h["weekMinutes"]) + "|" + join(h["monthMinutes"]) + "|" + join(p["timeOff"])
		}
		want := map[string]string{
			"Ann Night":   "1200|540,660|1020,180|",
			"Bob Day":     "480|480,0|480,0|map[date:2026-10-27 endDate:2026-10-29]",
			"Boss Person": "0|0,0|0,0|",
			"Gone Person": "240|240,0|240,0|",
		}
		for name, w := range want {
			if lines[name] != w {
				t.Errorf("%s: got %s, want %s", name, lines[name], w)
			}
		}
		if len(lines) != len(want) {
			t.Errorf("people %v", lines)
		}
		tot := rep["totals"].(map[string]any)
		if got := join(tot["minutes"]) + "|" + join(tot["weekMinutes"]) + "|" + join(tot["monthMinutes"]); got != "1920|1260,660|1740,180" {
			t.Errorf("totals %s", got)
		}
	})
	t.Run("OKStaffSeeThemselves", func(t *testing.T) {
		rep := app.MustGQL(ann.Token, hoursOp, vars)["hoursReport"].(map[string]any)
		people := rep["people"].([]any)
		if len(people) != 1 || people[0].(map[string]any)["name"] != "Ann Night" || rep["totals"] != nil {
			t.Fatalf("an employee saw %v, totals %v", people, rep["totals"])
		}
	})
	t.Run("ErrRange", func(t *testing.T) {
		for _, v := range []map[string]any{{"f": "2026-11-02", "t": "2026-11-01"}, {"f": "2025-01-01", "t": "2026-11-01"}} {
			if r := app.GQL(boss.Token, hoursOp, v); r.Code() != "BAD_USER_INPUT" {
				t.Errorf("%v: %s", v, r.Raw)
			}
		}
		if r := app.Do("GET", "/api/reports/hours.csv?from=2026-13-01&to=2026-11-01", boss.Token, nil); r.Status != 400 || r.Msg() == "" {
			t.Errorf("bad date over REST: %d %s", r.Status, r.Raw)
		}
	})
	t.Run("ErrTokenNeedsReportsRead", func(t *testing.T) {
		secret, _ := mustToken(t, app, boss, []string{"schedule:read"}, nil)
		if r := app.GQL(secret, hoursOp, vars); r.Code() != "FORBIDDEN" || r.Errors[0].Extensions["scope"] != "reports:read" {
			t.Fatalf("%s", r.Raw)
		}
		if st, body := bearerREST(t, app, "GET", "/api/reports/hours.csv?from=2026-10-23&to=2026-11-01", secret); st != 403 || !strings.Contains(body, "reports:read") {
			t.Fatalf("%d %s", st, body)
		}
		ok, _ := mustToken(t, app, boss, []string{"reports:read"}, nil)
		if st, body := bearerREST(t, app, "GET", "/api/reports/hours.csv?from=2026-10-23&to=2026-11-01", ok); st != 200 || !strings.Contains(body, "Ann Night") {
			t.Fatalf("%d %s", st, body)
		}
	})
}

// join writes a decoded JSON value compactly, lists comma-separated.
func join(v any) string {
	switch x := v.(type) {
	case []any:
		s := make([]string, len(x))
		for i, e := range x {
			s[i] = join(e)
		}
		return strings.Join(s, ",")
	case nil:
		return ""
	default:
		return fmt.Sprint(x)
	}
}

func TestHoursCSV(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	boss := app.Manager("Boss Person")
	odd := app.Employee("Odd Person")
	calc := app.Employee("Calc Person")
	mustExec(t, app, `UPDATE users SET name = $2 WHERE id = $1`, odd.ID, "Smith, \"Jo\"\nJr ü")
	mustExec(t, app, `UPDATE users SET name = $2 WHERE id = $1`, calc.ID, "=HYPERLINK(\"x\")")
	mustShift(t, app, odd, "2026-11-20", "22:00", "06:30")
	mustExec(t, app, `INSERT INTO pto_requests (user_id, request_date, end_date, start_minute, end_minute, status) VALUES ($1, '2026-11-24', '2026-11-24', 540, 720, 'approved')`, odd.ID)

	req, _ := http.NewRequest("GET", app.URL+"/api/reports/hours.csv?from=2026-11-20&to=2026-11-26", nil)
	req.Header.Set("x-auth-token", boss.Token)
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	raw, _ := io.ReadAll(res.Body)
	if res.StatusCode != 200 || !strings.HasPrefix(res.Header.Get("Content-Type"), "text/csv; charset=utf-8") {
		t.Fatalf("%d %s %s", res.StatusCode, res.Header.Get("Content-Type"), raw)
	}
	if !bytes.Contains(raw, []byte("\"Smith, \"\"Jo\"\"\r\nJr ü\"")) {
		t.Errorf("the name is not quoted as RFC 4180 asks (a line break inside a field is CRLF too): %q", raw)
	}
	if !bytes.HasSuffix(raw, []byte("\r\n")) || !bytes.Contains(raw, []byte("Time off\r\n")) {
		t.Errorf("records do not end in CRLF: %q", raw)
	}
	recs, err := csv.NewReader(bytes.NewReader(raw)).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	want := [][]string{
		{"Name", "Email", "Total hours", "Week of 2026-11-20", "Month 2026-11", "Time off"},
		{"'=HYPERLINK(\"x\")", calc.Email, "0.00", "0.00", "0.00", ""},
		{"Boss Person", boss.Email, "0.00", "0.00", "0.00", ""},
		{"Smith, \"Jo\"\nJr ü", odd.Email, "8.50", "8.50", "8.50", "2026-11-24 09:00-12:00"},
	}
	if len(recs) != len(want) {
		t.Fatalf("got %d records: %q", len(recs), recs)
	}
	for i := range want {
		if strings.Join(recs[i], "|") != strings.Join(want[i], "|") {
			t.Errorf("record %d: got %q, want %q", i, recs[i], want[i])
		}
	}
	// Staff get their own row.
	r := app.Do("GET", "/api/reports/hours.csv?from=2026-11-20&to=2026-11-26", odd.Token, nil)
	if lines := strings.Count(string(r.Raw), "\r\n"); r.Status != 200 || lines != 3 { // header, and a quoted name with a newline
		t.Fatalf("%d %q", r.Status, r.Raw)
	}
}
