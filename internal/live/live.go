// Package live pushes new notifications to the signed-in users connected to this server
// instance. Each instance holds one PostgreSQL LISTEN connection on the channel the
// notifications table's trigger announces new rows on ("userID:notificationID"), loads
// the notifications someone here is waiting for, and fans them out to that user's open
// subscriptions. Instances share nothing else, so any number can run side by side.
package live

import (
	"cmp"
	"context"
	"errors"
	"log/slog"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/lib/pq"

	"github.com/shiftsched/shiftsched/internal/domain"
	"github.com/shiftsched/shiftsched/internal/pglisten"
)

// Channel is the PostgreSQL notification channel of new notifications
// (db/migrations/0001_init.sql).
const Channel = "notification_created"

// Source reads the notifications the hub delivers.
type Source interface {
	// NotificationsByIDs returns the notifications with these ids, in any order.
	NotificationsByIDs(ctx context.Context, ids []int64) ([]domain.Notification, error)
	// NotificationsAfter returns, for each user, their notifications with an id above
	// the user's cursor, at most limit per user, oldest first.
	NotificationsAfter(ctx context.Context, cursors map[int64]int64, limit int) ([]domain.Notification, error)
	// LastNotificationID returns the id of the user's newest notification, or 0.
	LastNotificationID(ctx context.Context, userID int64) (int64, error)
}

// MaxCatchUp is how many missed notifications a subscription is given at most when it
// catches up; a client missing more reads them with its next poll.
const MaxCatchUp = 50

// ErrStopped is returned by Subscribe once the hub has stopped.
var ErrStopped = &domain.Error{Kind: domain.Internal, Msg: "Live updates are not available right now."}

// Hub is one instance's LISTEN connection and the subscriptions it feeds.
type Hub struct {
	dsn string
	src Source
	log *slog.Logger

	// MinReconnect and MaxReconnect bound the wait between attempts to re-establish a
	// lost LISTEN connection (it doubles after each failure).
	MinReconnect, MaxReconnect time.Duration
	// PingEvery is how often an idle connection is checked, so that a connection that
	// died silently is noticed and replaced.
	PingEvery time.Duration
	// Buffer is how many undelivered notifications one subscription may hold before
	// further ones are dropped for it (the client still polls).
	Buffer int

	ready chan struct{}

	mu      sync.Mutex
	stopped bool
	subs    map[int64]map[*subscriber]struct{}
}

type subscriber struct {
	ch    chan *domain.Notification
	floor int64     // the client has seen everything up to here: never given again
	last  int64     // the highest id given to it: where it catches up from
	seen  recentIDs // ids given lately, so that one caught up and pushed is given once
}

// give sends n unless it was given already; the caller holds the hub's lock.
func (s *subscriber) give(n *domain.Notification, log *slog.Logger) {
	// An announcement of a notification made before the subscription can arrive after
	// it (the listener is behind): the client has it already.
	if n.ID <= s.floor || s.seen.has(n.ID) {
		return
	}
	c := *n
	select {
	case s.ch <- &c:
		s.seen.add(n.ID)
		s.last = max(s.last, n.ID)
	default:
		log.Warn("live updates: subscriber too slow, notification dropped", "user", n.UserID, "notification", n.ID)
	}
}

// recentIDs remembers the last len(ring) ids added.
type recentIDs struct {
	ring [256]int64
	next int
	set  map[int64]struct{}
}

func (r *recentIDs) has(id int64) bool { _, ok := r.set[id]; return ok }

func (r *recentIDs) add(id int64) {
	if r.set == nil {
		r.set = map[int64]struct{}{}
	}
	if old := r.ring[r.next]; old != 0 {
		delete(r.set, old)
	}
	r.ring[r.next] = id
	r.next = (r.next + 1) % len(r.ring)
	r.set[id] = struct{}{}
}

// New returns a hub listening through its own connection to dsn and reading
// notifications from src. Start it with Run.
func New(dsn string, src Source, log *slog.Logger) *Hub {
	return &Hub{
		dsn:          dsn,
		src:          src,
		log:          log,
		MinReconnect: 100 * time.Millisecond,
		MaxReconnect: 10 * time.Second,
		PingEvery:    30 * time.Second,
		Buffer:       32,
		ready:        make(chan struct{}),
		subs:         map[int64]map[*subscriber]struct{}{},
	}
}

// Ready is closed once the hub listens.
func (h *Hub) Ready() <-chan struct{} { return h.ready }

// Run listens until ctx ends, then ends every subscription. The underlying listener
// reconnects by itself when its connection drops; notifications created while it was
// disconnected are not pushed (clients also poll).
func (h *Hub) Run(ctx context.Context) error {
	defer h.stop()
	l, err := pglisten.Open(ctx, h.dsn, Channel, h.MinReconnect, h.MaxReconnect, func(ev pq.ListenerEventType, err error) {
		switch ev {
		case pq.ListenerEventDisconnected, pq.ListenerEventConnectionAttemptFailed:
			h.log.Warn("live updates: listener connection lost", "event", ev.String(), "err", err)
		case pq.ListenerEventReconnected:
			h.log.Info("live updates: listener reconnected")
		}
	})
	if l == nil {
		return err
	}
	defer l.Close()
	close(h.ready)

	ping := time.NewTicker(h.PingEvery)
	defer ping.Stop()
	for {
		select {
		case <-ctx.Done():
			return nil
		case n := <-l.Notify:
			if n == nil { // reconnected: give everyone what was created meanwhile
				h.catchUp(ctx, nil)
				continue
			}
			batch := []string{n.Extra}
		drain: // take what else has arrived, to load it in one query
			for len(batch) < 500 {
				select {
				case m := <-l.Notify:
					if m != nil {
						batch = append(batch, m.Extra)
					}
				default:
					break drain
				}
			}
			h.dispatch(ctx, batch)
		case <-ping.C:
			go func() {
				if err := l.Ping(); err != nil {
					h.log.Warn("live updates: listener ping failed", "err", err)
				}
			}()
		}
	}
}

