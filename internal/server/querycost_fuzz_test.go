package server

import (
	"strings"
	"testing"

	"github.com/vektah/gqlparser/v2/ast"
	"github.com/vektah/gqlparser/v2/parser"
)

// FuzzCheckQuery feeds the query limiter arbitrary documents: it never panics, refuses
// nothing that fits every limit by a wide margin, and whatever it accepts parses within
// the token limit with at most MaxQueryFields fields.
func FuzzCheckQuery(f *testing.F) {
	for _, seed := range []string{
		"{ me { id } }",
		"query Month($y: Int!, $m: Int!) { month(year: $y, month: $m) { schedules { days { shifts { id } } } } }",
		"{ ...A } fragment A on Query { me { ...B } } fragment B on User { id }",
		"{ ...A } fragment A on Query { ...A }",
		"{ a: me { id } b: me { id } }",
		"{ __schema { types { fields { type { ofType { name } } } } } }",
		"subscription { notificationAdded { id } }",
		"mutation { logout }",
		"{ me { ... on User { id } } }",
		"{ me { id",
		"",
		"{ " + strings.Repeat("me { ", 20) + strings.Repeat("} ", 20) + "}",
	} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, query string) {
		err := CheckQuery(schema, query, nil, unmeasuredLoad)
		if err != nil {
			if err.Extensions["code"] != CodeQueryTooComplex || err.Message == "" {
				t.Fatalf("refusal without its code or sentence: %+v", err)
			}
			return
		}
		if len(query) > MaxQueryBytes {
			t.Fatalf("accepted %d bytes", len(query))
		}
		doc, perr := parser.ParseQueryWithTokenLimit(&ast.Source{Input: query}, MaxQueryTokens)
		if perr != nil {
			return // not a document: gqlgen reports the parse error
		}
		w := costWalker{schema: schema, doc: doc, fragments: map[string]*fragmentCost{}}
		for _, op := range doc.Operations {
			if c := w.selections(schema.Query, op.SelectionSet, 1); c.fields > MaxQueryFields || c.depth > MaxQueryDepth {
				t.Fatalf("accepted %+v", c)
			}
		}
	})
}
