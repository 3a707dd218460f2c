package apitests_test

import (
	"strconv"
	"strings"
	"testing"

	"github.com/shiftsched/shiftsched/devtools/apptest"
	"github.com/shiftsched/shiftsched/internal/domain"
)

// Who sees hourly rates and the pay made from them: managers of every location, through
// an API token only when it also carries staff:read (as for e-mail addresses). A manager
// limited to some locations sees no one's rate or pay, as timesheets and payroll are
// refused to them; webhooks, which carry rates and pay for the whole workplace, are for
// managers of every location.

const (
	payHoursOp = `query($f: Date!, $t: Date!) { hoursReport(from: $f, to: $t) {
		people { name hours { minutes labourCost } actualLabourCost } totals { minutes labourCost } } }`
	payAuditOp = `query($f: AuditFilter) { auditLog(filter: $f, first: 100) { entries { action objectId before after } } }`
)

// withRates gives Eve (Kitchen) and Bob (Bar) their own rates of 25.00 and 30.00, as Mia.
func (w *twoSites) withRates(t *testing.T) {
	t.Helper()
	for _, p := range []struct {
		u    apptest.User
		loc  string
		rate int
	}{{w.eve, w.kitchen, 2500}, {w.bob, w.bar, 3000}} {
		w.app.MustGQL(w.mia.Token, setWorkplaceM, map[string]any{"in": map[string]any{"userId": p.u.ID, "positions": []any{},
			"locationIds": []any{p.loc}, "hourlyRateCents": p.rate}})
	}
}

// ratesSeen returns the hourly rates a token reads of Eve and Bob, by name.
func (w *twoSites) ratesSeen(t *testing.T, token string) map[string]any {
	t.Helper()
	d := w.app.MustGQL(token, workplacesQ, map[string]any{"u": []any{w.eve.ID, w.bob.ID}})
	out := map[string]any{}
	for _, p := range d["personWorkplaces"].([]any) {
		p := p.(map[string]any)
		name := map[string]string{w.eve.ID: "eve", w.bob.ID: "bob"}[p["userId"].(string)]
		out[name] = p["hourlyRateCents"]
	}
	return out
}

