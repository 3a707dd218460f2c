package graph

import (
	"context"

	"github.com/99designs/gqlgen/graphql"
)

// selectedFields names the fields the query selects on the object the current resolver
// returns (fragments included), so a resolver can skip loading what nobody asked for.
func selectedFields(ctx context.Context) map[string]bool {
	names := map[string]bool{}
	for _, f := range graphql.CollectFieldsCtx(ctx, nil) {
		names[f.Name] = true
	}
	return names
}
