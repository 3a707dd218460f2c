package rest

import (
	"bytes"
	"encoding/json"
	"errors"
	"net/http"
	"net/http/httptest"
	"reflect"
	"strconv"
	"testing"

	"github.com/shiftsched/shiftsched/internal/domain"
)

// plainBody has every kind of field the handlers decode, with no custom decoder, so
// that what decode accepts can be compared after a round trip through JSON.
type plainBody struct {
	Name  string                                   `json:"name"`
	N     int                                      `json:"n"`
	Flag  bool                                     `json:"flag"`
	Ptr   *string                                  `json:"ptr"`
	List  []string                                 `json:"list"`
	Days  map[string][]struct{ Start, End string } `json:"days"`
	Any   any                                      `json:"any"`
	Inner *struct {
		ID string `json:"_id"`
	} `json:"inner"`
}

// decodeError fails unless err is what decode may answer: a 400 or 413 with a message,
// or the NUL sentence.
func decodeError(t *testing.T, body []byte, err error) {
	t.Helper()
	var he *httpError
	switch {
	case errors.Is(err, domain.ErrNUL):
	case errors.As(err, &he) && (he.status == http.StatusBadRequest || he.status == http.StatusRequestEntityTooLarge) && he.msg != "":
	default:
		t.Fatalf("decode(%q) = %#v", body, err)
	}
}

func noNUL(t *testing.T, body []byte, v any) {
	t.Helper()
	if hasNUL(reflect.ValueOf(v)) {
		t.Fatalf("decode(%q) accepted NUL: %+v", body, v)
	}
}

// FuzzDecode: the REST decode helper never panics, refuses with a 400 (413) sentence,
// never lets NUL through, and what it accepts survives a JSON round trip unchanged.
func FuzzDecode(f *testing.F) {
	for _, s := range []string{
		`{}`, `{"name":"Ann","n":3,"flag":true,"ptr":"x","list":["a"],"days":{"friday":[{"Start":"09:00","End":"17:00"}]},"any":[1,{"a":null}],"inner":{"_id":"7"}}`,
		`{"name":"A\u0000"}`, `{"days":{"fri\u0000":[]}}`, `{"any":{"deep":["\u0000"]}}`, `{"name":1}`, `{"n":"1"}`,
		`{"n":1e400}`, `[]`, `null`, `"x"`, ``, `{`, `{"a":1}{"b":2}`, `{"name":"\ud800"}`, `{"list":[null,"b"]}`,
		`{"any":` + string(bytes.Repeat([]byte("["), 200)) + string(bytes.Repeat([]byte("]"), 200)) + `}`,
		`{"shiftA":{"id":12,"scheduleId":"3","dayKey":"friday","date":"2026-11-20"},"shiftB":{"id":"x"},"targetUser":{"_id":5}}`,
		`{"shiftA":{"id":[1]}}`, `{"targetUser":"5"}`, `{"shiftA":{"id":"1\u0000"}}`,
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, body []byte) {
		newReq := func(b []byte) *http.Request {
			return httptest.NewRequest("POST", "/api/x", bytes.NewReader(b))
		}
		var sw createSwapBody // a body with custom decoders
		if err := decode(newReq(body), &sw); err != nil {
			decodeError(t, body, err)
		} else {
			noNUL(t, body, sw)
		}

		var got plainBody
		if err := decode(newReq(body), &got); err != nil {
			decodeError(t, body, err)
			return
		}
		noNUL(t, body, got)
		again, err := json.Marshal(got)
		if err != nil {
			t.Fatalf("decode(%q) = %+v, which does not encode: %v", body, got, err)
		}
		var back plainBody
		if err := decode(newReq(again), &back); err != nil || !reflect.DeepEqual(back, got) {
			t.Fatalf("decode(%q) = %+v; encoded %s and read back as %+v, %v", body, got, again, back, err)
		}
	})
}

// FuzzParseID: an id in a body, query or path is a positive integer that prints back
// to itself; anything else is "not found" with the message given.
func FuzzParseID(f *testing.F) {
	for _, s := range []string{"1", "42", " 7 ", "0", "-3", "+5", "007", "9223372036854775807", "9223372036854775808",
		"", "abc", "1.0", "1e3", "0x1f", "1\x00", "١"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		id, err := parseID(s, "Thing not found")
		if err != nil {
			var he *httpError
			if !errors.As(err, &he) || he.status != http.StatusNotFound || he.msg != "Thing not found" {
				t.Fatalf("parseID(%q) = %#v", s, err)
			}
			return
		}
		if id <= 0 {
			t.Fatalf("parseID(%q) = %d", s, id)
		}
		if back, err := parseID(idString(id), ""); err != nil || back != id {
			t.Fatalf("parseID(%q) = %d, printed %q and read back as %d, %v", s, id, idString(id), back, err)
		}
		if want, _ := strconv.ParseInt(idString(id), 10, 64); want != id {
			t.Fatalf("idString(%d) = %q", id, idString(id))
		}
	})
}
