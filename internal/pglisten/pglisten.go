// Package pglisten opens PostgreSQL LISTEN connections that re-establish themselves:
// live updates and the poll cache each hold one per instance.
package pglisten

import (
	"context"
	"time"

	"github.com/lib/pq"
)

// Open listens on channel through a connection of its own to dsn, waiting between
// minReconnect and maxReconnect (doubling) to re-establish a lost one; events hears of
// each loss, failed attempt and reconnection. It returns once the first connection
// listens, or nil and no error when ctx ends first. The caller closes the listener.
func Open(ctx context.Context, dsn, channel string, minReconnect, maxReconnect time.Duration, events func(pq.ListenerEventType, error)) (*pq.Listener, error) {
	l := pq.NewListener(dsn, minReconnect, maxReconnect, events)
	listened := make(chan error, 1)
	go func() { listened <- l.Listen(channel) }() // blocks until the first connection
	select {
	case err := <-listened:
		if err != nil {
			l.Close()
			return nil, err
		}
		return l, nil
	case <-ctx.Done():
		l.Close()
		return nil, nil
	}
}
