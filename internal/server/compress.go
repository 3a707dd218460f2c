// Compression of answers: zstd or gzip (klauspost/compress) chosen by Accept-Encoding.
// The client's files come precompressed from the build (see static.go).

package server

import (
	"bytes"
	"io"
	"mime"
	"net/http"
	"strconv"
	"strings"
	"sync"

	"github.com/klauspost/compress/gzip"
	"github.com/klauspost/compress/zstd"

	"github.com/shiftsched/shiftsched/internal/readcache"
)

// minCompressBytes is the smallest answer worth compressing: below it the encoding's
// framing and the CPU cost more than the bytes saved.
const minCompressBytes = 1024

// dynamicEncodings are the encodings compressed on the fly, preferred first: zstd
// compresses JSON as well as gzip at a fraction of the CPU.
var dynamicEncodings = []string{"zstd", "gzip"}

// knownEncodings are the suffixes an ETag may carry (see suffixETag).
var knownEncodings = []string{"zstd", "gzip", "br"}

// negotiateEncoding returns the encoding of offered (preferred first) that the
// Accept-Encoding header accepts with the highest q-value, or "" for none (identity).
// A q of 0 refuses an encoding, "*" stands for those not named.
func negotiateEncoding(header string, offered []string) string {
	if header == "" {
		return ""
	}
	named := map[string]float64{}
	star := -1.0
	for _, part := range strings.Split(header, ",") {
		name, params, _ := strings.Cut(strings.TrimSpace(part), ";")
		name = strings.ToLower(strings.TrimSpace(name))
		q := 1.0
		for p := range strings.SplitSeq(params, ";") {
			k, v, ok := strings.Cut(strings.TrimSpace(p), "=")
			if ok && strings.EqualFold(strings.TrimSpace(k), "q") {
				f, err := strconv.ParseFloat(strings.TrimSpace(v), 64)
				if err != nil || f < 0 || f > 1 {
					f = 0
				}
				q = f
			}
		}
		if name == "*" {
			star = q
		} else if name != "" {
			named[name] = q
		}
	}
	best, bestQ := "", 0.0
	for _, enc := range offered {
		q, ok := named[enc]
		if !ok {
			q = star
		}
		if q > bestQ {
			best, bestQ = enc, q
		}
	}
	return best
}

// addVary adds v to the response's Vary header unless it is already named there, on
// one line, since many readers look at the first line only.
func addVary(h http.Header, v string) {
	lines := h.Values("Vary")
	for _, line := range lines {
		for f := range strings.SplitSeq(line, ",") {
			if strings.EqualFold(strings.TrimSpace(f), v) {
				return
			}
		}
	}
	h.Set("Vary", strings.Join(append(lines, v), ", "))
}

// suffixETag marks an ETag as the enc-encoded variant's: `"x"` becomes `"x-gzip"`, so
// that caches never take one variant for the other.
func suffixETag(etag, enc string) string {
	if len(etag) < 2 || !strings.HasSuffix(etag, `"`) {
		return etag
	}
	return etag[:len(etag)-1] + "-" + enc + `"`
}

// unsuffixETags removes the encoding suffixes from an If-None-Match list, so that the
// handler's own comparison matches a tag of either variant, and returns the first
// suffixed tag seen (the variant the client holds).
func unsuffixETags(header string) (string, string) {
	held := ""
	tags := strings.Split(header, ",")
	for i, t := range tags {
		t = strings.TrimSpace(t)
		for _, enc := range knownEncodings {
			if strings.HasSuffix(t, "-"+enc+`"`) {
				if held == "" {
					held = t
				}
				t = strings.TrimSuffix(t, "-"+enc+`"`) + `"`
				break
			}
		}
		tags[i] = t
	}
	return strings.Join(tags, ", "), held
}

// compressible reports whether a Content-Type is text worth compressing: JSON
// (GraphQL's too), JavaScript, CSS, HTML, calendars, SVG. Images, fonts and archives
// are compressed already.
func compressible(contentType string) bool {
	mt, _, err := mime.ParseMediaType(contentType)
	if err != nil {
		return false
	}
	return strings.HasPrefix(mt, "text/") || strings.HasSuffix(mt, "json") ||
		strings.HasSuffix(mt, "+xml") || mt == "application/xml" || mt == "application/javascript"
}

var (
	gzipPool = sync.Pool{New: func() any {
		w, _ := gzip.NewWriterLevel(nil, 5) // near the best ratio at half the CPU of 9
		return w
	}}
	zstdPool = sync.Pool{New: func() any {
		// One goroutine per answer (the server's requests already use the cores), and a
		// window browsers must accept (RFC 8878 asks them for 8 MiB).
		w, _ := zstd.NewWriter(nil, zstd.WithEncoderConcurrency(1), zstd.WithWindowSize(4<<20),
			zstd.WithEncoderLevel(zstd.SpeedDefault))
		return w
	}}
)

// encoder is a pooled gzip or zstd writer.
type encoder interface {
	io.WriteCloser
	Flush() error
}

func getEncoder(enc string, w io.Writer) encoder {
	if enc == "zstd" {
		z := zstdPool.Get().(*zstd.Encoder)
		z.Reset(w)
		return z
	}
	g := gzipPool.Get().(*gzip.Writer)
	g.Reset(w)
	return g
}

func putEncoder(e encoder) {
	switch e := e.(type) {
	case *zstd.Encoder:
		e.Reset(nil)
		zstdPool.Put(e)
	case *gzip.Writer:
		e.Reset(io.Discard)
		gzipPool.Put(e)
	}
}

