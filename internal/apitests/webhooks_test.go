package apitests_test

import (
	"context"
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	standardwebhooks "github.com/standard-webhooks/standard-webhooks/libraries/go"

	"github.com/shiftsched/shiftsched/devtools/apptest"
	"github.com/shiftsched/shiftsched/internal/delivery"
)

// receiver is a webhook endpoint in the test that verifies each delivery's old signature
// header as docs/api/webhooks.md#the-old-signature-header describes it.
type receiver struct {
	*httptest.Server
	t      *testing.T
	secret string
	now    func() time.Time
	mu     sync.Mutex
	fail   int // answer 500 to this many deliveries first
	events []map[string]any
}

func newReceiver(t *testing.T, now func() time.Time) *receiver {
	r := &receiver{t: t, now: now}
	r.Server = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, req *http.Request) {
		body, _ := io.ReadAll(req.Body)
		r.mu.Lock()
		defer r.mu.Unlock()
		if err := verify(r.secret, req.Header.Get("Shiftsched-Signature"), body, r.now()); err != nil {
			t.Errorf("signature: %v", err)
			http.Error(w, "bad signature", http.StatusUnauthorized)
			return
		}
		if r.fail > 0 {
			r.fail--
			http.Error(w, "down for maintenance", http.StatusInternalServerError)
			return
		}
		var ev map[string]any
		if err := json.Unmarshal(body, &ev); err != nil {
			t.Errorf("body: %v", err)
		}
		if req.Header.Get("Shiftsched-Event-Id") != ev["id"] {
			t.Errorf("event id header %q, body %v", req.Header.Get("Shiftsched-Event-Id"), ev["id"])
		}
		r.events = append(r.events, ev)
	}))
	t.Cleanup(r.Close)
	return r
}

func (r *receiver) received() []map[string]any {
	r.mu.Lock()
	defer r.mu.Unlock()
	return append([]map[string]any(nil), r.events...)
}

// verify is the old header's verification (docs/api/webhooks.md#the-old-signature-header):
// HMAC-SHA256 of "<t>.<body>" under the secret, compared in constant time, with t at most five minutes away from now.
func verify(secret, header string, body []byte, now time.Time) error {
	var ts, sig string
	for _, part := range strings.Split(header, ",") {
		k, v, _ := strings.Cut(part, "=")
		switch k {
		case "t":
			ts = v
		case "v1":
			sig = v
		}
	}
	sec, err := strconv.ParseInt(ts, 10, 64)
	if err != nil {
		return fmt.Errorf("no timestamp in %q", header)
	}
	if d := now.Sub(time.Unix(sec, 0)); d > 5*time.Minute || d < -5*time.Minute {
		return fmt.Errorf("timestamp %s too far from now", ts)
	}
	m := hmac.New(sha256.New, []byte(secret))
	m.Write([]byte(ts + "."))
	m.Write(body)
	want := hex.EncodeToString(m.Sum(nil))
	if !hmac.Equal([]byte(sig), []byte(want)) {
		return fmt.Errorf("signature mismatch")
	}
	return nil
}

const createWebhookMutation = `mutation($url: String!, $kinds: [WebhookEventKind!]!) {
  createWebhook(input: {url: $url, kinds: $kinds}) { secret webhook { id url kinds createdAt } } }`

const deliveriesQuery = `{ webhooks { id deliveries { id eventId kind attempts deliveredAt failedAt nextAttemptAt lastError } } }`

// mustWebhook registers the receiver for kinds and gives it the secret.
func mustWebhook(t *testing.T, app *apptest.App, mgr apptest.User, r *receiver, kinds ...string) string {
	t.Helper()
	data := app.MustGQL(mgr.Token, createWebhookMutation, map[string]any{"url": r.URL + "/hook", "kinds": kinds})
	c := data["createWebhook"].(map[string]any)
	r.mu.Lock()
	r.secret = c["secret"].(string)
	r.mu.Unlock()
	if !strings.HasPrefix(r.secret, "whsec_") {
		t.Fatalf("secret %q has no recognisable prefix", r.secret)
	}
	return gqlID(c["webhook"].(map[string]any)["id"])
}

func deliveries(t *testing.T, app *apptest.App, mgr apptest.User) []any {
	t.Helper()
	hooks := app.MustGQL(mgr.Token, deliveriesQuery, nil)["webhooks"].([]any)
	return hooks[0].(map[string]any)["deliveries"].([]any)
}

