package apitests_test

import (
	"context"
	"net/http"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/shiftsched/shiftsched/devtools/apptest"
	"github.com/shiftsched/shiftsched/internal/domain"
	"github.com/shiftsched/shiftsched/internal/mail"
	"github.com/shiftsched/shiftsched/internal/mail/smtptest"
)

const setPreference = `mutation($k: NotificationKind!, $d: NotificationDelivery!) { setNotificationPreference(kind: $k, delivery: $d) { kind delivery } }`
const setDigestTime = `mutation($t: TimeOfDay) { setDigestTime(time: $t) { time isDefault timeZone } }`

// berlinSMTPApp is an app in Europe/Berlin whose e-mail goes to a real SMTP server.
func berlinSMTPApp(t *testing.T) (*apptest.App, *smtptest.Server) {
	t.Helper()
	berlin, err := time.LoadLocation("Europe/Berlin")
	if err != nil {
		t.Fatal(err)
	}
	srv := smtptest.Start(t)
	sender, err := mail.NewSMTPSender(srv.URL, "Shiftsched <no-reply@shiftsched.test>", mail.TLSOff)
	if err != nil {
		t.Fatal(err)
	}
	return apptest.New(t, apptest.Options{Mail: sender, Workplace: berlin}), srv
}

// racingDigests runs two digest workers at once, then delivers the outbox.
func racingDigests(t *testing.T, app *apptest.App) {
	t.Helper()
	var wg sync.WaitGroup
	for w := 0; w < 2; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			if err := app.Outbox.SendDueDigests(context.Background()); err != nil {
				t.Error(err)
			}
		}()
	}
	wg.Wait()
	deliverAll(t, app)
}

func TestDailyDigest(t *testing.T) {
	t.Parallel()
	app, smtp := berlinSMTPApp(t) // the clock starts at Sunday 22 November, 11:00 in Berlin
	mia := app.Manager("Mia Manager")
	eve := app.Employee("Eve Early")
	app.MustGQL(eve.Token, setPreference, map[string]any{"k": "TIME_OFF_DECISION", "d": "DIGEST"})
	app.MustGQL(eve.Token, setPreference, map[string]any{"k": "SWAP_REQUEST", "d": "DIGEST"})
	got := app.MustGQL(eve.Token, setDigestTime, map[string]any{"t": "18:30"})["setDigestTime"].(map[string]any)
	if got["time"] != "18:30" || got["isDefault"] != false || got["timeZone"] != "Europe/Berlin" {
		t.Fatalf("setDigestTime = %v", got)
	}
	if p := preferences(t, app, eve); p["TIME_OFF_DECISION"] != "DIGEST" {
		t.Fatalf("preferences = %v", p)
	}

	approvedTimeOff(t, app, mia, eve, "2026-12-01")
	approvedTimeOff(t, app, mia, eve, "2026-12-02")
	if n := outboxCount(t, app, "true"); n != 0 {
		t.Fatalf("digest kinds queued %d e-mails at once", n)
	}
	racingDigests(t, app)
	app.Clock.Set(time.Date(2026, 11, 22, 17, 29, 59, 0, time.UTC)) // 18:29:59 in Berlin
	racingDigests(t, app)
	if n := len(smtp.Received()); n != 0 {
		t.Fatalf("%d digests before the chosen time", n)
	}

	app.Clock.Set(time.Date(2026, 11, 22, 17, 30, 0, 0, time.UTC))
	racingDigests(t, app)
	racingDigests(t, app)
	msgs := smtp.Received()
	if len(msgs) != 1 {
		t.Fatalf("%d digests at the chosen time, want 1", len(msgs))
	}
	m := msgs[0]
	unsub := strings.Trim(m.Header.Get("List-Unsubscribe"), "<>")
	if m.To[0] != eve.Email || m.Header.Get("Subject") != "Shiftsched daily digest, Nov 22: 2 updates" ||
		!strings.HasPrefix(unsub, "http://shiftsched.test/unsubscribe/") ||
		m.Header.Get("List-Unsubscribe-Post") != "List-Unsubscribe=One-Click" {
		t.Fatalf("headers: to %v, %v", m.To, m.Header)
	}
	for name, part := range map[string]string{"text": m.Text, "html": m.HTML} {
		for _, want := range []string{"Hello Eve Early", "Your PTO request for Dec 1 was approved", "Your PTO request for Dec 2 was approved",
			"http://shiftsched.test/pto", "18:30 (Europe/Berlin)", "Stop e-mails for time-off decisions", "http://shiftsched.test/profile"} {
			if !strings.Contains(part, want) {
				t.Errorf("%s part lacks %q:\n%s", name, want, part)
			}
		}
		if strings.Count(part, "/unsubscribe/") != 1 {
			t.Errorf("%s part: want one per-kind unsubscribe link:\n%s", name, part)
		}
	}

	// A notification after today's digest waits for tomorrow's.
	approvedTimeOff(t, app, mia, eve, "2026-12-03")
	app.Clock.Set(time.Date(2026, 11, 22, 22, 59, 0, 0, time.UTC)) // 23:59 in Berlin
	racingDigests(t, app)
	app.Clock.Set(time.Date(2026, 11, 23, 17, 29, 0, 0, time.UTC))
	racingDigests(t, app)
	if n := len(smtp.Received()); n != 1 {
		t.Fatalf("%d digests before the next day's time", n)
	}
	app.Clock.Set(time.Date(2026, 11, 23, 17, 31, 0, 0, time.UTC))
	racingDigests(t, app)
	msgs = smtp.Received()
	if len(msgs) != 2 || msgs[1].Header.Get("Subject") != "Shiftsched daily digest, Nov 23: 1 update" ||
		!strings.Contains(msgs[1].Text, "Dec 3") || strings.Contains(msgs[1].Text, "Dec 1") {
		t.Fatalf("second day: %d digests, last %v", len(msgs), msgs[len(msgs)-1].Text)
	}
	// Nothing waiting: no empty digest.
	app.Clock.Set(time.Date(2026, 11, 24, 17, 31, 0, 0, time.UTC))
	racingDigests(t, app)
	if n := len(smtp.Received()); n != 2 {
		t.Fatalf("an empty digest went out (%d)", n)
	}

	t.Run("OKUnsubscribeStopsTheDigest", func(t *testing.T) {
		res, err := http.Post(app.URL+strings.TrimPrefix(unsub, "http://shiftsched.test"), "application/x-www-form-urlencoded",
			strings.NewReader("List-Unsubscribe=One-Click"))
		if err != nil || res.StatusCode != 200 {
			t.Fatalf("one-click unsubscribe: %v %v", res, err)
		}
		res.Body.Close()
		if p := preferences(t, app, eve); p["TIME_OFF_DECISION"] != "IN_APP" || p["SWAP_REQUEST"] != "IN_APP" || p["SCHEDULE"] != "EMAIL" {
			t.Fatalf("after unsubscribing from the digest: %v", p)
		}
	})
}