// dispatch loads the announced notifications that someone here waits for and delivers
// them, oldest first.
func (h *Hub) dispatch(ctx context.Context, payloads []string) {
	var ids []int64
	for _, p := range payloads {
		userPart, idPart, ok := strings.Cut(p, ":")
		userID, err1 := strconv.ParseInt(userPart, 10, 64)
		id, err2 := strconv.ParseInt(idPart, 10, 64)
		if !ok || err1 != nil || err2 != nil {
			h.log.Warn("live updates: unexpected payload", "payload", p)
			continue
		}
		if h.Subscribers(userID) > 0 {
			ids = append(ids, id)
		}
	}
	if len(ids) == 0 {
		return
	}
	ctx, cancel := context.WithTimeout(ctx, 5*time.Second)
	defer cancel()
	ns, err := h.src.NotificationsByIDs(ctx, ids)
	if err != nil {
		if !errors.Is(err, context.Canceled) {
			h.log.Error("live updates: load notifications", "err", err)
		}
		return
	}
	slices.SortFunc(ns, func(a, b domain.Notification) int { return cmp.Compare(a.ID, b.ID) })
	for i := range ns {
		h.deliver(&ns[i])
	}
}

func (h *Hub) deliver(n *domain.Notification) {
	h.mu.Lock()
	defer h.mu.Unlock()
	for sub := range h.subs[n.UserID] {
		sub.give(n, h.log)
	}
}

// catchUp gives subscribers the notifications above their cursors: only the
// subscriber only when it is not nil, every subscriber otherwise.
func (h *Hub) catchUp(ctx context.Context, only *subscriber) {
	h.mu.Lock()
	cursors := map[int64]int64{}
	for userID, subs := range h.subs {
		for sub := range subs {
			if only != nil && sub != only {
				continue
			}
			if c, ok := cursors[userID]; !ok || sub.last < c {
				cursors[userID] = sub.last
			}
		}
	}
	h.mu.Unlock()
	if len(cursors) == 0 {
		return
	}
	ctx, cancel := context.WithTimeout(ctx, 5*time.Second)
	defer cancel()
	ns, err := h.src.NotificationsAfter(ctx, cursors, MaxCatchUp)
	if err != nil {
		h.log.Error("live updates: catch up", "err", err)
		return
	}
	slices.SortFunc(ns, func(a, b domain.Notification) int { return cmp.Compare(a.ID, b.ID) })
	h.mu.Lock()
	defer h.mu.Unlock()
	for i := range ns {
		for sub := range h.subs[ns[i].UserID] {
			if (only == nil || sub == only) && ns[i].ID > sub.last {
				sub.give(&ns[i], h.log)
			}
		}
	}
}

// Subscribe returns a channel of the user's new notifications; it is closed when ctx
// ends or the hub stops. With after >= 0 it first gives the user's notifications with
// an id above after (those a client missed while its socket was down; at most
// MaxCatchUp); with after < 0 only those created from now on.
func (h *Hub) Subscribe(ctx context.Context, userID int64, after int64) (<-chan *domain.Notification, error) {
	if after < 0 {
		last, err := h.src.LastNotificationID(ctx, userID)
		if err != nil {
			return nil, err
		}
		after = last
	}
	sub := &subscriber{ch: make(chan *domain.Notification, h.Buffer+MaxCatchUp), floor: after, last: after}
	h.mu.Lock()
	if h.stopped {
		h.mu.Unlock()
		return nil, ErrStopped
	}
	if h.subs[userID] == nil {
		h.subs[userID] = map[*subscriber]struct{}{}
	}
	h.subs[userID][sub] = struct{}{}
	h.mu.Unlock()
	go func() {
		<-ctx.Done()
		h.mu.Lock()
		defer h.mu.Unlock()
		if _, ok := h.subs[userID][sub]; !ok {
			return // the hub stopped and closed it already
		}
		delete(h.subs[userID], sub)
		if len(h.subs[userID]) == 0 {
			delete(h.subs, userID)
		}
		close(sub.ch)
	}()
	// Registered first, then caught up: what is created in between comes by either way,
	// and is given once.
	h.catchUp(ctx, sub)
	return sub.ch, nil
}

// Subscribers returns how many open subscriptions the user has on this instance.
func (h *Hub) Subscribers(userID int64) int {
	h.mu.Lock()
	defer h.mu.Unlock()
	return len(h.subs[userID])
}

// stop ends every subscription and refuses new ones.
func (h *Hub) stop() {
	h.mu.Lock()
	defer h.mu.Unlock()
	h.stopped = true
	for _, subs := range h.subs {
		for sub := range subs {
			close(sub.ch)
		}
	}
	h.subs = map[int64]map[*subscriber]struct{}{}
}