func TestWebhookSignedDeliveryAndRedeliver(t *testing.T) {
	t.Parallel()
	app := apptest.New(t, apptest.Options{WebhookAllowPrivate: true})
	r := newReceiver(t, app.Clock.Now)
	mia := app.Manager("Mia Manager")
	eve := app.Employee("Eve Early")
	mustWebhook(t, app, mia, r, "TIME_OFF_DECIDED", "USER_DELETED")

	approvedTimeOff(t, app, mia, eve, "2026-12-01")
	// A swap decision is not a kind this endpoint listens to: no delivery.
	if n := outboxCount(t, app, "kind = 'webhook'"); n != 1 {
		t.Fatalf("%d webhook rows, want 1 (written with the decision)", n)
	}
	deliverAll(t, app)
	got := r.received()
	if len(got) != 1 || got[0]["kind"] != "time_off.decided" {
		t.Fatalf("received %v", got)
	}
	off := got[0]["data"].(map[string]any)["timeOff"].(map[string]any)
	if off["status"] != "approved" || off["userName"] != "Eve Early" || off["firstDay"] != "2026-12-01" {
		t.Fatalf("timeOff = %v", off)
	}
	if !strings.HasPrefix(got[0]["id"].(string), "evt_") || got[0]["time"] == nil {
		t.Fatalf("event = %v", got[0])
	}
	if verify("whsec_wrong", delivery.Sign(r.secret, app.Clock.Now(), []byte("{}")), []byte("{}"), app.Clock.Now()) == nil {
		t.Fatal("a wrong secret verified")
	}

	log := deliveries(t, app, mia)
	if len(log) != 1 || log[0].(map[string]any)["deliveredAt"] == nil || log[0].(map[string]any)["attempts"] != float64(1) {
		t.Fatalf("delivery log = %v", log)
	}
	first := log[0].(map[string]any)
	again := app.MustGQL(mia.Token, `mutation($id: ID!) { redeliverWebhook(deliveryId: $id) { id eventId deliveredAt } }`,
		map[string]any{"id": first["id"]})["redeliverWebhook"].(map[string]any)
	if again["eventId"] != first["eventId"] || again["id"] == first["id"] || again["deliveredAt"] != nil {
		t.Fatalf("redelivery = %v", again)
	}
	deliverAll(t, app)
	if got := r.received(); len(got) != 2 || got[1]["id"] != got[0]["id"] {
		t.Fatalf("after redeliver: %v", got)
	}
	if res := app.GQL(eve.Token, deliveriesQuery, nil); res.Code() != "FORBIDDEN" {
		t.Fatalf("an employee read webhooks: %s", res.Raw)
	}
}

func TestWebhookRetriesAgainstFailingReceiver(t *testing.T) {
	t.Parallel()
	app := apptest.New(t, apptest.Options{WebhookAllowPrivate: true})
	r := newReceiver(t, app.Clock.Now)
	r.fail = 2
	mia := app.Manager("Mia Manager")
	eve := app.Employee("Eve Early")
	mustWebhook(t, app, mia, r, "TIME_OFF_DECIDED")
	approvedTimeOff(t, app, mia, eve, "2026-12-01")

	deliverAll(t, app) // 500: due again in 30 s
	d := deliveries(t, app, mia)[0].(map[string]any)
	if d["attempts"] != float64(1) || !strings.Contains(d["lastError"].(string), "500") || d["nextAttemptAt"] == nil {
		t.Fatalf("after one failure: %v", d)
	}
	app.Clock.Advance(29 * time.Second)
	deliverAll(t, app)
	if d := deliveries(t, app, mia)[0].(map[string]any); d["attempts"] != float64(1) {
		t.Fatalf("retried before the backoff: %v", d)
	}
	app.Clock.Advance(time.Second)
	deliverAll(t, app) // 500 again: due in 60 s
	app.Clock.Advance(60 * time.Second)
	deliverAll(t, app)
	d = deliveries(t, app, mia)[0].(map[string]any)
	if d["attempts"] != float64(3) || d["deliveredAt"] == nil || d["lastError"] != "" || len(r.received()) != 1 {
		t.Fatalf("after recovery: %v, received %d", d, len(r.received()))
	}
}

