package server

import (
	"io"
	"io/fs"
	"net/http"
	"strings"
	"time"
)

// appPolicy is the Content-Security-Policy of every response (the GraphQL IDE's adds
// data: fonts): the web client and the IDE are built into files served from this
// origin, with no inline script or style, so nothing else needs to be allowed. connect-src names the live-update socket
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

// ideFile is the GraphQL IDE's page in the client's build (client/graphiql.html): its
// scripts and styles are files of the build, so it runs under appPolicy like the app,
// with data: fonts besides.
const ideFile = "graphiql.html"

// ideHandler serves the GraphQL IDE from the built client, or is nil when the build has
// none. The page is checked again on every visit, as the app's index.html is.
func ideHandler(files fs.FS) http.Handler {
	if files == nil {
		return nil
	}
	if st, err := fs.Stat(files, ideFile); err != nil || st.IsDir() {
		return nil
	}
	static := staticFiles(files)
	// GraphiQL's stylesheet carries its fonts as data: URLs; a font cannot run code.
	policy := strings.Replace(appPolicy, "font-src 'self'", "font-src 'self' data:", 1)
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Security-Policy", strings.Replace(policy, "%s", socketSources(r), 1))
		w.Header().Set("Cache-Control", "no-cache")
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		page := r.Clone(r.Context())
		page.URL.Path = "/" + ideFile
		static.ServeHTTP(w, page)
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
