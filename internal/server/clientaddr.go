package server

import (
	"net"
	"net/http"
	"net/netip"
	"strings"
)

// clientAddr returns the address of the client a request comes from. The peer's address,
// unless the peer is a trusted proxy: then X-Forwarded-For is read from the right, each
// trusted proxy's entry skipped, and the first address that is not one is the client
// (entries further left were written by the client itself and prove nothing). Without
// trusted proxies the header is ignored, so nobody can pick their own rate-limit bucket.
func clientAddr(r *http.Request, trusted []netip.Prefix) string {
	host, _, err := net.SplitHostPort(r.RemoteAddr)
	if err != nil {
		host = r.RemoteAddr
	}
	peer, err := netip.ParseAddr(host)
	if err != nil || !isTrusted(peer, trusted) {
		return host
	}
	hops := r.Header.Values("X-Forwarded-For")
	client := peer
	for i := len(hops) - 1; i >= 0; i-- {
		parts := strings.Split(hops[i], ",")
		for j := len(parts) - 1; j >= 0; j-- {
			a, err := netip.ParseAddr(strings.TrimSpace(parts[j]))
			if err != nil {
				return client.String() // garbage: the last address known good
			}
			client = a.Unmap()
			if !isTrusted(client, trusted) {
				return client.String()
			}
		}
	}
	return client.String()
}

func isTrusted(a netip.Addr, trusted []netip.Prefix) bool {
	a = a.Unmap()
	for _, p := range trusted {
		if p.Contains(a) {
			return true
		}
	}
	return false
}
