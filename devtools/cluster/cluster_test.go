package cluster

import (
	"context"
	"database/sql"
	"fmt"
	"os"
	"os/exec"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/shiftsched/shiftsched/devtools/bench"
	"github.com/shiftsched/shiftsched/devtools/dbtest"
	"github.com/shiftsched/shiftsched/devtools/wait"
)

// Three instances behind HAProxy on one database: what one instance does, the others
// see, and nothing is counted or sent once per instance.
func TestThroughTheBalancer(t *testing.T) {
	t.Parallel()
	dsn := dbtest.NewURL(t)
	seed := exec.Command(serverBin, "seed", "--size", "small")
	seed.Env = append(os.Environ(), "DATABASE_URL="+dsn)
	if out, err := seed.CombinedOutput(); err != nil {
		t.Fatalf("seed: %v\n%s", err, out)
	}
	c := startCluster(t, 3, dsn)

	t.Run("OKEveryInstanceServes", func(t *testing.T) {
		seen := map[string]bool{}
		for range 6 {
			a := call("GET", c.URL+"/healthz", "", nil)
			seen[a.header.Get("X-Served-By")] = true
		}
		if len(seen) != 3 {
			t.Fatalf("served by %v", seen)
		}
	})

	t.Run("ErrRateLimitsAreSharedByEveryInstance", func(t *testing.T) {
		addr := newClientAddr()
		wrong := map[string]any{"email": "nobody@example.com", "password": "wrong-password"}
		served := map[string]bool{}
		// The login limit: 10 at once, then one more every 6 s. On a loaded machine the
		// attempts themselves can take seconds, so the bucket refills meanwhile: the
		// limit holds when no more than 10 plus the refills pass before a 429.
		start := time.Now()
		passed, limited := 0, false
		for range 30 {
			a := call("POST", c.URL+"/api/auth/login", "", wrong, "X-Forwarded-For", addr)
			if a.status == 429 {
				limited = true
				break
			}
			if a.status != 400 {
				t.Fatalf("attempt %d: %d %s", passed+1, a.status, a.body)
			}
			passed++
			served[a.header.Get("X-Served-By")] = true
		}
		if allowed := 10 + int(time.Since(start)/(6*time.Second)); !limited || passed < 10 || passed > allowed {
			t.Fatalf("%d attempts over %d instances passed before a 429 (limited: %v); want 10 to %d",
				passed, len(served), limited, allowed)
		}
		// Another client, for another account: the account just guessed at has its own
		// limit now, whichever address asks (SECURITY.md, per-account login limit).
		other := map[string]any{"email": "somebody-else@example.com", "password": "wrong-password"}
		if a := call("POST", c.URL+"/api/auth/login", "", other, "X-Forwarded-For", newClientAddr()); a.status != 400 {
			t.Fatalf("another client: %d %s", a.status, a.body)
		}
		if a := call("POST", c.URL+"/api/auth/login", "", wrong, "X-Forwarded-For", newClientAddr()); a.status != 429 {
			t.Fatalf("another client guessing at the same account: %d %s", a.status, a.body)
		}
	})

	boss := register(t, c.URL, "Cluster Boss", "manager")
	sam := register(t, c.URL, "Cluster Sam", "employee")

	t.Run("OKNotificationReachesASocketOnAnotherInstance", func(t *testing.T) {
		if a := publishWeek(c.Instances[0].URL, boss.Token, "2030-12-27", "09:00", []person{sam}); a.status != 200 {
			t.Fatalf("publish: %d %s", a.status, a.body)
		}
		seen := lastNotification(t, c.URL, sam)
		direct := subscribe(t, c.Instances[1].URL, sam.Token, seen)
		balanced := subscribe(t, c.URL, sam.Token, seen)
		if a := publishWeek(c.Instances[0].URL, boss.Token, "2031-01-03", "09:00", []person{sam}); a.status != 200 {
			t.Fatalf("publish: %d %s", a.status, a.body)
		}
		for _, s := range []*socket{direct, balanced} {
			if m := s.message(t, 10*time.Second); !strings.Contains(m, "new schedule") {
				t.Fatalf("pushed %q", m)
			}
		}
	})

	t.Run("OKMailIsSentOnce", func(t *testing.T) {
		a := call("POST", c.URL+"/api/auth/forgot-password", "", map[string]any{"email": sam.Email}, "X-Forwarded-For", newClientAddr())
		if a.status != 200 {
			t.Fatalf("forgot-password: %d %s", a.status, a.body)
		}
		// The reset e-mail goes through the outbox, which every instance's worker polls.
		if n := awaitMail(t, c, sam.Email, "Reset your Shiftsched password"); n != 1 {
			t.Fatalf("the reset mail went out %d times", n)
		}
	})

	// Every instance runs an outbox worker: the e-mail of a notification still goes out
	// once, and its row records one attempt.
	t.Run("OKNotificationMailIsSentOnceByThreeWorkers", func(t *testing.T) {
		ann := register(t, c.URL, "Cluster Ann", "employee")
		if a := publishWeek(c.Instances[2].URL, boss.Token, "2031-01-10", "09:00", []person{ann}); a.status != 200 {
			t.Fatalf("publish: %d %s", a.status, a.body)
		}
		if n := awaitMail(t, c, ann.Email, "new schedule"); n != 1 {
			t.Fatalf("the notification mail went out %d times", n)
		}
		db, err := sql.Open("postgres", dsn)
		if err != nil {
			t.Fatal(err)
		}
		defer db.Close()
		var rows, attempts int
		if err := db.QueryRow(`SELECT count(*), coalesce(sum(attempts), 0) FROM outbox
			WHERE payload->>'To' = $1 AND delivered_at IS NOT NULL`, ann.Email).Scan(&rows, &attempts); err != nil {
			t.Fatal(err)
		}
		if rows != 1 || attempts != 1 {
			t.Fatalf("outbox: %d delivered rows, %d attempts", rows, attempts)
		}
	})

	// Every instance's worker also queues due digests: a person's digest goes out once.
	t.Run("OKDigestIsSentOnceByThreeWorkers", func(t *testing.T) {
		bo := register(t, c.URL, "Cluster Bo", "employee")
		for _, q := range []string{
			`mutation { setNotificationPreference(kind: SCHEDULE, delivery: DIGEST) { kind } }`,
			`mutation { setDigestTime(time: "00:00") { time } }`, // due at once, whatever the hour
		} {
			if a := call("POST", c.URL+"/graphql", bo.Token, map[string]any{"query": q}); a.status != 200 || strings.Contains(string(a.body), `"errors"`) {
				t.Fatalf("%s: %d %s", q, a.status, a.body)
			}
		}
		if a := publishWeek(c.Instances[1].URL, boss.Token, "2031-01-17", "09:00", []person{bo}); a.status != 200 {
			t.Fatalf("publish: %d %s", a.status, a.body)
		}
		if n := awaitMail(t, c, bo.Email, "daily digest"); n != 1 {
			t.Fatalf("the digest went out %d times", n)
		}
	})

	t.Run("OKSeededRESTAndGraphQLFlows", func(t *testing.T) {
		db, err := sql.Open("postgres", dsn)
		if err != nil {
			t.Fatal(err)
		}
		defer db.Close()
		var staffEmail, managerEmail string
		db.QueryRow(`SELECT email FROM users WHERE role = 'employee' AND email LIKE '%@example.com' ORDER BY id LIMIT 1`).Scan(&staffEmail)
		db.QueryRow(`SELECT email FROM users WHERE role = 'manager' AND email LIKE '%@example.com' ORDER BY id LIMIT 1`).Scan(&managerEmail)
		tokens := map[string]string{}
		for _, email := range []string{staffEmail, managerEmail} {
			a := call("POST", c.URL+"/api/auth/login", "", map[string]any{"email": email, "password": "shiftsched-bench"}, "X-Forwarded-For", newClientAddr())
			tok, _ := a.json()["token"].(string)
			if a.status != 200 || tok == "" {
				t.Fatalf("login %s: %d %s", email, a.status, a.body)
			}
			tokens[email] = tok
		}
		staff := tokens[staffEmail]
		today := time.Now().UTC()
		for _, path := range []string{
			"/api/auth", "/api/schedules/week?date=" + today.Format("2006-01-02"),
			fmt.Sprintf("/api/schedules/month?year=%d&month=%d", today.Year(), today.Month()),
			"/api/notifications", "/api/pto/my-requests", "/api/swaps/my-requests",
		} {
			for range 3 { // each instance in turn
				if a := call("GET", c.URL+path, staff, nil); a.status != 200 {
					t.Fatalf("GET %s: %d %.200s", path, a.status, a.body)
				}
			}
		}
		for _, q := range []string{
			bench.MonthQuery, bench.NotificationsQuery, `query Me { me { id name email role } }`,
		} {
			for range 3 {
				a := call("POST", c.URL+"/graphql", staff, map[string]any{"query": q, "variables": map[string]any{"year": today.Year(), "month": int(today.Month())}})
				if a.status != 200 || strings.Contains(string(a.body), `"errors"`) {
					t.Fatalf("%.40s: %d %.300s", q, a.status, a.body)
				}
			}
		}
		// A manager publishes through one instance; every instance shows it at once.
		mgr := tokens[managerEmail]
		emp := call("GET", c.URL+"/api/schedules/employees", mgr, nil)
		var someone []person
		if ids := strings.Split(string(emp.body), `"_id":"`); len(ids) > 2 {
			someone = []person{{ID: strings.SplitN(ids[1], `"`, 2)[0]}, {ID: strings.SplitN(ids[2], `"`, 2)[0]}}
		}
		if a := publishWeek(c.Instances[2].URL, mgr, "2031-02-07", "10:00", someone); a.status != 200 {
			t.Fatalf("publish: %d %s", a.status, a.body)
		}
		for _, in := range c.Instances {
			a := call("GET", in.URL+"/api/schedules/week?date=2031-02-09", staff, nil)
			if a.status != 200 || strings.Count(string(a.body), `"startTime":"10:00"`) != 2 {
				t.Fatalf("%s: %d %.300s", in.Name, a.status, a.body)
			}
		}
	})
}

