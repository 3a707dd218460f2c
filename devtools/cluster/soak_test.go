package cluster

import (
	"database/sql"
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/shiftsched/shiftsched/devtools/bench"
	"github.com/shiftsched/shiftsched/devtools/dbtest"
)

// TestSoak (make soak; SHIFTSCHED_SOAK is how long) sends mixed traffic through the
// balancer to three instances at 32 connections and reports errors (there must be
// none), p99 per operation, and each process's memory at the start and the end (it must
// not grow by more than 20%).
func TestSoak(t *testing.T) {
	d, err := time.ParseDuration(os.Getenv("SHIFTSCHED_SOAK"))
	if err != nil {
		t.Skip("set SHIFTSCHED_SOAK (e.g. 10m), or run make soak")
	}
	dsn := dbtest.NewURL(t)
	seed := exec.Command(serverBin, "seed", "--size", "small")
	seed.Env = append(os.Environ(), "DATABASE_URL="+dsn)
	if out, err := seed.CombinedOutput(); err != nil {
		t.Fatalf("seed: %v\n%s", err, out)
	}
	c := startCluster(t, 3, dsn)
	db, err := sql.Open("postgres", dsn)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	var staffEmails []string
	rows, _ := db.Query(`SELECT email FROM users WHERE role = 'employee' ORDER BY id LIMIT 40`)
	for rows.Next() {
		var e string
		rows.Scan(&e)
		staffEmails = append(staffEmails, e)
	}
	rows.Close()
	var managerEmail string
	db.QueryRow(`SELECT email FROM users WHERE role = 'manager' ORDER BY id LIMIT 1`).Scan(&managerEmail)
	login := func(email string) string {
		a := call("POST", c.URL+"/api/auth/login", "", map[string]any{"email": email, "password": "shiftsched-bench"}, "X-Forwarded-For", newClientAddr())
		tok, _ := a.json()["token"].(string)
		if tok == "" {
			t.Fatalf("login %s: %d %s", email, a.status, a.body)
		}
		return tok
	}
	var tokens []string
	for _, e := range staffEmails {
		tokens = append(tokens, login(e))
	}
	manager := login(managerEmail)
	today := time.Now().UTC()

	ops := []struct {
		name   string
		weight int
		run    func(token string, i int) answer
	}{
		{"rest_week", 30, func(tok string, i int) answer {
			return call("GET", c.URL+"/api/schedules/week?date="+today.AddDate(0, 0, 7*(i%8-4)).Format("2006-01-02"), tok, nil)
		}},
		{"rest_month", 10, func(tok string, i int) answer {
			return call("GET", c.URL+fmt.Sprintf("/api/schedules/month?year=%d&month=%d", today.Year(), today.Month()), tok, nil)
		}},
		{"gql_month", 15, func(tok string, i int) answer {
			return call("POST", c.URL+"/graphql", tok, map[string]any{"query": bench.MonthQuery, "variables": map[string]any{"year": today.Year(), "month": int(today.Month())}})
		}},
		{"poll_rest", 20, func(tok string, i int) answer { return call("GET", c.URL+"/api/notifications", tok, nil) }},
		{"poll_gql", 17, func(tok string, i int) answer {
			return call("POST", c.URL+"/graphql", tok, map[string]any{"query": bench.NotificationsQuery})
		}},
		{"login", 5, func(string, int) answer {
			return call("POST", c.URL+"/api/auth/login", "", map[string]any{"email": staffEmails[rand.IntN(len(staffEmails))], "password": "shiftsched-bench"}, "X-Forwarded-For", newClientAddr())
		}},
		{"publish", 3, func(_ string, i int) answer {
			friday := time.Date(2032, 1, 2, 0, 0, 0, 0, time.UTC).AddDate(0, 0, 7*(i%50)).Format("2006-01-02")
			return call("POST", c.URL+"/api/schedules", manager, map[string]any{"weekStarting": friday, "days": map[string]any{}})
		}},
	}
	var total int
	for _, o := range ops {
		total += o.weight
	}

	var mu sync.Mutex
	latencies := map[string][]time.Duration{}
	errors := map[string]int{}
	firstErr := map[string]string{}
	stop := time.Now().Add(d)
	warm := time.Now().Add(min(30*time.Second, d/5))
	var startRSS []int64
	var wg sync.WaitGroup
	for w := range 32 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := w; time.Now().Before(stop); i += 32 {
				pick := rand.IntN(total)
				op := ops[0]
				for _, o := range ops {
					if pick < o.weight {
						op = o
						break
					}
					pick -= o.weight
				}
				a := op.run(tokens[i%len(tokens)], i)
				mu.Lock()
				latencies[op.name] = append(latencies[op.name], a.took)
				if a.err != nil || a.status >= 300 {
					errors[op.name]++
					if firstErr[op.name] == "" {
						firstErr[op.name] = fmt.Sprintf("%d %v %.200s", a.status, a.err, a.body)
					}
				}
				mu.Unlock()
			}
		}()
	}
	// No condition marks "warm": the soak is defined by wall time (SHIFTSCHED_SOAK), and
	// the starting memory is the one after the first fifth of it (30 s at most).
	time.Sleep(time.Until(warm))
	for _, in := range c.Instances {
		startRSS = append(startRSS, in.RSS())
	}
	wg.Wait()

	var report strings.Builder
	fmt.Fprintf(&report, "soak: %v through HAProxy to 3 instances, 32 connections\n\n| operation | requests | errors | p50 ms | p99 ms |\n|---|---|---|---|---|\n", d)
	for _, o := range ops {
		l := latencies[o.name]
		slices.Sort(l)
		if len(l) == 0 {
			continue
		}
		p := func(q float64) float64 { return float64(l[int(q*float64(len(l)-1))].Microseconds()) / 1000 }
		fmt.Fprintf(&report, "| %s | %d | %d | %.1f | %.1f |\n", o.name, len(l), errors[o.name], p(0.5), p(0.99))
		if errors[o.name] > 0 {
			t.Errorf("%s: %d errors, first: %s", o.name, errors[o.name], firstErr[o.name])
		}
	}
	fmt.Fprintf(&report, "\n| instance | RSS after warm-up (MB) | RSS at the end (MB) | growth |\n|---|---|---|---|\n")
	for i, in := range c.Instances {
		end := in.RSS()
		growth := float64(end-startRSS[i]) / float64(startRSS[i])
		fmt.Fprintf(&report, "| %s | %.1f | %.1f | %+.0f%% |\n", in.Name, float64(startRSS[i])/1024, float64(end)/1024, 100*growth)
		if growth > 0.20 {
			t.Errorf("%s grew by %.0f%%", in.Name, 100*growth)
		}
	}
	t.Log("\n" + report.String())
}
