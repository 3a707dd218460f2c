// Package pollcache keeps in memory, per signed-in user, what the notifications poll
// answers: the user's row, the session tokens found not revoked, the unread
// notifications and the answers encoded from them. Every open client polls every few
// seconds and almost every poll finds nothing changed, so a poll answered from here
// costs no SQL at all.
//
// Instances stay correct on one database: triggers (db/migrations/0014_session_changes.sql)
// announce on Channel the id of every user whose row, revoked tokens or notifications
// change, when the change commits, and Run forgets that user. The cache is only trusted
// while it provably hears those announcements: Run sends itself a beat through the
// database every BeatEvery, and nothing is served unless the latest beat it heard was
// sent less than Lease ago. Announcements are delivered in commit order, so when a beat
// sent at t is heard, every change committed before t has been heard too. A lost or
// silently dead LISTEN connection therefore stops the serving within Lease, and a
// reconnect starts over from empty.
//
// Polls is the doors' way in: it checks the request's token against the cache, or in
// the one statement that also reads the unread notifications (internal/session), and
// keeps each door's encoded answer with the person's entry.
package pollcache

import (
	"crypto/rand"
	"database/sql"
	"encoding/hex"
	"log/slog"
	"sync"
	"sync/atomic"
	"time"

	"github.com/shiftsched/shiftsched/internal/domain"
)

// Entry is one user's cached poll. User and Unread never change once it is in the
// cache: a change replaces the entry. Callers must not modify them.
type Entry struct {
	User   domain.User
	Unread []domain.Notification

	size    int64
	tokens  map[string]struct{} // session token ids found not revoked
	answers map[string]Answer   // encoded answers by the caller's key
}

// Answer is an encoded answer of a poll.
type Answer struct {
	Body        []byte
	ContentType string
}

// Uncached returns an entry that is in no cache, for a poll answered while the cache
// is off or not trusted: callers then handle every poll alike.
func Uncached(u domain.User, unread []domain.Notification) *Entry {
	return &Entry{User: u, Unread: unread}
}

// maxAnswers bounds the encoded answers one entry keeps (one per REST route and per
// GraphQL document: clients send a handful).
const maxAnswers = 8

// entryOverhead is roughly what an entry costs beside its strings: the struct, the map
// slots and a user row.
const entryOverhead = 600

func entrySize(u *domain.User, unread []domain.Notification) int64 {
	n := int64(entryOverhead + len(u.Name) + len(u.Email))
	for i := range unread {
		n += int64(120 + len(unread[i].Message) + len(unread[i].Link))
	}
	return n
}

// Cache is safe for concurrent use. A nil *Cache caches nothing.
type Cache struct {
	dsn string
	db  *sql.DB // sends the beats
	log *slog.Logger

	// BeatEvery is how often Run announces a beat to itself; Lease is how long after a
	// heard beat was sent entries are still served. Lease bounds how stale another
	// instance's change can be here when the LISTEN connection dies without a word.
	BeatEvery, Lease time.Duration
	// MinReconnect and MaxReconnect bound the wait between attempts to re-establish a
	// lost LISTEN connection.
	MinReconnect, MaxReconnect time.Duration
	// Now tells the time for beats and the lease; tests move it on instead of waiting.
	Now func() time.Time

	limit int64
	nonce string    // tells this cache's beats from other instances'
	epoch time.Time // beats carry their send time as an offset from here (monotonic)

	mu    sync.Mutex
	users map[int64]*Entry
	size  int64
	// gen counts invalidations: a fill that began before one may have read what changed,
	// and is not stored.
	gen uint64
	// heard is the send time (since epoch) of the latest own beat heard; 0: none since
	// the connection was (re)established.
	heard time.Duration

	ready chan struct{}

	hits, misses atomic.Int64 // Get's answers, for the metrics
}

// New returns a cache of at most limit bytes that listens through its own connection
// to dsn and beats through db; nil when limit <= 0. Start it with Run: until a beat is
// heard it serves nothing.
func New(dsn string, db *sql.DB, limit int64, log *slog.Logger) *Cache {
	if limit <= 0 {
		return nil
	}
	b := make([]byte, 8)
	rand.Read(b)
	return &Cache{
		dsn: dsn, db: db, log: log, limit: limit,
		BeatEvery: 500 * time.Millisecond, Lease: 2 * time.Second,
		MinReconnect: 100 * time.Millisecond, MaxReconnect: 10 * time.Second,
		Now:   time.Now,
		nonce: hex.EncodeToString(b), epoch: time.Now(),
		users: map[int64]*Entry{},
		ready: make(chan struct{}),
	}
}

// Ready is closed once the cache has heard its first beat.
func (c *Cache) Ready() <-chan struct{} { return c.ready }

