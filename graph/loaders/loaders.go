// Package loaders batches the lookups GraphQL field resolvers make, per request, so that
// the number of SQL statements a query runs does not grow with the size of its answer.
package loaders

import (
	"context"
	"errors"
	"net/http"
	"time"

	"github.com/vikstrous/dataloadgen"

	"github.com/shiftsched/shiftsched/internal/domain"
)

// Source is where the loaders read from (the service layer).
type Source interface {
	UsersByIDs(ctx context.Context, ids []int64) ([]domain.User, error)
}

// Loaders holds one request's loaders.
type Loaders struct {
	User *dataloadgen.Loader[int64, *domain.User]

	expected     expectedUsers // see ExpectUsers
	shiftsInside shiftsInside  // see ShiftsInside
}

type ctxKey struct{}

// New returns fresh loaders reading from src.
func New(src Source) *Loaders {
	return &Loaders{
		User: dataloadgen.NewMappedLoader(func(ctx context.Context, ids []int64) (map[int64]*domain.User, error) {
			users, err := src.UsersByIDs(ctx, ids)
			if err != nil {
				return nil, err
			}
			byID := make(map[int64]*domain.User, len(users))
			for i := range users {
				byID[users[i].ID] = &users[i]
			}
			return byID, nil
		}, dataloadgen.WithWait(time.Millisecond)),
	}
}

// Middleware gives every request its own loaders.
func Middleware(src Source, next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		next.ServeHTTP(w, r.WithContext(context.WithValue(r.Context(), ctxKey{}, New(src))))
	})
}

// For returns the request's loaders.
func For(ctx context.Context) *Loaders {
	if l, ok := ctx.Value(ctxKey{}).(*Loaders); ok {
		return l
	}
	return nil
}

// User loads one user (deleted ones included) by id.
func User(ctx context.Context, src Source, id int64) (*domain.User, error) {
	l := For(ctx)
	if l == nil { // outside an HTTP request (e.g. a subscription's later events)
		users, err := src.UsersByIDs(ctx, []int64{id})
		if err != nil {
			return nil, err
		}
		if len(users) == 0 {
			return nil, domain.Errorf(domain.NotFound, "User not found.")
		}
		return &users[0], nil
	}
	l.expected.load(ctx, l.User)
	u, err := l.User.Load(ctx, id)
	if errors.Is(err, dataloadgen.ErrNotFound) || (err == nil && u == nil) {
		return nil, domain.Errorf(domain.NotFound, "User not found.")
	}
	return u, err
}
