package server

import (
	"bytes"
	"context"
	"crypto/sha256"
	"slices"
	"strings"
	"testing"

	"github.com/vektah/gqlparser/v2/ast"
	"github.com/vektah/gqlparser/v2/formatter"
	"github.com/vektah/gqlparser/v2/parser"

	"github.com/shiftsched/shiftsched/devtools/bench"
	"github.com/shiftsched/shiftsched/internal/domain"
)

// Every field of a type whose answers are shared is either listed as shared or as per
// viewer: a new field fails here until someone decides which it is.
func TestSharedFieldsAreReviewed(t *testing.T) {
	for typ := range sharedFields {
		if typ == "Query" { // its other fields are simply never cached
			continue
		}
		def := schema.Types[typ]
		if def == nil {
			t.Errorf("type %s is not in the schema", typ)
			continue
		}
		for _, f := range def.Fields {
			if len(f.Name) > 1 && f.Name[:2] == "__" {
				continue
			}
			shared := slices.Contains(sharedFields[typ], f.Name)
			private := slices.Contains(perViewerFields[typ], f.Name)
			if shared == private {
				t.Errorf("%s.%s: list it in sharedFields (the same for every signed-in user) or perViewerFields", typ, f.Name)
			}
		}
		for _, name := range sharedFields[typ] {
			if def.Fields.ForName(name) == nil {
				t.Errorf("sharedFields lists %s.%s, which the schema lacks", typ, name)
			}
		}
	}
}

// The web client's week and month documents, printed as Apollo sends them, are served
// from the cache; its other queries are not.
func TestClientWeekAndMonthAreCacheable(t *testing.T) {
	doc, err := parser.ParseQuery(&ast.Source{Input: clientDocuments(t)})
	if err != nil {
		t.Fatal(err)
	}
	c := newGQLCache(nil, nil, schema, nil, nil)
	cacheable := map[string]bool{}
	for _, op := range doc.Operations {
		if op.Operation != ast.Query || op.Name == "" {
			continue
		}
		one := &ast.QueryDocument{Operations: ast.OperationList{op}, Fragments: bench.UsedFragments(doc, op.SelectionSet, nil)}
		var b bytes.Buffer
		formatter.NewFormatter(&b).FormatQueryDocument(one)
		cacheable[op.Name] = c.isCacheable(b.String(), sha256.Sum256(b.Bytes()))
	}
	for _, name := range []string{"Week", "Month"} {
		if !cacheable[name] {
			t.Errorf("the client's %s query is not cacheable", name)
		}
	}
	for _, name := range []string{"Notifications", "ScheduleEditor", "ApprovedTimeOff", "MyShifts", "DayShifts"} {
		if got, ok := cacheable[name]; !ok || got {
			t.Errorf("the client's %s query: cacheable %v, known %v; want known and not cacheable", name, got, ok)
		}
	}
}

func TestNotCacheable(t *testing.T) {
	c := newGQLCache(nil, nil, schema, nil, nil)
	for _, q := range []string{
		`query { week(date: "2026-11-27") { schedule { days { shifts { user { email } } } } } }`,
		`query { week(date: "2026-11-27") { weekStarting } me { id } }`,
		`query($s: Boolean!) { week(date: "2026-11-27") { weekStarting @include(if: $s) } }`,
		`query A { week(date: "2026-11-27") { weekStarting } } query B { month(year: 2026, month: 1) { year } }`,
		`mutation { deleteEvent(id: "1") }`,
		`query { week(date: "2026-11-27") { nope } }`,
		`{ week(`,
	} {
		if c.isCacheable(q, sha256.Sum256([]byte(q))) {
			t.Errorf("cacheable: %s", q)
		}
	}
}