func TestPayRatesAndPayAreForManagersOfEveryLocation(t *testing.T) {
	t.Parallel()
	w := newTwoSites(t)
	app := w.app
	w.withRates(t)

	t.Run("PersonWorkplaces", func(t *testing.T) {
		if got := w.ratesSeen(t, w.mia.Token); got["eve"] != 2500.0 || got["bob"] != 3000.0 {
			t.Fatalf("Mia reads rates %v", got)
		}
		if got := w.ratesSeen(t, w.lou.Token); got["eve"] != nil || got["bob"] != nil {
			t.Fatalf("Lou, who manages only the Kitchen, reads rates %v", got)
		}
	})

	t.Run("SetPersonWorkplaceKeepsRatesLouCannotSee", func(t *testing.T) {
		// Lou's editor sends back the rate he was shown (none): Eve's rate stays.
		d := app.MustGQL(w.lou.Token, setWorkplaceM, map[string]any{"in": map[string]any{"userId": w.eve.ID, "positions": []any{},
			"locationIds": []any{w.kitchen}}})
		if got := d["setPersonWorkplace"].(map[string]any)["hourlyRateCents"]; got != nil {
			t.Fatalf("Lou's setPersonWorkplace answered the rate %v", got)
		}
		if got := w.ratesSeen(t, w.mia.Token); got["eve"] != 2500.0 {
			t.Fatalf("Lou's edit changed Eve's rate to %v", got["eve"])
		}
		apptest.Want(t, app.GQL(w.lou.Token, setWorkplaceM, map[string]any{"in": map[string]any{"userId": w.eve.ID, "positions": []any{},
			"locationIds": []any{w.kitchen}, "hourlyRateCents": 100}}), "FORBIDDEN",
			"Hourly rates are set and seen by managers of every location (through an API token, with staff:read).")
		if got := w.ratesSeen(t, w.mia.Token); got["eve"] != 2500.0 {
			t.Fatalf("a refused edit changed Eve's rate to %v", got["eve"])
		}
	})

	t.Run("HoursReport", func(t *testing.T) {
		w.at(t, mustShift(t, app, w.eve, "2026-12-07", "09:00", "17:00"), w.kitchen)
		w.at(t, mustShift(t, app, w.bob, "2026-12-07", "09:00", "17:00"), w.bar)
		vars := map[string]any{"f": "2026-12-07", "t": "2026-12-13"}
		lines := func(token string) (map[string]map[string]any, map[string]any) {
			rep := app.MustGQL(token, payHoursOp, vars)["hoursReport"].(map[string]any)
			out := map[string]map[string]any{}
			for _, p := range rep["people"].([]any) {
				p := p.(map[string]any)
				out[p["name"].(string)] = p["hours"].(map[string]any)
				if p["actualLabourCost"] != nil {
					t.Errorf("%s: actual labour cost %v without time records", p["name"], p["actualLabourCost"])
				}
			}
			return out, rep["totals"].(map[string]any)
		}
		mias, miaTotals := lines(w.mia.Token)
		if mias["Eve Early"]["labourCost"] != "200.00" || mias["Bob Bar"]["labourCost"] != "240.00" || miaTotals["labourCost"] != "440.00" {
			t.Fatalf("Mia's report: %v, totals %v", mias, miaTotals)
		}
		lous, louTotals := lines(w.lou.Token)
		if _, ok := lous["Bob Bar"]; ok {
			t.Errorf("Lou's report has a line for Bob, who works only at the Bar: %v", lous["Bob Bar"])
		}
		if lous["Eve Early"] == nil || lous["Eve Early"]["minutes"] != 480.0 || louTotals["minutes"] != 480.0 {
			t.Errorf("Lou's report lacks Eve's Kitchen hours, or counts the Bar's: %v, totals %v", lous, louTotals)
		}
		for name, l := range lous {
			if l["labourCost"] != nil {
				t.Errorf("Lou reads %s's labour cost %v", name, l["labourCost"])
			}
		}
		if louTotals["labourCost"] != nil {
			t.Errorf("Lou reads the total labour cost %v", louTotals["labourCost"])
		}
		// The same report as CSV over REST.
		res := app.Do("GET", "/api/reports/hours.csv?from=2026-12-07&to=2026-12-13", w.lou.Token, nil)
		if res.Status != 200 || strings.Contains(string(res.Raw), "Bob Bar") || strings.Contains(string(res.Raw), "200.00") {
			t.Errorf("Lou's hours CSV: %d %s", res.Status, res.Raw)
		}
	})

	t.Run("AuditLog", func(t *testing.T) {
		read := func(token string) string {
			d := app.MustGQL(token, payAuditOp, map[string]any{"f": map[string]any{"action": "user.set_workplace"}})
			entries := d["auditLog"].(map[string]any)["entries"].([]any)
			if len(entries) == 0 {
				t.Fatalf("no user.set_workplace entries")
			}
			var b strings.Builder
			for _, e := range entries {
				e := e.(map[string]any)
				b.WriteString(stringOr(e["before"]) + stringOr(e["after"]))
			}
			return b.String()
		}
		if got := read(w.mia.Token); !strings.Contains(got, "3000") || !strings.Contains(got, "RateCents") {
			t.Fatalf("Mia's audit trail lacks the rates: %s", got)
		}
		// The trail tells of every location: Lou reads none of it; a token reads no
		// rates without staff:read.
		apptest.Want(t, app.GQL(w.lou.Token, payAuditOp, nil), "FORBIDDEN",
			"Only a manager of every location may read the audit trail, which tells of every location.")
		tok, _ := mustToken(t, app, w.mia, []string{"audit:read"}, nil)
		if got := read(tok); strings.Contains(got, "RateCents") || strings.Contains(got, "3000") || strings.Contains(got, "2500") {
			t.Fatalf("the audit trail through a token without staff:read shows rates: %s", got)
		}
		tok, _ = mustToken(t, app, w.mia, []string{"audit:read", "staff:read"}, nil)
		if got := read(tok); !strings.Contains(got, "3000") {
			t.Fatalf("the audit trail through a token with staff:read lacks the rates: %s", got)
		}
	})

	t.Run("Webhooks", func(t *testing.T) {
		const refused = "Webhooks deliver changes of the whole workplace, rates and pay included: only a manager of every location may manage them."
		hook := map[string]any{"url": "https://93.184.215.14/hook", "kinds": []string{"TIMESHEET_APPROVED", "WORKPLACE_CHANGED"}}
		apptest.Want(t, app.GQL(w.lou.Token, createWebhookMutation, hook), "FORBIDDEN", refused)
		apptest.Want(t, app.GQL(w.lou.Token, `{ webhooks { id } }`, nil), "FORBIDDEN", refused)
		id := app.MustGQL(w.mia.Token, createWebhookMutation, hook)["createWebhook"].(map[string]any)["webhook"].(map[string]any)["id"]
		apptest.Want(t, app.GQL(w.lou.Token, `mutation($id: ID!) { deleteWebhook(id: $id) }`, map[string]any{"id": id}), "FORBIDDEN", refused)
		apptest.Want(t, app.GQL(w.lou.Token, `mutation { redeliverWebhook(deliveryId: "1") { id } }`, nil), "FORBIDDEN", refused)
		if got := len(app.MustGQL(w.mia.Token, `{ webhooks { id } }`, nil)["webhooks"].([]any)); got != 1 {
			t.Fatalf("Mia sees %d webhooks", got)
		}
	})
}

