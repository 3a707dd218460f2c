package store

import "context"

// PreparedCount is how many statements the store keeps prepared (for tests).
func (s *Store) PreparedCount() int {
	s.stmts.mu.RLock()
	defer s.stmts.mu.RUnlock()
	return len(s.stmts.m)
}

// Exec runs a statement through q (for tests).
func (q Q) Exec(ctx context.Context, query string) error {
	_, err := q.exec(ctx, query)
	return err
}
