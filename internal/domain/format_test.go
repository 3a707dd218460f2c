package domain

import (
	"fmt"
	"testing"
	"time"
)

// The fast String methods must print exactly what fmt would.
func TestStringsMatchFmt(t *testing.T) {
	t.Parallel()
	for _, tod := range []TimeOfDay{0, 1, 59, 60, 61, 599, 600, 720, 1439, -1, 1440, 3000} {
		if got, want := tod.String(), fmt.Sprintf("%02d:%02d", int(tod)/60, int(tod)%60); got != want {
			t.Errorf("TimeOfDay(%d) = %q, want %q", int(tod), got, want)
		}
	}
	for _, d := range []Date{{2026, time.November, 20}, {1, time.January, 1}, {999, time.December, 31}, {9999, time.July, 9}, {10000, 1, 1}, {}, {2026, 13, 40}} {
		if got, want := d.String(), fmt.Sprintf("%04d-%02d-%02d", d.Year, d.Month, d.Day); got != want {
			t.Errorf("Date%v = %q, want %q", d, got, want)
		}
	}
}
