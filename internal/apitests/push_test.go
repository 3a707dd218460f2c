package apitests_test

import (
	"context"
	"encoding/json"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/shiftsched/shiftsched/devtools/apptest"
	"github.com/shiftsched/shiftsched/internal/delivery"
	"github.com/shiftsched/shiftsched/internal/service"
)

// pushService is a push service double: it takes pushes as a browser vendor's service
// does (RFC 8030), checks each one's VAPID signature, and opens it with the device's
// keys, as the device would.
type pushService struct {
	*httptest.Server
	t       *testing.T
	now     func() time.Time
	mu      sync.Mutex
	devices map[string]*apptest.PushDevice // by path
	status  []int                          // answers to give first, in order; then 201
	got     []pushed
}

type pushed struct {
	path    string
	message map[string]any
	headers http.Header
}

// evesDevice is a workplace with a manager, Mia, and an employee, Eve, whose device is
// registered with a push service at path.
func evesDevice(t *testing.T, path string) (*apptest.App, *pushService, apptest.User, apptest.User) {
	t.Helper()
	app := apptest.New(t, apptest.Options{WebhookAllowPrivate: true})
	ps := newPushService(t)
	mia, eve := app.Manager("Mia Manager"), app.Employee("Eve Early")
	ps.register(t, app, eve, path)
	return app, ps, mia, eve
}

// newPushService starts a push service, which judges a signature's expiry by its own
// (real) clock, not the app's test clock.
func newPushService(t *testing.T) *pushService {
	p := &pushService{t: t, now: time.Now, devices: map[string]*apptest.PushDevice{}}
	p.Server = httptest.NewServer(http.HandlerFunc(p.serve))
	t.Cleanup(p.Close)
	return p
}

func (p *pushService) serve(w http.ResponseWriter, r *http.Request) {
	body, _ := io.ReadAll(r.Body)
	p.mu.Lock()
	defer p.mu.Unlock()
	if err := apptest.CheckVAPID(r.Header.Get("Authorization"), p.URL+r.URL.Path, apptest.PushKeys, p.now()); err != nil {
		p.t.Errorf("VAPID: %v", err)
		http.Error(w, "bad authorization", http.StatusUnauthorized)
		return
	}
	if len(p.status) > 0 {
		code := p.status[0]
		p.status = p.status[1:]
		w.WriteHeader(code)
		return
	}
	plain, err := p.devices[r.URL.Path].Decrypt(body)
	if err != nil {
		p.t.Errorf("decrypt: %v", err)
		http.Error(w, "bad body", http.StatusBadRequest)
		return
	}
	var m map[string]any
	if err := json.Unmarshal(plain, &m); err != nil {
		p.t.Errorf("payload %q: %v", plain, err)
	}
	p.got = append(p.got, pushed{path: r.URL.Path, message: m, headers: r.Header.Clone()})
	w.WriteHeader(http.StatusCreated)
}

func (p *pushService) received() []pushed {
	p.mu.Lock()
	defer p.mu.Unlock()
	return append([]pushed(nil), p.got...)
}

// answer makes the service answer the next pushes with codes, in order.
func (p *pushService) answer(codes ...int) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.status = append(p.status, codes...)
}

const registerDevice = `mutation($in: RegisterPushDeviceInput!) { registerPushDevice(input: $in) { id name lastUsedAt } }`

// register subscribes a new device of u at the push service and returns its id.
func (p *pushService) register(t *testing.T, app *apptest.App, u apptest.User, path string) string {
	t.Helper()
	d := apptest.NewPushDevice()
	p.mu.Lock()
	p.devices[path] = d
	p.mu.Unlock()
	data := app.MustGQL(u.Token, registerDevice, map[string]any{"in": map[string]any{
		"endpoint": p.URL + path, "p256dh": d.P256dh, "auth": d.Auth, "name": "Phone " + path}})
	return data["registerPushDevice"].(map[string]any)["id"].(string)
}

func pushAll(t *testing.T, out *delivery.Outbox) {
	t.Helper()
	for {
		ok, err := out.DeliverNextPush(context.Background())
		if err != nil {
			t.Fatal(err)
		}
		if !ok {
			return
		}
	}
}

func unreadIDs(t *testing.T, app *apptest.App, u apptest.User) []string {
	t.Helper()
	var ids []string
	for _, n := range app.MustGQL(u.Token, `{ notifications { id } }`, nil)["notifications"].([]any) {
		ids = append(ids, n.(map[string]any)["id"].(string))
	}
	return ids
}

