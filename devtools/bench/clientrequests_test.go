package bench

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/vektah/gqlparser/v2/ast"
	"github.com/vektah/gqlparser/v2/formatter"
	"github.com/vektah/gqlparser/v2/parser"
)

// The recorded requests the benchmark replays carry the client's current documents:
// this fails when a document changes and they were not captured again.
func TestClientRequestsAreFresh(t *testing.T) {
	client := clientDocument(t)
	files, err := filepath.Glob(filepath.Join("clientrequests", "*.json"))
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, path := range files {
		name := strings.TrimSuffix(filepath.Base(path), ".json")
		names = append(names, name)
		r, err := loadClientRequest(name)
		if err != nil {
			t.Fatal(err)
		}
		var body, reg persistedRequest
		if err := json.Unmarshal(r.Body, &body); err != nil {
			t.Fatalf("%s: %v", path, err)
		}
		if err := json.Unmarshal(r.Registration, &reg); err != nil {
			t.Fatalf("%s: %v", path, err)
		}
		sent, err := parser.ParseQuery(&ast.Source{Input: reg.Query})
		if err != nil {
			t.Fatalf("%s: %v", path, err)
		}
		got, want := canonical(sent, name), canonical(client, name)
		if want == "" || got != want || body.OperationName != name || reg.OperationName != name {
			t.Errorf("%s does not carry the client's current %s document: refresh with make capture-requests\n got: %s\nwant: %s", path, name, got, want)
		}
		// The request replayed is the hash alone, the hash of the registered document.
		sum := sha256.Sum256([]byte(reg.Query))
		if hash := hex.EncodeToString(sum[:]); body.Query != "" || body.Extensions.PersistedQuery.SHA256Hash != hash || reg.Extensions.PersistedQuery.SHA256Hash != hash {
			t.Errorf("%s: the replayed body must carry the registered document's hash %s alone, not %q with %q", path, hash, body.Extensions.PersistedQuery.SHA256Hash, body.Query)
		}
	}
	for _, name := range []string{"Week", "Month", "Notifications", "TeamLeave", "MyLeaveBalances"} { // what the bench replays
		if !slices.Contains(names, name) {
			t.Errorf("no recorded %s request: refresh with make capture-requests", name)
		}
	}
}

// persistedRequest is what the freshness check reads of a recorded body.
type persistedRequest struct {
	OperationName, Query string
	Extensions           struct {
		PersistedQuery struct {
			SHA256Hash string `json:"sha256Hash"`
		} `json:"persistedQuery"`
	} `json:"extensions"`
}

// The bench sends a recorded body with its own variables, in the recorded order, and
// every other byte as recorded.
func TestClientBodyWithKeepsTheRecordedBytes(t *testing.T) {
	r := clientRequest{Body: json.RawMessage(`{
	  "operationName": "Month", "variables": {"year": 2026, "month": 1},
	  "extensions": {"clientLibrary": {"name": "@apollo/client"}}, "query": "query Month { a }"}`)}
	got := string(clientBodyWith(r, map[string]any{"month": 3, "year": 2027}))
	want := `{"operationName":"Month","variables":{"year":2027,"month":3},"extensions":{"clientLibrary":{"name":"@apollo/client"}},"query":"query Month { a }"}`
	if got != want {
		t.Errorf("got  %s\nwant %s", got, want)
	}
}

// clientDocument parses every .graphql document of the client into one.
func clientDocument(t *testing.T) *ast.QueryDocument {
	t.Helper()
	doc, err := ParseClientDocuments("../../client/src")
	if err != nil {
		t.Fatal(err)
	}
	return doc
}

// canonical prints the operation name of doc and the fragments it uses, without the
// __typename fields Apollo adds, so that two printings of one document compare equal
// ("" when doc has no such operation).
func canonical(doc *ast.QueryDocument, name string) string {
	op := doc.Operations.ForName(name)
	if op == nil {
		return ""
	}
	op.SelectionSet = withoutTypename(op.SelectionSet)
	for _, f := range doc.Fragments {
		f.SelectionSet = withoutTypename(f.SelectionSet)
	}
	one := &ast.QueryDocument{Operations: ast.OperationList{op}, Fragments: UsedFragments(doc, op.SelectionSet, nil)}
	var b bytes.Buffer
	formatter.NewFormatter(&b).FormatQueryDocument(one)
	return b.String()
}

// withoutTypename drops the __typename fields of a selection set, at every depth.
func withoutTypename(set ast.SelectionSet) ast.SelectionSet {
	var out ast.SelectionSet
	for _, sel := range set {
		switch s := sel.(type) {
		case *ast.Field:
			if s.Name == "__typename" && (s.Alias == "" || s.Alias == s.Name) {
				continue
			}
			s.SelectionSet = withoutTypename(s.SelectionSet)
		case *ast.InlineFragment:
			s.SelectionSet = withoutTypename(s.SelectionSet)
		}
		out = append(out, sel)
	}
	return out
}
