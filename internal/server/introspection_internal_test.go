package server

import (
	"crypto/sha256"
	"os"
	"strings"
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

// The read cache's check measures with the same limits: the standard introspection
// query is within them (validated, and not cacheable), an ordinary query as deep is not
// (never validated there).
func TestCacheCheckMeasuresIntrospectionAsTheHandlerDoes(t *testing.T) {
	b, err := os.ReadFile("testdata/introspection.graphql")
	if err != nil {
		t.Fatal(err)
	}
	c := newGQLCache(nil, nil, schema, nil, nil)
	deep := "{ openShifts { " + strings.Repeat("claims { openShift { ", 6) + "claims { id" + strings.Repeat(" }", 15)
	if how := c.check(deep, sha256.Sum256([]byte(deep))); how.ok || how.poll || c.validations.Load() != 0 {
		t.Fatalf("deep ordinary query: %+v, %d validations", how, c.validations.Load())
	}
	if how := c.check(string(b), sha256.Sum256(b)); how.ok || how.poll || c.validations.Load() != 1 {
		t.Fatalf("introspection: %+v, %d validations", how, c.validations.Load())
	}
}
