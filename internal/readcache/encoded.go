package readcache

import (
	"context"
	"net/http"
	"sync"
)

// Encoder compresses whole bodies in one content coding (gzip, zstd). The compression
// middleware puts the one its client accepts in the request's context, so that a cached
// answer is compressed once per entry rather than on every hit.
type Encoder struct {
	Coding string
	Encode func([]byte) []byte
}

type encoderKey struct{}

// WithEncoder returns ctx carrying the encoder the request's client accepts.
func WithEncoder(ctx context.Context, e Encoder) context.Context {
	return context.WithValue(ctx, encoderKey{}, e)
}

// variants are an entry's compressed bodies, by coding, made on first use.
type variants struct {
	mu sync.Mutex
	by map[string][]byte
}

// minEncodeBytes matches the middleware's threshold: smaller answers go as they are.
const minEncodeBytes = 1024

// BodyFor returns the body to send for ctx's request. When the client accepts a coding
// (WithEncoder), it is the body compressed in it, once per entry, and h says so
// (Content-Encoding; the middleware then names the variant in the ETag). Otherwise it
// is Body.
func (e *Entry) BodyFor(ctx context.Context, h http.Header) []byte {
	enc, ok := ctx.Value(encoderKey{}).(Encoder)
	if !ok || enc.Coding == "" || len(e.Body) < minEncodeBytes {
		return e.Body
	}
	e.encoded.mu.Lock()
	b, done := e.encoded.by[enc.Coding]
	e.encoded.mu.Unlock()
	if !done {
		b = enc.Encode(e.Body)
		e.encoded.mu.Lock()
		if e.encoded.by == nil {
			e.encoded.by = map[string][]byte{}
		}
		e.encoded.by[enc.Coding] = b
		e.encoded.mu.Unlock()
	}
	h.Set("Content-Encoding", enc.Coding)
	return b
}
