// The client's files, sent precompressed when the build left a .br or .gz beside them.

package server

import (
	"crypto/sha256"
	"encoding/hex"
	"io"
	"io/fs"
	"mime"
	"net/http"
	"path"
	"strings"
	"sync"
	"time"
)

// staticEncodings are the siblings the client's build writes (vite.config.ts), preferred
// first: brotli at its highest level is the smallest.
var staticEncodings = []string{"br", "gzip"}

var staticSuffix = map[string]string{"br": ".br", "gzip": ".gz"}

// staticFiles serves the regular files of files with a strong ETag (a hash of the
// uncompressed file, so that every variant of a file shares it; compressAnswers adds
// the encoding to the tag of a compressed one) and, when the client accepts it and
// the build made one, the precompressed sibling with Content-Encoding and the
// original's Content-Type.
func staticFiles(files fs.FS) http.Handler {
	var etags sync.Map // path -> ETag; the embedded files never change
	etagOf := func(p string) (string, error) {
		if e, ok := etags.Load(p); ok {
			return e.(string), nil
		}
		b, err := fs.ReadFile(files, p)
		if err != nil {
			return "", err
		}
		sum := sha256.Sum256(b)
		e := `"` + hex.EncodeToString(sum[:16]) + `"`
		etags.Store(p, e)
		return e, nil
	}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		p := strings.TrimPrefix(path.Clean(r.URL.Path), "/")
		etag, err := etagOf(p)
		if err != nil {
			http.NotFound(w, r)
			return
		}
		h := w.Header()
		if h.Get("Content-Type") == "" {
			if ct := mime.TypeByExtension(path.Ext(p)); ct != "" {
				h.Set("Content-Type", ct)
			}
		}
		h.Set("ETag", etag)
		addVary(h, "Accept-Encoding")
		name := p
		// A range counts the bytes of one variant: ranges get the uncompressed file.
		if r.Header.Get("Range") == "" {
			if enc := negotiateEncoding(r.Header.Get("Accept-Encoding"), staticSiblings(files, p)); enc != "" {
				name = p + staticSuffix[enc]
				h.Set("Content-Encoding", enc)
			}
		}
		f, err := files.Open(name)
		if err != nil {
			http.NotFound(w, r)
			return
		}
		defer f.Close()
		rs, ok := f.(io.ReadSeeker)
		if !ok {
			http.Error(w, "Server error", http.StatusInternalServerError)
			return
		}
		http.ServeContent(w, r, "", time.Time{}, rs)
	})
}

// staticSiblings lists the encodings the build left a precompressed copy of p in.
func staticSiblings(files fs.FS, p string) []string {
	var have []string
	for _, enc := range staticEncodings {
		if st, err := fs.Stat(files, p+staticSuffix[enc]); err == nil && !st.IsDir() {
			have = append(have, enc)
		}
	}
	return have
}
