package apitests_test

import (
	"context"
	"fmt"
	"net/http"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/shiftsched/shiftsched/devtools/apptest"
	"github.com/shiftsched/shiftsched/internal/domain"
	"github.com/shiftsched/shiftsched/internal/mail"
	"github.com/shiftsched/shiftsched/internal/mail/smtptest"
	"github.com/shiftsched/shiftsched/internal/store"
)

// smtpApp is an app whose e-mail goes to a real SMTP server in this process.
func smtpApp(t *testing.T) (*apptest.App, *smtptest.Server) {
	t.Helper()
	srv := smtptest.Start(t)
	sender, err := mail.NewSMTPSender(srv.URL, "Shiftsched <no-reply@shiftsched.test>", mail.TLSOff)
	if err != nil {
		t.Fatal(err)
	}
	return apptest.New(t, apptest.Options{Mail: sender}), srv
}

// deliverAll runs the outbox worker until nothing is due.
func deliverAll(t *testing.T, app *apptest.App) {
	t.Helper()
	for {
		ok, err := app.Outbox.DeliverNext(context.Background())
		if err != nil {
			t.Fatal(err)
		}
		if !ok {
			return
		}
	}
}

// approvedTimeOff has the employee ask for a day off and the manager approve it: the
// employee's notification is one the default sends by e-mail.
func approvedTimeOff(t *testing.T, app *apptest.App, mgr, emp apptest.User, date string) {
	t.Helper()
	req := app.MustGQL(emp.Token, requestTimeOffMutation, map[string]any{"d": date})
	id := req["requestTimeOff"].(map[string]any)["id"]
	app.MustGQL(mgr.Token, respondMutation, map[string]any{"id": id, "d": "APPROVE"})
}

func outboxCount(t *testing.T, app *apptest.App, where string) int {
	t.Helper()
	var n int
	if err := app.Store.DB.Get(&n, `SELECT count(*) FROM outbox WHERE `+where); err != nil {
		t.Fatal(err)
	}
	return n
}

func TestNotificationEmail(t *testing.T) {
	t.Parallel()
	app, smtp := smtpApp(t)
	mia := app.Manager("Mia Manager")
	eve := app.Employee("Eve Early")

	req := app.MustGQL(eve.Token, requestTimeOffMutation, map[string]any{"d": "2026-12-01"})
	if n := outboxCount(t, app, "true"); n != 0 {
		t.Fatalf("a time-off request (in-app by default) queued %d e-mails", n)
	}
	app.MustGQL(mia.Token, respondMutation, map[string]any{"id": req["requestTimeOff"].(map[string]any)["id"], "d": "APPROVE"})
	if n := outboxCount(t, app, "true"); n != 1 {
		t.Fatalf("the decision queued %d e-mails, want 1", n)
	}
	deliverAll(t, app)
	got := smtp.Received()
	if len(got) != 1 {
		t.Fatalf("received %d messages", len(got))
	}
	m := got[0]
	unsub := m.Header.Get("List-Unsubscribe")
	if m.To[0] != eve.Email || m.Header.Get("Subject") != "Shiftsched: Your PTO request for Dec 1 was approved by a manager." ||
		!strings.HasPrefix(unsub, "<http://shiftsched.test/unsubscribe/") ||
		m.Header.Get("List-Unsubscribe-Post") != "List-Unsubscribe=One-Click" {
		t.Fatalf("headers: to %v, %v", m.To, m.Header)
	}
	link := strings.Trim(unsub, "<>")
	for name, part := range map[string]string{"text": m.Text, "html": m.HTML} {
		for _, want := range []string{"Hello Eve Early", "Your PTO request for Dec 1 was approved", "http://shiftsched.test/pto",
			link, "http://shiftsched.test/profile"} {
			if !strings.Contains(part, want) {
				t.Errorf("%s part lacks %q:\n%s", name, want, part)
			}
		}
	}
	if n := outboxCount(t, app, "delivered_at IS NOT NULL AND attempts = 1"); n != 1 {
		t.Errorf("delivered rows = %d", n)
	}

	t.Run("OKUnsubscribe", func(t *testing.T) {
		path := strings.TrimPrefix(link, "http://shiftsched.test")
		res, err := http.Get(app.URL + path)
		if err != nil || res.StatusCode != 200 {
			t.Fatalf("GET shows the button: %v %v", res, err)
		}
		res.Body.Close()
		if prefs := preferences(t, app, eve); prefs["TIME_OFF_DECISION"] != "EMAIL" {
			t.Fatalf("GET alone unsubscribed: %v", prefs)
		}
		res, err = http.Post(app.URL+path, "application/x-www-form-urlencoded", strings.NewReader("List-Unsubscribe=One-Click"))
		if err != nil || res.StatusCode != 200 {
			t.Fatalf("POST = %v %v", res, err)
		}
		res.Body.Close()
		if prefs := preferences(t, app, eve); prefs["TIME_OFF_DECISION"] != "IN_APP" || prefs["SCHEDULE"] != "EMAIL" {
			t.Fatalf("after unsubscribing: %v", prefs)
		}
		approvedTimeOff(t, app, mia, eve, "2026-12-02")
		if n := outboxCount(t, app, "true"); n != 1 {
			t.Fatalf("an unsubscribed kind still queued e-mail (%d rows)", n)
		}
		for _, bad := range []string{path + "x", strings.Replace(path, "time_off_decision", "schedule", 1), "/unsubscribe/nonsense", "/unsubscribe/1.schedule.AAAA"} {
			res, err := http.Post(app.URL+bad, "", nil)
			if err != nil || res.StatusCode != 404 {
				t.Errorf("POST %s = %v %v, want 404", bad, res, err)
			}
			res.Body.Close()
		}
	})
}