func TestDigestWorkplaceDefaultTime(t *testing.T) {
	t.Parallel()
	app, smtp := berlinSMTPApp(t)
	mia := app.Manager("Mia Manager")
	eve := app.Employee("Eve Early")
	app.MustGQL(eve.Token, setPreference, map[string]any{"k": "TIME_OFF_DECISION", "d": "DIGEST"})
	ds := app.MustGQL(eve.Token, `{ digestSettings { time isDefault } }`, nil)["digestSettings"].(map[string]any)
	if ds["time"] != "07:00" || ds["isDefault"] != true {
		t.Fatalf("default digestSettings = %v", ds)
	}
	set := app.MustGQL(mia.Token, `mutation { updateWorkplaceSettings(input: {minRestMinutes: 600, weeklyLimitMinutes: 2400, digestTime: "20:15"}) { digestTime } }`, nil)
	if set["updateWorkplaceSettings"].(map[string]any)["digestTime"] != "20:15" {
		t.Fatalf("updateWorkplaceSettings = %v", set)
	}
	// Leaving digestTime out keeps it.
	app.MustGQL(mia.Token, `mutation { updateWorkplaceSettings(input: {minRestMinutes: 480, weeklyLimitMinutes: 2400}) { digestTime } }`, nil)
	ds = app.MustGQL(eve.Token, `{ digestSettings { time isDefault } }`, nil)["digestSettings"].(map[string]any)
	if ds["time"] != "20:15" || ds["isDefault"] != true {
		t.Fatalf("digestSettings after the manager's change = %v", ds)
	}
	if r := app.GQL(eve.Token, `mutation { updateWorkplaceSettings(input: {minRestMinutes: 600, weeklyLimitMinutes: 2400, digestTime: "06:00"}) { digestTime } }`, nil); r.Code() != "FORBIDDEN" {
		t.Fatalf("an employee changed the default: %s", r.Raw)
	}
	if r := app.GQL(eve.Token, setDigestTime, map[string]any{"t": "25:00"}); r.Code() != "BAD_USER_INPUT" {
		t.Fatalf("a bad time: %s", r.Raw)
	}

	approvedTimeOff(t, app, mia, eve, "2026-12-01")
	app.Clock.Set(time.Date(2026, 11, 22, 19, 14, 0, 0, time.UTC)) // 20:14 in Berlin
	racingDigests(t, app)
	if n := len(smtp.Received()); n != 0 {
		t.Fatalf("%d digests before the default time", n)
	}
	app.Clock.Set(time.Date(2026, 11, 22, 19, 15, 0, 0, time.UTC))
	racingDigests(t, app)
	if got := smtp.Received(); len(got) != 1 || got[0].To[0] != eve.Email {
		t.Fatalf("at the default time: %d digests", len(got))
	}
}

