package apitests_test

import (
	"context"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/shiftsched/shiftsched/devtools/apptest"
	"github.com/shiftsched/shiftsched/internal/delivery"
	"github.com/shiftsched/shiftsched/internal/integrations"
	"github.com/shiftsched/shiftsched/internal/mail"
	"github.com/shiftsched/shiftsched/internal/mail/smtptest"
)

// promptly is how soon a message must arrive while a slow endpoint is being delivered
// to: under one webhook timeout (10 s), so that waiting behind even one slow delivery
// fails, and well over the workers' 2 s poll.
const promptly = 8 * time.Second

// slowEndpoint is a webhook endpoint that answers nothing until the request gives up
// (the client's timeout) or the test ends. It counts the requests it holds at once.
type slowEndpoint struct {
	*httptest.Server
	mu            sync.Mutex
	holding, most int
	calls         int
	called        chan struct{} // closed by the first request
}

func newSlowEndpoint(t *testing.T) *slowEndpoint {
	e := &slowEndpoint{called: make(chan struct{})}
	release := make(chan struct{})
	e.Server = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		e.mu.Lock()
		e.holding++
		e.calls++
		e.most = max(e.most, e.holding)
		if e.calls == 1 {
			close(e.called)
		}
		e.mu.Unlock()
		select {
		case <-r.Context().Done():
		case <-release:
		}
		e.mu.Lock()
		e.holding--
		e.mu.Unlock()
	}))
	t.Cleanup(e.Close)
	t.Cleanup(func() { close(release) }) // runs before Close, which waits for handlers
	return e
}

// awaitCalled waits until a delivery reached the endpoint.
func (e *slowEndpoint) awaitCalled(t *testing.T) {
	t.Helper()
	select {
	case <-e.called:
	case <-time.After(promptly):
		t.Fatal("no delivery reached the slow endpoint")
	}
}

// mostAtOnce is the most requests the endpoint held at the same time.
func (e *slowEndpoint) mostAtOnce() int {
	e.mu.Lock()
	defer e.mu.Unlock()
	return e.most
}

// runOutbox runs an instance's outbox workers, as every instance does, until the test ends.
func runOutbox(t *testing.T, out *delivery.Outbox) {
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan struct{})
	go func() { defer close(done); out.Run(ctx) }()
	t.Cleanup(func() { cancel(); <-done })
}

// A slow webhook endpoint with redeliveries queued for it does not hold up e-mail: the
// decision e-mail queued after them reaches the mail server within a poll or two. (One
// worker did both in order: each delivery to the endpoint held it 10 s, and nine
// redeliveries delayed an invitation by 99.6 s.)
func TestEmailIsNotDelayedBySlowWebhookRedeliveries(t *testing.T) {
	t.Parallel()
	smtp := smtptest.Start(t)
	sender, err := mail.NewSMTPSender(smtp.URL, "Shiftsched <no-reply@shiftsched.test>", mail.TLSOff)
	if err != nil {
		t.Fatal(err)
	}
	app := apptest.New(t, apptest.Options{Mail: sender, WebhookAllowPrivate: true})
	slow := newSlowEndpoint(t)
	mia := app.Manager("Mia Manager")
	eve := app.Employee("Eve Early")
	app.MustGQL(mia.Token, createWebhookMutation, map[string]any{"url": slow.URL + "/hook", "kinds": []string{"TIME_OFF_DECIDED"}})
	approvedTimeOff(t, app, mia, eve, "2026-12-01") // one e-mail to Eve, one delivery
	first := deliveries(t, app, mia)[0].(map[string]any)
	for range 3 {
		app.MustGQL(mia.Token, `mutation($id: ID!) { redeliverWebhook(deliveryId: $id) { id } }`, map[string]any{"id": first["id"]})
	}

	runOutbox(t, app.Outbox)
	slow.awaitCalled(t) // a worker is now held by the endpoint
	queued := time.Now()
	approvedTimeOff(t, app, mia, eve, "2026-12-02")
	apptest.WaitFor(t, promptly, "the e-mail queued after the redeliveries arrived", func() bool {
		for _, m := range smtp.Received() {
			if strings.Contains(m.Text, "Dec 2") {
				return true
			}
		}
		return false
	})
	t.Logf("e-mail delay with a slow endpoint and 3 redeliveries queued: %v", time.Since(queued).Round(time.Millisecond))
}

