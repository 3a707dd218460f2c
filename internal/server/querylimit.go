package server

import (
	"context"
	"errors"
	"fmt"
	"runtime"
	"time"

	"github.com/99designs/gqlgen/graphql"
	"github.com/99designs/gqlgen/graphql/errcode"
	"github.com/vektah/gqlparser/v2/ast"
	"github.com/vektah/gqlparser/v2/gqlerror"
)

// Codes of queries stopped while they ran.
const (
	CodeQueryTimeout   = "QUERY_TIMEOUT"
	CodeAnswerTooLarge = "ANSWER_TOO_LARGE"
)

func init() {
	errcode.RegisterErrorType(CodeQueryTimeout, errcode.KindUser)
	errcode.RegisterErrorType(CodeAnswerTooLarge, errcode.KindUser)
}

// queryLimit lets at most a few GraphQL queries execute at once; the rest wait their
// turn. Executing a large answer (a month of a big workplace) holds megabytes while it
// runs, and on a loaded server running them all at once only multiplies the memory
// without finishing any sooner. Mutations and subscriptions are not limited: a mutation
// waiting for a lock must not hold a slot that readers need.
//
// Each query also has a wall time, its wait included, and a largest answer: the cost
// model estimates, and these bound what an estimate that was wrong can take, so that no
// one request holds a slot or the memory for long.
type queryLimit struct {
	slots     chan struct{}
	timeout   time.Duration
	maxAnswer int
}

func newQueryLimit(timeout time.Duration, maxAnswer int) queryLimit {
	return queryLimit{slots: make(chan struct{}, 2*runtime.GOMAXPROCS(0)), timeout: timeout, maxAnswer: maxAnswer}
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
		ctx, cancel := context.WithTimeout(ctx, l.timeout)
		defer cancel()
		select {
		case l.slots <- struct{}{}:
		case <-ctx.Done():
			return l.stopped(ctx)
		}
		defer func() { <-l.slots }()
		res := handler(ctx)
		if ctx.Err() != nil {
			return l.stopped(ctx)
		}
		if res != nil && len(res.Data) > l.maxAnswer {
			return stoppedWith(ctx, CodeAnswerTooLarge, fmt.Sprintf(
				"The answer would be larger than %d MB. Ask for fewer fields or a shorter date range, or split the query.", l.maxAnswer>>20))
		}
		return res
	}
}

// stopped answers a query whose time ran out or whose client went away.
func (l queryLimit) stopped(ctx context.Context) *graphql.Response {
	if !errors.Is(ctx.Err(), context.DeadlineExceeded) {
		return graphql.ErrorResponse(ctx, "Request cancelled")
	}
	return stoppedWith(ctx, CodeQueryTimeout, fmt.Sprintf(
		"The query took longer than %v and was stopped. Ask for less at once (fewer fields, a shorter date range), or try again when the server is less busy.", l.timeout))
}

// stoppedWith is an answer with one error and no data. Database errors met on the way
// (a cancelled statement) are not an outage, so the answer is not flagged unavailable.
func stoppedWith(ctx context.Context, code, msg string) *graphql.Response {
	if f, ok := ctx.Value(unavailableKey{}).(*unavailableFlag); ok {
		f.set = false
	}
	err := &gqlerror.Error{Message: msg}
	errcode.Set(err, code)
	return &graphql.Response{Errors: gqlerror.List{err}}
}
