package server

import (
	"bytes"
	"crypto/sha256"
	"encoding/base64"
	"io"
	"net/http"
	"net/http/httptest"
	"regexp"
	"strings"
	"time"

	"github.com/99designs/gqlgen/graphql/playground"
)

// appPolicy is the Content-Security-Policy of every response but the GraphQL IDE: the
// web client is built into files served from this origin, with no inline script or
// style, so nothing else needs to be allowed. connect-src names the live-update socket
// explicitly for browsers that do not count ws: as 'self'.
const appPolicy = "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; " +
	"font-src 'self'; connect-src 'self' %s; object-src 'none'; base-uri 'none'; form-action 'self'; " +
	"frame-ancestors 'none'"

// securityHeaders sets the headers every response carries; hsts adds
// Strict-Transport-Security (when the app is served over https).
func securityHeaders(hsts bool, next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		h := w.Header()
		h.Set("Content-Security-Policy", strings.Replace(appPolicy, "%s", socketSources(r), 1))
		h.Set("X-Content-Type-Options", "nosniff")
		h.Set("Referrer-Policy", "no-referrer")
		h.Set("X-Frame-Options", "DENY")
		if hsts {
			h.Set("Strict-Transport-Security", "max-age=31536000; includeSubDomains")
		}
		next.ServeHTTP(w, r)
	})
}

// socketSources are the WebSocket URLs of this origin, as the browser sees it.
func socketSources(r *http.Request) string {
	host := r.Host
	if host == "" || strings.ContainsAny(host, " ;,'\"") {
		return ""
	}
	return "ws://" + host + " wss://" + host
}

var inlineBlock = regexp.MustCompile(`(?s)<(script|style)>(.*?)</(?:script|style)>`)

// ideHandler serves the GraphQL IDE (GraphiQL, loaded from its CDN with subresource
// integrity) under a policy of its own: the CDN, and its inline script and style by
// hash rather than 'unsafe-inline'.
func ideHandler(title, endpoint string) http.Handler {
	rec := httptest.NewRecorder()
	playground.Handler(title, endpoint).ServeHTTP(rec, httptest.NewRequest("GET", endpoint, nil))
	page := rec.Body.Bytes()
	var scripts, styles []string
	for _, m := range inlineBlock.FindAllSubmatch(page, -1) {
		sum := sha256.Sum256(m[2])
		src := "'sha256-" + base64.StdEncoding.EncodeToString(sum[:]) + "'"
		if string(m[1]) == "script" {
			scripts = append(scripts, src)
		} else {
			styles = append(styles, src)
		}
	}
	const cdn = "https://cdn.jsdelivr.net"
	policy := "default-src 'self'; script-src 'self' " + cdn + " " + strings.Join(scripts, " ") +
		"; style-src 'self' " + cdn + " " + strings.Join(styles, " ") +
		"; img-src 'self' data: " + cdn + "; font-src 'self' data: " + cdn +
		"; connect-src 'self' %s; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'"
	modified := time.Now()
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Security-Policy", strings.Replace(policy, "%s", socketSources(r), 1))
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		http.ServeContent(w, r, "", modified, bytes.NewReader(page))
	})
}

// limitBodyReadTime gives each request's body readTimeout to arrive, so that a client
// sending slowly cannot hold a connection and a handler: reading past it fails (the
// handler answers 400). Live-update sockets are long-lived and exempt.
func limitBodyReadTime(readTimeout time.Duration, next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Header.Get("Upgrade") == "" && r.Body != nil && r.Body != http.NoBody {
			rc := http.NewResponseController(w)
			if rc.SetReadDeadline(time.Now().Add(readTimeout)) == nil {
				r.Body = &deadlineBody{ReadCloser: r.Body, rc: rc}
			}
		}
		next.ServeHTTP(w, r)
	})
}

// deadlineBody lifts the read deadline once the whole body is in: a handler that works
// longer than the deadline must not find its connection timed out.
type deadlineBody struct {
	io.ReadCloser
	rc *http.ResponseController
}

func (b *deadlineBody) Read(p []byte) (int, error) {
	n, err := b.ReadCloser.Read(p)
	if err == io.EOF {
		b.rc.SetReadDeadline(time.Time{})
	}
	return n, err
}