func TestWebhookExactlyOnceWithTwoWorkers(t *testing.T) {
	t.Parallel()
	app := apptest.New(t, apptest.Options{WebhookAllowPrivate: true})
	r := newReceiver(t, app.Clock.Now)
	mia := app.Manager("Mia Manager")
	mustWebhook(t, app, mia, r, "TIME_OFF_DECIDED")
	const n = 12
	for i := 0; i < n; i++ {
		e := app.Employee(fmt.Sprintf("Emp %d", i))
		approvedTimeOff(t, app, mia, e, "2026-12-01")
	}
	// A second instance: its own outbox (and worker) on the same database.
	other := delivery.New(delivery.Deps{Store: app.Store, Mail: app.Mail, Now: app.Clock.Now,
		Log: slog.New(slog.NewTextHandler(io.Discard, nil)), AllowPrivate: true})
	var wg sync.WaitGroup
	for _, out := range []*delivery.Outbox{app.Outbox, other} {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				ok, err := out.DeliverNext(context.Background())
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
	seen := map[any]int{}
	for _, ev := range r.received() {
		seen[ev["id"]]++
	}
	if len(seen) != n {
		t.Fatalf("%d distinct events, want %d", len(seen), n)
	}
	for id, c := range seen {
		if c != 1 {
			t.Errorf("event %v delivered %d times", id, c)
		}
	}
}

func TestWebhookRefusesForbiddenAddresses(t *testing.T) {
	t.Parallel()
	app := apptest.New(t) // private addresses not allowed
	mia := app.Manager("Mia Manager")
	eve := app.Employee("Eve Early")
	for _, url := range []string{
		"https://127.0.0.1/hook", "https://localhost/hook", "https://10.1.2.3/hook", "https://192.168.0.10/hook",
		"https://172.16.5.4/hook", "https://169.254.169.254/latest/meta-data", "https://[::1]/hook", "https://[fe80::1]/hook",
		"https://[fd00::1]/hook", "https://0.0.0.0/hook", "https://100.64.0.1/hook", "https://[::ffff:127.0.0.1]/hook",
		"http://93.184.215.14/hook", "ftp://93.184.215.14/", "https://user:pw@93.184.215.14/", "not a url",
		// Reserved space and IPv6 forms that lead back to an internal IPv4 address.
		"https://192.0.0.1/hook", "https://198.18.0.1/hook", "https://240.0.0.1/hook", "https://255.255.255.255/hook",
		"https://[::127.0.0.1]/hook", "https://[64:ff9b::7f00:1]/hook", "https://[2002:7f00:1::]/hook",
		"https://[2001:0:7f00:1::]/hook", "https://[2001:db8::1]/hook",
	} {
		res := app.GQL(mia.Token, createWebhookMutation, map[string]any{"url": url, "kinds": []string{"USER_DELETED"}})
		if res.Code() != "BAD_USER_INPUT" {
			t.Errorf("%s: %s", url, res.Raw)
		}
	}
	res := app.GQL(mia.Token, createWebhookMutation, map[string]any{"url": "https://93.184.215.14/hook", "kinds": []string{}})
	if res.Code() != "BAD_USER_INPUT" {
		t.Errorf("no kinds: %s", res.Raw)
	}
	// A public address is accepted (nothing is sent until an event happens).
	app.MustGQL(mia.Token, createWebhookMutation, map[string]any{"url": "https://93.184.215.14/hook", "kinds": []string{"USER_DELETED"}})
	if res := app.GQL(eve.Token, createWebhookMutation, map[string]any{"url": "https://93.184.215.14/x", "kinds": []string{"USER_DELETED"}}); res.Code() != "FORBIDDEN" {
		t.Errorf("an employee registered a webhook: %s", res.Raw)
	}
}

// Open shifts add their own kind: a decided claim reaches endpoints that listen to it.
func TestWebhookOpenShiftClaimDecided(t *testing.T) {
	t.Parallel()
	app := apptest.New(t, apptest.Options{WebhookAllowPrivate: true})
	r := newReceiver(t, app.Clock.Now)
	mia := app.Manager("Mia Manager")
	eve := app.Employee("Eve Early")
	mustShift(t, app, eve, nextWeek, "09:00", "12:00") // publishes the week
	mustWebhook(t, app, mia, r, "OPEN_SHIFT_CLAIM_DECIDED")

	posted := app.MustGQL(mia.Token, `mutation($d: Date!) { postOpenShift(input: {date: $d, startTime: "14:00", endTime: "18:00"}) { id } }`,
		map[string]any{"d": nextWeek})["postOpenShift"].(map[string]any)
	claim := app.MustGQL(eve.Token, `mutation($id: ID!) { claimOpenShift(id: $id) { id } }`,
		map[string]any{"id": posted["id"]})["claimOpenShift"].(map[string]any)
	if n := outboxCount(t, app, "kind = 'webhook'"); n != 0 {
		t.Fatalf("%d webhook rows before any decision", n)
	}
	app.MustGQL(mia.Token, `mutation($id: ID!) { decideShiftClaim(id: $id, decision: APPROVE) { status } }`, map[string]any{"id": claim["id"]})
	deliverAll(t, app)
	got := r.received()
	if len(got) != 1 || got[0]["kind"] != "open_shift_claim.decided" {
		t.Fatalf("received %v", got)
	}
	data := got[0]["data"].(map[string]any)
	c, o := data["claim"].(map[string]any), data["openShift"].(map[string]any)
	if c["status"] != "approved" || gqlID(c["id"]) != gqlID(claim["id"]) || o["date"] != nextWeek || o["startTime"] != "14:00" {
		t.Fatalf("data = %v", data)
	}
}

// A failed delivery tells the manager only whether the endpoint answered (and with
// which status), never how a connection failed: refused, timed out and a failed TLS
// handshake read alike, so the delivery log cannot serve as a port scanner.
func TestWebhookLastErrorSaysLittle(t *testing.T) {
	t.Parallel()
	app := apptest.New(t, apptest.Options{WebhookAllowPrivate: true})
	mia := app.Manager("Mia Manager")
	eve := app.Employee("Eve Early")

	closed := httptest.NewServer(http.NotFoundHandler())
	closed.Close() // nothing listens there any more: connection refused
	plain := httptest.NewServer(http.NotFoundHandler())
	t.Cleanup(plain.Close) // speaks plain HTTP: a TLS handshake with it fails
	answering := newReceiver(t, app.Clock.Now)
	answering.fail = 1
	want := map[string]string{
		closed.URL + "/hook": "The endpoint could not be reached.",
		"https://" + strings.TrimPrefix(plain.URL, "http://") + "/hook": "The endpoint could not be reached.",
		answering.URL + "/hook": "The endpoint answered 500 Internal Server Error.",
	}
	for url := range want {
		if url == answering.URL+"/hook" {
			mustWebhook(t, app, mia, answering, "TIME_OFF_DECIDED")
			continue
		}
		app.MustGQL(mia.Token, createWebhookMutation, map[string]any{"url": url, "kinds": []string{"TIME_OFF_DECIDED"}})
	}
	approvedTimeOff(t, app, mia, eve, "2026-12-01")
	deliverAll(t, app)

	hooks := app.MustGQL(mia.Token, `{ webhooks { url deliveries { attempts lastError } } }`, nil)["webhooks"].([]any)
	if len(hooks) != len(want) {
		t.Fatalf("%d webhooks", len(hooks))
	}
	for _, h := range hooks {
		h := h.(map[string]any)
		d := h["deliveries"].([]any)[0].(map[string]any)
		if d["attempts"] != float64(1) || d["lastError"] != want[h["url"].(string)] {
			t.Errorf("%s: attempts %v, lastError %q, want %q", h["url"], d["attempts"], d["lastError"], want[h["url"].(string)])
		}
	}
}

// captured is a webhook endpoint in the test that keeps each request as sent, for the
// test to verify afterwards.
type captured struct {
	*httptest.Server
	mu   sync.Mutex
	reqs []capturedReq
}

type capturedReq struct {
	header http.Header
	body   []byte
}

func newCaptured(t *testing.T) *captured {
	c := &captured{}
	c.Server = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, req *http.Request) {
		body, _ := io.ReadAll(req.Body)
		c.mu.Lock()
		defer c.mu.Unlock()
		c.reqs = append(c.reqs, capturedReq{req.Header.Clone(), body})
	}))
	t.Cleanup(c.Close)
	return c
}

