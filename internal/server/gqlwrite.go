package server

import (
	"context"
	"net/http"
	"sync"

	"github.com/99designs/gqlgen/graphql"
)

// gqlgen's transports write every answer through json.Marshal of graphql.Response, which
// validates and re-compacts the whole of Data, already compact JSON: on an uncached week
// that copy cost as much as the answer itself. directPOST is the GET and POST transport
// (overHTTP) with that one step replaced: an answer carrying nothing but data is written
// as {"data":…} straight from the executor's bytes. Everything else (headers, status
// codes, request errors, answers with errors or extensions) is the transport's own code.
type directPOST struct{ graphql.Transport }

// Do serves the request through the wrapped transport, writing plain answers directly.
func (t directPOST) Do(w http.ResponseWriter, r *http.Request, exec graphql.GraphExecutor) {
	dw := &directWriter{ResponseWriter: w}
	t.Transport.Do(dw, r, directExecutor{exec, dw})
}

// directExecutor hands the transport a response handler that writes plain answers itself.
type directExecutor struct {
	graphql.GraphExecutor
	w *directWriter
}

// DispatchOperation writes a plain answer directly and leaves the transport an empty one,
// which the writer drops.
func (e directExecutor) DispatchOperation(ctx context.Context, oc *graphql.OperationContext) (graphql.ResponseHandler, context.Context) {
	next, ctx := e.GraphExecutor.DispatchOperation(ctx, oc)
	return func(ctx context.Context) *graphql.Response {
		res := next(ctx)
		if res == nil || !plainAnswer(res) {
			return res
		}
		e.w.writeData(res.Data)
		return &graphql.Response{}
	}, ctx
}

// plainAnswer reports whether json.Marshal would write res as exactly {"data":…} with
// Data's own bytes.
func plainAnswer(res *graphql.Response) bool {
	return len(res.Errors) == 0 && res.Label == "" && len(res.Path) == 0 && res.HasNext == nil &&
		len(res.Extensions) == 0 && len(res.Data) > 0 && compactSafe(res.Data)
}

// compactSafe reports whether encoding/json would leave b as it is: no white space outside
// strings, and nothing inside them that json.Marshal escapes for HTML (<, >, &, U+2028,
// U+2029). Only the bytes that decide it are looked at; b is the executor's valid JSON.
func compactSafe(b []byte) bool {
	inString := false
	for i := 0; i < len(b); i++ {
		c := b[i]
		if !jsonMarks[c] {
			continue // most bytes: one look-up
		}
		if inString {
			switch c {
			case '\\':
				i++ // the escaped byte is never a quote that ends the string
			case '"':
				inString = false
			case '<', '>', '&':
				return false
			case 0xE2: // the first byte of U+2028 and U+2029
				if i+2 < len(b) && b[i+1] == 0x80 && (b[i+2] == 0xA8 || b[i+2] == 0xA9) {
					return false
				}
			}
			continue
		}
		switch c {
		case '"':
			inString = true
		case ' ', '\t', '\n', '\r':
			return false
		}
	}
	return !inString
}

// jsonMarks are the bytes compactSafe looks at.
var jsonMarks = func() (m [256]bool) {
	for _, c := range []byte("\\\"<>&\xE2 \t\n\r") {
		m[c] = true
	}
	return m
}()

// directWriter passes everything through until it has written an answer itself, then
// drops the transport's empty one.
type directWriter struct {
	http.ResponseWriter
	written bool
}

var answerBufs = sync.Pool{New: func() any { return new([]byte) }}

// writeData writes {"data":data} in one Write.
func (w *directWriter) writeData(data []byte) {
	bp := answerBufs.Get().(*[]byte)
	b := append((*bp)[:0], `{"data":`...)
	b = append(b, data...)
	b = append(b, '}')
	w.ResponseWriter.Write(b) // as gqlgen's own write, the error is the client's going
	w.written = true
	if cap(b) <= 4<<20 {
		*bp = b
		answerBufs.Put(bp)
	}
}

// Write drops the transport's answer once writeData has written the real one.
func (w *directWriter) Write(b []byte) (int, error) {
	if w.written {
		return len(b), nil
	}
	return w.ResponseWriter.Write(b)
}

// Unwrap lets http.ResponseController reach the real writer.
func (w *directWriter) Unwrap() http.ResponseWriter { return w.ResponseWriter }
