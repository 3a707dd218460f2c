package graph

import (
	"context"

	"github.com/99designs/gqlgen/graphql"
)

// ownAccountMutations are the mutations whose User answer is the caller's own account,
// even when the request carries no valid token (they are how one gets a token, or the
// account just created).
var ownAccountMutations = map[string]bool{
	"register": true, "login": true, "resetPassword": true, "changeMyPassword": true, "acceptInvitation": true,
	"setUpWorkplace": true,
}

// answersOwnAccount reports whether the field being resolved lies under one of
// ownAccountMutations (by field name, so aliases do not matter).
func answersOwnAccount(ctx context.Context) bool {
	fc := graphql.GetFieldContext(ctx)
	var root *graphql.FieldContext
	for ; fc != nil; fc = fc.Parent {
		if fc.Field.Field != nil {
			root = fc
		}
	}
	return root != nil && root.Object == "Mutation" && ownAccountMutations[root.Field.Name]
}