func (c *captured) last(t *testing.T, n int) capturedReq {
	t.Helper()
	c.mu.Lock()
	defer c.mu.Unlock()
	if len(c.reqs) != n {
		t.Fatalf("%d requests received, want %d", len(c.reqs), n)
	}
	return c.reqs[n-1]
}

// The maintained Standard Webhooks library verifies deliveries, not our own code. Its
// tolerance is measured against the real clock, so the app's clock is set to it.
func TestAStandardWebhooksLibraryVerifiesDeliveriesAndRefusesTamperedOrOldOnes(t *testing.T) {
	t.Parallel()
	app := apptest.New(t, apptest.Options{WebhookAllowPrivate: true})
	c := newCaptured(t)
	mia := app.Manager("Mia Manager")
	eve := app.Employee("Eve Early")
	data := app.MustGQL(mia.Token, createWebhookMutation, map[string]any{"url": c.URL + "/hook", "kinds": []string{"TIME_OFF_DECIDED"}})
	secret := data["createWebhook"].(map[string]any)["secret"].(string)
	wh, err := standardwebhooks.NewWebhook(secret)
	if err != nil {
		t.Fatalf("the secret %q is not in the whsec_ form: %v", secret, err)
	}

	approvedTimeOff(t, app, mia, eve, "2026-12-01")
	app.Clock.Set(time.Now())
	// Mia's token was issued on the app's start clock, whose week may lie more than a
	// token's lifetime behind the real clock: she signs in again on the real one.
	mia.Token = app.Login(mia.Email, mia.Password)
	deliverAll(t, app)
	first := c.last(t, 1)
	if err := wh.Verify(first.body, first.header); err != nil {
		t.Fatalf("a real delivery did not verify: %v", err)
	}
	var ev map[string]any
	json.Unmarshal(first.body, &ev)
	if first.header.Get("webhook-id") != ev["id"] {
		t.Fatalf("webhook-id %q, event id %v", first.header.Get("webhook-id"), ev["id"])
	}
	tampered := []byte(strings.Replace(string(first.body), "approved", "denied__", 1))
	if err := wh.Verify(tampered, first.header); !errors.Is(err, standardwebhooks.ErrNoMatchingSignature) {
		t.Fatalf("a tampered body: %v, want no matching signature", err)
	}
	// For one release the old header is sent alongside, keyed as before.
	if err := verify(secret, first.header.Get("Shiftsched-Signature"), first.body, app.Clock.Now()); err != nil {
		t.Fatalf("old signature: %v", err)
	}

	// A redelivery sent ten minutes ago (outside the library's five minutes) is refused
	// for its age alone; it keeps the event's id.
	id := gqlID(deliveries(t, app, mia)[0].(map[string]any)["id"])
	app.Clock.Set(time.Now().Add(-10 * time.Minute))
	app.MustGQL(mia.Token, `mutation($id: ID!) { redeliverWebhook(deliveryId: $id) { id } }`, map[string]any{"id": id})
	deliverAll(t, app)
	old := c.last(t, 2)
	if old.header.Get("webhook-id") != first.header.Get("webhook-id") {
		t.Fatalf("redelivery webhook-id %q, first %q", old.header.Get("webhook-id"), first.header.Get("webhook-id"))
	}
	if err := wh.Verify(old.body, old.header); !errors.Is(err, standardwebhooks.ErrMessageTooOld) {
		t.Fatalf("an old delivery: %v, want too old", err)
	}
	if err := wh.VerifyIgnoringTimestamp(old.body, old.header); err != nil {
		t.Fatalf("the old delivery's signature itself: %v", err)
	}
}

