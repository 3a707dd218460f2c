package server

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/vektah/gqlparser/v2/ast"
	"github.com/vektah/gqlparser/v2/parser"

	"github.com/shiftsched/shiftsched/devtools/bench"
	"github.com/shiftsched/shiftsched/graph"
)

var schema = graph.NewExecutableSchema(graph.Config{}).Schema()

// clientDocuments returns every GraphQL document the web client sends: the .graphql
// files and the gql`…` literals under client/src, and the benchmark's queries.
func clientDocuments(t *testing.T) string {
	t.Helper()
	literal := regexp.MustCompile("(?s)gql`(.*?)`")
	var docs []string
	err := filepath.WalkDir("../../client/src", func(path string, d os.DirEntry, err error) error {
		if err != nil || d.IsDir() || strings.Contains(path, "/gql/") {
			return err
		}
		b, err := os.ReadFile(path)
		switch {
		case err != nil:
			return err
		case strings.HasSuffix(path, ".graphql"):
			docs = append(docs, string(b))
		case strings.HasSuffix(path, ".ts"), strings.HasSuffix(path, ".tsx"):
			for _, m := range literal.FindAllStringSubmatch(string(b), -1) {
				docs = append(docs, m[1])
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(docs) < 8 {
		t.Fatalf("found only %d client documents", len(docs))
	}
	return strings.Join(append(docs, bench.WeekQuery, bench.MonthQuery, bench.NotificationsQuery), "\n")
}

// The client's own documents and the benchmark's stay well under every limit: at most
// half of each.
func TestClientDocumentsFitTheLimits(t *testing.T) {
	all := clientDocuments(t)
	doc, err := parser.ParseQuery(&ast.Source{Input: all})
	if err != nil {
		t.Fatal(err)
	}
	w := costWalker{schema: schema, doc: doc, fragments: map[string]*fragmentCost{}}
	for _, op := range doc.Operations {
		root := schema.Query
		switch op.Operation {
		case ast.Mutation:
			root = schema.Mutation
		case ast.Subscription:
			root = schema.Subscription
		}
		c := w.selections(root, op.SelectionSet, 1)
		t.Logf("%-28s fields %3d depth %2d cost %5d", op.Name, c.fields, c.depth, c.cost)
		if c.fields > MaxQueryFields/2 || c.depth > MaxQueryDepth/2+1 || c.cost > MaxQueryCost/2 {
			t.Errorf("%s is too close to the limits: %+v", op.Name, c)
		}
	}
	if n := len(all); n > MaxQueryBytes {
		t.Logf("all client documents together: %d bytes", n)
	}
}