// A decision on Eve's time off is pushed to her phone, since she registered one and
// left the kind at its default: encrypted to the phone's keys, signed with the server's
// VAPID key, and carrying the notification's text and link (which names the
// notification, so opening it marks it read) and nothing else.
func TestPushReachesTheDeviceEncryptedAndSigned(t *testing.T) {
	t.Parallel()
	app, ps, mia, eve := evesDevice(t, "/push/eve-phone")
	prefs := app.MustGQL(eve.Token, `{ notificationPreferences { kind delivery } }`, nil)["notificationPreferences"].([]any)
	if d := prefs[0].(map[string]any); d["kind"] != "SCHEDULE" || d["delivery"] != "PUSH" {
		t.Fatalf("schedule changes with a device registered: %v, want PUSH by default", d)
	}

	approvedTimeOff(t, app, mia, eve, "2026-12-01")
	pushAll(t, app.Outbox)
	got := ps.received()
	if len(got) != 1 {
		t.Fatalf("%d pushes arrived, want 1", len(got))
	}
	m, id := got[0].message, unreadIDs(t, app, eve)[0]
	if len(m) != 2 || !strings.Contains(m["text"].(string), "approved") || !strings.HasSuffix(m["link"].(string), "notification="+id) {
		t.Fatalf("payload = %v, want only the text and link of notification %s", m, id)
	}
	if h := got[0].headers; h.Get("Content-Encoding") != "aes128gcm" || h.Get("TTL") == "" {
		t.Errorf("headers = %v", h)
	}
	if n := outboxCount(t, app, "kind = 'email'"); n != 0 {
		t.Errorf("%d e-mails queued besides the push, want none", n)
	}
}

// A push service that answers 410 Gone no longer knows the device: it is removed at
// once, with the pushes still waiting for it, and the person's list no longer shows it.
func TestPushServiceGoneRemovesTheDevice(t *testing.T) {
	t.Parallel()
	app, ps, mia, eve := evesDevice(t, "/push/old-phone")
	approvedTimeOff(t, app, mia, eve, "2026-12-01")
	approvedTimeOff(t, app, mia, eve, "2026-12-02")
	ps.answer(http.StatusGone)
	pushAll(t, app.Outbox)

	devices := app.MustGQL(eve.Token, `{ pushDevices { id } }`, nil)["pushDevices"].([]any)
	if len(devices) != 0 || len(ps.received()) != 0 {
		t.Fatalf("devices = %v, pushes = %v: want the device gone and nothing pushed", devices, ps.received())
	}
	if n := outboxCount(t, app, "kind = 'push'"); n != 0 {
		t.Errorf("%d pushes left in the outbox for the removed device", n)
	}
}

// A push service's server error is retried with the outbox's backoff: not before the
// wait, and delivered once it answers.
func TestPushIsRetriedAfterAServerError(t *testing.T) {
	t.Parallel()
	app, ps, mia, eve := evesDevice(t, "/push/eve-phone")
	approvedTimeOff(t, app, mia, eve, "2026-12-01")
	ps.answer(http.StatusServiceUnavailable)
	pushAll(t, app.Outbox)
	if n := outboxCount(t, app, "kind = 'push' AND delivered_at IS NULL AND failed_at IS NULL AND attempts = 1"); n != 1 {
		t.Fatalf("after a 503: %d pushes waiting for a retry, want 1", n)
	}
	pushAll(t, app.Outbox)
	if len(ps.received()) != 0 {
		t.Fatal("retried before the backoff")
	}
	app.Clock.Advance(time.Minute)
	pushAll(t, app.Outbox)
	if got := ps.received(); len(got) != 1 {
		t.Fatalf("%d pushes after the retry, want 1", len(got))
	}
	if n := outboxCount(t, app, "kind = 'push' AND delivered_at IS NOT NULL AND payload = '{}'"); n != 1 {
		t.Errorf("the delivered push kept its text (%d emptied rows)", n)
	}
}