// Secrets made before the whsec_ form was base64 (whsec_ + hex) still work in a
// Standard Webhooks library: hex digits are base64 digits.
func TestSecretsOfTheOlderFormStillVerifyWithAStandardWebhooksLibrary(t *testing.T) {
	t.Parallel()
	app := apptest.New(t, apptest.Options{WebhookAllowPrivate: true})
	c := newCaptured(t)
	mia := app.Manager("Mia Manager")
	eve := app.Employee("Eve Early")
	app.MustGQL(mia.Token, createWebhookMutation, map[string]any{"url": c.URL + "/hook", "kinds": []string{"TIME_OFF_DECIDED"}})
	const oldSecret = "whsec_0123456789abcdef0123456789abcdef0123456789abcdef"
	if _, err := app.Store.DB.Exec(`UPDATE webhooks SET secret = $1`, oldSecret); err != nil {
		t.Fatal(err)
	}
	approvedTimeOff(t, app, mia, eve, "2026-12-01")
	app.Clock.Set(time.Now())
	// Mia's token was issued on the app's start clock, whose week may lie more than a
	// token's lifetime behind the real clock: she signs in again on the real one.
	mia.Token = app.Login(mia.Email, mia.Password)
	deliverAll(t, app)
	got := c.last(t, 1)
	wh, err := standardwebhooks.NewWebhook(oldSecret)
	if err != nil {
		t.Fatal(err)
	}
	if err := wh.Verify(got.body, got.header); err != nil {
		t.Fatalf("an older secret's delivery did not verify: %v", err)
	}
	if err := verify(oldSecret, got.header.Get("Shiftsched-Signature"), got.body, app.Clock.Now()); err != nil {
		t.Fatalf("old signature: %v", err)
	}
}
