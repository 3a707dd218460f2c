package client

import (
	"os"
	"regexp"
	"slices"
	"testing"
)

// The names the server counts by are exactly the operations graphql-codegen generated
// typed documents for: a document added elsewhere than the embedded folders fails here.
func TestOperationNamesAreTheGeneratedOnes(t *testing.T) {
	got, err := OperationNames()
	if err != nil {
		t.Fatal(err)
	}
	generated, err := os.ReadFile("src/gql/graphql.ts")
	if err != nil {
		t.Fatal(err)
	}
	var want []string
	for _, m := range regexp.MustCompile(`"kind":"OperationDefinition","operation":"(?:query|mutation|subscription)","name":\{"kind":"Name","value":"(\w+)"`).FindAllSubmatch(generated, -1) {
		want = append(want, string(m[1]))
	}
	slices.Sort(want)
	want = slices.Compact(want)
	if len(want) < 100 || !slices.Equal(got, want) {
		t.Errorf("the embedded documents name %d operations, the generated module %d\nembedded: %v\ngenerated: %v", len(got), len(want), got, want)
	}
	for _, name := range []string{"Week", "Month", "Notifications", "Login", "PublishDraft"} {
		if !slices.Contains(got, name) {
			t.Errorf("%s is missing", name)
		}
	}
}
