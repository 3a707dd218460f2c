package bench

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"hash/maphash"
	"io"
	"math"
	"net"
	"net/http"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/klauspost/compress/gzip"
)

// worker is one connection's loop: it runs operations one after another and keeps its
// own counts, merged when the phase ends.
type worker struct {
	id       int
	client   *http.Client
	lat      []time.Duration
	requests int64
	bytes    int64 // decompressed
	wire     int64 // as sent, compressed when the server compressed
	gunzip   *gzip.Reader
	repeat   bool // the last answer was byte for byte one decoded before
	errors   int64
	firstErr string
	buf      bytes.Buffer
	raw      bytes.Buffer
	deadline time.Time
	state    any           // a scenario's per-connection state (the floor's prepared statement)
	untimed  time.Duration // what the current operation spent setting up, left out of its latency
	closers  []func()      // run when the phase ends
}

// op is one iteration of a scenario: one or more requests. i counts operations across
// every worker and phase of the scenario, for rotating over users, weeks, etc.
type op func(ctx context.Context, w *worker, i int64) error

// phase is what one timed (or warm-up) run measured.
type phase struct {
	ops, requests, bytes, wire, errors int64
	firstErr                           string
	elapsed                            time.Duration
	lat                                []time.Duration // sorted
}

// newClient returns a keep-alive HTTP client good for conns parallel connections.
func newClient(conns int) *http.Client {
	tr := &http.Transport{
		DialContext:         (&net.Dialer{Timeout: 5 * time.Second, KeepAlive: 30 * time.Second}).DialContext,
		MaxIdleConns:        conns * 2,
		MaxIdleConnsPerHost: conns * 2,
		MaxConnsPerHost:     conns * 2,
		IdleConnTimeout:     90 * time.Second,
		DisableCompression:  true,
	}
	return &http.Client{Transport: tr, Timeout: 30 * time.Second}
}

// runPhase runs fn on conns workers until d has passed (each finishes the operation it
// is in) and merges their counts. counter numbers the operations.
func runPhase(ctx context.Context, client *http.Client, conns int, d time.Duration, counter *atomic.Int64, fn op) phase {
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	workers := make([]*worker, conns)
	var wg sync.WaitGroup
	start := time.Now()
	deadline := start.Add(d)
	var consecutiveFailures atomic.Int64
	for i := range workers {
		w := &worker{id: i, client: client, deadline: deadline, lat: make([]time.Duration, 0, 4096)}
		workers[i] = w
		wg.Add(1)
		go func() {
			defer wg.Done()
			for ctx.Err() == nil {
				t0 := time.Now()
				if !t0.Before(deadline) {
					return
				}
				w.untimed = 0
				err := fn(ctx, w, counter.Add(1)-1)
				if err != nil {
					if ctx.Err() != nil || errors.Is(err, errPhaseOver) {
						return
					}
					w.errors++
					if w.firstErr == "" {
						w.firstErr = err.Error()
					}
					// A server that is down fails every request at once: give up rather
					// than spin.
					if consecutiveFailures.Add(1) > 2000 {
						cancel()
					}
					continue
				}
				consecutiveFailures.Store(0)
				w.lat = append(w.lat, time.Since(t0)-w.untimed)
			}
		}()
	}
	wg.Wait()
	p := phase{elapsed: time.Since(start)}
	for _, w := range workers {
		for _, c := range w.closers {
			c()
		}
		p.ops += int64(len(w.lat))
		p.requests += w.requests
		p.bytes += w.bytes
		p.wire += w.wire
		p.errors += w.errors
		if p.firstErr == "" {
			p.firstErr = w.firstErr
		}
		p.lat = append(p.lat, w.lat...)
	}
	slices.Sort(p.lat)
	return p
}

// errPhaseOver ends a worker that waited for a shared resource until the phase ended.
var errPhaseOver = errors.New("the phase is over")

// take waits for an item of a pool shared by the workers, until the phase ends.
func take[T any](ctx context.Context, w *worker, pool chan T) (T, error) {
	var zero T
	t := time.NewTimer(time.Until(w.deadline))
	defer t.Stop()
	select {
	case v := <-pool:
		return v, nil
	case <-t.C:
		return zero, errPhaseOver
	case <-ctx.Done():
		return zero, ctx.Err()
	}
}

// percentile returns the q-quantile (0..1) of sorted latencies in milliseconds.
func percentile(sorted []time.Duration, q float64) float64 {
	if len(sorted) == 0 {
		return 0
	}
	i := int(math.Ceil(q*float64(len(sorted)))) - 1 // nearest rank
	i = max(0, min(i, len(sorted)-1))
	return float64(sorted[i].Microseconds()) / 1000
}

// statusError is an unexpected HTTP answer.
type statusError struct {
	method, path string
	status       int
	body         string
}

func (e *statusError) Error() string {
	body := strings.TrimSpace(e.body)
	if len(body) > 300 {
		body = body[:300] + "..."
	}
	return fmt.Sprintf("%s %s: HTTP %d: %s", e.method, e.path, e.status, body)
}

// do sends one request and returns the body (valid until the worker's next request),
// failing unless the status is want.
func (w *worker) do(ctx context.Context, base, method, path, token string, body []byte, want int) ([]byte, error) {
	return w.doWith(ctx, base, method, path, token, nil, body, want)
}