// preferences returns the user's delivery per kind, through GraphQL.
func preferences(t *testing.T, app *apptest.App, u apptest.User) map[string]string {
	t.Helper()
	data := app.MustGQL(u.Token, `{ notificationPreferences { kind delivery } }`, nil)
	out := map[string]string{}
	for _, p := range data["notificationPreferences"].([]any) {
		p := p.(map[string]any)
		out[p["kind"].(string)] = p["delivery"].(string)
	}
	return out
}

func TestNotificationPreferences(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	eve := app.Employee("Eve Early")
	want := "map[ACCOUNT:IN_APP ATTENDANCE:IN_APP OPEN_SHIFT:IN_APP SCHEDULE:EMAIL SWAP_DECISION:EMAIL SWAP_REQUEST:IN_APP TIME_OFF_DECISION:EMAIL TIME_OFF_REQUEST:IN_APP]"
	if got := fmt.Sprint(preferences(t, app, eve)); got != want {
		t.Fatalf("defaults = %s", got)
	}
	const set = `mutation($k: NotificationKind!, $d: NotificationDelivery!) { setNotificationPreference(kind: $k, delivery: $d) { kind delivery } }`
	app.MustGQL(eve.Token, set, map[string]any{"k": "SWAP_REQUEST", "d": "EMAIL"})
	app.MustGQL(eve.Token, set, map[string]any{"k": "SCHEDULE", "d": "IN_APP"})
	if got := preferences(t, app, eve); got["SWAP_REQUEST"] != "EMAIL" || got["SCHEDULE"] != "IN_APP" {
		t.Fatalf("after setting: %v", got)
	}
	if r := app.GQL(eve.Token, set, map[string]any{"k": "NOPE", "d": "EMAIL"}); len(r.Errors) == 0 {
		t.Fatal("an unknown kind was accepted")
	}
	if r := app.GQL("", `{ notificationPreferences { kind } }`, nil); r.Code() != "UNAUTHENTICATED" {
		t.Fatalf("anonymous = %s", r.Raw)
	}
}

func TestOutboxRetriesWithBackoff(t *testing.T) {
	t.Parallel()
	app, smtp := smtpApp(t)
	mia := app.Manager("Mia Manager")
	eve := app.Employee("Eve Early")
	smtp.Refuse(2)
	approvedTimeOff(t, app, mia, eve, "2026-12-01")

	deliverAll(t, app) // refused: due again in 30 s
	deliverAll(t, app) // nothing due yet
	if n := outboxCount(t, app, "attempts = 1 AND delivered_at IS NULL AND last_error LIKE '%451%'"); n != 1 {
		t.Fatalf("after one refusal: %d rows as expected", n)
	}
	app.Clock.Advance(30 * time.Second)
	deliverAll(t, app) // refused again: due in 60 s
	app.Clock.Advance(59 * time.Second)
	deliverAll(t, app)
	if len(smtp.Received()) != 0 || outboxCount(t, app, "attempts = 2") != 1 {
		t.Fatal("tried again before the backoff ran out")
	}
	app.Clock.Advance(time.Second)
	deliverAll(t, app)
	if got := smtp.Received(); len(got) != 1 || got[0].To[0] != eve.Email {
		t.Fatalf("received %d", len(got))
	}
	var attempts []string
	if err := app.Store.DB.Select(&attempts, `SELECT CASE WHEN error = '' THEN 'ok' ELSE 'refused' END FROM outbox_attempts ORDER BY id`); err != nil {
		t.Fatal(err)
	}
	if fmt.Sprint(attempts) != "[refused refused ok]" {
		t.Fatalf("attempts = %v", attempts)
	}
}

