package session

import "testing"

func TestClientBucket(t *testing.T) {
	for _, c := range []struct{ addr, want string }{
		{"198.51.100.7", "198.51.100.7"},
		{"::ffff:198.51.100.7", "198.51.100.7"}, // an IPv4 client on an IPv6 socket: its own address
		{"2001:db8:1:2::1", "2001:db8:1:2::/64"},
		{"2001:db8:1:2:ffff:1:2:3", "2001:db8:1:2::/64"},
		{"fe80::1%eth0", "fe80::/64"},
		{"::1", "::/64"},
		{"", ""},
		{"not-an-address", "not-an-address"},
	} {
		if got := clientBucket(c.addr); got != c.want {
			t.Errorf("clientBucket(%q) = %q, want %q", c.addr, got, c.want)
		}
	}
}
