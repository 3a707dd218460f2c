package failover

import (
	"context"
	"database/sql"
	"fmt"
	"testing"
	"time"

	"github.com/lib/pq"

	"github.com/shiftsched/shiftsched/devtools/cluster"
	"github.com/shiftsched/shiftsched/devtools/wait"
	"github.com/shiftsched/shiftsched/internal/domain"
	"github.com/shiftsched/shiftsched/internal/store"
)

// MaxTimeToWrite is the longest a failover may keep writes from succeeding (issue 44).
const MaxTimeToWrite = 30 * time.Second

// env is the database cluster, the app instances on it and the load's people.
type env struct {
	db   *Cluster
	app  *cluster.Cluster
	load *workload
}

// Two Patroni nodes on one etcd behind HAProxy, two app instances through it, under a
// write load: the leader's PostgreSQL is killed, then the leadership is switched over as
// before maintenance, then the leader's whole node is killed. Each time no acknowledged write is lost, writes succeed again within
// MaxTimeToWrite, clients see only 2xx or 503 with Retry-After, every instance and live
// socket serves again without a restart, and the old leader rejoins as a replica.
func TestFailover(t *testing.T) {
	t.Parallel()
	e := start(t)
	t.Run("AReplicaIsRefused", e.replicaRefused)
	t.Run("KillPostgres", func(t *testing.T) {
		e.failover(t, "SIGKILL the leader's postmaster", func(old *Node) error {
			_, err := old.KillPostgres()
			return err
		}, func(*Node) error { return nil }) // its Patroni brings it back
	})
	t.Run("Switchover", func(t *testing.T) {
		e.failover(t, "patronictl switchover", e.db.Switchover, func(*Node) error { return nil })
	})
	t.Run("KillNode", func(t *testing.T) {
		e.failover(t, "SIGKILL the leader's Patroni and PostgreSQL", (*Node).KillNode, e.db.StartNode)
	})
}

func start(t *testing.T) *env {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	began := time.Now()
	db, err := Start(ctx, repoData(t), 2)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		if t.Failed() {
			t.Logf("database cluster logs:\n%s", db.Logs())
		}
		db.Stop()
	})
	t.Logf("etcd, two Patroni nodes and HAProxy healthy in %v", time.Since(began).Round(time.Millisecond))
	admin, err := sql.Open("postgres", db.URL("postgres"))
	if err != nil {
		t.Fatal(err)
	}
	defer admin.Close()
	if _, err := admin.Exec(`CREATE DATABASE shiftsched`); err != nil {
		t.Fatal(err)
	}
	app, err := cluster.Start(ctx, cluster.Options{Bin: serverBin, Instances: 2, DatabaseURL: db.URL("shiftsched"), Dir: t.TempDir()})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		app.Stop()
		if t.Failed() {
			t.Logf("server logs:\n%s", app.Logs())
		}
	})
	for _, in := range app.Instances {
		if err := app.WaitServing(in, 30*time.Second); err != nil {
			t.Fatal(err)
		}
	}
	return &env{db: db, app: app, load: newWorkload(t, app.URL)}
}

func newWorkload(t *testing.T, base string) *workload {
	t.Helper()
	w := &workload{base: base, rec: &record{}}
	w.boss = register(t, base, "Failover Boss", "manager")
	for i := range 2 {
		w.claimers = append(w.claimers, register(t, base, fmt.Sprintf("Claimer %d", i), "employee"))
		w.clockers = append(w.clockers, register(t, base, fmt.Sprintf("Clocker %d", i), "employee"))
		w.clockedIn = append(w.clockedIn, false)
	}
	w.publishAssignee = register(t, base, "Rota Person", "employee")
	// Open shifts are claimed in a published week some weeks ahead; publishes use the
	// weeks after it, each its own.
	friday := time.Now().UTC().Truncate(24*time.Hour).AddDate(0, 0, 28)
	for friday.Weekday() != time.Friday {
		friday = friday.AddDate(0, 0, 1)
	}
	w.openWeek = friday
	w.publishedWeeks = &weekSeq{next: friday}
	if res := w.publish(false); !res.a.ok() {
		t.Fatalf("publish the open shifts' week: %d %s", res.a.status, res.a.body)
	}
	return w
}