// One slow endpoint holds at most one delivery at a time, on every instance together,
// so the others' deliveries go on meanwhile.
func TestSlowWebhookEndpointDoesNotHoldOthers(t *testing.T) {
	t.Parallel()
	app := apptest.New(t, apptest.Options{WebhookAllowPrivate: true})
	slow := newSlowEndpoint(t)
	fast := newReceiver(t, app.Clock.Now)
	mia := app.Manager("Mia Manager")
	app.MustGQL(mia.Token, createWebhookMutation, map[string]any{"url": slow.URL + "/hook", "kinds": []string{"TIME_OFF_DECIDED"}})
	mustWebhook(t, app, mia, fast, "TIME_OFF_DECIDED")
	for _, name := range []string{"Eve Early", "Sam Second"} {
		approvedTimeOff(t, app, mia, app.Employee(name), "2026-12-01") // one delivery to each endpoint
	}

	// Two instances, each with its own workers, on the same database.
	other := delivery.New(delivery.Deps{Store: app.Store, Mail: app.Mail, Now: app.Clock.Now,
		Log: slog.New(slog.NewTextHandler(io.Discard, nil)), AllowPrivate: true})
	runOutbox(t, app.Outbox)
	runOutbox(t, other)
	slow.awaitCalled(t)
	apptest.WaitFor(t, promptly, "the fast endpoint received both events", func() bool { return len(fast.received()) == 2 })
	if n := slow.mostAtOnce(); n != 1 {
		t.Fatalf("the slow endpoint held %d deliveries at once, want 1", n)
	}
}

const redeliverMutation = `mutation($id: ID!) { redeliverWebhook(deliveryId: $id) { id } }`

// Redeliveries to one endpoint are capped: a few waiting at a time, and so many an
// hour; above either the answer is RATE_LIMITED with a sentence.
func TestWebhookRedeliveriesAreLimited(t *testing.T) {
	t.Parallel()
	app := apptest.New(t, apptest.Options{WebhookAllowPrivate: true})
	r := newReceiver(t, app.Clock.Now)
	mia := app.Manager("Mia Manager")
	eve := app.Employee("Eve Early")
	mustWebhook(t, app, mia, r, "TIME_OFF_DECIDED")
	approvedTimeOff(t, app, mia, eve, "2026-12-01")
	deliverAll(t, app)
	id := deliveries(t, app, mia)[0].(map[string]any)["id"]
	redeliver := func() apptest.GQLResult { return app.GQL(mia.Token, redeliverMutation, map[string]any{"id": id}) }

	t.Run("ErrTooManyWaiting", func(t *testing.T) {
		for i := range integrations.MaxWaitingRedeliveries {
			if res := redeliver(); len(res.Errors) > 0 {
				t.Fatalf("redelivery %d: %s", i+1, res.Raw)
			}
		}
		res := redeliver()
		if res.Code() != "RATE_LIMITED" || !strings.Contains(res.Errors[0].Message, "redeliveries waiting") {
			t.Fatalf("one more than the waiting cap: %s", res.Raw)
		}
		deliverAll(t, app)
		if res := redeliver(); len(res.Errors) > 0 {
			t.Fatalf("refused once the waiting ones were sent: %s", res.Raw)
		}
		deliverAll(t, app)
	})
	t.Run("ErrTooManyAnHour", func(t *testing.T) {
		for n := integrations.MaxWaitingRedeliveries + 1; n < integrations.MaxRedeliveriesPerHour; n++ {
			if res := redeliver(); len(res.Errors) > 0 {
				t.Fatalf("redelivery %d: %s", n+1, res.Raw)
			}
			deliverAll(t, app)
		}
		res := redeliver()
		if res.Code() != "RATE_LIMITED" || !strings.Contains(res.Errors[0].Message, "in the last hour") {
			t.Fatalf("one more than the hourly cap: %s", res.Raw)
		}
		app.Clock.Advance(time.Hour)
		if res := redeliver(); len(res.Errors) > 0 {
			t.Fatalf("refused an hour later: %s", res.Raw)
		}
	})
	if got := len(r.received()); got != integrations.MaxRedeliveriesPerHour+1 {
		t.Fatalf("the endpoint received %d events, want %d", got, integrations.MaxRedeliveriesPerHour+1)
	}
}