// trusted reports whether every change committed more than Lease ago has been heard.
// Called with mu held.
func (c *Cache) trusted() bool {
	return c.heard > 0 && c.sinceEpoch()-c.heard < c.Lease
}

// sinceEpoch is the time now as an offset from the epoch.
func (c *Cache) sinceEpoch() time.Duration { return c.Now().Sub(c.epoch) }

// Get returns userID's entry when the cache is trusted, holds one, and has found
// tokenID not revoked.
func (c *Cache) Get(userID int64, tokenID string) (*Entry, bool) {
	if c == nil {
		return nil, false
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	e := c.users[userID]
	if e == nil || !c.trusted() {
		c.misses.Add(1)
		return nil, false
	}
	if _, ok := e.tokens[tokenID]; !ok {
		c.misses.Add(1)
		return nil, false
	}
	c.hits.Add(1)
	return e, true
}

// Ticket is taken before a fill reads the database.
type Ticket struct{ gen uint64 }

// Begin returns the ticket of a fill about to read the database.
func (c *Cache) Begin() Ticket {
	if c == nil {
		return Ticket{}
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	return Ticket{c.gen}
}

// Put records what a fill read for userID (whose token tokenID was found not revoked)
// and returns the entry that holds it. When something was invalidated since t was
// taken, or the cache is not trusted, nothing is stored and the entry returned is in no
// cache.
func (c *Cache) Put(t Ticket, userID int64, tokenID string, u domain.User, unread []domain.Notification) *Entry {
	if c == nil {
		return Uncached(u, unread)
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if t.gen != c.gen || !c.trusted() {
		return Uncached(u, unread)
	}
	e := c.users[userID]
	if e == nil {
		e = &Entry{User: u, Unread: unread, size: entrySize(&u, unread), tokens: map[string]struct{}{}, answers: map[string]Answer{}}
		if e.size > c.limit/64 { // one person with thousands unread does not crowd out the rest
			return Uncached(u, unread)
		}
		c.makeRoom(e.size)
		c.users[userID] = e
		c.size += e.size
	}
	// Nothing was invalidated since the fill began, so e holds what it read.
	if _, ok := e.tokens[tokenID]; !ok && len(e.tokens) < 64 {
		e.tokens[tokenID] = struct{}{}
		c.size += int64(len(tokenID)) + 16
	}
	return e
}

// Answer returns the encoded answer stored under key in e.
func (c *Cache) Answer(e *Entry, key string) (Answer, bool) {
	if c == nil || e.answers == nil {
		return Answer{}, false
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	b, ok := e.answers[key]
	return b, ok
}

// SetAnswer stores a, encoded from e, under key. An entry that has been forgotten
// meanwhile takes it too, harmlessly: nothing reads it any more.
func (c *Cache) SetAnswer(e *Entry, key string, a Answer) {
	if c == nil || e.answers == nil {
		return
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if _, ok := e.answers[key]; ok || len(e.answers) >= maxAnswers {
		return
	}
	e.answers[key] = a
	n := int64(len(key) + len(a.Body) + len(a.ContentType) + 64)
	e.size += n
	if c.users[e.User.ID] == e {
		c.size += n
		c.makeRoom(0)
	}
}

// makeRoom forgets entries until need more bytes fit. Called with mu held. Map order
// is random, which makes this random eviction: cheap, and fair enough for entries that
// are each refilled by one statement.
func (c *Cache) makeRoom(need int64) {
	for id, e := range c.users {
		if c.size+need <= c.limit {
			return
		}
		delete(c.users, id)
		c.size -= e.size
	}
}

// Forget drops the entries of users whose data this instance has just changed, so that
// their next poll here reads it, without waiting for the announcement.
func (c *Cache) Forget(userIDs ...int64) {
	if c == nil || len(userIDs) == 0 {
		return
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	c.forget(userIDs...)
}

func (c *Cache) forget(userIDs ...int64) {
	c.gen++
	for _, id := range userIDs {
		if e := c.users[id]; e != nil {
			delete(c.users, id)
			c.size -= e.size
		}
	}
}

// Stats describes the cache, for tests and the metrics.
type Stats struct {
	Users   int
	Bytes   int64
	Trusted bool
	// Hits and Misses count the polls answered from memory and those that read the
	// database (the cache not trusted included).
	Hits, Misses int64
}

// Stats returns the cache's current size and whether it is trusted.
func (c *Cache) Stats() Stats {
	if c == nil {
		return Stats{}
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	return Stats{Users: len(c.users), Bytes: c.size, Trusted: c.trusted(), Hits: c.hits.Load(), Misses: c.misses.Load()}
}