// encodeWhole returns a function compressing a whole body in enc, for the read cache,
// which keeps each entry's compressed bodies so that hits are not compressed again.
func encodeWhole(enc string) func([]byte) []byte {
	return func(body []byte) []byte {
		var b bytes.Buffer
		e := getEncoder(enc, &b)
		e.Write(body)
		e.Close()
		putEncoder(e)
		return b.Bytes()
	}
}

// compressAnswers compresses answers of compressible types of at least
// minCompressBytes in the encoding the client prefers, and says Vary: Accept-Encoding.
// WebSocket upgrades pass untouched: their frames are not HTTP bodies.
func compressAnswers(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Header.Get("Upgrade") != "" {
			next.ServeHTTP(w, r)
			return
		}
		held := ""
		if inm := r.Header.Get("If-None-Match"); inm != "" {
			r = r.Clone(r.Context())
			var plain string
			plain, held = unsuffixETags(inm)
			r.Header.Set("If-None-Match", plain)
		}
		enc := negotiateEncoding(r.Header.Get("Accept-Encoding"), dynamicEncodings)
		if r.Method == http.MethodHead {
			enc = "" // no body to compress; the headers stay those of identity
		}
		if enc != "" {
			r = r.WithContext(readcache.WithEncoder(r.Context(), readcache.Encoder{Coding: enc, Encode: encodeWhole(enc)}))
		}
		cw := &compressWriter{ResponseWriter: w, enc: enc, held: held}
		next.ServeHTTP(cw, r)
		cw.finish()
	})
}

// compressWriter holds back the status and the first minCompressBytes of an answer
// until it knows whether compressing is worth it.
type compressWriter struct {
	http.ResponseWriter
	enc    string // negotiated encoding; "" for identity
	held   string // the suffixed tag the client sent in If-None-Match, if any
	status int    // 0 until WriteHeader
	state  int    // buffering, plain or compressing
	buf    []byte
	e      encoder
}

const (
	buffering = iota
	plain
	compressing
)

func (w *compressWriter) WriteHeader(code int) {
	if code >= 100 && code < 200 {
		w.ResponseWriter.WriteHeader(code) // informational: the real status follows
		return
	}
	if w.status != 0 {
		return
	}
	w.status = code
	h := w.Header()
	// Added last, after the handler's own (Origin), since every answer may vary with it.
	addVary(h, "Accept-Encoding")
	switch {
	case h.Get("Content-Encoding") != "":
		// Sent precompressed (the client's files): name its variant in the ETag.
		if enc := h.Get("Content-Encoding"); h.Get("ETag") != "" {
			h.Set("ETag", suffixETag(h.Get("ETag"), enc))
		}
		w.sendPlain()
	case code == http.StatusNotModified:
		// The client keeps the variant it holds: answer with that variant's tag.
		if w.held != "" {
			if plain, _ := unsuffixETags(w.held); strings.TrimPrefix(plain, "W/") == strings.TrimPrefix(h.Get("ETag"), "W/") {
				h.Set("ETag", w.held)
			}
		}
		w.sendPlain()
	case w.enc == "" || code == http.StatusNoContent || code == http.StatusPartialContent ||
		!compressible(h.Get("Content-Type")):
		w.sendPlain()
	default:
		if n, err := strconv.Atoi(h.Get("Content-Length")); err == nil && n < minCompressBytes {
			w.sendPlain()
		}
	}
}

func (w *compressWriter) Write(b []byte) (int, error) {
	if w.status == 0 {
		w.WriteHeader(http.StatusOK)
	}
	switch w.state {
	case plain:
		return w.ResponseWriter.Write(b)
	case compressing:
		return w.e.Write(b)
	}
	w.buf = append(w.buf, b...)
	if len(w.buf) >= minCompressBytes {
		if err := w.startCompressing(); err != nil {
			return 0, err
		}
	}
	return len(b), nil
}

// sendPlain sends the status and what is held back, uncompressed.
func (w *compressWriter) sendPlain() {
	w.state = plain
	w.ResponseWriter.WriteHeader(w.status)
	if len(w.buf) > 0 {
		w.ResponseWriter.Write(w.buf)
		w.buf = nil
	}
}

func (w *compressWriter) startCompressing() error {
	w.state = compressing
	h := w.Header()
	h.Del("Content-Length")
	h.Del("Accept-Ranges") // ranges would count the uncompressed bytes
	h.Set("Content-Encoding", w.enc)
	if etag := h.Get("ETag"); etag != "" {
		h.Set("ETag", suffixETag(etag, w.enc))
	}
	w.ResponseWriter.WriteHeader(w.status)
	w.e = getEncoder(w.enc, w.ResponseWriter)
	_, err := w.e.Write(w.buf)
	w.buf = nil
	return err
}

// Flush sends what is written so far: an answer that streams goes uncompressed if it
// has not started compressing, so each part reaches the client when flushed.
func (w *compressWriter) Flush() {
	if w.status == 0 {
		w.WriteHeader(http.StatusOK)
	}
	switch w.state {
	case buffering:
		w.sendPlain()
	case compressing:
		w.e.Flush()
	}
	http.NewResponseController(w.ResponseWriter).Flush()
}

// Unwrap lets http.ResponseController reach the real writer (deadlines).
func (w *compressWriter) Unwrap() http.ResponseWriter { return w.ResponseWriter }

// finish sends what is still held back and ends the compressed stream.
func (w *compressWriter) finish() {
	switch {
	case w.status == 0:
		// Nothing written: net/http sends its empty 200.
	case w.state == buffering:
		w.sendPlain()
	case w.state == compressing:
		w.e.Close()
		putEncoder(w.e)
		w.e = nil
	}
}
