package server

import (
	"context"
	"fmt"
	"net/http"
	"strconv"
	"time"

	"github.com/99designs/gqlgen/graphql"
	"github.com/vektah/gqlparser/v2/ast"
	"github.com/vektah/gqlparser/v2/gqlerror"

	"github.com/shiftsched/shiftsched/internal/auth"
	"github.com/shiftsched/shiftsched/internal/domain"
	"github.com/shiftsched/shiftsched/internal/session"
)

// RESTRequestCost is what one REST request spends of an API token's budget. REST has no
// cost model; its routes are coarse (a week costs 3,418 as the client's GraphQL
// document, a month 20,427, the notifications poll about 100), so a flat cost between
// them: the default budget allows 1,000 REST requests an hour.
const RESTRequestCost = 1000

// apiTokenID is the personal API token a request is made with, or 0 for anything else
// (a person's own session, no credential, or one that does not check out: that request
// is refused as unauthenticated anyway).
func apiTokenID(ctx context.Context) int64 {
	if !domain.IsAPIToken(auth.Token(ctx)) {
		return 0
	}
	u, err := auth.Actor(ctx)
	if err != nil || u.Grant == nil {
		return 0
	}
	return u.Grant.TokenID
}

// tokenBudget charges every GraphQL operation made with an API token its cost (the
// one the complexity limit computes, at least 1) and tells what is left in the answer's
// extensions.rateLimit; once the hour's budget is spent, operations answer RATE_LIMITED
// (HTTP 429 with Retry-After) until the window resets. It intercepts operations, so
// operations over a socket are charged too.
type tokenBudget struct {
	budget *session.Budget
	cost   *queryCost
}

var _ interface {
	graphql.HandlerExtension
	graphql.OperationInterceptor
} = tokenBudget{}

func (tokenBudget) ExtensionName() string                   { return "TokenBudget" }
func (tokenBudget) Validate(graphql.ExecutableSchema) error { return nil }

func (b tokenBudget) InterceptOperation(ctx context.Context, next graphql.OperationHandler) graphql.ResponseHandler {
	id := apiTokenID(ctx)
	if id == 0 {
		return next(ctx)
	}
	oc := graphql.GetOperationContext(ctx)
	cost, _ := b.cost.measure(ctx, oc.RawQuery, oc.Variables) // over a limit: refused before this
	u, err := b.budget.Charge(ctx, id, int64(max(1, cost)))
	f, _ := ctx.Value(unavailableKey{}).(*unavailableFlag)
	if err != nil {
		if f != nil {
			f.set = true // the database is unreachable: 503 with Retry-After
		}
		e := &gqlerror.Error{Message: "The query budget could not be checked; try again shortly.",
			Extensions: map[string]any{"code": string(domain.Unavailable)}}
		return graphql.OneShot(&graphql.Response{Errors: gqlerror.List{e}})
	}
	if f != nil {
		f.usage = &u
	}
	if u.Refused {
		e := &gqlerror.Error{Message: fmt.Sprintf(
			"This API token has spent its query budget of %d for the hour; it resets at %s.",
			u.Limit, u.ResetAt.Format(time.RFC3339)), Extensions: map[string]any{
			"code": string(domain.TooMany), "resetAt": u.ResetAt.Format(time.RFC3339)}}
		return graphql.OneShot(&graphql.Response{Errors: gqlerror.List{e}, Extensions: rateLimitExtension(u)})
	}
	handler := next(ctx)
	if oc.Operation != nil && oc.Operation.Operation == ast.Subscription {
		return handler // charged once, at its start; its events do not repeat a stale count
	}
	return func(ctx context.Context) *graphql.Response {
		res := handler(ctx)
		if res != nil {
			if res.Extensions == nil {
				res.Extensions = map[string]any{}
			}
			res.Extensions["rateLimit"] = rateLimitExtension(u)["rateLimit"]
		}
		return res
	}
}

func rateLimitExtension(u session.Usage) map[string]any {
	return map[string]any{"rateLimit": map[string]any{
		"limit": u.Limit, "remaining": u.Remaining, "resetAt": u.ResetAt.Format(time.RFC3339)}}
}

// setRateLimitHeaders tells what a token has left: RateLimit-Limit, -Remaining, and
// -Reset in seconds from now (the IETF RateLimit header fields draft).
func setRateLimitHeaders(h http.Header, u session.Usage, now time.Time) {
	h.Set("RateLimit-Limit", strconv.FormatInt(u.Limit, 10))
	h.Set("RateLimit-Remaining", strconv.FormatInt(u.Remaining, 10))
	h.Set("RateLimit-Reset", strconv.FormatInt(u.RetryAfter(now), 10))
	if u.Refused {
		h.Set("Retry-After", strconv.FormatInt(u.RetryAfter(now), 10))
	}
}

// restBudget charges each REST request made with an API token RESTRequestCost and
// says what is left in RateLimit-* headers; a spent budget answers 429.
func restBudget(budget *session.Budget, next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		id := apiTokenID(r.Context())
		if id == 0 {
			next.ServeHTTP(w, r)
			return
		}
		u, err := budget.Charge(r.Context(), id, RESTRequestCost)
		if err != nil {
			setRetryAfter(w.Header())
			writeJSON(w, http.StatusServiceUnavailable, map[string]string{"msg": "The query budget could not be checked; try again shortly."})
			return
		}
		setRateLimitHeaders(w.Header(), u, budget.Now())
		if u.Refused {
			writeJSON(w, http.StatusTooManyRequests, map[string]string{"msg": fmt.Sprintf(
				"This API token has spent its budget of %d for the hour; it resets at %s.", u.Limit, u.ResetAt.Format(time.RFC3339))})
			return
		}
		next.ServeHTTP(w, r)
	})
}
