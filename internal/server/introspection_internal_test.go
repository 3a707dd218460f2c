package server

import (
	"os"
	"testing"

	"github.com/vektah/gqlparser/v2/ast"
	"github.com/vektah/gqlparser/v2/parser"
)

// The standard introspection query is measured with the schema's own list sizes, and
// stays well under the introspection limits, so that a growing schema is noticed here
// long before tools are refused.
func TestIntrospectionHasLimitsOfItsOwn(t *testing.T) {
	b, err := os.ReadFile("testdata/introspection.graphql")
	if err != nil {
		t.Fatal(err)
	}
	doc, gerr := parser.ParseQuery(&ast.Source{Input: string(b)})
	if gerr != nil {
		t.Fatal(gerr)
	}
	w := costWalker{schema: schema, doc: doc, fragments: map[string]*fragmentCost{}, intro: introspectionWeights(schema)}
	c := w.selections(schema.Query, doc.Operations[0].SelectionSet, 1)
	t.Logf("standard introspection: %+v (limits %+v), weights %v", c, introspectionLimits, w.intro)
	if !introspectionOnly(doc, doc.Operations[0].SelectionSet) {
		t.Fatal("not recognised as introspection")
	}
	if c.cost > introspectionLimits.cost/4 || c.fields > introspectionLimits.fields*9/10 || c.depth != 15 {
		t.Fatalf("cost %+v too close to the limits %+v", c, introspectionLimits)
	}
}