// doWith is do with more request headers (a recorded client's).
func (w *worker) doWith(ctx context.Context, base, method, path, token string, headers map[string]string, body []byte, want int) ([]byte, error) {
	var rd io.Reader
	if body != nil {
		rd = bytes.NewReader(body)
	}
	req, err := http.NewRequestWithContext(ctx, method, base+path, rd)
	if err != nil {
		return nil, err
	}
	if body != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	for k, v := range headers {
		req.Header.Set(k, v)
	}
	if token != "" {
		req.Header.Set("x-auth-token", token)
	}
	// As a browser asks, so that the bytes on the wire are those a browser receives.
	req.Header.Set("Accept-Encoding", "gzip, br")
	w.requests++
	res, err := w.client.Do(req)
	if err != nil {
		return nil, err
	}
	w.raw.Reset()
	_, err = w.raw.ReadFrom(res.Body)
	res.Body.Close()
	if err != nil {
		return nil, err
	}
	w.wire += int64(w.raw.Len())
	decoded, err := w.decode(res.Header.Get("Content-Encoding"))
	if err != nil {
		return nil, fmt.Errorf("%s %s: %w", method, path, err)
	}
	w.bytes += int64(len(decoded))
	if res.StatusCode != want {
		return nil, &statusError{method, path, res.StatusCode, string(decoded)}
	}
	return decoded, nil
}

// decodedAnswer is a compressed answer and what it decompressed to.
type decodedAnswer struct{ wire, body []byte }

// decodedAnswers remembers, for every connection of the run, the compressed answers
// already decompressed and checked: a scenario rotates over a hundred weeks or so, and a
// week's answer is the same for each of the 32 connections that asks for it.
type decodedAnswers struct {
	mu    sync.RWMutex
	seed  maphash.Seed
	by    map[uint64]decodedAnswer
	bytes int
}

// maxDecodedBytes bounds what decodedAnswers holds; past it, it starts again.
const maxDecodedBytes = 256 << 20

var decodedOnce = &decodedAnswers{seed: maphash.MakeSeed(), by: map[uint64]decodedAnswer{}}

func (d *decodedAnswers) lookup(wire []byte) ([]byte, bool) {
	d.mu.RLock()
	defer d.mu.RUnlock()
	a, ok := d.by[maphash.Bytes(d.seed, wire)]
	if !ok || !bytes.Equal(a.wire, wire) {
		return nil, false
	}
	return a.body, true
}

func (d *decodedAnswers) keep(wire, body []byte) []byte {
	a := decodedAnswer{bytes.Clone(wire), bytes.Clone(body)}
	d.mu.Lock()
	defer d.mu.Unlock()
	if d.bytes += len(a.wire) + len(a.body); d.bytes > maxDecodedBytes {
		d.by, d.bytes = map[uint64]decodedAnswer{}, len(a.wire)+len(a.body)
	}
	d.by[maphash.Bytes(d.seed, wire)] = a
	return a.body
}

// decode returns the body of the answer in w.raw. The load client shares the server's
// two cores and a browser decompresses on its own machine, so an answer identical byte
// for byte to one decompressed before, by any connection, is not decompressed again:
// identical bytes decode to the identical body (the same way wrk, which decodes
// nothing, leaves the cores to the server). Every answer that differs is decompressed
// and checked in full.
func (w *worker) decode(encoding string) ([]byte, error) {
	w.repeat = false
	switch encoding {
	case "":
		return w.raw.Bytes(), nil
	case "gzip":
	default:
		return nil, fmt.Errorf("unexpected Content-Encoding %q", encoding)
	}
	wire := w.raw.Bytes() // decompressing reads w.raw to its end
	if body, ok := decodedOnce.lookup(wire); ok {
		w.repeat = true
		return body, nil
	}
	// One reader per worker, and the faster decoder.
	if w.gunzip == nil {
		w.gunzip = new(gzip.Reader)
	}
	w.buf.Reset()
	if err := w.gunzip.Reset(&w.raw); err != nil {
		return nil, err
	}
	if _, err := w.buf.ReadFrom(w.gunzip); err != nil {
		return nil, err
	}
	return decodedOnce.keep(wire, w.buf.Bytes()), nil
}

var errorsKey = []byte(`"errors"`)

// gql posts a prepared GraphQL request body; with out non-nil it decodes data into out.
func (w *worker) gql(ctx context.Context, base, token string, body []byte, out any) error {
	return w.gqlWith(ctx, base, token, nil, body, out)
}

// gqlWith is gql with more request headers (a recorded client's).
func (w *worker) gqlWith(ctx context.Context, base, token string, headers map[string]string, body []byte, out any) error {
	b, err := w.doWith(ctx, base, http.MethodPost, "/graphql", token, headers, body, http.StatusOK)
	if err != nil {
		return err
	}
	// A repeated answer was checked when it first came (a worker runs one scenario).
	if !w.repeat && bytes.Contains(b, errorsKey) {
		var r struct {
			Errors []struct {
				Message    string         `json:"message"`
				Extensions map[string]any `json:"extensions"`
			} `json:"errors"`
		}
		if json.Unmarshal(b, &r) == nil && len(r.Errors) > 0 {
			return fmt.Errorf("GraphQL: %s (%v)", r.Errors[0].Message, r.Errors[0].Extensions["code"])
		}
	}
	if out == nil {
		return nil
	}
	var r struct {
		Data json.RawMessage `json:"data"`
	}
	if err := json.Unmarshal(b, &r); err != nil {
		return err
	}
	if len(r.Data) == 0 || string(r.Data) == "null" {
		return errors.New("GraphQL: no data")
	}
	return json.Unmarshal(r.Data, out)
}

// gqlBody marshals a GraphQL request.
func gqlBody(query string, vars map[string]any) []byte {
	b, err := json.Marshal(map[string]any{"query": query, "variables": vars})
	if err != nil {
		panic(err)
	}
	return b
}
