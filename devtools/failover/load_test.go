package failover

import (
	"context"
	"fmt"
	"sort"
	"strings"
	"sync"
	"time"
)

// result is one write the load sent.
type result struct {
	kind       string // publish, post, claim, clock-in, clock-out; read
	start, end time.Time
	a          answer
	key        string // what an acknowledged write made: a week, or a row's id
	inDoubt    bool   // the same client's previous write got no acknowledgement
}

// record keeps every result of the load.
type record struct {
	mu  sync.Mutex
	all []result
}

func (r *record) add(res result) {
	r.mu.Lock()
	r.all = append(r.all, res)
	r.mu.Unlock()
}

func (r *record) snapshot() []result {
	r.mu.Lock()
	defer r.mu.Unlock()
	return append([]result(nil), r.all...)
}

// acked returns how many writes were acknowledged.
func (r *record) acked() int {
	n := 0
	for _, res := range r.snapshot() {
		if res.write() && res.a.ok() {
			n++
		}
	}
	return n
}

func (r result) write() bool { return r.kind != "read" }

// firstAckAfter returns the end of the first acknowledged write sent after t.
func (r *record) firstAckAfter(t time.Time) time.Time {
	var first time.Time
	for _, res := range r.snapshot() {
		if res.write() && res.a.ok() && res.start.After(t) && (first.IsZero() || res.end.Before(first)) {
			first = res.end
		}
	}
	return first
}

// workload is who writes and where.
type workload struct {
	base            string // through the balancer
	boss            person
	claimers        []person
	clockers        []person
	clockedIn       []bool    // by clocker, kept from one run to the next; each run's loop owns its element
	openWeek        time.Time // published: open shifts are posted in it
	publishedWeeks  *weekSeq
	publishAssignee person
	rec             *record
}

// weekSeq hands out Fridays that no publish has used yet.
type weekSeq struct {
	mu   sync.Mutex
	next time.Time
}

func (s *weekSeq) take() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	w := s.next.Format("2006-01-02")
	s.next = s.next.AddDate(0, 0, 7)
	return w
}

// run sends writes until ctx ends: publishes of new weeks, open shifts posted and
// claimed, clock-ins and clock-outs, and reads of a week beside them; every answer is
// recorded.
func (w *workload) run(ctx context.Context) *sync.WaitGroup {
	var wg sync.WaitGroup
	loop := func(step func(inDoubt bool) result) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			inDoubt := false
			for ctx.Err() == nil {
				res := step(inDoubt)
				res.inDoubt = inDoubt
				w.rec.add(res)
				// Unanswered, or 503: the write may have been committed all the same.
				inDoubt = !res.a.ok() && (res.a.err != nil || res.a.status == 503)
				if !res.a.ok() {
					// A client backs off before trying again; sooner than Retry-After asks,
					// so that the recovery is timed closely.
					select {
					case <-ctx.Done():
					case <-time.After(200 * time.Millisecond):
					}
				}
			}
		}()
	}
	loop(w.publish)
	loop(w.read)
	for i, p := range w.claimers {
		slot := i * 100000
		loop(func(bool) result { slot++; return w.postAndClaim(p, slot) })
	}
	for i, p := range w.clockers {
		loop(func(inDoubt bool) result {
			res := w.clock(p, !w.clockedIn[i])
			// After an answer in doubt the clock may be either way: the server says which
			// (checkAnswers allows that CONFLICT only after an answer in doubt).
			if res.a.ok() || res.a.code == "CONFLICT" {
				w.clockedIn[i] = !w.clockedIn[i]
			}
			return res
		})
	}
	return &wg
}

func (w *workload) publish(bool) result { return w.publishTo(w.base) }

// publishTo publishes a week no publish has used, with one shift, through base.
func (w *workload) publishTo(base string) result {
	week := w.publishedWeeks.take()
	r := result{kind: "publish", start: time.Now(), key: week}
	r.a = call("POST", base+"/api/schedules", w.boss.Token, map[string]any{"weekStarting": week, "days": map[string]any{
		"friday": []map[string]any{{"user": w.publishAssignee.ID, "startTime": "09:00", "endTime": "17:00"}}}})
	r.end = time.Now()
	return r
}

