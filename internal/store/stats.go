package store

import (
	"context"
	"database/sql"
	"sync/atomic"

	"github.com/jmoiron/sqlx"
)

// Stats is what the store has sent to PostgreSQL since it was opened.
type Stats struct {
	// Statements counts every query and statement, BEGIN and COMMIT/ROLLBACK included.
	Statements int64
}

// Stats returns the store's counters.
func (s *Store) Stats() Stats { return Stats{Statements: s.statements.Load()} }

// Counter counts the SQL statements run with one context (e.g. one HTTP request).
type Counter struct{ n atomic.Int64 }

// Statements returns the number of statements counted so far.
func (c *Counter) Statements() int64 { return c.n.Load() }

type counterKey struct{}

// WithCounter returns a context under which every statement the store runs (through Q,
// InTx, or any context derived from it) is also counted by the returned Counter.
func WithCounter(ctx context.Context) (context.Context, *Counter) {
	c := &Counter{}
	return context.WithValue(ctx, counterKey{}, c), c
}

// CounterFrom returns the context's Counter, or nil.
func CounterFrom(ctx context.Context) *Counter {
	c, _ := ctx.Value(counterKey{}).(*Counter)
	return c
}

// count records one statement in the store's total and in ctx's Counter, if any.
func (s *Store) count(ctx context.Context) {
	s.statements.Add(1)
	if c := CounterFrom(ctx); c != nil {
		c.n.Add(1)
	}
}

// counted wraps a pool or transaction so that every statement sent through it is counted.
type counted struct {
	sqlx.ExtContext
	st *Store
}

// Statements with arguments run prepared (prepared.go); those without need no plan reuse
// and run as simple queries.

func (c counted) QueryContext(ctx context.Context, query string, args ...any) (*sql.Rows, error) {
	c.st.count(ctx)
	if st := c.stmt(ctx, query, args); st != nil {
		return st.QueryContext(ctx, args...)
	}
	return c.ExtContext.QueryContext(ctx, query, args...)
}

func (c counted) QueryxContext(ctx context.Context, query string, args ...any) (*sqlx.Rows, error) {
	c.st.count(ctx)
	if st := c.stmt(ctx, query, args); st != nil {
		return st.QueryxContext(ctx, args...)
	}
	return c.ExtContext.QueryxContext(ctx, query, args...)
}

func (c counted) QueryRowxContext(ctx context.Context, query string, args ...any) *sqlx.Row {
	c.st.count(ctx)
	if st := c.stmt(ctx, query, args); st != nil {
		return st.QueryRowxContext(ctx, args...)
	}
	return c.ExtContext.QueryRowxContext(ctx, query, args...)
}

func (c counted) ExecContext(ctx context.Context, query string, args ...any) (sql.Result, error) {
	c.st.count(ctx)
	if st := c.stmt(ctx, query, args); st != nil {
		return st.ExecContext(ctx, args...)
	}
	return c.ExtContext.ExecContext(ctx, query, args...)
}