// failover runs the load, kills the leader with kill, brings the old leader back with
// revive, and checks what issue 44 asks.
func (e *env) failover(t *testing.T, what string, kill, revive func(*Node) error) {
	// A case begins on a healthy cluster: with no synchronous standby yet (the previous
	// case's old leader still catching up) Patroni would rightly promote nobody.
	healthy, cancelHealthy := context.WithTimeout(context.Background(), 90*time.Second)
	defer cancelHealthy()
	if err := e.db.WaitHealthy(healthy, 90*time.Second); err != nil {
		t.Fatal(err)
	}
	old := e.db.Leader()
	var watchers []*watcher
	for _, in := range e.app.Instances {
		watchers = append(watchers, watch(t, in.URL, e.load.claimers[0].Token))
	}
	from := len(e.load.rec.snapshot())
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	loaders := e.load.run(ctx)
	acked := e.load.rec.acked()
	wait.For(t, 30*time.Second, "40 writes acknowledged before the kill", func() bool { return e.load.rec.acked() >= acked+40 })

	timeline, err := old.Metric("patroni_postgres_timeline")
	if err != nil {
		t.Fatal(err)
	}
	killed := time.Now()
	if err := kill(old); err != nil {
		t.Fatal(err)
	}
	// Timed from the kill, counting writes sent once another node leads: a switchover
	// returns before the old leader has stepped down, and writes until then reach it.
	var moved, first time.Time
	wait.Until(MaxTimeToWrite+30*time.Second, func() bool {
		if moved.IsZero() {
			if l := e.db.Leader(); l != nil && l != old {
				moved = time.Now()
			}
			return false
		}
		first = e.load.rec.firstAckAfter(moved)
		return !first.IsZero()
	})
	if first.IsZero() {
		t.Fatalf("%s: no write succeeded within %v", what, MaxTimeToWrite+30*time.Second)
	}
	leader := e.db.Leader()
	t.Logf("%s (%s): first acknowledged write %v after the kill; %s leads now", what, old.Name, first.Sub(killed).Round(10*time.Millisecond), nameOf(leader))
	if took := first.Sub(killed); took > MaxTimeToWrite {
		t.Errorf("first write %v after the kill, more than %v", took, MaxTimeToWrite)
	}
	failoverAlertsSee(t, leader, timeline)
	e.everyInstanceServes(t, watchers)
	acked = e.load.rec.acked()
	wait.For(t, 30*time.Second, "20 more writes after the failover", func() bool { return e.load.rec.acked() >= acked+20 })
	cancel()
	loaders.Wait()

	results := e.load.rec.snapshot()[from:]
	t.Logf("answers by kind and status, %s:\n%s", what, table(results))
	checkAnswers(t, results)
	gap := longestGap(results)
	if gap > MaxTimeToWrite {
		t.Errorf("no write got through for %v, more than %v", gap, MaxTimeToWrite)
	}
	ok, unavailable, other := summary(results)
	t.Logf("SUMMARY | %s | first write %v after | longest stretch without a write %v | 2xx %d | 503 with Retry-After %d | CONFLICT repeating an in-doubt write %d |",
		what, first.Sub(killed).Round(10*time.Millisecond), gap.Round(10*time.Millisecond), ok, unavailable, other)
	e.rejoins(t, old, revive, killed)
	e.noAcknowledgedWriteLost(t)
}

// failoverAlertsSee checks the new leader's Patroni metrics as the alert rules read
// them: it is primary, on a higher timeline than the old leader's before the kill
// (PatroniFailoverHappened compares timelines; PatroniNoLeader reads patroni_primary).
func failoverAlertsSee(t *testing.T, leader *Node, before float64) {
	t.Helper()
	if leader == nil {
		t.Fatal("no leader after the failover")
	}
	var primary, timeline float64
	var err error
	wait.Until(10*time.Second, func() bool {
		primary, err = leader.Metric("patroni_primary")
		if err == nil {
			timeline, err = leader.Metric("patroni_postgres_timeline")
		}
		return err == nil && primary == 1 && timeline > before
	})
	if err != nil || primary != 1 || timeline <= before {
		t.Errorf("%s's Patroni metrics after the failover: patroni_primary %v, timeline %v (before: %v), %v", leader.Name, primary, timeline, before, err)
	}
}

func nameOf(n *Node) string {
	if n == nil {
		return "no node"
	}
	return n.Name
}

// checkAnswers fails on anything but 2xx, 503 with Retry-After, and a CONFLICT that
// follows an unacknowledged write of the same client (it was done after all).
func checkAnswers(t *testing.T, results []result) {
	t.Helper()
	bad := 0
	for _, r := range results {
		switch {
		case r.a.ok(), r.a.status == 503 && r.a.retryAfter != "":
		case r.a.code == "CONFLICT" && r.inDoubt:
		default:
			if bad++; bad <= 10 {
				t.Errorf("%s: %s after %v: %.300s", r.kind, outcomeOf(r), r.end.Sub(r.start).Round(time.Millisecond), r.a.body)
			}
		}
	}
}

// everyInstanceServes checks that each instance answers a write directly, and that a
// live socket on each is pushed a notification made after the failover.
func (e *env) everyInstanceServes(t *testing.T, watchers []*watcher) {
	t.Helper()
	began := time.Now()
	for _, in := range e.app.Instances {
		wait.For(t, 30*time.Second, in.Name+" to acknowledge a write directly", func() bool {
			res := e.load.publishThrough(in.URL)
			return res.a.ok()
		})
	}
	// Published after the failover: every claimer is told, through each instance's
	// LISTEN connection, which has found the new leader.
	wait.For(t, 30*time.Second, "a publish through the balancer", func() bool { return e.load.publishThrough(e.app.URL).a.ok() })
	newest := e.newestNotification(t)
	for i, w := range watchers {
		wait.For(t, 30*time.Second, fmt.Sprintf("the socket on %s to be pushed notification %d", e.app.Instances[i].Name, newest), func() bool {
			return w.newest.Load() >= newest || w.err() != nil
		})
		if err := w.err(); err != nil {
			t.Errorf("the socket on %s closed: %v", e.app.Instances[i].Name, err)
		}
	}
	t.Logf("every instance wrote and pushed live updates again %v after the first write", time.Since(began).Round(10*time.Millisecond))
}

