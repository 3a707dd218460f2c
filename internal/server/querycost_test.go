package server

import (
	"context"
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
	// The time-off page lists the approved time off of the year ahead, and the
	// availability page the person's dates of the year ahead.
	"ApprovedTimeOffAhead": {"from": 366},
	"MyAvailability":       {"from": 366},
	"WhoIsOff":             {"from": 31},
	"PlannedLeave":         {"from": 56},
	"TeamLeave":            {"from": 1},
	// The month view asks its year's holidays.
	"HolidaysOfLocations": {"from": 365},
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

// sizeBlind names the client's documents whose estimate does not follow the workplace's
// size: a year of approved time off is costed at timeOffPerDay requests a day, at 40
// people as at 500, so the 40-person headroom below cannot apply. They are held to the
// whole limit at both sizes.
var sizeBlind = map[string]bool{"ApprovedTimeOffAhead": true}

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
			divisor := wp.divisor
			if sizeBlind[op.Name] {
				divisor = 1
			}
			if c.fields > MaxQueryFields/2 || c.depth > MaxQueryDepth/2+1 || c.cost > MaxQueryCost/divisor {
				t.Errorf("%s: %s is too close to the limits: %+v", wp.name, op.Name, c)
			}
		}
	}
	if n := len(all); n > MaxQueryBytes {
		t.Logf("all client documents together: %d bytes", n)
	}
}

// A list whose length follows its arguments (a date range, a count, a list of ids) must
// be costed from them: a fixed weight let a year of coworkers through at the price of two
// weeks, 40 times over under aliases. Every list field with arguments is either measured
// by rangedLists or named in boundedLists with the reason its arguments cannot lengthen
// it; a new one that is neither fails here.
func TestEveryListWithArgumentsIsMeasured(t *testing.T) {
	seen := map[string]bool{}
	for _, def := range schema.Types {
		if def.BuiltIn || strings.HasPrefix(def.Name, "__") {
			continue
		}
		for _, f := range def.Fields {
			name := def.Name + "." + f.Name
			seen[name] = true
			if len(f.Arguments) == 0 || f.Type.Elem == nil {
				continue
			}
			_, ranged := rangedLists[name]
			reason, bounded := boundedLists[name]
			switch {
			case ranged && bounded:
				t.Errorf("%s is both ranged and bounded (%s)", name, reason)
			case !ranged && !bounded:
				t.Errorf("%s is a list with arguments %v: cost it by them in rangedLists, or say in boundedLists why they cannot lengthen it", name, argNames(f))
			case bounded && reason == "":
				t.Errorf("%s is bounded without a reason", name)
			}
		}
	}
	for name := range rangedLists {
		if _, fixed := listWeight[name]; fixed {
			t.Errorf("%s is ranged and has a fixed weight too", name)
		}
		if !seen[name] {
			t.Errorf("rangedLists names %s, which the schema does not have", name)
		}
	}
	for name := range boundedLists {
		if !seen[name] {
			t.Errorf("boundedLists names %s, which the schema does not have", name)
		}
	}
}

func argNames(f *ast.FieldDefinition) []string {
	var names []string
	for _, a := range f.Arguments {
		names = append(names, a.Name)
	}
	return names
}

// The ranged lists cost what their arguments can return: days of a range (up to what the
// service answers), counts, and ids, from literals or variables.
func TestRangedListsCostTheirArguments(t *testing.T) {
	load := domain.ShiftLoad{BusiestDay: 300, Total: 100_000}
	costOf := func(t *testing.T, q string, vars map[string]any) int {
		t.Helper()
		doc, err := parser.ParseQuery(&ast.Source{Input: q})
		if err != nil {
			t.Fatal(err)
		}
		w := costWalker{schema: schema, doc: doc, fragments: map[string]*fragmentCost{},
			sizes: querySizes{vars: vars, load: func() domain.ShiftLoad { return load }}}
		return w.selections(schema.Query, doc.Operations[0].SelectionSet, 1).cost
	}
	for _, tc := range []struct {
		name       string
		small, big string
		vars       map[string]any
		atLeastBig int
	}{
		{"Coworkers", `{ coworkers(from: "2026-11-01", to: "2026-11-14") { date names } }`,
			`{ coworkers(from: "2026-11-01", to: "2026-12-01") { date names } }`, nil, 31 * 300},
		{"Events", `{ events(from: "2026-11-01", to: "2026-11-07") { id title } }`,
			`{ events(from: "2025-11-20", to: "2026-11-19") { id title } }`, nil, 365 * 3 * 2},
		{"TimeOffThroughVariables", `query($f: Date!, $t: Date!) { timeOff(from: $f, to: "2026-11-07") { id } }`,
			`query($f: Date!, $t: Date!) { timeOff(from: $f, to: $t) { id } }`, map[string]any{"f": "2026-01-01", "t": "2026-12-31"}, 365 * 10},
		{"Notifications", `{ notifications(first: 5) { id message } }`, `{ notifications { id message } }`, nil, 200},
		{"PersonWorkplaces", `{ personWorkplaces(userIds: ["1"]) { userId } }`,
			`query($ids: [ID!]) { personWorkplaces(userIds: $ids) { userId } }`, map[string]any{"ids": make([]any, 400)}, 400},
		{"MyTimeRecords", `{ myTimeRecords(days: 1) { id } }`, `{ myTimeRecords(days: 62) { id } }`, nil, 62 * 2},
	} {
		t.Run(tc.name, func(t *testing.T) {
			vars := tc.vars
			if vars == nil {
				vars = map[string]any{}
			}
			small, big := costOf(t, tc.small, map[string]any{"f": "2026-11-01"}), costOf(t, tc.big, vars)
			if small >= big || big < tc.atLeastBig {
				t.Errorf("cost %d for the small one, %d for the big one (want more than %d)", small, big, tc.atLeastBig)
			}
		})
	}
}

// A document's cost is remembered only when its text alone decides it: a count or a
// range given in variables, or a list sized by the workplace's shifts, is measured
// again each time, so that the same text with a longer range is not let through at the
// price it had before.
func TestOnlyCostsOfTheTextAloneAreRemembered(t *testing.T) {
	load := func(context.Context) domain.ShiftLoad { return domain.ShiftLoad{BusiestDay: 300, Total: 100_000} }
	for _, tc := range []struct {
		query      string
		remembered bool
	}{
		{`{ notifications(first: 5) { id } }`, true},
		{`query($n: Int) { notifications(first: $n) { id } }`, false},
		{`{ whoIsOff(from: "2026-11-01", to: "2026-11-30") { date } }`, true},
		{`query($f: Date!, $t: Date!) { whoIsOff(from: $f, to: $t) { date } }`, false},
		{`{ coworkers(from: "2026-11-01", to: "2026-11-14") { date names } }`, false}, // the busiest day's names
		{`{ shifts(from: "2026-11-01", to: "2026-11-14") { id } }`, false},
	} {
		q := newQueryCost(load)
		q.schema = schema
		if _, err := q.measure(context.Background(), tc.query, map[string]any{"n": 5, "f": "2026-11-01", "t": "2026-11-02"}); err != nil {
			t.Fatal(err)
		}
		if _, remembered := q.ok.Get(context.Background(), tc.query); remembered != tc.remembered {
			t.Errorf("%s: remembered %v, want %v", tc.query, remembered, tc.remembered)
		}
	}
}
