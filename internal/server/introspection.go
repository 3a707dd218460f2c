package server

import (
	"context"
	"sync"

	"github.com/99designs/gqlgen/graphql"
	"github.com/99designs/gqlgen/graphql/errcode"
	"github.com/vektah/gqlparser/v2/ast"
	"github.com/vektah/gqlparser/v2/gqlerror"
)

// The standard introspection query that tools send (graphql-js getIntrospectionQuery)
// nests 15 levels, to unwrap types like [[T!]!]!, and would cost several times the
// ordinary limit at the default list weight. Its answer is bounded by the size of our
// schema, not by the caller, so an operation that selects only __schema, __type and
// __typename is measured with the schema's own list sizes and has limits of its own.
// Nesting fields{type{fields{…}}} still multiplies, so the cost limit keeps holding.
type queryLimits struct{ fields, depth, cost int }

var introspectionLimits = queryLimits{
	fields: MaxQueryFields,
	depth:  20,     // the standard query needs 15
	cost:   600000, // the standard query costs under a quarter (TestIntrospectionHasLimitsOfItsOwn), 86k at 188 types, 107k at 216, 125k at 254
}

// CodeIntrospectionDisabled is the extensions.code of introspection asked of a server
// with GRAPHQL_INTROSPECTION=off.
const CodeIntrospectionDisabled = "INTROSPECTION_DISABLED"

func init() { errcode.RegisterErrorType(CodeIntrospectionDisabled, errcode.KindProtocol) }

// introspectionOnly reports whether the root selections of an operation are all
// introspection fields, looking through fragments at the root.
func introspectionOnly(doc *ast.QueryDocument, set ast.SelectionSet) bool {
	seen := map[string]bool{}
	var only func(ast.SelectionSet) bool
	only = func(set ast.SelectionSet) bool {
		for _, sel := range set {
			switch s := sel.(type) {
			case *ast.Field:
				if s.Name != "__schema" && s.Name != "__type" && s.Name != "__typename" {
					return false
				}
			case *ast.InlineFragment:
				if !only(s.SelectionSet) {
					return false
				}
			case *ast.FragmentSpread:
				frag := doc.Fragments.ForName(s.Name)
				if seen[s.Name] || frag == nil {
					continue // a cycle or a missing fragment: validation refuses it
				}
				seen[s.Name] = true
				if !only(frag.SelectionSet) {
					return false
				}
			}
		}
		return true
	}
	return len(set) > 0 && only(set)
}

var introWeights sync.Map // *ast.Schema -> map[string]int

// introspectionWeights are the expected lengths of the introspection lists: every
// type under __schema, and under a type the mean number of its fields, values and so
// on, so that asking for every type's fields costs about the schema's field count.
func introspectionWeights(schema *ast.Schema) map[string]int {
	if schema == nil {
		return nil
	}
	if w, ok := introWeights.Load(schema); ok {
		return w.(map[string]int)
	}
	var fields, inputs, values, ifaces, possible, args, directiveArgs int
	for _, t := range schema.Types {
		switch t.Kind {
		case ast.InputObject:
			inputs += len(t.Fields)
		case ast.Object, ast.Interface:
			fields += len(t.Fields)
			for _, f := range t.Fields {
				args += len(f.Arguments)
			}
		}
		values += len(t.EnumValues)
		ifaces += len(t.Interfaces)
		possible += len(schema.PossibleTypes[t.Name])
	}
	for _, d := range schema.Directives {
		directiveArgs += len(d.Arguments)
	}
	types := max(len(schema.Types), 1)
	w := map[string]int{
		"__Schema.types":       types,
		"__Schema.directives":  max(len(schema.Directives), 1),
		"__Type.fields":        ceilDiv(fields, types),
		"__Type.inputFields":   ceilDiv(inputs, types),
		"__Type.enumValues":    ceilDiv(values, types),
		"__Type.interfaces":    ceilDiv(ifaces, types),
		"__Type.possibleTypes": ceilDiv(possible, types),
		"__Field.args":         ceilDiv(args, max(fields, 1)),
		"__Directive.args":     ceilDiv(directiveArgs, max(len(schema.Directives), 1)),
	}
	introWeights.Store(schema, w)
	return w
}

func ceilDiv(a, b int) int { return max((a+b-1)/b, 1) }

// refuseIntrospection answers introspection with a clear error when it is turned off,
// instead of gqlgen's bare "introspection disabled" on a null field.
type refuseIntrospection struct{}

var _ interface {
	graphql.HandlerExtension
	graphql.OperationContextMutator
} = refuseIntrospection{}

func (refuseIntrospection) ExtensionName() string                   { return "RefuseIntrospection" }
func (refuseIntrospection) Validate(graphql.ExecutableSchema) error { return nil }
func (refuseIntrospection) MutateOperationContext(_ context.Context, rc *graphql.OperationContext) *gqlerror.Error {
	if rc.Operation == nil || !asksIntrospection(rc.Doc, rc.Operation.SelectionSet) {
		return nil
	}
	err := &gqlerror.Error{Message: "Schema introspection is turned off on this server (GRAPHQL_INTROSPECTION=off)."}
	errcode.Set(err, CodeIntrospectionDisabled)
	return err
}

// asksIntrospection reports whether a validated operation selects __schema or __type,
// which validation allows only at the root of a query.
func asksIntrospection(doc *ast.QueryDocument, set ast.SelectionSet) bool {
	for _, sel := range set {
		switch s := sel.(type) {
		case *ast.Field:
			if s.Name == "__schema" || s.Name == "__type" {
				return true
			}
		case *ast.InlineFragment:
			if asksIntrospection(doc, s.SelectionSet) {
				return true
			}
		case *ast.FragmentSpread:
			// Validated: fragments do not spread themselves.
			if f := doc.Fragments.ForName(s.Name); f != nil && asksIntrospection(doc, f.SelectionSet) {
				return true
			}
		}
	}
	return false
}