// publishThrough is a publish through base, recorded with the load's writes.
func (w *workload) publishThrough(base string) result {
	res := w.publishTo(base)
	w.rec.add(res)
	return res
}

func (e *env) newestNotification(t *testing.T) int64 {
	t.Helper()
	db := e.leaderDB(t)
	defer db.Close()
	var id int64
	if err := db.QueryRow(`SELECT coalesce(max(id), 0) FROM notifications WHERE user_id = $1`, e.load.claimers[0].ID).Scan(&id); err != nil {
		t.Fatal(err)
	}
	return id
}

// leaderDB connects to the leader directly, not through HAProxy.
func (e *env) leaderDB(t *testing.T) *sql.DB {
	t.Helper()
	leader := e.db.Leader()
	if leader == nil {
		t.Fatal("no leader")
	}
	db, err := sql.Open("postgres", leader.URL("shiftsched"))
	if err != nil {
		t.Fatal(err)
	}
	return db
}

// rejoins brings the old leader back (revive) and waits until it is the synchronous
// standby streaming from the new leader.
func (e *env) rejoins(t *testing.T, old *Node, revive func(*Node) error, killed time.Time) {
	t.Helper()
	began := time.Now()
	if err := revive(old); err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 90*time.Second)
	defer cancel()
	if err := e.db.WaitHealthy(ctx, 90*time.Second); err != nil || e.db.Leader() == old {
		t.Fatalf("%s has not rejoined as a replica: %v", old.Name, err)
	}
	t.Logf("%s is the synchronous standby of %s again, %v after it was brought back (%v after the kill)", old.Name, e.db.Leader().Name,
		time.Since(began).Round(10*time.Millisecond), time.Since(killed).Round(10*time.Millisecond))
	if list, err := e.db.List(); err != nil {
		t.Error(err)
	} else {
		t.Logf("patronictl list:\n%s", list)
	}
}

// noAcknowledgedWriteLost looks up, on the leader, every write the load saw
// acknowledged since the test began.
func (e *env) noAcknowledgedWriteLost(t *testing.T) {
	t.Helper()
	keys := map[string][]string{}
	for _, r := range e.load.rec.snapshot() {
		if r.a.ok() {
			keys[r.kind] = append(keys[r.kind], r.key)
		}
	}
	db := e.leaderDB(t)
	defer db.Close()
	queries := map[string]string{
		"publish":   `SELECT count(DISTINCT week_starting) FROM schedules WHERE week_starting::text = ANY($1)`,
		"post":      `SELECT count(*) FROM open_shifts WHERE id::text = ANY($1)`,
		"claim":     `SELECT count(*) FROM shift_claims WHERE id::text = ANY($1)`,
		"clock-in":  `SELECT count(*) FROM time_records WHERE id::text = ANY($1)`,
		"clock-out": `SELECT count(*) FROM time_records WHERE id::text = ANY($1) AND clock_out_at IS NOT NULL`,
	}
	lost, total := 0, 0
	for kind, q := range queries {
		want := distinct(keys[kind])
		var found int
		if err := db.QueryRow(q, pq.Array(want)).Scan(&found); err != nil {
			t.Fatal(err)
		}
		total += len(want)
		if found != len(want) {
			lost += len(want) - found
			t.Errorf("%s: %d of %d acknowledged writes are missing", kind, len(want)-found, len(want))
		}
		if len(want) == 0 {
			t.Errorf("no %s was acknowledged", kind)
		}
	}
	t.Logf("acknowledged writes checked on the leader: %d, missing: %d", total, lost)
}

func distinct(s []string) []string {
	seen := map[string]bool{}
	var out []string
	for _, v := range s {
		if !seen[v] {
			seen[v] = true
			out = append(out, v)
		}
	}
	return out
}

// replicaRefused opens the store on the replica directly, as the app would through an
// HAProxy that has not yet marked a demoted leader down: the connection is refused as
// Unavailable instead of being pooled and failing every write with "read-only".
func (e *env) replicaRefused(t *testing.T) {
	for _, n := range e.db.Nodes {
		if !n.Is("replica") {
			continue
		}
		st, err := store.Open(context.Background(), n.URL("shiftsched"))
		if err == nil {
			st.Close()
			t.Fatalf("the store opened connections to the replica %s", n.Name)
		}
		if domain.KindOf(err) != domain.Unavailable {
			t.Fatalf("opening the store on the replica: %v, want Unavailable", err)
		}
		return
	}
	t.Fatal("no replica")
}
