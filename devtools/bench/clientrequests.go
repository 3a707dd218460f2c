package bench

import (
	"bytes"
	"embed"
	"encoding/json"
	"fmt"
	"iter"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/vektah/gqlparser/v2/ast"
	"github.com/vektah/gqlparser/v2/formatter"
	"github.com/vektah/gqlparser/v2/parser"
)

// The web client's own requests, recorded from the built client in Chromium by
// `make capture-requests` (client/scripts/capture-requests.mjs): the headers and bodies
// Playwright saw, less the headers of the browser and the session. TestClientRequestsAreFresh
// fails when the client's documents change and these were not captured again.
//
//go:embed clientrequests/*.json
var clientRequestFiles embed.FS

// clientRequest is one recorded operation: its headers and its two bodies, kept as
// recorded (Apollo's field order) so that the bench sends the same bytes. The client
// sends persisted queries: Body is what it sends every time, the document's hash alone;
// Registration is what it sent once, when the server did not know the hash, with the
// document.
type clientRequest struct {
	Headers      map[string]string `json:"headers"`
	Body         json.RawMessage   `json:"body"`
	Registration json.RawMessage   `json:"registration"`
}

// ClientRequest returns the recorded request of the client's operation name, and the
// document it registers.
func ClientRequest(name string) (headers map[string]string, query string, err error) {
	r, err := loadClientRequest(name)
	if err != nil {
		return nil, "", err
	}
	var body struct{ Query string }
	err = json.Unmarshal(r.Registration, &body)
	return r.Headers, body.Query, err
}

func loadClientRequest(name string) (clientRequest, error) {
	var r clientRequest
	b, err := clientRequestFiles.ReadFile("clientrequests/" + name + ".json")
	if err != nil {
		return r, err
	}
	if err := json.Unmarshal(b, &r); err != nil {
		return r, fmt.Errorf("clientrequests/%s.json: %w", name, err)
	}
	return r, nil
}

// clientBodyWith returns the recorded body with other variables: every other field is
// sent as recorded, in the recorded order, and the variables in the order the client
// wrote them.
func clientBodyWith(r clientRequest, vars map[string]any) []byte {
	var out bytes.Buffer
	out.WriteByte('{')
	for key, raw := range objectFields(r.Body) {
		if out.Len() > 1 {
			out.WriteByte(',')
		}
		writeKey(&out, key)
		if key == "variables" {
			writeVariables(&out, raw, vars)
		} else if err := json.Compact(&out, raw); err != nil {
			panic(err)
		}
	}
	out.WriteByte('}')
	return out.Bytes()
}

// writeVariables writes vars as an object, its keys in the order of the recorded ones
// (any others after them, sorted).
func writeVariables(out *bytes.Buffer, recorded json.RawMessage, vars map[string]any) {
	var order []string
	for k := range objectFields(recorded) {
		if _, ok := vars[k]; ok {
			order = append(order, k)
		}
	}
	var rest []string
	for k := range vars {
		if !slices.Contains(order, k) {
			rest = append(rest, k)
		}
	}
	slices.Sort(rest)
	out.WriteByte('{')
	for i, k := range append(order, rest...) {
		if i > 0 {
			out.WriteByte(',')
		}
		writeKey(out, k)
		v, err := json.Marshal(vars[k])
		if err != nil {
			panic(err)
		}
		out.Write(v)
	}
	out.WriteByte('}')
}

func writeKey(out *bytes.Buffer, k string) {
	b, _ := json.Marshal(k)
	out.Write(b)
	out.WriteByte(':')
}

// objectFields yields the fields of a JSON object in their order (nothing when raw is
// not an object).
func objectFields(raw json.RawMessage) iter.Seq2[string, json.RawMessage] {
	return func(yield func(string, json.RawMessage) bool) {
		dec := json.NewDecoder(bytes.NewReader(raw))
		if t, err := dec.Token(); err != nil || t != json.Delim('{') {
			return
		}
		for dec.More() {
			key, err := dec.Token()
			if err != nil {
				panic(err)
			}
			var v json.RawMessage
			if err := dec.Decode(&v); err != nil {
				panic(err)
			}
			if !yield(key.(string), v) {
				return
			}
		}
	}
}

// UsedFragments lists the fragments a selection set spreads, transitively, in the order
// they are first spread: what a client sends beside one operation of a document.
func UsedFragments(doc *ast.QueryDocument, set ast.SelectionSet, seen ast.FragmentDefinitionList) ast.FragmentDefinitionList {
	for _, sel := range set {
		switch s := sel.(type) {
		case *ast.Field:
			seen = UsedFragments(doc, s.SelectionSet, seen)
		case *ast.InlineFragment:
			seen = UsedFragments(doc, s.SelectionSet, seen)
		case *ast.FragmentSpread:
			if seen.ForName(s.Name) == nil {
				def := doc.Fragments.ForName(s.Name)
				seen = UsedFragments(doc, def.SelectionSet, append(seen, def))
			}
		}
	}
	return seen
}

// ParseClientDocuments parses every .graphql document under the client's src folder
// into one.
func ParseClientDocuments(src string) (*ast.QueryDocument, error) {
	var texts []string
	err := filepath.WalkDir(src, func(path string, d os.DirEntry, err error) error {
		if err == nil && !d.IsDir() && strings.HasSuffix(path, ".graphql") {
			b, err := os.ReadFile(path)
			texts = append(texts, string(b))
			return err
		}
		return err
	})
	if err != nil {
		return nil, err
	}
	return parser.ParseQuery(&ast.Source{Input: strings.Join(texts, "\n")})
}

// ClientOperation is the document the client sends for one of its operations that the
// capture does not record (the editor's mutations): the operation and the fragments it
// uses, with the __typename Apollo adds to every selection below the root.
func ClientOperation(src, name string) (string, error) {
	doc, err := ParseClientDocuments(src)
	if err != nil {
		return "", err
	}
	op := doc.Operations.ForName(name)
	if op == nil {
		return "", fmt.Errorf("the client has no operation %s under %s", name, src)
	}
	for _, sel := range op.SelectionSet {
		if f, ok := sel.(*ast.Field); ok {
			f.SelectionSet = withTypename(f.SelectionSet)
		}
	}
	frags := UsedFragments(doc, op.SelectionSet, nil)
	for _, f := range frags {
		f.SelectionSet = withTypename(f.SelectionSet)
	}
	var b bytes.Buffer
	formatter.NewFormatter(&b).FormatQueryDocument(&ast.QueryDocument{Operations: ast.OperationList{op}, Fragments: frags})
	return b.String(), nil
}

// withTypename adds __typename to a selection set and every one below it, as Apollo does.
func withTypename(set ast.SelectionSet) ast.SelectionSet {
	if len(set) == 0 {
		return set
	}
	for _, sel := range set {
		switch s := sel.(type) {
		case *ast.Field:
			s.SelectionSet = withTypename(s.SelectionSet)
		case *ast.InlineFragment:
			s.SelectionSet = withTypename(s.SelectionSet)
		}
	}
	return append(set, &ast.Field{Name: "__typename"})
}
