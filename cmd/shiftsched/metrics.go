package main

import (
	"context"
	"fmt"
	"net"

	"github.com/shiftsched/shiftsched/client"
	"github.com/shiftsched/shiftsched/internal/metrics"
	"github.com/shiftsched/shiftsched/internal/session"
)

// startMetrics serves the Prometheus metrics on METRICS_ADDR, when it is set, until ctx
// ends: on a listener of their own, which config keeps off the app's port. It runs
// before the workers and the HTTP server start, so that they count from the first.
func (p *parts) startMetrics(ctx context.Context) error {
	if p.cfg.MetricsAddr == "" {
		return nil
	}
	operations, err := client.OperationNames()
	if err != nil {
		return fmt.Errorf("the web client's GraphQL operations: %w", err)
	}
	p.metrics = metrics.New(metrics.Options{
		DB: p.st.DB.DB, Queues: p.st.Q().Queues, Operations: operations,
		RateLimitActions: p.limits.Actions(), LoginDoors: session.LoginDoors,
		ReadCache: func() (int64, int64) { s := p.reads.Stats(); return s.Hits, s.Misses },
		PollCache: func() (int64, int64) { s := p.polls.Stats(); return s.Hits, s.Misses },
		Sockets:   p.sockets.Len,
	})
	p.limits.SetWatch(p.metrics)
	ln, err := net.Listen("tcp", p.cfg.MetricsAddr)
	if err != nil {
		return fmt.Errorf("METRICS_ADDR: %w", err)
	}
	go func() {
		if err := p.metrics.Serve(ctx, ln); err != nil {
			p.log.Error("metrics stopped", "err", err)
		}
	}()
	p.log.Info("serving metrics", "addr", ln.Addr().String())
	if host, _, _ := net.SplitHostPort(p.cfg.MetricsAddr); host == "" || net.ParseIP(host).IsUnspecified() {
		p.log.Warn("metrics are served on every interface: keep METRICS_ADDR's port private (docs/operations/metrics-and-alerts.md)")
	}
	return nil
}
