package readcache

import (
	"fmt"
	"strings"
	"testing"
)

func TestVersions(t *testing.T) {
	c := New(1 << 20)
	c.Put(5, "a", NewEntry([]byte("five"), "text/plain"))
	if e, ok := c.Get(5, "a"); !ok || string(e.Body) != "five" {
		t.Fatalf("Get(5) = %v %v", e, ok)
	}
	// A reader that read an older version gets nothing, and cannot put its answer back.
	if _, ok := c.Get(4, "a"); ok {
		t.Error("Get(4) served version 5's answer")
	}
	c.Put(4, "b", NewEntry([]byte("four"), "text/plain"))
	if _, ok := c.Get(5, "b"); ok {
		t.Error("an answer read at version 4 is served at version 5")
	}
	// A newer version drops everything.
	if _, ok := c.Get(6, "a"); ok {
		t.Error("Get(6) served version 5's answer")
	}
	if _, ok := c.Get(5, "a"); ok {
		t.Error("version 5's answer outlived version 6")
	}
	if s := c.Stats(); s.Entries != 0 || s.Bytes != 0 {
		t.Errorf("stats after a new version: %+v", s)
	}
}

func TestBoundedWithEviction(t *testing.T) {
	const limit = 64 << 10
	c := New(limit)
	body := []byte(strings.Repeat("x", 1000))
	for i := range 1000 {
		c.Put(1, fmt.Sprint("k", i), NewEntry(body, ""))
		if s := c.Stats(); s.Bytes > limit {
			t.Fatalf("after %d puts the cache holds %d bytes, over its %d limit", i+1, s.Bytes, limit)
		}
	}
	if _, ok := c.Get(1, "k0"); ok {
		t.Error("the oldest entry was not evicted")
	}
	if _, ok := c.Get(1, "k999"); !ok {
		t.Error("the newest entry was evicted")
	}
	// Recently used entries stay.
	c.Get(1, "k950")
	for i := 1000; i < 1040; i++ {
		c.Put(1, fmt.Sprint("k", i), NewEntry(body, ""))
	}
	if _, ok := c.Get(1, "k950"); !ok {
		t.Error("a recently read entry was evicted before older ones")
	}
	// One answer larger than an eighth of the limit is not kept.
	c.Put(1, "huge", NewEntry(make([]byte, limit/4), ""))
	if _, ok := c.Get(1, "huge"); ok {
		t.Error("an oversized answer was cached")
	}
}

func TestNilCacheIsOff(t *testing.T) {
	c := New(0)
	c.Put(1, "a", NewEntry([]byte("x"), ""))
	if _, ok := c.Get(1, "a"); ok {
		t.Error("a cache with no memory served an answer")
	}
	if c.Stats() != (Stats{}) {
		t.Error("a nil cache has stats")
	}
}

func TestETag(t *testing.T) {
	a, b := NewEntry([]byte("a"), ""), NewEntry([]byte("b"), "")
	if a.ETag == b.ETag || a.ETag != NewEntry([]byte("a"), "").ETag || !strings.HasPrefix(a.ETag, `"`) || !strings.HasSuffix(a.ETag, `"`) {
		t.Errorf("ETags %s %s", a.ETag, b.ETag)
	}
}
