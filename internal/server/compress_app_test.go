package server_test

import (
	"bytes"
	"compress/gzip"
	"context"
	"io"
	"net/http"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/coder/websocket"
)

// The whole handler compresses GraphQL (POST and GET) answers, logs the bytes sent,
// and leaves WebSocket upgrades alone.
func TestCompressionThroughTheApp(t *testing.T) {
	t.Parallel()
	app := newApp(t, nil)
	query := `{__schema{types{name description}}}` // a few KB of JSON, no sign-in needed
	gzipped := map[string]string{"Accept-Encoding": "gzip", "Content-Type": "application/json"}
	for _, tc := range []struct{ name, method, path, body string }{
		{"OKGraphQLPost", "POST", "/graphql", `{"query":"` + query + `"}`},
		{"OKGraphQLGet", "GET", "/graphql?query=" + url.QueryEscape(query), ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			res := app.do(t, tc.method, tc.path, gzipped, strings.NewReader(tc.body))
			if res.status != 200 || res.header.Get("Content-Encoding") != "gzip" {
				t.Fatalf("%d Content-Encoding %q", res.status, res.header.Get("Content-Encoding"))
			}
			zr, err := gzip.NewReader(strings.NewReader(res.raw))
			if err != nil {
				t.Fatal(err)
			}
			plain, _ := io.ReadAll(zr)
			if !bytes.HasPrefix(plain, []byte(`{"data":{"__schema"`)) || len(plain) <= len(res.raw) {
				t.Fatalf("%d bytes sent for %d: %.40s", len(res.raw), len(plain), plain)
			}
			// The request log counts the bytes on the wire.
			var logged float64
			for _, rec := range app.logs.records() {
				if rec["msg"] == "request" && rec["path"] == "/graphql" && rec["method"] == tc.method {
					logged, _ = rec["bytes"].(float64)
				}
			}
			if int(logged) != len(res.raw) {
				t.Errorf("logged %v bytes, sent %d", logged, len(res.raw))
			}
			if res.header.Get("Content-Security-Policy") == "" || res.header.Get("X-Request-Id") == "" {
				t.Errorf("security headers or request id missing: %v", res.header)
			}
		})
	}
	t.Run("ErrTinyAnswer", func(t *testing.T) {
		if res := app.do(t, "GET", "/healthz", gzipped, nil); res.header.Get("Content-Encoding") != "" || res.body["status"] != "ok" {
			t.Fatalf("Content-Encoding %q: %s", res.header.Get("Content-Encoding"), res.raw)
		}
	})
	t.Run("ErrWebSocket", func(t *testing.T) {
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		defer cancel()
		conn, res, err := websocket.Dial(ctx, "ws"+strings.TrimPrefix(app.url, "http")+"/graphql", &websocket.DialOptions{
			Subprotocols: []string{"graphql-transport-ws"},
			HTTPHeader:   http.Header{"Accept-Encoding": {"gzip, br, zstd"}},
		})
		if err != nil {
			t.Fatal(err)
		}
		defer conn.CloseNow()
		if res.StatusCode != http.StatusSwitchingProtocols || res.Header.Get("Content-Encoding") != "" {
			t.Fatalf("%d Content-Encoding %q", res.StatusCode, res.Header.Get("Content-Encoding"))
		}
		if err := conn.Write(ctx, websocket.MessageText, []byte(`{"type":"connection_init"}`)); err != nil {
			t.Fatal(err)
		}
		if _, b, err := conn.Read(ctx); err != nil || !strings.Contains(string(b), "connection_ack") {
			t.Fatalf("%s %v", b, err)
		}
	})
}