// The database goes away under load and comes back: answers are 503 with Retry-After
// meanwhile, never another 5xx and never a hang; everything recovers by itself; every
// write that was answered 2xx is there.
func TestDatabaseRestartUnderLoad(t *testing.T) {
	t.Parallel()
	pgDir, err := os.MkdirTemp(repoData(t), "pg-restart-")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { stopPostgres(pgDir); os.RemoveAll(pgDir) })
	admin, err := startPostgres(pgDir)
	if err != nil {
		t.Fatal(err)
	}
	dsn := freshDatabase(t, admin, "restart")
	c := startCluster(t, 3, dsn)
	boss := register(t, c.URL, "Restart Boss", "manager")
	sam := register(t, c.URL, "Restart Sam", "employee")
	if a := publishWeek(c.Instances[0].URL, boss.Token, "2031-02-28", "09:00", []person{sam}); a.status != 200 {
		t.Fatalf("publish: %d %s", a.status, a.body)
	}
	live := subscribe(t, c.Instances[2].URL, sam.Token, lastNotification(t, c.URL, sam))

	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	// The loaders' outcomes are counted on their way to results, so that the test waits
	// on what the load has been answered.
	outcomes, results := make(chan outcome, 100000), make(chan outcome, 100000)
	var seen loadSeen
	go func() {
		for o := range outcomes {
			seen.add(o)
			results <- o
		}
		close(results)
	}()
	var loaders sync.WaitGroup
	for w := range 6 {
		loaders.Add(1)
		go func() { defer loaders.Done(); load(ctx, c.URL, boss.Token, w%2 == 0, outcomes) }()
	}

	// PostgreSQL stops once the load is under way: reads and writes have been answered.
	wait.For(t, 30*time.Second, "reads and writes answered", func() bool { return seen.reads.Load() >= 20 && seen.writes.Load() >= 20 })
	down := time.Now()
	if err := stopPostgres(pgDir); err != nil {
		t.Fatal(err)
	}
	// It starts again once the outage is seen: /readyz answers 503, and so does the load.
	saw503 := wait.Until(30*time.Second, func() bool {
		return seen.unavailable.Load() > 0 && call("GET", c.Instances[0].URL+"/readyz", "", nil).status == 503
	})
	if _, err := startPostgres(pgDir); err != nil {
		t.Fatal(err)
	}
	up := time.Now()
	// Recovered when a read through the balancer succeeds again; the load stops once its
	// reads and writes have been answered again.
	var recovered time.Time
	if wait.Until(30*time.Second, func() bool { return call("GET", c.URL+"/api/auth", boss.Token, nil).status == 200 }) {
		recovered = time.Now()
		reads, writes := seen.reads.Load(), seen.writes.Load()
		wait.For(t, 30*time.Second, "the load answered again", func() bool { return seen.reads.Load() > reads && seen.writes.Load() > writes })
	}
	cancel()
	// A request in flight at cancel still reports; under load it can take longer than
	// any fixed pause, so wait for the loaders rather than sleep.
	loaders.Wait()
	close(outcomes)
	if recovered.IsZero() {
		t.Fatal("not recovered 30 s after PostgreSQL came back")
	}

	var ok, unavailable int
	var first503, last503 time.Time
	var written []string
	for r := range results {
		switch {
		case r.err != nil:
			t.Errorf("%s: %v after %v", r.what, r.err, r.took)
		case r.status == 503:
			unavailable++
			if r.retryAfter == "" || !strings.Contains(r.body, "Try again") {
				t.Errorf("503 without Retry-After or a sentence: %s", r.body)
			}
			if first503.IsZero() {
				first503 = r.at
			}
			last503 = r.at
		case r.status >= 500:
			t.Errorf("%s: %d %s", r.what, r.status, r.body)
		case r.status == 200 || r.status == 201:
			ok++
			if r.email != "" {
				written = append(written, r.email)
			}
		default:
			t.Errorf("%s: unexpected %d %s", r.what, r.status, r.body)
		}
		if r.took > 15*time.Second {
			t.Errorf("%s took %v", r.what, r.took)
		}
	}
	if unavailable == 0 || !saw503 {
		t.Errorf("the outage was not seen: %d answers 503, /readyz 503: %v", unavailable, saw503)
	}
	t.Logf("PostgreSQL down %v; 503 answers from +%v to +%v (%d of %d); recovered %v after it came back",
		up.Sub(down).Round(time.Millisecond), first503.Sub(down).Round(time.Millisecond), last503.Sub(down).Round(time.Millisecond),
		unavailable, ok+unavailable, recovered.Sub(up).Round(time.Millisecond))

	db, err := sql.Open("postgres", dsn)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	for _, email := range written {
		var n int
		if err := db.QueryRow(`SELECT count(*) FROM users WHERE email = $1`, email).Scan(&n); err != nil || n != 1 {
			t.Errorf("%s was answered 201 but is not stored (%v)", email, err)
		}
	}
	// The LISTEN connection came back too: a change made now is pushed.
	if a := publishWeek(c.Instances[0].URL, boss.Token, "2031-03-07", "09:00", []person{sam}); a.status != 200 {
		t.Fatalf("publish after the restart: %d %s", a.status, a.body)
	}
	if m := live.message(t, 15*time.Second); !strings.Contains(m, "new schedule") {
		t.Fatalf("pushed %q", m)
	}
}

