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
	"github.com/shiftsched/shiftsched/internal/domain"
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

// clientRanges are the date ranges, in days, that the web client asks shifts for, by
// operation (variables not named here span clientRangeDefault days).
var clientRanges = map[string]map[string]int{
	"Home":           {"from": 14, "weekFrom": 7},
	"OpenShiftsPage": {"from": 36},
	"MyShiftsAfter":  {"from": 84},
}

const clientRangeDefault = 14

// clientVariables gives each Date variable pair of op (from/to, weekFrom/weekTo) the
// client's range.
func clientVariables(op *ast.OperationDefinition) map[string]any {
	start, _ := domain.ParseDate("2026-11-20")
	vars := map[string]any{}
	for _, v := range op.VariableDefinitions {
		switch v.Type.Name() {
		case "Date":
			vars[v.Variable] = start.String()
		case "ID":
			vars[v.Variable] = "1" // the client names a person where it names one
		}
	}
	for _, pair := range [][2]string{{"from", "to"}, {"weekFrom", "weekTo"}} {
		days, ok := clientRanges[op.Name][pair[0]]
		if !ok {
			days = clientRangeDefault
		}
		if _, has := vars[pair[1]]; has {
			vars[pair[1]] = start.AddDays(days - 1).String()
		}
	}
	return vars
}

// The client's own documents and the benchmark's stay well under every limit on a
// 40-person workplace (at most half of each), and under every limit on a 500-person one,
// with the date ranges the client really asks for.
func TestClientDocumentsFitTheLimits(t *testing.T) {
	all := clientDocuments(t)
	doc, err := parser.ParseQuery(&ast.Source{Input: all})
	if err != nil {
		t.Fatal(err)
	}
	workplaces := []struct {
		name    string
		load    domain.ShiftLoad
		divisor int
	}{
		{"40 people", domain.ShiftLoad{BusiestDay: 40, Total: 40 * 7 * 52}, 2},
		{"500 people", domain.ShiftLoad{BusiestDay: 300, Total: 100_000}, 1},
	}
	for _, wp := range workplaces {
		for _, op := range doc.Operations {
			sizes := querySizes{vars: clientVariables(op), load: func() domain.ShiftLoad { return wp.load }}
			w := costWalker{schema: schema, doc: doc, sizes: sizes, fragments: map[string]*fragmentCost{}}
			root := schema.Query
			switch op.Operation {
			case ast.Mutation:
				root = schema.Mutation
			case ast.Subscription:
				root = schema.Subscription
			}
			c := w.selections(root, op.SelectionSet, 1)
			t.Logf("%-10s %-28s fields %3d depth %2d cost %5d", wp.name, op.Name, c.fields, c.depth, c.cost)
			if c.fields > MaxQueryFields/2 || c.depth > MaxQueryDepth/2+1 || c.cost > MaxQueryCost/wp.divisor {
				t.Errorf("%s: %s is too close to the limits: %+v", wp.name, op.Name, c)
			}
		}
	}
	if n := len(all); n > MaxQueryBytes {
		t.Logf("all client documents together: %d bytes", n)
	}
}
