package bench

import (
	"encoding/json"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/vektah/gqlparser/v2/ast"
	"github.com/vektah/gqlparser/v2/parser"
)

var update = flag.Bool("update", false, "rewrite clientrequests/ from the client's documents")

// apolloVersion is the @apollo/client the client pins (client/package.json); Apollo
// names it in every request's clientLibrary extension.
const apolloVersion = "4.3.8"

// The recorded requests the benchmark replays are what the client's current documents
// make Apollo send: this fails when a document changes and they were not refreshed
// (go test ./devtools/bench -run TestClientRequestsAreFresh -update).
func TestClientRequestsAreFresh(t *testing.T) {
	doc := clientSchedulesDocument(t)
	vars := map[string]map[string]any{
		"Week":          {"date": "2026-01-09"},
		"Month":         {"year": 2026, "month": 1},
		"Notifications": {},
	}
	for name, v := range vars {
		want := apolloRequest(t, doc, name, v)
		path := filepath.Join("clientrequests", name+".json")
		if *update {
			if err := os.WriteFile(path, want, 0o644); err != nil {
				t.Fatal(err)
			}
			continue
		}
		got, err := os.ReadFile(path)
		if err != nil || string(got) != string(want) {
			t.Errorf("%s does not match the client's %s document: refresh it with -update\n got: %s\nwant: %s", path, name, got, want)
		}
	}
}

// clientSchedulesDocument parses every .graphql document of the client into one.
func clientSchedulesDocument(t *testing.T) *ast.QueryDocument {
	t.Helper()
	var src []string
	err := filepath.WalkDir("../../client/src", func(path string, d os.DirEntry, err error) error {
		if err == nil && !d.IsDir() && strings.HasSuffix(path, ".graphql") {
			b, err := os.ReadFile(path)
			src = append(src, string(b))
			return err
		}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	doc, err := parser.ParseQuery(&ast.Source{Input: strings.Join(src, "\n")})
	if err != nil {
		t.Fatal(err)
	}
	return doc
}

// apolloRequest prints the recorded request of the operation name as Apollo Client
// sends it: graphql-js's printing of the operation and the fragments it uses, with
// __typename added to every selection set below the root, the body's fields in
// Apollo's order, and its default headers.
func apolloRequest(t *testing.T, doc *ast.QueryDocument, name string, vars map[string]any) []byte {
	t.Helper()
	op := doc.Operations.ForName(name)
	if op == nil {
		t.Fatalf("the client has no operation %s", name)
	}
	parts := []string{printOperation(op)}
	for _, f := range UsedFragments(doc, op.SelectionSet, nil) {
		parts = append(parts, "fragment "+f.Name+" on "+f.TypeCondition+" "+printSelection(f.SelectionSet, "", true))
	}
	ext, _ := json.Marshal(map[string]any{"clientLibrary": map[string]string{"name": "@apollo/client", "version": apolloVersion}})
	r := clientRequest{
		Headers: map[string]string{"Accept": "application/graphql-response+json,application/json;q=0.9", "Content-Type": "application/json"},
		Body:    clientBody{OperationName: name, Variables: vars, Extensions: ext, Query: strings.Join(parts, "\n\n")},
	}
	b, err := json.MarshalIndent(r, "", "  ")
	if err != nil {
		t.Fatal(err)
	}
	return append(b, '\n')
}

func printOperation(op *ast.OperationDefinition) string {
	head := string(op.Operation) + " " + op.Name
	if len(op.VariableDefinitions) > 0 {
		var defs []string
		for _, v := range op.VariableDefinitions {
			d := "$" + v.Variable + ": " + v.Type.String()
			if v.DefaultValue != nil {
				d += " = " + v.DefaultValue.String()
			}
			defs = append(defs, d)
		}
		head += "(" + strings.Join(defs, ", ") + ")"
	}
	return head + " " + printSelection(op.SelectionSet, "", false)
}

// printSelection prints a selection set as graphql-js does, adding __typename (last,
// unless selected) when typename is set, as Apollo's cache does to every set below the
// operation's root.
func printSelection(set ast.SelectionSet, indent string, typename bool) string {
	var lines []string
	has := false
	for _, sel := range set {
		switch s := sel.(type) {
		case *ast.Field:
			has = has || s.Name == "__typename" && s.Alias == s.Name
			line := s.Name
			if s.Alias != "" && s.Alias != s.Name {
				line = s.Alias + ": " + s.Name
			}
			if len(s.Arguments) > 0 {
				var args []string
				for _, a := range s.Arguments {
					args = append(args, a.Name+": "+a.Value.String())
				}
				line += "(" + strings.Join(args, ", ") + ")"
			}
			if len(s.SelectionSet) > 0 {
				line += " " + printSelection(s.SelectionSet, indent+"  ", true)
			}
			lines = append(lines, line)
		case *ast.FragmentSpread:
			lines = append(lines, "..."+s.Name)
		case *ast.InlineFragment:
			lines = append(lines, "... on "+s.TypeCondition+" "+printSelection(s.SelectionSet, indent+"  ", true))
		}
	}
	if typename && !has {
		lines = append(lines, "__typename")
	}
	return "{\n" + indent + "  " + strings.Join(lines, "\n"+indent+"  ") + "\n" + indent + "}"
}
