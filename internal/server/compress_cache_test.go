package server_test

import (
	"bytes"
	"compress/gzip"
	"io"
	"net/http"
	"testing"

	"github.com/shiftsched/shiftsched/internal/domain"
)

// Cached reads go out compressed when the client accepts it, from the entry's own
// compressed body: two hits send the same bytes, which decompress to the plain answer,
// and the ETag names the variant, so If-None-Match with it answers 304.
func TestCachedReadsAreSentCompressed(t *testing.T) {
	t.Parallel()
	a := newApp(t, nil)
	yearOfShifts(t, a)
	token := tokenFor(t, a, domain.RoleEmployee)
	get := func(h map[string]string) (*http.Response, []byte) {
		t.Helper()
		req, _ := http.NewRequest(http.MethodGet, a.url+"/api/schedules/month?year=2026&month=1", nil)
		req.Header.Set("x-auth-token", token)
		for k, v := range h {
			req.Header.Set(k, v)
		}
		// Not Go's own transport compression, which would hide the encoding.
		res, err := (&http.Transport{DisableCompression: true}).RoundTrip(req)
		if err != nil {
			t.Fatal(err)
		}
		defer res.Body.Close()
		b, _ := io.ReadAll(res.Body)
		return res, b
	}
	plainRes, plain := get(nil)
	if plainRes.StatusCode != 200 || plainRes.Header.Get("Content-Encoding") != "" || len(plain) < 10000 {
		t.Fatalf("plain: %d %q, %d bytes", plainRes.StatusCode, plainRes.Header.Get("Content-Encoding"), len(plain))
	}
	first, z1 := get(map[string]string{"Accept-Encoding": "gzip"})
	_, z2 := get(map[string]string{"Accept-Encoding": "gzip"})
	if first.Header.Get("Content-Encoding") != "gzip" || !bytes.Equal(z1, z2) || len(z1) >= len(plain)/4 {
		t.Fatalf("compressed: %q, same bytes %v, %d of %d bytes", first.Header.Get("Content-Encoding"), bytes.Equal(z1, z2), len(z1), len(plain))
	}
	zr, err := gzip.NewReader(bytes.NewReader(z1))
	if err != nil {
		t.Fatal(err)
	}
	if got, _ := io.ReadAll(zr); !bytes.Equal(got, plain) {
		t.Fatal("the compressed answer is not the plain answer")
	}
	etag := first.Header.Get("ETag")
	if etag == "" || etag == plainRes.Header.Get("ETag") {
		t.Fatalf("ETag %q, plain %q: the variant must have its own", etag, plainRes.Header.Get("ETag"))
	}
	if res, _ := get(map[string]string{"Accept-Encoding": "gzip", "If-None-Match": etag}); res.StatusCode != http.StatusNotModified {
		t.Fatalf("If-None-Match with the variant's tag: %d", res.StatusCode)
	}
}
