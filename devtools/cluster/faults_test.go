package cluster

import (
	"context"
	"database/sql"
	"fmt"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/shiftsched/shiftsched/devtools/wait"
)

var dayKeys = []string{"friday", "saturday", "sunday", "monday", "tuesday", "wednesday", "thursday"}

// publishGeneration publishes a whole week in which every shift starts at the same
// time of day, derived from gen: a week read back with two start times holds parts of
// two publishes.
func publishGeneration(base, token, friday string, gen int, people []person) answer {
	start := fmt.Sprintf("%02d:%02d", 6+gen/60%10, gen%60)
	end := fmt.Sprintf("%02d:%02d", 10+gen/60%10, gen%60)
	days := map[string]any{}
	for _, d := range dayKeys {
		var shifts []map[string]any
		for _, p := range people {
			shifts = append(shifts, map[string]any{"user": p.ID, "startTime": start, "endTime": end})
		}
		days[d] = shifts
	}
	return call("POST", base+"/api/schedules", token, map[string]any{"weekStarting": friday, "days": days})
}

// A server killed (SIGKILL) in the middle of publishing leaves each week as one whole
// publish, the one before or the one being written, never a mix.
func TestKilledMidPublishLeavesNoMix(t *testing.T) {
	t.Parallel()
	c := startCluster(t, 1, "")
	in := c.Instances[0]
	boss := register(t, in.URL, "Kill Boss", "manager")
	var staff []person
	for i := range 30 {
		staff = append(staff, register(t, in.URL, fmt.Sprintf("Kill Staff %d", i), "employee"))
	}
	weeks := []string{"2031-04-04", "2031-04-11", "2031-04-18"}
	db, err := sql.Open("postgres", c.opts.DatabaseURL)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	var published, interrupted atomic.Int64
	for round := range 4 {
		answered := published.Load()
		ctx, cancel := context.WithCancel(context.Background())
		var wg sync.WaitGroup
		for w, week := range weeks {
			wg.Add(1)
			go func() {
				defer wg.Done()
				for g := (round*len(weeks)+w)*1000 + 1; ctx.Err() == nil; g++ {
					a := publishGeneration(in.URL, boss.Token, week, g, staff)
					switch {
					case a.status == 200:
						published.Add(1)
					case a.err != nil:
						interrupted.Add(1) // the process died under it
						return
					default:
						t.Errorf("publish: %d %s", a.status, a.body)
						return
					}
				}
			}()
		}
		// Killed mid-publish: once a publish of this round is in (the weeks hold a whole
		// one), as soon as another has written shifts it has not committed.
		wait.For(t, 30*time.Second, "a publish answered, then one writing shifts", func() bool {
			return published.Load() > answered && publishWriting(t, db)
		})
		in.Kill()
		cancel()
		wg.Wait()
		if err := in.Start(context.Background()); err != nil {
			t.Fatal(err)
		}
	}
	t.Logf("%d publishes answered, %d cut off by SIGKILL", published.Load(), interrupted.Load())
	if interrupted.Load() == 0 {
		t.Error("no publish was in flight when the process was killed")
	}

	rows, err := db.Query(`SELECT s.week_starting::text, count(sh.id), count(DISTINCT sh.start_minute)
		FROM schedules s LEFT JOIN shifts sh ON sh.schedule_id = s.id GROUP BY s.week_starting`)
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	for rows.Next() {
		var week string
		var shifts, starts int
		rows.Scan(&week, &shifts, &starts)
		if shifts != len(staff)*7 || starts != 1 {
			t.Errorf("week %s holds %d shifts with %d different start times: a mix of publishes", week, shifts, starts)
		}
	}
}

// publishWriting reports whether a transaction of the server has written shifts it has
// not committed yet (pg_stat_activity: it holds a transaction id and its statement names
// the shifts).
func publishWriting(t *testing.T, db *sql.DB) bool {
	t.Helper()
	var writing int
	if err := db.QueryRow(`SELECT count(*) FROM pg_stat_activity
		WHERE datname = current_database() AND pid <> pg_backend_pid()
		  AND backend_xid IS NOT NULL AND query ILIKE '%shifts%'`).Scan(&writing); err != nil {
		t.Fatal(err)
	}
	return writing > 0
}

// Stopping the instances one at a time (SIGTERM, then start again) behind the balancer
// loses no request, and live-update sockets are told to reconnect (1012).
func TestRollingRestartLosesNothing(t *testing.T) {
	t.Parallel()
	c := startCluster(t, 3, "")
	boss := register(t, c.URL, "Rolling Boss", "manager")
	sockets := []*socket{}
	for _, in := range c.Instances {
		sockets = append(sockets, subscribe(t, in.URL, boss.Token, ""))
	}

	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	results := make(chan outcome, 100000)
	var wg sync.WaitGroup
	for w := range 6 {
		wg.Add(1)
		go func() { defer wg.Done(); load(ctx, c.URL, boss.Token, w%3 == 0, results) }()
	}
	// The load is running through each stop: results is read only at the end, so its
	// length counts the requests answered so far.
	loadAnswers := func(n int) {
		t.Helper()
		from := len(results)
		wait.For(t, 30*time.Second, fmt.Sprintf("%d more answers to the load", n), func() bool { return len(results) >= from+n })
	}
	for _, in := range c.Instances {
		loadAnswers(50)
		if err := in.Terminate(30 * time.Second); err != nil {
			t.Errorf("%s did not stop cleanly: %v", in.Name, err)
		}
		if err := in.Start(context.Background()); err != nil {
			t.Fatal(err)
		}
		if err := c.WaitServing(in, 10*time.Second); err != nil {
			t.Fatal(err)
		}
	}
	loadAnswers(50)
	cancel()
	wg.Wait()
	close(results)
	var n int
	for r := range results {
		n++
		if r.err != nil || (r.status != 200 && r.status != 201) {
			t.Errorf("%s during the rolling restart: %d %v %.200s", r.what, r.status, r.err, r.body)
		}
	}
	t.Logf("%d requests through the rolling restart", n)
	for i, s := range sockets {
		if code := s.closeCode(10 * time.Second); code != 1012 {
			t.Errorf("socket on %s closed with %d, want 1012 (reconnect)", c.Instances[i].Name, code)
		}
	}
	subscribe(t, c.URL, boss.Token, "") // a client that reconnects is served
	if !strings.Contains(c.Logs(), "shutting down") {
		t.Error("no instance logged a graceful shutdown")
	}
}
