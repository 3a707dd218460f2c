package server

import (
	"crypto/sha256"
	"testing"
)

// Documents that differ only in what cannot change the answer make one key; those
// whose answers differ make different keys.
func TestCanonicalKey(t *testing.T) {
	c := newGQLCache(nil, nil, schema)
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

func TestHarmlessExtensions(t *testing.T) {
	for ext, want := range map[string]bool{
		``:     true,
		`null`: true,
		`{}`:   true,
		`{"clientLibrary":{"name":"@apollo/client","version":"4.0.9"}}`:                               true,
		`{"clientLibrary":{"name":"@apollo/client"},"persistedQuery":{"version":1,"sha256Hash":"x"}}`: false,
		`{"persistedQuery":{"version":1,"sha256Hash":"x"}}`:                                           false,
		`{"tracing":true}`:     false,
		`{"ClientLibrary":{}}`: false,
		`[]`:                   false,
		`"clientLibrary"`:      false,
	} {
		if got := harmlessExtensions([]byte(ext)); got != want {
			t.Errorf("harmlessExtensions(%s) = %v, want %v", ext, got, want)
		}
	}
}
