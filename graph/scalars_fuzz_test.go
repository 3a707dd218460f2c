package graph_test

import (
	"bytes"
	"encoding/json"
	"testing"
	"unicode/utf8"

	"github.com/99designs/gqlgen/graphql"

	"github.com/shiftsched/shiftsched/graph"
	"github.com/shiftsched/shiftsched/internal/domain"
)

// written returns what a marshaler writes, decoded from its JSON string.
func written(t *testing.T, m graphql.Marshaler) string {
	t.Helper()
	var buf bytes.Buffer
	m.MarshalGQL(&buf)
	var s string
	if err := json.Unmarshal(buf.Bytes(), &s); err != nil {
		t.Fatalf("marshaler wrote %q, not a JSON string: %v", buf.String(), err)
	}
	return s
}

// wantInvalid fails unless err is invalid input with a message.
func wantInvalid(t *testing.T, in any, err error) {
	t.Helper()
	if domain.KindOf(err) != domain.Invalid || err.Error() == "" {
		t.Fatalf("%#v refused with %v (kind %s), want BAD_USER_INPUT", in, err, domain.KindOf(err))
	}
}

// FuzzUnmarshalID: an ID is read from a string, a JSON number or an integer literal;
// what is accepted is a positive id that writes back to the same id, and anything else
// is invalid input.
func FuzzUnmarshalID(f *testing.F) {
	for _, s := range []string{"1", "42", "9223372036854775807", "9223372036854775808", "0", "-1", "+7", "007",
		"", " 1", "1 ", "1e3", "0x10", "abc", "1\x00", "١٢"} {
		f.Add(s, int64(len(s)))
	}
	f.Add("", int64(-5))
	f.Add("", int64(0))
	f.Fuzz(func(t *testing.T, s string, n int64) {
		for _, in := range []any{s, n, json.Number(s)} {
			id, err := graph.UnmarshalID(in)
			if err != nil {
				wantInvalid(t, in, err)
				continue
			}
			if id <= 0 {
				t.Fatalf("UnmarshalID(%#v) = %d, not a valid id", in, id)
			}
			back, err := graph.UnmarshalID(written(t, graph.MarshalID(id)))
			if err != nil || back != id {
				t.Fatalf("UnmarshalID(%#v) = %d, written and read back as %d, %v", in, id, back, err)
			}
		}
	})
}

// FuzzUnmarshalDate: a Date accepted is written back as the same day; anything else is
// invalid input.
func FuzzUnmarshalDate(f *testing.F) {
	for _, s := range []string{"2026-11-20", "2024-02-29", "2023-02-29", "1899-12-31", "9998-12-31",
		"2026-11-20T23:30:00-05:00", "2026-11-20T00:00:00.000Z", "20261120", "", "2026-11-20\x00"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		d, err := graph.UnmarshalDate(s)
		if err != nil {
			wantInvalid(t, s, err)
			return
		}
		back, err := graph.UnmarshalDate(written(t, graph.MarshalDate(d)))
		if err != nil || back != d {
			t.Fatalf("UnmarshalDate(%q) = %v, written and read back as %v, %v", s, d, back, err)
		}
	})
}

// FuzzUnmarshalTimeOfDay: a TimeOfDay accepted is written back exactly as sent;
// anything else is invalid input.
func FuzzUnmarshalTimeOfDay(f *testing.F) {
	for _, s := range []string{"00:00", "09:05", "23:59", "24:00", "9:05", "09:60", "", "09:05\x00", "-1:00"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		tod, err := graph.UnmarshalTimeOfDay(s)
		if err != nil {
			wantInvalid(t, s, err)
			return
		}
		if out := written(t, graph.MarshalTimeOfDay(tod)); out != s {
			t.Fatalf("UnmarshalTimeOfDay(%q) written back as %q", s, out)
		}
	})
}

// FuzzUnmarshalString: every String input is refused when it holds NUL, and otherwise
// kept exactly and written back as the same text (valid UTF-8 only: JSON replaces the
// rest before a resolver sees it).
func FuzzUnmarshalString(f *testing.F) {
	for _, s := range []string{"", "Ann Lee", "a\x00b", "\x00", "é€😀", "\"quoted\" \\ back", "line\nbreak\ttab", "\u2028", "\x7f"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		got, err := graph.UnmarshalString(s)
		if domain.HasNUL(s) {
			if err == nil || err.Error() != domain.MsgNUL {
				t.Fatalf("UnmarshalString(%q) = %q, %v; want the NUL error", s, got, err)
			}
			wantInvalid(t, s, err)
			return
		}
		if err != nil || got != s {
			t.Fatalf("UnmarshalString(%q) = %q, %v", s, got, err)
		}
		if !utf8.ValidString(s) {
			return
		}
		if out := written(t, graph.MarshalString(s)); out != s {
			t.Fatalf("MarshalString(%q) written as %q", s, out)
		}
	})
}
