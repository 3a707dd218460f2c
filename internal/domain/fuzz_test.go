package domain

import (
	"strings"
	"testing"
)

// FuzzParseDate: ParseDate never panics, accepts only days in the supported years, and
// what it accepts prints back as a date it reads to the same day.
func FuzzParseDate(f *testing.F) {
	for _, s := range []string{
		"2026-11-20", "2024-02-29", "2023-02-29", "1900-01-01", "9998-12-31", "1899-12-31", "9999-01-01",
		"0000-01-01", "2026-13-01", "2026-00-10", "2026-11-31", "2026-1-2", "20261120", "",
		"2026-11-20T00:00:00Z", "2026-11-20T23:30:00-05:00", "2026-11-20T00:30:00+14:00",
		"1900-01-01T00:00:00+01:00", "9998-12-31T23:00:00-02:00", "2026-11-20T10:00:00.123456789Z",
		"2026-11-20 ", " 2026-11-20", "2026-11-20\x00", "２０２６-11-20", "-001-01-01", "+2026-11-20",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		d, err := ParseDate(s)
		if err != nil {
			if !d.IsZero() {
				t.Fatalf("ParseDate(%q) failed but returned %v", s, d)
			}
			return
		}
		if d.Year < MinYear || d.Year > MaxYear {
			t.Fatalf("ParseDate(%q) = %v, outside %d..%d", s, d, MinYear, MaxYear)
		}
		out := d.String()
		if len(s) == len("2006-01-02") && out != s {
			t.Fatalf("ParseDate(%q) prints as %q", s, out)
		}
		back, err := ParseDate(out)
		if err != nil || back != d {
			t.Fatalf("ParseDate(%q) = %v, printed %q, read back as %v, %v", s, d, out, back, err)
		}
		if DateOf(d.Time()) != d {
			t.Fatalf("ParseDate(%q) = %v, not a real day", s, d)
		}
	})
}

// FuzzParseTimeOfDay: ParseTimeOfDay never panics, accepts only 00:00 to 23:59, and a
// time it accepts prints back exactly as given.
func FuzzParseTimeOfDay(f *testing.F) {
	for _, s := range []string{
		"00:00", "09:05", "23:59", "24:00", "12:60", "9:05", "09:5", "0905", "09.05", "",
		"-1:00", "+9:00", " 9:00", "09:00 ", "٠٩:٠٥", "09:0\x00", "99:99", "ab:cd", "23:59:59",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		tod, err := ParseTimeOfDay(s)
		if err != nil {
			if !strings.Contains(err.Error(), "HH:MM") {
				t.Fatalf("ParseTimeOfDay(%q): unclear error %q", s, err)
			}
			return
		}
		if tod < 0 || tod >= 24*60 {
			t.Fatalf("ParseTimeOfDay(%q) = %d minutes, outside the day", s, int(tod))
		}
		if out := tod.String(); out != s {
			t.Fatalf("ParseTimeOfDay(%q) prints as %q", s, out)
		}
	})
}
