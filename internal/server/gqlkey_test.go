package server

import (
	"crypto/sha256"
	"testing"
)

// Documents that differ only in what cannot change the answer make one key; those
// whose answers differ make different keys.
func TestCanonicalKey(t *testing.T) {
	c := newGQLCache(nil, nil, schema, nil, nil)
	keyOf := func(t *testing.T, q string) string {
		t.Helper()
		how := c.check(q, sha256.Sum256([]byte(q)))
		if !how.ok || how.key == "" {
			t.Fatalf("not cacheable: %s", q)
		}
		return how.key
	}
	base := `query Month($year: Int!, $month: Int!) { month(year: $year, month: $month) { year month events { ...E __typename } __typename } }
fragment E on CalendarEvent { id title __typename }`
	t.Run("OKSameKey", func(t *testing.T) {
		for _, q := range []string{
			"query   Month(\n$month: Int!, $year: Int!)\n{ # the page\n month(month: $month, year: $year) {\n year\n month\n events { id title __typename __typename }\n __typename } }",
			`query($year: Int!, $month: Int!) { month(year: $year, month: $month) { year month events { ... on CalendarEvent { id } title __typename } __typename } }`,
			`query Other($year: Int!, $month: Int!) { month(year: $year, month: $month) { year ...M __typename } } fragment M on Month { month events { ...E } events { __typename } }
fragment E on CalendarEvent { id title }`,
		} {
			if keyOf(t, q) != keyOf(t, base) {
				t.Errorf("another key than the base document's: %s", q)
			}
		}
	})
	t.Run("OKOtherKey", func(t *testing.T) {
		for _, q := range []string{
			// Without __typename, aliased, in another order, another default: another answer.
			`query($year: Int!, $month: Int!) { month(year: $year, month: $month) { year month events { id title } } }`,
			`query($year: Int!, $month: Int!) { month(year: $year, month: $month) { y: year month events { id title __typename } __typename } }`,
			`query($year: Int!, $month: Int!) { month(year: $year, month: $month) { month year events { id title __typename } __typename } }`,
			`query($year: Int! = 2026, $month: Int!) { month(year: $year, month: $month) { year month events { id title __typename } __typename } }`,
			`query($y: Int!, $month: Int!) { month(year: $y, month: $month) { year month events { id title __typename } __typename } }`,
		} {
			if keyOf(t, q) == keyOf(t, base) {
				t.Errorf("the base document's key: %s", q)
			}
		}
	})
}

func TestOnlyClientLibraryAndPersistedQueryExtensionsLeaveTheAnswerAlone(t *testing.T) {
	type result struct {
		hash string
		ok   bool
	}
	for ext, want := range map[string]result{
		``:     {"", true},
		`null`: {"", true},
		`{}`:   {"", true},
		`{"clientLibrary":{"name":"@apollo/client","version":"4.0.9"}}`:                               {"", true},
		`{"clientLibrary":{"name":"@apollo/client"},"persistedQuery":{"version":1,"sha256Hash":"x"}}`: {"x", true},
		`{"persistedQuery":{"version":1,"sha256Hash":"x"}}`:                                           {"x", true},
		`{"persistedQuery":{"version":2,"sha256Hash":"x"}}`:                                           {"", false},
		`{"persistedQuery":{"version":1,"sha256Hash":7}}`:                                             {"", false},
		`{"persistedQuery":{"version":1}}`:                                                            {"", false},
		`{"persistedQuery":{"version":1,"sha256Hash":"x"},"tracing":true}`:                            {"", false},
		`{"tracing":true}`:     {"", false},
		`{"ClientLibrary":{}}`: {"", false},
		`[]`:                   {"", false},
		`"clientLibrary"`:      {"", false},
	} {
		hash, ok := persistedQueryHash([]byte(ext))
		if ok != want.ok || ok && hash != want.hash {
			t.Errorf("persistedQueryHash(%s) = %q, %v, want %q, %v", ext, hash, ok, want.hash, want.ok)
		}
	}
}