func stringOr(v any) string {
	s, _ := v.(string)
	return s
}

const payTimesheetsOp = `query($d: Date) { timesheets(date: $d) { timesheets { name email rateCents grossPayCents } } }`

func TestPayThroughAnAPITokenNeedsStaffRead(t *testing.T) {
	t.Parallel()
	w := newTimesheetWorld(t)
	app := w.app
	mia := apptest.User{ID: strconv.FormatInt(w.mia.ID, 10), Token: app.Login("mia.manager@example.com", "secret123")}
	annID, _ := strconv.ParseInt(w.ann.ID, 10, 64)
	if _, err := app.TimeClock.ApproveTimesheet(ctx0, w.mia, annID, w.day); err != nil {
		t.Fatal(err)
	}
	day := map[string]any{"d": w.day.String()}
	sheet := func(token string) map[string]any {
		for _, s := range app.MustGQL(token, payTimesheetsOp, day)["timesheets"].(map[string]any)["timesheets"].([]any) {
			if s := s.(map[string]any); s["name"] == "Ann Clock" {
				return s
			}
		}
		t.Fatal("no timesheet for Ann")
		return nil
	}
	payroll := func(token string) string {
		return app.MustGQL(token, `query($d: Date!) { payroll(date: $d) { csv } }`, day)["payroll"].(map[string]any)["csv"].(string)
	}
	hours := func(token string) any {
		rep := app.MustGQL(token, payHoursOp, map[string]any{"f": "2026-11-20", "t": "2026-11-26"})["hoursReport"].(map[string]any)
		for _, p := range rep["people"].([]any) {
			if p := p.(map[string]any); p["name"] == "Ann Clock" {
				if p["actualLabourCost"] != nil && p["hours"].(map[string]any)["labourCost"] == nil {
					t.Errorf("actual labour cost %v without the scheduled one", p["actualLabourCost"])
				}
				return p["hours"].(map[string]any)["labourCost"]
			}
		}
		t.Fatal("no line for Ann")
		return nil
	}

	t.Run("OKSignedIn", func(t *testing.T) {
		if s := sheet(mia.Token); s["email"] == "" || s["rateCents"] != 2000.0 || s["grossPayCents"] != 17500.0 {
			t.Fatalf("Mia's timesheet: %v", s)
		}
		if csv := payroll(mia.Token); !strings.Contains(csv, "20.00,175.00") || !strings.Contains(csv, "@") {
			t.Fatalf("Mia's payroll: %q", csv)
		}
		if got := hours(mia.Token); got != "160.00" {
			t.Fatalf("Mia's labour cost %v", got)
		}
	})
	t.Run("OKWithStaffRead", func(t *testing.T) {
		tok, _ := mustToken(t, app, mia, []string{"time:manage", "reports:read", "staff:read"}, nil)
		if s := sheet(tok); s["email"] == "" || s["rateCents"] != 2000.0 || s["grossPayCents"] != 17500.0 {
			t.Fatalf("timesheet through a token with staff:read: %v", s)
		}
		if csv := payroll(tok); !strings.Contains(csv, "20.00,175.00") || !strings.Contains(csv, "@") {
			t.Fatalf("payroll through a token with staff:read: %q", csv)
		}
		if got := hours(tok); got != "160.00" {
			t.Fatalf("labour cost through a token with staff:read: %v", got)
		}
	})
	t.Run("ErrTimeManageAlone", func(t *testing.T) {
		tok, _ := mustToken(t, app, mia, []string{"time:manage"}, nil)
		if s := sheet(tok); s["email"] != "" || s["rateCents"] != nil || s["grossPayCents"] != nil {
			t.Fatalf("timesheet through a token with time:manage alone: %v", s)
		}
		csv := payroll(tok)
		if strings.Contains(csv, "@") || strings.Contains(csv, "20.00") || strings.Contains(csv, "175.00") ||
			!strings.Contains(csv, "Ann Clock,,2026-11-20,2026-11-26,8.00,0.50,0.50,,,USD,0.00,") {
			t.Fatalf("payroll through a token with time:manage alone: %q", csv)
		}
	})
	t.Run("ErrReportsReadAlone", func(t *testing.T) {
		tok, _ := mustToken(t, app, mia, []string{"reports:read"}, nil)
		if got := hours(tok); got != nil {
			t.Fatalf("labour cost through a token with reports:read alone: %v", got)
		}
		if st, body := bearerREST(t, app, "GET", "/api/reports/hours.csv?from=2026-11-20&to=2026-11-26", tok); st != 200 || strings.Contains(body, "160.00") {
			t.Fatalf("hours CSV through a token with reports:read alone: %d %s", st, body)
		}
	})
	t.Run("ErrWebhooksManageAlone", func(t *testing.T) {
		tok, _ := mustToken(t, app, mia, []string{"webhooks:manage"}, nil)
		r := app.GQL(tok, createWebhookMutation, map[string]any{"url": "https://93.184.215.14/hook", "kinds": []string{"TIMESHEET_APPROVED"}})
		if r.Code() != "FORBIDDEN" || r.Errors[0].Extensions["scope"] != "staff:read" {
			t.Fatalf("a token without staff:read registered a webhook for pay: %s", r.Raw)
		}
	})
}