// Two instances' push workers on one database send each push once.
func TestPushIsSentOnceAcrossTwoInstances(t *testing.T) {
	t.Parallel()
	app := apptest.New(t, apptest.Options{WebhookAllowPrivate: true})
	ps := newPushService(t)
	mia := app.Manager("Mia Manager")
	const people = 6
	for i := range people {
		u := app.Employee("Person " + string(rune('A'+i)))
		ps.register(t, app, u, "/push/"+u.ID+"/phone")
		ps.register(t, app, u, "/push/"+u.ID+"/laptop")
		approvedTimeOff(t, app, mia, u, "2026-12-01")
	}
	other := delivery.New(delivery.Deps{Store: app.Store, Mail: app.Mail, Now: app.Clock.Now, Push: apptest.PushKeys,
		Log: slog.New(slog.NewTextHandler(io.Discard, nil)), AllowPrivate: true})
	runOutbox(t, app.Outbox)
	runOutbox(t, other)
	apptest.WaitFor(t, promptly, "every push delivered", func() bool {
		return outboxCount(t, app, "kind = 'push' AND delivered_at IS NULL") == 0
	})
	seen := map[string]int{}
	for _, p := range ps.received() {
		seen[p.path]++
	}
	if len(seen) != 2*people {
		t.Errorf("%d devices reached, want %d", len(seen), 2*people)
	}
	for path, n := range seen {
		if n != 1 {
			t.Errorf("%s got %d pushes, want 1", path, n)
		}
	}
}

// Registering refuses what a browser would not give, and a device is removed only by
// its owner.
func TestPushDevicesAreTheirOwners(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	eve, bob := app.Employee("Eve Early"), app.Employee("Bob Busy")
	d := apptest.NewPushDevice()
	in := map[string]any{"endpoint": "https://push.example/abc", "p256dh": d.P256dh, "auth": d.Auth, "name": "Eve's phone"}
	for _, bad := range []map[string]any{{"p256dh": "short"}, {"auth": "AAAA"}, {"endpoint": "http://push.example/x"}, {"name": " "}} {
		in2 := map[string]any{}
		for k, v := range in {
			in2[k] = v
		}
		for k, v := range bad {
			in2[k] = v
		}
		if r := app.GQL(eve.Token, registerDevice, map[string]any{"in": in2}); r.Code() != "BAD_USER_INPUT" {
			t.Errorf("%v: %s", bad, r.Raw)
		}
	}
	id := app.MustGQL(eve.Token, registerDevice, map[string]any{"in": in})["registerPushDevice"].(map[string]any)["id"]
	again := app.MustGQL(eve.Token, registerDevice, map[string]any{"in": in})["registerPushDevice"].(map[string]any)["id"]
	if again != id {
		t.Errorf("registering the same endpoint again made a second device (%v, %v)", id, again)
	}
	if r := app.GQL(bob.Token, `mutation($id: ID!) { removePushDevice(id: $id) }`, map[string]any{"id": id}); r.Code() != "NOT_FOUND" {
		t.Errorf("Bob removed Eve's device: %s", r.Raw)
	}
	app.MustGQL(eve.Token, `mutation($id: ID!) { removePushDevice(id: $id) }`, map[string]any{"id": id})
	if n := len(app.MustGQL(eve.Token, `{ pushDevices { id } }`, nil)["pushDevices"].([]any)); n != 0 {
		t.Errorf("%d devices after removing the only one", n)
	}
}

// Deleting a person removes their devices, and with them the pushes still waiting.
func TestDeletingAPersonRemovesTheirDevices(t *testing.T) {
	t.Parallel()
	app, _, mia, eve := evesDevice(t, "/push/eve-phone")
	approvedTimeOff(t, app, mia, eve, "2026-12-01")
	app.MustGQL(mia.Token, deleteOp, map[string]any{"id": eve.ID})
	if n := outboxCount(t, app, "kind = 'push'"); n != 0 {
		t.Errorf("%d pushes still waiting for a deleted person's phone", n)
	}
	var devices int
	if err := app.Store.DB.Get(&devices, `SELECT count(*) FROM push_subscriptions`); err != nil || devices != 0 {
		t.Errorf("%d devices left after deleting their person (%v)", devices, err)
	}
}

// A push goes out in its reader's language, whoever caused it: an English-speaking
// manager's decision reaches a Spanish-speaking employee's phone in Spanish.
func TestAnEnglishManagersDecisionIsPushedInSpanish(t *testing.T) {
	t.Parallel()
	app, ps, mia, eve := evesDevice(t, "/push/eve-phone")
	app.MustGQL(eve.Token, setMyLanguageMutation, map[string]any{"l": "es", "c": 24})
	approvedTimeOff(t, app, mia, eve, "2026-12-01")
	pushAll(t, app.Outbox)
	got := ps.received()
	want := "Un responsable ha aprobado tu solicitud de tiempo libre para 1 dic."
	if len(got) != 1 || got[0].message["text"] != want {
		t.Fatalf("pushes = %v, want one reading %q", got, want)
	}
}