func TestDigestsOnceWithWorkersRacing(t *testing.T) {
	t.Parallel()
	app, smtp := berlinSMTPApp(t)
	const n = 12
	ctx := context.Background()
	var ids []int64
	for i := 0; i < n; i++ {
		u := app.Employee("Person " + strconv.Itoa(i))
		id, _ := strconv.ParseInt(u.ID, 10, 64)
		ids = append(ids, id)
	}
	for i := 0; i < 3; i++ {
		if err := app.Store.Q().InsertDigestItems(ctx, ids, domain.KindSchedule, "Item "+strconv.Itoa(i), "/", app.Clock.Now()); err != nil {
			t.Fatal(err)
		}
	}
	app.Clock.Set(time.Date(2026, 11, 23, 6, 0, 0, 0, time.UTC)) // 07:00 in Berlin, the default
	var wg sync.WaitGroup
	for w := 0; w < 4; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for k := 0; k < 3; k++ {
				if err := app.Outbox.SendDueDigests(ctx); err != nil {
					t.Error(err)
				}
				if _, err := app.Outbox.DeliverNext(ctx); err != nil {
					t.Error(err)
				}
			}
		}()
	}
	wg.Wait()
	deliverAll(t, app)
	seen := map[string]int{}
	for _, m := range smtp.Received() {
		seen[m.To[0]]++
		if !strings.Contains(m.Text, "Item 0") || !strings.Contains(m.Text, "Item 2") {
			t.Errorf("digest lacks items:\n%s", m.Text)
		}
	}
	if len(seen) != n {
		t.Fatalf("%d people got a digest, want %d", len(seen), n)
	}
	for to, c := range seen {
		if c != 1 {
			t.Errorf("%s got %d digests", to, c)
		}
	}
}

// The digest time is wall-clock time in the workplace zone: on the night clocks spring
// forward a 02:30 digest goes at 03:00, and on the night they fall back it goes once.
func TestDigestAcrossDSTChanges(t *testing.T) {
	t.Parallel()
	app, smtp := berlinSMTPApp(t)
	eve := app.Employee("Eve Early")
	app.MustGQL(eve.Token, setDigestTime, map[string]any{"t": "02:30"})
	id, _ := strconv.ParseInt(eve.ID, 10, 64)
	ctx := context.Background()
	item := func(msg string) {
		t.Helper()
		if err := app.Store.Q().InsertDigestItems(ctx, []int64{id}, domain.KindSchedule, msg, "/schedule", app.Clock.Now()); err != nil {
			t.Fatal(err)
		}
	}
	at := func(utc time.Time, want int) {
		t.Helper()
		app.Clock.Set(utc)
		racingDigests(t, app)
		if n := len(smtp.Received()); n != want {
			t.Fatalf("at %s: %d digests, want %d", utc.Format(time.RFC3339), n, want)
		}
	}

	item("spring")
	at(time.Date(2027, 3, 28, 0, 59, 0, 0, time.UTC), 0) // 01:59 CET; 02:30 never comes
	at(time.Date(2027, 3, 28, 1, 0, 0, 0, time.UTC), 1)  // 03:00 CEST

	item("autumn")
	at(time.Date(2027, 10, 31, 0, 29, 0, 0, time.UTC), 1) // 02:29 CEST
	at(time.Date(2027, 10, 31, 0, 30, 0, 0, time.UTC), 2) // 02:30 CEST
	item("later")
	at(time.Date(2027, 10, 31, 1, 30, 0, 0, time.UTC), 2) // 02:30 CET, the same day again
	at(time.Date(2027, 11, 1, 1, 30, 0, 0, time.UTC), 3)  // the next day
	if got := smtp.Received(); !strings.Contains(got[2].Text, "later") || strings.Contains(got[2].Text, "autumn") {
		t.Fatalf("third digest:\n%s", got[2].Text)
	}
}
