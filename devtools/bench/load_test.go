package bench

import (
	"bytes"
	"testing"

	"github.com/klauspost/compress/gzip"
)

// TestAnAnswerSeenBeforeIsNotDecompressedAgain: the second connection to receive the
// same compressed bytes gets the first one's body without decompressing, and different
// bytes are decompressed.
func TestAnAnswerSeenBeforeIsNotDecompressedAgain(t *testing.T) {
	gz := func(s string) []byte {
		var b bytes.Buffer
		z := gzip.NewWriter(&b)
		z.Write([]byte(s))
		z.Close()
		return b.Bytes()
	}
	receive := func(w *worker, wire []byte) string {
		t.Helper()
		w.raw.Reset()
		w.raw.Write(wire)
		body, err := w.decode("gzip")
		if err != nil {
			t.Fatal(err)
		}
		return string(body)
	}
	week := gz(`{"data":{"week":"` + t.Name() + `"}}`)
	first, second := &worker{}, &worker{}
	if got := receive(first, week); got != `{"data":{"week":"`+t.Name()+`"}}` || first.repeat {
		t.Fatalf("first answer: %q, repeat %v", got, first.repeat)
	}
	if got := receive(second, week); got != `{"data":{"week":"`+t.Name()+`"}}` || !second.repeat {
		t.Fatalf("the same bytes again: %q, repeat %v; want the body remembered", got, second.repeat)
	}
	if got := receive(second, gz(`{"data":{"week":"other"}}`)); got != `{"data":{"week":"other"}}` || second.repeat {
		t.Fatalf("different bytes: %q, repeat %v", got, second.repeat)
	}
}
