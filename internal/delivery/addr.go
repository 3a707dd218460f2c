package delivery

import (
	"net/netip"
)

// Which addresses a webhook may reach: only globally reachable ones, by the IANA IPv4
// and IPv6 Special-Purpose Address Registries (RFC 6890 and its updates), read on
// 2026-11-24. Addresses that carry an IPv4 address inside an IPv6 one are judged by the
// IPv4 address they lead to, since a translator or relay delivers there.

// specialPrefix is one registry entry: a prefix and its "Globally Reachable" column.
type specialPrefix struct {
	prefix netip.Prefix
	global bool
}

func special(p string, global bool) specialPrefix {
	return specialPrefix{netip.MustParsePrefix(p), global}
}

// specialIPv4 holds the entries that are not globally reachable, the global ones nested
// inside them, and multicast (its own registry). Global entries outside these (AS112,
// AMT) need no row: an address matching nothing is allowed.
var specialIPv4 = []specialPrefix{
	special("0.0.0.0/8", false),      // "this network"
	special("10.0.0.0/8", false),     // private
	special("100.64.0.0/10", false),  // shared address space (carrier-grade NAT)
	special("127.0.0.0/8", false),    // loopback
	special("169.254.0.0/16", false), // link local
	special("172.16.0.0/12", false),  // private
	special("192.0.0.0/24", false),   // IETF protocol assignments, DS-Lite, NAT64 discovery
	special("192.0.0.9/32", true),    // PCP anycast
	special("192.0.0.10/32", true),   // TURN anycast
	special("192.0.2.0/24", false),   // documentation (TEST-NET-1)
	special("192.88.99.0/24", false), // deprecated 6to4 relay anycast
	special("192.168.0.0/16", false), // private
	special("198.18.0.0/15", false),  // benchmarking
	special("198.51.100.0/24", false),
	special("203.0.113.0/24", false),     // documentation (TEST-NET-2, -3)
	special("224.0.0.0/4", false),        // multicast
	special("240.0.0.0/4", false),        // reserved
	special("255.255.255.255/32", false), // limited broadcast
}

// specialIPv6 holds the registry's entries inside global unicast space (2000::/3);
// everything outside it (loopback, unspecified, unique local, link local, multicast,
// discard-only, SRv6 SIDs, the rest of the reserved space) is refused by globalUnicast.
var specialIPv6 = []specialPrefix{
	special("2001::/23", false), // IETF protocol assignments
	special("2001:1::1/128", true),
	special("2001:1::2/128", true),
	special("2001:1::3/128", true),
	special("2001:2::/48", false), // benchmarking
	special("2001:3::/32", true),  // AMT
	special("2001:4:112::/48", true),
	special("2001:10::/28", false), // deprecated ORCHID
	special("2001:20::/28", true),  // ORCHIDv2
	special("2001:30::/28", true),  // Drone Remote ID
	special("2001:db8::/32", false),
	special("2620:4f:8000::/48", true),
	special("3fff::/20", false), // documentation
}

var (
	globalUnicast  = netip.MustParsePrefix("2000::/3")
	ipv4Compatible = netip.MustParsePrefix("::/96")          // deprecated (RFC 4291); :: and ::1 too
	nat64          = netip.MustParsePrefix("64:ff9b::/96")   // well-known translation prefix
	nat64Local     = netip.MustParsePrefix("64:ff9b:1::/48") // local-use translation: never global
	sixToFour      = netip.MustParsePrefix("2002::/16")
	teredo         = netip.MustParsePrefix("2001::/32")
)

// forbiddenAddr reports whether a webhook may not reach ip: anything the special-purpose
// registries do not call globally reachable, including IPv4 addresses reached through
// IPv4-mapped, NAT64, 6to4 and Teredo IPv6 forms.
func forbiddenAddr(ip netip.Addr) bool {
	if !ip.IsValid() || ip.Zone() != "" {
		return true // a zone is only ever needed for a link-local or site scope
	}
	if ip.Is4In6() || ip.Is4() {
		return forbiddenIPv4(ip.Unmap())
	}
	b := ip.As16()
	switch {
	case ipv4Compatible.Contains(ip), nat64Local.Contains(ip):
		// No route leads to the first, the second is local by definition: whatever
		// IPv4 address they carry, they are not a public endpoint.
		return true
	case nat64.Contains(ip):
		return forbiddenIPv4(netip.AddrFrom4([4]byte(b[12:16])))
	case sixToFour.Contains(ip):
		return forbiddenIPv4(netip.AddrFrom4([4]byte(b[2:6])))
	case teredo.Contains(ip):
		// Bits 32-63 are the Teredo server, the last 32 the client's address inverted.
		client := [4]byte{^b[12], ^b[13], ^b[14], ^b[15]}
		return forbiddenIPv4(netip.AddrFrom4([4]byte(b[4:8]))) || forbiddenIPv4(netip.AddrFrom4(client))
	}
	if !globalUnicast.Contains(ip) {
		return true
	}
	return !globallyReachable(specialIPv6, ip)
}

func forbiddenIPv4(ip netip.Addr) bool { return !globallyReachable(specialIPv4, ip) }

// globallyReachable looks ip up in a registry: the most specific entry containing it
// decides, and an address no entry contains is global.
func globallyReachable(registry []specialPrefix, ip netip.Addr) bool {
	best, global := -1, true
	for _, e := range registry {
		if e.prefix.Bits() > best && e.prefix.Contains(ip) {
			best, global = e.prefix.Bits(), e.global
		}
	}
	return global
}
