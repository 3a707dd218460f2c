package server

import (
	"bytes"
	"compress/gzip"
	"io"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"testing"
	"testing/fstest"
	"time"

	"github.com/klauspost/compress/zstd"
)

// get sends a GET with the given headers; the body is returned as sent on the wire.
func get(t *testing.T, url string, header map[string]string) (*http.Response, []byte) {
	t.Helper()
	req, _ := http.NewRequest(http.MethodGet, url, nil)
	for k, v := range header {
		req.Header.Set(k, v)
	}
	// An explicit Accept-Encoding (or DisableCompression) keeps the transport from
	// decompressing, so the test sees the wire bytes.
	res, err := (&http.Transport{DisableCompression: true}).RoundTrip(req)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	b, _ := io.ReadAll(res.Body)
	return res, b
}

func decode(t *testing.T, enc string, b []byte) []byte {
	t.Helper()
	var r io.Reader
	var err error
	switch enc {
	case "gzip":
		r, err = gzip.NewReader(bytes.NewReader(b))
	case "zstd":
		var d *zstd.Decoder
		d, err = zstd.NewReader(bytes.NewReader(b))
		r = d
	default:
		return b
	}
	if err != nil {
		t.Fatal(err)
	}
	out, err := io.ReadAll(r)
	if err != nil {
		t.Fatalf("%s: %v", enc, err)
	}
	return out
}

// feedLike answers as the calendar feed and the REST reads do: an ETag, and
// http.ServeContent for If-None-Match.
func feedLike(body []byte, ctype string) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", ctype)
		w.Header().Set("ETag", `"v1"`)
		http.ServeContent(w, r, "", time.Time{}, bytes.NewReader(body))
	})
}

func TestCompressionNegotiated(t *testing.T) {
	t.Parallel()
	body := []byte(strings.Repeat(`{"name":"Mia","shift":"09:00-17:00"},`, 100))
	srv := httptest.NewServer(compressAnswers(feedLike(body, "application/json")))
	defer srv.Close()
	for _, tc := range []struct{ name, accept, want string }{
		{"OKGzip", "gzip", "gzip"},
		{"OKZstd", "zstd", "zstd"},
		{"OKBrowserPrefersZstd", "gzip, deflate, br, zstd", "zstd"},
		{"OKQValues", "zstd;q=0.5, gzip;q=0.8", "gzip"},
		{"OKStar", "*", "zstd"},
		{"OKStarWithRefusal", "*, zstd;q=0", "gzip"},
		{"ErrNoHeader", "", ""},
		{"ErrIdentity", "identity", ""},
		{"ErrRefused", "gzip;q=0, zstd;q=0", ""},
		{"ErrNotOffered", "br, deflate", ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			res, b := get(t, srv.URL, map[string]string{"Accept-Encoding": tc.accept})
			if got := res.Header.Get("Content-Encoding"); got != tc.want {
				t.Fatalf("Content-Encoding %q, want %q", got, tc.want)
			}
			if !strings.Contains(res.Header.Get("Vary"), "Accept-Encoding") {
				t.Errorf("Vary %q", res.Header.Get("Vary"))
			}
			if tc.want != "" && (len(b) >= len(body) || res.Header.Get("Content-Length") != "" && res.Header.Get("Content-Length") != strconv.Itoa(len(b))) {
				t.Errorf("%d bytes sent for %d, Content-Length %q", len(b), len(body), res.Header.Get("Content-Length"))
			}
			if !bytes.Equal(decode(t, tc.want, b), body) {
				t.Error("decompressed body differs")
			}
		})
	}
}

func TestCompressionSkipped(t *testing.T) {
	t.Parallel()
	big := bytes.Repeat([]byte("x"), 4096)
	for _, tc := range []struct {
		name   string
		h      http.Handler
		header map[string]string
	}{
		{"ErrTiny", feedLike([]byte(`{"status":"ok"}`), "application/json"), nil},
		{"ErrImage", feedLike(big, "image/png"), nil},
		{"ErrFont", feedLike(big, "font/woff2"), nil},
		{"ErrRange", feedLike(big, "text/plain"), map[string]string{"Range": "bytes=0-2047"}},
		{"ErrAlreadyEncoded", http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			w.Header().Set("Content-Type", "application/json")
			w.Header().Set("Content-Encoding", "br")
			w.Write(big)
		}), nil},
		{"ErrFlushedStream", http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			w.Header().Set("Content-Type", "text/event-stream")
			w.Write([]byte("data: 1\n\n"))
			http.NewResponseController(w).Flush()
			w.Write(big)
		}), nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			srv := httptest.NewServer(compressAnswers(tc.h))
			defer srv.Close()
			header := map[string]string{"Accept-Encoding": "gzip, zstd"}
			for k, v := range tc.header {
				header[k] = v
			}
			res, _ := get(t, srv.URL, header)
			if got := res.Header.Get("Content-Encoding"); got != "" && got != "br" {
				t.Errorf("compressed as %q", got)
			}
		})
	}
}

