package pollcache

import (
	"context"
	"strconv"
	"strings"
	"time"

	"github.com/lib/pq"

	"github.com/shiftsched/shiftsched/internal/pglisten"
)

// How the cache hears changes: one LISTEN connection per instance, and beats that prove
// it hears them (see the package comment).

// Channel is the PostgreSQL notification channel on which changes to a user's session
// or unread notifications are announced (the payload is the user's id).
const Channel = "session_changed"

// distrust forgets everything and serves nothing until a beat sent from now on is
// heard: announcements may have been missed.
func (c *Cache) distrust() {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.gen++
	c.heard = 0
	clear(c.users)
	c.size = 0
}

// Run listens until ctx ends. It returns an error only when the first connection
// cannot be made.
func (c *Cache) Run(ctx context.Context) error {
	l, err := pglisten.Open(ctx, c.dsn, Channel, c.MinReconnect, c.MaxReconnect, func(ev pq.ListenerEventType, err error) {
		switch ev {
		case pq.ListenerEventDisconnected, pq.ListenerEventConnectionAttemptFailed:
			c.distrust()
			c.log.Warn("poll cache: listener connection lost; polls read the database meanwhile", "event", ev.String(), "err", err)
		case pq.ListenerEventReconnected:
			c.distrust()
			c.log.Info("poll cache: listener reconnected")
		}
	})
	if l == nil {
		return err
	}
	defer l.Close()
	defer c.distrust()

	beat := time.NewTicker(c.BeatEvery)
	defer beat.Stop()
	c.sendBeat(ctx, l)
	for {
		select {
		case <-ctx.Done():
			return nil
		case n := <-l.Notify:
			if n == nil { // reconnected: what was announced meanwhile is lost
				c.distrust()
				continue
			}
			c.heardPayload(n.Extra)
		case <-beat.C:
			c.sendBeat(ctx, l)
		}
	}
}

// sendBeat announces a beat carrying its send time, without waiting for it. When the
// last beat heard is older than the lease, the listener's connection is pinged too, so
// that one that died without a word is noticed and replaced.
func (c *Cache) sendBeat(ctx context.Context, l *pq.Listener) {
	sent := c.sinceEpoch()
	c.mu.Lock()
	stale := !c.trusted()
	c.mu.Unlock()
	go func() {
		ctx, cancel := context.WithTimeout(ctx, c.Lease)
		defer cancel()
		if err := c.beat(ctx, sent); err != nil && ctx.Err() == nil {
			c.log.Debug("poll cache: beat not sent", "err", err)
		}
		if stale {
			l.Ping()
		}
	}()
}

// Sync returns once every change committed before it was called has been heard, or
// with ctx's error: tests use it to see another instance's change.
func (c *Cache) Sync(ctx context.Context) error {
	if c == nil {
		return nil
	}
	sent := c.sinceEpoch()
	if err := c.beat(ctx, sent); err != nil {
		return err
	}
	for {
		c.mu.Lock()
		heard := c.heard >= sent
		c.mu.Unlock()
		if heard {
			return nil
		}
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-time.After(time.Millisecond):
		}
	}
}

// beat announces a beat sent at sent (since epoch).
func (c *Cache) beat(ctx context.Context, sent time.Duration) error {
	payload := "beat " + c.nonce + " " + strconv.FormatInt(int64(sent), 10)
	_, err := c.db.ExecContext(ctx, `SELECT pg_notify($1, $2)`, Channel, payload)
	return err
}

// heardPayload handles one announcement: a user's id, or a beat.
func (c *Cache) heardPayload(p string) {
	if rest, ok := strings.CutPrefix(p, "beat "); ok {
		nonce, sent, _ := strings.Cut(rest, " ")
		ns, err := strconv.ParseInt(sent, 10, 64)
		if nonce != c.nonce || err != nil {
			return // another instance's
		}
		c.mu.Lock()
		first := c.heard == 0
		c.heard = max(c.heard, time.Duration(ns))
		c.mu.Unlock()
		if first {
			select {
			case <-c.ready:
			default:
				close(c.ready)
			}
		}
		return
	}
	id, err := strconv.ParseInt(p, 10, 64)
	c.mu.Lock()
	defer c.mu.Unlock()
	if err != nil { // not ours to read: forget everyone rather than guess
		c.gen++
		clear(c.users)
		c.size = 0
		return
	}
	c.forget(id)
}
