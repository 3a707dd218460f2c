package server

import (
	"net/http/httptest"
	"net/netip"
	"testing"
)

func TestClientAddr(t *testing.T) {
	proxies := []netip.Prefix{netip.MustParsePrefix("10.0.0.0/8"), netip.MustParsePrefix("127.0.0.1/32")}
	for _, tc := range []struct {
		name, peer string
		xff        []string
		trusted    []netip.Prefix
		want       string
	}{
		{"NoProxiesIgnoresTheHeader", "203.0.113.9:5000", []string{"198.51.100.1"}, nil, "203.0.113.9"},
		{"UntrustedPeerIgnoresTheHeader", "203.0.113.9:5000", []string{"198.51.100.1"}, proxies, "203.0.113.9"},
		{"TrustedPeer", "127.0.0.1:5000", []string{"198.51.100.1"}, proxies, "198.51.100.1"},
		{"ChainOfProxies", "127.0.0.1:5000", []string{"198.51.100.1, 10.1.2.3"}, proxies, "198.51.100.1"},
		{"SpoofedLeftEntriesIgnored", "127.0.0.1:5000", []string{"1.1.1.1, 198.51.100.1"}, proxies, "198.51.100.1"},
		{"SeveralHeaders", "127.0.0.1:5000", []string{"1.1.1.1", "198.51.100.1, 10.0.0.2"}, proxies, "198.51.100.1"},
		{"OnlyProxies", "127.0.0.1:5000", []string{"10.0.0.7"}, proxies, "10.0.0.7"},
		{"NoHeader", "127.0.0.1:5000", nil, proxies, "127.0.0.1"},
		{"GarbageEntry", "127.0.0.1:5000", []string{"not-an-ip"}, proxies, "127.0.0.1"},
		{"IPv6Client", "[::ffff:127.0.0.1]:5000", []string{"2001:db8::1"}, proxies, "2001:db8::1"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r := httptest.NewRequest("GET", "/api/auth", nil)
			r.RemoteAddr = tc.peer
			for _, v := range tc.xff {
				r.Header.Add("X-Forwarded-For", v)
			}
			if got := clientAddr(r, tc.trusted); got != tc.want {
				t.Fatalf("clientAddr = %q, want %q", got, tc.want)
			}
		})
	}
}