// A compressed answer carries its own ETag, and If-None-Match with the tag of either
// variant gets a 304.
func TestCompressionETags(t *testing.T) {
	t.Parallel()
	body := []byte(strings.Repeat("BEGIN:VEVENT\r\nSUMMARY:Shift\r\nEND:VEVENT\r\n", 60))
	srv := httptest.NewServer(compressAnswers(feedLike(body, "text/calendar; charset=utf-8")))
	defer srv.Close()
	res, _ := get(t, srv.URL, map[string]string{"Accept-Encoding": "gzip"})
	if res.Header.Get("ETag") != `"v1-gzip"` {
		t.Fatalf("compressed ETag %q", res.Header.Get("ETag"))
	}
	res, _ = get(t, srv.URL, nil)
	if res.Header.Get("ETag") != `"v1"` {
		t.Fatalf("identity ETag %q", res.Header.Get("ETag"))
	}
	for _, tc := range []struct{ name, accept, inm, etag string }{
		{"OKCompressedVariant", "gzip", `"v1-gzip"`, `"v1-gzip"`},
		{"OKWeakCompressedVariant", "gzip", `W/"v1-gzip"`, `W/"v1-gzip"`},
		{"OKIdentityVariant", "gzip", `"v1"`, `"v1"`},
		{"OKIdentityClient", "", `"v1"`, `"v1"`},
		{"OKOtherEncodingHeld", "zstd", `"other", "v1-gzip"`, `"v1-gzip"`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			res, b := get(t, srv.URL, map[string]string{"Accept-Encoding": tc.accept, "If-None-Match": tc.inm})
			if res.StatusCode != http.StatusNotModified || len(b) != 0 || res.Header.Get("ETag") != tc.etag {
				t.Errorf("%d, %d bytes, ETag %q; want 304 with %q", res.StatusCode, len(b), res.Header.Get("ETag"), tc.etag)
			}
		})
	}
	if res, _ := get(t, srv.URL, map[string]string{"Accept-Encoding": "gzip", "If-None-Match": `"v0-gzip"`}); res.StatusCode != http.StatusOK {
		t.Errorf("ErrStaleTag: %d", res.StatusCode)
	}
}

// The client's files go out as the build compressed them, with the original's type,
// caching headers and ETag (suffixed by the encoding).
func TestStaticPrecompressed(t *testing.T) {
	t.Parallel()
	js := bytes.Repeat([]byte("export const shifts = [];\n"), 100)
	var gz bytes.Buffer
	zw := gzip.NewWriter(&gz)
	zw.Write(js)
	zw.Close()
	brotli := []byte("not really brotli, sent as it is")
	files := fstest.MapFS{
		"index.html":         {Data: []byte("<!doctype html>")},
		"assets/app-1.js":    {Data: js},
		"assets/app-1.js.gz": {Data: gz.Bytes()},
		"assets/app-1.js.br": {Data: brotli},
		"icon-192.png":       {Data: bytes.Repeat([]byte{0x89}, 4096)},
	}
	srv := httptest.NewServer(compressAnswers(spa(files)))
	defer srv.Close()
	for _, tc := range []struct {
		name, path, accept, enc string
		want                    []byte
	}{
		{"OKBrotli", "/assets/app-1.js", "gzip, deflate, br, zstd", "br", brotli},
		{"OKGzip", "/assets/app-1.js", "gzip", "gzip", gz.Bytes()},
		{"OKBrotliByQ", "/assets/app-1.js", "gzip;q=0.5, br", "br", brotli},
		{"ErrNoAcceptEncoding", "/assets/app-1.js", "", "", js},
		{"ErrZstdOnlyNotBuilt", "/assets/app-1.js", "zstd", "zstd", nil}, // compressed on the fly instead
		{"ErrImage", "/icon-192.png", "gzip, br, zstd", "", files["icon-192.png"].Data},
	} {
		t.Run(tc.name, func(t *testing.T) {
			res, b := get(t, srv.URL+tc.path, map[string]string{"Accept-Encoding": tc.accept})
			h := res.Header
			if res.StatusCode != http.StatusOK || h.Get("Content-Encoding") != tc.enc {
				t.Fatalf("%d Content-Encoding %q, want %q", res.StatusCode, h.Get("Content-Encoding"), tc.enc)
			}
			if tc.want != nil && !bytes.Equal(b, tc.want) {
				t.Errorf("body is not the file (%d bytes)", len(b))
			}
			if tc.enc == "zstd" && !bytes.Equal(decode(t, "zstd", b), js) {
				t.Error("zstd body differs")
			}
			if strings.HasSuffix(tc.path, ".js") && (!strings.Contains(h.Get("Content-Type"), "javascript") ||
				h.Get("Cache-Control") != "public, max-age=31536000, immutable") {
				t.Errorf("Content-Type %q, Cache-Control %q", h.Get("Content-Type"), h.Get("Cache-Control"))
			}
			if !strings.Contains(h.Get("Vary"), "Accept-Encoding") {
				t.Errorf("Vary %q", h.Get("Vary"))
			}
			etag := h.Get("ETag")
			if tc.enc != "" && !strings.HasSuffix(etag, "-"+tc.enc+`"`) {
				t.Errorf("ETag %q for %s", etag, tc.enc)
			}
			res, b = get(t, srv.URL+tc.path, map[string]string{"Accept-Encoding": tc.accept, "If-None-Match": etag})
			if res.StatusCode != http.StatusNotModified || len(b) != 0 || res.Header.Get("ETag") != etag {
				t.Errorf("revalidation: %d, ETag %q, want 304 %q", res.StatusCode, res.Header.Get("ETag"), etag)
			}
		})
	}
}
