package server

import (
	"encoding/json"
	"testing"

	"github.com/99designs/gqlgen/graphql"
)

// TestDirectAnswerMatchesMarshal: where directPOST writes an answer itself, the bytes are
// json.Marshal's, and every answer json.Marshal would change is left to gqlgen.
func TestDirectAnswerMatchesMarshal(t *testing.T) {
	for _, tc := range []struct {
		data  string
		plain bool
	}{
		{`{"week":{"id":"1","title":"a \"quoted\" \\ name"}}`, true},
		{`{"s":"\u00e9t\u00e9 – ok","n":[1,2.5,null,true]}`, true},
		{`{"s":"\"<"}`, false},
		{`{"s":"a > b"}`, false},
		{`{"s":"Tom & Jerry"}`, false},
		{"{\"s\":\"line\u2028sep\"}", false},
		{"{\"s\":\"para\u2029sep\"}", false},
		{`{"a": 1}`, false},
		{"{\"a\":1}\n", false},
		{`{"s":"a\\"}`, true},
	} {
		t.Run(tc.data, func(t *testing.T) {
			res := &graphql.Response{Data: json.RawMessage(tc.data)}
			if got := plainAnswer(res); got != tc.plain {
				t.Fatalf("plainAnswer = %v, want %v", got, tc.plain)
			}
			if !tc.plain {
				return
			}
			want, err := json.Marshal(res)
			if err != nil {
				t.Fatal(err)
			}
			if got := `{"data":` + tc.data + `}`; got != string(want) {
				t.Fatalf("direct %s, json.Marshal %s", got, want)
			}
		})
	}
	t.Run("ErrorsGoToGQLGen", func(t *testing.T) {
		res := graphql.ErrorResponse(t.Context(), "boom")
		res.Data = json.RawMessage(`{"a":1}`)
		if plainAnswer(res) {
			t.Fatal("an answer with errors was taken as plain")
		}
	})
	t.Run("ExtensionsGoToGQLGen", func(t *testing.T) {
		res := &graphql.Response{Data: json.RawMessage(`{"a":1}`), Extensions: map[string]any{"x": 1}}
		if plainAnswer(res) {
			t.Fatal("an answer with extensions was taken as plain")
		}
	})
}
