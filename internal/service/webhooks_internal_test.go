package service

import (
	"net/http"
	"net/http/httptest"
	"net/netip"
	"strings"
	"sync/atomic"
	"testing"
	"time"
)

func TestWebhookClientRefusesForbiddenAtConnect(t *testing.T) {
	var hits atomic.Int32
	target := httptest.NewServer(http.HandlerFunc(func(http.ResponseWriter, *http.Request) { hits.Add(1) }))
	defer target.Close()
	// Directly: a name that resolved to a public address at registration but to a
	// loopback one now is still refused, because the check runs on the dialled address.
	_, err := newWebhookClient(refuseForbidden).Post(target.URL, "application/json", nil)
	if err == nil || !strings.Contains(err.Error(), "loopback, private or link-local") {
		t.Fatalf("err = %v", err)
	}
	// Through a redirect: the redirecting endpoint is allowed, where it points is not.
	redirector := httptest.NewServer(http.RedirectHandler(target.URL+"/internal", http.StatusTemporaryRedirect))
	defer redirector.Close()
	allowed := netip.MustParseAddrPort(strings.TrimPrefix(redirector.URL, "http://"))
	c := newWebhookClient(func(ap netip.AddrPort) bool { return ap != allowed })
	c.CheckRedirect = nil // the test servers speak plain http; the dial check is what is tested
	if _, err := c.Post(redirector.URL, "application/json", nil); err == nil || !strings.Contains(err.Error(), "loopback") {
		t.Fatalf("redirect err = %v", err)
	}
	if hits.Load() != 0 {
		t.Fatal("a forbidden address was reached")
	}
}

func TestWebhookClientTimesOut(t *testing.T) {
	if c := newWebhookClient(nil); c.Timeout != webhookTimeout || webhookTimeout > 30*time.Second {
		t.Fatalf("timeout %v", c.Timeout)
	}
	slow := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		select {
		case <-r.Context().Done():
		case <-time.After(5 * time.Second):
		}
	}))
	defer slow.Close()
	c := newWebhookClient(nil)
	c.Timeout = 100 * time.Millisecond
	start := time.Now()
	if _, err := c.Post(slow.URL, "application/json", nil); err == nil || time.Since(start) > 2*time.Second {
		t.Fatalf("err = %v after %v", err, time.Since(start))
	}
}

func TestForbiddenAddr(t *testing.T) {
	for a, want := range map[string]bool{
		"127.0.0.1": true, "10.0.0.1": true, "172.31.255.255": true, "192.168.1.1": true, "169.254.169.254": true,
		"::1": true, "fe80::1": true, "fc00::1": true, "0.0.0.0": true, "100.64.1.1": true, "::ffff:10.0.0.1": true,
		"224.0.0.1": true, "93.184.215.14": false, "2606:2800:21f:cb07:6820:80da:af6b:8b2c": false, "8.8.8.8": false,
	} {
		if got := forbiddenAddr(netip.MustParseAddr(a)); got != want {
			t.Errorf("%s: %v", a, got)
		}
	}
}
