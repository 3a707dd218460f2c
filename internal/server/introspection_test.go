package server_test

import (
	"os"
	"strings"
	"testing"

	"github.com/shiftsched/shiftsched/devtools/apptest"
	"github.com/shiftsched/shiftsched/internal/server"
)

// deepOrdinary is an ordinary query 15 levels deep (open shifts and their claims refer
// to each other).
var deepOrdinary = "{ openShifts { " + strings.Repeat("claims { openShift { ", 6) + "claims { id" + strings.Repeat(" }", 15)

func TestToolsGetTheFullSchemaWhileOtherQueriesKeepTheLimits(t *testing.T) {
	t.Parallel()
	b, err := os.ReadFile("testdata/introspection.graphql")
	if err != nil {
		t.Fatal(err)
	}
	fullIntrospection := string(b)
	app := apptest.New(t)
	u := app.Employee("Sam")
	for _, token := range []string{"", u.Token} {
		data := app.MustGQL(token, fullIntrospection, nil)
		types := data["__schema"].(map[string]any)["types"].([]any)
		if len(types) < 50 {
			t.Fatalf("signed in %v: %d types", token != "", len(types))
		}
	}
	app.MustGQL("", `{ __type(name: "Query") { name fields { name args { name } } } __typename }`, nil)
	for _, tc := range []struct{ name, query, want string }{
		{"OrdinaryQuery15Deep", deepOrdinary, "nested too deeply: 15 levels, and at most 10"},
		{"OrdinaryFieldBesideIntrospection", strings.Replace(fullIntrospection, "__schema {", "me { id } __schema {", 1), "nested too deeply"},
		{"IntrospectionMultipliedByNesting", "{ __schema { types { " + strings.Repeat("fields { type { ", 6) + "name" + strings.Repeat(" }", 15), "too much at once"},
		{"IntrospectionTooDeep", `{ __type(name: "Query") { ` + strings.Repeat("ofType { ", 20) + "name" + strings.Repeat(" }", 22), "nested too deeply: 22 levels, and at most 20"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r := app.GQL(u.Token, tc.query, nil)
			if r.Code() != server.CodeQueryTooComplex || !strings.Contains(r.Errors[0].Message, tc.want) {
				t.Fatalf("got %s", r.Raw)
			}
		})
	}
}