// registerAt subscribes a device of u whose endpoint is url, and returns the answer.
func registerAt(app *apptest.App, u apptest.User, url, name string) apptest.GQLResult {
	d := apptest.NewPushDevice()
	return app.GQL(u.Token, registerDevice, map[string]any{"in": map[string]any{
		"endpoint": url, "p256dh": d.P256dh, "auth": d.Auth, "name": name}})
}

// A person has at most ten devices: an eleventh replaces the one used least recently,
// so a notification makes ten pushes at most. (One employee registered 2,000 devices
// in 4.3 s, and one notification to them made 2,006 pushes.)
func TestAPersonHasAtMostTenDevices(t *testing.T) {
	t.Parallel()
	app := apptest.New(t, apptest.Options{WebhookAllowPrivate: true})
	mia, mal := app.Manager("Mia Manager"), app.Employee("Mal Many")
	register := func(i int) string {
		t.Helper()
		app.Clock.Advance(time.Minute)
		r := registerAt(app, mal, "https://push.example/"+strconv.Itoa(i), "Device "+strconv.Itoa(i))
		if len(r.Errors) > 0 {
			t.Fatalf("device %d: %s", i, r.Raw)
		}
		return r.Data["registerPushDevice"].(map[string]any)["id"].(string)
	}
	first := register(0)
	for i := 1; i < 10; i++ {
		register(i)
	}
	if again := register(0); again != first { // its browser came back: it is used now
		t.Fatalf("registering device 0 again made device %s, want %s", again, first)
	}
	register(10)
	register(11)
	var names []string
	for _, d := range app.MustGQL(mal.Token, `{ pushDevices { name } }`, nil)["pushDevices"].([]any) {
		names = append(names, d.(map[string]any)["name"].(string))
	}
	if len(names) != 10 || slices.Contains(names, "Device 1") || slices.Contains(names, "Device 2") || !slices.Contains(names, "Device 0") {
		t.Fatalf("devices = %v, want ten, without 1 and 2 (the least recently used)", names)
	}
	approvedTimeOff(t, app, mia, mal, "2026-12-01")
	if n := outboxCount(t, app, "kind = 'push'"); n != 10 {
		t.Errorf("one notification made %d pushes, want 10", n)
	}
}

// One person's slow devices do not delay another person's push: with forty pushes to
// push services that never answer queued first, on one host or on ten, Eve's push
// arrives at once, and no slow host is sent over two at a time. (One worker sent them
// in order, 10 s each: Eve's push arrived after 400 s.)
func TestOnePersonsSlowDevicesDoNotDelayAnothersPush(t *testing.T) {
	t.Parallel()
	for _, hosts := range []int{1, 10} {
		t.Run(strconv.Itoa(hosts)+"Hosts", func(t *testing.T) {
			t.Parallel()
			app := apptest.New(t, apptest.Options{WebhookAllowPrivate: true})
			ps := newPushService(t)
			var slow []*slowEndpoint
			for range hosts {
				slow = append(slow, newSlowEndpoint(t))
			}
			mia, mal, eve := app.Manager("Mia Manager"), app.Employee("Mal Slow"), app.Employee("Eve Early")
			for i := range 10 {
				if r := registerAt(app, mal, slow[i%hosts].URL+"/d/"+strconv.Itoa(i), "Slow "+strconv.Itoa(i)); len(r.Errors) > 0 {
					t.Fatal(r.Raw)
				}
			}
			for day := range 4 {
				approvedTimeOff(t, app, mia, mal, "2026-12-0"+strconv.Itoa(day+1))
			}
			if n := outboxCount(t, app, "kind = 'push'"); n != 40 {
				t.Fatalf("%d slow pushes queued, want 40", n)
			}
			ps.register(t, app, eve, "/push/eve")
			runOutbox(t, app.Outbox)
			for _, e := range slow {
				e.awaitCalled(t)
			}
			approvedTimeOff(t, app, mia, eve, "2026-12-01")
			apptest.WaitFor(t, promptly, "Eve's push to arrive", func() bool { return len(ps.received()) == 1 })
			for _, e := range slow {
				if n := e.mostAtOnce(); n > 2 {
					t.Errorf("a slow push service was sent %d pushes at once, want 2 at most", n)
				}
			}
		})
	}
}