func TestWeekKeyIsTheWeek(t *testing.T) {
	c := newGQLCache(nil, nil, schema, nil, nil)
	doc := `query Week($date: Date!) { week(date: $date) { weekStarting schedule { id } } }`
	how := c.check(doc, sha256.Sum256([]byte(doc)))
	if !how.ok || how.weekVar != "date" {
		t.Fatalf("check = %+v", how)
	}
	friday, _ := canonicalVariables([]byte(`{"date":"2026-11-27"}`), how.weekVar, domain.FridayWeeks)
	thursday, _ := canonicalVariables([]byte(`{"date": "2026-12-03"}`), how.weekVar, domain.FridayWeeks)
	nextFriday, _ := canonicalVariables([]byte(`{"date":"2026-12-04"}`), how.weekVar, domain.FridayWeeks)
	bad, _ := canonicalVariables([]byte(`{"date":"2026-02-30"}`), how.weekVar, domain.FridayWeeks)
	if friday != thursday || friday == nextFriday || bad == friday {
		t.Errorf("keys: %s %s %s %s", friday, thursday, nextFriday, bad)
	}
	// A document using its variable elsewhere too keeps the date as sent.
	for _, other := range []string{
		`query($d: Date!) { week(date: $d) { weekStarting } events: week(date: $d) { weekEnding } }`,
		`query($d: Date!, $y: Int!) { week(date: $d) { weekStarting } month(year: $y, month: 1) { year } }`,
	} {
		if how := c.check(other, sha256.Sum256([]byte(other))); !how.ok || how.weekVar != "" {
			t.Errorf("%s: %+v", other, how)
		}
	}
}

// Only documents that select the user's unread notifications and nothing else are kept
// with the user's cached poll; the web client's document is one of them.
func TestPollDocuments(t *testing.T) {
	c := newGQLCache(nil, nil, schema, nil, nil)
	isPoll := func(q string) bool { return c.check(q, sha256.Sum256([]byte(q))).poll }
	for _, q := range []string{
		`query Notifications { notifications { id message link createdAt } }`,
		`query Notifications { notifications { id message link read createdAt __typename } }`,
		`{ notifications { ...N } } fragment N on Notification { id message }`,
	} {
		if !isPoll(q) {
			t.Errorf("not a poll: %s", q)
		}
	}
	for _, q := range []string{
		`{ me { name } notifications { message } }`,
		`query($s: Boolean!) { notifications { id message @include(if: $s) } }`,
		`query @deprecated { notifications { id } }`,
		`mutation { markAllNotificationsRead }`,
		`query A { notifications { id } } query B { notifications { message } }`,
		`{ notifications { nope } }`,
		`{ notifications(`,
	} {
		if isPoll(q) {
			t.Errorf("taken for a poll: %s", q)
		}
	}
}

// A body seen before is answered from the memo exactly as its first parse answered it,
// and bodies that differ in anything that changes the answer keep different keys.
func TestARepeatedBodyAsksWhatItsFirstParseAsked(t *testing.T) {
	c := newGQLCache(nil, nil, schema, nil, nil)
	week := `{"operationName":"Week","variables":{"date":"2026-11-27"},"query":"query Week($date: Date!) { week(date: $date) { weekStarting } }"}`
	nextWeek := strings.Replace(week, "2026-11-27", "2026-12-04", 1)
	poll := `{"query":"query Notifications { notifications { id message } }"}`
	mutation := `{"query":"mutation { markAllNotificationsRead }"}`
	ask := func(body string) (cachedRequest, bool) { return c.requestOf(context.Background(), []byte(body)) }
	first, ok := ask(week)
	again, ok2 := ask(week)
	if !ok || !ok2 || first != again || first.poll {
		t.Fatalf("week: %+v %v, then %+v %v", first, ok, again, ok2)
	}
	if other, _ := ask(nextWeek); other.key == first.key {
		t.Errorf("two weeks share the key %q", first.key)
	}
	for range 2 {
		if p, ok := ask(poll); !ok || !p.poll {
			t.Errorf("poll: %+v %v", p, ok)
		}
		if _, ok := ask(mutation); ok {
			t.Error("a mutation was taken for a cached read")
		}
	}
	if len(c.requests) != 3 {
		t.Errorf("memo holds %d bodies, want the week, the next week and the poll", len(c.requests))
	}
}