func TestGrossPayBeyondGraphQLIntIsReadAsADecimal(t *testing.T) {
	t.Parallel()
	w := newTimesheetWorld(t)
	app := w.app
	// The highest rate, overtime at 300%, and a second, 40-hour record in the week.
	mustExec(t, app, `UPDATE users SET hourly_rate_cents = $2 WHERE id = $1`, w.ann.ID, domain.MaxRateCents)
	mustExec(t, app, `UPDATE workplace_settings SET overtime_pay_percent = 300`)
	mustExec(t, app, `INSERT INTO time_records (user_id, clock_in_at, clock_out_at, source, clock_out_source, no_shift)
		VALUES ($1, '2026-11-21T08:00:00Z', '2026-11-23T00:00:00Z', 'device', 'device', true)`, w.ann.ID)
	mia := app.Login("mia.manager@example.com", "secret123")
	r := app.GQL(mia, `query($d: Date) { timesheets(date: $d) { timesheets { name rateCents grossPay } } }`, map[string]any{"d": w.day.String()})
	if r.Code() != "" {
		t.Fatalf("timesheets: %s", r.Raw)
	}
	var got any
	for _, s := range r.Data["timesheets"].(map[string]any)["timesheets"].([]any) {
		if s := s.(map[string]any); s["name"] == "Ann Clock" {
			got = s["grossPay"]
		}
	}
	// The service counts in int64 cents; the overtime rules decide the split, so the
	// test compares with what the service counted rather than repeating them.
	p, err := app.TimeClock.Timesheets(ctx0, w.mia, w.day)
	if err != nil {
		t.Fatal(err)
	}
	var cents int64
	for _, s := range p.People {
		if s.Name == "Ann Clock" && s.GrossPayCents != nil {
			cents = *s.GrossPayCents
		}
	}
	if cents <= 1<<31-1 {
		t.Fatalf("gross pay %d fits an Int: the test needs more hours", cents)
	}
	if want := domain.Money(cents); got != want {
		t.Fatalf("grossPay = %v, want %s", got, want)
	}
	// grossPayCents, an Int, cannot hold it: an error on that field, never a number
	// beyond 32 bits.
	r = app.GQL(mia, `query($d: Date) { timesheets(date: $d) { timesheets { name grossPayCents } } }`, map[string]any{"d": w.day.String()})
	if !strings.Contains(string(r.Raw), "read grossPay") || strings.Contains(string(r.Raw), strconv.FormatInt(cents, 10)) {
		t.Fatalf("grossPayCents beyond Int: %s", r.Raw)
	}
}
