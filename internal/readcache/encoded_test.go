package readcache

import (
	"bytes"
	"context"
	"net/http"
	"testing"
)

// A cached answer is compressed once per coding, however many hits it serves; small
// answers and clients that accept no coding get the plain body.
func TestBodyForCompressesOncePerEntry(t *testing.T) {
	calls := 0
	enc := Encoder{Coding: "gzip", Encode: func(b []byte) []byte { calls++; return append([]byte("z:"), b[:10]...) }}
	ctx := WithEncoder(context.Background(), enc)
	e := NewEntry(bytes.Repeat([]byte("a"), 2000), "application/json")
	for range 3 {
		h := http.Header{}
		if got := e.BodyFor(ctx, h); string(got) != "z:aaaaaaaaaa" || h.Get("Content-Encoding") != "gzip" {
			t.Fatalf("got %q, %v", got, h)
		}
	}
	if calls != 1 {
		t.Fatalf("compressed %d times, want once", calls)
	}
	h := http.Header{}
	if got := e.BodyFor(context.Background(), h); len(got) != 2000 || h.Get("Content-Encoding") != "" {
		t.Fatalf("without an encoder: %d bytes, %v", len(got), h)
	}
	small := NewEntry([]byte(`{"data":{}}`), "application/json")
	if got := small.BodyFor(ctx, h); string(got) != `{"data":{}}` || h.Get("Content-Encoding") != "" {
		t.Fatalf("small: %q, %v", got, h)
	}
}
