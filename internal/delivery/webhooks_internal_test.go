package delivery

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

// TestForbiddenAddr holds the guard to the IANA special-purpose registries: every
// address not globally reachable is refused, also when it hides inside an IPv6 form that
// a translator or relay turns back into IPv4.
func TestForbiddenAddr(t *testing.T) {
	for _, tc := range []struct {
		addr      string
		forbidden bool
	}{
		// IPv4, not globally reachable
		{"0.0.0.0", true}, {"0.1.2.3", true}, {"10.0.0.1", true}, {"100.64.1.1", true}, {"127.0.0.1", true},
		{"127.255.255.254", true}, {"169.254.169.254", true}, {"172.16.0.1", true}, {"172.31.255.255", true},
		{"192.0.0.1", true}, {"192.0.0.8", true}, {"192.0.0.170", true}, {"192.0.2.1", true}, {"192.88.99.1", true},
		{"192.168.1.1", true}, {"198.18.0.1", true}, {"198.19.255.255", true}, {"198.51.100.7", true},
		{"203.0.113.9", true}, {"224.0.0.1", true}, {"239.255.255.250", true}, {"240.0.0.1", true},
		{"254.1.2.3", true}, {"255.255.255.255", true},
		// IPv4, globally reachable
		{"93.184.215.14", false}, {"8.8.8.8", false}, {"1.1.1.1", false}, {"192.0.0.9", false},
		{"192.31.196.1", false}, {"192.175.48.1", false}, {"198.20.0.1", false}, {"172.32.0.1", false},
		{"100.128.0.1", false}, {"223.255.255.255", false},
		// IPv4-mapped
		{"::ffff:127.0.0.1", true}, {"::ffff:10.0.0.1", true}, {"::ffff:198.18.0.1", true}, {"::ffff:8.8.8.8", false},
		// IPv4-compatible (deprecated): refused whatever it embeds
		{"::", true}, {"::1", true}, {"::127.0.0.1", true}, {"::8.8.8.8", true},
		// NAT64
		{"64:ff9b::7f00:1", true}, {"64:ff9b::a00:1", true}, {"64:ff9b::c612:1", true}, {"64:ff9b::808:808", false},
		{"64:ff9b:1::808:808", true},
		// 6to4
		{"2002:7f00:1::", true}, {"2002:a00:1::1", true}, {"2002:c000:201::", true}, {"2002:808:808::1", false},
		// Teredo: the server (bits 32-63) and the client (the last 32, inverted)
		{"2001:0:7f00:1::", true}, {"2001:0:808:808::f5ff:fffe", true}, {"2001:0:808:808::f7f7:f7f7", false},
		// IPv6, not globally reachable
		{"fe80::1", true}, {"fc00::1", true}, {"fd00::1", true}, {"ff02::1", true}, {"fec0::1", true},
		{"100::1", true}, {"100:0:0:1::1", true}, {"5f00::1", true}, {"2001:db8::1", true}, {"3fff::1", true},
		{"2001:2::1", true}, {"2001:10::1", true}, {"2001:100::1", true}, {"4000::1", true}, {"fe80::1%eth0", true},
		// IPv6, globally reachable
		{"2606:2800:21f:cb07:6820:80da:af6b:8b2c", false}, {"2a00:1450:4001:80b::200e", false},
		{"2001:4:112::1", false}, {"2001:1::1", false}, {"2620:4f:8000::1", false},
	} {
		t.Run(tc.addr, func(t *testing.T) {
			if got := forbiddenAddr(netip.MustParseAddr(tc.addr)); got != tc.forbidden {
				t.Errorf("forbiddenAddr(%s) = %v, want %v", tc.addr, got, tc.forbidden)
			}
		})
	}
}