// loadSeen counts, as the load goes, its answers: reads (200), writes (201) and 503s.
type loadSeen struct{ reads, writes, unavailable atomic.Int64 }

func (s *loadSeen) add(o outcome) {
	switch {
	case o.status == 503:
		s.unavailable.Add(1)
	case o.status == 200 && o.what == "me":
		s.reads.Add(1)
	case o.status == 201:
		s.writes.Add(1)
	}
}

// outcome is one request of the load.
type outcome struct {
	what       string
	at         time.Time
	status     int
	retryAfter string
	body       string
	email      string // the account a 201 registration made
	err        error
	took       time.Duration
}

// load sends reads (who am I) or writes (a registration, each from its own client)
// through base until ctx ends.
func load(ctx context.Context, base, token string, writes bool, out chan<- outcome) {
	for i := 0; ctx.Err() == nil; i++ {
		var a answer
		o := outcome{at: time.Now()}
		if writes {
			o.what = "register"
			email := fmt.Sprintf("load.%d@example.com", clientSeq.Add(1))
			a = call("POST", base+"/api/auth/register", "", map[string]any{"name": "Load", "email": email, "password": "secret123", "role": "employee"},
				"X-Forwarded-For", newClientAddr())
			if a.status == 201 {
				o.email = email
			}
		} else {
			o.what = "me"
			a = call("GET", base+"/api/auth", token, nil)
		}
		if ctx.Err() != nil && a.err != nil {
			return
		}
		o.status, o.err, o.took, o.body = a.status, a.err, a.took, string(a.body)
		if a.header != nil {
			o.retryAfter = a.header.Get("Retry-After")
		}
		out <- o
	}
}