// Registering someone else's endpoint does not take their device: it stays theirs, and
// the pushes meant for them still reach it.
func TestRegisteringSomeoneElsesEndpointDoesNotTakeTheirDevice(t *testing.T) {
	t.Parallel()
	app, ps, mia, eve := evesDevice(t, "/push/eve-phone")
	bob := app.Employee("Bob Busy")
	apptest.Want(t, registerAt(app, bob, ps.URL+"/push/eve-phone", "Mine now"), "CONFLICT",
		"This device already receives someone else's notifications: they must turn them off on it first.")
	if n := len(app.MustGQL(bob.Token, `{ pushDevices { id } }`, nil)["pushDevices"].([]any)); n != 0 {
		t.Errorf("Bob has %d devices", n)
	}
	if n := len(app.MustGQL(eve.Token, `{ pushDevices { id } }`, nil)["pushDevices"].([]any)); n != 1 {
		t.Errorf("Eve has %d devices, want her phone", n)
	}
	approvedTimeOff(t, app, mia, eve, "2026-12-01")
	pushAll(t, app.Outbox)
	if got := ps.received(); len(got) != 1 {
		t.Fatalf("%d pushes reached Eve's phone, want 1", len(got))
	}
}

// An endpoint is a capability (whoever knows it can push to the device): a failed
// push is logged, and recorded, with its host only.
func TestAFailedPushNamesOnlyTheHost(t *testing.T) {
	t.Parallel()
	app := apptest.New(t, apptest.Options{WebhookAllowPrivate: true})
	gone := httptest.NewServer(http.NotFoundHandler())
	url := gone.URL
	gone.Close() // nothing answers there now: the push cannot connect
	mia, eve := app.Manager("Mia Manager"), app.Employee("Eve Early")
	if r := registerAt(app, eve, url+"/push/SECRET-capability-token", "Phone"); len(r.Errors) > 0 {
		t.Fatal(r.Raw)
	}
	approvedTimeOff(t, app, mia, eve, "2026-12-01")
	var log syncBuffer
	out := delivery.New(delivery.Deps{Store: app.Store, Mail: app.Mail, Now: app.Clock.Now, Push: apptest.PushKeys,
		Log: slog.New(slog.NewTextHandler(&log, nil)), AllowPrivate: true})
	pushAll(t, out)
	host := strings.TrimPrefix(url, "http://")
	if s := log.String(); strings.Contains(s, "SECRET") || !strings.Contains(s, host) {
		t.Errorf("log = %q, want the host %s and not the endpoint's path", s, host)
	}
	var lastError string
	if err := app.Store.DB.Get(&lastError, `SELECT last_error FROM outbox WHERE kind = 'push'`); err != nil {
		t.Fatal(err)
	}
	if strings.Contains(lastError, "SECRET") || lastError == "" {
		t.Errorf("recorded failure = %q, want one without the endpoint", lastError)
	}
}

// syncBuffer is a log sink the test reads while workers write.
type syncBuffer struct {
	mu sync.Mutex
	b  strings.Builder
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}
func (s *syncBuffer) String() string { s.mu.Lock(); defer s.mu.Unlock(); return s.b.String() }

// New devices are rate-limited per person (registering a known one again is not), so
// replacing devices in a loop cannot write without end.
func TestNewDevicesAreLimitedPerPerson(t *testing.T) {
	t.Parallel()
	app := apptest.New(t, apptest.Options{Limits: map[string]service.Limit{service.ActionRegisterPush: {Every: time.Hour, Burst: 3}}})
	mal := app.Employee("Mal Many")
	for i := range 3 {
		if r := registerAt(app, mal, "https://push.example/"+strconv.Itoa(i), "Device"); len(r.Errors) > 0 {
			t.Fatal(r.Raw)
		}
	}
	if r := registerAt(app, mal, "https://push.example/0", "Device"); len(r.Errors) > 0 {
		t.Fatalf("registering a known device again: %s", r.Raw)
	}
	apptest.Want(t, registerAt(app, mal, "https://push.example/3", "Device"), "RATE_LIMITED",
		"You turned notifications on for many new devices in a short time. Please wait a minute and try again.")
}

// A host whose slots were pruned (as a registration raced the prune) gets them again
// from the first claim: its pushes still go out.
func TestAPushHostWithoutSlotsGetsThemBack(t *testing.T) {
	t.Parallel()
	app, ps, mia, eve := evesDevice(t, "/push/eve-phone")
	mustExec(t, app, `DELETE FROM push_host_slots`)
	approvedTimeOff(t, app, mia, eve, "2026-12-01")
	pushAll(t, app.Outbox)
	if got := ps.received(); len(got) != 1 {
		t.Fatalf("%d pushes arrived, want 1", len(got))
	}
}
