// Package readcache keeps encoded answers of schedule reads in memory, per data version
// (see db/migrations/0008_read_version.sql), within a byte limit, least recently used
// out first. Cache knows nothing of who reads: callers put in the key everything the
// answer depends on. Reads is the doors' way in: it checks the token with the data
// version (internal/session), asks the rules whose answers may be shared, and on a miss
// calls the door's fill, which asks the service.
package readcache

import (
	"container/list"
	"crypto/sha256"
	"encoding/base64"
	"sync"
	"sync/atomic"
)

// Entry is one cached answer. Its fields never change once it is in the cache.
type Entry struct {
	Body        []byte
	ContentType string
	// ETag is a strong HTTP entity tag of Body, quotes included.
	ETag string

	key     string
	version int64
	encoded variants // compressed bodies (BodyFor)
}

// NewEntry returns an entry for body, with its ETag.
func NewEntry(body []byte, contentType string) *Entry {
	sum := sha256.Sum256(body)
	return &Entry{Body: body, ContentType: contentType, ETag: `"` + base64.RawURLEncoding.EncodeToString(sum[:18]) + `"`}
}

// entryOverhead is roughly what an entry costs beside its key and body: the list
// element, the map slot and the ETag.
const entryOverhead = 200

func (e *Entry) size() int64 { return int64(len(e.Body)+len(e.key)) + entryOverhead }

// Cache is safe for concurrent use. A nil *Cache caches nothing.
type Cache struct {
	limit int64

	mu      sync.Mutex
	version int64 // the newest data version seen; entries of older ones are dropped
	size    int64
	lru     *list.List // of *Entry, most recently used first
	byKey   map[string]*list.Element

	hits, misses atomic.Int64
}

// New returns a cache holding at most limit bytes of answers; nil when limit <= 0.
func New(limit int64) *Cache {
	if limit <= 0 {
		return nil
	}
	return &Cache{limit: limit, lru: list.New(), byKey: map[string]*list.Element{}}
}

// advance moves the cache to version when it is newer, dropping every entry: they
// describe data that has since changed. Called with mu held.
func (c *Cache) advance(version int64) {
	if version > c.version {
		c.version = version
		c.lru.Init()
		clear(c.byKey)
		c.size = 0
	}
}

// Get returns the answer cached under key at exactly version.
func (c *Cache) Get(version int64, key string) (*Entry, bool) {
	if c == nil {
		return nil, false
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	c.advance(version)
	if version == c.version {
		if el, ok := c.byKey[key]; ok {
			c.lru.MoveToFront(el)
			c.hits.Add(1)
			return el.Value.(*Entry), true
		}
	}
	c.misses.Add(1)
	return nil, false
}

// Put caches e under key as the answer at version: the version read before the data
// that e was made from. An answer of an older version than the cache's is not kept,
// nor one larger than an eighth of the limit.
func (c *Cache) Put(version int64, key string, e *Entry) {
	if c == nil {
		return
	}
	e.key, e.version = key, version
	if e.size() > c.limit/8 {
		return
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	c.advance(version)
	if version != c.version {
		return
	}
	if old, ok := c.byKey[key]; ok {
		c.size -= old.Value.(*Entry).size()
		c.lru.Remove(old)
	}
	c.byKey[key] = c.lru.PushFront(e)
	c.size += e.size()
	for c.size > c.limit {
		last := c.lru.Back()
		old := last.Value.(*Entry)
		c.lru.Remove(last)
		delete(c.byKey, old.key)
		c.size -= old.size()
	}
}

// Stats is what a cache holds and how it has served.
type Stats struct {
	Entries      int
	Bytes        int64
	Hits, Misses int64
}

// Stats returns the cache's counters; zero for a nil cache.
func (c *Cache) Stats() Stats {
	if c == nil {
		return Stats{}
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	return Stats{Entries: len(c.byKey), Bytes: c.size, Hits: c.hits.Load(), Misses: c.misses.Load()}
}
