package server

import (
	"bytes"
	"encoding/json"
	"slices"
	"strings"

	"github.com/vektah/gqlparser/v2/ast"
)

// canonicalOperation prints a validated, cacheable query operation as the key of its
// answer: what gqlgen's answer depends on, and nothing else. Whitespace, comments, the
// operation's name, the order of arguments and variable definitions, and how fields are
// grouped into fragments do not change the answer, so they are not in the key; the
// response keys (aliases, __typename included) and their order do, so they are. Fields
// are merged by response key as execution merges them (the spec's CollectFields), so a
// fragment spread and the same fields written out make one key. False for what it does
// not know to be harmless (directives, fragments on another type), which bypasses the
// cache.
func canonicalOperation(op *ast.OperationDefinition) (string, bool) {
	var b strings.Builder
	b.WriteString("query(")
	vars := slices.Clone(op.VariableDefinitions)
	slices.SortFunc(vars, func(x, y *ast.VariableDefinition) int { return strings.Compare(x.Variable, y.Variable) })
	for _, v := range vars {
		if len(v.Directives) > 0 {
			return "", false
		}
		// The default value answers for a variable the request leaves out.
		b.WriteString("$" + v.Variable + ":" + v.Type.String())
		if v.DefaultValue != nil {
			b.WriteString("=" + v.DefaultValue.String())
		}
		b.WriteString(",")
	}
	b.WriteString(")")
	if !writeSelection(&b, op.SelectionSet, "Query", 0) {
		return "", false
	}
	return b.String(), true
}

// writeSelection prints a selection set on the object type parent in canonical form.
func writeSelection(b *strings.Builder, set ast.SelectionSet, parent string, depth int) bool {
	if depth > 20 { // deeper than any shared type nests (onlyFields refuses it too)
		return false
	}
	var order []string
	fields := map[string][]*ast.Field{}
	if !collectFields(set, parent, &order, fields, depth) {
		return false
	}
	b.WriteString("{")
	for _, key := range order {
		group := fields[key]
		f := group[0]
		b.WriteString(key + ":" + f.Name)
		if len(f.Arguments) > 0 {
			// Validation made every field of the group take the same arguments.
			args := slices.Clone(f.Arguments)
			slices.SortFunc(args, func(x, y *ast.Argument) int { return strings.Compare(x.Name, y.Name) })
			b.WriteString("(")
			for _, a := range args {
				b.WriteString(a.Name + ":" + a.Value.String() + ",")
			}
			b.WriteString(")")
		}
		var sub ast.SelectionSet
		for _, g := range group {
			sub = append(sub, g.SelectionSet...)
		}
		if len(sub) > 0 {
			if f.Definition == nil || !writeSelection(b, sub, f.Definition.Type.Name(), depth+1) {
				return false
			}
		}
		b.WriteString(",")
	}
	b.WriteString("}")
	return true
}

// collectFields groups the fields of set, fragments inlined, by response key in the
// order execution answers them.
func collectFields(set ast.SelectionSet, parent string, order *[]string, fields map[string][]*ast.Field, depth int) bool {
	if depth > 40 {
		return false
	}
	for _, sel := range set {
		switch s := sel.(type) {
		case *ast.Field:
			if len(s.Directives) > 0 {
				return false
			}
			key := s.Alias
			if key == "" {
				key = s.Name
			}
			if _, seen := fields[key]; !seen {
				*order = append(*order, key)
			}
			fields[key] = append(fields[key], s)
		case *ast.FragmentSpread:
			// Every shared type is an object type: a fragment on any other type
			// (an interface) is not known to apply, so it is not keyed.
			if len(s.Directives) > 0 || s.Definition == nil || s.Definition.TypeCondition != parent ||
				!collectFields(s.Definition.SelectionSet, parent, order, fields, depth+1) {
				return false
			}
		case *ast.InlineFragment:
			if len(s.Directives) > 0 || (s.TypeCondition != "" && s.TypeCondition != parent) ||
				!collectFields(s.SelectionSet, parent, order, fields, depth+1) {
				return false
			}
		default:
			return false
		}
	}
	return true
}

// persistedQueryHash reads a request's extensions: ok when they leave its answer as it
// would be without them, with hash the persisted query's when there is one. Harmless
// are clientLibrary (Apollo Client names itself on every request; gqlgen ignores it)
// and persistedQuery of version 1, which only says where the document is. Anything
// else goes to gqlgen.
func persistedQueryHash(raw json.RawMessage) (hash string, ok bool) {
	raw = bytes.TrimSpace(raw)
	if len(raw) == 0 || bytes.Equal(raw, []byte("null")) {
		return "", true
	}
	var ext map[string]json.RawMessage
	if json.Unmarshal(raw, &ext) != nil {
		return "", false
	}
	for name, value := range ext {
		switch name {
		case "clientLibrary":
		case "persistedQuery":
			var pq struct {
				Version    int64  `json:"version"`
				Sha256Hash string `json:"sha256Hash"`
			}
			if json.Unmarshal(value, &pq) != nil || pq.Version != 1 || pq.Sha256Hash == "" {
				return "", false // gqlgen's error to give
			}
			hash = pq.Sha256Hash
		default:
			return "", false
		}
	}
	return hash, true
}
