package store

import (
	"context"
	"database/sql"
	"sync"

	"github.com/jmoiron/sqlx"
)

// maxPrepared bounds how many distinct statements the store keeps prepared; the store's
// SQL is a fixed set of constants, so the bound is only a guard.
const maxPrepared = 500

// statements keeps every statement the store runs prepared, so that PostgreSQL parses
// each once per connection and can reuse its plan, instead of parsing and planning it
// on every call (planning was most of the time of the short queries every request runs).
// database/sql prepares a Stmt on each pooled connection the first time it runs there.
type statements struct {
	mu sync.RWMutex
	m  map[string]*sql.Stmt
}

// prepared returns the pool-wide prepared statement of query, preparing it on first use;
// nil when it cannot be prepared (the caller then runs the query unprepared, which
// reports the same error).
func (s *Store) prepared(ctx context.Context, query string) *sql.Stmt {
	s.stmts.mu.RLock()
	st, ok := s.stmts.m[query]
	s.stmts.mu.RUnlock()
	if ok {
		return st
	}
	s.stmts.mu.Lock()
	defer s.stmts.mu.Unlock()
	if st, ok := s.stmts.m[query]; ok {
		return st
	}
	if len(s.stmts.m) >= maxPrepared {
		return nil
	}
	st, err := s.DB.PrepareContext(context.WithoutCancel(ctx), query)
	if err != nil {
		return nil
	}
	if s.stmts.m == nil {
		s.stmts.m = map[string]*sql.Stmt{}
	}
	s.stmts.m[query] = st
	return st
}

// closePrepared closes every prepared statement.
func (s *Store) closePrepared() {
	s.stmts.mu.Lock()
	defer s.stmts.mu.Unlock()
	for _, st := range s.stmts.m {
		st.Close()
	}
	s.stmts.m = nil
}

// stmt returns query's prepared statement for c's pool or transaction, or nil for a
// query without arguments.
func (c counted) stmt(ctx context.Context, query string, args []any) *sqlx.Stmt {
	if len(args) == 0 {
		return nil
	}
	st := c.st.prepared(ctx, query)
	if st == nil {
		return nil
	}
	if tx, ok := c.ExtContext.(*sqlx.Tx); ok {
		// Reuses the statement already prepared on the transaction's connection.
		st = tx.StmtContext(ctx, st)
	}
	return &sqlx.Stmt{Stmt: st, Mapper: c.st.DB.Mapper}
}
