package bench

import (
	"embed"
	"encoding/json"
	"fmt"

	"github.com/vektah/gqlparser/v2/ast"
)

// The web client's own requests, as Apollo Client sends them: its documents printed
// with __typename added, and its clientLibrary extension. TestClientRequestsAreFresh
// fails when the client's documents change and these were not refreshed.
//
//go:embed clientrequests/*.json
var clientRequestFiles embed.FS

// clientRequest is one recorded request: its headers and its body, whose fields are
// in the order Apollo writes them.
type clientRequest struct {
	Headers map[string]string `json:"headers"`
	Body    clientBody        `json:"body"`
}

type clientBody struct {
	OperationName string          `json:"operationName"`
	Variables     map[string]any  `json:"variables"`
	Extensions    json.RawMessage `json:"extensions"`
	Query         string          `json:"query"`
}

// ClientRequest returns the recorded request of the client's operation name.
func ClientRequest(name string) (headers map[string]string, query string, err error) {
	r, err := loadClientRequest(name)
	return r.Headers, r.Body.Query, err
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

// clientBodyWith returns the recorded body of name with other variables, in Apollo's
// field order.
func clientBodyWith(r clientRequest, vars map[string]any) []byte {
	body := r.Body
	if vars == nil {
		vars = map[string]any{}
	}
	body.Variables = vars
	b, err := json.Marshal(body)
	if err != nil {
		panic(err)
	}
	return b
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
