package domain

import (
	"math/rand/v2"
	"testing"
	"time"
)

// The arithmetic of plain dates without time.Date gives what time.Date gives, for every
// day from 1899 to 2101 and random spans, leap days and century years included, and
// dates that are not plain (the zero Date, a day past a month's end) still go through
// time.Date.
func TestDateArithmeticAsTimeDate(t *testing.T) {
	viaTime := func(d Date, n int) Date { return DateOf(d.Time().AddDate(0, 0, n)) }
	rng := rand.New(rand.NewPCG(1, 2))
	for d := (Date{1899, 1, 1}); d.Year < 2101; d = viaTime(d, 1) {
		n := rng.IntN(4000) - 2000
		o := viaTime(d, n)
		if got := d.AddDays(n); got != o {
			t.Fatalf("%v.AddDays(%d) = %v, want %v", d, n, got, o)
		}
		if got := d.DaysUntil(o); got != n {
			t.Fatalf("%v.DaysUntil(%v) = %d, want %d", d, o, got, n)
		}
		if d.Before(o) != (n > 0) || d.After(o) != (n < 0) || d.Before(d) || d.After(d) {
			t.Fatalf("%v and %v (%d days) compare wrongly", d, o, n)
		}
	}
	for _, odd := range []Date{{}, {2026, 2, 30}, {2026, 13, 1}, {2026, 11, 0}, {0, 1, 1}} {
		next := DateOf(odd.Time().AddDate(0, 0, 1))
		if odd.AddDays(1) != next || odd.DaysUntil(next) != 1 || !odd.Before(next) || odd.After(next) {
			t.Errorf("%#v: not as time.Date has it", odd)
		}
		if odd.Before((Date{2026, 3, 1})) != odd.Time().Before(time.Date(2026, 3, 1, 0, 0, 0, 0, time.UTC)) {
			t.Errorf("%#v compares with a plain date unlike time.Date", odd)
		}
	}
}
