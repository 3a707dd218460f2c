package server

import (
	"context"
	"runtime"

	"github.com/99designs/gqlgen/graphql"
	"github.com/vektah/gqlparser/v2/ast"
)

// queryLimit lets at most a few GraphQL queries execute at once; the rest wait their
// turn. Executing a large answer (a month of a big workplace) holds megabytes while it
// runs, and on a loaded server running them all at once only multiplies the memory
// without finishing any sooner. Mutations and subscriptions are not limited: a mutation
// waiting for a lock must not hold a slot that readers need.
type queryLimit struct{ slots chan struct{} }

func newQueryLimit() queryLimit {
	return queryLimit{slots: make(chan struct{}, 2*runtime.GOMAXPROCS(0))}
}

var _ interface {
	graphql.HandlerExtension
	graphql.OperationInterceptor
} = queryLimit{}

func (queryLimit) ExtensionName() string                   { return "QueryLimit" }
func (queryLimit) Validate(graphql.ExecutableSchema) error { return nil }

func (l queryLimit) InterceptOperation(ctx context.Context, next graphql.OperationHandler) graphql.ResponseHandler {
	oc := graphql.GetOperationContext(ctx)
	if oc.Operation == nil || oc.Operation.Operation != ast.Query {
		return next(ctx)
	}
	handler := next(ctx) // executes nothing yet: the query runs when handler is called
	return func(ctx context.Context) *graphql.Response {
		select {
		case l.slots <- struct{}{}:
		case <-ctx.Done():
			return graphql.ErrorResponse(ctx, "Request cancelled")
		}
		defer func() { <-l.slots }()
		return handler(ctx)
	}
}