func TestOutboxGivesUpAfterADay(t *testing.T) {
	t.Parallel()
	app, smtp := smtpApp(t)
	mia := app.Manager("Mia Manager")
	eve := app.Employee("Eve Early")
	smtp.Refuse(1 << 20)
	approvedTimeOff(t, app, mia, eve, "2026-12-01")
	for i := 0; i < 30 && outboxCount(t, app, "failed_at IS NULL") > 0; i++ {
		deliverAll(t, app)
		app.Clock.Advance(time.Hour)
	}
	var attempts int
	if err := app.Store.DB.Get(&attempts, `SELECT attempts FROM outbox WHERE failed_at IS NOT NULL`); err != nil {
		t.Fatal("not given up:", err)
	}
	// 30 s, 1, 2, 4, ... 32 min, then hourly: about 28 attempts in a day.
	if attempts < 20 || attempts > 30 {
		t.Errorf("gave up after %d attempts", attempts)
	}
	data := app.MustGQL(mia.Token, `{ failedEmails { id to subject attempts lastError failedAt } }`, nil)
	failed := data["failedEmails"].([]any)
	if len(failed) != 1 {
		t.Fatalf("failedEmails = %v", failed)
	}
	f := failed[0].(map[string]any)
	if f["to"] != eve.Email || !strings.Contains(f["lastError"].(string), "451") || f["attempts"] != float64(attempts) {
		t.Fatalf("failedEmails = %v", f)
	}
	if r := app.GQL(eve.Token, `{ failedEmails { id } }`, nil); r.Code() != "FORBIDDEN" {
		t.Fatalf("an employee saw failed e-mails: %s", r.Raw)
	}
}

func TestOutboxDeliversOnceWithWorkersRacing(t *testing.T) {
	t.Parallel()
	app, smtp := smtpApp(t)
	const n = 30
	payloads := make([][]byte, n)
	for i := range payloads {
		payloads[i] = []byte(fmt.Sprintf(`{"To": "p%d@example.com", "Subject": "s%d", "Body": "b"}`, i, i))
	}
	if err := app.Store.Q().InsertOutbox(context.Background(), domain.OutboxEmail, payloads, app.Clock.Now()); err != nil {
		t.Fatal(err)
	}
	var wg sync.WaitGroup
	for w := 0; w < 4; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				ok, err := app.Outbox.DeliverNext(context.Background())
				if err != nil {
					t.Error(err)
					return
				}
				if !ok {
					return
				}
			}
		}()
	}
	wg.Wait()
	seen := map[string]int{}
	for _, m := range smtp.Received() {
		seen[m.To[0]]++
	}
	if len(seen) != n {
		t.Fatalf("%d distinct recipients, want %d", len(seen), n)
	}
	for to, c := range seen {
		if c != 1 {
			t.Errorf("%s got %d copies", to, c)
		}
	}
}

// A publish that tells 45 people by e-mail is delivered in batches: claiming, sending
// and recording 20 e-mails takes the statements one did, and every e-mail arrives once.
func TestEmailsAreDeliveredInBatches(t *testing.T) {
	t.Parallel()
	app, srv := smtpApp(t)
	mia := app.Manager("Mia Manager")
	days := weekDays{}
	for i := range 45 {
		days["friday"] = append(days["friday"], shiftIn(app.Employee(fmt.Sprintf("Emp %02d", i)), "09:00", "17:00"))
	}
	mustPublishWeek(app, mia.Token, weekNov20, days)
	queued := outboxCount(t, app, `kind = 'email' AND delivered_at IS NULL`)
	if queued != 45 {
		t.Fatalf("%d e-mails queued, want one per person told (45)", queued)
	}
	ctx, counter := store.WithCounter(context.Background())
	rounds := 0
	for {
		ok, err := app.Outbox.DeliverNextEmail(ctx)
		if err != nil {
			t.Fatal(err)
		}
		if !ok {
			break
		}
		rounds++
	}
	// BEGIN, claim, record, COMMIT per batch of up to 20; BEGIN, claim, COMMIT at the end.
	if rounds != 3 || counter.Statements() > 3*4+3 {
		t.Fatalf("45 e-mails took %d rounds and %d statements, want 3 rounds and at most 15", rounds, counter.Statements())
	}
	if got := len(srv.Received()); got != 45 {
		t.Fatalf("%d e-mails arrived, want 45", got)
	}
	if left := outboxCount(t, app, `kind = 'email' AND (delivered_at IS NULL OR attempts <> 1)`); left != 0 {
		t.Fatalf("%d e-mails not delivered exactly once", left)
	}
}