// read asks for the open week's schedule, as a client showing it does.
func (w *workload) read(bool) result {
	r := result{kind: "read", start: time.Now()}
	r.a = gql(w.base, w.claimers[0].Token, `query($w: Date!) { week(date: $w) { weekStarting schedule { id } } }`,
		map[string]any{"w": w.openWeek.Format("2006-01-02")})
	r.end = time.Now()
	return r
}

// postAndClaim posts an open shift in the open week and has p claim it: two writes, the
// claim recorded (the post is recorded by itself when it fails).
func (w *workload) postAndClaim(p person, slot int) result {
	date := w.openWeek.AddDate(0, 0, slot%7).Format("2006-01-02")
	start := fmt.Sprintf("%02d:%02d", 8+slot/7%12, slot/84%12*5)
	end := fmt.Sprintf("%02d:%02d", 8+slot/7%12+1, slot/84%12*5)
	r := result{kind: "post", start: time.Now()}
	r.a = gql(w.base, w.boss.Token, `mutation($in: OpenShiftInput!) { postOpenShift(input: $in) { id } }`,
		map[string]any{"in": map[string]any{"date": date, "startTime": start, "endTime": end}})
	r.end = time.Now()
	if !r.a.ok() {
		return r
	}
	r.key = field(r.a, "postOpenShift", "id")
	w.rec.add(r)
	c := result{kind: "claim", start: time.Now()}
	c.a = gql(w.base, p.Token, `mutation($id: ID!) { claimOpenShift(id: $id) { id } }`, map[string]any{"id": r.key})
	c.end = time.Now()
	c.key = field(c.a, "claimOpenShift", "id")
	return c
}

func (w *workload) clock(p person, in bool) result {
	action, kind := "CLOCK_OUT", "clock-out"
	if in {
		action, kind = "CLOCK_IN", "clock-in"
	}
	r := result{kind: kind, start: time.Now()}
	r.a = gql(w.base, p.Token, `mutation($a: ClockAction!) { clock(action: $a) { id } }`, map[string]any{"a": action})
	r.end = time.Now()
	r.key = field(r.a, "clock", "id")
	return r
}

// field reads data.op.name of a GraphQL answer.
func field(a answer, op, name string) string {
	m, _ := a.data[op].(map[string]any)
	s, _ := m[name].(string)
	return s
}

// outcomeOf names what a client saw, for the table.
func outcomeOf(r result) string {
	switch {
	case r.a.err != nil:
		return "no answer: " + strings.SplitN(r.a.err.Error(), ":", 2)[0]
	case r.a.ok():
		return fmt.Sprintf("%d", r.a.status)
	case r.a.status == 503 && r.a.retryAfter != "":
		return "503 with Retry-After"
	case r.a.code != "":
		return fmt.Sprintf("%d %s", r.a.status, r.a.code)
	default:
		return fmt.Sprintf("%d", r.a.status)
	}
}

// table counts results by kind and outcome, one line each.
func table(results []result) string {
	counts := map[string]int{}
	for _, r := range results {
		counts[fmt.Sprintf("%-10s %s", r.kind, outcomeOf(r))]++
	}
	var lines []string
	for k, n := range counts {
		lines = append(lines, fmt.Sprintf("  %-40s %6d", k, n))
	}
	sort.Strings(lines)
	return strings.Join(lines, "\n")
}

// longestGap returns the longest time between two acknowledged writes (ends) among
// results: the stretch in which no write got through.
func longestGap(results []result) time.Duration {
	var ends []time.Time
	for _, r := range results {
		if r.write() && r.a.ok() {
			ends = append(ends, r.end)
		}
	}
	sort.Slice(ends, func(i, j int) bool { return ends[i].Before(ends[j]) })
	var gap time.Duration
	for i := 1; i < len(ends); i++ {
		gap = max(gap, ends[i].Sub(ends[i-1]))
	}
	return gap
}

// summary counts answers: acknowledged, 503 with Retry-After, and anything else (which
// checkAnswers allows only as a CONFLICT repeating a write that was in doubt).
func summary(results []result) (ok, unavailable, other int) {
	for _, r := range results {
		switch {
		case r.a.ok():
			ok++
		case r.a.status == 503 && r.a.retryAfter != "":
			unavailable++
		default:
			other++
		}
	}
	return ok, unavailable, other
}
